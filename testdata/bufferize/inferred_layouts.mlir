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

// -----

// Bug 20: the unit slice at offset 0 is memref<1xf32, strided<[1]>>, whose
// layout MLIR counts as the identity: its expansion has no layout (it was
// strided<[1, 1]>, which mlir-opt refuses); at offset 2 the expansion keeps
// the offset.
// CHECK-LABEL: func.func @expand_of_unit_slice(
// CHECK:         %[[S:.*]] = memref.subview %{{.*}}[0] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1]>>
// CHECK:         memref.expand_shape %[[S]] {{\[\[}}0, 1]] output_shape [1, 1] : memref<1xf32, strided<[1]>> into memref<1x1xf32>
// CHECK:         %[[S2:.*]] = memref.subview %{{.*}}[2] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: 2>>
// CHECK:         memref.expand_shape %[[S2]] {{\[\[}}0, 1]] output_shape [1, 1] : memref<1xf32, strided<[1], offset: 2>> into memref<1x1xf32, strided<[1, 1], offset: 2>>
// CHECK:         memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
func.func @expand_of_unit_slice(%t: tensor<4xf32>) -> (tensor<1x1xf32>, tensor<1x1xf32>, tensor<2x2xf32>) {
  %s = tensor.extract_slice %t[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
  %s2 = tensor.extract_slice %t[2] [1] [1] : tensor<4xf32> to tensor<1xf32>
  %e2 = tensor.expand_shape %s2 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
  %e3 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %e, %e2, %e3 : tensor<1x1xf32>, tensor<1x1xf32>, tensor<2x2xf32>
}

// -----

// A row of a 4x4 buffer collapses to strided<[1]> (not the identity for
// MLIR: the source layout strided<[4, 1]> is not); a column of unit rows
// keeps the row stride.
// CHECK-LABEL: func.func @collapse_of_slice(
// CHECK:         memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<1x4xf32, strided<[4, 1]>> into memref<4xf32, strided<[1]>>
// CHECK:         memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<2x1xf32, strided<[4, 1], offset: 6>> into memref<2xf32, strided<[4], offset: 6>>
func.func @collapse_of_slice(%t: tensor<4x4xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %s = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
  %s2 = tensor.extract_slice %t[1, 2] [2, 1] [1, 1] : tensor<4x4xf32> to tensor<2x1xf32>
  %c2 = tensor.collapse_shape %s2 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
  return %c, %c2 : tensor<4xf32>, tensor<2xf32>
}
