// Parity cases (compared with mlir-opt 22 by bufferize/parity_test.go):
// the options that change the rewrite.
// PARITY-OPTIONS: bufferize-function-boundaries buffer-alignment=0
// PARITY-OPTIONS: bufferize-function-boundaries buffer-alignment=128 function-boundary-type-conversion=fully-dynamic-layout-map
// PARITY-OPTIONS: unknown-type-conversion=identity-layout-map
// PARITY-OPTIONS: bufferize-function-boundaries copy-before-write
// PARITY-OPTIONS: bufferize-function-boundaries must-infer-memory-space
// PARITY-OPTIONS: bufferize-function-boundaries use-encoding-for-memory-space

// A chain with a slice, a loop and a constant.
func.func @chain(%t: tensor<16xf32>, %v: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant dense<2.0> : tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%t, %k : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (tensor<16xf32>) {
    %s = tensor.insert %v into %acc[%i] : tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  %sl = tensor.extract_slice %r[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %r, %sl : tensor<16xf32>, tensor<4xf32>
}

// -----

// Allocations in a memory space.
func.func @spaces(%v: f32) -> tensor<8xf32> {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %c = bufferization.alloc_tensor() copy(%f) : tensor<8xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %c[%c0] : tensor<8xf32>
  return %w : tensor<8xf32>
}

// -----

// A tensor with an encoding used as memory space.
func.func @encoding(%v: f32) -> tensor<8xf32, 3 : i64> {
  %e = tensor.empty() : tensor<8xf32, 3 : i64>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32, 3 : i64>) -> tensor<8xf32, 3 : i64>
  return %f : tensor<8xf32, 3 : i64>
}

// -----

// A read after write, copied.
func.func @raw(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
