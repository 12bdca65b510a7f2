module {
  func.func @par(%arg0: memref<8x8xf32>, %arg1: memref<8xvector<4xf32>>, %arg2: index) -> f32 {
    affine.parallel (%arg3, %arg4) = (0, 0) to (8, 8) {
      %3 = affine.load %arg0[%arg3, %arg4] : memref<8x8xf32>
      affine.store %3, %arg0[%arg4, %arg3] : memref<8x8xf32>
    }
    %0 = affine.parallel (%arg3) = (0) to (8) reduce ("addf") -> (f32) {
      %3 = affine.load %arg0[%arg3, %arg3] : memref<8x8xf32>
      affine.yield %3 : f32
    }
    affine.parallel (%arg3) = (0) to (symbol(%arg2)) step (2) {
      %3 = affine.load %arg0[%arg3, 0] : memref<8x8xf32>
    }
    %alloc = memref.alloc() : memref<16xf32>
    affine.for %arg3 = 0 to 16 step 4 {
      %3 = affine.vector_load %alloc[%arg3] : memref<16xf32>, vector<4xf32>
      affine.vector_store %3, %alloc[%arg3] : memref<16xf32>, vector<4xf32>
    }
    %c10 = arith.constant 10 : index
    %1:2 = affine.delinearize_index %c10 into (4, 8) : index, index
    %2 = affine.linearize_index [%1#0, %1#1] by (4, 8) : index
    return %0 : f32
  }
}

