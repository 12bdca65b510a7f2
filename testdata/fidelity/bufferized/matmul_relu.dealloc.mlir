module {
  func.func @matmul_relu(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x8xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    memref.copy %alloc, %alloc_0 : memref<8x8xf32> to memref<8x8xf32>
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<8x8xf32>)
    linalg.max ins(%alloc_0, %alloc : memref<8x8xf32>, memref<8x8xf32>) outs(%alloc : memref<8x8xf32>)
    memref.dealloc %alloc_0 : memref<8x8xf32>
    return %alloc : memref<8x8xf32>
  }
}

