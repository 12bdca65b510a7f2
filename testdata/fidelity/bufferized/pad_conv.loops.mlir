#map = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @pad_conv(%arg0: memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x8x8x4xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x10x10x3xf32>
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c10 step %c1 {
        scf.for %arg4 = %c0 to %c10 step %c1 {
          scf.for %arg5 = %c0 to %c3 step %c1 {
            memref.store %cst, %alloc[%arg2, %arg3, %arg4, %arg5] : memref<1x10x10x3xf32>
          }
        }
      }
    }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 8, 8, 3] [1, 1, 1, 1] : memref<1x10x10x3xf32> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    memref.copy %arg0, %subview : memref<1x8x8x3xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x8x8x4xf32>
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        scf.for %arg4 = %c0 to %c8 step %c1 {
          scf.for %arg5 = %c0 to %c4 step %c1 {
            memref.store %cst, %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
          }
        }
      }
    }
    scf.for %arg2 = %c0 to %c1 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        scf.for %arg4 = %c0 to %c8 step %c1 {
          scf.for %arg5 = %c0 to %c4 step %c1 {
            scf.for %arg6 = %c0 to %c3 step %c1 {
              scf.for %arg7 = %c0 to %c3 step %c1 {
                scf.for %arg8 = %c0 to %c3 step %c1 {
                  %0 = affine.apply #map(%arg3, %arg6)
                  %1 = affine.apply #map(%arg4, %arg7)
                  %2 = memref.load %alloc[%arg2, %0, %1, %arg8] : memref<1x10x10x3xf32>
                  %3 = memref.load %arg1[%arg6, %arg7, %arg8, %arg5] : memref<3x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>
                  %4 = memref.load %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
                  %5 = arith.mulf %2, %3 : f32
                  %6 = arith.addf %4, %5 : f32
                  memref.store %6, %alloc_0[%arg2, %arg3, %arg4, %arg5] : memref<1x8x8x4xf32>
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

