// linalg.pack / linalg.unpack, the Winograd transforms, and
// linalg.map/reduce short forms whose payload op carries attributes.
// (One function: mlir-opt 22 bufferizes linalg.pack but not the Winograd
// transforms; the first op bufferization stops at is the same for both.)
func.func @relayout(%input: tensor<2x6x6x5xf32>, %filter: tensor<2x3x3x5xf32>, %out: tensor<2x4x4x2xf32>, %src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>, %pad: f32, %n: index, %dyn: tensor<?x8x?x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x2xf32>, tensor<16x8x8x32xf32>, tensor<?x8x?x32xf32>, tensor<128x256xf32>) {
  %0 = tensor.empty() : tensor<6x6x5x2xf32>
  %1 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = tensor.empty() : tensor<6x6x1x1x2x5xf32>
  %3 = linalg.winograd_input_transform fmr(F_4_3) ins(%input : tensor<2x6x6x5xf32>) outs(%2 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %4 = tensor.empty() : tensor<6x6x1x1x2x2xf32>
  %5 = linalg.winograd_output_transform {tag} fmr(F_4_3) ins(%4 : tensor<6x6x1x1x2x2xf32>) outs(%out : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  %6 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %7 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%n, 32] into %dyn {tag} : tensor<128x256xf32> -> tensor<?x8x?x32xf32>
  %8 = linalg.unpack %6 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %1, %3, %5, %6, %7, %8 : tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x2xf32>, tensor<16x8x8x32xf32>, tensor<?x8x?x32xf32>, tensor<128x256xf32>
}
func.func @short_forms(%a: tensor<64xi32>, %b: tensor<64xi32>, %f: tensor<64xf32>, %r: tensor<16x64xf32>, %init: tensor<16xf32>) -> (tensor<64xi32>, tensor<64xf32>, tensor<16xf32>) {
  %0 = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%a, %b : tensor<64xi32>, tensor<64xi32>) outs(%a : tensor<64xi32>)
  %1 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%f, %f : tensor<64xf32>, tensor<64xf32>) outs(%f : tensor<64xf32>)
  %2 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%r : tensor<16x64xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  return %0, %1, %2 : tensor<64xi32>, tensor<64xf32>, tensor<16xf32>
}
