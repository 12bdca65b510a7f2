// Inputs ownership-based-buffer-deallocation rejects, with mlir-opt 22's
// messages at the same places.
// RUN: not memopt --split-input-file --ownership-based-buffer-deallocation %s 2>&1 | FileCheck %s

// CHECK: ownership_errors.mlir:[[# @LINE + 3]]:3: error: memory free side-effect on MemRef value not supported!
func.func @memref_dealloc() {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// CHECK: ownership_errors.mlir:[[# @LINE + 4]]:3: error: No deallocation operations must be present when running this pass!
func.func @bufferization_dealloc() {
  %0 = memref.alloc() : memref<2xf32>
  %c = arith.constant true
  bufferization.dealloc (%0 : memref<2xf32>) if (%c)
  return
}

// -----

// CHECK: ownership_errors.mlir:[[# @LINE + 2]]:8: error: ops with unknown memory side effects are not supported
func.func @unknown_op(%m: memref<2xf32>) -> memref<2xf32> {
  %0 = "test.make"(%m) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// CHECK: ownership_errors.mlir:[[# @LINE + 3]]:8: error: All operations with attached regions need to implement the RegionBranchOpInterface.
func.func @region_op_without_branch(%m: memref<8xf32>, %i: index) -> f32 {
  %f = arith.constant 1.0 : f32
  %0 = memref.generic_atomic_rmw %m[%i] : memref<8xf32> {
  ^bb0(%x: f32):
    %y = arith.addf %x, %f : f32
    memref.atomic_yield %y : f32
  }
  return %0 : f32
}

// -----

// CHECK: ownership_errors.mlir:[[# @LINE + 3]]:8: error: memory free side-effect on MemRef value not supported!
func.func @realloc(%n: index) -> memref<?xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.realloc %0(%n) : memref<4xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

// CHECK: ownership_errors.mlir:[[# @LINE + 1]]:1: error: Only structured control-flow loops are supported.
func.func @self_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
