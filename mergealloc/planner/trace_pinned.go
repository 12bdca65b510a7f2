package planner

import (
	"fmt"
	"slices"
)

// pchunk is a chunk of the pinned-mode arena, at an absolute offset.
type pchunk struct {
	off, size int64
	free      bool
	lastFreed int64
	owner     int
}

// planPinned is PlanTrace for a trace with fixed allocs. A fixed buffer must
// sit exactly at its offset while it is live, so nothing may move once
// placed: offsets are absolute from the start and a chunk grows only at the
// end of the arena. The clock, the chunk choice of the mode, splitting and
// merging are as in PlanTrace, with these differences:
//
//   - A fixed alloc takes exactly [Offset, Offset+Size) (its size is not
//     rounded): the free chunk under it is split around it, or the arena
//     grows to reach it (the gap becomes a free chunk).
//   - Every other buffer (size rounded up to the alignment) may go into a
//     free chunk at the lowest aligned offset inside it that misses every
//     fixed buffer live at some time of its own lifetime (from its alloc
//     event to its free event, or to the end of the trace); the chunk must
//     hold it there, unless it is the last chunk, which then grows. Among
//     those chunks cost-model scores as above and size-first takes the
//     smallest that holds it, else the last one. With no such chunk it goes
//     at the end, at the lowest aligned offset that misses those fixed
//     buffers.
//
// Fixed offsets need not be multiples of the alignment (the caller checks
// each buffer's own alignment). Two fixed buffers that are live at the same
// time and overlap are a *FixedOverlapError, a negative fixed offset a
// *FixedAlignError; both carry trace IDs.
func planPinned(events []TraceEvent, alignment int64, mode TraceMode) (*TraceResult, error) {
	// Pass 1: lifetimes in event positions, and the fixed-overlap check.
	type life struct {
		at, end int
		ev      TraceEvent
	}
	lives := map[int]*life{}
	var order []*life // in alloc order
	var liveFixed []*life
	for k, ev := range events {
		if !ev.Alloc {
			l := lives[ev.ID]
			if l == nil || l.end != len(events) {
				return nil, fmt.Errorf("trace: free(%d) of a buffer that is not allocated", ev.ID)
			}
			l.end = k
			continue
		}
		if lives[ev.ID] != nil {
			return nil, fmt.Errorf("trace: alloc(%d) of a buffer allocated before", ev.ID)
		}
		if ev.Size < 0 {
			return nil, fmt.Errorf("trace: alloc(%d) with negative size %d", ev.ID, ev.Size)
		}
		l := &life{at: k, end: len(events), ev: ev}
		lives[ev.ID] = l
		order = append(order, l)
		if !ev.Fixed {
			continue
		}
		if ev.Offset < 0 {
			return nil, &FixedAlignError{Buffer: ev.ID, ID: fmt.Sprint(ev.ID), Offset: ev.Offset, Alignment: alignment}
		}
		if ev.Size == 0 {
			continue
		}
		liveFixed = slices.DeleteFunc(liveFixed, func(f *life) bool { return f.end <= k })
		for _, f := range liveFixed {
			a, b := f.ev, ev
			if a.Offset < b.Offset+b.Size && b.Offset < a.Offset+a.Size {
				return nil, &FixedOverlapError{A: a.ID, B: b.ID, AID: fmt.Sprint(a.ID), BID: fmt.Sprint(b.ID),
					AOff: a.Offset, ASize: a.Size, BOff: b.Offset, BSize: b.Size}
			}
		}
		liveFixed = append(liveFixed, l)
	}
	// Index of the fixed lifetimes, to find each buffer's fixed neighbours.
	n := len(order)
	lo, hi := make([]int64, n), make([]int64, n)
	var fixedIdx []int
	for x, l := range order {
		lo[x], hi[x] = int64(l.at), int64(l.end)
		if l.ev.Fixed && l.ev.Size > 0 {
			fixedIdx = append(fixedIdx, x)
		}
	}
	tree := newITree(lo, hi, fixedIdx)
	dense := make(map[int]int, n)
	for x, l := range order {
		dense[l.ev.ID] = x
	}

	// Pass 2: the arena.
	var chunks []pchunk
	offsets := make(map[int]int64, n)
	var clock, total int64
	var spans []span
	// use takes [pos, pos+size) of chunk k for id (k < 0: past the end).
	use := func(k int, pos, size int64, id int) {
		if k < 0 {
			if pos > total {
				if m := len(chunks); m > 0 && chunks[m-1].free {
					chunks[m-1].size = pos - chunks[m-1].off
				} else {
					chunks = append(chunks, pchunk{off: total, size: pos - total, free: true, owner: -1})
				}
			}
			chunks = append(chunks, pchunk{off: pos, size: size, owner: id})
			total = max(total, pos+size)
			return
		}
		c := chunks[k]
		var parts []pchunk
		if pos > c.off {
			parts = append(parts, pchunk{off: c.off, size: pos - c.off, free: true, lastFreed: c.lastFreed, owner: -1})
		}
		parts = append(parts, pchunk{off: pos, size: size, owner: id})
		if end := c.off + c.size; pos+size < end {
			parts = append(parts, pchunk{off: pos + size, size: end - pos - size, free: true, lastFreed: c.lastFreed, owner: -1})
		}
		chunks = slices.Replace(chunks, k, k+1, parts...)
		total = max(total, pos+size)
	}
	for _, ev := range events {
		clock++
		if !ev.Alloc {
			k := slices.IndexFunc(chunks, func(c pchunk) bool { return !c.free && c.owner == ev.ID })
			if k < 0 {
				continue // a buffer without bytes has no chunk
			}
			chunks[k].free, chunks[k].lastFreed, chunks[k].owner = true, clock, -1
			if k+1 < len(chunks) && chunks[k+1].free {
				chunks[k].size += chunks[k+1].size
				chunks = slices.Delete(chunks, k+1, k+2)
			}
			if k > 0 && chunks[k-1].free {
				chunks[k-1].size += chunks[k].size
				chunks[k-1].lastFreed = clock
				chunks = slices.Delete(chunks, k, k+1)
			}
			continue
		}
		if ev.Fixed {
			offsets[ev.ID] = ev.Offset
			if ev.Size == 0 {
				continue
			}
			if ev.Offset >= total {
				use(-1, ev.Offset, ev.Size, ev.ID)
				continue
			}
			k := slices.IndexFunc(chunks, func(c pchunk) bool { return c.off <= ev.Offset && ev.Offset < c.off+c.size })
			c := chunks[k]
			if !c.free || (ev.Offset+ev.Size > c.off+c.size && k != len(chunks)-1) {
				return nil, fmt.Errorf("trace: internal error: fixed alloc(%d) at [%d, %d) meets a buffer in use", ev.ID, ev.Offset, ev.Offset+ev.Size)
			}
			use(k, ev.Offset, ev.Size, ev.ID)
			continue
		}
		size := alignUp(ev.Size, alignment)
		if size == 0 {
			offsets[ev.ID] = 0
			continue
		}
		x := dense[ev.ID]
		spans = spans[:0]
		tree.each(lo[x], hi[x], func(j int) {
			f := order[j].ev
			spans = append(spans, span{f.Offset, f.Offset + f.Size})
		})
		slices.SortFunc(spans, func(a, b span) int { return cmpAsc(a.off, b.off) })
		pick, pickPos := pickPinned(chunks, spans, size, alignment, clock, mode)
		if pick < 0 {
			pickPos = skipFixed(spans, total, size, alignment)
		}
		use(pick, pickPos, size, ev.ID)
		offsets[ev.ID] = pickPos
	}
	return &TraceResult{Offsets: offsets, Total: alignUp(total, alignment)}, nil
}

