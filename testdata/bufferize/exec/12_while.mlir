// scf.while on a tensor: double every element until the first one
// exceeds a bound.
func.func @grow(%t: tensor<4xf32>, %bound: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %x, %bound : f32
    scf.condition(%go) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %d = linalg.add ins(%b, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.5, 2.0, -1.0, 0.25]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %x = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %bound = arith.constant 40.0 : f32
  %r = call @grow(%x, %bound) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
