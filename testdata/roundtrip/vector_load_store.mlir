func.func @ls(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<16xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i], %mask, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %1 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.load %m[%i] {nontemporal = true} : memref<16xf32>, vector<8xf32>
  return %1 : vector<4xf32>
}
