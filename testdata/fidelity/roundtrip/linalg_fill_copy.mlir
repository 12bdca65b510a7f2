module {
  func.func @fill_copy(%arg0: memref<8x8xf32>, %arg1: memref<8x8xf32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg0 : memref<8x8xf32>)
    linalg.copy ins(%arg0 : memref<8x8xf32>) outs(%arg1 : memref<8x8xf32>)
    %c1_i32 = arith.constant 1 : i32
    %0 = linalg.fill ins(%c1_i32 : i32) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}

