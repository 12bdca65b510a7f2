func.func @first() {
  return
}

// -----

func.func @second() {
  return
}

// -----
"test.third"() : () -> ()
