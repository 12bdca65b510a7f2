package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// TestReportScopesOffsets: the report's buffers take their offsets from
// the schedule's Offsets when the planner gives them in trace order, and
// from AllocToOffset otherwise, with the same result; their names are
// those the printer gives the allocs of the unchanged function.
func TestReportScopesOffsets(t *testing.T) {
	src := []byte(chainModule(1, 30))
	m, err := parser.Parse("chain.mlir", src)
	require.NoError(t, err)
	fn := m.Body().First()
	orig, err := parser.Parse("chain.mlir", src)
	require.NoError(t, err)
	printed := ir.NewAsmNames(orig.Op)
	var want []string
	ir.WalkPreOrder(orig.Body().First(), func(op *ir.Operation) {
		if op.Name() == allocOpName {
			want = append(want, printed.Name(op.Result(0)))
		}
	})

	for _, planner := range []string{PlannerCostModel, PlannerDefault} {
		opts := DefaultOptions()
		opts.PlannerOptions = planner
		fn := fn
		if planner != PlannerCostModel {
			m, err := parser.Parse("chain.mlir", src)
			require.NoError(t, err)
			fn = m.Body().First()
		}
		names := ValueNames(fn)
		res, err := Run(fn, opts)
		require.NoError(t, err)
		got := res.ReportScopes(fn, opts, names)
		require.Len(t, got, 1)
		require.Equal(t, 60, got[0].NumBuffers())
		require.NotNil(t, got[0].Packed, "merge-alloc packs its buffers")
		got[0].Unpack()
		require.Len(t, got[0].Buffers, 60)
		var gotNames []string
		for _, b := range got[0].Buffers {
			gotNames = append(gotNames, b.Name)
			require.Regexp(t, `^chain\.mlir:\d+:\d+$`, b.Location)
		}
		require.ElementsMatch(t, want, gotNames, planner)
		for _, s := range res.Schedules {
			require.NotEmpty(t, s.Offsets, "%s gives offsets in trace order", planner)
			s.Offsets = nil
		}
		again := res.ReportScopes(fn, opts, names)
		again[0].Unpack()
		require.Equal(t, got, again, planner)
	}
}
