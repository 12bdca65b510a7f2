// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// op filters: only some dialects are bufferized.
// PARITY-OPTIONS: dialect-filter=linalg,tensor
// PARITY-OPTIONS: dialect-filter=tensor bufferize-function-boundaries

// Only some dialects are bufferized.
func.func @filtered(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.insert %v into %f[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

