package mergealloc

import (
	"sort"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
)

// LifetimeTrace holds the lifetimes of the buffers that are merged into one
// allocation: those of one allocation scope and one memory space. Trace
// collectors decide what else it holds; planners type-assert it to the
// concrete trace they understand (TickTrace for the default pipeline).
type LifetimeTrace interface {
	// AllocScope returns the block the merged allocation goes to.
	AllocScope() *ir.Block
	// MemorySpace returns the memory space of the buffers (nil: default).
	MemorySpace() ir.Attribute
}

// MemoryTraceScopes is what a trace collector returns: one trace per
// (scope, memory space), in a deterministic order, plus the per-allocation
// analysis results that analysis-only prints.
type MemoryTraceScopes struct {
	// Traces holds one LifetimeTrace per (scope, memory space).
	Traces []LifetimeTrace
	// Lifetimes holds every memref.alloc the collector saw, in IR order.
	Lifetimes []*AllocLifetime
	// Scopes holds every allocation scope op with its stable id, in IR
	// order.
	Scopes []ScopeInfo
	// Hoisting is the forall-hoisting mode the collector ran with.
	Hoisting ForallHoisting
	// Hoisted holds, for every hoisted scf.forall (see TickTrace.Parent),
	// the lifetime of its threads' buffer in the enclosing scope: Alloc is
	// the forall op, ScopeID the enclosing scope's id.
	Hoisted []*AllocLifetime
}

// ScopeInfo names an allocation scope op and its stable id (its tick).
type ScopeInfo struct {
	Op *ir.Operation
	ID int64
}

// AllocLifetime is the analysis result for one memref.alloc.
type AllocLifetime struct {
	// Alloc is the memref.alloc op.
	Alloc *ir.Operation
	// ScopeID is the id of the allocation scope (its op's tick).
	ScopeID int64
	// AllocTick is the alloc op's own tick.
	AllocTick int64
	// First and Last are the first and last tick at which the buffer (or an
	// alias of it) is accessed, after loop/branch extension; both are -2
	// for untraceable (escaping) buffers and the alloc tick for buffers that
	// are never accessed.
	First, Last int64
	// Untraceable marks escaping buffers.
	Untraceable bool
	// Mergeable marks buffers the pass merges.
	Mergeable bool
	// Reason says why a buffer is not mergeable ("" when it is): one of the
	// report.Reason* constants, ReasonNothingToMerge, or a short phrase.
	Reason string
	// Detail explains Reason further when there is more to say (the
	// alignments that do not divide).
	Detail string
	// Bound is the shape at which a buffer of dynamic shape is planned
	// (every dynamic dimension at its upper bound, ir/valuebounds); nil
	// for static buffers and for dynamic ones left alone.
	Bound []int64
	// Threads is, for a buffer that forall-hoisting=nested took out of
	// its foralls, the number of slices (one per thread) it has in its
	// scope's arena; 0 otherwise.
	Threads int64
	// Symbolic is set when the symbolic plan (Options.Symbolic) placed
	// this buffer of dynamic shape in its scope's run-time arena.
	Symbolic *SymbolicBuffer
}

// ReasonNothingToMerge is the Reason of a scope's only buffer when it is
// already a memref<Nxi8> (such as the merged buffer of an earlier run).
const ReasonNothingToMerge = "nothing to merge"

// ReasonTooLarge is the Reason of a buffer of more than ir.MaxBufferBytes,
// or one whose merging could make its scope's merged buffer larger than
// that: mlir-opt accepts such programs, merge-alloc leaves the buffer alone.
const ReasonTooLarge = "too large"

// TickBuffer is one mergeable buffer of a TickTrace.
type TickBuffer struct {
	// Alloc is the memref.alloc op; for the buffer of a hoisted scf.forall
	// (Nested set) it is the forall op.
	Alloc *ir.Operation
	// Size is the buffer size in bytes (not yet rounded to the alignment).
	// For a hoisted forall it is set once Nested is planned: Threads times
	// the per-thread arena rounded up to the alignment.
	Size int64
	// AllocTick, First and Last are the alloc's tick and the inclusive
	// range of ticks at which the buffer is live.
	AllocTick, First, Last int64
	// Nested is the per-thread trace of the hoisted scf.forall whose
	// threads' buffers this buffer holds, one slice per thread.
	Nested *TickTrace
	// Pinned places the buffer at byte Offset of the scope's arena
	// (OffsetAttrName on the alloc); the planner places the others around.
	Pinned bool
	Offset int64
	// Bound is the shape a buffer of dynamic shape is planned at (Size is
	// its size); nil for static buffers.
	Bound []int64
	// Slices is set for a buffer that forall-hoisting=nested took out of
	// its foralls: Size is then Slices.Threads times Slices.Stride.
	Slices *ThreadSlices
}

// ThreadSlices describes a buffer taken out of nested scf.forall loops by
// forall-hoisting=nested (graph-compiler's rule): one slice of Stride
// bytes per thread of Loops, the slice of thread t at the buffer's planned
// offset plus t*Stride. t linearizes the loops' induction variables (each
// minus its lower bound, divided by its step), row-major within a loop,
// the innermost loop's varying fastest.
type ThreadSlices struct {
	// Loops are the scf.forall loops the buffer left, innermost first.
	Loops []*ir.Operation
	// Stride is the buffer's own size in bytes (not rounded).
	Stride int64
	// Threads is the number of slices: the product of the loops' trip
	// counts.
	Threads int64
}

