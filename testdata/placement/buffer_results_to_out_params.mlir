// RUN: memopt --buffer-results-to-out-params %s | FileCheck %s --check-prefixes=CHECK,COPY
// RUN: memopt --buffer-results-to-out-params="hoist-static-allocs add-result-attr" %s | FileCheck %s --check-prefixes=CHECK,HOIST

// The memref result becomes an argument; the callee copies into it (or,
// with hoist-static-allocs, writes it instead of its own allocation) and
// each caller allocates it.
// CHECK-LABEL: func.func private @make(
// COPY-SAME:       %[[X:.*]]: f32, %[[OUT:.*]]: memref<4xf32> {test.r}) -> i32 {
// HOIST-SAME:      %[[X:.*]]: f32, %[[OUT:.*]]: memref<4xf32> {bufferize.result, test.r}) -> i32 {
// COPY-NEXT:     %[[A:.*]] = memref.alloc() : memref<4xf32>
// COPY-NEXT:     linalg.fill ins(%[[X]] : f32) outs(%[[A]] : memref<4xf32>)
// HOIST-NEXT:    linalg.fill ins(%[[X]] : f32) outs(%[[OUT]] : memref<4xf32>)
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// COPY-NEXT:     memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    return %[[C]] : i32
func.func private @make(%x: f32) -> (memref<4xf32> {test.r}, i32) {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %c = arith.constant 7 : i32
  return %a, %c : memref<4xf32>, i32
}

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = call @make(%{{.*}}, %[[B]]) : (f32, memref<4xf32>) -> i32
// CHECK-NEXT:    return %[[B]], %[[R]] : memref<4xf32>, i32
func.func @caller(%x: f32) -> (memref<4xf32>, i32) {
  %0, %1 = call @make(%x) : (f32) -> (memref<4xf32>, i32)
  return %0, %1 : memref<4xf32>, i32
}
