module {
  func.func @dma(%arg0: memref<64xf32>, %arg1: memref<64xf32, 1>, %arg2: memref<1xi32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    memref.dma_start %arg0[%c0], %arg1[%c0], %c64, %arg2[%c0] : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
    memref.dma_wait %arg2[%c0], %c64 : memref<1xi32>
    memref.dma_start %arg0[%c0], %arg1[%c0], %c64, %arg2[%c0], %c8, %c8 : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
    memref.dma_wait %arg2[%c0], %c64 : memref<1xi32>
    return
  }
}

