package ir_test

import (
	"bytes"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// TestClone clones a function with several blocks, a forward reference
// across blocks and nested regions: the copy prints like the original,
// uses only its own values, and the original is untouched.
func TestClone(t *testing.T) {
	src := `func.func @f(%a: i32, %c: i1) -> i32 {
  cf.br ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %z : i32
  return %y : i32
^bb2:
  %z = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    %s = arith.subi %z, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^bb1(%r : i32)
}`
	m, err := parser.Parse("f.mlir", []byte(src))
	require.NoError(t, err)
	fn := m.Op.Region(0).Front().First()
	print := func() string {
		var b bytes.Buffer
		require.NoError(t, m.Print(&b, ir.PrintOptions{}))
		return b.String()
	}
	before := print()
	mp := ir.NewMapping()
	c := fn.Clone(mp)
	m.Op.Region(0).Front().Append(c)
	c.SetAttr("sym_name", &ir.StringAttr{Value: "g"})
	after := print()
	require.Contains(t, after, "func.func @g(")
	require.Equal(t, before[:len(before)-2], after[:len(before)-2], "the original is unchanged")
	// Every operand in the copy is defined in the copy.
	ir.Walk(c, func(o *ir.Operation) ir.WalkResult {
		for _, v := range o.Operands() {
			var def *ir.Operation
			if v.IsBlockArgument() {
				def = v.OwnerBlock().ParentOp()
			} else {
				def = v.DefiningOp()
			}
			require.True(t, c.IsAncestor(def), "%s uses a value from outside the copy", o.Name())
		}
		return ir.WalkAdvance
	})
	arg := fn.Region(0).Front().Arg(0)
	require.Equal(t, c.Region(0).Front().Arg(0), mp.Lookup(arg), "the mapping holds the copies")
	require.NoError(t, ir.Verify(m.Op))
}
