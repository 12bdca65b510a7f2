package mergealloc

import (
	"errors"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/report"
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
		{Name: "planner-options", Kind: passes.String, Default: PlannerDefault,
			Help:       "the static planner: auto (the default: a time sweep, a skyline packing, then a bounded exact search; deterministic), cost-model or size-first (intel/graph-compiler's trace planner), or any planner library algorithm",
			ValuesFunc: planner.Names},
		{Name: "alignment", Kind: passes.Int, Default: "64",
			Help: "alignment in bytes of the merged buffers and of every offset in them (a power of two)", Check: passes.PowerOfTwo},
		{Name: "verify-plan", Kind: passes.Bool, Default: "false",
			Help: "check every plan independently (buffers live at the same tick never overlap, offsets are aligned); the check is on by default, this forces it"},
		{Name: "no-bounds", Kind: passes.Bool, Default: "false",
			Help: "leave every buffer of dynamic shape to run-time allocation instead of planning those whose sizes have constant upper bounds at their bound"},
		{Name: "symbolic", Kind: passes.Bool, Default: "false",
			Help: "place the buffers of dynamic shape without a bound whose sizes are known at their scope's entry in one run-time allocation per scope, sized and laid out at the entry"},
		{Name: "forall-hoisting", Kind: passes.String, Default: string(HoistAll), ValuesFunc: ForallHoistingModes,
			Help: "which buffers of scf.forall bodies leave their loop: all (those of foralls with constant bounds go to the enclosing scope, one arena per thread), none (every forall body is its own scope) or nested (graph-compiler's rule: only buffers between two nested foralls used in the inner one, one slice per thread of the enclosing foralls)"},
		{Name: "loop-carried", Kind: passes.String, Default: string(DoubleBuffer), ValuesFunc: LoopCarriedModes,
			Help: "buffers a sequential loop allocates in its body and yields to the next iteration: double-buffer (two slots of one buffer allocated before the loop, planned like any other) or none (left to run-time allocation, one per iteration)"},
		{Name: "fail-on-unknown-region-ops", Kind: passes.Bool, Default: "false",
			Help: "fail (graph-compiler's error) on a region op without region-branch semantics (gpu.launch, async.execute, unregistered ops) that touches a buffer, instead of planning around it: buffers used across it are left alone with a remark (an async.execute's live until its token is awaited), buffers inside it are planned in its own scope"},
		{Name: "per-forall-scopes", Kind: passes.Bool, Default: "false",
			Help: "the same as forall-hoisting=none (kept for compatibility)"},
	},
	Run: runPass,
}

func init() { passes.Register(Pass) }

// NewPass returns a pass that runs merge-alloc with the stages of pl
// instead of the default ones: same anchor, options and diagnostics as
// Pass, under another name so that it can be registered next to it. Nil
// Collect, Plan or Mutate stages are the default ones; a nil Check
// disables the plan checker (as in Pipeline). Start from
// DefaultPipeline() and replace the stages you swap:
//
//	pl := mergealloc.DefaultPipeline()
//	pl.Plan = myPlanner
//	passes.Register(mergealloc.NewPass("merge-alloc-mine", "merge-alloc with my planner", pl))
func NewPass(name, summary string, pl Pipeline) *passes.Pass {
	def := DefaultPipeline()
	if pl.Collect == nil {
		pl.Collect = def.Collect
	}
	if pl.Plan == nil {
		pl.Plan = def.Plan
	}
	if pl.Mutate == nil {
		pl.Mutate = def.Mutate
	}
	return &passes.Pass{
		Name:    name,
		Summary: summary,
		Doc:     Pass.Doc,
		Anchor:  Pass.Anchor,
		Options: Pass.Options,
		Run:     func(c *passes.Context) error { return runStages(c, pl) },
	}
}

func runPass(c *passes.Context) error { return runStages(c, DefaultPipeline()) }

