module {
  func.func @tb(%arg0: tensor<8x16xf32>, %arg1: tensor<8xf32>) -> tensor<16x8xf32> {
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<16x8xf32>) dimensions = [0] 
    %1 = linalg.add ins(%transposed, %broadcasted : tensor<16x8xf32>, tensor<16x8xf32>) outs(%0 : tensor<16x8xf32>) -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
}

