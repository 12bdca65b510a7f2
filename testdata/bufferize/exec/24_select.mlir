// arith.select between two tensors, then an in-place update of the
// selected one.
func.func @sel(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %r = linalg.add ins(%s, %s : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %l = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : tensor<4xf32>
  %e0 = tensor.empty() : tensor<4xf32>
  %a = linalg.copy ins(%k : tensor<4xf32>) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b = linalg.copy ins(%l : tensor<4xf32>) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %true = arith.constant true
  %false = arith.constant false
  %x = call @sel(%true, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %y = call @sel(%false, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %y : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
