// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// functions excluded from the analysis.
// PARITY-OPTIONS: bufferize-function-boundaries no-analysis-func-filter=skipped

// A function excluded from the analysis.
func.func @skipped(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}
func.func @analyzed(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.insert %v into %t[%c0] : tensor<8xf32>
  return %s : tensor<8xf32>
}

