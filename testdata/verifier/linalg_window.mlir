// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// The strides and dilations of convolution and pooling ops are 64-bit
// integer elements with one entry per spatial dimension, as mlir-opt 22
// requires (the same file passes `mlir-opt --verify-diagnostics`).
// Properties may also be written `<{...}>` before the attributes.

func.func @float_strides(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  // expected-error @below {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2.0> : vector<2xf32>}
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  return
}

// -----

func.func @three_strides(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  // expected-error @below {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<3xi64>}
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  return
}

// -----

func.func @i32_dilations(%input: tensor<1x4x1xf32>, %fake: tensor<3xf32>, %init: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  // expected-error @below {{'linalg.pooling_nwc_sum' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  %res = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi32>, strides = dense<1> : tensor<1xi64>}
    ins(%input, %fake: tensor<1x4x1xf32>, tensor<3xf32>)
    outs(%init: tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  return %res : tensor<1x2x1xf32>
}

// -----

func.func @properties(%input: memref<1x6x6x6x1xf32>, %fake: memref<3x3x3xf32>, %output: memref<1x2x2x2x1xf32>) {
  linalg.pooling_ndhwc_max <{dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 2, 2]> : tensor<3xi64>}>
    ins(%input, %fake: memref<1x6x6x6x1xf32>, memref<3x3x3xf32>)
    outs(%output: memref<1x2x2x2x1xf32>)
  return
}
