package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	CheckAlways = true
	m.Run()
}

// The seed's 4-matmul example: three temporaries in twice the size of one,
// the returned buffer untouched.
func TestSeedExample(t *testing.T) {
	mt := mref(128, 128)
	f := newFB(t, mt, mt)
	x, y := f.fn.Region(0).Front().Arg(0), f.fn.Region(0).Front().Arg(1)
	a := f.alloc(mt) // 2
	f.use(x, y, a)   // 3
	b := f.alloc(mt) // 4
	f.use(a, y, b)   // 5
	c := f.alloc(mt) // 6
	f.use(b, y, c)   // 7
	d := f.alloc(mt) // 8
	f.use(c, y, d)   // 9
	f.ret(d)         // 10
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, 3, 5, true)
	requireLife(t, s, b, 5, 7, true)
	requireLife(t, s, c, 7, 9, true)
	requireLife(t, s, d, -2, -2, false)
	require.Len(t, s.Traces, 1)

	aOp, bOp, cOp := a.DefiningOp(), b.DefiningOp(), c.DefiningOp()
	res := f.run(DefaultOptions())
	require.Len(t, res.Schedules, 1)
	sc := res.Schedules[0]
	require.Equal(t, int64(131072), sc.TotalSize)
	require.Equal(t, map[*ir.Operation]int64{aOp: 0, bOp: 65536, cOp: 0}, sc.AllocToOffset)
	require.Equal(t, Stats{ScopeID: 1, Buffers: 3, Arena: 131072, Sum: 3 * 65536, LowerBound: 131072}, res.Stats[0])

	// The rewrite: one merged alloc first, views in place of a, b, c.
	ops := f.fn.Region(0).Front().Ops()
	require.Equal(t, "memref.alloc", ops[0].Name())
	require.Equal(t, "memref<131072xi8>", ops[0].Result(0).Type().String())
	require.Equal(t, int64(64), ops[0].Attr("alignment").(*ir.IntegerAttr).Value)
	var names []string
	var offs []int64
	for _, o := range ops[1:] {
		names = append(names, o.Name())
		if o.Name() == "arith.constant" {
			offs = append(offs, o.Attr("value").(*ir.IntegerAttr).Value)
		}
	}
	require.Equal(t, []string{
		"arith.constant", "memref.view", "test.use",
		"arith.constant", "memref.view", "test.use",
		"arith.constant", "memref.view", "test.use",
		"memref.alloc", "test.use", "func.return"}, names)
	require.Equal(t, []int64{0, 65536, 0}, offs)
	require.Equal(t, d, ops[len(ops)-1].Operand(0))
}

// Buffers defined outside a loop and used inside are extended over the
// loop; buffers defined inside and not used outside are not.
func TestLoopExtension(t *testing.T) {
	mt := mref(8, 64)
	f := newFB(t)
	e := f.alloc(mt) // 2
	g := f.alloc(mt) // 3
	var h, k *ir.Value
	f.forLoop(nil, func(iv *ir.Value, _ []*ir.Value) []*ir.Value { // c 4,5,6; for 7
		f.use(e)        // 8
		f.use(g)        // 9
		h = f.alloc(mt) // 10
		k = f.alloc(mt) // 11
		f.use(h)        // 12
		f.use(k)        // 13
		return nil      // yield 14
	})
	f.ret() // 15
	s := f.collect(DefaultOptions())
	requireLife(t, s, e, 7, 14, true)
	requireLife(t, s, g, 7, 14, true)
	requireLife(t, s, h, 12, 12, true)
	requireLife(t, s, k, 13, 13, true)
	res := f.run(DefaultOptions())
	require.Equal(t, int64(3*2048), res.Schedules[0].TotalSize)
}

