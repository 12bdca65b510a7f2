#map = affine_map<(d0, d1) -> (d0)>
module {
  func.func @transfers(%arg0: memref<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: index, %arg3: vector<4xi1>) -> (vector<4xf32>, tensor<8x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg2, %arg2], %cst : memref<8x8xf32>, vector<4xf32>
    %1 = vector.transfer_read %arg0[%arg2, %arg2], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
    %2 = vector.transfer_read %arg0[%arg2, %arg2], %cst {permutation_map = #map} : memref<8x8xf32>, vector<4xf32>
    %3 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %arg3 : memref<8x8xf32>, vector<4xf32>
    %4 = vector.transfer_read %arg1[%arg2, %arg2], %cst {in_bounds = [true, false]} : tensor<8x8xf32>, vector<2x4xf32>
    vector.transfer_write %0, %arg0[%arg2, %arg2] : vector<4xf32>, memref<8x8xf32>
    vector.transfer_write %1, %arg0[%arg2, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
    vector.transfer_write %3, %arg0[%arg2, %arg2], %arg3 : vector<4xf32>, memref<8x8xf32>
    %5 = vector.transfer_write %4, %arg1[%arg2, %arg2] : vector<2x4xf32>, tensor<8x8xf32>
    return %2, %5 : vector<4xf32>, tensor<8x8xf32>
  }
}

