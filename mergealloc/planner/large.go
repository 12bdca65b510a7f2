package planner

import (
	"slices"
)

// largeOffsets plans big problems in one greedy pass: largest first (equal
// sizes by start), each at the lowest offset where it misses the buffers
// already placed that are live at the same time. Those are found with a
// timeIndex whose buckets keep them in offset order, so the lowest gap is
// found by merging a few sorted lists and stopping at the first gap that
// fits: a buffer costs about the number of neighbours below its place.
// O(n log n) for the sorting, O(n + k) for k conflicting pairs otherwise.
func largeOffsets(in *inst, idx []int) ([]int64, error) {
	n := len(idx)
	// Renumbered in order of start, buffers live together sit together in
	// the arrays below.
	keys := make([]int64, n)
	for x, i := range idx {
		keys[x] = in.lo[i]
	}
	byStart := make([]int, n)
	for x, k := range orderByKey(keys) {
		byStart[x] = idx[k]
	}
	lo, hi, size := make([]int64, n), make([]int64, n), make([]int64, n)
	for x, i := range byStart {
		lo[x], hi[x], size[x] = in.lo[i], in.hi[i], in.size[i]
	}
	// Windows of largeWindow buffers in order of start, each placed largest
	// first (equal sizes in order of start, which keeps consecutive
	// placements close in time and memory): a window's buffers meet few
	// buffers of other windows, so this places as globally largest first
	// does while the buffers it looks at stay in cache.
	order := make([]int32, 0, n)
	for w0 := 0; w0 < n; w0 += largeWindow {
		w1 := min(w0+largeWindow, n)
		for _, k := range orderByKey(negated(size[w0:w1])) {
			order = append(order, int32(w0)+k)
		}
	}
	ix := newTimeIndex(lo, hi)
	offs := make([]int64, n)
	for x, i := range byStart {
		if in.fixed[i] {
			offs[x] = in.fixOff[i]
			if size[x] > 0 {
				ix.add(int32(x), span{offs[x], offs[x] + size[x]})
			}
		}
	}
	var spans []span
	for _, x := range order {
		i := byStart[x]
		if in.fixed[i] || size[x] == 0 || lo[x] >= hi[x] {
			continue // fixed, or conflicts with nothing: offset 0
		}
		var o int64
		o, spans = ix.lowestFit(x, size[x], in.align[i], spans)
		offs[x] = o
		ix.add(x, span{o, o + size[x]})
	}
	pos := make([]int32, in.n)
	for x, i := range idx {
		pos[i] = int32(x)
	}
	out := make([]int64, n)
	for x, i := range byStart {
		out[pos[i]] = offs[x]
	}
	return out, nil
}

// timeIndex holds placed buffers by time. Time (the distinct range ends, in
// order) is cut into buckets of about the mean live range's length; a
// buffer is listed in every bucket its range touches, each bucket in offset
// order, and a query counts a buffer only in the first bucket both share, so
// each pair is seen once. Adding costs a sorted insert per bucket touched; a
// query merges the buckets its range touches.
type timeIndex struct {
	lo, hi  []int32 // compressed range of each buffer: [lo, hi)
	first   []int32 // the bucket of lo
	width   int32
	buckets [][]placedEntry
	heap    []mergeCursor // scratch for scan
}

// mergeCursor is a place in a timeIndex bucket: bucket b, entry k.
type mergeCursor struct{ b, k int32 }

// placedEntry is a buffer listed in a timeIndex bucket with its place, so
// that a query reads the bucket in order.
type placedEntry struct {
	lo, hi, first int32
	span
}

func newTimeIndex(lo, hi []int64) *timeIndex {
	n := len(lo)
	// Compress time: every range end becomes its rank among the distinct
	// ends.
	ends := make([]int64, 2*n)
	copy(ends, lo)
	copy(ends[n:], hi)
	ix := &timeIndex{lo: make([]int32, n), hi: make([]int32, n), first: make([]int32, n)}
	rank := int32(-1)
	var prev int64
	for x, k := range orderByKey(ends) {
		if x == 0 || ends[k] != prev {
			rank++
			prev = ends[k]
		}
		if int(k) < n {
			ix.lo[k] = rank
		} else {
			ix.hi[int(k)-n] = rank
		}
	}
	var total, count int64
	for i := range lo {
		if lo[i] < hi[i] {
			total += int64(ix.hi[i] - ix.lo[i])
			count++
		} else {
			ix.lo[i], ix.hi[i] = 0, 0
		}
	}
	ix.width = int32(max((total+count-1)/max(count, 1), 1))
	for i := range ix.first {
		ix.first[i] = ix.lo[i] / ix.width
	}
	// Every bucket gets its final capacity up front, in one array.
	ix.buckets = make([][]placedEntry, int(rank+1)/int(ix.width)+1)
	cnt := make([]int, len(ix.buckets))
	for i := range lo {
		if ix.lo[i] < ix.hi[i] {
			for b := ix.first[i]; b <= (ix.hi[i]-1)/ix.width; b++ {
				cnt[b]++
			}
		}
	}
	var all int
	for _, c := range cnt {
		all += c
	}
	backing := make([]placedEntry, all)
	for b, c := range cnt {
		ix.buckets[b], backing = backing[:0:c], backing[c:]
	}
	return ix
}

