module {
  func.func @constants() -> (i32, f32, index, i1, vector<4xf32>, tensor<2x2xi64>, f64, i8) {
    %c42_i32 = arith.constant 42 : i32
    %cst = arith.constant 1.500000e+00 : f32
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %false = arith.constant false
    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
    %cst_1 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
    %cst_2 = arith.constant -2.500000e-01 : f64
    %c-7_i8 = arith.constant -7 : i8
    %0 = arith.andi %true, %false : i1
    return %c42_i32, %cst, %c0, %0, %cst_0, %cst_1, %cst_2, %c-7_i8 : i32, f32, index, i1, vector<4xf32>, tensor<2x2xi64>, f64, i8
  }
}

