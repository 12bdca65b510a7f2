package bufferize_test

import (
	"strings"
	"testing"

	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// The payloads of linalg named ops parsed from their custom form are never
// built by bufferization (analysis and rewrite): they are scalar code the
// pass neither reads nor changes, and building them doubled the pass's
// memory on large modules. The rewritten ops and the printed output are
// what they are with built payloads.
func TestBufferizeLeavesImpliedPayloadsUnbuilt(t *testing.T) {
	src := tensorChain(2, 8)
	m, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	require.NoError(t, bufferize.Run(m.Op, benchOptions()))
	named := 0
	ir.WalkExplicit(m.Op, func(op *ir.Operation) ir.WalkResult {
		if op.Dialect() == "linalg" {
			named++
			require.True(t, op.Region(0).IsImplied(), "%s built", op.Name())
		}
		return ir.WalkAdvance
	})
	require.Greater(t, named, 40)
	var lazy strings.Builder
	require.NoError(t, m.Print(&lazy, ir.PrintOptions{}))

	// The same with every payload built before the pass.
	m2, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	ir.WalkPreOrder(m2.Op, func(*ir.Operation) {})
	require.NoError(t, bufferize.Run(m2.Op, benchOptions()))
	var built strings.Builder
	require.NoError(t, m2.Print(&built, ir.PrintOptions{}))
	require.Equal(t, built.String(), lazy.String())
	require.Contains(t, lazy.String(), "linalg.add ins(")
}
