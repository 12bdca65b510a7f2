// BUFFERIZE: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// With identity layouts at function boundaries a returned slice must be
// copied into a buffer with the identity layout.
func.func @halves(%t: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s, %b : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 10.0, 20.0, 30.0, 40.0]> : tensor<8xf32>
  %s, %b = call @halves(%t) : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %u = tensor.cast %s : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
