// Only parser errors, so that mlir-opt 22 and memopt must report exactly
// the same --verify-diagnostics complaints (interop_test.go).
func.func @matched() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "func.return"(%x) : (i32) -> ()
}

// -----

func.func @unexpected_and_missing() {
  // expected-error @below {{something else}}
  "func.return"(%y) : (i32) -> ()
}

// -----

// expected-remark @below {{never emitted}}
func.func @missing_remark() {
  return
}

// -----

func.func @regex() {
  return
  // expected-error-re @above {{op{{.*}}xx}}
}

// -----

func.func @fine() {
  return
}
