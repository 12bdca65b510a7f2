// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// memref.expand_shape and memref.collapse_shape check their result type as
// mlir-opt 22 does (ExpandShapeOp::verify, CollapseShapeOp::verify): the
// shapes against the reassociation, then the whole type, layout included,
// against the inferred one (ir.ExpandedType, ir.CollapsedType, the
// functions one-shot-bufferize builds its reshapes with); the same file
// passes `mlir-opt --verify-diagnostics`. The functions without an
// expected error are valid. Regression (docs/TESTING.md bug 20): a
// memref<1xf32, strided<[1]>> has MLIR's identity layout, so its
// expansion has none; one-shot-bufferize wrote strided<[1, 1]>, which
// mlir-opt refuses and memopt did not check.
func.func @unit_identity(%m: memref<1xf32, strided<[1]>>, %n: memref<4xf32, strided<[1], offset: 2>>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, 1] : memref<1xf32, strided<[1]>> into memref<1x1xf32>
  %1 = memref.expand_shape %n [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1], offset: 2>> into memref<2x2xf32, strided<[2, 1], offset: 2>>
  return
}
// -----
func.func @unit_strided(%m: memref<1xf32, strided<[1]>>) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<1x1xf32>' but found 'memref<1x1xf32, strided<[1, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, 1] : memref<1xf32, strided<[1]>> into memref<1x1xf32, strided<[1, 1]>>
  return
}
// -----
// A rank-0 strided<[]> is not the identity (its map is () -> (0)).
func.func @rank0(%m: memref<f32, strided<[]>>, %d: memref<0xf32, strided<[?]>>, %e: memref<6xf32, strided<[?], offset: ?>>) {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32, strided<[1, 1]>>
  // 0 * ? is 0 (saturated arithmetic).
  %1 = memref.expand_shape %d [[0, 1]] output_shape [2, 0] : memref<0xf32, strided<[?]>> into memref<2x0xf32, strided<[0, ?]>>
  %2 = memref.expand_shape %e [[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
  return
}
// -----
func.func @rank0_identity(%m: memref<f32, strided<[]>>) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<1x1xf32, strided<[1, 1]>>' but found 'memref<1x1xf32>'}}
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32>
  return
}
// -----
func.func @expand_offset(%m: memref<4xf32, strided<[1], offset: 2>>) {
  // expected-error @below {{'memref.expand_shape' op expected expanded type to be 'memref<2x2xf32, strided<[2, 1], offset: 2>>' but found 'memref<2x2xf32, strided<[2, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1], offset: 2>> into memref<2x2xf32, strided<[2, 1]>>
  return
}
// -----
func.func @expand_size(%m: memref<6xf32>) {
  // expected-error @below {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<6xf32> into memref<2x4xf32>
  return
}
// -----
func.func @expand_rank(%m: memref<2x3xf32>) {
  // expected-error @below {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [6] : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @expand_output_shape(%m: memref<6xf32>) {
  // expected-error @below {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<6xf32> into memref<2x3xf32>
  return
}
// -----
func.func @expand_groups(%m: memref<6x2xf32>) {
  // expected-error @below {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 2, 3] : memref<6x2xf32> into memref<2x2x3xf32>
  return
}
// -----
// Collapsing: a group takes the stride of its last dimension that is not
// a static 1; an identity source gives an identity result.
func.func @collapse_ok(%m: memref<2x3xf32, strided<[3, 1]>>, %n: memref<3x1xf32, strided<[5, 7]>>, %d: memref<?x4xf32, strided<[?, 1], offset: ?>>, %i: memref<2x3xf32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1]>> into memref<6xf32, strided<[1]>>
  %1 = memref.collapse_shape %n [[0, 1]] : memref<3x1xf32, strided<[5, 7]>> into memref<3xf32, strided<[5]>>
  %2 = memref.collapse_shape %d [[0, 1]] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[1], offset: ?>>
  %3 = memref.collapse_shape %i [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %4 = memref.collapse_shape %m [[0], [1]] : memref<2x3xf32, strided<[3, 1]>> into memref<2x3xf32, strided<[3, 1]>>
  return
}
// -----
func.func @collapse_identity(%m: memref<2x3xf32, strided<[3, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op expected collapsed type to be 'memref<6xf32, strided<[1]>>' but found 'memref<6xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1]>> into memref<6xf32>
  return
}
// -----
func.func @collapse_gap(%m: memref<2x3xf32, strided<[4, 1]>>) {
  // expected-error @below {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[4, 1]>> into memref<6xf32, strided<[1]>>
  return
}
// -----
func.func @collapse_dynamic(%m: memref<2x?xf32>) {
  // expected-error @below {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x?xf32> into memref<6xf32>
  return
}
// -----
func.func @collapse_rank(%m: memref<6xf32>) {
  // expected-error @below {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6xf32> into memref<2x3xf32>
  return
}
