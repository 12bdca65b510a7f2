// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// ops without a bufferization model, kept with allow-unknown-ops.
// PARITY-OPTIONS: allow-unknown-ops
// PARITY-OPTIONS: allow-unknown-ops bufferize-function-boundaries
// PARITY-OPTIONS:

// An unknown op between two bufferized ops.
func.func @between(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %u = "test.unknown"(%f) : (tensor<8xf32>) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %u[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// An unknown op reading a loop result.
func.func @after_loop(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  "test.print"(%r) : (tensor<8xf32>) -> ()
  return %r : tensor<8xf32>
}

// -----

// An unknown op producing a tensor read by a slice.
func.func @producer(%v: f32) -> tensor<4xf32> {
  %u = "test.make"() : () -> tensor<16xf32>
  %s = tensor.extract_slice %u[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// An unknown op inside a loop body on the iteration argument.
func.func @in_loop(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %n = "test.step"(%a, %i) : (tensor<8xf32>, index) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
