func.func @constants() -> (i32, f32, index, i1, vector<4xf32>, tensor<2x2xi64>, f64, i8) {
  %c42_i32 = arith.constant 42 : i32
  %cst = arith.constant 1.500000e+00 : f32
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %d = arith.constant -2.500000e-01 : f64
  %n = arith.constant -7 : i8
  %b = arith.andi %true, %false : i1
  return %c42_i32, %cst, %c0, %b, %v, %t, %d, %n : i32, f32, index, i1, vector<4xf32>, tensor<2x2xi64>, f64, i8
}
