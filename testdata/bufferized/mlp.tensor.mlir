func.func @mlp(%x: tensor<4x16xf32>, %w1: tensor<16x32xf32>, %w2: tensor<32x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<4x32xf32>
  %f1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %r = linalg.exp ins(%h : tensor<4x32xf32>) outs(%e2 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %f3 = linalg.fill ins(%cst : f32) outs(%e3 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %o = linalg.matmul ins(%r, %w2 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%f3 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %o : tensor<4x8xf32>
}
