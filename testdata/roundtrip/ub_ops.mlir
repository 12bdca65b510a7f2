func.func @poison() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  return %0, %1 : i32, vector<4xf32>
}
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}
