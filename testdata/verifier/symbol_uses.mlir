// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: not memopt --split-input-file %s -o /dev/null 2>&1 | FileCheck %s

// References to symbols are checked as mlir-opt 22 checks them: calls and
// func.constant name a func.func of the nearest symbol table with their
// exact signature, memref.get_global a memref.global of its exact type.
// Notes at the location of their error show no source line again, as in
// mlir-opt.

// CHECK:      error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
// CHECK:      error: 'func.call' op result type mismatch at index 0
// CHECK-NEXT:   %r = func.call @g(%a) : (i32) -> i64
// CHECK-NEXT:        ^
// CHECK-NEXT: symbol_uses.mlir:[[#]]:8: note:       op result types: 'i64'
// CHECK-NEXT: symbol_uses.mlir:[[#]]:8: note: function result types: 'i32'
// CHECK-NEXT: symbol_uses.mlir

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @operand_type(%a: i64) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %r = func.call @g(%a) : (i64) -> i32
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @operand_count(%a: i32) {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  %r = func.call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @result_type(%a: i32) {
  // expected-error @below {{'func.call' op result type mismatch at index 0}}
  // expected-note @below {{op result types: 'i64'}}
  // expected-note @below {{function result types: 'i32'}}
  %r = func.call @g(%a) : (i32) -> i64
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @result_count(%a: i32) {
  // expected-error @below {{'func.call' op incorrect number of results for callee}}
  func.call @g(%a) : (i32) -> ()
  return
}

// -----

func.func @undefined(%a: i32) {
  // expected-error @below {{'func.call' op 'nope' does not reference a valid function}}
  func.call @nope(%a) : (i32) -> ()
  return
}

// -----

memref.global "private" @gl : memref<4xf32> = uninitialized
func.func @not_a_function() {
  // expected-error @below {{'func.call' op 'gl' does not reference a valid function}}
  func.call @gl() : () -> ()
  return
}

// -----

module {
  func.func @inner() {
    return
  }
}
func.func @nested_table() {
  // expected-error @below {{'func.call' op 'inner' does not reference a valid function}}
  func.call @inner() : () -> ()
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @below {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : (i32) -> ()
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @constant_type() {
  // expected-error @below {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @g : (i64) -> i64
  return
}

// -----

memref.global "private" @gl : memref<4xf32> = uninitialized
func.func @global_type() {
  // expected-error @below {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @gl}}
  %0 = memref.get_global @gl : memref<8xf32>
  return
}

// -----

func.func @global_undefined() {
  // expected-error @below {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<8xf32>
  return
}

// -----

func.func @gg() {
  return
}
func.func @global_not_a_global() {
  // expected-error @below {{'memref.get_global' op 'gg' does not reference a valid global memref}}
  %1 = memref.get_global @gg : memref<8xf32>
  return
}

// -----

// Valid references, in a nested module too.
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
func.func private @ext(memref<2xf32>) -> i32
func.func @fine() -> i32 {
  %0 = memref.get_global @c : memref<2xf32>
  %r = func.call @ext(%0) : (memref<2xf32>) -> i32
  %f = func.constant @ext : (memref<2xf32>) -> i32
  %s = func.call_indirect %f(%0) : (memref<2xf32>) -> i32
  return %r : i32
}
module @m {
  func.func @in(%a: i32) -> i32 {
    %r = func.call @in(%a) : (i32) -> i32
    return %r : i32
  }
}
