module {
  func.func @tiled_add(%arg0: memref<64x64xf32, strided<[?, ?], offset: ?>>, %arg1: memref<64x64xf32, strided<[?, ?], offset: ?>>) -> memref<64x64xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>
    %0 = scf.for %arg2 = %c0 to %c64 step %c16 iter_args(%arg3 = %alloc) -> (memref<64x64xf32>) {
      %subview = memref.subview %arg0[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<16x64xf32, strided<[?, ?], offset: ?>>
      %subview_0 = memref.subview %arg1[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32, strided<[?, ?], offset: ?>> to memref<16x64xf32, strided<[?, ?], offset: ?>>
      %subview_1 = memref.subview %arg3[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      scf.for %arg4 = %c0 to %c16 step %c1 {
        scf.for %arg5 = %c0 to %c64 step %c1 {
          %1 = memref.load %subview[%arg4, %arg5] : memref<16x64xf32, strided<[?, ?], offset: ?>>
          %2 = memref.load %subview_0[%arg4, %arg5] : memref<16x64xf32, strided<[?, ?], offset: ?>>
          %3 = arith.addf %1, %2 : f32
          memref.store %3, %subview_1[%arg4, %arg5] : memref<16x64xf32, strided<[64, 1], offset: ?>>
        }
      }
      %subview_2 = memref.subview %arg3[%arg2, 0] [16, 64] [1, 1] : memref<64x64xf32> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      memref.copy %subview_1, %subview_2 : memref<16x64xf32, strided<[64, 1], offset: ?>> to memref<16x64xf32, strided<[64, 1], offset: ?>>
      scf.yield %arg3 : memref<64x64xf32>
    }
    return %0 : memref<64x64xf32>
  }
}

