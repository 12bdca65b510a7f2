// An LSTM layer unrolled over time with scf.for carrying the hidden and
// cell state as tensors (the way a recurrent model reaches linalg after
// control-flow conversion): gate matmuls, sigmoid and tanh activations.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @sigmoid(%x: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %one = arith.constant 1.000000e+00 : f32
    %e = tensor.empty() : tensor<1x32xf32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<1x32xf32>) outs(%e : tensor<1x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %n = arith.negf %a : f32
      %ex = math.exp %n : f32
      %d = arith.addf %ex, %one : f32
      %s = arith.divf %one, %d : f32
      linalg.yield %s : f32
    } -> tensor<1x32xf32>
    return %r : tensor<1x32xf32>
  }
  func.func @lstm(%xs: tensor<10x1x16xf32>, %w: tensor<16x128xf32>, %u: tensor<32x128xf32>, %b: tensor<128xf32>) -> (tensor<1x32xf32>, tensor<1x32xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %zero = arith.constant 0.000000e+00 : f32
    %he = tensor.empty() : tensor<1x32xf32>
    %h0 = linalg.fill ins(%zero : f32) outs(%he : tensor<1x32xf32>) -> tensor<1x32xf32>
    %ge = tensor.empty() : tensor<1x128xf32>
    %gz = linalg.fill ins(%zero : f32) outs(%ge : tensor<1x128xf32>) -> tensor<1x128xf32>
    %res:2 = scf.for %t = %c0 to %c10 step %c1 iter_args(%h = %h0, %c = %h0) -> (tensor<1x32xf32>, tensor<1x32xf32>) {
      %x = tensor.extract_slice %xs[%t, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<10x1x16xf32> to tensor<1x16xf32>
      %xw = linalg.matmul ins(%x, %w : tensor<1x16xf32>, tensor<16x128xf32>) outs(%gz : tensor<1x128xf32>) -> tensor<1x128xf32>
      %hu = linalg.matmul ins(%h, %u : tensor<1x32xf32>, tensor<32x128xf32>) outs(%xw : tensor<1x128xf32>) -> tensor<1x128xf32>
      %g = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%hu, %b : tensor<1x128xf32>, tensor<128xf32>) outs(%ge : tensor<1x128xf32>) {
      ^bb0(%a: f32, %bb: f32, %o: f32):
        %s = arith.addf %a, %bb : f32
        linalg.yield %s : f32
      } -> tensor<1x128xf32>
      %ig = tensor.extract_slice %g[0, 0] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %fg = tensor.extract_slice %g[0, 32] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %cg = tensor.extract_slice %g[0, 64] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %og = tensor.extract_slice %g[0, 96] [1, 32] [1, 1] : tensor<1x128xf32> to tensor<1x32xf32>
      %i = func.call @sigmoid(%ig) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %f = func.call @sigmoid(%fg) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %o = func.call @sigmoid(%og) : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %cn = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%f, %c, %i, %cg : tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>, tensor<1x32xf32>) outs(%he : tensor<1x32xf32>) {
      ^bb0(%ff: f32, %cc: f32, %ii: f32, %gg: f32, %out: f32):
        %a = arith.mulf %ff, %cc : f32
        %th = math.tanh %gg : f32
        %bm = arith.mulf %ii, %th : f32
        %s = arith.addf %a, %bm : f32
        linalg.yield %s : f32
      } -> tensor<1x32xf32>
      %hn = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%o, %cn : tensor<1x32xf32>, tensor<1x32xf32>) outs(%he : tensor<1x32xf32>) {
      ^bb0(%oo: f32, %cc: f32, %out: f32):
        %th = math.tanh %cc : f32
        %m = arith.mulf %oo, %th : f32
        linalg.yield %m : f32
      } -> tensor<1x32xf32>
      scf.yield %hn, %cn : tensor<1x32xf32>, tensor<1x32xf32>
    }
    return %res#0, %res#1 : tensor<1x32xf32>, tensor<1x32xf32>
  }
}
