// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// linalg.transpose and linalg.broadcast check their permutation or added
// dimensions against their input and init as mlir-opt 22 does (the same
// file passes `mlir-opt --verify-diagnostics`).

func.func @e(%a: memref<4x5xf32>, %c: memref<5x5xf32>) {
  // expected-error @below {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @e2(%a: memref<4x5xf32>, %c: memref<5x4x1xf32>) {
  // expected-error @below {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4x1xf32>) permutation = [1, 0]
  return
}
// -----
func.func @e3(%a: memref<4x5xf32>, %c: memref<5x4xf32>) {
  // expected-error @below {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4xf32>) permutation = [1, 1]
  return
}
// -----
func.func @e4(%a: memref<4x5xf32>, %c: memref<5x4xf32>) {
  // expected-error @below {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%c : memref<5x4xf32>) permutation = [1, 0, 2]
  return
}
// -----
func.func @b1(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @below {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 5}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [0]
  return
}
// -----
func.func @b2(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @below {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [1, 0]
  return
}
// -----
func.func @b3(%a: memref<4xf32>, %c: memref<4x5xf32>) {
  // expected-error @below {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [2]
  return
}
// -----
func.func @b4(%a: memref<3xf32>, %c: memref<4x5xf32>) {
  // expected-error @below {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 3, init: 4}}
  linalg.broadcast ins(%a : memref<3xf32>) outs(%c : memref<4x5xf32>) dimensions = [1]
  return
}
// -----
func.func @ok(%a: memref<4xf32>, %c: memref<4x5xf32>, %d: memref<?x5xf32>, %e: memref<5x?xf32>) {
  linalg.broadcast ins(%a : memref<4xf32>) outs(%c : memref<4x5xf32>) dimensions = [1]
  linalg.transpose ins(%d : memref<?x5xf32>) outs(%e : memref<5x?xf32>) permutation = [1, 0]
  return
}
