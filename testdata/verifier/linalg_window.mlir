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

// -----

// The maps of named ops that their definition implies (convolutions,
// pooling, mmt4d, ...) check their static shapes, as mlir-opt does.
func.func @conv_input_too_small(%i: memref<1x10x10x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x4x3x8xf32>) {
  // expected-error @below {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 11, but found 10}}
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%i, %k : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x3x8xf32>)
  return
}

// -----

func.func @pooling_window_too_large(%i: tensor<1x4x4x2xf32>, %w: tensor<3x3xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-error @below {{'linalg.pooling_nhwc_max' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 5, but found 4}}
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x4x4x2xf32>, tensor<3x3xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}

// -----

func.func @mmt4d_mismatch(%a: memref<2x3x4x5xf32>, %b: memref<6x3x7x5xf32>, %c: memref<2x6x4x8xf32>) {
  // expected-error @below {{'linalg.mmt4d' op inferred input/output operand #2 has shape's dimension #3 to be 7, but found 8}}
  linalg.mmt4d ins(%a, %b : memref<2x3x4x5xf32>, memref<6x3x7x5xf32>) outs(%c : memref<2x6x4x8xf32>)
  return
}

// -----

// Unsigned payload operations on floats are refused while parsing, as
// MLIR's region builder refuses them.
func.func @unsigned_max_on_float(%i: memref<?x?x?xi32>, %w: memref<?xi32>, %o: memref<?x?x?xf32>) {
  // expected-error @below {{custom op 'linalg.pooling_nwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  linalg.pooling_nwc_max_unsigned ins(%i, %w : memref<?x?x?xi32>, memref<?xi32>) outs(%o : memref<?x?x?xf32>)
  return
}

// -----

func.func @unsigned_div_on_float(%a: memref<4xf32>, %o: memref<4xf32>) {
  // expected-error @below {{custom op 'linalg.div_unsigned' unsupported operation: unsigned div not on uint}}
  linalg.div_unsigned ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
