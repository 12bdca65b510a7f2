module {
  func.func @casts(%arg0: i32, %arg1: memref<4xf32>) -> (i64, f32) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
    %1:2 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32> to i64, f32
    %2 = builtin.unrealized_conversion_cast to f32
    return %0, %2 : i64, f32
  }
}

