func.func @conv(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x6x6x4xf32>, %win: memref<2x2xf32>, %pool: memref<1x3x3x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x6x6x4xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%out, %win : memref<1x6x6x4xf32>, memref<2x2xf32>) outs(%pool : memref<1x3x3x4xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%out, %win : memref<1x6x6x4xf32>, memref<2x2xf32>) outs(%pool : memref<1x3x3x4xf32>)
  return
}
func.func @conv_default(%in: memref<1x8x8x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%in, %f : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x6x6x4xf32>)
  return
}
