module {
  func.func @shapes(%arg0: vector<2x4xf32>, %arg1: vector<8xf32>, %arg2: vector<4xf32>) -> (vector<8xf32>, vector<4x2xf32>, vector<2xf32>, vector<8xf32>, vector<8xf32>, vector<8xi32>) {
    %0 = vector.shape_cast %arg0 : vector<2x4xf32> to vector<8xf32>
    %1 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %2 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
    %3 = vector.insert_strided_slice %2, %arg1 {offsets = [4], strides = [1]} : vector<2xf32> into vector<8xf32>
    %4 = vector.shuffle %arg2, %arg2 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
    %5 = vector.bitcast %4 : vector<8xf32> to vector<8xi32>
    %6 = vector.step : vector<8xindex>
    %7 = vector.interleave %arg2, %arg2 : vector<4xf32> -> vector<8xf32>
    %8 = vector.outerproduct %arg2, %arg2 : vector<4xf32>, vector<4xf32>
    return %0, %1, %2, %3, %7, %5 : vector<8xf32>, vector<4x2xf32>, vector<2xf32>, vector<8xf32>, vector<8xf32>, vector<8xi32>
  }
}

