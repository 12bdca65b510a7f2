package planner

import (
	"slices"
	"sort"
	"time"
)

// skyline is a bottom-left packing heuristic. It repeatedly places, among
// the buffers not placed yet, the one whose lowest feasible offset (first fit
// against the placed buffers live at the same time) is smallest, breaking ties
// by a priority ranking; gaps below the skyline are allowed. Seven rankings
// are tried and the lowest peak is kept.
//
// Floors are kept in a heap and recomputed lazily: placing a buffer only
// invalidates the neighbours whose current floor position it overlaps; a
// recomputation costs O(d log d) for a buffer with d conflicts, and a buffer
// may be recomputed once per neighbour placed over its floor.
type skyline struct {
	in     *inst
	floor  []int64
	placed []bool
	dirty  []bool
	offs   []int64
	heap   []int32
	rank   []int32
	spans  []span
}

func newSkyline(in *inst) *skyline {
	return &skyline{in: in, floor: make([]int64, in.n), placed: make([]bool, in.n), dirty: make([]bool, in.n), offs: make([]int64, in.n)}
}

func (s *skyline) less(a, b int32) bool {
	if s.floor[a] != s.floor[b] {
		return s.floor[a] < s.floor[b]
	}
	return s.rank[a] < s.rank[b]
}

func (s *skyline) push(i int32) {
	h := append(s.heap, i)
	k := len(h) - 1
	for k > 0 {
		p := (k - 1) / 2
		if !s.less(h[k], h[p]) {
			break
		}
		h[k], h[p] = h[p], h[k]
		k = p
	}
	s.heap = h
}

func (s *skyline) pop() int32 {
	h := s.heap
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	k := 0
	for {
		l := 2*k + 1
		if l >= len(h) {
			break
		}
		m := l
		if r := l + 1; r < len(h) && s.less(h[r], h[l]) {
			m = r
		}
		if !s.less(h[m], h[k]) {
			break
		}
		h[k], h[m] = h[m], h[k]
		k = m
	}
	s.heap = h
	return top
}

// fit returns the lowest offset at or above from where buffer i fits among
// the placed buffers. Placed buffers only accumulate, so a buffer's lowest
// fit only rises: from is its previous floor, and the spans that end at or
// below it need not be looked at.
func (s *skyline) fit(i int, from int64) int64 {
	in := s.in
	if in.size[i] == 0 {
		return 0
	}
	s.spans = s.spans[:0]
	in.neighbors(i, func(j int) {
		if s.placed[j] && in.size[j] > 0 && s.offs[j]+in.size[j] > from {
			s.spans = append(s.spans, span{s.offs[j], s.offs[j] + in.size[j]})
		}
	})
	slices.SortFunc(s.spans, func(x, y span) int {
		switch {
		case x.off < y.off:
			return -1
		case x.off > y.off:
			return 1
		}
		return 0
	})
	cur := from
	for _, sp := range s.spans {
		o := alignUp(cur, in.align[i])
		if o+in.size[i] <= sp.off {
			return o
		}
		cur = max(cur, sp.end)
	}
	return alignUp(cur, in.align[i])
}

// run places every buffer with the given ranking (lower rank first among
// equal floors) and returns the peak; offsets are left in s.offs.
func (s *skyline) run(rank []int32) int64 {
	in := s.in
	s.rank = rank
	clear(s.floor)
	clear(s.placed)
	clear(s.dirty)
	s.heap = s.heap[:0]
	var peak int64
	if in.nFixed > 0 {
		// Fixed buffers are placed first; their neighbours' floors are
		// computed when they come up.
		for i := 0; i < in.n; i++ {
			if in.fixed[i] {
				s.placed[i], s.offs[i] = true, in.fixOff[i]
				peak = max(peak, in.fixOff[i]+in.size[i])
			}
		}
		for i := 0; i < in.n; i++ {
			if in.fixed[i] && in.size[i] > 0 {
				in.neighbors(i, func(j int) { s.dirty[j] = !in.fixed[j] })
			}
		}
	}
	for i := 0; i < in.n; i++ {
		if !s.placed[i] {
			s.push(int32(i))
		}
	}
	for len(s.heap) > 0 {
		i := s.pop()
		if s.dirty[i] {
			s.dirty[i] = false
			if f := s.fit(int(i), s.floor[i]); f != s.floor[i] {
				s.floor[i] = f
				s.push(i)
				continue
			}
		}
		o := s.floor[i]
		s.offs[i] = o
		s.placed[i] = true
		end := o + in.size[i]
		peak = max(peak, end)
		if in.size[i] == 0 {
			continue
		}
		in.neighbors(int(i), func(j int) {
			if !s.placed[j] && !s.dirty[j] && s.floor[j] < end && o < s.floor[j]+in.size[j] {
				s.dirty[j] = true
			}
		})
	}
	return peak
}

