// The real mlir-opt and mlir-runner, with MLIR's runtime-library
// substitutions, are available to tests that require them.
// REQUIRES: mlir-opt, mlir-runner
// RUN: mlir-opt %s --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// CHECK: 42
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
