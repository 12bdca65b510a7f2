module {
  func.func @whiles(%arg0: i32, %arg1: f32) -> (i32, f32) {
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.while (%arg2 = %c1_i32, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
      %3 = arith.cmpi slt, %arg2, %arg0 : i32
      scf.condition(%3) %arg2, %arg3 : i32, f32
    } do {
    ^bb0(%arg2: i32, %arg3: f32):
      %3 = arith.addi %arg2, %c1_i32 : i32
      %4 = arith.addf %arg3, %arg3 : f32
      scf.yield %3, %4 : i32, f32
    }
    %1 = scf.while (%arg2 = %arg0) : (i32) -> f32 {
      %3 = arith.cmpi sgt, %arg2, %c1_i32 : i32
      %4 = arith.sitofp %arg2 : i32 to f32
      scf.condition(%3) %4 : f32
    } do {
    ^bb0(%arg2: f32):
      %3 = arith.fptosi %arg2 : f32 to i32
      scf.yield %3 : i32
    }
    %2 = arith.addf %0#1, %1 : f32
    return %0#0, %2 : i32, f32
  }
}

