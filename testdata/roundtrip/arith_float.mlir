func.func @float_ops(%a: f32, %b: f32, %h: f16, %d: f64) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<nnan,ninf> : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.maximumf %4, %a : f32
  %6 = arith.minimumf %5, %a : f32
  %7 = arith.maxnumf %6, %a : f32
  %8 = arith.minnumf %7, %a fastmath<contract> : f32
  %9 = arith.negf %8 : f32
  %10 = arith.extf %h : f16 to f32
  %11 = arith.truncf %d : f64 to f32
  %12 = arith.addf %9, %10 : f32
  %13 = arith.addf %12, %11 : f32
  %14 = arith.truncf %13 to_nearest_even : f32 to bf16
  %15 = arith.extf %14 : bf16 to f32
  return %15 : f32
}
