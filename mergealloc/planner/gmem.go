package planner

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
)

// gmemWeightAlign is the alignment of weights in the GMEM allocator.
const gmemWeightAlign = 4096

// gmemOffsets follows the GMEM allocator of a TPU compiler. Buffers live over
// the whole schedule play the part of weights and are laid out one after
// another at 4 KiB-aligned addresses. The other buffers (activations) are
// placed above them by two strategies and the smaller result is kept:
//
//   - fit-first: walk the schedule in time order; when a buffer's last use
//     has passed (its reference count dropped to zero) its record becomes
//     reusable; a starting buffer takes the first reusable record (in
//     creation order) that is large enough, else a new record at the end.
//     Records keep their address and capacity; they are not merged or split.
//   - op-size-order: visit the time steps by the sum of sizes live at them,
//     largest first; at each, place the not yet placed buffers live there,
//     largest first, at the lowest offset free of already placed buffers
//     that are live at the same time.
func gmemOffsets(in *inst, idx []int, _ int64, _ Options) ([]int64, error) {
	sub := in.subset(idx)
	n := sub.n
	offs := make([]int64, n)
	if n == 0 {
		return offs, nil
	}
	t0, t1 := sub.lo[0], sub.hi[0]
	for i := 0; i < n; i++ {
		t0, t1 = min(t0, sub.lo[i]), max(t1, sub.hi[i])
	}
	var weights, acts []int
	for i := 0; i < n; i++ {
		switch {
		case sub.fixed[i]:
			offs[i] = sub.fixOff[i]
		case sub.lo[i] == t0 && sub.hi[i] == t1 && t0 < t1:
			weights = append(weights, i)
		default:
			acts = append(acts, i)
		}
	}
	spans := sub.fixedSpans()
	var base int64
	for _, i := range weights {
		// 4 KiB and the buffer's own alignment (which need not divide
		// 4 KiB: any positive alignment is allowed).
		wa, ok := lcmUpTo(gmemWeightAlign, sub.align[i])
		if !ok {
			return nil, fmt.Errorf("gmem: an alignment of %d and gmem's 4 KiB have no common multiple up to %d bytes", sub.align[i], MaxBytes)
		}
		o := alignUp(base, wa)
		if spans != nil {
			o = skipFixed(spans[i], o, sub.size[i], wa)
		}
		offs[i] = o
		base = o + sub.size[i]
	}
	if len(weights) > 0 {
		// Activations start above the weights at an address every
		// activation alignment divides.
		m := int64(gmemWeightAlign)
		for _, i := range acts {
			var ok bool
			if m, ok = lcmUpTo(m, sub.align[i]); !ok {
				return nil, fmt.Errorf("gmem: the alignments of the buffers and gmem's 4 KiB have no common multiple up to %d bytes", MaxBytes)
			}
		}
		base = alignUp(base, m)
	}
	b, peakB := gmemOpSizeOrder(sub, acts, base)
	pick := b
	a, peakA := gmemFitFirst(sub, acts, base, spans)
	if a == nil {
		return nil, &WorkLimitError{Algorithm: "gmem", Buffers: len(idx), Limit: gmemMaxWork,
			Cost: "records looked at by fit-first, which walks every record made so far at every allocation"}
	}
	if peakA <= peakB {
		pick = a
	}
	for _, i := range acts {
		offs[i] = pick[i]
	}
	return offs, nil
}

// gmemMaxWork bounds the records fit-first looks at (gmemFitFirst walks
// every record made so far at every allocation, quadratic when few are
// reused): over it, gmem gives up (WorkLimitError). A variable for tests;
// nothing changes it.
var gmemMaxWork int64 = 2_000_000_000

// gmemFitFirst is the reference-counting address reuse strategy; nil
// offsets when it needs more than gmemMaxWork. spans
// holds each buffer's fixed neighbours (nil without fixed buffers): a record
// is reused only where it misses them, a new one skips over them.
func gmemFitFirst(in *inst, acts []int, base int64, spans [][]span) ([]int64, int64) {
	offs := make([]int64, in.n)
	type rec struct {
		off, capa int64
		busy      bool
	}
	var recs []rec
	type ev struct {
		t     int64
		start bool
		i     int
	}
	var evs []ev
	for _, i := range acts {
		// A buffer live at no time conflicts with nothing: it keeps
		// offset 0 (its free would sort before its alloc).
		if in.hi[i] > in.lo[i] {
			evs = append(evs, ev{in.lo[i], true, i}, ev{in.hi[i], false, i})
		}
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].t != evs[b].t {
			return evs[a].t < evs[b].t
		}
		return !evs[a].start && evs[b].start
	})
	recOf := make([]int, in.n)
	var work int64
	end := base
	for _, e := range evs {
		if !e.start {
			recs[recOf[e.i]].busy = false
			continue
		}
		k := -1
		if work += int64(len(recs)); work > gmemMaxWork {
			return nil, 0
		}
		for r := range recs {
			if !recs[r].busy && recs[r].capa >= in.size[e.i] && recs[r].off%in.align[e.i] == 0 &&
				(spans == nil || skipFixed(spans[e.i], recs[r].off, in.size[e.i], 1) == recs[r].off) {
				k = r
				break
			}
		}
		if k < 0 {
			o := alignUp(end, in.align[e.i])
			if spans != nil {
				o = skipFixed(spans[e.i], o, in.size[e.i], in.align[e.i])
			}
			recs = append(recs, rec{off: o, capa: in.size[e.i]})
			end = o + in.size[e.i]
			k = len(recs) - 1
		}
		recs[k].busy = true
		recOf[e.i] = k
		offs[e.i] = recs[k].off
	}
	var peak int64
	for _, i := range acts {
		peak = max(peak, offs[i]+in.size[i])
	}
	return offs, peak
}

