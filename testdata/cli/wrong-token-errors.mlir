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

// -----

// Punctuation of a custom op's syntax.
func.func @custom_punct(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{expected '['}}
  %0 = memref.load %m
    (%c0) : memref<16xf32>
  return
}

// -----

func.func @memref_keyword() {
  // expected-error @+1 {{expected '<' in memref type}}
  %a = memref.alloc() : memref
    (4xf32)
  return
}

// -----

func.func @successor(%a: i32) {
  // expected-error @+1 {{expected block name}}
  cf.br
    (%a : i32)
}

// -----

// A region cut short: at the end of its last line.
func.func @truncated() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32
