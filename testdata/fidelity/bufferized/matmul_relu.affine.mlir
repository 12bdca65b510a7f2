module {
  func.func @matmul_relu(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 8 {
        affine.store %cst, %alloc[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    memref.copy %alloc, %alloc_0 : memref<8x8xf32> to memref<8x8xf32>
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 16 {
          %0 = affine.load %arg0[%arg2, %arg4] : memref<8x16xf32, strided<[?, ?], offset: ?>>
          %1 = affine.load %arg1[%arg4, %arg3] : memref<16x8xf32, strided<[?, ?], offset: ?>>
          %2 = affine.load %alloc_0[%arg2, %arg3] : memref<8x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %alloc_0[%arg2, %arg3] : memref<8x8xf32>
        }
      }
    }
    affine.for %arg2 = 0 to 8 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %alloc_0[%arg2, %arg3] : memref<8x8xf32>
        %1 = affine.load %alloc[%arg2, %arg3] : memref<8x8xf32>
        %2 = arith.maximumf %0, %1 : f32
        affine.store %2, %alloc[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    return %alloc : memref<8x8xf32>
  }
}

