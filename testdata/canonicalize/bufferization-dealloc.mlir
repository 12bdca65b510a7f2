// RUN: memopt --split-input-file --canonicalize %s | FileCheck %s
// RUN: memopt --split-input-file --canonicalize=top-down=false %s | FileCheck %s

// bufferization.dealloc's canonicalization patterns (declared with the op,
// ir/dialect_bufferization_canon.go).

// A memref freed twice under two conditions: one entry, conditions or-ed.
// CHECK-LABEL: func @duplicate_memrefs
// CHECK: %[[OR:.*]] = arith.ori %arg1, %arg2 : i1
// CHECK: bufferization.dealloc (%arg0 : memref<4xf32>) if (%[[OR]])
func.func @duplicate_memrefs(%m: memref<4xf32>, %c1: i1, %c2: i1) {
  bufferization.dealloc (%m, %m : memref<4xf32>, memref<4xf32>) if (%c1, %c2)
  return
}

// -----

// A retained value twice: one, whose result serves both.
// CHECK-LABEL: func @duplicate_retained
// CHECK: %[[R:.*]] = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg1 : memref<4xf32>)
// CHECK: return %[[R]], %[[R]]
func.func @duplicate_retained(%m: memref<4xf32>, %r: memref<4xf32>, %c: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r, %r : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Nothing to free: the results are false.
// CHECK-LABEL: func @empty
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[F]], %[[F]]
func.func @empty(%r: memref<4xf32>, %s: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %s : memref<4xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Conditions that are the constant false drop their memref.
// CHECK-LABEL: func @always_false
// CHECK: bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2)
func.func @always_false(%a: memref<4xf32>, %b: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<2xf32>) if (%false, %c)
  return
}

// -----

// The base buffer of a fresh allocation is the allocation.
// CHECK-LABEL: func @extract_of_alloc
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: bufferization.dealloc (%[[A]] : memref<8xf32>) if (%arg0)
func.func @extract_of_alloc(%c: i1) {
  %a = memref.alloc() : memref<8xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<8xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

// An allocation used by nothing but its dealloc goes away with it.
// CHECK-LABEL: func @unused_alloc
// CHECK-NOT: memref.alloc
// CHECK: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
func.func @unused_alloc(%m: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<16xf32>
  bufferization.dealloc (%a, %m : memref<16xf32>, memref<4xf32>) if (%c, %c)
  return
}
