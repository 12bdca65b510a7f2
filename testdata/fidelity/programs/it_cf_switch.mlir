module {
  func.func @classify(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
    cf.cond_br %0, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = arith.subi %c0_i32, %1 : i32
    cf.br ^bb2(%2 : i32)
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    cf.switch %3 : i32, [
      default: ^bb5,
      0: ^bb3,
      1: ^bb4(%3 : i32),
      2: ^bb4(%3 : i32),
      4294967291: ^bb3
    ]
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %c100_i32 = arith.constant 100 : i32
    cf.br ^bb6(%c100_i32 : i32)
  ^bb4(%4: i32):  // 2 preds: ^bb2, ^bb2
    %c10_i32 = arith.constant 10 : i32
    %5 = arith.muli %4, %c10_i32 : i32
    cf.br ^bb6(%5 : i32)
  ^bb5:  // pred: ^bb2
    %6 = arith.cmpi sgt, %3, %c0_i32 : i32
    cf.assert %6, "magnitude must be positive"
    cf.br ^bb6(%3 : i32)
  ^bb6(%7: i32):  // 3 preds: ^bb3, ^bb4, ^bb5
    return %7 : i32
  }
  func.func @loop(%arg0: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb1(%c0, %c0 : index, index)
  ^bb1(%0: index, %1: index):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %arg0 : index
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %1, %0 : index
    %4 = arith.addi %0, %c1 : index
    cf.br ^bb1(%4, %3 : index, index)
  ^bb3:  // pred: ^bb1
    return %1 : index
  }
}

