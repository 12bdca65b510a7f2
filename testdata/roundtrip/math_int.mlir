func.func @math_int(%a: i32, %b: i32, %f: f32) -> (i32, i1, i1, f32) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %1 : i32
  %3 = math.ctpop %2 : i32
  %4 = math.ipowi %3, %b : i32
  %5 = math.isnan %f : f32
  %6 = math.isinf %f : f32
  %7 = math.isfinite %f : f32
  %8 = arith.ori %5, %6 : i1
  %9 = math.fpowi %f, %b : f32, i32
  return %4, %8, %7, %9 : i32, i1, i1, f32
}
