func.func @scaling(%a: f4E2M1FN, %s: f8E8M0FNU, %b: f32) -> (f32, f4E2M1FN) {
  %0 = arith.scaling_extf %a, %s : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %b, %s : f32, f8E8M0FNU to f4E2M1FN
  return %0, %1 : f32, f4E2M1FN
}
