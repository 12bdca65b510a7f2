// expand-realloc: memref.realloc becomes a size check, a new buffer with a
// copy of the old contents (and the old buffer's dealloc unless
// emit-deallocs=false), or a reinterpret_cast of the old buffer.
// RUN: memopt --split-input-file --expand-realloc %s | FileCheck %s
// RUN: memopt --split-input-file --expand-realloc=emit-deallocs=false %s | FileCheck %s --check-prefix=NODEALLOC

// CHECK-LABEL: func.func @dynamic_to_dynamic
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %c0
// CHECK: %[[LT:.*]] = arith.cmpi ult, %[[DIM]], %arg1 : index
// CHECK: scf.if %[[LT]] -> (memref<?xf32>)
// CHECK: memref.alloc(%arg1) : memref<?xf32>
// CHECK: memref.copy
// CHECK: memref.dealloc %arg0
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1]
// NODEALLOC-LABEL: func.func @dynamic_to_dynamic
// NODEALLOC-NOT: memref.dealloc
func.func @dynamic_to_dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @static_to_static(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

// -----

func.func @static_to_dynamic(%m: memref<4xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<4xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

func.func @dynamic_to_static(%m: memref<?xi32>) -> memref<16xi32> {
  %r = memref.realloc %m : memref<?xi32> to memref<16xi32>
  return %r : memref<16xi32>
}

// -----

func.func @in_loop(%lb: index, %ub: index, %st: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%c1) : memref<?xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%m = %a) -> memref<?xf32> {
    %g = memref.realloc %m(%i) : memref<?xf32> to memref<?xf32>
    scf.yield %g : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

func.func @memory_space(%m: memref<?xf32, 1>, %n: index) -> memref<?xf32, 1> {
  %r = memref.realloc %m(%n) : memref<?xf32, 1> to memref<?xf32, 1>
  return %r : memref<?xf32, 1>
}
