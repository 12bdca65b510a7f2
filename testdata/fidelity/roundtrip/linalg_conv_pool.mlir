module {
  func.func @conv(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x3x3x4xf32>) {
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%arg2 : memref<1x6x6x4xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg2, %arg3 : memref<1x6x6x4xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x3x3x4xf32>)
    linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg2, %arg3 : memref<1x6x6x4xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x3x3x4xf32>)
    return
  }
  func.func @conv_default(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
    linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%arg2 : memref<1x6x6x4xf32>)
    return
  }
}

