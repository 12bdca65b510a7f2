package planner

import (
	"math/bits"
	"slices"
)

// rankSet is a set of ranks 0..m-1 as a bitset with summary levels (a
// 64-ary tree of words): insertion, removal and the nearest member below or
// above a rank cost O(log_64 m).
type rankSet struct {
	levels [][]uint64 // levels[0] holds the ranks, levels[k+1] one bit per non-zero word of levels[k]
}

func newRankSet(m int) *rankSet {
	s := &rankSet{}
	for {
		w := (m + 63) / 64
		s.levels = append(s.levels, make([]uint64, max(w, 1)))
		if w <= 1 {
			return s
		}
		m = w
	}
}

// add puts r in the set.
func (s *rankSet) add(r int) {
	for _, lv := range s.levels {
		w := r >> 6
		was := lv[w]
		lv[w] |= 1 << (r & 63)
		if was != 0 {
			return
		}
		r = w
	}
}

// remove takes r out of the set.
func (s *rankSet) remove(r int) {
	for _, lv := range s.levels {
		w := r >> 6
		lv[w] &^= 1 << (r & 63)
		if lv[w] != 0 {
			return
		}
		r = w
	}
}

// prev returns the largest member at or below r, or -1.
func (s *rankSet) prev(r int) int {
	if r < 0 {
		return -1
	}
	// Climb until a word holds a member at or below the position.
	k := 0
	for ; k < len(s.levels); k++ {
		w := r >> 6
		if m := s.levels[k][w] & (^uint64(0) >> (63 - uint(r&63))); m != 0 {
			r = w<<6 | (63 - bits.LeadingZeros64(m))
			break
		}
		if r = w - 1; r < 0 {
			return -1
		}
	}
	if k == len(s.levels) {
		return -1
	}
	// Descend to the largest member under it.
	for k--; k >= 0; k-- {
		r = r<<6 | (63 - bits.LeadingZeros64(s.levels[k][r]))
	}
	return r
}

// next returns the smallest member at or above r, or -1.
func (s *rankSet) next(r int) int {
	k := 0
	for ; k < len(s.levels); k++ {
		w := r >> 6
		if w >= len(s.levels[k]) {
			return -1
		}
		if m := s.levels[k][w] & (^uint64(0) << uint(r&63)); m != 0 {
			r = w<<6 | bits.TrailingZeros64(m)
			break
		}
		r = w + 1
	}
	if k == len(s.levels) {
		return -1
	}
	for k--; k >= 0; k-- {
		r = r<<6 | bits.TrailingZeros64(s.levels[k][r])
	}
	return r
}

// rect is a placed buffer for overlapSweep: live over [lo, hi), at
// [off, off+size) in pool.
type rect struct {
	lo, hi    int64
	off, size int64
	pool      int
}

// overlapSweep returns two of the rectangles that are live at a common time
// and overlap in memory in the same pool (indices into rs, the one that
// starts later second), or ok false when there are none. Rectangles without
// a live range or bytes overlap nothing. It sweeps over time keeping the
// open rectangles of every pool ordered by offset; as long as those are
// disjoint, a new one overlaps one of them only if it overlaps its
// neighbour below or above, so it costs O(n log n) whatever the number of
// pairs live together.
func overlapSweep(rs []rect) (int, int, bool) {
	var items []int32
	for i, r := range rs {
		if r.lo < r.hi && r.size > 0 {
			items = append(items, int32(i))
		}
	}
	if len(items) < 2 {
		return 0, 0, false
	}
	// Rank the places by (pool, offset).
	byPlace := slices.Clone(items)
	slices.SortFunc(byPlace, func(a, b int32) int {
		if rs[a].pool != rs[b].pool {
			return rs[a].pool - rs[b].pool
		}
		if c := cmpAsc(rs[a].off, rs[b].off); c != 0 {
			return c
		}
		return int(a - b)
	})
	rank := make([]int32, len(rs))
	for x, i := range byPlace {
		rank[i] = int32(x)
	}
	// Events: ends before starts at the same time (ranges are half-open);
	// the ends are listed first and the sort by time is stable.
	keys := make([]int64, 0, 2*len(items))
	evs := make([]int32, 0, 2*len(items)) // i<<1 | 1 for a start, i<<1 for an end
	for _, i := range items {
		keys, evs = append(keys, rs[i].hi), append(evs, i<<1)
	}
	for _, i := range items {
		keys, evs = append(keys, rs[i].lo), append(evs, i<<1|1)
	}
	set := newRankSet(len(byPlace))
	// The open rectangles are disjoint, so their places are distinct
	// ranks; a rank holds at most one of them.
	clash := func(i, j int32) bool {
		a, b := rs[i], rs[j]
		return a.pool == b.pool && a.off < b.off+b.size && b.off < a.off+a.size
	}
	for _, k := range orderByKey(keys) {
		e := evs[k]
		i := e >> 1
		r := int(rank[i])
		if e&1 == 0 {
			set.remove(r)
			continue
		}
		if p := set.prev(r); p >= 0 && clash(i, byPlace[p]) {
			return int(byPlace[p]), int(i), true
		}
		if q := set.next(r); q >= 0 && clash(i, byPlace[q]) {
			return int(byPlace[q]), int(i), true
		}
		set.add(r)
	}
	return 0, 0, false
}
