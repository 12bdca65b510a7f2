// Regression (docs/TESTING.md B3): with
// function-boundary-type-conversion=identity-layout-map, a slice of a
// buffer (a row at a non-zero offset) passed to a function whose argument
// has the identity layout must be copied into a fresh buffer, as MLIR's
// castOrReallocMemRefValue does: a memref.cast from offset ? to offset 0
// verifies but makes the callee read and write row 0 instead.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=IR
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s \
// RUN: | mlir-opt --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The same program bufferized by mlir-opt prints the same lines.
// RUN: mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s \
// RUN:   --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// The rows of the 3x2 table after @bump added 100 to rows 0 and 1, 200
// to row 2, then row 2 read through a slice, then the untouched table.
// CHECK:      100, 101
// CHECK-NEXT: 110, 111
// CHECK-NEXT: 220, 221
// CHECK-NEXT: 20, 21
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 10, 11
// CHECK-NEXT: 20, 21

// Each row handed to a callee is a subview copied into an identity buffer.
// IR-LABEL: func.func @main()
// IR:         scf.forall
// IR:           %[[SV:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 2] [1, 1] : memref<3x2xi64> to memref<2xi64, strided<[1], offset: ?>>
// IR:           %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// IR-NEXT:      memref.copy %[[SV]], %[[A]] : memref<2xi64, strided<[1], offset: ?>> to memref<2xi64>
// IR-NEXT:      func.call @bump(%[[A]], %{{.*}}) : (memref<2xi64>, i64) -> memref<2xi64>
// IR-NOT:     memref.cast

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the two elements of a row.
func.func @print_row(%r: tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %r[%c0] : tensor<2xi64>
  %b = tensor.extract %r[%c1] : tensor<2xi64>
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Adds %k to every element of %r with its own forall, in place.
func.func @bump(%r: tensor<2xi64>, %k: i64) -> tensor<2xi64> {
  %0 = scf.forall (%i) in (2) shared_outs(%o = %r) -> (tensor<2xi64>) {
    %e = tensor.extract %o[%i] : tensor<2xi64>
    %s = arith.addi %e, %k : i64
    %t = tensor.from_elements %s : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xi64> into tensor<2xi64>
    }
  }
  return %0 : tensor<2xi64>
}

// Prints every row of a 3x2 table.
func.func @print_table(%t: tensor<3x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %row = tensor.extract_slice %t[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    func.call @print_row(%row) : (tensor<2xi64>) -> ()
  }
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : i64
  %c200 = arith.constant 200 : i64
  %init = arith.constant dense<[[0, 1], [10, 11], [20, 21]]> : tensor<3x2xi64>
  %e = tensor.empty() : tensor<3x2xi64>
  %table = linalg.copy ins(%init : tensor<3x2xi64>) outs(%e : tensor<3x2xi64>) -> tensor<3x2xi64>
  %bumped = scf.forall (%i) in (3) shared_outs(%o = %table) -> (tensor<3x2xi64>) {
    %row = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %is2 = arith.cmpi eq, %i, %c2 : index
    %k = arith.select %is2, %c200, %c100 : i64
    %new = func.call @bump(%row, %k) : (tensor<2xi64>, i64) -> tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %new into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  func.call @print_table(%bumped) : (tensor<3x2xi64>) -> ()
  %last = tensor.extract_slice %table[2, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
  func.call @print_row(%last) : (tensor<2xi64>) -> ()
  func.call @print_table(%table) : (tensor<3x2xi64>) -> ()
  return
}
