// Sparse tensor encodings get the alias mlir-opt's sparse_tensor dialect
// gives them (#sparse, #sparse1, ...), numbered in the order they are met,
// in tensor types and as attributes. memopt keeps an encoding's text as
// written: this file writes them as mlir-opt prints them.
func.func @sparse_aliases(%a: tensor<8x8xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>,
                          %b: tensor<8x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>>)
    -> tensor<8x8xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
    attributes {enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>} {
  %c = bufferization.alloc_tensor() : tensor<8x8xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
  return %a : tensor<8x8xf64, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>
}
