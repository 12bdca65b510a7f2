// scf.if on tensors: one branch updates in place, the other yields a new
// tensor; both outcomes are printed.
func.func @choose(%c: i1, %t: tensor<5xf32>) -> tensor<5xf32> {
  %r = scf.if %c -> (tensor<5xf32>) {
    %c0 = arith.constant 0 : index
    %v = arith.constant 42.0 : f32
    %s = tensor.insert %v into %t[%c0] : tensor<5xf32>
    scf.yield %s : tensor<5xf32>
  } else {
    %e = tensor.empty() : tensor<5xf32>
    %n = linalg.negf ins(%t : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %n : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %x = linalg.copy ins(%t : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %true = arith.constant true
  %false = arith.constant false
  %a = call @choose(%false, %x) : (i1, tensor<5xf32>) -> tensor<5xf32>
  %b = call @choose(%true, %x) : (i1, tensor<5xf32>) -> tensor<5xf32>
  %u = tensor.cast %a : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %w = tensor.cast %b : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%w) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
