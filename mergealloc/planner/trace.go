package planner

import (
	"errors"
	"fmt"
	"sort"
)

// TraceMode selects how the trace planner chooses among free chunks.
type TraceMode int

const (
	// CostModel scores free chunks by how recently they were freed and by how
	// well their size matches (merge-alloc's default, cost-model).
	CostModel TraceMode = iota
	// SizeFirst takes the smallest free chunk that fits, else the largest
	// (size-first).
	SizeFirst
)

// String returns the planner-options spelling of the mode.
func (m TraceMode) String() string {
	if m == SizeFirst {
		return "size-first"
	}
	return "cost-model"
}

// TraceEvent is one step of a lifetime trace: alloc(ID, Size) when Alloc is
// set, free(ID) otherwise.
type TraceEvent struct {
	// Alloc distinguishes alloc (true) from free (false).
	Alloc bool
	// ID names the buffer; every ID is allocated at most once and freed at
	// most once, after its allocation.
	ID int
	// Size is the requested size in bytes (alloc only).
	Size int64
	// Fixed pins the buffer at Offset (alloc only); see PlanTrace.
	Fixed bool
	// Offset is the byte offset of a Fixed buffer.
	Offset int64
}

// Alloc returns an alloc(id, size) event.
func Alloc(id int, size int64) TraceEvent { return TraceEvent{Alloc: true, ID: id, Size: size} }

// AllocAt returns an alloc(id, size) event for a buffer fixed at offset.
func AllocAt(id int, size, offset int64) TraceEvent {
	return TraceEvent{Alloc: true, ID: id, Size: size, Fixed: true, Offset: offset}
}

// Free returns a free(id) event.
func Free(id int) TraceEvent { return TraceEvent{ID: id} }

// TraceResult is the outcome of PlanTrace.
type TraceResult struct {
	// Offsets maps each allocated ID to its byte offset.
	Offsets map[int]int64
	// Total is the size of the merged buffer in bytes (a multiple of the
	// alignment).
	Total int64
}

// chunk is a contiguous piece of the planner's arena.
type chunk struct {
	size      int64
	free      bool
	lastFreed int64 // planner clock when last freed
	owner     int   // ID of the buffer using it (when in use)
}

// PlanTrace runs the static memory planner of the merge-alloc design over a
// lifetime trace. The arena is a list of chunks in offset order, each free or
// in use and remembering the planner clock of its last free; the clock
// advances by one at every event, before the event is handled. Sizes are
// rounded up to alignment (a value < 1 means 1).
//
// An alloc with no free chunk appends a new chunk at the end. Otherwise a
// free chunk is chosen: with CostModel each free chunk scores
//
//	tick_score = 1 - min((clock - lastFreed)/10, 1)
//	size_score = -|chunk - size| / max(chunk, size) + (size <= chunk ? 1 : 0)
//
// and the scan starts from the most recently freed chunk, visits the others
// in decreasing last-freed clock and replaces the pick only on a strictly
// higher tick_score + size_score; with SizeFirst the smallest free chunk that
// fits is taken, else the largest. A chosen chunk that is too small is
// extended: the arena grows by the difference and everything to its right
// (chunks and the recorded places of earlier buffers) moves right. A chunk
// larger than needed is split: the left part is used and the right part stays
// free with the same last-freed clock; an exact fit does not split. A free
// marks the chunk free with the current clock and merges it with free
// neighbours on both sides.
//
// A trace with fixed allocs (AllocAt) is planned in pinned mode, described
// at planPinned; a trace without them is planned exactly as above.
//
// Cost: every event walks the chunk list (at most about twice the number
// of buffers live at once, plus the free chunks between them), and every
// extension moves the places recorded so far, O(n) each: 0.2-0.5 s on the
// 28,526-buffer IOPDDL trace of ../shared/bench/idealloc, with up to 3,218
// buffers live at once.
func PlanTrace(events []TraceEvent, alignment int64, mode TraceMode) (*TraceResult, error) {
	return planTrace(events, alignment, mode, 0)
}

// errTraceBudget is planTrace's error when a trace needs more than its
// budget.
var errTraceBudget = errors.New("trace planner: over its work budget")

