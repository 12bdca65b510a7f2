#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @pad_conv(%arg0: memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x8x8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x3xf32>
    affine.for %arg2 = 0 to 1 {
      affine.for %arg3 = 0 to 10 {
        affine.for %arg4 = 0 to 10 {
          affine.for %arg5 = 0 to 3 {
            affine.store %cst, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x10x10x3xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 8, 8, 3] [1, 1, 1, 1] : memref<1x10x10x3xf32> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    memref.copy %arg0, %subview : memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x4xf32>
    affine.for %arg2 = 0 to 1 {
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 8 {
          affine.for %arg5 = 0 to 4 {
            affine.store %cst, %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
          }
        }
      }
    }
    affine.for %arg2 = 0 to 1 {
      affine.for %arg3 = 0 to 8 {
        affine.for %arg4 = 0 to 8 {
          affine.for %arg5 = 0 to 4 {
            affine.for %arg6 = 0 to 3 {
              affine.for %arg7 = 0 to 3 {
                affine.for %arg8 = 0 to 3 {
                  %0 = affine.apply #map(%arg3, %arg6)
                  %1 = affine.apply #map(%arg4, %arg7)
                  %2 = affine.load %alloc[%arg2, %0, %1, %arg8] : memref<1x10x10x3xf32>
                  %3 = affine.load %arg1[%arg6, %arg7, %arg8, %arg5] : memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>
                  %4 = affine.load %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  affine.store %6, %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
                }
              }
            }
          }
        }
      }
    }
    return %alloc_0 : memref<1x8x8x4xf32>
  }
}

