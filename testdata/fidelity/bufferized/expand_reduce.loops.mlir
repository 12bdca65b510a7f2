module {
  func.func @expand_reduce(%arg0: memref<64xf32, strided<[?], offset: ?>>) -> memref<8xf32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [8, 8] : memref<64xf32, strided<[?], offset: ?>> into memref<8x8xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    scf.for %arg1 = %c0 to %c8 step %c1 {
      memref.store %cst, %alloc[%arg1] : memref<8xf32>
    }
    scf.for %arg1 = %c0 to %c8 step %c1 {
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %0 = memref.load %expand_shape[%arg1, %arg2] : memref<8x8xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %alloc[%arg1] : memref<8xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg1] : memref<8xf32>
      }
    }
    return %alloc : memref<8xf32>
  }
}

