module {
  func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32, i32, i32) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
    return %sum, %overflow, %low, %high, %low_0, %high_1 : i32, i1, i32, i32, i32, i32
  }
}

