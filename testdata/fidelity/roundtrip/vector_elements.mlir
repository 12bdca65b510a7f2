module {
  func.func @elems(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index) -> (f32, vector<4xf32>, vector<2x4xf32>, f32) {
    %0 = vector.extract %arg0[0] : f32 from vector<4xf32>
    %1 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
    %2 = vector.extract %arg1[1, 2] : f32 from vector<2x4xf32>
    %3 = vector.extract %arg0[%arg3] : f32 from vector<4xf32>
    %4 = vector.insert %arg2, %arg0 [1] : f32 into vector<4xf32>
    %5 = vector.insert %4, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
    %6 = vector.insert %arg2, %5 [%arg3, 3] : f32 into vector<2x4xf32>
    %7 = vector.broadcast %arg2 : f32 to vector<4xf32>
    %8 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
    %9 = vector.from_elements %arg2, %0, %2, %3 : vector<4xf32>
    %10 = arith.addf %9, %7 : vector<4xf32>
    %11 = arith.addf %10, %1 : vector<4xf32>
    %12 = arith.addf %0, %3 : f32
    return %12, %11, %6, %2 : f32, vector<4xf32>, vector<2x4xf32>, f32
  }
}

