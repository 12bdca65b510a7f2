func.func @slices(%t: tensor<8x8xf32>, %s: tensor<4x4xf32>, %i: index, %n: index) -> (tensor<8x8xf32>, tensor<?x4xf32>) {
  %0 = tensor.extract_slice %t[%i, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %t[0, 0] [%n, 4] [1, 2] : tensor<8x8xf32> to tensor<?x4xf32>
  %2 = tensor.extract_slice %t[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %3 = tensor.insert_slice %s into %t[0, %i] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %4 = tensor.insert_slice %2 into %3[2, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
  return %4, %1 : tensor<8x8xf32>, tensor<?x4xf32>
}
