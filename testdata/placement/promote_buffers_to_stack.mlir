// RUN: memopt --promote-buffers-to-stack %s | FileCheck %s
// RUN: memopt --promote-buffers-to-stack="max-alloc-size-in-bytes=32" %s | FileCheck %s --check-prefix=SMALL
// RUN: memopt --promote-buffers-to-stack %s | mlir-opt --promote-buffers-to-stack | FileCheck %s

// A buffer of at most 1024 bytes (or with sizes from memref.rank) that
// nothing frees and that stays in the function goes on the stack, its
// attributes kept; a larger one, a freed one and a returned one do not.
// CHECK-LABEL: func.func @promote(
// CHECK:         memref.alloca() {alignment = 64 : i64} : memref<16xf32>
// CHECK:         memref.alloc() : memref<512xf32>
// CHECK:         %[[F:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    memref.dealloc %[[F]]
// CHECK:         %[[R:.*]] = memref.rank
// CHECK-NEXT:    memref.alloca(%[[R]]) : memref<?xindex>
// CHECK-NEXT:    %[[RET:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    return %[[RET]]
// SMALL-LABEL: func.func @promote(
// SMALL:         memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// SMALL:         memref.alloca(%{{.*}}) : memref<?xindex>
func.func @promote(%x: f32, %u: memref<*xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %small = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %x, %small[%c0] : memref<16xf32>
  %large = memref.alloc() : memref<512xf32>
  memref.store %x, %large[%c0] : memref<512xf32>
  %freed = memref.alloc() : memref<8xf32>
  memref.dealloc %freed : memref<8xf32>
  %r = memref.rank %u : memref<*xf32>
  %shape = memref.alloc(%r) : memref<?xindex>
  %ret = memref.alloc() : memref<4xf32>
  return %ret : memref<4xf32>
}

// A loop body is an allocation scope of its own.
// CHECK-LABEL: func.func @loop(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca() : memref<4xf32>
// SMALL-LABEL: func.func @loop(
// SMALL:           memref.alloca() : memref<4xf32>
func.func @loop(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
  }
  return
}
