module {
  func.func @gs(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x1xindex>, %arg2: tensor<4x5x6xf32>, %arg3: tensor<1x2x1x5x6xf32>) -> (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>) {
    %gather = tensor.gather %arg0[%arg1] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>
    %scatter = tensor.scatter %arg3 into %arg2[%arg1] scatter_dims([0]) unique : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
    return %gather, %scatter : tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>
  }
}

