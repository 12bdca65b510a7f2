package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// layoutCase builds a trace where the recently freed, larger chunk and the
// long-ago freed exact fit differ: cost-model and size-first disagree.
func layoutCase(t *testing.T) (*fb, map[string]*ir.Value) {
	f := newFB(t)
	v := map[string]*ir.Value{}
	names := []string{"a", "s1"}
	for i := 1; i <= 9; i++ {
		names = append(names, string(rune('0'+i)))
	}
	names = append(names, "s2", "b")
	var all []*ir.Value
	for _, n := range names {
		size := int64(16)
		if n == "b" {
			size = 32
		}
		v[n] = f.alloc(mref(size))
		all = append(all, v[n])
	}
	f.use(all...)
	for _, n := range names {
		if n != "s1" && n != "s2" {
			f.use(v[n])
		}
	}
	v["c"] = f.alloc(mref(16))
	f.use(v["c"])
	v["d"] = f.alloc(mref(32))
	f.use(v["c"], v["d"])
	f.use(v["s1"], v["s2"])
	f.ret()
	return f, v
}

func offsetsOf(res *Result, v map[string]*ir.Value, names ...string) []int64 {
	var out []int64
	for _, n := range names {
		out = append(out, res.Schedules[0].AllocToOffset[v[n].DefiningOp()])
	}
	return out
}

func TestCostModelVsSizeFirst(t *testing.T) {
	f, v := layoutCase(t)
	cm := DefaultOptions()
	cm.PlannerOptions = PlannerCostModel
	res := f.run(cm)
	require.Equal(t, []int64{0, 64, 704, 768, 768, 128}, offsetsOf(res, v, "a", "s1", "s2", "b", "c", "d"))
	require.Equal(t, int64(896), res.Schedules[0].TotalSize)

	f, v = layoutCase(t)
	opts := DefaultOptions()
	opts.PlannerOptions = PlannerSizeFirst
	res = f.run(opts)
	require.Equal(t, []int64{0, 64, 704, 768, 0, 768}, offsetsOf(res, v, "a", "s1", "s2", "b", "c", "d"))
	require.Equal(t, int64(896), res.Schedules[0].TotalSize)

	// The default planner (auto) reaches the same bound.
	f, _ = layoutCase(t)
	res = f.run(DefaultOptions())
	require.Equal(t, int64(896), res.Schedules[0].TotalSize)
}

// A chunk too small for a later buffer of another element type is extended
// instead of appending a new chunk.
func TestChunkExtension(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16)) // 64 bytes
	b := f.alloc(mref(16))
	f.use(a, b)
	f.use(b)
	c := f.alloc(&ir.MemRefType{Shape: []int64{16}, Elem: ir.F64}) // 128 bytes
	f.use(c, b)
	f.ret()
	aOp, bOp, cOp := a.DefiningOp(), b.DefiningOp(), c.DefiningOp()
	opts := DefaultOptions()
	opts.PlannerOptions = PlannerCostModel
	res := f.run(opts)
	require.Equal(t, map[*ir.Operation]int64{aOp: 0, bOp: 128, cOp: 0}, res.Schedules[0].AllocToOffset)
	require.Equal(t, int64(192), res.Schedules[0].TotalSize)
}

// Other planner library algorithms run on the same trace and are checked.
func TestLibraryPlanners(t *testing.T) {
	for _, name := range []string{"greedy-by-size", "skyline", "exact", "heap-temporal"} {
		f, _ := layoutCase(t)
		opts := DefaultOptions()
		opts.PlannerOptions = name
		res := f.run(opts)
		require.LessOrEqual(t, res.Stats[0].LowerBound, res.Stats[0].Arena, name)
		require.Equal(t, int64(896), res.Stats[0].LowerBound, name)
	}
}

