module {
  func.func @map_reduce(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32>, %arg2: memref<8xf32>, %arg3: tensor<8x16xf32>) -> tensor<8xf32> {
    linalg.map { arith.addf } ins(%arg0, %arg1 : memref<8x16xf32>, memref<8x16xf32>) outs(%arg1 : memref<8x16xf32>)
    linalg.map { math.exp } ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<8x16xf32>)
    linalg.reduce { arith.addf } ins(%arg0 : memref<8x16xf32>) outs(%arg2 : memref<8xf32>) dimensions = [1] 
    %0 = tensor.empty() : tensor<8xf32>
    %reduced = linalg.reduce ins(%arg3 : tensor<8x16xf32>) outs(%0 : tensor<8xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %1 = arith.maximumf %in, %init : f32
        linalg.yield %1 : f32
      }
    return %reduced : tensor<8xf32>
  }
}

