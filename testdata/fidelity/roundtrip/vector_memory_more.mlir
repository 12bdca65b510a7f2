module {
  func.func @vmem(%arg0: memref<16xf32>, %arg1: memref<8x8xf32>, %arg2: index, %arg3: vector<4xi32>, %arg4: vector<4xi1>, %arg5: vector<4xf32>) -> (vector<4xf32>, memref<vector<8x8xf32>>, f32) {
    %0 = vector.gather %arg0[%arg2] [%arg3], %arg4, %arg5 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.scatter %arg0[%arg2] [%arg3], %arg4, %0 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    %1 = vector.type_cast %arg1 : memref<8x8xf32> to memref<vector<8x8xf32>>
    %2:4 = vector.to_elements %0 : vector<4xf32>
    %3 = arith.addf %2#0, %2#3 : f32
    return %0, %1, %3 : vector<4xf32>, memref<vector<8x8xf32>>, f32
  }
}

