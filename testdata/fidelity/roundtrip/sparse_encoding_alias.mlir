#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#sparse2 = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
module {
  func.func @sparse_aliases(%arg0: tensor<8x8xf64, #sparse>, %arg1: tensor<8x8xf32, #sparse1>) -> tensor<8x8xf64, #sparse> attributes {enc = #sparse2} {
    %0 = bufferization.alloc_tensor() : tensor<8x8xf64, #sparse>
    return %arg0 : tensor<8x8xf64, #sparse>
  }
}

