module {
  func.func @locs(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    %2 = arith.subi %1, %arg0 : i32
    %3 = arith.xori %2, %arg0 : i32
    %4 = arith.ori %3, %arg0 : i32
    return %4 : i32
  }
}

