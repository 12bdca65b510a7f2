package parser

import (
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

func init() {
	ir.Register(
		&ir.OpDef{Name: "ptest.isolated", Traits: ir.IsolatedFromAbove | ir.NoTerminator},
		&ir.OpDef{Name: "ptest.scope", Traits: ir.NoTerminator},
		&ir.OpDef{Name: "ptest.cfg"},
		&ir.OpDef{Name: "ptest.graph", Traits: ir.GraphRegion | ir.NoTerminator},
		&ir.OpDef{Name: "ptest.term", Traits: ir.Terminator},
		&ir.OpDef{Name: "ptest.plain"},
		&ir.OpDef{Name: "ptest.single", Traits: ir.SingleBlock},
		&ir.OpDef{Name: "ptest.hooked", Verify: func(op *ir.Operation) error {
			return op.OpErrorf("hook says no")
		}},
	)
}

func verifyString(t *testing.T, src string) error {
	t.Helper()
	m, err := Parse("v.mlir", []byte(src))
	require.NoError(t, err)
	return ir.Verify(m.Op)
}

func TestVerifyValid(t *testing.T) {
	for _, src := range []string{
		// forward branch: ^bb2 dominated by ^bb0 uses %0
		`"ptest.cfg"() ({
  %0 = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb1:
  "ptest.term"() : () -> ()
^bb2:
  "t.use"(%0) : (i32) -> ()
  "ptest.term"() : () -> ()
}) : () -> ()`,
		// use in nested non-isolated region
		`%0 = "t.def"() : () -> i32
"ptest.scope"() ({
  "t.use"(%0) : (i32) -> ()
}) : () -> ()`,
		// graph region: use before def
		`"ptest.graph"() ({
  "t.use"(%1) : (i32) -> ()
  %1 = "t.def"() : () -> i32
}) : () -> ()`,
		// unregistered last op is fine as a terminator candidate
		`"ptest.cfg"() ({
  "t.anything"() : () -> ()
}) : () -> ()`,
		// signature with variadic operands and a type rule
		`%0 = "t.def"() : () -> index
%1 = "ptest.addi"(%0, %0) : (index, index) -> index
"ptest.return"(%1, %0) : (index, index) -> ()`,
	} {
		require.NoError(t, verifyString(t, src), src)
	}
}

// TestUnknownOpRegionMayBeGraphRegion: as in MLIR, the regions of an op
// memopt does not know may be graph regions, so their values need not
// dominate their uses.
func TestUnknownOpRegionMayBeGraphRegion(t *testing.T) {
	require.NoError(t, verifyString(t, `"foo.region"() ({
  %1 = "foo"(%1, %2) : (i64, i64) -> i64
  %2 = "bar"(%1) : (i64) -> i64
  "foo.term"() : () -> ()
}) : () -> ()`))
}

func TestVerifyErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{`"ptest.cfg"() ({
  %0 = "t.def"(%1) : (i32) -> i32
  %1 = "t.def"() : () -> i32
  "ptest.term"() : () -> ()
}) : () -> ()`, "v.mlir:2:8: error: 't.def' op operand #0 does not dominate this use"},
		{`"ptest.cfg"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "t.def"() : () -> i32
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.use"(%0) : (i32) -> ()
  "ptest.term"() : () -> ()
}) : () -> ()`, "v.mlir:7:3: error: 't.use' op operand #0 does not dominate this use"},
		{`"ptest.cfg"() ({
  "ptest.plain"() : () -> ()
}) : () -> ()`, "v.mlir:2:3: error: block with no terminator, has 'ptest.plain'"},
		{`"ptest.cfg"() ({
  "ptest.term"() : () -> ()
  "t.x"() : () -> ()
}) : () -> ()`, "v.mlir:2:3: error: 'ptest.term' op must be the last operation in the parent block"},
		{`"ptest.cfg"() ({
^bb0:
  "t.br"()[^bb0] : () -> ()
}) : () -> ()`, "error: 't.br' op entry block of region may not have predecessors"},
		{`"ptest.single"() ({
  "ptest.term"() : () -> ()
^bb1:
  "ptest.term"() : () -> ()
}) : () -> ()`, "error: 'ptest.single' op expects region #0 to have 0 or 1 blocks"},
		{`%0 = "t.def"() : () -> i32
%1 = "ptest.addi"(%0, %0) : (i32, i32) -> i64`, "v.mlir:2:6: error: 'ptest.addi' op requires the same type for all operands and results"},
		{`%0 = "t.def"() : () -> i32
%1 = "ptest.addi"(%0) : (i32) -> i32`, "error: 'ptest.addi' op expected 2 operands, but found 1"},
		{`%0 = "t.def"() : () -> i32
%1 = "ptest.load"(%0) : (i32) -> f32`, "error: 'ptest.load' op operand #0 must be memref of any type values, but got 'i32'"},
		{`%0 = "t.def"() : () -> memref<4xf32>
%1 = "t.def"() : () -> i32
%2 = "ptest.load"(%0, %1) : (memref<4xf32>, i32) -> f32`, "error: 'ptest.load' op operand #1 must be variadic of index, but got 'i32'"},
		{`%0 = "t.def"() : () -> memref<4xf32>
%1 = "t.def"() : () -> index
%2 = "ptest.load"(%0, %1) : (memref<4xf32>, index) -> i32`, "error: 'ptest.load' op failed to verify that type of 'result' is elem(memref)"},
		{`%0 = "t.def"() : () -> i32
%1 = "ptest.cmpi"(%0, %0) : (i32, i32) -> i1`, "error: 'ptest.cmpi' op requires attribute 'predicate'"},
		{`"ptest.hooked"() : () -> ()`, "v.mlir:1:1: error: 'ptest.hooked' op hook says no"},
	}
	for _, c := range cases {
		err := verifyString(t, c.src)
		require.Error(t, err, c.src)
		require.Contains(t, err.Error(), c.want, c.src)
		require.Equal(t, 1, strings.Count(err.Error(), "error:"), err.Error())
	}
}

func TestVerifyIsolatedFromAbove(t *testing.T) {
	m := parseString(t, `"ptest.isolated"() ({
  %0 = "t.def"() : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()`)
	require.NoError(t, ir.Verify(m.Op))
	iso := m.Body().First()
	def := iso.Region(0).Front().First()
	def.MoveBefore(iso) // now the use inside crosses the isolation boundary
	err := ir.Verify(m.Op)
	require.Error(t, err)
	require.Contains(t, err.Error(), "test.mlir:3:3: error: 't.use' op operand #0 does not dominate this use")
	require.Contains(t, err.Error(), "test.mlir:2:8: note: operand defined here")
}
