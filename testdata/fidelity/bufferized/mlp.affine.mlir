module {
  func.func @mlp(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x32xf32, strided<[?, ?], offset: ?>>, %arg2: memref<32x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 32 {
        affine.store %cst, %alloc[%arg3, %arg4] : memref<4x32xf32>
      }
    }
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 32 {
        affine.for %arg5 = 0 to 16 {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<4x16xf32, strided<[?, ?], offset: ?>>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<16x32xf32, strided<[?, ?], offset: ?>>
          %2 = affine.load %alloc[%arg3, %arg4] : memref<4x32xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %alloc[%arg3, %arg4] : memref<4x32xf32>
        }
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x32xf32>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 32 {
        %0 = affine.load %alloc[%arg3, %arg4] : memref<4x32xf32>
        %1 = math.exp %0 : f32
        affine.store %1, %alloc_0[%arg3, %arg4] : memref<4x32xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 8 {
        affine.store %cst, %alloc_1[%arg3, %arg4] : memref<4x8xf32>
      }
    }
    affine.for %arg3 = 0 to 4 {
      affine.for %arg4 = 0 to 8 {
        affine.for %arg5 = 0 to 32 {
          %0 = affine.load %alloc_0[%arg3, %arg5] : memref<4x32xf32>
          %1 = affine.load %arg2[%arg5, %arg4] : memref<32x8xf32, strided<[?, ?], offset: ?>>
          %2 = affine.load %alloc_1[%arg3, %arg4] : memref<4x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %alloc_1[%arg3, %arg4] : memref<4x8xf32>
        }
      }
    }
    return %alloc_1 : memref<4x8xf32>
  }
}

