// docs/TESTING.md B4: with function-boundary-type-conversion=
// identity-layout-map, a function returning a tensor.cast to a dynamic
// shape of a loop result gets the result type of its declared tensor type
// (memref<4x?xf32>, with a memref.cast before the return), and its calls
// agree with it; the output is the same as mlir-opt 22's. (The reproducer
// failed because its pipeline bufferizes the output once more with
// mlir-opt's infer-layout-map function boundaries, which folds that
// memref.cast into @f's result type but leaves the call's type alone:
// mlir-opt 22's own output fails the same way there.)
// REQUIRES: mlir-opt, mlir-runner
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s | FileCheck %s --check-prefix=IR
// RUN: memopt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s \
// RUN: | mlir-opt --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The same program bufferized by mlir-opt prints the same lines.
// RUN: mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" %s \
// RUN:   --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

// CHECK:      8, 32

// IR-LABEL: func.func @f(
// IR-SAME:      %{{.*}}: index) -> memref<4x?xf32>
// IR:         %[[L:.*]] = scf.for {{.*}} -> (memref<4x8xf32>)
// IR:         %[[C:.*]] = memref.cast %[[L]] : memref<4x8xf32> to memref<4x?xf32>
// IR-NEXT:    return %[[C]] : memref<4x?xf32>
// IR-LABEL: func.func @main()
// IR:         call @f(%{{.*}}) : (index) -> memref<4x?xf32>

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// A 4x8 table of ones, summed into itself %n times, as a 4x? tensor.
func.func @f(%n: index) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4x8xf32>) {
    %s = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  %c = tensor.cast %r : tensor<4x8xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// Prints the number of columns and the sum of row 3 (2 doublings: 8 x 4).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %t = call @f(%c2) : (index) -> tensor<4x?xf32>
  %cols = tensor.dim %t, %c1 : tensor<4x?xf32>
  %sum = scf.for %j = %c0 to %cols step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = tensor.extract %t[%c3, %j] : tensor<4x?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %n = arith.index_cast %cols : index to i64
  %si = arith.fptosi %sum : f32 to i64
  call @printI64(%n) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%si) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
