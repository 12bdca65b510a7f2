// A callee writes its argument in place, and the caller still reads the
// original afterwards: the call argument must be copied.
func.func @scale(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.mul ins(%t, %f : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = arith.constant 3.0 : f32
  %y = call @scale(%x, %s) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %z = linalg.add ins(%x, %y : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %z : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