// runStages runs merge-alloc's stages pl on c.Op with the pass options.
func runStages(c *passes.Context, pl Pipeline) error {
	opts := Options{
		AnalysisOnly:   c.Bool("analysis-only"),
		PlannerOptions: c.String("planner-options"),
		Alignment:      c.Int("alignment"),
		VerifyPlan:     c.Bool("verify-plan"),
		ForallHoisting: ForallHoisting(c.String("forall-hoisting")),
		LoopCarried:    LoopCarried(c.String("loop-carried")),
		NoBounds:       c.Bool("no-bounds"),
		Symbolic:       c.Bool("symbolic"),

		FailOnUnknownRegionOps: c.Bool("fail-on-unknown-region-ops"),
	}
	if c.Bool("per-forall-scopes") {
		if opts.ForallHoisting != HoistAll && opts.ForallHoisting != HoistNone {
			return c.Errorf(c.Op, "merge-alloc: per-forall-scopes is forall-hoisting=none; it cannot be combined with forall-hoisting=%s", opts.ForallHoisting)
		}
		opts.ForallHoisting = HoistNone
	}
	col, _ := passes.SinkOf[*report.Collector](c)
	var names *ir.AsmNameTable
	var waitNames func()
	switch {
	case col.Enabled() && c.Concurrent():
		// A memory report names the allocs as mlir-opt prints them; the
		// names must be taken before the rewrite erases the allocs. Other
		// functions keep the other cores busy: named here, by the
		// analysis's first walk of the function (ValueNamesBuilder).
		pl.names = ValueNamesBuilder(c.Op)
	case col.Enabled() && opts.Symbolic:
		// The symbolic plan rewrites after the stages: named first.
		names = ValueNames(c.Op)
	case col.Enabled():
		// Alone, the function is named while the analysis and the planner
		// run (both only read the IR; naming writes only the values'
		// printer fields), and the rewrite waits for the names.
		done := make(chan struct{})
		var crashed any
		go func() {
			defer func() {
				crashed = recover()
				close(done)
			}()
			names = ValueNames(c.Op)
		}()
		waitNames = func() {
			<-done
			if crashed != nil {
				panic(crashed) // in the pass's goroutine, where the pass manager reports it
			}
		}
		mutate := pl.Mutate
		pl.Mutate = func(root *ir.Operation, scope *ir.Block, sched *MemorySchedule, o Options) error {
			waitNames()
			return mutate(root, scope, sched, o)
		}
	}
	res, err := pl.Run(c.Op, opts)
	if waitNames != nil {
		waitNames()
	}
	if pl.names != nil && err == nil {
		names = pl.names.Finish()
	}
	if err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			return d
		}
		return c.Errorf(c.Op, "%v", err)
	}
	if res.HasRemarks() {
		// Named as the output prints them (the allocs left are still
		// there; this pass's function only).
		t := ValueNames(c.Op)
		for _, d := range res.Remarks(t) {
			c.Emit(d)
		}
		t.Release()
	}
	if col.Enabled() {
		for _, s := range res.ReportScopes(c.Op, opts, names) {
			col.Add(s)
		}
		// The scopes keep the names without the values: the next
		// function's table takes their room.
		names.Release()
	}
	if len(res.Schedules) == 0 && !opts.AnalysisOnly && tensorLevel(c.Op) {
		c.Warnf(c.Op, "merge-alloc: @%s computes on tensors and has no buffers to plan; bufferize it first (--one-shot-bufferize)", ir.SymbolName(c.Op))
	}
	return nil
}

// tensorLevel reports whether fn is still at tensor level: a value of
// tensor type somewhere in it and no memref value at all (a common mistake:
// merge-alloc run before bufferization finds nothing to do).
func tensorLevel(fn *ir.Operation) bool {
	tensors, memrefs := false, false
	isTensor := func(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok }
	isMemRef := func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Args() {
					tensors = tensors || isTensor(a.Type())
					memrefs = memrefs || isMemRef(a.Type())
				}
			}
		}
		for _, v := range op.Results() {
			tensors = tensors || isTensor(v.Type())
			memrefs = memrefs || isMemRef(v.Type())
		}
	})
	return tensors && !memrefs
}
