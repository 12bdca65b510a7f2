func.func @named(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>, %p: memref<4x8xi1>, %i8: memref<4x8xi8>, %i32: memref<4x8xi32>) {
  linalg.reciprocal ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.square ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.round ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.erf ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.powf ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.select ins(%p, %a, %b : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.div_unsigned ins(%i32, %i32 : memref<4x8xi32>, memref<4x8xi32>) outs(%i32 : memref<4x8xi32>)
  return
}
func.func @contract(%a: memref<2x4x8xf32>, %b: memref<2x8x4xf32>, %c: memref<4x4xf32>, %q: memref<4x8xi8>, %r: memref<8x4xi8>, %s: memref<4x4xi32>, %x: memref<2x8xf32>, %y: memref<2x4xf32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x4x8xf32>, memref<2x8x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%q, %r : memref<4x8xi8>, memref<8x4xi8>) outs(%s : memref<4x4xi32>)
  linalg.batch_matvec ins(%a, %x : memref<2x4x8xf32>, memref<2x8xf32>) outs(%y : memref<2x4xf32>)
  return
}
func.func @pools(%in: memref<1x8x8x3xf32>, %w: memref<2x2xf32>, %o: memref<1x4x4x3xf32>, %ii: memref<1x8x8x3xi32>, %oi: memref<1x4x4x3xi32>, %nin: memref<1x3x8x8xf32>, %no: memref<1x3x4x4xf32>) {
  linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %w : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%o : memref<1x4x4x3xf32>)
  linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%ii, %w : memref<1x8x8x3xi32>, memref<2x2xf32>) outs(%oi : memref<1x4x4x3xi32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%nin, %w : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%no : memref<1x3x4x4xf32>)
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%nin, %w : memref<1x3x8x8xf32>, memref<2x2xf32>) outs(%no : memref<1x3x4x4xf32>)
  return
}
func.func @convs(%in: memref<1x3x8x8xf32>, %f: memref<4x3x3x3xf32>, %o: memref<1x4x6x6xf32>, %din: memref<1x8x8x3xf32>, %df: memref<3x3x3xf32>, %do: memref<1x6x6x3xf32>, %in1: memref<1x8x3xf32>, %f1: memref<3x3x4xf32>, %o1: memref<1x6x4xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%o : memref<1x4x6x6xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%din, %df : memref<1x8x8x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x6x6x3xf32>)
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%in1, %f1 : memref<1x8x3xf32>, memref<3x3x4xf32>) outs(%o1 : memref<1x6x4xf32>)
  return
}
func.func @softmax(%t: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %r = linalg.softmax dimension(1) ins(%t : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
