module {
  func.func @mlp(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%1 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = tensor.empty() : tensor<128x128xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %5 = linalg.matmul ins(%2, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%4 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %6 = tensor.empty() : tensor<128x128xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %8 = linalg.matmul ins(%5, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%7 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %9 = tensor.empty() : tensor<128x128xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<128x128xf32>) -> tensor<128x128xf32>
    %11 = linalg.matmul ins(%8, %arg1 : tensor<128x128xf32>, tensor<128x128xf32>) outs(%10 : tensor<128x128xf32>) -> tensor<128x128xf32>
    return %11 : tensor<128x128xf32>
  }
}