// planTrace is PlanTrace with a work budget (0: none): the chunks walked
// and ten per recorded place an extension moves; over it, planTrace stops
// with errTraceBudget. A trace with fixed allocs has no budget.
func planTrace(events []TraceEvent, alignment int64, mode TraceMode, budget int64) (*TraceResult, error) {
	alignment = max(alignment, 1)
	// The arena never exceeds the sum of the rounded sizes (and pinned
	// offsets); refuse traces where that sum would wrap.
	var sum int64
	for _, ev := range events {
		if !ev.Alloc || ev.Size < 0 {
			continue
		}
		var ok bool
		if sum, ok = addNoOverflow(sum, ev.Size, alignment); ok && ev.Fixed && ev.Offset > 0 {
			sum, ok = addNoOverflow(sum, ev.Offset, 0)
		}
		if !ok {
			return nil, &SizeOverflowError{Buffer: fmt.Sprint(ev.ID)}
		}
	}
	for _, ev := range events {
		if ev.Alloc && ev.Fixed {
			return planPinned(events, alignment, mode)
		}
	}
	var chunks []chunk
	offsets := map[int]int64{}
	state := map[int]int{} // 1 allocated, 2 freed
	var clock int64
	var total int64
	chunkOffset := func(k int) int64 {
		var o int64
		for i := 0; i < k; i++ {
			o += chunks[i].size
		}
		return o
	}
	var work int64
	for _, ev := range events {
		clock++
		if work += int64(len(chunks)); budget > 0 && work > budget {
			return nil, errTraceBudget
		}
		if !ev.Alloc {
			if state[ev.ID] != 1 {
				return nil, fmt.Errorf("trace: free(%d) of a buffer that is not allocated", ev.ID)
			}
			state[ev.ID] = 2
			k := -1
			for i := range chunks {
				if !chunks[i].free && chunks[i].owner == ev.ID {
					k = i
					break
				}
			}
			chunks[k].free = true
			chunks[k].lastFreed = clock
			chunks[k].owner = -1
			if k+1 < len(chunks) && chunks[k+1].free {
				chunks[k].size += chunks[k+1].size
				chunks = append(chunks[:k+1], chunks[k+2:]...)
			}
			if k > 0 && chunks[k-1].free {
				chunks[k-1].size += chunks[k].size
				chunks[k-1].lastFreed = clock
				chunks = append(chunks[:k], chunks[k+1:]...)
			}
			continue
		}
		if state[ev.ID] != 0 {
			return nil, fmt.Errorf("trace: alloc(%d) of a buffer allocated before", ev.ID)
		}
		if ev.Size < 0 {
			return nil, fmt.Errorf("trace: alloc(%d) with negative size %d", ev.ID, ev.Size)
		}
		state[ev.ID] = 1
		size := alignUp(ev.Size, alignment)
		pick := pickChunk(chunks, size, clock, mode)
		if pick < 0 {
			offsets[ev.ID] = total
			chunks = append(chunks, chunk{size: size, owner: ev.ID})
			total += size
			continue
		}
		c := &chunks[pick]
		if c.size < size {
			// Extension: everything at or beyond the chunk's end moves right.
			grow := size - c.size
			end := chunkOffset(pick) + c.size
			if work += 10 * int64(len(offsets)); budget > 0 && work > budget {
				return nil, errTraceBudget
			}
			for id, o := range offsets {
				if o >= end {
					offsets[id] = o + grow
				}
			}
			c.size = size
			total += grow
		} else if c.size > size {
			rest := chunk{size: c.size - size, free: true, lastFreed: c.lastFreed, owner: -1}
			c.size = size
			chunks = append(chunks, chunk{})
			copy(chunks[pick+2:], chunks[pick+1:])
			chunks[pick+1] = rest
		}
		chunks[pick].free = false
		chunks[pick].owner = ev.ID
		offsets[ev.ID] = chunkOffset(pick)
	}
	return &TraceResult{Offsets: offsets, Total: total}, nil
}

// pickChunk returns the index of the free chunk to use, or -1 when there is
// none.
func pickChunk(chunks []chunk, size, clock int64, mode TraceMode) int {
	if mode == SizeFirst {
		// One pass, in offset order: the first smallest free chunk that
		// fits, else the first largest one.
		best, largest := -1, -1
		for i := range chunks {
			c := &chunks[i]
			if !c.free {
				continue
			}
			if c.size >= size && (best < 0 || c.size < chunks[best].size) {
				best = i
			}
			if largest < 0 || c.size > chunks[largest].size {
				largest = i
			}
		}
		if best >= 0 {
			return best
		}
		return largest
	}
	var frees []int
	for i := range chunks {
		if chunks[i].free {
			frees = append(frees, i)
		}
	}
	if len(frees) == 0 {
		return -1
	}
	// Most recently freed first; ties keep offset order.
	sort.SliceStable(frees, func(a, b int) bool { return chunks[frees[a]].lastFreed > chunks[frees[b]].lastFreed })
	score := func(i int) float64 {
		c := chunks[i]
		return costScore(c.size, size, c.lastFreed, clock, size <= c.size)
	}
	best := frees[0]
	bestScore := score(best)
	for _, i := range frees[1:] {
		if s := score(i); s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// costScore is cost-model's score of a free chunk of chunkSize bytes, last
// freed at lastFreed, for a request of size bytes at the given clock; fits
// tells whether the request fits where it would go.
func costScore(chunkSize, size, lastFreed, clock int64, fits bool) float64 {
	tick := 1 - min(float64(clock-lastFreed)/10, 1)
	cs, s := float64(chunkSize), float64(size)
	sz := 0.0
	if m := max(cs, s); m > 0 {
		sz = -abs(cs-s) / m
	}
	if fits {
		sz++
	}
	return tick + sz
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// rangeTrace turns a live-range problem into a trace: frees of ranges ending
// at or before a time come before allocs starting at it; ties keep buffer
// order. Buffers with an empty range or no bytes conflict with nothing and
// are left out (they get offset 0).
func rangeTrace(in *inst) []TraceEvent {
	type ev struct {
		t     int64
		alloc bool
		i     int
	}
	evs := make([]ev, 0, 2*in.n)
	for i := 0; i < in.n; i++ {
		if in.lo[i] < in.hi[i] && in.size[i] > 0 {
			evs = append(evs, ev{in.lo[i], true, i}, ev{in.hi[i], false, i})
		}
	}
	sort.Slice(evs, func(a, b int) bool {
		x, y := evs[a], evs[b]
		if x.t != y.t {
			return x.t < y.t
		}
		if x.alloc != y.alloc {
			return !x.alloc
		}
		return x.i < y.i
	})
	out := make([]TraceEvent, 0, len(evs))
	for _, e := range evs {
		if e.alloc {
			if in.fixed[e.i] {
				out = append(out, AllocAt(e.i, in.size[e.i], in.fixOff[e.i]))
			} else {
				out = append(out, Alloc(e.i, in.size[e.i]))
			}
		} else {
			out = append(out, Free(e.i))
		}
	}
	return out
}
