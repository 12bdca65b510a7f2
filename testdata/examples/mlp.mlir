// The README's main-job example: the 4-matmul MLP of intel/graph-compiler's
// merge-alloc design, bufferized by
//   mlir-opt --one-shot-bufferize="bufferize-function-boundaries"
// Run `memopt --merge-alloc testdata/examples/mlp.mlir`: the three
// temporaries %alloc, %alloc_0 and %alloc_1 become memref.views into one
// memref<131072xi8> (twice the size of one temporary: %alloc_1 reuses the
// bytes of %alloc); the returned %alloc_2 is untouched.
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