// sectionTotals returns, per buffer, the largest sum of sizes live at one
// time during its live range.
func (in *inst) sectionTotals() []int64 {
	times := make([]int64, 0, 2*in.n)
	for i := 0; i < in.n; i++ {
		times = append(times, in.lo[i], in.hi[i])
	}
	slices.Sort(times)
	times = slices.Compact(times)
	m := len(times)
	diff := make([]int64, m+1)
	pos := func(t int64) int { k, _ := slices.BinarySearch(times, t); return k }
	for i := 0; i < in.n; i++ {
		if in.lo[i] < in.hi[i] {
			diff[pos(in.lo[i])] += in.size[i]
			diff[pos(in.hi[i])] -= in.size[i]
		}
	}
	live := make([]int64, m)
	var cur int64
	for k := 0; k < m; k++ {
		cur += diff[k]
		live[k] = cur
	}
	// Sparse table for range maxima over elementary intervals.
	table := [][]int64{live}
	for w := 1; 2*w <= m; w *= 2 {
		prev := table[len(table)-1]
		next := make([]int64, m-2*w+1)
		for k := range next {
			next[k] = max(prev[k], prev[k+w])
		}
		table = append(table, next)
	}
	out := make([]int64, in.n)
	for i := 0; i < in.n; i++ {
		if in.lo[i] >= in.hi[i] {
			out[i] = in.size[i]
			continue
		}
		a, b := pos(in.lo[i]), pos(in.hi[i]) // elementary intervals a..b-1
		lvl := 0
		for (2 << lvl) <= b-a {
			lvl++
		}
		w := 1 << lvl
		out[i] = max(table[lvl][a], table[lvl][b-w])
	}
	return out
}

// rankings returns priority orders to try: section total then area (the
// MiniMalloc preorder), size, area and duration.
func (in *inst) rankings() [][]int32 {
	tot := in.sectionTotals()
	area := func(i int) int64 { return in.size[i] * max(in.hi[i]-in.lo[i], 1) }
	keys := []func(a, b int) int{
		func(a, b int) int {
			if c := cmpDesc(tot[a], tot[b]); c != 0 {
				return c
			}
			return cmpDesc(area(a), area(b))
		},
		func(a, b int) int {
			if c := cmpDesc(in.size[a], in.size[b]); c != 0 {
				return c
			}
			return cmpDesc(in.hi[a]-in.lo[a], in.hi[b]-in.lo[b])
		},
		func(a, b int) int { return cmpDesc(area(a), area(b)) },
		func(a, b int) int {
			if c := cmpDesc(in.hi[a]-in.lo[a], in.hi[b]-in.lo[b]); c != 0 {
				return c
			}
			return cmpDesc(in.size[a], in.size[b])
		},
	}
	var out [][]int32
	for _, key := range keys {
		order := make([]int, in.n)
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(x, y int) bool { return key(order[x], order[y]) < 0 })
		rank := make([]int32, in.n)
		for r, i := range order {
			rank[i] = int32(r)
		}
		out = append(out, rank)
	}
	return out
}

// solverHeuristics are the exact solver's preorders, MiniMalloc's defaults:
// keys compared largest first, T section total, A area, L length.
var solverHeuristics = []string{"TAL", "LAT", "TLA"}

// solverRankings returns the exact solver's preorders, as letters of keys
// compared largest first: T section total, A area, L length, Z size.
func (in *inst) solverRankings() [][]int32 {
	tot := in.sectionTotals()
	area := func(i int) int64 { return in.size[i] * max(in.hi[i]-in.lo[i], 1) }
	length := func(i int) int64 { return in.hi[i] - in.lo[i] }
	size := func(i int) int64 { return in.size[i] }
	keyOf := map[byte]func(int) int64{'T': func(i int) int64 { return tot[i] }, 'A': area, 'L': length, 'Z': size}
	var out [][]int32
	for _, h := range solverHeuristics {
		order := make([]int, in.n)
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(x, y int) bool {
			a, b := order[x], order[y]
			for k := 0; k < len(h); k++ {
				f := keyOf[h[k]]
				if f(a) != f(b) {
					return f(a) > f(b)
				}
			}
			return false
		})
		rank := make([]int32, in.n)
		for r, i := range order {
			rank[i] = int32(r)
		}
		out = append(out, rank)
	}
	return out
}

