// RUN: memopt --buffer-loop-hoisting %s | FileCheck %s
// RUN: memopt --buffer-loop-hoisting %s | mlir-opt --buffer-loop-hoisting | FileCheck %s

// Allocations leave sequential loops as far as their sizes allow (heap and
// stack alike); a buffer carried to the next iteration stays, and so do
// the buffers of parallel loops.
// CHECK-LABEL: func.func @loops(
// CHECK:         %[[INIT:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[TMP:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[STACK:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = {{.*}} iter_args(%[[IT:.*]] = %[[INIT]])
// CHECK-NEXT:      %[[DYN:.*]] = memref.alloc(%[[I]]) : memref<?xf32>
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        memref.store %{{.*}}, %[[TMP]]
// CHECK-NEXT:        memref.store %{{.*}}, %[[DYN]]
// CHECK-NEXT:        memref.store %{{.*}}, %[[STACK]]
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[NEXT:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[IT]], %[[NEXT]]
// CHECK-NEXT:      scf.yield %[[NEXT]]
// CHECK:         scf.forall
// CHECK-NEXT:      memref.alloc() : memref<4xf32>
func.func @loops(%n: index, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    scf.for %j = %c0 to %n step %c1 {
      %tmp = memref.alloc() : memref<4xf32>
      memref.store %x, %tmp[%j] : memref<4xf32>
      %dyn = memref.alloc(%i) : memref<?xf32>
      memref.store %x, %dyn[%j] : memref<?xf32>
      %stack = memref.alloca() : memref<4xf32>
      memref.store %x, %stack[%j] : memref<4xf32>
    }
    %next = memref.alloc() : memref<4xf32>
    memref.copy %it, %next : memref<4xf32> to memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  scf.forall (%i) in (4) {
    %p = memref.alloc() : memref<4xf32>
    memref.store %x, %p[%i] : memref<4xf32>
  }
  return %r : memref<4xf32>
}
