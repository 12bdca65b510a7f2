// scf.index_switch and scf.execute_region yielding tensors.
func.func @pick(%i: index, %t: tensor<3xf32>) -> tensor<3xf32> {
  %r = scf.index_switch %i -> tensor<3xf32>
  case 0 {
    %e = tensor.empty() : tensor<3xf32>
    %z = arith.constant 0.0 : f32
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    scf.yield %f : tensor<3xf32>
  }
  case 1 {
    %e = tensor.empty() : tensor<3xf32>
    %n = linalg.negf ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    scf.yield %n : tensor<3xf32>
  }
  default {
    %x = scf.execute_region -> tensor<3xf32> {
      %e = tensor.empty() : tensor<3xf32>
      %m = linalg.mul ins(%t, %t : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
      scf.yield %m : tensor<3xf32>
    }
    scf.yield %x : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = call @pick(%c0, %t) : (index, tensor<3xf32>) -> tensor<3xf32>
  %b = call @pick(%c1, %t) : (index, tensor<3xf32>) -> tensor<3xf32>
  %c = call @pick(%c2, %t) : (index, tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %b : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  %w = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