// The checker rejects overlapping, misaligned and out-of-bounds plans.
func TestCheckScheduleRejects(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16))
	b := f.alloc(mref(16))
	f.use(a, b)
	f.ret()
	s := f.collect(DefaultOptions())
	tr := s.Traces[0]
	opts := DefaultOptions()
	good := &MemorySchedule{TotalSize: 128, AllocToOffset: map[*ir.Operation]int64{a.DefiningOp(): 0, b.DefiningOp(): 64}}
	require.NoError(t, CheckSchedule(tr, good, opts))
	overlap := &MemorySchedule{TotalSize: 128, AllocToOffset: map[*ir.Operation]int64{a.DefiningOp(): 0, b.DefiningOp(): 0}}
	require.ErrorContains(t, CheckSchedule(tr, overlap, opts), "overlap")
	misaligned := &MemorySchedule{TotalSize: 192, AllocToOffset: map[*ir.Operation]int64{a.DefiningOp(): 0, b.DefiningOp(): 96}}
	require.ErrorContains(t, CheckSchedule(tr, misaligned, opts), "multiple")
	outside := &MemorySchedule{TotalSize: 64, AllocToOffset: map[*ir.Operation]int64{a.DefiningOp(): 0, b.DefiningOp(): 64}}
	require.ErrorContains(t, CheckSchedule(tr, outside, opts), "exceeds")
	missing := &MemorySchedule{TotalSize: 128, AllocToOffset: map[*ir.Operation]int64{a.DefiningOp(): 0}}
	require.Error(t, CheckSchedule(tr, missing, opts))
}

// A planner stage that ignores lifetimes is caught by the checker inside
// the pipeline.
func TestPipelineRunsChecker(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(16))
	b := f.alloc(mref(16))
	f.use(a, b)
	f.ret()
	p := DefaultPipeline()
	p.Plan = func(_ *ir.Operation, tr LifetimeTrace, _ Options) (*MemorySchedule, error) {
		sc := &MemorySchedule{TotalSize: 64, AllocToOffset: map[*ir.Operation]int64{}}
		for _, b := range tr.(*TickTrace).Buffers {
			sc.Allocs = append(sc.Allocs, b.Alloc)
			sc.AllocToOffset[b.Alloc] = 0
		}
		return sc, nil
	}
	_, err := p.Run(f.fn, Options{Alignment: 64, VerifyPlan: true})
	require.ErrorContains(t, err, "overlap")
}

// scf.forall bodies are allocation scopes of their own; a buffer of the
// function used inside is extended over the forall.
func TestForallScope(t *testing.T) {
	f := newFB(t)
	outer := f.alloc(mref(16)) // 2
	var in1, in2 *ir.Value
	fa := f.region("scf.forall", nil, nil, []ir.Type{ir.Index}, "scf.forall.in_parallel", func([]*ir.Value) []*ir.Value { // 3
		in1 = f.alloc(mref(16)) // 4
		f.use(in1, outer)       // 5
		in2 = f.alloc(mref(16)) // 6
		f.use(in2)              // 7
		return nil              // 8
	})
	fa.SetAttr("staticUpperBound", &ir.DenseArrayAttr{Elem: ir.I64, Values: []int64{4}})
	fa.SetAttr(ir.OperandSegmentSizesAttr, ir.SegmentSizesAttr(0, 0, 0, 0))
	f.ret()
	s := f.collect(DefaultOptions())
	requireLife(t, s, outer, 3, 8, true)
	requireLife(t, s, in1, 5, 5, true)
	require.Equal(t, int64(3), lifetimeOf(t, s, in1).ScopeID)
	require.Equal(t, int64(1), lifetimeOf(t, s, outer).ScopeID)
	res := f.run(DefaultOptions())
	require.Len(t, res.Schedules, 2)
	require.Equal(t, "memref.alloc", fa.Region(0).Front().First().Name())
	require.Equal(t, "memref<64xi8>", fa.Region(0).Front().First().Result(0).Type().String())
}
