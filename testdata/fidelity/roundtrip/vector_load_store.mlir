module {
  func.func @ls(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<4xi1>, %arg3: vector<4xf32>) -> vector<4xf32> {
    %0 = vector.load %arg0[%arg1] : memref<16xf32>, vector<4xf32>
    vector.store %0, %arg0[%arg1] : memref<16xf32>, vector<4xf32>
    %1 = vector.maskedload %arg0[%arg1], %arg2, %arg3 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.maskedstore %arg0[%arg1], %arg2, %1 : memref<16xf32>, vector<4xi1>, vector<4xf32>
    %2 = vector.load %arg0[%arg1] {nontemporal = true} : memref<16xf32>, vector<8xf32>
    return %1 : vector<4xf32>
  }
}