// pickPinned chooses the free chunk for a buffer of the given (rounded) size
// whose fixed neighbours occupy spans, and the offset in it; -1 when no
// chunk can take it.
func pickPinned(chunks []pchunk, spans []span, size, alignment, clock int64, mode TraceMode) (int, int64) {
	type cand struct {
		k    int
		pos  int64
		fits bool
	}
	var cands []cand
	for k, c := range chunks {
		if !c.free {
			continue
		}
		pos := skipFixed(spans, c.off, size, alignment)
		fits := pos+size <= c.off+c.size
		if fits || k == len(chunks)-1 {
			cands = append(cands, cand{k, pos, fits})
		}
	}
	if len(cands) == 0 {
		return -1, 0
	}
	if mode == SizeFirst {
		best := -1
		for x, c := range cands {
			if c.fits && (best < 0 || chunks[c.k].size < chunks[cands[best].k].size) {
				best = x
			}
		}
		if best < 0 {
			best = len(cands) - 1 // the last chunk, which grows
		}
		return cands[best].k, cands[best].pos
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return cmpDesc(chunks[a.k].lastFreed, chunks[b.k].lastFreed) })
	score := func(c cand) float64 {
		return costScore(chunks[c.k].size, size, chunks[c.k].lastFreed, clock, c.fits)
	}
	best, bestScore := cands[0], score(cands[0])
	for _, c := range cands[1:] {
		if s := score(c); s > bestScore {
			best, bestScore = c, s
		}
	}
	return best.k, best.pos
}
