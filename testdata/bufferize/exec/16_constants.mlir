// Dense constants (deduplicated globals), one written after a copy, and
// tensor.from_elements.
func.func @consts(%a: f32, %b: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>) {
  %k1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %k2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %w = tensor.insert %a into %k1[%c1] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.add ins(%k1, %k2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %fe = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  return %w, %s, %fe : tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>
}

func.func @main() {
  %a = arith.constant 7.0 : f32
  %b = arith.constant -3.0 : f32
  %x, %y, %z = call @consts(%a, %b) : (f32, f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>)
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %y : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  %w = tensor.cast %z : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
