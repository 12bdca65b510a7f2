module {
  func.func @contractions(%arg0: memref<2x8x16xf32>, %arg1: memref<2x16x4xf32>, %arg2: memref<2x8x4xf32>, %arg3: memref<8x16xf32>, %arg4: memref<16xf32>, %arg5: memref<8xf32>, %arg6: memref<f32>) {
    linalg.batch_matmul ins(%arg0, %arg1 : memref<2x8x16xf32>, memref<2x16x4xf32>) outs(%arg2 : memref<2x8x4xf32>)
    linalg.matvec ins(%arg3, %arg4 : memref<8x16xf32>, memref<16xf32>) outs(%arg5 : memref<8xf32>)
    linalg.vecmat ins(%arg5, %arg3 : memref<8xf32>, memref<8x16xf32>) outs(%arg4 : memref<16xf32>)
    linalg.dot ins(%arg4, %arg4 : memref<16xf32>, memref<16xf32>) outs(%arg6 : memref<f32>)
    return
  }
}

