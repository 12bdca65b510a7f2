// bufferization-lower-deallocations: bufferization.dealloc becomes
// memref.dealloc under scf.if (one memref), aliasing checks through
// extract_aligned_pointer_as_index (one memref, retained values), or a call
// of the generated @dealloc_helper (several memrefs).
// RUN: memopt --split-input-file --bufferization-lower-deallocations %s | FileCheck %s

// CHECK-LABEL: func.func @no_memrefs
// CHECK-NOT: bufferization.dealloc
// CHECK: %false = arith.constant false
// CHECK: return %false, %false
func.func @no_memrefs(%r0: memref<2xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @one_memref
// CHECK: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
func.func @one_memref(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

// CHECK-LABEL: func.func @one_memref_retained
// CHECK: memref.extract_aligned_pointer_as_index %arg0
// CHECK: arith.cmpi ne
// CHECK: arith.xori
func.func @one_memref_retained(%m: memref<2xf32>, %c: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func private @dealloc_helper
// CHECK-LABEL: func.func @general
// CHECK: call @dealloc_helper
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

func.func @general_no_retain(%m0: memref<2xf32>, %m1: memref<?xi8>, %m2: memref<f64>, %c: i1) {
  bufferization.dealloc (%m0, %m1, %m2 : memref<2xf32>, memref<?xi8>, memref<f64>) if (%c, %c, %c)
  return
}

// -----

func.func @two_functions(%m0: memref<2xf32>, %m1: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}
func.func @two_functions_b(%m0: memref<2xf32>, %m1: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func private @dealloc_helper()
func.func @name_taken(%m0: memref<2xf32>, %m1: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c, %c)
  func.call @dealloc_helper() : () -> ()
  return
}

// -----

func.func @in_loop(%lb: index, %ub: index, %st: index, %c: i1) {
  scf.for %i = %lb to %ub step %st {
    %a = memref.alloc() : memref<4xf32>
    bufferization.dealloc (%a : memref<4xf32>) if (%c)
  }
  return
}

// -----

func.func @unranked_base(%m: memref<f32>, %c: i1, %r: memref<*xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<f32>) if (%c) retain (%r : memref<*xf32>)
  return %0 : i1
}
