func.func @math_more(%a: f32, %b: f32, %c: f32, %t: tensor<4xf64>) -> (f32, f32, f32, tensor<4xf64>, i1) {
  %0 = math.acos %a : f32
  %1 = math.asin %0 : f32
  %2 = math.acosh %1 : f32
  %3 = math.asinh %2 : f32
  %4 = math.atanh %3 : f32
  %5 = math.cosh %4 : f32
  %6 = math.sinh %5 : f32
  %7 = math.erfc %6 fastmath<afn> : f32
  %s, %co = math.sincos %7 : f32
  %8 = math.clampf %s to [%b, %c] : f32
  %9 = math.isnormal %8 : f32
  %10 = math.sqrt %t : tensor<4xf64>
  return %8, %co, %7, %10, %9 : f32, f32, f32, tensor<4xf64>, i1
}
