// More region ops and ownership cases: scf.index_switch, memref.alloca_scope
// with results, loops carrying buffers through calls, manual deallocation,
// buffers captured by nested regions, and a clone in the input.
// RUN: memopt --split-input-file --ownership-based-buffer-deallocation %s | FileCheck %s

// CHECK-LABEL: func.func @index_switch
// CHECK: scf.index_switch %{{.*}} -> memref<4xf32>, i1
func.func @index_switch(%i: index, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    %n = memref.alloc() : memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  case 1 {
    scf.yield %a : memref<4xf32>
  }
  default {
    %m = memref.alloc() : memref<4xf32>
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

func.func @alloca_scope_result(%f: f32, %i: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    %b = memref.alloc() : memref<4xf32>
    memref.store %f, %a[%i] : memref<4xf32>
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
    %v = memref.load %b[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

func.func private @step(%m: memref<8xf32>) -> memref<8xf32> {
  %n = memref.alloc() : memref<8xf32>
  memref.copy %m, %n : memref<8xf32> to memref<8xf32>
  return %n : memref<8xf32>
}
func.func @loop_calls(%lb: index, %ub: index, %st: index, %init: memref<8xf32>) -> memref<8xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%m = %init) -> memref<8xf32> {
    %n = func.call @step(%m) : (memref<8xf32>) -> memref<8xf32>
    scf.yield %n : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// -----

// CHECK-LABEL: func.func @manual
// CHECK: arith.xori
// CHECK: cf.assert %{{.*}}, "expected that the block does not have ownership"
// CHECK: memref.dealloc %{{.*}} {bufferization.manual_deallocation}
func.func @manual() {
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<4xf32>
  return
}

// -----

func.func @captured_in_loop(%lb: index, %ub: index, %st: index, %f: f32) {
  %a = memref.alloc() : memref<16xf32>
  scf.for %i = %lb to %ub step %st {
    memref.store %f, %a[%i] : memref<16xf32>
    %fc = arith.cmpf ogt, %f, %f : f32
    scf.if %fc {
      memref.store %f, %a[%i] : memref<16xf32>
    }
  }
  return
}

// -----

func.func @clone_in_input(%a: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// -----

func.func @while_two_memrefs(%n: index, %a: memref<?xf32>, %b: memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %r:3 = scf.while (%x = %a, %y = %b, %i = %c0) : (memref<?xf32>, memref<?xf32>, index) -> (memref<?xf32>, memref<?xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %y, %x, %i : memref<?xf32>, memref<?xf32>, index
  } do {
  ^bb0(%x2: memref<?xf32>, %y2: memref<?xf32>, %i2: index):
    %c1 = arith.constant 1 : index
    %j = arith.addi %i2, %c1 : index
    %t = memref.alloc(%j) : memref<?xf32>
    scf.yield %t, %y2, %j : memref<?xf32>, memref<?xf32>, index
  }
  return %r#0, %r#1 : memref<?xf32>, memref<?xf32>
}

// -----

func.func @dynamic_sizes(%m: index, %n: index) -> memref<?x?xf32> {
  %a = memref.alloc(%m, %n) : memref<?x?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %a[0, 0] [%m, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?]>>
  memref.copy %b, %s : memref<?xf32> to memref<?xf32, strided<[?]>>
  return %a : memref<?x?xf32>
}
