module {
  func.func @math_int(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, i1, i1, f32) {
    %0 = math.absi %arg0 : i32
    %1 = math.ctlz %0 : i32
    %2 = math.cttz %1 : i32
    %3 = math.ctpop %2 : i32
    %4 = math.ipowi %3, %arg1 : i32
    %5 = math.isnan %arg2 : f32
    %6 = math.isinf %arg2 : f32
    %7 = math.isfinite %arg2 : f32
    %8 = arith.ori %5, %6 : i1
    %9 = math.fpowi %arg2, %arg1 : f32, i32
    return %4, %8, %7, %9 : i32, i1, i1, f32
  }
}

