package mergealloc

import (
	"errors"
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
)

// alignUp rounds x up to a multiple of a (a >= 1).
func alignUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

// PlanTickTrace is the default MemoryPlannerFunc (docs/ARCHITECTURE.md,
// "The trace" and "The planner"). For
// planner-options cost-model and size-first it linearizes the trace
// (TickTrace.Events) and runs the planner library's trace planner, which
// rounds sizes to the alignment, splits, merges and extends chunks (intel/graph-compiler's
// planner, exactly). Any other name, and the default auto (also for
// an empty name), runs that planner library algorithm on the live ranges
// [2*First, 2*Last+2) with sizes and offsets aligned.
func PlanTickTrace(_ *ir.Operation, trace LifetimeTrace, opts Options) (*MemorySchedule, error) {
	tt, ok := trace.(*TickTrace)
	if !ok {
		return nil, fmt.Errorf("merge-alloc: planner needs a *TickTrace, got %T", trace)
	}
	align := max(opts.Alignment, 1)
	sched := &MemorySchedule{MemorySpace: tt.Space, AllocToOffset: make(map[*ir.Operation]int64, len(tt.Buffers)),
		Allocs: make([]*ir.Operation, 0, len(tt.Buffers))}
	// No planner places a buffer beyond the sum of the rounded sizes: when
	// that sum does not fit in int64, the merged buffer could not either.
	var sum int64
	for _, b := range tt.Buffers {
		sched.Allocs = append(sched.Allocs, b.Alloc)
		const maxInt = 1<<63 - 1
		if b.Size > maxInt-sum-2*align {
			return nil, b.Alloc.Errorf("merge-alloc: merging this buffer of %d bytes would make the merged buffer larger than 2^63-1 bytes", b.Size)
		}
		sum += alignUp(b.Size, align) + align
	}
	switch name := opts.PlannerOptions; name {
	case PlannerCostModel, PlannerSizeFirst:
		mode := planner.CostModel
		if name == PlannerSizeFirst {
			mode = planner.SizeFirst
		}
		res, err := planner.PlanTrace(tt.Events(), align, mode)
		if err != nil {
			return nil, pinError(tt, err)
		}
		sched.Offsets = make([]int64, len(tt.Buffers))
		for i, b := range tt.Buffers {
			sched.AllocToOffset[b.Alloc] = res.Offsets[i]
			sched.Offsets[i] = res.Offsets[i]
		}
		sched.TotalSize = res.Total
	default:
		if name == "" {
			name = PlannerDefault
		}
		p := tt.Problem(align)
		pl, err := planner.Solve(p, name, planner.Options{})
		if err != nil {
			return nil, pinError(tt, err)
		}
		for i, b := range tt.Buffers {
			sched.AllocToOffset[b.Alloc] = pl.Offsets[i]
		}
		sched.Offsets = pl.Offsets
		sched.TotalSize = alignUp(pl.Peak(), align)
	}
	return sched, nil
}

// pinError turns a planner error about pinned buffers (whose IDs index
// t.Buffers) into a diagnostic at the alloc that names both allocs with
// their locations; other errors are prefixed with the pass name.
func pinError(t *TickTrace, err error) error {
	var ov *planner.FixedOverlapError
	var al *planner.FixedAlignError
	inRange := func(i int) bool { return i >= 0 && i < len(t.Buffers) }
	switch {
	case errors.As(err, &ov) && inRange(ov.A) && inRange(ov.B):
		a, b := t.Buffers[ov.A], t.Buffers[ov.B]
		if b.AllocTick < a.AllocTick {
			a, b = b, a
		}
		d := b.Alloc.Errorf("pinned buffers at %s (bytes [%d, %d)) and %s (bytes [%d, %d)) are live at the same time and overlap",
			a.Alloc.Loc.Position(), a.Offset, a.Offset+a.Size, b.Alloc.Loc.Position(), b.Offset, b.Offset+b.Size)
		d.AddNote(a.Alloc.Loc.Position(), "the other pinned buffer")
		return d
	case errors.As(err, &al) && inRange(al.Buffer):
		b := t.Buffers[al.Buffer]
		return b.Alloc.Errorf("'%s' %d breaks the alignment %d", OffsetAttrName, b.Offset, al.Alignment)
	}
	return fmt.Errorf("merge-alloc: %w", err)
}

// Problem returns the trace as a planner library problem: one buffer per
// TickBuffer, size rounded up to align, alignment align, live range
// [2*First, 2*Last+2), pinned buffers Fixed at their offset. The buffers
// have no IDs: the planner's messages name buffer i "#i" (and pinError
// turns those about pinned buffers into diagnostics at the allocs).
func (t *TickTrace) Problem(align int64) *planner.Problem {
	p := &planner.Problem{Buffers: make([]planner.Buffer, len(t.Buffers))}
	for i, b := range t.Buffers {
		p.Buffers[i] = planner.Buffer{
			Size: alignUp(b.Size, align), Alignment: align,
			Lower: 2 * b.First, Upper: 2*b.Last + 2, Fixed: b.Pinned, Offset: b.Offset,
		}
	}
	return p
}

// Stats summarizes one planned scope for reports and benchmarks.
type Stats struct {
	// ScopeID is the scope's id (its op's tick) in its function.
	ScopeID int64
	// Space is the memory space ("" for the default one).
	Space string
	// Buffers is the number of merged buffers.
	Buffers int
	// Arena is the merged buffer's size in bytes.
	Arena int64
	// Sum is the sum of the merged buffers' sizes (unrounded).
	Sum int64
	// LowerBound is the largest sum of (unrounded) sizes live at one tick.
	LowerBound int64
	// Hoisted marks the per-thread plan of a hoisted scf.forall: its Arena
	// is one thread's and is part of the enclosing scope's arena, not a
	// buffer of its own.
	Hoisted bool
	// Threads is, for a hoisted plan, the number of threads of the forall
	// nest up to the scope it is hoisted into: each has such an arena
	// (0 otherwise).
	Threads int64
	// Slots is the part of Sum taken by buffers that hold the threads of
	// foralls hoisted into this scope, and SlotBuffers their number (part
	// of Buffers).
	Slots       int64
	SlotBuffers int
}

// Temporaries returns the bytes the merged memref.allocs of the plan would
// take on their own: Sum without the hoisted foralls' buffers, times the
// threads that each have them. Summed over a function's plans it is what
// the function allocated before merge-alloc.
func (s Stats) Temporaries() int64 {
	return (s.Sum - s.Slots) * max(s.Threads, 1)
}

// TraceStats computes the sum and lower bound of a trace and pairs them with
// the schedule's arena size.
func TraceStats(t *TickTrace, sched *MemorySchedule) Stats {
	st := Stats{ScopeID: t.ScopeID, Buffers: len(t.Buffers), Arena: sched.TotalSize}
	if t.Parent != nil {
		st.Hoisted, st.Threads = true, 1
		for x := t; x.Parent != nil; x = x.Parent {
			st.Threads *= x.Threads
		}
	}
	if t.Space != nil {
		st.Space = t.Space.String()
	}
	p := &planner.Problem{Buffers: make([]planner.Buffer, 0, len(t.Buffers))}
	for _, b := range t.Buffers {
		st.Sum += b.Size
		if b.Nested != nil {
			st.Slots += b.Size
			st.SlotBuffers++
		}
		p.Buffers = append(p.Buffers, planner.Buffer{Size: b.Size, Lower: b.First, Upper: b.Last + 1})
	}
	st.LowerBound = planner.LowerBound(p)
	return st
}
