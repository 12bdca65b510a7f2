func.func @casts(%a: i32, %m: memref<4xf32>) -> (i64, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %m : memref<4xf32> to i64, f32
  %2 = builtin.unrealized_conversion_cast to f32
  return %0, %2 : i64, f32
}
