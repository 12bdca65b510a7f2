// Regression (docs/TESTING.md B5): @twice returns the same tensor twice,
// so the two results of its call share one buffer. Writing into one
// result (linalg.add outs(%r#1)) must not bufferize in place while the
// other (%r#0) is read later: the analysis puts call results that the
// callee returns aliased into one alias set. mlir-opt 22's analysis misses
// this (its call results alias only the call's operands), writes %r#1 in
// place and prints 2, 4 twice: wrong code. Its
// copy-before-write bufferization, and memopt's in both modes, print the
// tensor semantics.
// NO-PARITY: memopt's analysis deliberately differs from mlir-opt 22's here (B5).
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=IR
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries" %s \
// RUN: | mlir-opt --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s \
// RUN: | mlir-opt --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The same program bufferized by mlir-opt with copy-before-write prints
// the same lines.
// RUN: mlir-opt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// %sum = %r#1 + %r#1 (2, 4), then %r#0 untouched (1, 2).
// CHECK:      2, 4
// CHECK-NEXT: 1, 2

// The add writes a fresh buffer; both call results stay as returned.
// IR-LABEL: func.func @twice(
// IR:         return %[[B:.*]], %[[B]] : memref<2xi64>, memref<2xi64>
// IR-LABEL: func.func @main()
// IR:         %[[R:.*]]:2 = call @twice()
// IR:         %[[NEW:.*]] = memref.alloc() {{.*}} : memref<2xi64>
// IR:         linalg.add ins(%[[R]]#1, %[[R]]#1 : memref<2xi64>, memref<2xi64>) outs(%[[NEW]] : memref<2xi64>)

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @twice() -> (tensor<2xi64>, tensor<2xi64>) {
  %e = tensor.empty() : tensor<2xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<2xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    %c1 = arith.constant 1 : i64
    %v = arith.addi %c, %c1 : i64
    linalg.yield %v : i64
  } -> tensor<2xi64>
  return %t, %t : tensor<2xi64>, tensor<2xi64>
}

func.func @print(%t: tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<2xi64>
  %b = tensor.extract %t[%c1] : tensor<2xi64>
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %r:2 = call @twice() : () -> (tensor<2xi64>, tensor<2xi64>)
  %sum = linalg.add ins(%r#1, %r#1 : tensor<2xi64>, tensor<2xi64>) outs(%r#1 : tensor<2xi64>) -> tensor<2xi64>
  call @print(%sum) : (tensor<2xi64>) -> ()
  call @print(%r#0) : (tensor<2xi64>) -> ()
  return
}
