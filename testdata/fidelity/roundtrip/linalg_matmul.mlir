module {
  func.func @matmul(%arg0: memref<8x16xf32>, %arg1: memref<16x4xf32>, %arg2: memref<8x4xf32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32>, memref<16x4xf32>) outs(%arg2 : memref<8x4xf32>)
    return
  }
  func.func @matmul_tensor(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = linalg.matmul ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16x4xf32>) outs(%arg2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

