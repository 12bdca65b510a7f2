// Functions returning tensors: a new one, an argument updated in place,
// and a slice of an argument.
func.func @make(%v: f32) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  return %f : tensor<6xf32>
}
func.func @bump(%t: tensor<6xf32>, %i: index) -> tensor<6xf32> {
  %x = tensor.extract %t[%i] : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  %r = tensor.insert %y into %t[%i] : tensor<6xf32>
  return %r : tensor<6xf32>
}
func.func @middle(%t: tensor<6xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[2] [2] [1] : tensor<6xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 2.5 : f32
  %a = call @make(%v) : (f32) -> tensor<6xf32>
  %b = call @bump(%a, %c1) : (tensor<6xf32>, index) -> tensor<6xf32>
  %c = call @bump(%b, %c3) : (tensor<6xf32>, index) -> tensor<6xf32>
  %d = call @bump(%c, %c3) : (tensor<6xf32>, index) -> tensor<6xf32>
  %m = call @middle(%d) : (tensor<6xf32>) -> tensor<2xf32>
  %u = tensor.cast %d : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %m : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
