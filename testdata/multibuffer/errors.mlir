// RUN: memopt --multi-buffer %s --split-input-file --verify-diagnostics
// RUN: not memopt --multi-buffer=factor=0 %s 2>&1 | FileCheck %s --check-prefix=FACTOR

// FACTOR: option 'factor': must be > 0, got 0

// memopt.pipeline_depth must be a positive integer.
func.func @zero_depth() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'memopt.pipeline_depth' must be a positive integer, got 0}}
  scf.for %i = %c0 to %c1 step %c1 {
  } {memopt.pipeline_depth = 0 : i64}
  return
}

// -----

func.func @string_depth() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'memopt.pipeline_depth' must be a positive integer, got "2"}}
  scf.for %i = %c0 to %c1 step %c1 {
  } {memopt.pipeline_depth = "2"}
  return
}

// -----

// ... and mark a sequential loop: the copies of a parallel loop's buffer
// would be shared by iterations running at the same time.
func.func @parallel_marked() {
  // expected-error @below {{'memopt.pipeline_depth' must be on a sequential loop with one induction variable (like scf.for), not on 'scf.forall'}}
  scf.forall (%i) in (4) {
  } {memopt.pipeline_depth = 2 : i64}
  return
}

// -----

func.func @not_a_loop(%c: i1) {
  // expected-error @below {{'memopt.pipeline_depth' must be on a sequential loop with one induction variable (like scf.for), not on 'scf.if'}}
  scf.if %c {
  } {memopt.pipeline_depth = 2 : i64}
  return
}
