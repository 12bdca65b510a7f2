func.func @vmem(%m: memref<16xf32>, %m2: memref<8x8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %pt: vector<4xf32>) -> (vector<4xf32>, memref<vector<8x8xf32>>, f32) {
  %0 = vector.gather %m[%i] [%iv], %mask, %pt : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i] [%iv], %mask, %0 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %1 = vector.type_cast %m2 : memref<8x8xf32> to memref<vector<8x8xf32>>
  %e:4 = vector.to_elements %0 : vector<4xf32>
  %s = arith.addf %e#0, %e#3 : f32
  return %0, %1, %s : vector<4xf32>, memref<vector<8x8xf32>>, f32
}
