// Structured ops whose properties are written `<{...}>` before the
// attribute dictionary (MLIR's parseCommonStructuredOpParts): named ops,
// linalg.generic, linalg.fill, a matmul with indexing maps and a cast, a
// pooling op with strides and dilations. mlir-opt prints them in the
// attribute dictionary.
#map = affine_map<(d0) -> (d0)>
func.func @properties(%a: memref<4xf32>, %b: memref<4xf32>, %m: memref<4x4xf32>, %input: memref<1x6x6x1xf32>, %fake: memref<3x3xf32>, %pool: memref<1x2x2x1xf32>) -> tensor<4xf32> {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} <{library_call = "copy_f32"}> ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  %0 = tensor.empty() : tensor<4xf32>
  %c = arith.constant 0.0 : f32
  %1 = linalg.fill <{}> ins(%c : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] <{cast = #linalg.type_fn<cast_unsigned>}> ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  linalg.pooling_nhwc_max <{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}> {tag} ins(%input, %fake : memref<1x6x6x1xf32>, memref<3x3xf32>) outs(%pool : memref<1x2x2x1xf32>)
  return %1 : tensor<4xf32>
}
