func.func @good1() {
  return
}

// -----

func.func @bad() {
  "func.return"(%x) : (i32) -> ()
}

// -----

func.func @good2() {
  return
}
