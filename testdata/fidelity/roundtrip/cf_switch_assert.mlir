module {
  func.func @switch(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
    cf.assert %arg2, "flag must be valid"
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      42: ^bb2,
      43: ^bb3(%arg0, %arg1 : i32, i32)
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    return %0 : i32
  ^bb2:  // pred: ^bb0
    return %arg0 : i32
  ^bb3(%1: i32, %2: i32):  // pred: ^bb0
    %3 = arith.addi %1, %2 : i32
    return %3 : i32
  }
  func.func @weights(%arg0: i1) {
    cf.cond_br %arg0 weights([90, 10]), ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return
  ^bb2:  // pred: ^bb0
    return
  }
}

