// --mlir-elide-elementsattrs-if-larger=N prints every dense or sparse
// elements attribute of more than N elements as dense_resource<__elided__>
// (its type kept), as mlir-opt does; splats print whole, and a sparse
// attribute is elided when its indices or its values are past the limit.
// RUN: memopt --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s
// RUN: memopt --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: memopt --mlir-elide-elementsattrs-if-larger=1 %s | FileCheck %s --check-prefix=ONE
// RUN: not memopt --mlir-elide-elementsattrs-if-larger=-1 %s 2>&1 | FileCheck %s --check-prefix=BAD
// The elided output reads back (as a resource with no data).
// RUN: memopt --mlir-elide-elementsattrs-if-larger=2 %s | memopt | FileCheck %s

// CHECK: memref.global "private" constant @w : memref<4xf32> = dense_resource<__elided__>
// CHECK: memref.global "private" constant @s : memref<4xf32> = dense<1.000000e+00>
// CHECK: arith.constant dense_resource<__elided__> : tensor<3xi32>
// CHECK: arith.constant {bar = [dense_resource<__elided__> : tensor<3xi8>], foo = dense<[1, 2]> : tensor<2xi8>} dense_resource<__elided__> : tensor<3xi32>
// CHECK: arith.constant sparse<{{\[}}[0], [1]], [1, 2]> : tensor<3xi32>

// GENERIC: "memref.global"() <{constant, initial_value = dense_resource<__elided__> : tensor<4xf32>, sym_name = "w", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// GENERIC: "arith.constant"() <{value = dense_resource<__elided__> : tensor<3xi32>}> : () -> tensor<3xi32>

// ONE: foo = dense_resource<__elided__> : tensor<2xi8>
// ONE: arith.constant dense_resource<__elided__> : tensor<3xi32>

// BAD: '-1' is not a value of the option '--mlir-elide-elementsattrs-if-larger' (a number of elements)

memref.global "private" constant @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @s : memref<4xf32> = dense<1.0>
func.func @f() -> tensor<3xi32> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %d = arith.constant {foo = dense<[1, 2]> : tensor<2xi8>, bar = [dense<[1,2,3]> : tensor<3xi8>]} dense<[4, 5, 6]> : tensor<3xi32>
  %e = arith.constant sparse<[[0], [1]], [1, 2]> : tensor<3xi32>
  return %c : tensor<3xi32>
}
