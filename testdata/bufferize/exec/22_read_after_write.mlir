// Writes into a tensor whose old value is still read later: the analysis
// puts the write out of place (a copy) so both values survive.
func.func @raw(%t: tensor<6xf32>, %v: f32) -> (tensor<6xf32>, tensor<6xf32>) {
  %c2 = arith.constant 2 : index
  %w = tensor.insert %v into %t[%c2] : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %d = linalg.sub ins(%w, %t : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  return %w, %d : tensor<6xf32>, tensor<6xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %x = linalg.copy ins(%t : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %v = arith.constant 50.0 : f32
  %w, %d = call @raw(%x, %v) : (tensor<6xf32>, f32) -> (tensor<6xf32>, tensor<6xf32>)
  %u = tensor.cast %w : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %y = tensor.cast %d : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%y) : (tensor<*xf32>) -> ()
  %z = tensor.cast %x : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%z) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
