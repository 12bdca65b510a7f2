#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
module attributes {model.name = "embedding_bag"} {
  func.func @embed(%arg0: tensor<1000x64xf32>, %arg1: tensor<8xi64>, %arg2: tensor<64xf32>) -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 8.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8xi64>) outs(%0 : tensor<8x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %8 = linalg.index 1 : index
      %9 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %arg0[%9, %8] : tensor<1000x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x64xf32>
    %2 = tensor.empty() : tensor<64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<64xf32>) -> tensor<64xf32>
    %reduced = linalg.reduce { arith.addf } ins(%1 : tensor<8x64xf32>) outs(%3 : tensor<64xf32>) dimensions = [0] 
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%reduced : tensor<64xf32>) outs(%2 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.divf %in, %cst_0 : f32
      linalg.yield %8 : f32
    } -> tensor<64xf32>
    %5 = tensor.empty() : tensor<f32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<f32>) -> tensor<f32>
    %7 = linalg.dot ins(%4, %arg2 : tensor<64xf32>, tensor<64xf32>) outs(%6 : tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
}

