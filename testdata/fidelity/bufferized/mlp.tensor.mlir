module {
  func.func @mlp(%arg0: tensor<4x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4x16xf32>, tensor<16x32xf32>) outs(%1 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %3 = tensor.empty() : tensor<4x32xf32>
    %4 = linalg.exp ins(%2 : tensor<4x32xf32>) outs(%3 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %5 = tensor.empty() : tensor<4x8xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = linalg.matmul ins(%4, %arg2 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%6 : tensor<4x8xf32>) -> tensor<4x8xf32>
    return %7 : tensor<4x8xf32>
  }
}

