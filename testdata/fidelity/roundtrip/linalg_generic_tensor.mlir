#map = affine_map<(d0) -> (d0)>
module {
  func.func @generic_t(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = tensor.empty() : tensor<16xf32>
    %1:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<16xf32>, tensor<16xf32>) outs(%0, %0 : tensor<16xf32>, tensor<16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
      %2 = arith.addf %in, %in_0 : f32
      %3 = arith.mulf %in, %in_0 : f32
      linalg.yield %2, %3 : f32, f32
    } -> (tensor<16xf32>, tensor<16xf32>)
    return %1#0, %1#1 : tensor<16xf32>, tensor<16xf32>
  }
}

