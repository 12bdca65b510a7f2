package mergealloc

import (
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
)

// Pipeline is the merge-alloc pass as swappable stages.
type Pipeline struct {
	// Collect builds the lifetime traces (default CollectTickTraces).
	Collect TraceCollectorFunc
	// Plan plans one trace (default PlanTickTrace).
	Plan MemoryPlannerFunc
	// Check verifies a schedule when Options.VerifyPlan or CheckAlways is
	// set (default CheckSchedule); nil disables checking.
	Check ScheduleCheckerFunc
	// Mutate rewrites one scope (default RewriteScope).
	Mutate MemoryMergeMutatorFunc

	// names, when set, names the function's values (for a memory report)
	// during the first walk of the analysis, finished before anything
	// else reads or changes the IR.
	names *ir.AsmNamesBuilder
}

// CheckAlways makes the plan checker run on every schedule, as if every
// run had verify-plan set. It is on by default: the checker costs about 1%
// of the pass (BenchmarkCheckSchedule: 0.17 ms against 17-19 ms for the
// whole pass on a 1000-layer chain, BenchmarkChain1000; docs/BENCHMARKS.md).
// verify-plan forces the check when a program turns this off.
var CheckAlways = true

// DefaultPipeline returns the tick-based pipeline of intel/graph-compiler's
// merge-alloc (docs/ARCHITECTURE.md, "merge-alloc").
func DefaultPipeline() Pipeline {
	return Pipeline{Collect: CollectTickTraces, Plan: PlanTickTrace, Check: CheckSchedule, Mutate: RewriteScope}
}

// Result reports what a run did.
type Result struct {
	// Traces are the collected traces and lifetimes.
	Traces *MemoryTraceScopes
	// Schedules holds one schedule per trace, in the same order (nil with
	// analysis-only).
	Schedules []*MemorySchedule
	// Stats holds one entry per planned trace.
	Stats []Stats
	// PlanTimes holds the planner's run time (the Plan stage) per trace.
	PlanTimes []time.Duration
	// Symbolic holds the buffers the symbolic plan placed
	// (Options.Symbolic).
	Symbolic []*SymbolicBuffer
}

// Run runs the pipeline on one function-like op (func.func). Errors are
// *ir.Diagnostic when they concern an op.
func (p Pipeline) Run(fn *ir.Operation, opts Options) (*Result, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if !opts.AnalysisOnly && opts.LoopCarried == DoubleBuffer {
		DoubleBufferLoopCarried(fn, opts)
	}
	vf := newViewFlow(fn, p.names)
	if p.names != nil {
		p.names.Finish()
	}
	scopes, err := p.Collect(fn, vf, opts)
	if err != nil {
		return nil, err
	}
	res := &Result{Traces: scopes}
	if opts.AnalysisOnly {
		Annotate(scopes)
		return res, nil
	}
	// Hoisted forall traces are planned before the trace that holds their
	// threads (the size of that buffer is theirs times the threads), and
	// rewritten after it (their views go into its merged buffer).
	traces := scopes.Traces
	depth := make([]int, len(traces))
	byTrace := map[*TickTrace]int{}
	for i, tr := range traces {
		if tt, ok := tr.(*TickTrace); ok {
			depth[i] = tt.Depth()
			byTrace[tt] = i
		}
	}
	order := make([]int, len(traces))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return depth[order[a]] > depth[order[b]] })
	res.Schedules = make([]*MemorySchedule, len(traces))
	res.PlanTimes = make([]time.Duration, len(traces))
	for _, i := range order {
		tr := traces[i]
		start := time.Now()
		sched, err := p.Plan(fn, tr, opts)
		res.PlanTimes[i] = time.Since(start)
		if err != nil {
			return nil, err
		}
		if p.Check != nil && (opts.VerifyPlan || CheckAlways) {
			if err := p.Check(tr, sched, opts); err != nil {
				return nil, err
			}
		}
		res.Schedules[i] = sched
		if tt, ok := tr.(*TickTrace); ok {
			for _, b := range tt.Buffers {
				if b.Slices != nil {
					if sched.Slices == nil {
						sched.Slices = map[*ir.Operation]*ThreadSlices{}
					}
					sched.Slices[b.Alloc] = b.Slices
				}
			}
		}
		if tt, ok := tr.(*TickTrace); ok && tt.Parent != nil {
			stride := alignUp(sched.TotalSize, max(opts.Alignment, 1))
			if stride > 0 && tt.Threads > math.MaxInt64/2/stride {
				return nil, tt.ScopeOp.Errorf("merge-alloc: the %d threads of this loop need %d bytes each, more than a buffer can hold", tt.Threads, stride)
			}
			tt.Slot.Size = stride * tt.Threads
			sched.Hoist = &HoistedSchedule{Loop: tt.ScopeOp, Stride: stride, Trips: tt.Trips}
		}
	}
	for i, tr := range traces {
		if tt, ok := tr.(*TickTrace); ok {
			res.Stats = append(res.Stats, TraceStats(tt, res.Schedules[i]))
			if tt.Parent != nil {
				parent := res.Schedules[byTrace[tt.Parent]]
				h := res.Schedules[i].Hoist
				h.Parent, h.Offset = parent, parent.AllocToOffset[tt.ScopeOp]
				parent.Children = append(parent.Children, res.Schedules[i])
			}
		}
	}
	// Rewrite enclosing scopes first; within a depth in reverse, so that
	// merged buffers of one scope end up at the start of its block in
	// trace order.
	for k := len(order) - 1; k >= 0; k-- {
		i := order[k]
		if err := p.Mutate(fn, traces[i].AllocScope(), res.Schedules[i], opts); err != nil {
			return nil, err
		}
	}
	if opts.Symbolic {
		sym, err := PlanSymbolic(fn, scopes, opts)
		if err != nil {
			return nil, err
		}
		res.Symbolic = sym
	}
	return res, nil
}

