module {
  func.func @main() {
    %cst = arith.constant dense<[1.000000e-01, -0.699999988, 1.000000e-03, 3.14159274, 1.005000e+02, 1.000000e+10, -0.000000e+00, 2.500000e-08]> : vector<8xf32>
    %0 = math.exp %cst : vector<8xf32>
    vector.print %0 : vector<8xf32>
    %1 = math.tanh %cst : vector<8xf32>
    vector.print %1 : vector<8xf32>
    %2 = math.absf %cst : vector<8xf32>
    %3 = math.sqrt %2 : vector<8xf32>
    vector.print %3 : vector<8xf32>
    %4 = math.log1p %2 fastmath<fast> : vector<8xf32>
    vector.print %4 : vector<8xf32>
    %cst_0 = arith.constant dense<[1.500000e+00, -2.000000e+00, 6.550400e+04, 3.330080e-01]> : vector<4xf16>
    %5 = math.ceil %cst_0 : vector<4xf16>
    %6 = arith.extf %5 : vector<4xf16> to vector<4xf32>
    vector.print %6 : vector<4xf32>
    %cst_1 = arith.constant 3.004070e-05 : bf16
    %7 = arith.extf %cst_1 : bf16 to f32
    vector.print %7 : f32
    %cst_2 = arith.constant 0.123456789012345 : f64
    %8 = math.cos %cst_2 : f64
    vector.print %8 : f64
    %cst_3 = arith.constant 2.000000e+00 : f32
    %cst_4 = arith.constant 1.000000e+01 : f32
    %9 = math.powf %cst_3, %cst_4 : f32
    vector.print %9 : f32
    %cst_5 = arith.constant 3.40282347E+38 : f32
    %10 = arith.negf %cst_5 : f32
    vector.print %10 : f32
    %cst_6 = arith.constant dense<[7, -3, 0, 2147483647]> : vector<4xi32>
    %11 = math.absi %cst_6 : vector<4xi32>
    %12 = math.ctlz %11 : vector<4xi32>
    vector.print %12 : vector<4xi32>
    %13 = math.fma %cst, %cst, %cst : vector<8xf32>
    vector.print %13 : vector<8xf32>
    %sin, %cos = math.sincos %cst_3 : f32
    vector.print %sin : f32
    vector.print %cos : f32
    return
  }
}

