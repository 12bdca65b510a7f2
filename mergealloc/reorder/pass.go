package reorder

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/schedule"
	"github.com/memopt/memopt/passes"
)

// PassName is the pass's command-line name.
const PassName = "reorder-for-memory"

// Pass is the registered reorder-for-memory pass, anchored on func.func:
// `memopt --reorder-for-memory="exact-limit=20 budget=100000"` or
// `reorder-for-memory{exact-limit=20}` in --pass-pipeline.
var Pass = &passes.Pass{
	Name:        PassName,
	DisplayName: "ReorderForMemory",
	Summary:     "Reorder the ops of each block to lower the peak of live buffer bytes",
	Doc: "Schedules the ops of every block (function bodies, loop and branch bodies) to minimize the peak of " +
		"live memref.alloc bytes, keeping SSA use-def order, memory effects through aliases (view flow), ops " +
		"with unknown or global effects in their relative order and the terminator last; deallocs follow their " +
		"buffer's last use. Exact for blocks of at most exact-limit ops, a greedy heuristic with local " +
		"improvement beyond; never raises a block's peak. A remark per block gives the peak before and after " +
		"and whether the order is proven optimal.",
	Anchor: "func.func",
	Options: []*passes.Option{
		{Name: "exact-limit", Kind: passes.Int, Default: "32",
			Help: "largest block (ops) scheduled by the exact method, at most 64 (0: heuristic only)", Check: exactLimitCheck},
		{Name: "budget", Kind: passes.Int, Default: "2000000",
			Help: "work budget per block, in steps, of the exact search and the local improvement", Check: passes.Positive},
	},
	Run: runPass,
}

func init() { passes.Register(Pass) }

func runPass(c *passes.Context) error {
	opts := Options{ExactLimit: int(c.Int("exact-limit")), Budget: c.Int("budget")}
	rs, err := Run(c.Op, opts)
	if err != nil {
		return c.Errorf(c.Op, "%v", err)
	}
	col, _ := passes.SinkOf[*report.Collector](c)
	fn := ir.SymbolName(c.Op)
	changed := false
	for _, r := range rs {
		changed = changed || r.Changed
		c.Emit(&ir.Diagnostic{Pos: r.Owner.Loc.Position(), Severity: ir.SeverityRemark, Message: r.Message()})
		if col.Enabled() {
			col.AddFunctionNote(fn, fmt.Sprintf("%s (block of the op at %s)", r.Message(), r.Owner.Loc.Position()))
		}
	}
	if !changed {
		c.PreserveAll()
	}
	return nil
}

// exactLimitCheck accepts exact-limit values from 0 to schedule.MaxExactLimit.
func exactLimitCheck(v any) error {
	if n, ok := v.(int64); ok && (n < 0 || n > schedule.MaxExactLimit) {
		return fmt.Errorf("must be from 0 to %d, got %d", schedule.MaxExactLimit, n)
	}
	return nil
}
