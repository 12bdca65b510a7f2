package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// The analysis answers both ways: the bases a value may point into, and
// the values that may point into a base, through views, selects, loop
// iter_args and results.
func TestViewFlowBothWays(t *testing.T) {
	mt := mref(16)
	f := newFB(t)
	a := f.alloc(mt)
	b := f.alloc(mt)
	c := f.b.Create(&ir.OperationState{Name: "arith.constant", ResultTypes: []ir.Type{ir.I1},
		Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(1, ir.I1)}}}).Result(0)
	sel := f.op("arith.select", []*ir.Value{c, a, b}, mt).Result(0)
	cast := f.op("memref.cast", []*ir.Value{sel}, mt).Result(0)
	var iter *ir.Value
	loop := f.forLoop([]*ir.Value{cast}, func(_ *ir.Value, it []*ir.Value) []*ir.Value {
		iter = it[0]
		return it
	})
	other := f.alloc(mt)
	f.use(loop.Result(0), other)
	f.ret()
	vf := NewViewFlow(f.fn)
	require.ElementsMatch(t, []*ir.Value{a, b}, vf.Bases(sel))
	require.ElementsMatch(t, []*ir.Value{a, b}, vf.Bases(cast))
	require.ElementsMatch(t, []*ir.Value{a, b}, vf.Bases(iter))
	require.ElementsMatch(t, []*ir.Value{a, b}, vf.Bases(loop.Result(0)))
	require.Equal(t, []*ir.Value{other}, vf.Bases(other))
	require.ElementsMatch(t, []*ir.Value{a, sel, cast, iter, loop.Result(0)}, vf.Aliases(a))
	require.True(t, vf.MayAlias(loop.Result(0), b))
	require.False(t, vf.MayAlias(other, a))
	// An unregistered op's memref result may alias its memref operands.
	g := newFB(t)
	x := g.alloc(mt)
	y := g.op("test.wrap", []*ir.Value{x}, mt).Result(0)
	g.ret()
	require.Equal(t, []*ir.Value{x}, NewViewFlow(g.fn).Bases(y))
}
