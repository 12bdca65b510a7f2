func.func @gs(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x1xindex>, %dst: tensor<4x5x6xf32>, %upd: tensor<1x2x1x5x6xf32>) -> (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>) {
  %0 = tensor.gather %src[%idx] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1x5x6xf32>
  %1 = tensor.scatter %upd into %dst[%idx] scatter_dims([0]) unique : (tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  return %0, %1 : tensor<1x2x1x5x6xf32>, tensor<4x5x6xf32>
}
