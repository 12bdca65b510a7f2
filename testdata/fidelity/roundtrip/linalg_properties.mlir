#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @properties(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<1x6x6x1xf32>, %arg4: memref<3x3xf32>, %arg5: memref<1x2x2x1xf32>) -> tensor<4xf32> {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"], library_call = "copy_f32"} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %0 = tensor.empty() : tensor<4xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
    linalg.matmul indexing_maps = [#map1, #map2, #map3] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg2, %arg2 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg2 : memref<4x4xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>, tag} ins(%arg3, %arg4 : memref<1x6x6x1xf32>, memref<3x3xf32>) outs(%arg5 : memref<1x2x2x1xf32>)
    return %1 : tensor<4xf32>
  }
}

