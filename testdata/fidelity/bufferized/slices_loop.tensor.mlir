module {
  func.func @tiled_add(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %0 = tensor.empty() : tensor<64x64xf32>
    %1 = scf.for %arg2 = %c0 to %c64 step %c16 iter_args(%arg3 = %0) -> (tensor<64x64xf32>) {
      %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
      %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
      %extracted_slice_1 = tensor.extract_slice %arg3[%arg2, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
      %2 = linalg.add ins(%extracted_slice, %extracted_slice_0 : tensor<16x64xf32>, tensor<16x64xf32>) outs(%extracted_slice_1 : tensor<16x64xf32>) -> tensor<16x64xf32>
      %inserted_slice = tensor.insert_slice %2 into %arg3[%arg2, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<64x64xf32>
      scf.yield %inserted_slice : tensor<64x64xf32>
    }
    return %1 : tensor<64x64xf32>
  }
}