// Extension is carried outward through nested loops: a buffer used in an
// inner loop is extended over every enclosing loop it was not allocated in.
func TestNestedLoops(t *testing.T) {
	mt := mref(16)
	f := newFB(t)
	a := f.alloc(mt) // 2
	var b, c *ir.Value
	f.forLoop(nil, func(*ir.Value, []*ir.Value) []*ir.Value { // 3,4,5 ; for 6
		b = f.alloc(mt)                                           // 7
		f.use(b)                                                  // 8
		f.forLoop(nil, func(*ir.Value, []*ir.Value) []*ir.Value { // 9,10,11; for 12
			f.use(a)   // 13
			f.use(b)   // 14
			return nil // 15
		})
		c = f.alloc(mt) // 16
		f.use(c)        // 17
		return nil      // 18
	})
	f.ret() // 19
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, 6, 18, true)
	requireLife(t, s, b, 8, 15, true)
	requireLife(t, s, c, 17, 17, true)
}

// scf.if results alias the values yielded: a use of the result keeps both
// yielded buffers alive; the branch extension covers the whole if.
func TestIfAliasing(t *testing.T) {
	mt := mref(32)
	f := newFB(t)
	a := f.alloc(mt) // 2
	b := f.alloc(mt) // 3
	f.use(a)         // 4
	var inner *ir.Value
	r := f.ifOp([]ir.Type{mt}, func() []*ir.Value { // c 5, if 6
		inner = f.alloc(mt)   // 7
		f.use(inner)          // 8
		return []*ir.Value{a} // 9
	}, func() []*ir.Value {
		f.use(b)              // 10
		return []*ir.Value{b} // 11
	})
	other := f.alloc(mt) // 12
	f.use(other)         // 13
	f.use(r.Result(0))   // 14
	f.ret()              // 15
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, 4, 14, true)
	requireLife(t, s, b, 6, 14, true)
	requireLife(t, s, inner, 8, 8, true)
	requireLife(t, s, other, 13, 13, true)
	vf := NewViewFlow(f.fn)
	require.ElementsMatch(t, []*ir.Value{a, b}, vf.Bases(r.Result(0)))
	require.Contains(t, vf.Aliases(a), r.Result(0))
}

// Views keep their base alive; returns escape; a buffer allocated before
// a loop and yielded back to the next iteration lives over the whole loop,
// one allocated in the loop body and yielded escapes (a new buffer per
// iteration, carried across iterations).
func TestViewsAndEscapes(t *testing.T) {
	mt := mref(4, 4)
	flat := mref(16)
	f := newFB(t)
	a := f.alloc(mt)                                         // 2
	v := f.op("memref.collapse_shape", []*ir.Value{a}, flat) // 3 (no access)
	b := f.alloc(mt)                                         // 4
	f.use(b)                                                 // 5
	f.use(v.Result(0))                                       // 6
	c := f.alloc(mt)                                         // 7
	cv := f.op("memref.cast", []*ir.Value{c}, mt)            // 8
	y := f.alloc(mt)                                         // 9
	// constants 10-12, scf.for 13, use 14, yield 15
	loop := f.forLoop([]*ir.Value{y}, func(_ *ir.Value, it []*ir.Value) []*ir.Value {
		f.use(it[0])
		return it
	})
	f.use(loop.Result(0)) // 16
	var fresh *ir.Value
	// constants 17-19, scf.for 20, alloc 21, use 22, yield 23
	f.forLoop([]*ir.Value{y}, func(_ *ir.Value, it []*ir.Value) []*ir.Value {
		fresh = f.alloc(mt)
		f.use(it[0])
		return []*ir.Value{fresh}
	})
	f.ret(cv.Result(0))
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, 6, 6, true)
	requireLife(t, s, b, 5, 5, true)
	requireLife(t, s, c, -2, -2, false)
	requireLife(t, s, y, 13, 23, true) // the second loop reads it, then yields a fresh buffer in its place
	requireLife(t, s, fresh, -2, -2, false)
	g := newFB(t)
	z := g.alloc(mt) // 2
	// constants 3-5, scf.for 6, use 7, yield 8
	zl := g.forLoop([]*ir.Value{z}, func(_ *ir.Value, it []*ir.Value) []*ir.Value {
		g.use(it[0])
		return it
	})
	g.use(zl.Result(0)) // 9
	g.ret()
	requireLife(t, g.collect(DefaultOptions()), z, 6, 9, true)
}

