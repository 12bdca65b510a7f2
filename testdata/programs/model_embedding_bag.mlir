// An embedding-bag (recommendation model front): table lookup with
// tensor.extract inside linalg.generic, indices converted with
// arith.index_cast, mean pooling over the bag and an interaction dot.
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {model.name = "embedding_bag"} {
  func.func @embed(%table: tensor<1000x64xf32>, %ids: tensor<8xi64>, %dense: tensor<64xf32>) -> tensor<f32> {
    %zero = arith.constant 0.000000e+00 : f32
    %bag = arith.constant 8.000000e+00 : f32
    %e = tensor.empty() : tensor<8x64xf32>
    %rows = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<8xi64>) outs(%e : tensor<8x64xf32>) {
    ^bb0(%id: i64, %o: f32):
      %j = linalg.index 1 : index
      %row = arith.index_cast %id : i64 to index
      %v = tensor.extract %table[%row, %j] : tensor<1000x64xf32>
      linalg.yield %v : f32
    } -> tensor<8x64xf32>
    %se = tensor.empty() : tensor<64xf32>
    %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
    %sum = linalg.reduce { arith.addf } ins(%rows : tensor<8x64xf32>) outs(%sz : tensor<64xf32>) dimensions = [0]
    %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%sum : tensor<64xf32>) outs(%se : tensor<64xf32>) {
    ^bb0(%a: f32, %o: f32):
      %d = arith.divf %a, %bag : f32
      linalg.yield %d : f32
    } -> tensor<64xf32>
    %de = tensor.empty() : tensor<f32>
    %dz = linalg.fill ins(%zero : f32) outs(%de : tensor<f32>) -> tensor<f32>
    %dot = linalg.dot ins(%mean, %dense : tensor<64xf32>, tensor<64xf32>) outs(%dz : tensor<f32>) -> tensor<f32>
    return %dot : tensor<f32>
  }
}
