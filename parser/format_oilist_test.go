package parser

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// ptest.options: an op whose format has an oilist (test-only name).
func init() {
	ir.Register(&ir.OpDef{Name: "ptest.options",
		Args: "lower:Optional<Index>, upper:Optional<Index>, nowait:UnitAttr, " +
			"schedule:OptionalAttr<I64EnumAttr<static, dynamic, guided>>, chunks:Variadic<Index>",
		Format: "oilist(`lower` `(` $lower `)` | `upper` `(` $upper `:` type($upper) `)` | `nowait` $nowait | " +
			"`schedule` `=` $schedule | `chunks` `(` $chunks `)`) attr-dict"})
}

// TestFormatOIList: oilist clauses parse in any order, each at most once,
// and print in the order the format lists them; absent clauses print
// nothing.
func TestFormatOIList(t *testing.T) {
	src := `func.func @f(%a: index, %b: index) {
  ptest.options nowait upper(%b : index) schedule = guided lower(%a)
  ptest.options
  ptest.options chunks(%a, %b) {tag}
  ptest.options schedule = static nowait
  return
}`
	m := parseString(t, src)
	require.NoError(t, ir.Verify(m.Op))
	ops := m.Body().First().Region(0).Front().Ops()
	require.Equal(t, 2, ops[0].NumOperands())
	require.Equal(t, "array<i32: 1, 1, 0>", ops[0].Prop(ir.OperandSegmentSizesAttr).String())
	require.NotNil(t, ops[0].Prop("nowait"))
	require.Equal(t, int64(2), ops[0].Prop("schedule").(*ir.IntegerAttr).Value)
	require.Nil(t, ops[1].Prop("nowait"))
	require.Equal(t, "array<i32: 0, 0, 2>", ops[2].Prop(ir.OperandSegmentSizesAttr).String())
	want := `module {
  func.func @f(%arg0: index, %arg1: index) {
    ptest.options lower(%arg0) upper(%arg1 : index) nowait schedule = guided
    ptest.options
    ptest.options chunks(%arg0, %arg1) {tag}
    ptest.options nowait schedule = static
    return
  }
}
`
	out := printString(t, m, ir.PrintOptions{})
	require.Equal(t, want, out)
	require.Equal(t, out, printString(t, parseString(t, printString(t, m, ir.PrintOptions{Generic: true})), ir.PrintOptions{}))

	_, err := Parse("dup.mlir", []byte("func.func @g(%a: index) {\n  ptest.options lower(%a) nowait lower(%a)\n  return\n}\n"))
	require.EqualError(t, err, "dup.mlir:2:34: error: `lower` clause can appear at most once in the expansion of the oilist directive")
}

// TestFormatOIListCompileErrors: a clause must start with a keyword and
// hold only optional or variadic slots.
func TestFormatOIListCompileErrors(t *testing.T) {
	sig, err := ir.CompileSignature("a:Index, b:Optional<Index>", "", "", "", "")
	require.NoError(t, err)
	_, err = ir.CompileFormat("oilist(`a` $a) attr-dict", sig, nil)
	require.ErrorContains(t, err, "$a in an oilist clause must be optional or variadic")
	_, err = ir.CompileFormat("oilist($b | `k` $b) attr-dict", sig, nil)
	require.ErrorContains(t, err, "oilist clause must start with a keyword literal")
	_, err = ir.CompileFormat("oilist(`k` $b | `k` `(` $b `)`) attr-dict", sig, nil)
	require.ErrorContains(t, err, "used twice")
	_, err = ir.CompileFormat("oilist(`k` `(` $b `)`) attr-dict", sig, nil)
	require.NoError(t, err)
}
