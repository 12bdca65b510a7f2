func.func @expand_reduce(%x: tensor<64xf32>) -> tensor<8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.expand_shape %x [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  %init = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%cst : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.reduce ins(%e : tensor<8x8xf32>) outs(%z : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<8xf32>
}
