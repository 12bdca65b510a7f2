module {
  func.func @tb(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<16x8xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    linalg.transpose ins(%arg0 : memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<16x8xf32>) permutation = [1, 0] 
    linalg.broadcast ins(%arg1 : memref<8xf32, strided<[?], offset: ?>>) outs(%alloc : memref<16x8xf32>) dimensions = [0] 
    linalg.add ins(%alloc_0, %alloc : memref<16x8xf32>, memref<16x8xf32>) outs(%alloc : memref<16x8xf32>)
    memref.dealloc %alloc_0 : memref<16x8xf32>
    return %alloc : memref<16x8xf32>
  }
}

