// RUN: memopt --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s -o /dev/null
// REQUIRES: mlir-opt

// A function declaration must be private or nested, and a visibility is
// one of public, private and nested, as mlir-opt 22 requires: memopt
// accepted and printed both.

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func @declaration(i32)

// -----

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func public @explicitly_public(i32) -> f32

// -----

func.func private @private_declaration(i32)
func.func nested @nested_declaration(i32)
func.func @definition() {
  return
}

// -----

// expected-error @below {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A symbol's parent, when registered, is a symbol table.
func.func @nested_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func private @inner(i32)
  }
  return
}

// -----

func.func @global_in_region() {
  scf.execute_region {
    // expected-error @below {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
    llvm.mlir.global internal @g(0 : i32) : i32
    scf.yield
  }
  return
}

// -----

// An unregistered parent is not checked, nor is an unnamed module.
"test.region"() ({
  func.func private @in_unregistered(i32)
  "builtin.module"() ({
    func.func private @in_unnamed_module(i32)
  }) : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
