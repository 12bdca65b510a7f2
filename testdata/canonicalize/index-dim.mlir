// RUN: memopt --canonicalize %s | FileCheck %s

// index ops fold on constants (constants of the commutative ones move right),
// dims of static sizes and of allocations fold, a rank of a ranked type folds.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %idx2 = index.constant 2
// CHECK-NEXT:  %idx5 = index.constant 5
// CHECK-NEXT:  %0 = index.mul %arg0, %idx2
// CHECK-NEXT:  %1 = index.sub %0, %idx2
// CHECK-NEXT:  %2 = index.add %arg0, %idx5
// CHECK-NEXT:  return %idx5, %1, %2, %c4, %arg3, %c3, %c2 : index, index, index, index, index, index, index

func.func @f(%a: index, %m: memref<4x?xf32>, %t: tensor<2x3xf32>, %n: index) -> (index, index, index, index, index, index, index) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %x = index.add %c2, %c3
  %y = index.mul %c2, %a
  %z = index.sub %y, %c2
  %w = index.add %a, %x
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x?xf32>
  %c0 = arith.constant 0 : index
  %e = memref.dim %m, %c0 : memref<4x?xf32>
  %al = memref.alloc(%n) : memref<?x8xf32>
  %f = memref.dim %al, %c0 : memref<?x8xf32>
  %cf = arith.constant 1.0 : f32
  memref.store %cf, %al[%c0, %c0] : memref<?x8xf32>
  %v = memref.load %al[%c1, %c1] : memref<?x8xf32>
  %g = tensor.dim %t, %c1 : tensor<2x3xf32>
  %r = tensor.rank %t : tensor<2x3xf32>
  return %x, %z, %w, %e, %f, %g, %r : index, index, index, index, index, index, index
}
