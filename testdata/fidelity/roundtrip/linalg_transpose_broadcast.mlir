module {
  func.func @tb(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<16xf32>, %arg3: tensor<8x16xf32>) -> tensor<16x8xf32> {
    linalg.transpose ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) permutation = [1, 0] 
    linalg.broadcast ins(%arg2 : memref<16xf32>) outs(%arg0 : memref<8x16xf32>) dimensions = [0] 
    %0 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%arg3 : tensor<8x16xf32>) outs(%0 : tensor<16x8xf32>) permutation = [1, 0] 
    return %transposed : tensor<16x8xf32>
  }
}

