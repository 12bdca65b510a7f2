// Regression (docs/TESTING.md bugs 19 and 20): the memref types
// one-shot-bufferize gives views are the ones MLIR infers, computed by the
// same functions memopt's verifier checks them with (ir.SubviewInferredType,
// ir.ExpandedType, ir.CollapsedType), so that both memopt's verifier and
// mlir-opt 22 accept the output. Every case is also bufferized by mlir-opt
// 22 in the bufferize parity tests (PARITY-OPTIONS).
// PARITY-OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// PARITY-OPTIONS: bufferize-function-boundaries
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | memopt --split-input-file > /dev/null
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s | memopt --split-input-file > /dev/null
// mlir-opt 22 accepts the output.
// REQUIRES: mlir-opt
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | mlir-opt --split-input-file > /dev/null
// RUN: memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s | mlir-opt --split-input-file > /dev/null

// Bug 19: a static offset 0 on the dynamic outer stride of the cast adds
// nothing (0 * ? = 0 in MLIR's saturated arithmetic): offset 2, not ?.
// CHECK-LABEL: func.func @offset_past_dynamic_stride(
// CHECK:         %[[C:.*]] = memref.cast %{{.*}} : memref<2x4xi8> to memref<?x?xi8>
// CHECK:         memref.subview %[[C]][0, 2] [1, 2] [3, 1] : memref<?x?xi8> to memref<1x2xi8, strided<[?, 1], offset: 2>>
func.func @offset_past_dynamic_stride(%t: tensor<2x4xi8>) -> tensor<1x2xi8> {
  %c = tensor.cast %t : tensor<2x4xi8> to tensor<?x?xi8>
  %s = tensor.extract_slice %c[0, 2] [1, 2] [3, 1] : tensor<?x?xi8> to tensor<1x2xi8>
  return %s : tensor<1x2xi8>
}

// -----

// The same in a rank-reducing slice: the dropped unit dimension loses its
// stride, the offset stays.
// CHECK-LABEL: func.func @rank_reduced(
// CHECK:         memref.subview %{{.*}}[0, 1] [2, 1] [1, 1] : memref<?x?xi8> to memref<2xi8, strided<[?], offset: 1>>
// CHECK:         memref.subview %{{.*}}[0, 1] [1, 1] [1, 1] : memref<?x?xi8> to memref<i8, strided<[], offset: 1>>
func.func @rank_reduced(%t: tensor<2x4xi8>) -> (tensor<2xi8>, tensor<i8>) {
  %c = tensor.cast %t : tensor<2x4xi8> to tensor<?x?xi8>
  %s = tensor.extract_slice %c[0, 1] [2, 1] [1, 1] : tensor<?x?xi8> to tensor<2xi8>
  %e = tensor.extract_slice %c[0, 1] [1, 1] [1, 1] : tensor<?x?xi8> to tensor<i8>
  return %s, %e : tensor<2xi8>, tensor<i8>
}
