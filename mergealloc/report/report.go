package report

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"sync"
)

// SchemaVersion is the version of the JSON form (Report.Version); it
// changes whenever a field changes meaning or disappears.
const SchemaVersion = 1

// Scope kinds.
const (
	// KindScope is a merge-alloc allocation scope (one scope op and memory
	// space, one merged buffer).
	KindScope = "scope"
	// KindPool is a pool of a whole-program plan or of memplan.
	KindPool = "pool"
)

// Buffer kinds.
const (
	// BufferTemp is a temporary placed by merge-alloc or memplan.
	BufferTemp = "temp"
	// BufferWorkspace is a workspace buffer of a whole-program plan.
	BufferWorkspace = "workspace"
	// BufferConstant is a constant (memref.global constant).
	BufferConstant = "constant"
	// BufferInput is an input of the entry function.
	BufferInput = "input"
	// BufferOutput is an output of the entry function.
	BufferOutput = "output"
	// BufferCallee is a callee's arena placed in its caller's workspace.
	BufferCallee = "callee"
	// BufferThreads holds the arenas of the threads of a hoisted
	// scf.forall, side by side (merge-alloc).
	BufferThreads = "threads"
	// BufferSlices is a buffer merge-alloc's forall-hoisting=nested took
	// out of nested scf.forall loops: one slice of its type per thread of
	// those loops, side by side.
	BufferSlices = "slices"
)

// Reasons a buffer is left alone (Skipped.Reason).
const (
	ReasonEscaping          = "escaping"
	ReasonDynamicShape      = "dynamic shape"
	ReasonNonIdentityLayout = "non-identity layout"
	ReasonUnknownRegionOp   = "unknown region op"
	ReasonAlignment         = "alignment"
)

// Report is a whole run's plans.
type Report struct {
	// Version is SchemaVersion.
	Version int `json:"version"`
	// Tool is the program that made the report ("memopt", "memplan").
	Tool string `json:"tool"`
	// Input names the input file ("-" or "<stdin>" for standard input).
	Input string `json:"input,omitempty"`
	// Scopes are the plans, in a deterministic order.
	Scopes []*Scope `json:"scopes"`
}

// Scope is one plan: an allocation scope or a pool.
type Scope struct {
	// Name identifies the scope: "@fn" for a function's scope,
	// "@fn/scf.forall@TICK" for a nested one, the pool name for pools.
	Name string `json:"name"`
	// Kind is KindScope or KindPool.
	Kind string `json:"kind"`
	// Pass is the pass (or tool) that made the plan.
	Pass string `json:"pass"`
	// ForallHoisting is, for a merge-alloc scope, the forall-hoisting mode
	// of the run that made it: all, none or nested ("" for other passes).
	ForallHoisting string `json:"forall_hoisting,omitempty"`
	// Function is the symbol of the function holding the scope, if any.
	Function string `json:"function,omitempty"`
	// Location is the scope op's source location as file:line:col.
	Location string `json:"location,omitempty"`
	// MemorySpace is the memory space attribute as printed ("" default).
	MemorySpace string `json:"memory_space,omitempty"`
	// Planner names the algorithm that placed the buffers.
	Planner string `json:"planner"`
	// PlanTimeNS is the planner's run time in nanoseconds.
	PlanTimeNS int64 `json:"plan_time_ns"`
	// Alignment is the alignment of the arena and its offsets.
	Alignment int64 `json:"alignment,omitempty"`
	// ArenaSize is the size in bytes of the merged buffer or pool.
	ArenaSize int64 `json:"arena_size"`
	// LowerBound is the liveness lower bound: the largest sum of the
	// (aligned) sizes of buffers live at one tick.
	LowerBound int64 `json:"lower_bound"`
	// Capacity is the pool's size limit (0: none).
	Capacity int64 `json:"capacity,omitempty"`
	// BaseAddress is the pool's absolute address when a device map places
	// it (HasAddress set).
	BaseAddress int64 `json:"base_address,omitempty"`
	// HasAddress marks BaseAddress as meaningful.
	HasAddress bool `json:"has_address,omitempty"`
	// Within names the scope whose arena holds this one (the per-thread
	// arena of an scf.forall hoisted by merge-alloc lies in a buffer of
	// the enclosing scope); such an arena is not memory of its own and is
	// not counted in totals.
	Within string `json:"within,omitempty"`
	// Buffers are the placed buffers, in the order the pass saw them
	// (empty when Packed holds them).
	Buffers []Buffer `json:"buffers"`
	// Packed, when not nil, holds the placed buffers in a compact form
	// instead of Buffers (merge-alloc fills it: see Packed). NumBuffers
	// and Buffer read either form, Unpack turns it into Buffers; the
	// renderers and encoding/json write both alike.
	Packed *Packed `json:"-"`
	// Skipped are buffers of this scope left alone, with the reason.
	Skipped []Skipped `json:"skipped,omitempty"`
	// Notes are free-form remarks (multi-buffer decisions, fallbacks).
	Notes []string `json:"notes,omitempty"`
	// SortKey orders scopes in Collector.Report (lexicographically); it is
	// not serialized. Passes use e.g. [function index, scope tick].
	SortKey []int64 `json:"-"`
}

