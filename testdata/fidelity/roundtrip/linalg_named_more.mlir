module {
  func.func @named(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xi1>, %arg4: memref<4x8xi8>, %arg5: memref<4x8xi32>) {
    linalg.reciprocal ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.square ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.round ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.rsqrt ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.ceil ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.floor ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.erf ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.powf ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.select ins(%arg3, %arg0, %arg1 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.div_unsigned ins(%arg5, %arg5 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg5 : memref<4x8xi32>)
    return
  }
  func.func @contract(%arg0: memref<2x4x8xf32>, %arg1: memref<2x8x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4x8xi8>, %arg4: memref<8x4xi8>, %arg5: memref<4x4xi32>, %arg6: memref<2x8xf32>, %arg7: memref<2x4xf32>) {
    linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%arg2 : memref<4x4xf32>)
    linalg.matmul ins(%arg3, %arg4 : memref<4x8xi8>, memref<8x4xi8>) outs(%arg5 : memref<4x4xi32>)
    linalg.batch_matvec ins(%arg0, %arg6 : memref<2x4x8xf32>, memref<2x8xf32>) outs(%arg7 : memref<2x4xf32>)
    return
  }
  func.func @pools(%arg0: memref<1x8x8x3xf32>, %arg1: memref<2x2xf32>, %arg2: memref<1x4x4x3xf32>, %arg3: memref<1x8x8x3xi32>, %arg4: memref<1x4x4x3xi32>, %arg5: memref<1x3x8x8xf32>, %arg6: memref<1x3x4x4xf32>) {
    linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%arg2 : memref<1x4x4x3xf32>)
    linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg3, %arg1 : memref<1x8x8x3xi32>, memref<2x2xf32>) outs(%arg4 : memref<1x4x4x3xi32>)
    linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg5, %arg1 : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%arg6 : memref<1x3x4x4xf32>)
    linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg5, %arg1 : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%arg6 : memref<1x3x4x4xf32>)
    return
  }
  func.func @convs(%arg0: memref<1x3x8x8xf32>, %arg1: memref<4x3x3x3xf32>, %arg2: memref<1x4x6x6xf32>, %arg3: memref<1x8x8x3xf32>, %arg4: memref<3x3x3xf32>, %arg5: memref<1x6x6x3xf32>, %arg6: memref<1x8x3xf32>, %arg7: memref<3x3x4xf32>, %arg8: memref<1x6x4xf32>) {
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%arg2 : memref<1x4x6x6xf32>)
    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%arg5 : memref<1x6x6x3xf32>)
    linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg6, %arg7 : memref<1x8x3xf32>, memref<3x3x4xf32>) outs(%arg8 : memref<1x6x4xf32>)
    return
  }
  func.func @softmax(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = tensor.empty() : tensor<4x16xf32>
    %1 = linalg.softmax dimension(1) ins(%arg0 : tensor<4x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
}

