func.func @pad_conv(%in: tensor<1x8x8x3xf32>, %f: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %in low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %z = linalg.fill ins(%cst : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %f : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%z : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %c : tensor<1x8x8x4xf32>
}
