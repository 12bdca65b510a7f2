func.func @tiled(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c16 {
    scf.for %j = %c0 to %c64 step %c16 {
      %tmp = memref.alloc() : memref<16x16xf32>
      %sa = memref.subview %a[%i, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      %sb = memref.subview %b[0, %j] [64, 16] [1, 1] : memref<64x64xf32> to memref<64x16xf32, strided<[64, 1], offset: ?>>
      %sc = memref.subview %c[%i, %j] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
      linalg.copy ins(%sc : memref<16x16xf32, strided<[64, 1], offset: ?>>) outs(%tmp : memref<16x16xf32>)
      linalg.matmul ins(%sa, %sb : memref<16x64xf32, strided<[64, 1], offset: ?>>, memref<64x16xf32, strided<[64, 1], offset: ?>>) outs(%tmp : memref<16x16xf32>)
      linalg.copy ins(%tmp : memref<16x16xf32>) outs(%sc : memref<16x16xf32, strided<[64, 1], offset: ?>>)
      memref.dealloc %tmp : memref<16x16xf32>
    }
  }
  return
}
