// Regression (docs/TESTING.md B2): with copy-before-write, the destination
// of tensor.parallel_insert_slice (an scf.forall shared output) gets no
// copy of its own, as in MLIR: the forall's shared_outs operand is copied
// before the loop and the threads write that copy. A copy made inside the
// scf.forall.in_parallel region gave a memref.subview of a buffer that
// does not dominate it, and the verifier rejected the output.
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s | FileCheck %s --check-prefix=IR
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s \
// RUN: | mlir-opt --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The same program bufferized by mlir-opt prints the same lines.
// RUN: mlir-opt --one-shot-bufferize="bufferize-function-boundaries copy-before-write" %s \
// RUN:   --scf-forall-to-for --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// Rows 0 and 1 swapped by the forall, then the table it started from.
// CHECK:      10, 11
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 10, 11

// The shared output is copied once, before the loop; the threads write
// subviews of that copy (the row a thread copies into has an allocation
// of its own, the tensor.empty's).
// IR-LABEL: func.func @main()
// IR:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi64>
// IR:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi64>
// IR-NEXT:    memref.copy %[[T]], %[[OUT]]
// IR-NEXT:    scf.forall (%[[I:.*]]) in (2) {
// IR:           %[[SV:.*]] = memref.subview %[[OUT]][%[[I]], 0] [1, 2] [1, 1]
// IR-NEXT:      memref.copy %{{.*}}, %[[SV]]
// IR-NEXT:    }

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints every row of a 2x2 table.
func.func @print_table(%t: tensor<2x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %a = tensor.extract %t[%i, %c0] : tensor<2x2xi64>
    %b = tensor.extract %t[%i, %c1] : tensor<2x2xi64>
    func.call @printI64(%a) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%b) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<[[0, 1], [10, 11]]> : tensor<2x2xi64>
  %e = tensor.empty() : tensor<2x2xi64>
  %table = linalg.copy ins(%init : tensor<2x2xi64>) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
  // Thread i writes row 1-i of the table it started from into row i.
  %swapped = scf.forall (%i) in (2) shared_outs(%o = %table) -> (tensor<2x2xi64>) {
    %j = arith.subi %c1, %i : index
    %row = tensor.extract_slice %table[%j, 0] [1, 2] [1, 1] : tensor<2x2xi64> to tensor<2xi64>
    %fresh = tensor.empty() : tensor<2xi64>
    %copy = linalg.copy ins(%row : tensor<2xi64>) outs(%fresh : tensor<2xi64>) -> tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %copy into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<2x2xi64>
    }
  }
  func.call @print_table(%swapped) : (tensor<2x2xi64>) -> ()
  func.call @print_table(%table) : (tensor<2x2xi64>) -> ()
  return
}
