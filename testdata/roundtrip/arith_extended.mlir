func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %low_0, %high_1 = arith.mului_extended %a, %b : i32
  return %sum, %overflow, %low, %high, %low_0, %high_1 : i32, i1, i32, i32, i32, i32
}
