// RUN: memopt --merge-alloc="planner-options=cost-model" %s | FileCheck %s
// RUN: memopt --merge-alloc="planner-options=cost-model" %s | memopt --merge-alloc="planner-options=cost-model" | FileCheck %s
// RUN: memopt --merge-alloc="analysis-only" %s | FileCheck %s --check-prefix=TICKS

// The seed's 4-matmul MLP after
// `mlir-opt --one-shot-bufferize="bufferize-function-boundaries"`: the three
// temporaries fit in twice the size of one (the third reuses the first's
// bytes); the returned buffer is left alone.

// CHECK-LABEL: func.func @mlp(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK-NEXT:    %[[O1:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[BUF]][%[[O1]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:    linalg.matmul ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[A]] : memref<128x128xf32>)
// CHECK-NEXT:    %[[O2:.*]] = arith.constant 65536 : index
// CHECK-NEXT:    %[[B:.*]] = memref.view %[[BUF]][%[[O2]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:    linalg.matmul ins(%[[A]], %{{.*}} : {{.*}}) outs(%[[B]] : memref<128x128xf32>)
// CHECK-NEXT:    %[[O3:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C:.*]] = memref.view %[[BUF]][%[[O3]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:    linalg.matmul ins(%[[B]], %{{.*}} : {{.*}}) outs(%[[C]] : memref<128x128xf32>)
// CHECK-NEXT:    %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// CHECK-NEXT:    linalg.matmul ins(%[[C]], %{{.*}} : {{.*}}) outs(%[[D]] : memref<128x128xf32>)
// CHECK-NEXT:    memref.cast %[[D]]
// CHECK-NEXT:    return %[[D]] : memref<128x128xf32>

// Ticks: func 1; allocs 2 7 12 17; matmuls 3 8 13 18, each followed by the
// three ops of its implicit body (arith.mulf, arith.addf, linalg.yield), as
// MLIR's pre-order walk visits them; cast 22, return 23.
// TICKS-LABEL: func.func @mlp(
// TICKS-SAME:    attributes {__mergealloc_scope = 1 : i64}
// TICKS:         memref.alloc() {{.*}}__mergealloc_lifetime = array<i64: 1, 3, 8>
// TICKS:         memref.alloc() {{.*}}__mergealloc_lifetime = array<i64: 1, 8, 13>
// TICKS:         memref.alloc() {{.*}}__mergealloc_lifetime = array<i64: 1, 13, 18>
// TICKS:         memref.alloc() {{.*}}__mergealloc_lifetime = array<i64: 1, -2, -2>

module {
  func.func @mlp(%arg0: memref<128x128xf32, strided<[?, ?], offset: ?>>, %arg1: memref<128x128xf32, strided<[?, ?], offset: ?>>) -> memref<128x128xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.matmul ins(%arg0, %arg1 : memref<128x128xf32, strided<[?, ?], offset: ?>>, memref<128x128xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<128x128xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.matmul ins(%alloc, %arg1 : memref<128x128xf32>, memref<128x128xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<128x128xf32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.matmul ins(%alloc_0, %arg1 : memref<128x128xf32>, memref<128x128xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<128x128xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
    linalg.matmul ins(%alloc_1, %arg1 : memref<128x128xf32>, memref<128x128xf32, strided<[?, ?], offset: ?>>) outs(%alloc_2 : memref<128x128xf32>)
    %cast = memref.cast %alloc_2 : memref<128x128xf32> to memref<128x128xf32, strided<[?, ?], offset: ?>>
    return %alloc_2 : memref<128x128xf32>
  }
}

