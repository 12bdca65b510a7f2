// RUN: not memopt --buffer-results-to-out-params --split-input-file %s 2>&1 | FileCheck %s

// A dynamic result needs hoist-dynamic-allocs and sizes that are arguments.
func.func private @dyn(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @use(%n: index) {
  // CHECK: buffer_results_to_out_params_errors.mlir:[[@LINE+1]]:8: error: cannot create out param for dynamically shaped result
  %0 = call @dyn(%n) : (index) -> memref<?xf32>
  return
}

// -----

// CHECK: buffer_results_to_out_params_errors.mlir:[[@LINE+1]]:1: error: cannot create out param for result with unsupported layout
func.func private @offset(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}
