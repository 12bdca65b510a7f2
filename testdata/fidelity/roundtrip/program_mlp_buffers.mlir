module {
  func.func @mlp(%arg0: memref<4x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32x8xf32>, %arg3: memref<4x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4x32xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x16xf32>, memref<16x32xf32>) outs(%alloc : memref<4x32xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    linalg.max ins(%alloc, %alloc : memref<4x32xf32>, memref<4x32xf32>) outs(%alloc_0 : memref<4x32xf32>)
    memref.dealloc %alloc : memref<4x32xf32>
    linalg.fill ins(%cst : f32) outs(%arg3 : memref<4x8xf32>)
    linalg.matmul ins(%alloc_0, %arg2 : memref<4x32xf32>, memref<32x8xf32>) outs(%arg3 : memref<4x8xf32>)
    memref.dealloc %alloc_0 : memref<4x32xf32>
    return
  }
}

