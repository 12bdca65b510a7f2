module {
  func.func @tiled_add(%arg0: memref<64x64xf32, strided<[?, ?], offset: ?>>, %arg1: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<64x64xf32> {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    %0 = scf.for %arg2 = %c0 to %c64 step %c16 iter_args(%arg3 = %alloc) -> (memref<64x64xf32>) {
      %subview = memref.subview %arg0[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<16x64xf32, strided<[?, ?], offset: ?>>
      %subview_0 = memref.subview %arg1[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<16x64xf32, strided<[?, ?], offset: ?>>
      %subview_1 = memref.subview %arg3[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      linalg.add ins(%subview, %subview_0 : memref<16x64xf32, strided<[?, ?], offset: ?>>, memref<16x64xf32, strided<[?, ?], offset: ?>>) outs(%subview_1 : memref<16x64xf32, strided<[64, 1], offset: ?>>)
      %subview_2 = memref.subview %arg3[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      memref.copy %subview_1, %subview_2 : memref<16x64xf32, strided<[64, 1], offset: ?>> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      scf.yield %arg3 : memref<64x64xf32>
    }
    %cast = memref.cast %0 : memref<64x64xf32> to memref<64x64xf32, strided<[?, ?], offset: ?>>
    return %0 : memref<64x64xf32>
  }
}

