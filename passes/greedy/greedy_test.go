package greedy_test

import (
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes/greedy"
	"github.com/stretchr/testify/require"
)

// run parses src, applies patterns (nil: none, folding only) to the module
// and returns the printed result.
func run(t *testing.T, src string, set *ir.PatternSet, cfg greedy.Config) (string, bool) {
	t.Helper()
	m, err := parser.Parse("in.mlir", []byte(src))
	require.NoError(t, err)
	if set == nil {
		set = ir.NewPatternSet()
	}
	converged, _ := greedy.Apply(m.Op, set.Freeze(nil), cfg)
	require.NoError(t, ir.Verify(m.Op))
	var sb strings.Builder
	require.NoError(t, m.Print(&sb, ir.PrintOptions{}))
	return sb.String(), converged
}

// mulByTwo rewrites `muli %x, 2` into `addi %x, %x`: a user's own pattern.
var mulByTwo = &ir.Pattern{
	Name: "MulByTwo", Root: "arith.muli", Benefit: 1, GeneratedOps: []string{"arith.addi"},
	MatchAndRewrite: func(op *ir.Operation, r *ir.Rewriter) bool {
		c, ok := ir.ConstantOf(op.Operand(1)).(*ir.IntegerAttr)
		if !ok || c.Value != 2 {
			return r.NotifyMatchFailure(op, "not a multiplication by 2")
		}
		x := op.Operand(0)
		r.ReplaceOpWithNew(op, &ir.OperationState{Name: "arith.addi", Operands: []*ir.Value{x, x}, ResultTypes: op.ResultTypes()})
		return true
	},
}

func TestUserPatternFoldsAndCleansUp(t *testing.T) {
	out, converged := run(t, `func.func @f(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.muli %x, %c2 : i32
  %dead = arith.muli %y, %c3 : i32
  %z = arith.muli %c2, %y : i32
  return %z : i32
}
`, ir.NewPatternSet(mulByTwo), greedy.Config{})
	require.True(t, converged)
	// The constant moves after %y (commutative fold), then both
	// multiplications by 2 become additions; the dead op and the unused
	// constants go.
	require.Equal(t, `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.addi %0, %0 : i32
    return %1 : i32
  }
}
`, out)
}

func TestConstantsAreDedupedAndHoisted(t *testing.T) {
	// Constants met later in the walk end up first in the entry block
	// (mlir-opt's order); the one nested in scf.if moves out, and the
	// duplicate is replaced.
	out, _ := run(t, `func.func @f(%b: i1, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  %c0i = arith.constant 7 : i32
  memref.store %c0i, %m[%c0] : memref<4xi32>
  scf.if %b {
    %c1 = arith.constant 1 : index
    %k = arith.constant 7 : i32
    memref.store %k, %m[%c1] : memref<4xi32>
  }
  return %v : i32
}
`, nil, greedy.Config{})
	require.Equal(t, `module {
  func.func @f(%arg0: i1, %arg1: memref<4xi32>) -> i32 {
    %c1 = arith.constant 1 : index
    %c7_i32 = arith.constant 7 : i32
    %c0 = arith.constant 0 : index
    %0 = memref.load %arg1[%c0] : memref<4xi32>
    memref.store %c7_i32, %arg1[%c0] : memref<4xi32>
    scf.if %arg0 {
      memref.store %c7_i32, %arg1[%c1] : memref<4xi32>
    }
    return %0 : i32
  }
}
`, out)
}

func TestIterationLimit(t *testing.T) {
	// A pattern that always rewrites never converges; the driver stops
	// after MaxIterations.
	n := 0
	flip := &ir.Pattern{Name: "Flip", Root: "arith.addi", Benefit: 1, MatchAndRewrite: func(op *ir.Operation, r *ir.Rewriter) bool {
		n++
		r.ModifyOpInPlace(op, func() {})
		return true
	}}
	_, converged := run(t, `func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
`, ir.NewPatternSet(flip), greedy.Config{MaxIterations: 3, MaxNumRewrites: 5})
	require.False(t, converged)
	require.Equal(t, 15, n, "5 rewrites in each of 3 iterations")
}