// add lists buffer i (with a live range), placed at sp, in the buckets its
// range touches.
func (ix *timeIndex) add(i int32, sp span) {
	if ix.lo[i] >= ix.hi[i] {
		return
	}
	e := placedEntry{ix.lo[i], ix.hi[i], ix.first[i], sp}
	for b := ix.first[i]; b <= (ix.hi[i]-1)/ix.width; b++ {
		bk := ix.buckets[b]
		k, _ := slices.BinarySearchFunc(bk, sp.off, func(e placedEntry, off int64) int { return cmpAsc(e.off, off) })
		ix.buckets[b] = slices.Insert(bk, k, e)
	}
}

// lowestFit returns the lowest offset, aligned to a, where buffer i of the
// given size misses every buffer in the index live at the same time. spans
// is scratch space, returned for reuse.
func (ix *timeIndex) lowestFit(i int32, size, a int64, spans []span) (int64, []span) {
	var cur int64
	spans = ix.scan(i, spans, func(sp span) bool {
		if c := alignUp(cur, a); c+size <= sp.off {
			return true
		}
		cur = max(cur, sp.end)
		return false
	})
	return alignUp(cur, a), spans
}

// scan calls fn with the place of every buffer in the index live at the
// same time as buffer i, in order of offset, until fn returns true. spans
// is scratch space, returned for reuse.
func (ix *timeIndex) scan(i int32, spans []span, fn func(span) bool) []span {
	l, h, first := ix.lo[i], ix.hi[i], ix.first[i]
	if l >= h {
		return spans // live at no time: it meets nothing
	}
	last := (h - 1) / ix.width
	counts := func(e *placedEntry, b int32) bool {
		return e.lo < h && l < e.hi && max(e.first, first) == b
	}
	if last-first >= 4 {
		// A long range: merge the buckets through a heap of their next
		// entries (by offset, ties by bucket), lazily, so that a walk that
		// stops early reads little.
		heap := ix.heap[:0]
		less := func(x, y mergeCursor) bool {
			ox, oy := ix.buckets[x.b][x.k].off, ix.buckets[y.b][y.k].off
			return ox < oy || (ox == oy && x.b < y.b)
		}
		// advance moves c to its bucket's next entry that counts; false
		// when there is none.
		advance := func(c *mergeCursor) bool {
			bk := ix.buckets[c.b]
			for int(c.k) < len(bk) && !counts(&bk[c.k], c.b) {
				c.k++
			}
			return int(c.k) < len(bk)
		}
		down := func(x int) {
			for {
				m := x
				if l := 2*x + 1; l < len(heap) && less(heap[l], heap[m]) {
					m = l
				}
				if r := 2*x + 2; r < len(heap) && less(heap[r], heap[m]) {
					m = r
				}
				if m == x {
					return
				}
				heap[x], heap[m] = heap[m], heap[x]
				x = m
			}
		}
		for b := first; b <= last; b++ {
			if c := (mergeCursor{b, 0}); advance(&c) {
				heap = append(heap, c)
			}
		}
		for x := len(heap)/2 - 1; x >= 0; x-- {
			down(x)
		}
		for len(heap) > 0 {
			c := &heap[0]
			sp := ix.buckets[c.b][c.k].span
			c.k++
			if !advance(c) {
				heap[0] = heap[len(heap)-1]
				heap = heap[:len(heap)-1]
			}
			down(0)
			if fn(sp) {
				break
			}
		}
		ix.heap = heap[:0]
		return spans
	}
	// Merge the (at most four) sorted buckets.
	var at [4]int
	for {
		best := int32(-1)
		var bestOff int64
		for b := first; b <= last; b++ {
			bk := ix.buckets[b]
			k := at[b-first]
			for k < len(bk) && !counts(&bk[k], b) {
				k++
			}
			at[b-first] = k
			if k < len(bk) && (best < 0 || bk[k].off < bestOff) {
				best, bestOff = b, bk[k].off
			}
		}
		if best < 0 {
			return spans
		}
		e := ix.buckets[best][at[best-first]]
		at[best-first]++
		if fn(e.span) {
			return spans
		}
	}
}

// clear empties the index (keeping its buckets' memory).
func (ix *timeIndex) clear() {
	for b := range ix.buckets {
		ix.buckets[b] = ix.buckets[b][:0]
	}
}

// largeWindow is the number of buffers largeOffsets places at a time.
const largeWindow = 4096

// negated returns the values negated (to sort largest first).
func negated(v []int64) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = -x
	}
	return out
}
