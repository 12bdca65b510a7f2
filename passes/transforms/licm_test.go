package transforms_test

import (
	"testing"

	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// LICM case parity: every case (split at `// -----`) of
// testdata/loop-invariant-code-motion through `--loop-invariant-code-motion`,
// memopt against mlir-opt 22, byte for byte. The cases are memopt's own,
// written after the kinds of cases of MLIR's
// mlir/test/Transforms/loop-invariant-code-motion.mlir that use only
// dialects memopt supports (the test dialect's graph loops, speculatable
// test ops and test.with_bounds ranges are left out): nested loops, affine.if,
// loops moved as a whole by their step, scf.parallel/forall/while and
// affine.parallel, nested uses, chains, dims, divisions, linalg on tensors,
// vector transfers, packs. licmDifferences lists the cases still different
// with the reason (none).

var licmDifferences = map[string]string{}

func TestLICMCaseParity(t *testing.T) {
	same, total := caseParity(t, "loop-invariant-code-motion", [][]string{{"--loop-invariant-code-motion"}}, licmDifferences)
	t.Logf("loop-invariant-code-motion case parity: %d of %d identical", same, total)
}

// TestLICMMovesWholeLoops checks on memopt alone that a loop nest moves
// out as a unit when every op in it can, and that a second run changes
// nothing.
func TestLICMMovesWholeLoops(t *testing.T) {
	src := `func.func @f(%a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = arith.muli %a, %a : i32
    }
  }
  return
}`
	m, err := parser.Parse("f.mlir", []byte(src))
	require.NoError(t, err)
	once := runPipeline(t, m, "builtin.module(loop-invariant-code-motion)")
	require.Contains(t, once, "%0 = arith.muli %arg0, %arg0 : i32\n    scf.for %arg2 = %c0 to %arg1 step %c1 {\n    }\n    scf.for")
	m2, err := parser.Parse("once.mlir", []byte(once))
	require.NoError(t, err)
	require.Equal(t, once, runPipeline(t, m2, "builtin.module(loop-invariant-code-motion)"))
}
