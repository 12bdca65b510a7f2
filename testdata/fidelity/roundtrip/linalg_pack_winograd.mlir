module {
  func.func @relayout(%arg0: tensor<2x6x6x5xf32>, %arg1: tensor<2x3x3x5xf32>, %arg2: tensor<2x4x4x2xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<16x8x8x32xf32>, %arg5: f32, %arg6: index, %arg7: tensor<?x8x?x32xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x2xf32>, tensor<16x8x8x32xf32>, tensor<?x8x?x32xf32>, tensor<128x256xf32>) {
    %0 = tensor.empty() : tensor<6x6x5x2xf32>
    %1 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg1 : tensor<2x3x3x5xf32>) outs(%0 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %2 = tensor.empty() : tensor<6x6x1x1x2x5xf32>
    %3 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg0 : tensor<2x6x6x5xf32>) outs(%2 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
    %4 = tensor.empty() : tensor<6x6x1x1x2x2xf32>
    %5 = linalg.winograd_output_transform {tag} fmr(F_4_3) ins(%4 : tensor<6x6x1x1x2x2xf32>) outs(%arg2 : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    %pack = linalg.pack %arg3 padding_value(%arg5 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg4 : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
    %pack_0 = linalg.pack %arg3 inner_dims_pos = [0, 1] inner_tiles = [%arg6, 32] into %arg7 {tag} : tensor<128x256xf32> -> tensor<?x8x?x32xf32>
    %unpack = linalg.unpack %pack outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg3 : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
    return %1, %3, %5, %pack, %pack_0, %unpack : tensor<6x6x5x2xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x2xf32>, tensor<16x8x8x32xf32>, tensor<?x8x?x32xf32>, tensor<128x256xf32>
  }
  func.func @short_forms(%arg0: tensor<64xi32>, %arg1: tensor<64xi32>, %arg2: tensor<64xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<16xf32>) -> (tensor<64xi32>, tensor<64xf32>, tensor<16xf32>) {
    %mapped = linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%arg0, %arg1 : tensor<64xi32>, tensor<64xi32>) outs(%arg0 : tensor<64xi32>)
    %mapped_0 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%arg2, %arg2 : tensor<64xf32>, tensor<64xf32>) outs(%arg2 : tensor<64xf32>)
    %reduced = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%arg3 : tensor<16x64xf32>) outs(%arg4 : tensor<16xf32>) dimensions = [1] 
    return %mapped, %mapped_0, %reduced : tensor<64xi32>, tensor<64xf32>, tensor<16xf32>
  }
}

