package mergealloc

import (
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
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc))")
	require.NoError(t, err)
	var diags []*ir.Diagnostic
	mgr := passes.NewManager(pl, nil)
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d) }
	require.Error(t, mgr.Run(m))
	require.NotEmpty(t, diags)
	require.Contains(t, diags[0].Message, ErrUnknownRegionOp)
}
