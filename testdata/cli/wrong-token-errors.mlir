// A missing type, attribute or operand is reported where mlir-opt 22
// reports it: at the end of the previous token, on its line, when the
// token found instead starts the next line (MLIR's emitWrongTokenError).
// Tests ported from upstream put expected-error on that line.
// RUN: memopt --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s
// REQUIRES: mlir-opt

// expected-error @+1 {{expected non-function type}}
func.func @missing_arg_type(%a:
) {
  return
}

// -----

func.func @missing_attribute() {
  // expected-error @+1 {{expected attribute value}}
  %0 = arith.constant
}

// -----

func.func @missing_operand() {
  // expected-error @+1 {{expected SSA operand}}
  %0 = arith.addi
    , %x : i32
}

// -----

func.func @missing_result_type(%a: i32) {
  // expected-error @+1 {{expected non-function type}}
  %0 = "test.op"() : () -> (i32,
  )
  return
}

// -----

// The same on one line: the place after the last token, before the blanks.
// expected-error @+1 {{expected non-function type}}
func.func @blank( {
