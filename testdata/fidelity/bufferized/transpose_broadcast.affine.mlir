module {
  func.func @tb(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<16x8xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %arg0[%arg3, %arg2] : memref<8x16xf32, strided<[?, ?], offset: ?>>
        affine.store %0, %alloc_0[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %arg1[%arg3] : memref<8xf32, strided<[?], offset: ?>>
        affine.store %0, %alloc[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %alloc_0[%arg2, %arg3] : memref<16x8xf32>
        %1 = affine.load %alloc[%arg2, %arg3] : memref<16x8xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    return %alloc : memref<16x8xf32>
  }
}

