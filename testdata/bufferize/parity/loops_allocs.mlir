// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// loops yielding new buffers, with allow-return-allocs-from-loops.


// Two iteration arguments swapped each iteration (not equivalent): an error
// without allow-return-allocs-from-loops.
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

