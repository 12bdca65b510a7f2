func.func @bmm(%a: tensor<2x8x16xf32>, %b: tensor<2x16x8xf32>) -> tensor<2x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x8x8xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%z : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  return %r : tensor<2x8x8xf32>
}
