module {
  func.func @branchy(%arg0: i1, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = tensor.empty() : tensor<16xf32>
    %1 = scf.if %arg0 -> (tensor<16xf32>) {
      %3 = linalg.add ins(%arg1, %arg2 : tensor<16xf32>, tensor<16xf32>) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
      scf.yield %3 : tensor<16xf32>
    } else {
      %3 = linalg.mul ins(%arg1, %arg2 : tensor<16xf32>, tensor<16xf32>) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
      scf.yield %3 : tensor<16xf32>
    }
    %2 = linalg.exp ins(%1 : tensor<16xf32>) outs(%0 : tensor<16xf32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
}

