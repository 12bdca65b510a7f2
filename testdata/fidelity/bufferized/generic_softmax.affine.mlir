module {
  func.func @softmax(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    affine.for %arg1 = 0 to 4 {
      affine.store %cst, %alloc[%arg1] : memref<4xf32>
    }
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = 0 to 16 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<4x16xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.maximumf %0, %1 : f32
        affine.store %2, %alloc[%arg1] : memref<4xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = 0 to 16 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<4x16xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.subf %0, %1 : f32
        %3 = math.exp %2 : f32
        affine.store %3, %alloc_1[%arg1, %arg2] : memref<4x16xf32>
      }
    }
    affine.for %arg1 = 0 to 4 {
      affine.store %cst_0, %alloc[%arg1] : memref<4xf32>
    }
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = 0 to 16 {
        %0 = affine.load %alloc_1[%arg1, %arg2] : memref<4x16xf32>
        %1 = affine.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg1] : memref<4xf32>
      }
    }
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = 0 to 16 {
        %0 = affine.load %alloc_1[%arg1, %arg2] : memref<4x16xf32>
        %1 = affine.load %alloc[%arg1] : memref<4xf32>
        %2 = arith.divf %0, %1 : f32
        affine.store %2, %alloc_1[%arg1, %arg2] : memref<4x16xf32>
      }
    }
    return %alloc_1 : memref<4x16xf32>
  }
}

