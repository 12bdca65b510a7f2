module {
  func.func @bmm(%arg0: memref<2x8x16xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2x16x8xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x8x8xf32>
    affine.for %arg2 = 0 to 2 {
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 8 {
          affine.store %cst, %alloc[%arg2, %arg3, %arg4] : memref<2x8x8xf32>
        }
      }
    }
    affine.for %arg2 = 0 to 2 {
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 8 {
          affine.for %arg5 = 0 to 16 {
            %0 = affine.load %arg0[%arg2, %arg3, %arg5] : memref<2x8x16xf32, strided<[?, ?, ?], offset: ?>>
            %1 = affine.load %arg1[%arg2, %arg5, %arg4] : memref<2x16x8xf32, strided<[?, ?, ?], offset: ?>>
            %2 = affine.load %alloc[%arg2, %arg3, %arg4] : memref<2x8x8xf32>
            %3 = arith.mulf %0, %1 : f32
            %4 = arith.addf %2, %3 : f32
            affine.store %4, %alloc[%arg2, %arg3, %arg4] : memref<2x8x8xf32>
          }
        }
      }
    }
    return %alloc : memref<2x8x8xf32>
  }
}

