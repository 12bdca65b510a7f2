module @outer attributes {test.attr = "outer"} {
  func.func @f() {
    return
  }
  module @inner {
    func.func private @g(index) -> index
  }
}

