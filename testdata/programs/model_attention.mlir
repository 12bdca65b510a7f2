// A single-head self-attention block with layer normalization, lowered to
// linalg on tensors the way StableHLO/TOSA front ends lower it: batched
// matmuls, a transpose, a numerically stable softmax (max, exp, sum,
// divide) and a mean/variance normalization.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module @attention {
  func.func @attention(%x: tensor<2x8x16xf32>, %wq: tensor<2x16x16xf32>, %wk: tensor<2x16x16xf32>, %wv: tensor<2x16x16xf32>, %gamma: tensor<16xf32>, %beta: tensor<16xf32>) -> tensor<2x8x16xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant -3.40282347E+38 : f32
    %scale = arith.constant 0.25 : f32
    %eps = arith.constant 9.99999974E-6 : f32
    %n = arith.constant 16.0 : f32
    %e = tensor.empty() : tensor<2x8x16xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %q = linalg.batch_matmul ins(%x, %wq : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%z : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %k = linalg.batch_matmul ins(%x, %wk : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%z : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %v = linalg.batch_matmul ins(%x, %wv : tensor<2x8x16xf32>, tensor<2x16x16xf32>) outs(%z : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %kte = tensor.empty() : tensor<2x16x8xf32>
    %kt = linalg.transpose ins(%k : tensor<2x8x16xf32>) outs(%kte : tensor<2x16x8xf32>) permutation = [0, 2, 1]
    %se = tensor.empty() : tensor<2x8x8xf32>
    %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %s = linalg.batch_matmul ins(%q, %kt : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%sz : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %scaled = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x8x8xf32>) outs(%se : tensor<2x8x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %scale : f32
      linalg.yield %m : f32
    } -> tensor<2x8x8xf32>
    %me = tensor.empty() : tensor<2x8xf32>
    %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<2x8xf32>) -> tensor<2x8xf32>
    %max = linalg.reduce ins(%scaled : tensor<2x8x8xf32>) outs(%mi : tensor<2x8xf32>) dimensions = [2]
      (%a: f32, %acc: f32) {
        %m = arith.maximumf %a, %acc : f32
        linalg.yield %m : f32
      }
    %ex = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scaled, %max : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%se : tensor<2x8x8xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x2 = math.exp %d : f32
      linalg.yield %x2 : f32
    } -> tensor<2x8x8xf32>
    %si = linalg.fill ins(%zero : f32) outs(%me : tensor<2x8xf32>) -> tensor<2x8xf32>
    %sum = linalg.reduce { arith.addf } ins(%ex : tensor<2x8x8xf32>) outs(%si : tensor<2x8xf32>) dimensions = [2]
    %p = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%se : tensor<2x8x8xf32>) {
    ^bb0(%a: f32, %t: f32, %o: f32):
      %d = arith.divf %a, %t : f32
      linalg.yield %d : f32
    } -> tensor<2x8x8xf32>
    %att = linalg.batch_matmul ins(%p, %v : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%z : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %res = linalg.add ins(%att, %x : tensor<2x8x16xf32>, tensor<2x8x16xf32>) outs(%e : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %msum = linalg.reduce { arith.addf } ins(%res : tensor<2x8x16xf32>) outs(%si : tensor<2x8xf32>) dimensions = [2]
    %mean = linalg.map ins(%msum : tensor<2x8xf32>) outs(%me : tensor<2x8xf32>)
      (%a: f32, %o: f32) {
        %d = arith.divf %a, %n : f32
        linalg.yield %d : f32
      }
    %sq = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%res, %mean : tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%e : tensor<2x8x16xf32>) {
    ^bb0(%a: f32, %mu: f32, %o: f32):
      %d = arith.subf %a, %mu : f32
      %d2 = arith.mulf %d, %d : f32
      linalg.yield %d2 : f32
    } -> tensor<2x8x16xf32>
    %vsum = linalg.reduce { arith.addf } ins(%sq : tensor<2x8x16xf32>) outs(%si : tensor<2x8xf32>) dimensions = [2]
    %out = linalg.generic {indexing_maps = [#map, #map1, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%res, %mean, %vsum, %gamma, %beta : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<2x8x16xf32>) {
    ^bb0(%a: f32, %mu: f32, %vs: f32, %g: f32, %b: f32, %o: f32):
      %var = arith.divf %vs, %n : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %c = arith.subf %a, %mu : f32
      %nrm = arith.mulf %c, %r : f32
      %sc = arith.mulf %nrm, %g : f32
      %y = arith.addf %sc, %b : f32
      linalg.yield %y : f32
    } -> tensor<2x8x16xf32>
    return %out : tensor<2x8x16xf32>
  }
}
