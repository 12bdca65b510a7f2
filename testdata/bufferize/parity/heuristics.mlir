// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// the analysis heuristics decide which of two conflicting writes gets the
// buffer.
// PARITY-OPTIONS: analysis-heuristic=top-down
// PARITY-OPTIONS: analysis-heuristic=bottom-up-from-terminators
// PARITY-OPTIONS: analysis-heuristic=fuzzer analysis-fuzzer-seed=59
// PARITY-OPTIONS: analysis-heuristic=fuzzer analysis-fuzzer-seed=7 bufferize-function-boundaries
// PARITY-OPTIONS: analysis-heuristic=bottom-up

// The heuristic decides which of two conflicting writes gets the buffer.
func.func @heuristics(%t: tensor<8xf32>, %v: f32, %w: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %a = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %b = tensor.insert %w into %t[%c0] : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %g = linalg.add ins(%a, %f : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  return %g, %b : tensor<8xf32>, tensor<8xf32>
}

