module {
  func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: f16, %arg3: f64) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg1 fastmath<fast> : f32
    %2 = arith.mulf %1, %arg0 fastmath<nnan,ninf> : f32
    %3 = arith.divf %2, %arg1 : f32
    %4 = arith.remf %3, %arg1 : f32
    %5 = arith.maximumf %4, %arg0 : f32
    %6 = arith.minimumf %5, %arg0 : f32
    %7 = arith.maxnumf %6, %arg0 : f32
    %8 = arith.minnumf %7, %arg0 fastmath<contract> : f32
    %9 = arith.negf %8 : f32
    %10 = arith.extf %arg2 : f16 to f32
    %11 = arith.truncf %arg3 : f64 to f32
    %12 = arith.addf %9, %10 : f32
    %13 = arith.addf %12, %11 : f32
    %14 = arith.truncf %13 to_nearest_even : f32 to bf16
    %15 = arith.extf %14 : bf16 to f32
    return %15 : f32
  }
}

