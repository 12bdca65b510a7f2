module {
  func.func @reshapes(%arg0: tensor<8x8xf32>, %arg1: tensor<?x8xf32>, %arg2: index, %arg3: tensor<1xi64>) -> (tensor<2x4x8xf32>, tensor<64xf32>, tensor<?x2x4xf32>, tensor<64xf32>) {
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
    %collapsed = tensor.collapse_shape %expanded [[0, 1, 2]] : tensor<2x4x8xf32> into tensor<64xf32>
    %expanded_0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [%arg2, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
    %reshape = tensor.reshape %arg0(%arg3) : (tensor<8x8xf32>, tensor<1xi64>) -> tensor<64xf32>
    %0 = tensor.bitcast %arg0 : tensor<8x8xf32> to tensor<8x8xi32>
    %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    return %expanded, %collapsed, %expanded_0, %reshape : tensor<2x4x8xf32>, tensor<64xf32>, tensor<?x2x4xf32>, tensor<64xf32>
  }
}

