module {
  func.func @pad_conv(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
    %0 = tensor.empty() : tensor<1x8x8x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%1 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    return %2 : tensor<1x8x8x4xf32>
  }
}

