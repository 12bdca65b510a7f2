// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// unranked tensor operands always bufferize in place (an unranked tensor
// cannot be copied), so the decisions around them adapt; the heuristics
// must not matter for them.
// PARITY-OPTIONS: bufferize-function-boundaries
// PARITY-OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// PARITY-OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators
// PARITY-OPTIONS:
// PARITY-OPTIONS: analysis-heuristic=top-down

// A constant printed through a cast to an unranked tensor: the call's
// operand is in place, so the cast copies the constant (under every
// heuristic).
func.func private @print(tensor<*xf32>)
func.func @print_constant() {
  %cst = arith.constant dense<1.0> : tensor<8xf32>
  %u = tensor.cast %cst : tensor<8xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// A cast from an unranked argument stays in place; the write into the
// cast's result is the one that copies.
func.func @cast_from_unranked(%u: tensor<*xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.cast %u : tensor<*xf32> to tensor<8xf32>
  %i = tensor.insert %v into %r[%c0] : tensor<8xf32>
  %r2 = tensor.cast %u : tensor<*xf32> to tensor<8xf32>
  %x = tensor.extract %r2[%c0] : tensor<8xf32>
  return %i, %x : tensor<8xf32>, f32
}

// -----

// The printed tensor is read after the call: with function boundaries
// both tools reject it (the in-place unranked operand conflicts with the
// later read).
func.func private @print(tensor<*xf32>)
func.func @print_then_read(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %u = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %x : f32
}
