package mergealloc

import (
	"errors"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/passes"
)

// PassName is the pass's command-line name.
const PassName = "merge-alloc"

// Pass is the registered merge-alloc pass, anchored on func.func:
// `memopt --merge-alloc="analysis-only planner-options=size-first
// alignment=128 verify-plan"` or `merge-alloc{...}` in --pass-pipeline.
var Pass = &passes.Pass{
	Name:        PassName,
	DisplayName: "MergeAlloc",
	Summary:     "Merge static memref.alloc buffers of each allocation scope into one planned buffer",
	Doc: "Gives every op a tick, finds the lifetime of every statically shaped, non-escaping memref.alloc " +
		"(through views, branches and loops), plans the buffers of each allocation scope and memory space " +
		"into one memref<Nxi8> with a static memory planner and replaces them with memref.view at the planned offsets.",
	Anchor: "func.func",
	Options: []*passes.Option{
		{Name: "analysis-only", Kind: passes.Bool, Default: "false",
			Help: "only annotate allocations (__mergealloc_lifetime) and scopes (__mergealloc_scope); do not rewrite"},
		{Name: "planner-options", Kind: passes.String, Default: PlannerCostModel,
			Help:   "the static planner: cost-model (default), size-first, or any planner library algorithm",
			Values: planner.Names()},
		{Name: "alignment", Kind: passes.Int, Default: "64",
			Help: "alignment in bytes of the merged buffers and of every offset in them", Check: passes.Positive},
		{Name: "verify-plan", Kind: passes.Bool, Default: "false",
			Help: "check every plan independently (buffers live at the same tick never overlap, offsets are aligned); the check is on by default, this forces it"},
	},
	Run: runPass,
}

func init() { passes.Register(Pass) }

func runPass(c *passes.Context) error {
	opts := Options{
		AnalysisOnly:   c.Bool("analysis-only"),
		PlannerOptions: c.String("planner-options"),
		Alignment:      c.Int("alignment"),
		VerifyPlan:     c.Bool("verify-plan"),
	}
	if _, err := Run(c.Op, opts); err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			return d
		}
		return c.Errorf(c.Op, "%v", err)
	}
	return nil
}