// Dynamic shapes without bounds (here: with no-bounds), non-identity
// layouts and alignments that do not divide the pass alignment are left
// alone; a dynamic size with a bound (a constant) is planned at it.
func TestNotMergeable(t *testing.T) {
	f := newFB(t)
	n := f.cst(4)
	dyn := f.b.Create(&ir.OperationState{Name: "memref.alloc", Operands: []*ir.Value{n},
		ResultTypes: []ir.Type{&ir.MemRefType{Shape: []int64{ir.Dynamic}, Elem: ir.F32}},
		Props:       []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(1, 0)}}}).Result(0)
	strided := f.alloc(&ir.MemRefType{Shape: []int64{4, 4}, Elem: ir.F32, Layout: &ir.StridedLayoutAttr{Strides: []int64{8, 1}}})
	al := f.alloc(mref(4), ir.NamedAttr{Name: "alignment", Value: ir.IntAttr(128, ir.I64)})
	ok := f.alloc(mref(4), ir.NamedAttr{Name: "alignment", Value: ir.IntAttr(32, ir.I64)})
	f.use(dyn, strided, al, ok)
	f.ret()
	s := f.collect(DefaultOptions())
	for _, v := range []*ir.Value{strided, al} {
		require.False(t, lifetimeOf(t, s, v).Mergeable)
	}
	require.True(t, lifetimeOf(t, s, ok).Mergeable)
	require.True(t, lifetimeOf(t, s, dyn).Mergeable)
	require.Equal(t, []int64{4}, lifetimeOf(t, s, dyn).Bound)
	noBounds := DefaultOptions()
	noBounds.NoBounds = true
	s = f.collect(noBounds)
	require.False(t, lifetimeOf(t, s, dyn).Mergeable)
	require.Equal(t, "bounds are off (no-bounds)", lifetimeOf(t, s, dyn).Detail)
	opts := DefaultOptions()
	opts.Alignment = 128
	s = f.collect(opts)
	require.True(t, lifetimeOf(t, s, al).Mergeable)
}

// An op with regions and unknown control flow that touches a tracked
// buffer is an error with FailOnUnknownRegionOps (graph-compiler's
// behaviour).
func TestUnknownRegionOp(t *testing.T) {
	strict := DefaultOptions()
	strict.FailOnUnknownRegionOps = true
	f := newFB(t)
	a := f.alloc(mref(4))
	f.region("test.region", nil, nil, nil, "", func([]*ir.Value) []*ir.Value {
		f.use(a)
		return nil
	})
	f.ret()
	_, err := CollectTickTraces(f.fn, NewViewFlow(f.fn), strict)
	require.ErrorContains(t, err, ErrUnknownRegionOp)
	// Not touching a tracked buffer is fine.
	g := newFB(t)
	g.region("test.region", nil, nil, nil, "", func([]*ir.Value) []*ir.Value { return nil })
	g.ret()
	_, err = CollectTickTraces(g.fn, NewViewFlow(g.fn), strict)
	require.NoError(t, err)
}

// By default an unknown region op is a boundary: a buffer used across it
// and a buffer allocated inside it (not an allocation scope) are left
// alone, naming the op; the others are planned.
func TestUnknownRegionOpBoundary(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(4))
	b := f.alloc(mref(4))
	f.use(b)
	var inner *ir.Value
	u := f.region("test.region", nil, nil, nil, "", func([]*ir.Value) []*ir.Value {
		f.use(a)
		inner = f.alloc(mref(4))
		f.use(inner)
		return nil
	})
	c := f.alloc(mref(4))
	f.use(c)
	f.ret()
	s, err := CollectTickTraces(f.fn, NewViewFlow(f.fn), DefaultOptions())
	require.NoError(t, err)
	for _, v := range []*ir.Value{a, inner} {
		lt := lifetimeOf(t, s, v)
		require.False(t, lt.Mergeable)
		require.Equal(t, report.ReasonUnknownRegionOp, lt.Reason)
		require.Contains(t, lt.Detail, "'test.region' at "+u.Loc.Position().String())
	}
	require.True(t, lifetimeOf(t, s, b).Mergeable)
	require.True(t, lifetimeOf(t, s, c).Mergeable)
}