// gmemBreadthOrder is the order in which the greedy-by-breadth strategy
// places the buffers acts (not empty): the start times by breadth, largest
// first, and at each the buffers live there not placed yet, largest first;
// then those live at no time. O(n log n).
func gmemBreadthOrder(in *inst, acts []int) []int {
	times := make([]int64, 0, len(acts))
	for _, i := range acts {
		if in.lo[i] < in.hi[i] {
			times = append(times, in.lo[i])
		}
	}
	slices.Sort(times)
	times = slices.Compact(times)
	m := len(times)
	// A buffer is live at the start times k0..k1-1; the breadth of a time
	// is the sum of the sizes live at it (a difference array).
	k0s, k1s := make([]int, in.n), make([]int, in.n)
	diff := make([]int64, m+1)
	for _, i := range acts {
		if in.lo[i] < in.hi[i] {
			k0s[i], _ = slices.BinarySearch(times, in.lo[i])
			k1s[i], _ = slices.BinarySearch(times, in.hi[i])
			diff[k0s[i]] += in.size[i]
			diff[k1s[i]] -= in.size[i]
		}
	}
	breadth := make([]int64, m)
	var cur int64
	for k := range breadth {
		cur += diff[k]
		breadth[k] = cur
	}
	steps := make([]int, m)
	for k := range steps {
		steps[k] = k
	}
	sort.SliceStable(steps, func(a, b int) bool { return breadth[steps[a]] > breadth[steps[b]] })
	// The times are visited in that order, each placing the buffers live
	// at it not placed yet, largest first (ties in the order of acts): a
	// buffer comes at the first visited time of its range, the smallest
	// rank over it (a range minimum: sparse table).
	rank := make([]int32, m)
	for r, k := range steps {
		rank[k] = int32(r)
	}
	table := [][]int32{rank}
	for w := 1; 2*w <= m; w *= 2 {
		prev := table[len(table)-1]
		next := make([]int32, m-2*w+1)
		for k := range next {
			next[k] = min(prev[k], prev[k+w])
		}
		table = append(table, next)
	}
	first := make([]int32, in.n)
	pos := make([]int, in.n)
	var live, rest []int
	for x, i := range acts {
		pos[i] = x
		if in.lo[i] >= in.hi[i] {
			rest = append(rest, i) // live at no time: placed last
			continue
		}
		a, b := k0s[i], k1s[i]
		lvl := bits.Len(uint(b-a)) - 1
		first[i] = min(table[lvl][a], table[lvl][b-(1<<lvl)])
		live = append(live, i)
	}
	slices.SortFunc(live, func(a, b int) int {
		if first[a] != first[b] {
			return int(first[a] - first[b])
		}
		if c := cmpDesc(in.size[a], in.size[b]); c != 0 {
			return c
		}
		return pos[a] - pos[b]
	})
	return append(live, rest...)
}

// gmemOpSizeOrder is the greedy-by-breadth strategy.
func gmemOpSizeOrder(in *inst, acts []int, base int64) ([]int64, int64) {
	offs := make([]int64, in.n)
	if len(acts) == 0 {
		return offs, 0
	}
	order := gmemBreadthOrder(in, acts)
	// Activations go at or above base, around the fixed buffers; weights
	// are not placed, base is above them.
	pc := newPlacer(in, "gmem")
	pc.minOff = base
	var peak int64
	for _, i := range order {
		if err := pc.put(i, firstFit); err != nil {
			panic(err) // a single unlimited pool always fits
		}
	}
	for _, i := range acts {
		offs[i] = pc.pl.Offsets[i]
		peak = max(peak, offs[i]+in.size[i])
	}
	return offs, peak
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func lcm(a, b int64) int64 { return a / gcd(a, b) * b }

// lcmUpTo returns the least common multiple of the positive a and b, or
// false when it is above MaxBytes.
func lcmUpTo(a, b int64) (int64, bool) {
	q := a / gcd(a, b)
	if q > MaxBytes/b {
		return 0, false
	}
	return q * b, true
}
