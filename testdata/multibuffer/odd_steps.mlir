// RUN: memopt --multi-buffer %s --verify-diagnostics | FileCheck %s
// RUN: memopt --multi-buffer %s | mlir-opt --lower-affine | FileCheck %s --check-prefix=LOWERED
// REQUIRES: mlir-opt

// Loops whose constant step is not positive. A negative step counts the
// copies from the lower bound downwards with a positive divisor
// ((lb - iv) floordiv -step): lower-affine refuses division by a
// negative constant ("division by non-positive value is not supported",
// and mlir-opt 22 then crashes), so (iv - lb) floordiv step could not be
// lowered. A zero step is left alone. The affine constructors simplify
// as MLIR's do: ((-d0 + 16) floordiv 4) mod 2 is ((-d0) floordiv 4 + 4) mod 2,
// that is ((-d0) floordiv 4) mod 2.
// CHECK-DAG: #[[$NEG:map[0-9]*]] = affine_map<(d0) -> (((-d0) floordiv 4) mod 2)>
// CHECK-DAG: #[[$NEGSYM:map[0-9]*]] = affine_map<(d0)[s0] -> (((-d0 + s0) floordiv 4) mod 2)>
// CHECK-NOT: floordiv 0
// CHECK-NOT: floordiv -
// LOWERED-LABEL: func.func @negative_step(
// LOWERED-NOT: affine.apply

// CHECK-LABEL: func.func @negative_step(
// CHECK:         memref.alloc() : memref<2x4xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      affine.apply #[[$NEG]](%[[I]])
func.func @negative_step(%in: memref<16xf32>, %out: memref<16xf32>) {
  %tmp = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %cm4 = arith.constant -4 : index
  scf.for %i = %c16 to %c0 step %cm4 {
    %t = memref.subview %in[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %t, %tmp : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    %o = memref.subview %out[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %tmp, %o : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  }
  return
}

// CHECK-LABEL: func.func @negative_step_dynamic_lb(
// CHECK:         memref.alloc() : memref<2x4xf32>
// CHECK:         scf.for %[[I:.*]] = %[[LB:.*]] to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      affine.apply #[[$NEGSYM]](%[[I]])[%[[LB]]]
func.func @negative_step_dynamic_lb(%in: memref<16xf32>, %lb: index) {
  %tmp = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %cm4 = arith.constant -4 : index
  scf.for %i = %lb to %c0 step %cm4 {
    %t = memref.subview %in[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %t, %tmp : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @zero_step(
// CHECK:         memref.alloc() : memref<4xf32>
// CHECK-NOT:     affine.apply
func.func @zero_step(%in: memref<16xf32>) {
  // expected-remark @below {{the loop's step is 0}}
  %tmp = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c0 {
    %t = memref.subview %in[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %t, %tmp : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
  } {memopt.pipeline_depth = 2 : i64}
  return
}
