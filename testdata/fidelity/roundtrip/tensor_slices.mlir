module {
  func.func @slices(%arg0: tensor<8x8xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index) -> (tensor<8x8xf32>, tensor<?x4xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[0, 0] [%arg3, 4] [1, 2] : tensor<8x8xf32> to tensor<?x4xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, %arg2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    %inserted_slice_2 = tensor.insert_slice %extracted_slice_1 into %inserted_slice[2, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    return %inserted_slice_2, %extracted_slice_0 : tensor<8x8xf32>, tensor<?x4xf32>
  }
}

