// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null

// tensor.extract_slice, tensor.insert_slice and tensor.parallel_insert_slice
// check that the slice stays inside the static bounds of the sliced tensor
// as mlir-opt 22 does (verifyInBoundsSlice, shared with memref.subview):
// a static offset is below a static size even when the slice has size 0.
// The same file passes `mlir-opt --verify-diagnostics`. Regression
// (docs/TESTING.md bug 21): the generator wrote a zero-size insert_slice
// at offset 5 of a dimension of 5; memopt accepted it and
// one-shot-bufferize turned it into a memref.subview its verifier refused.
// The function without an expected error is valid: a zero-size slice
// below the end, a slice of a dynamic dimension, a dynamic offset.
func.func @valid(%t: tensor<5x4xf32>, %s: tensor<0x4xf32>, %d: tensor<?x4xf32>, %i: index) -> (tensor<5x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>) {
  %0 = tensor.insert_slice %s into %t[4, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<5x4xf32>
  %1 = tensor.extract_slice %d[7, 0] [0, 4] [1, 1] : tensor<?x4xf32> to tensor<0x4xf32>
  %2 = tensor.extract_slice %t[%i, 0] [0, 4] [1, 1] : tensor<5x4xf32> to tensor<0x4xf32>
  return %0, %1, %2 : tensor<5x4xf32>, tensor<0x4xf32>, tensor<0x4xf32>
}
// -----
func.func @insert_at_end(%t: tensor<5x3xf16>, %s: tensor<0x3xf16>) -> tensor<5x3xf16> {
  // expected-error @below {{offset 0 is out-of-bounds: 5 >= 5}}
  %0 = tensor.insert_slice %s into %t[5, 0] [0, 3] [1, 1] : tensor<0x3xf16> into tensor<5x3xf16>
  return %0 : tensor<5x3xf16>
}
// -----
func.func @extract_at_end(%t: tensor<4x8xi32>) -> tensor<3x0xi32> {
  // expected-error @below {{offset 1 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[1, 8] [3, 0] [1, 1] : tensor<4x8xi32> to tensor<3x0xi32>
  return %0 : tensor<3x0xi32>
}
// -----
func.func @extract_runs_out(%t: tensor<5x4xf32>) -> tensor<2x4xf32> {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 5 >= 5}}
  %0 = tensor.extract_slice %t[3, 0] [2, 4] [2, 1] : tensor<5x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// -----
func.func @parallel_insert_at_end(%t: tensor<5x4xf32>, %s: tensor<0x4xf32>) -> tensor<5x4xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<5x4xf32>) {
    scf.forall.in_parallel {
      // expected-error @below {{offset 0 is out-of-bounds: 5 >= 5}}
      tensor.parallel_insert_slice %s into %o[5, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<5x4xf32>
    }
  }
  return %r : tensor<5x4xf32>
}
