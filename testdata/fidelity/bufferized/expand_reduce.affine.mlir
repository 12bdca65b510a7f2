module {
  func.func @expand_reduce(%arg0: memref<64xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [8, 8] : memref<64xf32, strided<[?], offset: ?>> into memref<8x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    affine.for %arg1 = 0 to 8 {
      affine.store %cst, %alloc[%arg1] : memref<8xf32>
    }
    affine.for %arg1 = 0 to 8 {
      affine.for %arg2 = 0 to 8 {
        %0 = affine.load %expand_shape[%arg1, %arg2] : memref<8x8xf32, strided<[?, ?], offset: ?>>
        %1 = affine.load %alloc[%arg1] : memref<8xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg1] : memref<8xf32>
      }
    }
    return %alloc : memref<8xf32>
  }
}

