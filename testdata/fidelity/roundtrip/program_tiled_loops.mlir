module {
  func.func @tiled(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    scf.for %arg3 = %c0 to %c64 step %c16 {
      scf.for %arg4 = %c0 to %c64 step %c16 {
        %alloc = memref.alloc() : memref<16x16xf32>
        %subview = memref.subview %arg0[%arg3, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
        %subview_0 = memref.subview %arg1[0, %arg4] [64, 16] [1, 1] : memref<64x64xf32> to memref<64x16xf32, strided<[64, 1], offset: ?>>
        %subview_1 = memref.subview %arg2[%arg3, %arg4] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
        linalg.copy ins(%subview_1 : memref<16x16xf32, strided<[64, 1], offset: ?>>) outs(%alloc : memref<16x16xf32>)
        linalg.matmul ins(%subview, %subview_0 : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<64x16xf32, strided<[64, 1], offset: ?>>) outs(%alloc : memref<16x16xf32>)
        linalg.copy ins(%alloc : memref<16x16xf32>) outs(%subview_1 : memref<16x16xf32, strided<[64, 1], offset: ?>>)
        memref.dealloc %alloc : memref<16x16xf32>
      }
    }
    return
  }
}

