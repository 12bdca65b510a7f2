module {
  func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32) -> (f32, f4E2M1FN) {
    %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
    %1 = arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
    return %0, %1 : f32, f4E2M1FN
  }
}

