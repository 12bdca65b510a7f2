module {
  func.func @math(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf32>) -> (f32, vector<4xf32>) {
    %0 = math.absf %arg0 : f32
    %1 = math.exp %0 : f32
    %2 = math.exp2 %1 : f32
    %3 = math.expm1 %2 : f32
    %4 = math.log %3 : f32
    %5 = math.log2 %4 : f32
    %6 = math.log10 %5 : f32
    %7 = math.log1p %6 : f32
    %8 = math.sqrt %7 : f32
    %9 = math.rsqrt %8 fastmath<fast> : f32
    %10 = math.sin %9 : f32
    %11 = math.cos %10 : f32
    %12 = math.tan %11 : f32
    %13 = math.tanh %12 : f32
    %14 = math.atan %13 : f32
    %15 = math.atan2 %14, %arg1 : f32
    %16 = math.powf %15, %arg1 : f32
    %17 = math.ceil %16 : f32
    %18 = math.floor %17 : f32
    %19 = math.round %18 : f32
    %20 = math.roundeven %19 : f32
    %21 = math.trunc %20 : f32
    %22 = math.erf %21 : f32
    %23 = math.copysign %22, %arg1 : f32
    %24 = math.fma %23, %arg1, %arg2 : f32
    %25 = math.cbrt %24 : f32
    %26 = math.exp %arg3 : vector<4xf32>
    %27 = math.fma %26, %arg3, %arg3 : vector<4xf32>
    return %25, %27 : f32, vector<4xf32>
  }
}

