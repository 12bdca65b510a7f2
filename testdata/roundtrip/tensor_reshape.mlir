func.func @reshapes(%t: tensor<8x8xf32>, %d: tensor<?x8xf32>, %n: index, %shape: tensor<1xi64>) -> (tensor<2x4x8xf32>, tensor<64xf32>, tensor<?x2x4xf32>, tensor<64xf32>) {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 8] : tensor<8x8xf32> into tensor<2x4x8xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x4x8xf32> into tensor<64xf32>
  %ed = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
  %r = tensor.reshape %t(%shape) : (tensor<8x8xf32>, tensor<1xi64>) -> tensor<64xf32>
  %b = tensor.bitcast %t : tensor<8x8xf32> to tensor<8x8xi32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  return %e, %c, %ed, %r : tensor<2x4x8xf32>, tensor<64xf32>, tensor<?x2x4xf32>, tensor<64xf32>
}
