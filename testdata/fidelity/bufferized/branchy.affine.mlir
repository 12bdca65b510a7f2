module {
  func.func @branchy(%arg0: i1, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<16xf32, strided<[?], offset: ?>>) -> memref<16xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    %0 = scf.if %arg0 -> (memref<16xf32>) {
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %arg1[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %2 = affine.load %arg2[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %3 = arith.addf %1, %2 : f32
        affine.store %3, %alloc[%arg3] : memref<16xf32>
      }
      scf.yield %alloc : memref<16xf32>
    } else {
      affine.for %arg3 = 0 to 16 {
        %1 = affine.load %arg1[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %2 = affine.load %arg2[%arg3] : memref<16xf32, strided<[?], offset: ?>>
        %3 = arith.mulf %1, %2 : f32
        affine.store %3, %alloc[%arg3] : memref<16xf32>
      }
      scf.yield %alloc : memref<16xf32>
    }
    affine.for %arg3 = 0 to 16 {
      %1 = affine.load %0[%arg3] : memref<16xf32>
      %2 = math.exp %1 : f32
      affine.store %2, %alloc[%arg3] : memref<16xf32>
    }
    return %alloc : memref<16xf32>
  }
}

