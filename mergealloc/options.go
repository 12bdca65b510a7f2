package mergealloc

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
)

// DefaultAlignment is the default alignment of merged buffers and of the
// offsets inside them, in bytes.
const DefaultAlignment = 64

// Planner option spellings of the trace planner's two modes, and the
// default planner.
const (
	PlannerCostModel = "cost-model"
	PlannerSizeFirst = "size-first"
	// PlannerDefault is the planner library's default, auto: chosen by
	// measurement over the test programs, the network programs and
	// gen_chain.py (docs/BENCHMARKS.md, "Choosing merge-alloc's default
	// planner"). cost-model and size-first keep intel/graph-compiler's
	// trace planner's behaviour.
	PlannerDefault = planner.Default
)

// Options configures the pass (merge-alloc{analysis-only planner-options=...
// alignment=... verify-plan}).
type Options struct {
	// AnalysisOnly annotates lifetimes instead of rewriting.
	AnalysisOnly bool
	// PlannerOptions names the planner: auto (PlannerDefault), cost-model,
	// size-first, or any algorithm of the planner library.
	PlannerOptions string
	// Alignment is the alignment of the merged buffer and of every offset
	// in it; it must be > 0.
	Alignment int64
	// VerifyPlan runs the independent plan checker on every schedule even
	// when CheckAlways is off (see CheckSchedule).
	VerifyPlan bool
	// ForallHoisting says which buffers of scf.forall bodies leave their
	// loop (merge-alloc{forall-hoisting=...}): HoistAll (the default, also
	// the zero value), HoistNone or HoistNested.
	ForallHoisting ForallHoisting
	// LoopCarried says how buffers that a sequential loop allocates in its
	// body and carries to the next iteration are planned
	// (merge-alloc{loop-carried=...}): DoubleBuffer (the default, also the
	// zero value; DoubleBufferLoopCarried) or KeepLoopCarried.
	LoopCarried LoopCarried
	// CallAccesses, when set, lets a whole-program client (the
	// static-memory-plan pass) tell the tick collector that a call only
	// accesses its memref operand number operand for the call's duration
	// (the callee does not capture it): the operand's buffers are then
	// accessed at the call's tick instead of escaping. Nil (the pass's
	// setting) makes every memref operand of a call escape (docs/ARCHITECTURE.md, "Ticks").
	CallAccesses func(call *ir.Operation, operand int) bool
	// NoBounds leaves every buffer of dynamic shape to run-time
	// allocation, as before bounded placement (merge-alloc{no-bounds}).
	// By default a buffer whose dynamic sizes have constant upper bounds
	// (ir/valuebounds) is planned at its bound and viewed with its real
	// sizes.
	NoBounds bool
	// BoundsAcrossCalls bounds the arguments of private functions by
	// their call sites. The pass leaves it off (it runs on one function
	// while others change); whole-program clients set it.
	BoundsAcrossCalls bool
	// Symbolic places the buffers of dynamic shape without a bound whose
	// sizes are available at their scope's entry in one run-time
	// allocation per scope, sized and laid out at the entry (PlanSymbolic;
	// merge-alloc{symbolic}).
	Symbolic bool
	// FailOnUnknownRegionOps makes an op with regions but without
	// region-branch semantics (gpu.launch, async.execute, an unregistered
	// region op) that touches a tracked buffer an error, as in
	// intel/graph-compiler (merge-alloc{fail-on-unknown-region-ops}). By
	// default such an op is a boundary: the buffers it uses from outside
	// are left alone with a remark (those of an asynchronous region live
	// until its completion is awaited instead), the buffers inside it are
	// planned in its own scope when it is an allocation scope and left
	// alone otherwise, and the rest of the function is planned.
	FailOnUnknownRegionOps bool
}

// ForallHoisting is a mode of hoisting buffers out of scf.forall loops.
type ForallHoisting string

// The forall-hoisting modes.
const (
	// HoistAll hoists every buffer of an scf.forall with constant bounds
	// into the nearest enclosing scope that is not such a forall: one
	// thread's buffers are planned together as an arena, and the threads'
	// arenas sit side by side in one buffer of the enclosing scope.
	HoistAll ForallHoisting = "all"
	// HoistNone makes every scf.forall body an allocation scope of its own
	// (the per-forall-scopes option).
	HoistNone ForallHoisting = "none"
	// HoistNested is intel/graph-compiler's merge-alloc rule: every
	// scf.forall body is a scope of its own, except that a buffer that
	// sits in a forall body (its nearest AutomaticAllocationScope) and is
	// used by an op inside an scf.forall of its own block goes, sized
	// times the threads, to the scope above the enclosing foralls with
	// constant bounds (scf.for loops in between are crossed too), one
	// slice per thread: slice t at the planned offset plus t times the
	// buffer's size, t being the crossed loops' induction variables
	// linearized (the innermost loop's varying fastest). As in
	// graph-compiler, the scope plans the slices by the ticks of one
	// thread: the hoisted buffers of two parallel loops that run one after
	// the other in a forall body may share bytes, which threads of the
	// enclosing forall running at the same time use both (only HoistAll's
	// layout is safe when those threads run in parallel).
	HoistNested ForallHoisting = "nested"
)

// ForallHoistingModes lists the forall-hoisting modes, the default first.
func ForallHoistingModes() []string {
	return []string{string(HoistAll), string(HoistNone), string(HoistNested)}
}

// DefaultOptions returns the pass defaults.
func DefaultOptions() Options {
	return Options{PlannerOptions: PlannerDefault, Alignment: DefaultAlignment}
}

// Validate checks the options and fills in defaults for zero values of
// PlannerOptions.
func (o *Options) Validate() error {
	if o.Alignment <= 0 {
		return fmt.Errorf("merge-alloc: alignment must be > 0, got %d", o.Alignment)
	}
	if o.PlannerOptions == "" {
		o.PlannerOptions = PlannerDefault
	}
	switch o.ForallHoisting {
	case "":
		o.ForallHoisting = HoistAll
	case HoistAll, HoistNone, HoistNested:
	default:
		return fmt.Errorf("merge-alloc: unknown forall-hoisting %q (want all, none or nested)", o.ForallHoisting)
	}
	switch o.LoopCarried {
	case "":
		o.LoopCarried = DoubleBuffer
	case DoubleBuffer, KeepLoopCarried:
	default:
		return fmt.Errorf("merge-alloc: unknown loop-carried %q (want double-buffer or none)", o.LoopCarried)
	}
	switch o.PlannerOptions {
	case PlannerCostModel, PlannerSizeFirst:
		return nil
	}
	if _, err := planner.ByName(o.PlannerOptions); err != nil {
		return fmt.Errorf("merge-alloc: unknown planner-options %q (want %s, %s or a planner library algorithm: %v)",
			o.PlannerOptions, PlannerCostModel, PlannerSizeFirst, planner.Names())
	}
	return nil
}
