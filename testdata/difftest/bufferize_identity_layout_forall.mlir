// Regression test of docs/TESTING.md bufferize bug B3, found by the program
// generator (tensor seed 5), reduced: with
// function-boundary-type-conversion=identity-layout-map, a slice of an
// scf.forall's shared_outs passed to a function that runs its own forall on it
// printed different checksums after memopt's one-shot-bufferize than after
// mlir-opt's (wrong code). Fixed in b8d7dfa.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map})' %s \
// RUN: | mlir-opt '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-math-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// CHECK: 20, 158380942661384825
// CHECK-NEXT: 20, 158380941911399363
// CHECK-NEXT: 20, 158380941075395520

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
func.func @f2(%v6: tensor<2xf16>) {
  %t24 = arith.constant 1 : index
  %t28 = arith.constant 2 : i64
  %t30 = arith.constant 0 : i64
  %t31 = arith.constant 158380 : i64
  %t32 = arith.constant 0 : index
  %t33 = arith.constant 2 : index
  %t41 = arith.constant 1000003 : i64
  %t42 = arith.constant 20 : i64
  %v23 = scf.forall (%t21) in (2) shared_outs(%t22 = %v6) -> (tensor<2xf16>) {
    %v10 = tensor.extract_slice %t22[%t21] [1] [1] : tensor<2xf16> to tensor<f16>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v10 into %t22[%t21] [1] [1] : tensor<f16> into tensor<2xf16>
    }
  }
  %t25 = tensor.extract %v23[%t24] : tensor<2xf16>
  %t26 = arith.bitcast %t25 : f16 to i16
  %t27 = arith.extui %t26 : i16 to i64
  %t29 = arith.andi %t27, %t28 : i64
  %t23 = arith.cmpi ne, %t29, %t30 : i64
  %v24 = arith.select %t23, %v6, %v23 : tensor<2xf16>
  %t36 = scf.for %t34 = %t32 to %t33 step %t24 iter_args(%t35 = %t31) -> (i64) {
    %t37 = tensor.extract %v24[%t34] : tensor<2xf16>
    %t38 = arith.bitcast %t37 : f16 to i16
    %t39 = arith.extui %t38 : i16 to i64
    %t40 = func.call @mix(%t35, %t39, %t41) : (i64, i64, i64) -> i64
    scf.yield %t40 : i64
  }
  func.call @printI64(%t42) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t36) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @f1(%v2: tensor<f32>) {
  %t7 = arith.constant 533622 : i64
  %t11 = arith.constant 131 : i64
  %t15 = arith.constant 133 : i64
  %t17 = arith.constant 1023 : i64
  %t6 = tensor.empty() : tensor<3x2xf16>
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%t6 : tensor<3x2xf16>) {
  ^bb0(%out: f16):
    %t8 = linalg.index 0 : index
    %t9 = arith.index_cast %t8 : index to i64
    %t10 = func.call @mix(%t7, %t9, %t11) : (i64, i64, i64) -> i64
    %t12 = linalg.index 1 : index
    %t13 = arith.index_cast %t12 : index to i64
    %t14 = func.call @mix(%t10, %t13, %t15) : (i64, i64, i64) -> i64
    %t18 = arith.andi %t14, %t17 : i64
    %t16 = arith.sitofp %t18 : i64 to f16
    linalg.yield %t16 : f16
  } -> tensor<3x2xf16>
  %v28 = scf.forall (%t19) in (3) shared_outs(%t20 = %v4) -> (tensor<3x2xf16>) {
    %v5 = tensor.extract_slice %t20[%t19, 0] [1, 2] [1, 1] : tensor<3x2xf16> to tensor<2xf16>
    func.call @f2(%v5) : (tensor<2xf16>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v5 into %t20[%t19, 0] [1, 2] [1, 1] : tensor<2xf16> into tensor<3x2xf16>
    }
  }
  return
}
func.func @main() {
  %t2 = arith.constant 166575 : i64
  %t4 = arith.constant 1023 : i64
  %t1 = tensor.empty() : tensor<f32>
  %v1 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%t1 : tensor<f32>) {
  ^bb0(%out: f32):
    %t5 = arith.andi %t2, %t4 : i64
    %t3 = arith.sitofp %t5 : i64 to f32
    linalg.yield %t3 : f32
  } -> tensor<f32>
  func.call @f1(%v1) : (tensor<f32>) -> ()
  return
}
