func.func @ok() {
  return
}

// -----

func.func @bad() {
  %0 = arith.constant : i32
}
