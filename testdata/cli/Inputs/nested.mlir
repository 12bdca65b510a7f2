// Functions and a nested module, for the pass manager's nested pipelines.
func.func @first(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  return %c : i32
}

module @inner {
  func.func @deep() {
    return
  }
}

func.func @second() {
  return
}
