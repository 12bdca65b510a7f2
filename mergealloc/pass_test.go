package mergealloc

import (
	"fmt"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

func wrapModule(fn *ir.Operation) *ir.Operation {
	st := &ir.OperationState{Name: "builtin.module"}
	blk := ir.NewBlock()
	st.AddRegion().AppendBlock(blk)
	m := ir.NewOperation(st)
	blk.Append(fn)
	return m
}

func TestPassPipelineOptions(t *testing.T) {
	require.NotNil(t, passes.Lookup(PassName))
	f, v := layoutCase(t)
	m := wrapModule(f.fn)
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc{planner-options=size-first alignment=32 verify-plan}))")
	require.NoError(t, err)
	var diags []*ir.Diagnostic
	mgr := passes.NewManager(pl, nil)
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d) }
	require.NoError(t, mgr.Run(m))
	require.Empty(t, diags)
	merged := f.fn.Region(0).Front().First()
	require.Equal(t, "memref<896xi8>", merged.Result(0).Type().String())
	require.Equal(t, int64(32), merged.Attr("alignment").(*ir.IntegerAttr).Value)
	require.Nil(t, v["c"].DefiningOp().Block(), "the alloc of c was erased")
	require.False(t, v["c"].HasUses())
	_, err = passes.ParsePipeline("builtin.module(func.func(merge-alloc{alignment=0}))")
	require.Error(t, err)
	_, err = passes.ParsePipeline("builtin.module(func.func(merge-alloc{planner-options=nope}))")
	require.Error(t, err)
}

func TestPassReportsUnknownRegionOp(t *testing.T) {
	f := newFB(t)
	a := f.alloc(mref(4))
	f.region("test.region", nil, nil, nil, "", func([]*ir.Value) []*ir.Value {
		f.use(a)
		return nil
	})
	f.ret()
	m := wrapModule(f.fn)
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc{fail-on-unknown-region-ops}))")
	require.NoError(t, err)
	var diags []*ir.Diagnostic
	mgr := passes.NewManager(pl, nil)
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d) }
	require.Error(t, mgr.Run(m))
	require.NotEmpty(t, diags)
	require.Contains(t, diags[0].Message, ErrUnknownRegionOp)
}

// NewPass: merge-alloc with a swapped stage, same options, registered
// under its own name next to merge-alloc.
func TestNewPassWithSwappedPlanner(t *testing.T) {
	var planned int
	var total int64
	stages := DefaultPipeline()
	// A planner stage that gives every buffer its own bytes (no reuse).
	stages.Plan = func(_ *ir.Operation, trace LifetimeTrace, opts Options) (*MemorySchedule, error) {
		planned++
		tt := trace.(*TickTrace)
		s := &MemorySchedule{MemorySpace: tt.Space, AllocToOffset: map[*ir.Operation]int64{}}
		for _, b := range tt.Buffers {
			s.Allocs = append(s.Allocs, b.Alloc)
			s.AllocToOffset[b.Alloc] = s.TotalSize
			s.TotalSize += alignUp(b.Size, opts.Alignment)
		}
		total = s.TotalSize
		return s, nil
	}
	stages.Check = nil
	p := NewPass("test-merge-alloc-no-reuse", "merge-alloc without reuse", stages)
	require.NoError(t, passes.ValidatePass(p))
	passes.Register(p)

	f, _ := layoutCase(t)
	m := wrapModule(f.fn)
	pl, err := passes.ParsePipeline("builtin.module(func.func(test-merge-alloc-no-reuse{alignment=32}))")
	require.NoError(t, err)
	require.NoError(t, passes.NewManager(pl, nil).Run(m))
	require.Equal(t, 1, planned)
	merged := f.fn.Region(0).Front().First()
	require.Equal(t, int64(32), merged.Attr("alignment").(*ir.IntegerAttr).Value, "the options are merge-alloc's")
	require.Greater(t, total, int64(896), "more than merge-alloc's own plan")
	require.Equal(t, fmt.Sprintf("memref<%dxi8>", total), merged.Result(0).Type().String())

	// Nil stages are the default ones.
	p2 := NewPass("test-merge-alloc-defaults", "defaults", Pipeline{Check: CheckSchedule})
	g, _ := layoutCase(t)
	pl2 := passes.NewPipeline("func.func")
	pl2.AddPass(p2, nil)
	require.NoError(t, passes.NewManager(pl2, nil).Run(g.fn))
	require.Equal(t, "memref<896xi8>", g.fn.Region(0).Front().First().Result(0).Type().String())
}

// TestForallHoistingAlias checks that per-forall-scopes is
// forall-hoisting=none, combines with none and all, and is refused with
// nested.
func TestForallHoistingAlias(t *testing.T) {
	src := func() *ir.Operation {
		f := newFB(t)
		a := f.alloc(mref(4))
		f.use(a)
		f.ret()
		return wrapModule(f.fn)
	}
	for spec, ok := range map[string]bool{
		"per-forall-scopes":                          true,
		"per-forall-scopes forall-hoisting=none":     true,
		"forall-hoisting=all per-forall-scopes":      true,
		"per-forall-scopes forall-hoisting=nested":   false,
		"forall-hoisting=nested per-forall-scopes=1": false,
		"forall-hoisting=nested":                     true,
	} {
		pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc{" + spec + "}))")
		require.NoError(t, err, spec)
		var diags []*ir.Diagnostic
		mgr := passes.NewManager(pl, nil)
		mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d) }
		err = mgr.Run(src())
		if ok {
			require.NoError(t, err, spec)
			continue
		}
		require.Error(t, err, spec)
		require.NotEmpty(t, diags, spec)
		require.Contains(t, diags[0].Message, "per-forall-scopes is forall-hoisting=none", spec)
	}
	_, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc{forall-hoisting=some}))")
	require.Error(t, err)
}
