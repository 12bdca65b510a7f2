// tensor.concat along both dimensions.
func.func @cat(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<2x6xf32>) {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %c = tensor.concat dim(1) %b, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %r, %c : tensor<4x3xf32>, tensor<2x6xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]> : tensor<2x3xf32>
  %r, %c = call @cat(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<2x6xf32>)
  %u = tensor.cast %r : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %c : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
