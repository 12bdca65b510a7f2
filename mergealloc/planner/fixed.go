package planner

import (
	"fmt"
	"slices"
	"sort"
)

// FixedOverlapError reports two fixed buffers that are live at the same time
// (or listed as conflicting) and overlap in memory in the same pool.
type FixedOverlapError struct {
	// A and B index Problem.Buffers (A < B); for PlanTrace they are the
	// trace IDs, A allocated first.
	A, B int
	// AID and BID name them.
	AID, BID string
	// AOff, BOff are their offsets and ASize, BSize their sizes.
	AOff, ASize, BOff, BSize int64
}

// Error implements error.
func (e *FixedOverlapError) Error() string {
	return fmt.Sprintf("fixed buffers %q [%d, %d) and %q [%d, %d) are live at the same time and overlap",
		e.AID, e.AOff, e.AOff+e.ASize, e.BID, e.BOff, e.BOff+e.BSize)
}

// FixedAlignError reports a fixed buffer whose offset is negative or not a
// multiple of its alignment.
type FixedAlignError struct {
	// Buffer indexes Problem.Buffers (for PlanTrace: the trace ID).
	Buffer int
	// ID names it.
	ID string
	// Offset is its fixed offset and Alignment its alignment.
	Offset, Alignment int64
}

// Error implements error.
func (e *FixedAlignError) Error() string {
	if e.Offset < 0 {
		return fmt.Sprintf("fixed buffer %q has a negative offset %d", e.ID, e.Offset)
	}
	return fmt.Sprintf("fixed buffer %q at offset %d breaks its alignment %d (%d is not a multiple of %d)",
		e.ID, e.Offset, e.Alignment, e.Offset, e.Alignment)
}

// ValidateFixed checks the fixed buffers of p: every fixed offset is
// non-negative and a multiple of the buffer's alignment (FixedAlignError),
// and no two fixed buffers of the same pool that are live at the same time
// (or listed as conflicting) overlap in memory (FixedOverlapError, the one
// with the smallest later index reported). Every algorithm runs it; ReadCSV
// runs it too and reports the lines.
func ValidateFixed(p *Problem) error {
	var fixed []int
	pools := p.pools()
	poolOf := func(i int) string {
		if len(p.Buffers[i].Pools) > 0 {
			return p.Buffers[i].Pools[0]
		}
		return pools[0].Name
	}
	for i, b := range p.Buffers {
		if !b.Fixed {
			continue
		}
		if a := max(b.Alignment, 1); b.Offset < 0 || b.Offset%a != 0 {
			return &FixedAlignError{Buffer: i, ID: bufID(p, i), Offset: b.Offset, Alignment: a}
		}
		if b.Size > 0 {
			fixed = append(fixed, i)
		}
	}
	var found *FixedOverlapError
	check := func(i, j int) {
		a, b := min(i, j), max(i, j)
		x, y := p.Buffers[a], p.Buffers[b]
		if !y.Fixed || !x.Fixed || x.Size == 0 || y.Size == 0 || poolOf(a) != poolOf(b) {
			return
		}
		if x.Offset < y.Offset+y.Size && y.Offset < x.Offset+x.Size {
			if found == nil || b < found.B || (b == found.B && a < found.A) {
				found = &FixedOverlapError{A: a, B: b, AID: bufID(p, a), BID: bufID(p, b),
					AOff: x.Offset, ASize: x.Size, BOff: y.Offset, BSize: y.Size}
			}
		}
	}
	if p.ConflictLists {
		for _, i := range fixed {
			for _, j := range p.Buffers[i].Conflicts {
				if j >= 0 && j < len(p.Buffers) && j != i {
					check(i, j)
				}
			}
		}
	} else {
		// Live ranges: overlapSweep finds whether two of them clash in
		// O(n log n); the first clash (smallest later index, then smallest
		// earlier one) is then the shortest prefix of the fixed buffers
		// that has one, found by bisection, and its last buffer's
		// earliest partner.
		poolID := map[string]int{}
		rs := make([]rect, len(fixed))
		for x, i := range fixed {
			b := p.Buffers[i]
			name := poolOf(i)
			k, ok := poolID[name]
			if !ok {
				k = len(poolID)
				poolID[name] = k
			}
			rs[x] = rect{lo: b.Lower, hi: b.Upper, off: b.Offset, size: b.Size, pool: k}
		}
		if _, _, ok := overlapSweep(rs); ok {
			m := sort.Search(len(rs), func(m int) bool { _, _, ok := overlapSweep(rs[:m+1]); return ok })
			bi := fixed[m]
			for _, i := range fixed[:m] {
				if a := p.Buffers[i]; a.Lower < a.Upper && a.Lower < p.Buffers[bi].Upper && p.Buffers[bi].Lower < a.Upper {
					check(i, bi)
				}
				if found != nil {
					break
				}
			}
		}
	}
	if found != nil {
		return found
	}
	return nil
}

// bufID names buffer i of p for messages.
func bufID(p *Problem, i int) string {
	if id := p.Buffers[i].ID; id != "" {
		return id
	}
	return fmt.Sprintf("#%d", i)
}

func cmpAsc(x, y int64) int { return -cmpDesc(x, y) }

// fixedTop returns the highest end of a fixed buffer (0 when there is none).
func (in *inst) fixedTop() int64 {
	var top int64
	for i := 0; i < in.n; i++ {
		if in.fixed[i] && in.size[i] > 0 {
			top = max(top, in.fixOff[i]+in.size[i])
		}
	}
	return top
}

// fixedSpans returns, for every free buffer, the memory spans of the fixed
// buffers it conflicts with, sorted by offset (nil when there are none).
func (in *inst) fixedSpans() [][]span {
	if in.nFixed == 0 {
		return nil
	}
	out := make([][]span, in.n)
	for f := 0; f < in.n; f++ {
		if !in.fixed[f] || in.size[f] == 0 {
			continue
		}
		sp := span{in.fixOff[f], in.fixOff[f] + in.size[f]}
		in.neighbors(f, func(j int) {
			if !in.fixed[j] && in.size[j] > 0 {
				out[j] = append(out[j], sp)
			}
		})
	}
	for j := range out {
		slices.SortFunc(out[j], func(x, y span) int { return cmpAsc(x.off, y.off) })
	}
	return out
}

// skipFixed returns the lowest offset at or above o, aligned to a, where a
// buffer of the given size overlaps none of the spans (sorted by offset).
func skipFixed(spans []span, o, size, a int64) int64 {
	o = alignUp(o, a)
	if size == 0 {
		return o
	}
	for _, sp := range spans {
		if sp.end <= o {
			continue
		}
		if sp.off >= o+size {
			break
		}
		o = alignUp(sp.end, a)
	}
	return o
}
