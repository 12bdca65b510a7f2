#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @bias_add(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%0 : tensor<8x16xf32>) outs(%arg2 : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func @bias_mul_buffers(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<8x16xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map, #map1, #map] ins(%arg0, %arg1 : memref<8x16xf32>, memref<16xf32>) outs(%arg2 : memref<8x16xf32>)
    return
  }
}

