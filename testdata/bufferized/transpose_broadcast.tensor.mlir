func.func @tb(%x: tensor<8x16xf32>, %bias: tensor<8xf32>) -> tensor<16x8xf32> {
  %e = tensor.empty() : tensor<16x8xf32>
  %t = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%e : tensor<16x8xf32>) permutation = [1, 0]
  %b = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%e : tensor<16x8xf32>) dimensions = [0]
  %s = linalg.add ins(%t, %b : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %s : tensor<16x8xf32>
}
