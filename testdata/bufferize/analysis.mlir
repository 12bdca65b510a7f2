// One-Shot analysis decisions as test-analysis-only annotates them (the
// same annotations mlir-opt 22 prints; bufferize/parity_test.go compares
// many more cases with mlir-opt itself).
// RUN: memopt --split-input-file --one-shot-bufferize="test-analysis-only bufferize-function-boundaries" %s | FileCheck %s
// RUN: memopt --split-input-file --one-shot-bufferize="test-analysis-only" %s | FileCheck %s --check-prefix=NOFB

// The MLP of graph-compiler's merge-alloc design: every temporary is written in place, the result is
// returned; the weight is only read.
// CHECK-LABEL: func.func @mlp(
// CHECK-SAME:    {bufferization.access = "read"}
// CHECK:         linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:         linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK:         return {__inplace_operands_attr__ = ["true"]}
func.func @mlp(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %a0 = tensor.empty() : tensor<16x16xf32>
  %a = linalg.matmul ins(%x, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%a0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %b0 = tensor.empty() : tensor<16x16xf32>
  %b = linalg.matmul ins(%a, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%b0 : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %b : tensor<16x16xf32>
}

// -----

// Writing %t in place would change what the later extract reads: the
// insert goes out of place. Without function boundaries the argument is
// not writable at all.
// CHECK-LABEL: func.func @read_after_write(
// CHECK-SAME:    {bufferization.access = "read"}
// CHECK:         tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK:         tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK:         return {__inplace_operands_attr__ = ["true", "none"]}
// NOFB-LABEL: func.func @read_after_write(
// NOFB:         tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @read_after_write(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// A loop updating its iteration argument in place: the returned buffer is
// the argument's (__equivalent_func_args__).
// CHECK-LABEL: func.func @loop(
// CHECK-SAME:    {bufferization.access = "read-write"}
// CHECK:         scf.for
// CHECK:           tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK:           scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:         } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK:         return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @loop(%t: tensor<16xf32>, %n: index, %v: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<16xf32>) {
    %s = tensor.insert %v into %a[%i] : tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
