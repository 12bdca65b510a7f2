// Regression (docs/TESTING.md B1): a view (tensor.extract_slice,
// tensor.expand_shape) of the result of an op that writes a function
// argument in place has the layout of that argument's buffer (fully
// dynamic by default), as in MLIR: the DPS result is equivalent to its
// init, which the rewrite has already retyped to a memref. The view got
// the static layout of a fresh allocation (strided<[2], offset: 1>, an
// identity expand_shape), which mlir-opt rejects.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries" %s | FileCheck %s --check-prefix=IR
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries" %s | mlir-opt --verify-roundtrip > /dev/null
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries" %s \
// RUN: | mlir-opt --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The same program bufferized by mlir-opt prints the same lines.
// RUN: mlir-opt --one-shot-bufferize="bufferize-function-boundaries" %s \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// CHECK:      1, 3, 5
// CHECK-NEXT: 3, 4, 5
// CHECK-NEXT: 7, 7, 7

// IR-LABEL: func.func @odd(
// IR-SAME:      %[[A:.*]]: memref<6xi64, strided<[?], offset: ?>>) -> memref<3xi64, strided<[?], offset: ?>>
// IR:         linalg.generic {{.*}} outs(%[[A]] : memref<6xi64, strided<[?], offset: ?>>)
// IR:         %[[S:.*]] = memref.subview %[[A]][1] [3] [2] : memref<6xi64, strided<[?], offset: ?>> to memref<3xi64, strided<[?], offset: ?>>
// IR-NEXT:    return %[[S]]
// IR-LABEL: func.func @rows(
// IR-SAME:      %[[A:.*]]: memref<6xi64, strided<[?], offset: ?>>) -> memref<2x3xi64, strided<[?, ?], offset: ?>>
// IR:         %[[E:.*]] = memref.expand_shape %[[A]] {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xi64, strided<[?], offset: ?>> into memref<2x3xi64, strided<[?, ?], offset: ?>>
// IR-NEXT:    return %[[E]]
// IR-LABEL: func.func @sevens(
// IR:         scf.for {{.*}} -> (memref<6xi64, strided<[?], offset: ?>>)
// IR:           memref.subview %{{.*}}[0] [3] [2] : memref<6xi64, strided<[?], offset: ?>> to memref<3xi64, strided<[?], offset: ?>>

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

#id = affine_map<(i) -> (i)>

// Writes 0..5 into %a in place and returns its odd elements.
func.func @odd(%a: tensor<6xi64>) -> tensor<3xi64> {
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<6xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<6xi64>
  %s = tensor.extract_slice %w[1] [3] [2] : tensor<6xi64> to tensor<3xi64>
  return %s : tensor<3xi64>
}

// Writes 0..5 into %a in place and returns it as a 2x3 table.
func.func @rows(%a: tensor<6xi64>) -> tensor<2x3xi64> {
  %w = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<6xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<6xi64>
  %e = tensor.expand_shape %w [[0, 1]] output_shape [2, 3] : tensor<6xi64> into tensor<2x3xi64>
  return %e : tensor<2x3xi64>
}

// Fills %a with 7 in a loop and returns its even elements (a view of a
// loop-carried buffer with the argument's layout).
func.func @sevens(%a: tensor<6xi64>) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i64
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %a) -> (tensor<6xi64>) {
    %f = linalg.fill ins(%c7 : i64) outs(%t : tensor<6xi64>) -> tensor<6xi64>
    scf.yield %f : tensor<6xi64>
  }
  %s = tensor.extract_slice %r[0] [3] [2] : tensor<6xi64> to tensor<3xi64>
  return %s : tensor<3xi64>
}

func.func @print3(%t: tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract %t[%c0] : tensor<3xi64>
  %b = tensor.extract %t[%c1] : tensor<3xi64>
  %c = tensor.extract %t[%c2] : tensor<3xi64>
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<6xi64>
  %o = call @odd(%e) : (tensor<6xi64>) -> tensor<3xi64>
  call @print3(%o) : (tensor<3xi64>) -> ()
  %e2 = tensor.empty() : tensor<6xi64>
  %t = call @rows(%e2) : (tensor<6xi64>) -> tensor<2x3xi64>
  %row = tensor.extract_slice %t[1, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
  call @print3(%row) : (tensor<3xi64>) -> ()
  %e3 = tensor.empty() : tensor<6xi64>
  %s = call @sevens(%e3) : (tensor<6xi64>) -> tensor<3xi64>
  call @print3(%s) : (tensor<3xi64>) -> ()
  return
}