// Ratio returns ArenaSize / LowerBound (1 when both are 0, 0 when only
// the lower bound is 0).
func (s *Scope) Ratio() float64 {
	if s.LowerBound == 0 {
		if s.ArenaSize == 0 {
			return 1
		}
		return 0
	}
	return float64(s.ArenaSize) / float64(s.LowerBound)
}

// Buffer is one placed buffer.
type Buffer struct {
	// Name is the SSA name as mlir-opt prints it ("%alloc_0"), a symbol
	// ("@weights") or an id (memplan).
	Name string `json:"name"`
	// Function is the symbol of the function holding the buffer ("@f"),
	// in pools that span functions (static-memory-plan).
	Function string `json:"function,omitempty"`
	// Kind is one of the Buffer* kinds.
	Kind string `json:"kind,omitempty"`
	// Type is the buffer's type as printed ("memref<16xf32>").
	Type string `json:"type,omitempty"`
	// Bound is, for a buffer of dynamic shape planned at its bound, the
	// type it is planned as, every dynamic size at its upper bound
	// ("memref<12x4xf32>" for a memref<?x4xf32>); Size is its size.
	Bound string `json:"bound,omitempty"`
	// Size is the buffer size in bytes, before rounding to the alignment.
	Size int64 `json:"size"`
	// Alignment is the offset alignment in bytes.
	Alignment int64 `json:"alignment"`
	// Start and End are the first and last tick at which the buffer is
	// live (inclusive).
	Start int64 `json:"start"`
	End   int64 `json:"end"`
	// Offset is the byte offset in the scope's arena or pool.
	Offset int64 `json:"offset"`
	// Address is the absolute address (Scope.HasAddress).
	Address int64 `json:"address,omitempty"`
	// Pinned marks buffers placed at a fixed offset by the user.
	Pinned bool `json:"pinned,omitempty"`
	// Location is the source location as file:line:col.
	Location string `json:"location,omitempty"`
}

// Skipped is a buffer the pass left alone.
type Skipped struct {
	Name     string `json:"name"`
	Type     string `json:"type,omitempty"`
	Location string `json:"location,omitempty"`
	// Reason is one of the Reason* constants, or a short phrase.
	Reason string `json:"reason"`
	// Detail explains the reason further ("alignment 128 does not divide
	// the pass alignment 64"), when there is more to say.
	Detail string `json:"detail,omitempty"`
}

// LowerBound returns the largest sum of sizes, each rounded up to align
// (<= 1: no rounding), of the buffers live at one tick ([Start, End]
// inclusive; a buffer with End < Start is never live).
func LowerBound(bufs []Buffer, align int64) int64 {
	// Only the live ranges and sizes count: as packed records, a class
	// (a size) each.
	bs := make([]PackedBuffer, len(bufs))
	sizes := make([]int64, len(bufs))
	for i, b := range bufs {
		bs[i] = PackedBuffer{Start: b.Start, End: b.End, Class: uint32(i)}
		sizes[i] = b.Size
	}
	return lowerBound(bs, sizes, align)
}