// skylineOffsets is the single-pool skyline heuristic.
func skylineOffsets(in *inst, idx []int, _ int64, _ Options) ([]int64, error) {
	offs, _ := skylineRun(in.subset(idx))
	return offs, nil
}

// skylineRun runs the skyline placement with every ranking and keeps the
// lowest peak.
func skylineRun(in *inst) ([]int64, int64) {
	if in.n == 0 {
		return nil, 0
	}
	s := newSkyline(in)
	var best []int64
	bestPeak := int64(-1)
	for _, rank := range append(in.rankings(), in.solverRankings()...) {
		if p := s.run(rank); bestPeak < 0 || p < bestPeak {
			bestPeak, best = p, slices.Clone(s.offs)
		}
	}
	return best, bestPeak
}

// autoLadder lists the targets the default planner asks the canonical search
// for, as multiples of the lower bound, loosest first. The search finds
// packings under loose targets in a few hundred nodes, and under the lower
// bound itself when it is tight, but can wander for long under targets in
// between; so every rung gets a small budget and a failed rung does not stop
// the descent.
var autoLadder = []float64{1.15, 1.12, 1.10, 1.09, 1.08, 1.07, 1.06, 1.05, 1.04, 1.03, 1.02, 1.01, 1.0}

// autoRungNodes is the node budget of one rung.
const autoRungNodes = 2000

// autoMaxBuffers bounds the problems the default planner searches; larger
// ones get largeOffsets.
const autoMaxBuffers = 4096

// autoOffsets is the default planner: the skyline plan, then (for problems of
// at most autoMaxBuffers buffers) the exact solver's canonical search down a
// ladder of targets between that plan and the lower bound, keeping the best
// packing found. It is deterministic (node budgets, no clock) unless
// Options.TimeLimit is set, which also bounds the search.
func autoOffsets(in *inst, idx []int, _ int64, opt Options) ([]int64, error) {
	if len(idx) > autoMaxBuffers {
		return largeOffsets(in, idx)
	}
	sub := in.subset(idx)
	best, peak := skylineRun(sub)
	lb := LowerBound(sub.p)
	if peak <= lb {
		return best, nil
	}
	end := time.Now().Add(24 * time.Hour)
	if opt.TimeLimit > 0 {
		end = time.Now().Add(opt.TimeLimit)
	}
	s := newExactSolver(sub)
	for _, f := range autoLadder {
		target := int64(float64(lb) * f)
		if target >= peak || time.Now().After(end) {
			continue
		}
		if s.solve(target, end, s.nodes+autoRungNodes) {
			best = slices.Clone(s.offs)
			peak = 0
			for i := 0; i < sub.n; i++ {
				peak = max(peak, best[i]+sub.size[i])
			}
		}
	}
	return best, nil
}

// largeOffsets plans big problems in one greedy pass: largest first (equal
// sizes by start), lowest offset that fits among the buffers live at the
// same time (found with the interval tree). The buffers are renumbered in
// order of their start first, so buffers live together sit close in memory. O(n log n + k log k) for k
// conflicting pairs.
func largeOffsets(in *inst, idx []int) ([]int64, error) {
	byStart := slices.Clone(idx)
	slices.SortStableFunc(byStart, func(a, b int) int {
		switch {
		case in.lo[a] < in.lo[b]:
			return -1
		case in.lo[a] > in.lo[b]:
			return 1
		}
		return 0
	})
	sub := in.subset(byStart)
	// Largest first; equal sizes in order of start, which keeps consecutive
	// placements close in time and memory.
	order := make([]int, sub.n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		if c := cmpDesc(sub.size[a], sub.size[b]); c != 0 {
			return c
		}
		return a - b
	})
	pl, err := newPlacer(sub, "").run(order, firstFit)
	if err != nil {
		return nil, err
	}
	pos := make([]int32, in.n)
	for x, i := range idx {
		pos[i] = int32(x)
	}
	offs := make([]int64, len(idx))
	for x, i := range byStart {
		offs[pos[i]] = pl.Offsets[x]
	}
	return offs, nil
}
