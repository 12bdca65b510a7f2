func.func @b() {
  // expected-error @below {{something else}}
  "func.return"(%x) : (i32) -> ()
}

// -----

// expected-warning @+1 {{remark on @remarked}}
func.func @remarked() {
  return
}

// -----

func.func @e() {
  return
  // expected-error-re @above {{op{{.*}}xx}}
}
