package dealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

func parseFunc(t *testing.T, src string) *ir.Operation {
	t.Helper()
	m, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op))
	return m.Body().First()
}

func TestOwnershipLattice(t *testing.T) {
	fn := parseFunc(t, `func.func @f(%c: i1) {
  %t = arith.constant true
  %t2 = arith.constant true
  %f = arith.constant false
  return
}`)
	args := fn.Region(0).Front().Args()
	ops := fn.Region(0).Front().Ops()
	tv, tv2, fv := ops[0].Result(0), ops[1].Result(0), ops[2].Result(0)
	var u Ownership
	require.True(t, u.IsUninitialized())
	require.Equal(t, Unique(tv), u.combined(Unique(tv)))
	require.Equal(t, Unique(tv), Unique(tv).combined(u))
	// Equal constants merge; different indicators become unknown.
	require.True(t, Unique(tv).combined(Unique(tv2)).IsUnique())
	require.True(t, Unique(tv).combined(Unique(fv)).IsUnknown())
	require.True(t, Unique(tv).combined(Unique(args[0])).IsUnknown())
	require.True(t, Unique(args[0]).combined(Unique(args[0])).IsUnique())
	require.True(t, Ownership{kind: ownUnknown}.combined(Unique(tv)).IsUnknown())
	require.True(t, isConstTrue(tv))
	require.False(t, isConstTrue(fv))
}

func TestLivenessAcrossBlocksAndRegions(t *testing.T) {
	fn := parseFunc(t, `func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = scf.if %c -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.yield %x : f32
  } else {
    %y = memref.load %b[%i] : memref<4xf32>
    scf.yield %y : f32
  }
  cf.br ^bb3(%v : f32)
^bb2:
  %w = memref.load %a[%i] : memref<4xf32>
  cf.br ^bb3(%w : f32)
^bb3(%r: f32):
  return %r : f32
}`)
	l := newLiveness(fn)
	blocks := fn.Region(0).Blocks()
	a, b := blocks[0].Ops()[0].Result(0), blocks[0].Ops()[1].Result(0)
	has := func(s valueSet, v *ir.Value) bool { _, ok := s[v]; return ok }
	require.True(t, has(l.out[blocks[0]], a))
	require.True(t, has(l.out[blocks[0]], b))
	require.True(t, has(l.in[blocks[1]], b), "b is used in a region nested in bb1")
	require.False(t, has(l.in[blocks[2]], b))
	require.True(t, has(l.in[blocks[2]], a))
	require.Empty(t, l.in[blocks[3]])
	then := blocks[1].Ops()[0].Region(0).Front()
	require.True(t, has(l.in[then], a))
	require.False(t, has(l.in[then], b))
	// MLIR's value order: block arguments first, then results in order.
	vs := []*ir.Value{b, a, fn.Region(0).Front().Arg(1)}
	sortValues(vs)
	require.Equal(t, []*ir.Value{fn.Region(0).Front().Arg(1), a, b}, vs)
}