// lowerBound is LowerBound of the buffers bs (their Start and End), whose
// sizes are sizes[Class] (rounded here, in place): merge-alloc's packed
// scopes are read in place, with no call per buffer.
func lowerBound(bs []PackedBuffer, sizes []int64, align int64) int64 {
	n := len(bs)
	if align > 1 {
		for i, sz := range sizes {
			sizes[i] = (sz + align - 1) / align * align
		}
	}
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for i := range bs {
		if b := &bs[i]; b.End >= b.Start {
			lo, hi = min(lo, b.Start), max(hi, b.End)
		}
	}
	if lo > hi {
		return 0
	}
	if span := hi - lo; span >= 0 && span <= 16*int64(n)+4096 {
		// Ticks are dense (merge-alloc's, a few per op, are): a difference
		// array.
		dp, _ := diffs.Get().(*[]int64)
		if dp == nil {
			dp = new([]int64)
		}
		diff := *dp
		if int64(cap(diff)) < span+2 {
			diff = make([]int64, span+2)
		} else {
			diff = diff[:span+2]
			clear(diff)
		}
		defer func() {
			if cap(diff) <= 1<<20 {
				*dp = diff
				diffs.Put(dp)
			}
		}()
		for i := range bs {
			if b := &bs[i]; b.End >= b.Start {
				sz := sizes[b.Class]
				diff[b.Start-lo] += sz
				diff[b.End-lo+1] -= sz
			}
		}
		var cur, best int64
		for _, d := range diff {
			cur += d
			best = max(best, cur)
		}
		return best
	}
	type ev struct{ t, d int64 }
	evs := make([]ev, 0, 2*n)
	for i := range bs {
		if b := &bs[i]; b.End >= b.Start {
			sz := sizes[b.Class]
			evs = append(evs, ev{b.Start, sz}, ev{b.End + 1, -sz})
		}
	}
	// Frees before allocs at the same tick: [a, b] and [b+1, c] do not meet.
	slices.SortFunc(evs, func(x, y ev) int {
		if c := cmp.Compare(x.t, y.t); c != 0 {
			return c
		}
		return cmp.Compare(x.d, y.d)
	})
	var cur, best int64
	for _, e := range evs {
		cur += e.d
		best = max(best, cur)
	}
	return best
}

// diffs keeps LowerBound's difference arrays for the next call (passes
// fill reports of many scopes, on several threads).
var diffs sync.Pool

// Collector gathers scopes from passes; it is safe for concurrent use. A
// nil *Collector accepts and drops everything, so passes call it
// unconditionally (or check Enabled to skip building scopes).
type Collector struct {
	mu     sync.Mutex
	scopes []*Scope
	notes  []functionNote
}

// functionNote is a note about a function, not yet given a scope.
type functionNote struct{ function, text string }

// NewCollector returns an empty collector.
func NewCollector() *Collector { return &Collector{} }

// Enabled reports whether c records anything (c is not nil).
func (c *Collector) Enabled() bool { return c != nil }

// Add records s.
func (c *Collector) Add(s *Scope) {
	if c == nil || s == nil {
		return
	}
	c.mu.Lock()
	c.scopes = append(c.scopes, s)
	c.mu.Unlock()
}

// AddFunctionNote records a note about function (its symbol name) made by
// a pass that plans nothing itself, such as multi-buffer's decisions.
// Report attaches it to the function's first scope.
func (c *Collector) AddFunctionNote(function, text string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	c.notes = append(c.notes, functionNote{function, text})
	c.mu.Unlock()
}

// Report returns what was collected, scopes sorted by SortKey (stable for
// equal keys, so passes that run one after another keep their order).
// Function notes go, in the order they were added, to the first scope of
// their function (sorted order); a function without scopes gets a scope
// of its own, named "@function", that holds just the notes.
func (c *Collector) Report(tool, input string) *Report {
	r := &Report{Version: SchemaVersion, Tool: tool, Input: input, Scopes: []*Scope{}}
	if c == nil {
		return r
	}
	c.mu.Lock()
	r.Scopes = append(r.Scopes, c.scopes...)
	notes := append([]functionNote(nil), c.notes...)
	c.mu.Unlock()
	sort.SliceStable(r.Scopes, func(i, j int) bool { return lessKey(r.Scopes[i].SortKey, r.Scopes[j].SortKey) })
	first := map[string]*Scope{}
	for i, s := range r.Scopes {
		if s.Function != "" && first[s.Function] == nil {
			// A copy: calling Report again must not add the notes twice.
			cp := *s
			cp.Notes = append([]string(nil), s.Notes...)
			r.Scopes[i] = &cp
			first[s.Function] = &cp
		}
	}
	for _, n := range notes {
		s := first[n.function]
		if s == nil {
			s = &Scope{Name: "@" + n.function, Kind: KindScope, Function: n.function, Buffers: []Buffer{}}
			first[n.function] = s
			r.Scopes = append(r.Scopes, s)
		}
		s.Notes = append(s.Notes, n.text)
	}
	return r
}

func lessKey(a, b []int64) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}
