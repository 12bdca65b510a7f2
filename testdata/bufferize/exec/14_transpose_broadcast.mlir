// linalg.transpose and linalg.broadcast, then a bias add in place.
func.func @tb(%m: tensor<3x4xf32>, %bias: tensor<3xf32>) -> tensor<4x3xf32> {
  %e0 = tensor.empty() : tensor<4x3xf32>
  %t = linalg.transpose ins(%m : tensor<3x4xf32>) outs(%e0 : tensor<4x3xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x3xf32>
  %b = linalg.broadcast ins(%bias : tensor<3xf32>) outs(%e1 : tensor<4x3xf32>) dimensions = [0]
  %r = linalg.add ins(%t, %b : tensor<4x3xf32>, tensor<4x3xf32>) outs(%t : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>
  %bias = arith.constant dense<[100.0, 200.0, 300.0]> : tensor<3xf32>
  %r = call @tb(%m, %bias) : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  %u = tensor.cast %r : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
