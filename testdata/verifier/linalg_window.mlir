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

// -----

// A convolution in generic form carries its maps as
// linalg.memoized_indexing_maps; they must have a convolution's form.
#in = affine_map<(n, w, f, kw, c) -> (n, w * 3, c)>
#filter = affine_map<(n, w, f, kw, c) -> (kw, c, f)>
#out = affine_map<(n, w, f, kw, c) -> (n, w, f)>
func.func @strided_input_without_window(%input: tensor<1x12x4xf32>, %filter: tensor<3x4x8xf32>, %init: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  // expected-error @below {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_1d_nwc_wcf"(%input, %filter, %init) ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %1 = arith.mulf %a, %b : f32
      %2 = arith.addf %c, %1 : f32
      linalg.yield %2 : f32
    }) {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>, linalg.memoized_indexing_maps = [#in, #filter, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<1x12x4xf32>, tensor<3x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}

// -----

#in = affine_map<(n, w, f, kw, c) -> (n, w + kw, c)>
#filter = affine_map<(n, w, f, kw, c) -> (kw, c, f + kw)>
#out = affine_map<(n, w, f, kw, c) -> (n, w, f)>
func.func @filter_not_a_permutation(%input: tensor<1x6x4xf32>, %filter: tensor<3x4x10xf32>, %init: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  // expected-error @below {{expected output/filter indexing maps to be projected permutations}}
  %0 = "linalg.conv_1d_nwc_wcf"(%input, %filter, %init) ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %1 = arith.mulf %a, %b : f32
      %2 = arith.addf %c, %1 : f32
      linalg.yield %2 : f32
    }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, linalg.memoized_indexing_maps = [#in, #filter, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<1x6x4xf32>, tensor<3x4x10xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}
