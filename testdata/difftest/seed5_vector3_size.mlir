// Found by the program generator (seed 5), reduced: merge-alloc{planner-options=cost-model alignment=64}
// overwrote the heap (mlir-runner hung in malloc): a vector<3xi32> element
// takes 16 bytes in memory, merge-alloc counted 12, so the merged buffer
// was 288 bytes for 384 bytes of data.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --pass-pipeline='builtin.module(func.func(merge-alloc{planner-options=cost-model alignment=64}))' %s \
// RUN: | mlir-opt --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// CHECK: 5, 9097052420728972700

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @main() {
  %v2 = memref.alloc() : memref<8x3xvector<3xi32>>
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 1 : index
  %t3 = arith.constant 8 : index
  scf.for %t4 = %t1 to %t3 step %t2 {
    %t5 = arith.constant 3 : index
    scf.for %t6 = %t1 to %t5 step %t2 {
      %t7 = arith.constant 3 : index
      %t8 = arith.muli %t4, %t7 : index
      %t9 = arith.addi %t8, %t6 : index
      %t10 = arith.index_cast %t9 : index to i64
      %t11 = arith.constant 927206 : i64
      %t12 = arith.constant 31 : i64
      %t13 = arith.muli %t11, %t12 : i64
      %t14 = arith.xori %t13, %t10 : i64
      %t15 = arith.constant 29 : i64
      %t16 = arith.shrui %t14, %t15 : i64
      %t17 = arith.addi %t14, %t16 : i64
      %t18 = arith.trunci %t17 : i64 to i32
      %t19 = vector.broadcast %t18 : i32 to vector<3xi32>
      %t20 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
      %t21 = arith.addi %t19, %t20 : vector<3xi32>
      memref.store %t21, %v2[%t4, %t6] : memref<8x3xvector<3xi32>>
    }
  }
  %t22 = arith.constant 39595 : i64
  %t23 = arith.constant 0 : index
  %t24 = arith.constant 1 : index
  %t25 = arith.constant 8 : index
  %t28 = scf.for %t26 = %t23 to %t25 step %t24 iter_args(%t27 = %t22) -> (i64) {
    %t29 = arith.constant 3 : index
    %t32 = scf.for %t30 = %t23 to %t29 step %t24 iter_args(%t31 = %t27) -> (i64) {
      %t33 = memref.load %v2[%t26, %t30] : memref<8x3xvector<3xi32>>
      %t34 = arith.constant 3 : i64
      %t35 = arith.constant 1000003 : i64
      %t36 = vector.extract %t33[0] : i32 from vector<3xi32>
      %t37 = arith.extui %t36 : i32 to i64
      %t38 = arith.muli %t34, %t35 : i64
      %t39 = arith.addi %t38, %t37 : i64
      %t40 = vector.extract %t33[1] : i32 from vector<3xi32>
      %t41 = arith.extui %t40 : i32 to i64
      %t42 = arith.muli %t39, %t35 : i64
      %t43 = arith.addi %t42, %t41 : i64
      %t44 = vector.extract %t33[2] : i32 from vector<3xi32>
      %t45 = arith.extui %t44 : i32 to i64
      %t46 = arith.muli %t43, %t35 : i64
      %t47 = arith.addi %t46, %t45 : i64
      %t48 = arith.constant 1000003 : i64
      %t49 = arith.muli %t31, %t48 : i64
      %t50 = arith.xori %t49, %t47 : i64
      %t51 = arith.constant 29 : i64
      %t52 = arith.shrui %t50, %t51 : i64
      %t53 = arith.addi %t50, %t52 : i64
      scf.yield %t53 : i64
    }
    scf.yield %t32 : i64
  }
  %t54 = arith.constant 5 : i64
  func.call @printI64(%t54) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t28) : (i64) -> ()
  func.call @printNewline() : () -> ()
    return
}
