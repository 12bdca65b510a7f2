// Regression test of docs/TESTING.md bufferize bug B1, found by the program
// generator (tensor seed 9), reduced: memopt's one-shot-bufferize gave the
// second memref.subview of %arg1 the static layout strided<[2], offset: 1>
// (the type of a fresh allocation) although %arg1 has a fully dynamic layout;
// mlir-opt rejected the output. memref.expand_shape of such a buffer got an
// identity type the same way (tensor seed 16). Fixed in 002927f.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops})' %s \
// RUN: | mlir-opt '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --allow-empty
// CHECK-NOT: {{.}}

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @mix(%acc: i64, %x: i64, %k: i64) -> i64 {
  %c29 = arith.constant 29 : i64
  %m = arith.muli %acc, %k : i64
  %h = arith.xori %m, %x : i64
  %s = arith.shrui %h, %c29 : i64
  %r = arith.addi %h, %s : i64
  return %r : i64
}
func.func @f1(%v5: tensor<2xi32>, %v6: tensor<2xi32>) {
  %t16 = arith.constant 229781 : i64
  %t20 = arith.constant 131 : i64
  %v7 = tensor.extract_slice %v6[0] [1] [2] : tensor<2xi32> to tensor<1xi32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v6 : tensor<2xi32>) {
  ^bb0(%out: i32):
    %t17 = linalg.index 0 : index
    %t18 = arith.index_cast %t17 : index to i64
    %t19 = func.call @mix(%t16, %t18, %t20) : (i64, i64, i64) -> i64
    %t21 = arith.trunci %t19 : i64 to i32
    linalg.yield %t21 : i32
  } -> tensor<2xi32>
  %v9 = tensor.extract_slice %v8[1] [1] [2] : tensor<2xi32> to tensor<1xi32>
  return
}
func.func @main() {
  %t2 = arith.constant 849484 : i64
  %t6 = arith.constant 131 : i64
  %t10 = arith.constant 133 : i64
  %t12 = arith.constant 0 : index
  %t13 = arith.constant 1 : index
  %t1 = tensor.empty() : tensor<2x1xi32>
  %v1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%t1 : tensor<2x1xi32>) {
  ^bb0(%out: i32):
    %t3 = linalg.index 0 : index
    %t4 = arith.index_cast %t3 : index to i64
    %t5 = func.call @mix(%t2, %t4, %t6) : (i64, i64, i64) -> i64
    %t7 = linalg.index 1 : index
    %t8 = arith.index_cast %t7 : index to i64
    %t9 = func.call @mix(%t5, %t8, %t10) : (i64, i64, i64) -> i64
    %t11 = arith.trunci %t9 : i64 to i32
    linalg.yield %t11 : i32
  } -> tensor<2x1xi32>
  %v2 = tensor.collapse_shape %v1 [[0, 1]] : tensor<2x1xi32> into tensor<2xi32>
  %v29 = scf.for %t14 = %t12 to %t13 step %t13 iter_args(%v3 = %v2) -> (tensor<2xi32>) {
    %v22 = scf.for %t15 = %t12 to %t13 step %t13 iter_args(%v4 = %v3) -> (tensor<2xi32>) {
      func.call @f1(%v4, %v2) : (tensor<2xi32>, tensor<2xi32>) -> ()
      scf.yield %v4 : tensor<2xi32>
    }
    scf.yield %v3 : tensor<2xi32>
  }
  return
}
