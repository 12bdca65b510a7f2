// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s -o /dev/null
// REQUIRES: mlir-opt

// Two ops directly in one symbol table may not define the same name, as
// mlir-opt 22 requires (the SymbolTable trait's verifier): the second
// definition is the error, with a note at the first. memopt accepted and
// printed both.

// expected-note @below {{see existing symbol definition here}}
func.func private @twice(i32)
// expected-error @below {{redefinition of symbol named 'twice'}}
func.func private @twice(i64)

// -----

// Any op with a string sym_name counts, whatever its kind.
// expected-note @below {{see existing symbol definition here}}
memref.global "private" @buffer : memref<4xf32>
// expected-error @below {{redefinition of symbol named 'buffer'}}
func.func private @buffer()

// -----

// Each symbol table has its own names: the same name in a nested module
// is another symbol.
func.func private @shared()
module @inner {
  func.func private @shared()
}

// -----

module @outer {
  // expected-note @below {{see existing symbol definition here}}
  func.func private @dup()
  // expected-error @below {{redefinition of symbol named 'dup'}}
  "unknown.op"() {sym_name = "dup"} : () -> ()
}