// TickTrace is the default collector's LifetimeTrace: the mergeable buffers
// of one scope and memory space, ordered by their alloc tick.
type TickTrace struct {
	// ScopeOp is the allocation scope op (func.func, scf.forall, ...).
	ScopeOp *ir.Operation
	// ScopeBlock is the entry block of the scope op's region that holds
	// the buffers; the merged buffer is allocated at its start.
	ScopeBlock *ir.Block
	// ScopeID is the scope's stable id (the scope op's tick).
	ScopeID int64
	// Space is the memory space (nil: default).
	Space ir.Attribute
	// Buffers are the mergeable buffers in alloc-tick order.
	Buffers []*TickBuffer
	// Parent is set when ScopeOp is an scf.forall with constant bounds
	// whose buffers are hoisted (docs/ARCHITECTURE.md, "Scopes"): the trace
	// plans one thread's buffers, and Slot, a buffer of Parent (the trace
	// of the enclosing scope, same memory space), holds the buffers of
	// all Threads threads side by side.
	Parent *TickTrace
	// Slot is the buffer of Parent that holds this trace's threads.
	Slot *TickBuffer
	// Trips is the forall's trip count along each induction variable;
	// Threads is their product.
	Trips   []int64
	Threads int64
}

// Depth returns how many hoisted traces enclose t (0 for a trace that
// gets a merged buffer of its own).
func (t *TickTrace) Depth() int {
	d := 0
	for p := t.Parent; p != nil; p = p.Parent {
		d++
	}
	return d
}

// AllocScope returns the block the merged buffer goes to.
func (t *TickTrace) AllocScope() *ir.Block { return t.ScopeBlock }

// MemorySpace returns the trace's memory space.
func (t *TickTrace) MemorySpace() ir.Attribute { return t.Space }

// Events linearizes the trace (docs/ARCHITECTURE.md, "The trace"): each buffer allocates at tick
// 2*First (pinned ones at their offset) and frees at 2*Last+1, so a buffer whose first use is the op that
// last uses another never shares memory with it; events are stably sorted
// by tick, ties by the buffers' own alloc ticks. Event IDs index Buffers.
func (t *TickTrace) Events() []planner.TraceEvent {
	type ev struct {
		key, allocTick int64
		e              planner.TraceEvent
	}
	evs := make([]ev, 0, 2*len(t.Buffers))
	for i, b := range t.Buffers {
		alloc := planner.Alloc(i, b.Size)
		if b.Pinned {
			alloc = planner.AllocAt(i, b.Size, b.Offset)
		}
		evs = append(evs, ev{2 * b.First, b.AllocTick, alloc})
		evs = append(evs, ev{2*b.Last + 1, b.AllocTick, planner.Free(i)})
	}
	sort.SliceStable(evs, func(i, j int) bool {
		if evs[i].key != evs[j].key {
			return evs[i].key < evs[j].key
		}
		return evs[i].allocTick < evs[j].allocTick
	})
	out := make([]planner.TraceEvent, len(evs))
	for i, e := range evs {
		out[i] = e.e
	}
	return out
}

// MemorySchedule is a planner's result for one LifetimeTrace: the merged
// buffer's size and each merged alloc's byte offset in it.
type MemorySchedule struct {
	// TotalSize is the size of the merged buffer in bytes.
	TotalSize int64
	// MemorySpace is the merged buffer's memory space.
	MemorySpace ir.Attribute
	// Allocs lists the merged allocs in a deterministic order.
	Allocs []*ir.Operation
	// AllocToOffset maps each merged alloc to its byte offset.
	AllocToOffset map[*ir.Operation]int64
	// Offsets, when a planner sets it, holds the same offsets in the order
	// of Allocs (Offsets[i] is that of Allocs[i]).
	Offsets []int64
	// Slices holds the merged allocs that have one slice per thread
	// (TickBuffer.Slices); their views add the thread's slice offset.
	Slices map[*ir.Operation]*ThreadSlices
	// Hoist is set for the schedule of a hoisted scf.forall's per-thread
	// trace (TickTrace.Parent): it has no merged buffer of its own.
	Hoist *HoistedSchedule
	// Children are the schedules hoisted into this one.
	Children []*MemorySchedule
	// Base is the merged buffer that holds the schedule's buffers and
	// ThreadBase, for a hoisted schedule, the byte offset of the current
	// thread's arena in it; both are set by the rewrite of the schedule.
	Base, ThreadBase *ir.Value
}

// HoistedSchedule places the per-thread arena of a hoisted scf.forall:
// thread t (the forall's induction variables linearized, row-major, after
// subtracting the lower bounds and dividing by the steps) uses bytes
// [Offset + t*Stride, Offset + (t+1)*Stride) of its parent's arena (of the
// current thread of the parent when the parent is hoisted too).
type HoistedSchedule struct {
	// Loop is the scf.forall.
	Loop *ir.Operation
	// Parent is the schedule of the enclosing scope.
	Parent *MemorySchedule
	// Offset is the byte offset of the threads' buffer in Parent.
	Offset int64
	// Stride is the per-thread arena size rounded up to the alignment.
	Stride int64
	// Trips is the trip count along each induction variable.
	Trips []int64
}

// TraceCollectorFunc collects the lifetime traces of the allocations under
// root (a function), using the alias analysis vf.
type TraceCollectorFunc func(root *ir.Operation, vf *ViewFlow, opts Options) (*MemoryTraceScopes, error)

// MemoryPlannerFunc plans one trace: the merged size and every offset.
type MemoryPlannerFunc func(root *ir.Operation, trace LifetimeTrace, opts Options) (*MemorySchedule, error)

// MemoryMergeMutatorFunc rewrites the IR of one scope block according to a
// schedule.
type MemoryMergeMutatorFunc func(root *ir.Operation, scope *ir.Block, sched *MemorySchedule, opts Options) error

// ScheduleCheckerFunc checks a schedule against its trace.
type ScheduleCheckerFunc func(trace LifetimeTrace, sched *MemorySchedule, opts Options) error
