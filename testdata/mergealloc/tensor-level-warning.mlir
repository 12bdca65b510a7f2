// RUN: memopt --merge-alloc %s --verify-diagnostics | FileCheck %s
// NO-PARITY: the expected warning is merge-alloc's own; mlir-opt 22 has no merge-alloc to give it.

// merge-alloc plans buffers: a function still at tensor level has none, and
// the warning says what to run first. The IR is left as it is.
// expected-warning@+1 {{merge-alloc: @on_tensors computes on tensors and has no buffers to plan; bufferize it first (--one-shot-bufferize)}}
func.func @on_tensors(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.add ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A function with neither tensors nor buffers gets no warning.
func.func @scalars(%x: index) -> index {
  return %x : index
}

// CHECK-LABEL: func.func @on_tensors
// CHECK: linalg.add
// CHECK-LABEL: func.func @scalars
