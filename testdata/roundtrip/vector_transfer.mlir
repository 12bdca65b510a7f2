#perm = affine_map<(d0, d1) -> (d0)>
func.func @transfers(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %i: index, %mask: vector<4xi1>) -> (vector<4xf32>, tensor<8x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %cst : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %cst {permutation_map = #perm} : memref<8x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %cst, %mask : memref<8x8xf32>, vector<4xf32>
  %4 = vector.transfer_read %t[%i, %i], %cst {in_bounds = [true, false]} : tensor<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<8x8xf32>
  vector.transfer_write %1, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  vector.transfer_write %3, %m[%i, %i], %mask : vector<4xf32>, memref<8x8xf32>
  %5 = vector.transfer_write %4, %t[%i, %i] : vector<2x4xf32>, tensor<8x8xf32>
  return %2, %5 : vector<4xf32>, tensor<8x8xf32>
}