// Existing deallocs are removed with the merged alloc and are not uses.
// Without deallocs in the input, none is added (TestSeedExample).
func TestDeallocRemoved(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16))                 // 2
	f.use(a)                               // 3
	b := f.alloc(mref(16))                 // 4
	f.use(b)                               // 5
	f.op("memref.dealloc", []*ir.Value{a}) // 6
	f.op("memref.dealloc", []*ir.Value{b}) // 7
	f.ret()
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, 3, 3, true)
	requireLife(t, s, b, 5, 5, true)
	res := f.run(DefaultOptions())
	require.Equal(t, int64(64), res.Schedules[0].TotalSize)
	// The input freed its buffers: the merged buffer is freed before the
	// return instead of a and b.
	ops := f.fn.Region(0).Front().Ops()
	var deallocs []*ir.Operation
	for _, o := range ops {
		if o.Name() == "memref.dealloc" {
			deallocs = append(deallocs, o)
		}
	}
	require.Len(t, deallocs, 1)
	require.Equal(t, ops[0].Result(0), deallocs[0].Operand(0))
	require.Equal(t, ops[len(ops)-2], deallocs[0])
}

// Freeing an alias of a buffer (here a cast) makes it escape: only
// deallocs of the alloc's own result are removed by the rewrite.
func TestDeallocOfAliasEscapes(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16))
	f.use(a)
	c := f.op("memref.cast", []*ir.Value{a}, mref(16)).Result(0)
	f.op("memref.dealloc", []*ir.Value{c})
	b := f.alloc(mref(16))
	f.use(b)
	f.op("memref.dealloc", []*ir.Value{b})
	f.ret()
	s := f.collect(DefaultOptions())
	requireLife(t, s, a, -2, -2, false)
	requireLife(t, s, b, 7, 7, true)
}

// Two memory spaces give two merged buffers in one scope.
func TestMemorySpaces(t *testing.T) {
	f := newFB(t)
	sp := &ir.MemRefType{Shape: []int64{16}, Elem: ir.F32, MemorySpace: ir.IntAttr(1, ir.I64)}
	a := f.alloc(mref(16))
	b := f.alloc(sp)
	f.use(a, b)
	f.ret()
	res := f.run(DefaultOptions())
	require.Len(t, res.Schedules, 2)
	ops := f.fn.Region(0).Front().Ops()
	require.Equal(t, "memref<64xi8>", ops[0].Result(0).Type().String())
	require.Equal(t, "memref<64xi8, 1>", ops[1].Result(0).Type().String())
}

// Running the pass twice is a fixed point: the merged buffer of the first
// run is a single byte buffer, left alone by the second.
func TestSecondRunIsFixedPoint(t *testing.T) {
	f, _ := layoutCase(t)
	f.run(DefaultOptions())
	before := len(f.fn.Region(0).Front().Ops())
	res := f.run(DefaultOptions())
	require.Empty(t, res.Schedules)
	require.Equal(t, before, len(f.fn.Region(0).Front().Ops()))
	// A lone byte buffer that was never merged is left alone too.
	g := newFB(t)
	a := g.alloc(&ir.MemRefType{Shape: []int64{256}, Elem: ir.I8})
	g.use(a)
	g.ret()
	require.Empty(t, g.run(DefaultOptions()).Schedules)
}

func TestAnalysisOnly(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16))
	f.use(a)
	b := f.alloc(mref(16))
	f.ret(b)
	opts := DefaultOptions()
	opts.AnalysisOnly = true
	f.run(opts)
	require.Equal(t, "array<i64: 1, 3, 3>", a.DefiningOp().Attr(LifetimeAttrName).String())
	require.Equal(t, "array<i64: 1, -2, -2>", b.DefiningOp().Attr(LifetimeAttrName).String())
	require.Equal(t, "1", f.fn.Attr(ScopeAttrName).String())
}

func TestOptionsValidate(t *testing.T) {
	o := DefaultOptions()
	o.Alignment = 0
	require.Error(t, o.Validate())
	o = DefaultOptions()
	o.PlannerOptions = "no-such-planner"
	require.Error(t, o.Validate())
	o.PlannerOptions = PlannerSizeFirst
	require.NoError(t, o.Validate())
}
