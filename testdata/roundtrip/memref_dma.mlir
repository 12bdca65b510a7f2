func.func @dma(%src: memref<64xf32>, %dst: memref<64xf32, 1>, %tag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  memref.dma_start %src[%c0], %dst[%c0], %c64, %tag[%c0] : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %c64, %tag[%c0], %c8, %c8 : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c64 : memref<1xi32>
  return
}
