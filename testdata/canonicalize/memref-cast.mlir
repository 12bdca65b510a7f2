// RUN: memopt --canonicalize %s | FileCheck %s

// Loads, stores, deallocs and dims use the source of a memref.cast; a copy
// only when the cast does not make the type more static.

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %0 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:  memref.store %arg3, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:  %cast = memref.cast %arg1 : memref<?xf32> to memref<8xf32>
// CHECK-NEXT:  %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:  memref.copy %arg0, %cast : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:  %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:  %2 = memref.load %alloc[%c8] : memref<8xf32>
// CHECK-NEXT:  memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT:  %3 = arith.addf %0, %1 : f32
// CHECK-NEXT:  %4 = arith.addf %3, %2 : f32
// CHECK-NEXT:  return %4 : f32


func.func @casts(%m: memref<8xf32>, %d: memref<?xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %s = memref.cast %d : memref<?xf32> to memref<8xf32>
  %y = memref.load %s[%i] : memref<8xf32>
  memref.copy %c, %s : memref<?xf32> to memref<8xf32>
  %a = memref.alloc() : memref<8xf32>
  %ac = memref.cast %a : memref<8xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %n = memref.dim %ac, %c0 : memref<?xf32>
  %z = memref.load %a[%n] : memref<8xf32>
  memref.dealloc %ac : memref<?xf32>
  %r = arith.addf %x, %y : f32
  %r2 = arith.addf %r, %z : f32
  return %r2 : f32
}
