package ir_test

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// Symbol uses are verified when their symbol table (the module) is: a call
// whose callee a pass renamed or retyped must fail verification, not slip
// through to mlir-opt.
func TestVerifySymbolUses(t *testing.T) {
	src := `memref.global "private" @g : memref<4xf32> = uninitialized
func.func @callee(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  %c = func.constant @callee : (i32) -> i32
  %m = memref.get_global @g : memref<4xf32>
  return %r : i32
}
`
	m, err := parser.Parse("s.mlir", []byte(src))
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op))

	body := m.Body()
	syms := ir.NewSymbols(m.Op)
	callee := syms.Lookup(&ir.SymbolRefAttr{Root: "callee"})
	require.NotNil(t, callee)
	require.Nil(t, syms.Lookup(&ir.SymbolRefAttr{Root: "nope"}))
	require.Nil(t, syms.Lookup(&ir.SymbolRefAttr{Root: "callee", Nested: []string{"x"}}))
	require.Equal(t, "memref.global", syms.Lookup(&ir.SymbolRefAttr{Root: "g"}).Name())

	// Renaming the callee breaks the call and the constant: the first
	// bad use is reported, at the call.
	callee.SetAttr("sym_name", &ir.StringAttr{Value: "renamed"})
	err = ir.Verify(m.Op)
	require.ErrorContains(t, err, "s.mlir:6:8: error: 'func.call' op 'callee' does not reference a valid function")
	require.NotContains(t, err.Error(), "func.constant")
	// Verifying a function alone does not check symbol uses (as in MLIR:
	// the symbol table's verifier does).
	require.NoError(t, ir.Verify(body.First().Next().Next()))
	callee.SetAttr("sym_name", &ir.StringAttr{Value: "callee"})
	require.NoError(t, ir.Verify(m.Op))
}

// Two symbols of one table with the same name fail verification at the
// second, with a note at the first (a pass that clones or renames a
// function into an existing name must not slip through to mlir-opt);
// the uses are not checked then, as in MLIR.
func TestVerifySymbolRedefinition(t *testing.T) {
	src := `func.func private @f()
func.func @g() {
  func.call @h() : () -> ()
  return
}
`
	m, err := parser.Parse("d.mlir", []byte(src))
	require.NoError(t, err)
	require.ErrorContains(t, ir.Verify(m.Op), "'func.call' op 'h' does not reference a valid function")

	m.Body().First().Next().SetAttr("sym_name", &ir.StringAttr{Value: "f"})
	err = ir.Verify(m.Op)
	require.Error(t, err)
	require.Equal(t, "d.mlir:2:1: error: redefinition of symbol named 'f'\nd.mlir:1:1: note: see existing symbol definition here", err.Error())
}