// Run runs the default pipeline on fn.
func Run(fn *ir.Operation, opts Options) (*Result, error) { return DefaultPipeline().Run(fn, opts) }

// Remarks returns a remark per buffer of dynamic shape the run left to
// run-time allocation (but with no-bounds), saying why it could not be
// bounded, and per buffer left alone because of a region op merge-alloc
// does not model, naming the op (the Detail of its lifetime); each at its
// alloc, naming it as the output prints it (names: ValueNames of the
// rewritten function; nil names it by its type). Buffers left alone for
// another reason (escaping, layout) get none: the memory report lists
// them.
func (r *Result) Remarks(names *ir.AsmNameTable) []*ir.Diagnostic {
	if r == nil || r.Traces == nil {
		return nil
	}
	return r.remarks(names)
}

// HasRemarks reports whether Remarks has something to say (so that the
// caller names the function's values only then).
func (r *Result) HasRemarks() bool { return r != nil && r.Traces != nil && len(r.remarks(nil)) > 0 }

// remarks is Remarks.
func (r *Result) remarks(names *ir.AsmNameTable) []*ir.Diagnostic {
	var out []*ir.Diagnostic
	for _, lt := range r.Traces.Lifetimes {
		if lt.Reason == report.ReasonUnknownRegionOp {
			what := fmt.Sprintf("a buffer of type %s", lt.Alloc.Result(0).Type())
			if names != nil {
				what = names.Name(lt.Alloc.Result(0))
			}
			out = append(out, &ir.Diagnostic{Pos: lt.Alloc.Loc.Position(), Severity: ir.SeverityRemark,
				Message: fmt.Sprintf("merge-alloc: %s is left alone: %s", what, lt.Detail)})
			continue
		}
		if lt.Reason != report.ReasonDynamicShape || lt.Symbolic != nil || lt.Detail == noBoundsDetail {
			continue
		}
		why := lt.Detail
		if why == "" {
			why = "its sizes are dynamic"
		}
		what := fmt.Sprintf("a buffer of type %s", lt.Alloc.Result(0).Type())
		if names != nil {
			what = names.Name(lt.Alloc.Result(0))
		}
		out = append(out, &ir.Diagnostic{Pos: lt.Alloc.Loc.Position(), Severity: ir.SeverityRemark,
			Message: fmt.Sprintf("merge-alloc: %s is left to run-time allocation: %s", what, why)})
	}
	return out
}
