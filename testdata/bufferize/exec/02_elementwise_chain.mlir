// A chain of element-wise named ops; several write their input in place.
func.func @chain(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %e0 = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %y : tensor<16xf32>, tensor<16xf32>) outs(%e0 : tensor<16xf32>) -> tensor<16xf32>
  %b = linalg.mul ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%a : tensor<16xf32>) -> tensor<16xf32>
  %c = linalg.sub ins(%b, %x : tensor<16xf32>, tensor<16xf32>) outs(%b : tensor<16xf32>) -> tensor<16xf32>
  %e1 = tensor.empty() : tensor<16xf32>
  %d = linalg.max ins(%c, %y : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %f = linalg.exp ins(%x : tensor<16xf32>) outs(%c : tensor<16xf32>) -> tensor<16xf32>
  %g = linalg.add ins(%d, %f : tensor<16xf32>, tensor<16xf32>) outs(%d : tensor<16xf32>) -> tensor<16xf32>
  return %g : tensor<16xf32>
}

func.func @main() {
  %x = arith.constant dense<[0.0, 0.5, 1.0, 1.5, 2.0, -0.5, -1.0, 0.25, 0.75, 1.25, -2.0, 3.0, 0.1, 0.2, 0.3, 0.4]> : tensor<16xf32>
  %y = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, -1.0, -2.0, -3.0, -4.0, 0.5, 0.5, 0.5, 0.5]> : tensor<16xf32>
  %r = call @chain(%x, %y) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %u = tensor.cast %r : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
