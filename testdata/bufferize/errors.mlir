// Inputs One-Shot Bufferize rejects, with mlir-opt 22's messages at the
// same places; nothing is printed.
// RUN: not memopt --split-input-file --one-shot-bufferize="bufferize-function-boundaries" %s 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[# @LINE + 5]]:5: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @swap(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %y, %x : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}

// -----

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: op was not bufferized
func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis
func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// CHECK: errors.mlir:[[# @LINE + 3]]:8: error: 'bufferization.materialize_in_destination' op not bufferizable under the given constraints: cannot avoid RaW conflict
func.func @materialize(%a: tensor<8xf32>, %t: tensor<8xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %m = bufferization.materialize_in_destination %a in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %m, %x : tensor<8xf32>, f32
}

// -----

// Ops outside functions are bufferized too (their ops were left on
// tensors, without an error, when only their nested ops were visited).
// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: op was not bufferized
module {
  %t = "test.make"() : () -> tensor<4xf32>
  func.func @f() {
    return
  }
}

// -----

// CHECK: errors.mlir:[[# @LINE + 4]]:5: error: op was not bufferized
module {
  "test.region"() ({
    %e = tensor.empty() : tensor<4xf32>
    "test.use"(%e) : (tensor<4xf32>) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
}
