// --verify-diagnostics with --split-input-file: every case's diagnostics
// must match its expected-* comments (all designator forms), and then the
// exit code is 0 even though cases fail to parse or pass.
// RUN: memopt --split-input-file --verify-diagnostics --test-pass-failure="mode=remark func=remarked" --test-pass-failure="mode=note func=noted" %s
// RUN: memopt --split-input-file --verify-diagnostics=only-expected --test-pass-failure="mode=remark func=remarked" --test-pass-failure="mode=note func=noted" %s

func.func @parse_error() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "func.return"(%x) : (i32) -> ()
}

// -----

func.func @verifier_error() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error @below {{'func.return' op type of return operand 0 ('i64') doesn't match function result type ('i32') in function @verifier_error}}
  return %c : i64
}

// -----

// expected-remark @below {{test-pass-failure: remark on @remarked}}
func.func @remarked() {
  return
}

// -----

func.func @remarked() {
// expected-remark @above {{remark on @remarked}}
  return
}

// -----

// A regex and a line offset upward.
func.func @remarked() {
  return
}
// expected-remark-re @-3 {{remark on @{{[a-z]+}}}}

// -----

// The same-line form.
func.func @remarked() { // expected-remark {{test-pass-failure}}
  return
}

// -----

// A warning with a note attached: each is matched on its own line.
// expected-warning @+1 {{warning with a note on @noted}}
func.func @noted() {
  %c = arith.constant 0 : index // expected-note {{the first op of @noted}}
  return
}
