module {
  func.func @elementwise(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.add ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.sub ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.mul ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.div ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.min ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.log ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.abs ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.sqrt ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.tanh ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.negf ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

