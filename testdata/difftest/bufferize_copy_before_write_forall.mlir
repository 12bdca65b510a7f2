// Regression test of docs/TESTING.md bufferize bug B2, found by the program
// generator (tensor seed 10), reduced: with copy-before-write, memopt's
// one-shot-bufferize of an scf.forall with shared_outs and
// tensor.parallel_insert_slice created a memref.subview whose operand did not
// dominate it (the verifier rejected the pass's output). Fixed in c94a1f6.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops copy-before-write})' %s \
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
func.func @main() {
  %t2 = arith.constant 99946 : i64
  %t6 = arith.constant 131 : i64
  %t10 = arith.constant 133 : i64
  %t1 = tensor.empty() : tensor<1x1xi32>
  %v67 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%t1 : tensor<1x1xi32>) {
  ^bb0(%out: i32):
    %t3 = linalg.index 0 : index
    %t4 = arith.index_cast %t3 : index to i64
    %t5 = func.call @mix(%t2, %t4, %t6) : (i64, i64, i64) -> i64
    %t7 = linalg.index 1 : index
    %t8 = arith.index_cast %t7 : index to i64
    %t9 = func.call @mix(%t5, %t8, %t10) : (i64, i64, i64) -> i64
    %t11 = arith.trunci %t9 : i64 to i32
    linalg.yield %t11 : i32
  } -> tensor<1x1xi32>
  %v72 = scf.forall (%t12) in (1) shared_outs(%t13 = %v67) -> (tensor<1x1xi32>) {
    %v69 = tensor.extract_slice %t13[%t12, 0] [1, 1] [1, 1] : tensor<1x1xi32> to tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v69 into %t13[%t12, 0] [1, 1] [1, 1] : tensor<1xi32> into tensor<1x1xi32>
    }
  }
  return
}
