// BUFFERIZE: bufferize-function-boundaries allow-return-allocs-from-loops
// A loop that yields a freshly computed tensor every iteration.
func.func @iterate(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %m = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 1.5, -0.5, 2.0]> : tensor<4xf32>
  %r = call @iterate(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
