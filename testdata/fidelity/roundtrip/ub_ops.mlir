module {
  func.func @poison() -> (i32, vector<4xf32>) {
    %0 = ub.poison : i32
    %1 = ub.poison : vector<4xf32>
    return %0, %1 : i32, vector<4xf32>
  }
  func.func @unreachable(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    ub.unreachable
  ^bb2:  // pred: ^bb0
    return
  }
}

