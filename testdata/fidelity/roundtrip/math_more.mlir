module {
  func.func @math_more(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: tensor<4xf64>) -> (f32, f32, f32, tensor<4xf64>, i1) {
    %0 = math.acos %arg0 : f32
    %1 = math.asin %0 : f32
    %2 = math.acosh %1 : f32
    %3 = math.asinh %2 : f32
    %4 = math.atanh %3 : f32
    %5 = math.cosh %4 : f32
    %6 = math.sinh %5 : f32
    %7 = math.erfc %6 fastmath<afn> : f32
    %sin, %cos = math.sincos %7 : f32
    %8 = math.clampf %sin to [%arg1, %arg2] : f32
    %9 = math.isnormal %8 : f32
    %10 = math.sqrt %arg3 : tensor<4xf64>
    return %8, %cos, %7, %10, %9 : f32, f32, f32, tensor<4xf64>, i1
  }
}

