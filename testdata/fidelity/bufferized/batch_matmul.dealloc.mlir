module {
  func.func @bmm(%arg0: memref<2x8x16xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2x16x8xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x8x8xf32>)
    linalg.batch_matmul ins(%arg0, %arg1 : memref<2x8x16xf32, strided<[?, ?, ?], offset: ?>>, memref<2x16x8xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<2x8x8xf32>)
    return %alloc : memref<2x8x8xf32>
  }
}

