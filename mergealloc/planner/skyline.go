package planner

import (
	"slices"
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
	add := func(j int) {
		if s.placed[j] && in.size[j] > 0 && s.offs[j]+in.size[j] > from {
			s.spans = append(s.spans, span{s.offs[j], s.offs[j] + in.size[j]})
		}
	}
	if list, ok := in.csrList(i); ok {
		for _, j := range list {
			add(int(j))
		}
	} else {
		in.neighbors(i, add)
	}
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
		lift := func(j int) {
			if !s.placed[j] && !s.dirty[j] && s.floor[j] < end && o < s.floor[j]+in.size[j] {
				s.dirty[j] = true
			}
		}
		if list, ok := in.csrList(int(i)); ok {
			for _, j := range list {
				lift(int(j))
			}
		} else {
			in.neighbors(int(i), lift)
		}
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

// skylineOrders are the priority orders the skyline heuristic tries, as
// letters of keys compared largest first (see ranking): the MiniMalloc
// preorder (section total, then area), size, area and duration, then the
// exact solver's preorders.
var skylineOrders = []string{"TA", "ZL", "A", "LZ", "TAL", "LAT", "TLA"}

// solverHeuristics are the exact solver's preorders, MiniMalloc's defaults.
var solverHeuristics = []string{"TAL", "LAT", "TLA"}

// rankKeys computes the per-buffer keys that rankings compare, on first
// use: T the largest sum of sizes live at one time during the buffer's
// life, A area (size times length), L length, Z size.
type rankKeys struct {
	in   *inst
	vals map[byte][]int64
}

func (r *rankKeys) key(c byte) []int64 {
	if v, ok := r.vals[c]; ok {
		return v
	}
	in := r.in
	var v []int64
	if c == 'T' {
		v = in.sectionTotals()
	} else {
		v = make([]int64, in.n)
		for i := range v {
			switch c {
			case 'A':
				v[i] = area(in.size[i], in.hi[i]-in.lo[i])
			case 'L':
				v[i] = in.hi[i] - in.lo[i]
			default: // 'Z'
				v[i] = in.size[i]
			}
		}
	}
	if r.vals == nil {
		r.vals = map[byte][]int64{}
	}
	r.vals[c] = v
	return v
}

// ranking returns the rank of every buffer in the order given by keys
// (letters of rankKeys compared largest first, ties in index order).
func (r *rankKeys) ranking(keys string) []int32 {
	vals := make([][]int64, len(keys))
	for k := range keys {
		vals[k] = r.key(keys[k])
	}
	order := make([]int32, r.in.n)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(a, b int32) int {
		for _, v := range vals {
			if c := cmpDesc(v[a], v[b]); c != 0 {
				return c
			}
		}
		return 0
	})
	rank := make([]int32, r.in.n)
	for x, i := range order {
		rank[i] = int32(x)
	}
	return rank
}

// solverRankings returns the exact solver's preorders (solverHeuristics).
func (in *inst) solverRankings() [][]int32 {
	r := &rankKeys{in: in}
	var out [][]int32
	for _, h := range solverHeuristics {
		out = append(out, r.ranking(h))
	}
	return out
}

// skylineOffsets is the single-pool skyline heuristic. It refuses problems
// with more than maxSearchPairs pairs of buffers live together.
func skylineOffsets(in *inst, idx []int, _ int64, _ Options) ([]int64, error) {
	if err := in.checkSearchSize("skyline", "seven rankings, each recomputing floors over the pairs", idx); err != nil {
		return nil, err
	}
	offs, _ := skylineRun(in.subset(idx), 0)
	return offs, nil
}

// skylineRun runs the skyline placement with every ranking and keeps the
// lowest peak; it stops early at a plan within target (0: never).
func skylineRun(in *inst, target int64) ([]int64, int64) {
	if in.n == 0 {
		return nil, 0
	}
	s := newSkyline(in)
	var best []int64
	bestPeak := int64(-1)
	keys := &rankKeys{in: in}
	for _, order := range skylineOrders {
		if p := s.run(keys.ranking(order)); bestPeak < 0 || p < bestPeak {
			bestPeak, best = p, slices.Clone(s.offs)
		}
		if bestPeak <= target {
			break
		}
	}
	return best, bestPeak
}
