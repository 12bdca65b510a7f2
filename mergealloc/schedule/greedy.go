package schedule

import "container/heap"

// candidate is a heap entry of the greedy schedule: a ready op with its
// score when pushed; entries whose version is stale are skipped.
type candidate struct {
	score   int64
	alloc   int64
	op      int
	version int
}

type candHeap []candidate

func (h candHeap) Len() int { return len(h) }
func (h candHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.score != b.score {
		return a.score < b.score
	}
	if a.alloc != b.alloc {
		return a.alloc < b.alloc
	}
	return a.op < b.op
}
func (h candHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *candHeap) Push(x any)   { *h = append(*h, x.(candidate)) }
func (h *candHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// lookaheadWidth bounds the successors the lookahead looks at per op.
const lookaheadWidth = 16

// greedy is a list schedule: among the ready ops it takes the one whose
// run changes the live bytes least (allocated minus freed), with lookahead
// the best change of a successor it alone still holds back counting as
// part of its own, then the one allocating less, then the earlier one.
func (s *search) greedy(lookahead bool) []int {
	g := s.g
	pending := make([]int, g.n)
	for v := range pending {
		pending[v] = len(g.preds[v])
	}
	rem := make([]int, len(g.bufs))
	for b := range g.bufs {
		rem[b] = len(g.users[b])
	}
	done := make([]bool, g.n)
	ready := make([]bool, g.n)
	version := make([]int, g.n)
	mark := make([]bool, len(g.bufs)) // scratch: buffers the op being looked through uses

	// freed is what w frees when it runs, given rem (minus one for the
	// buffers in mark when hypothetical).
	freed := func(w int, hypo bool) int64 {
		var f int64
		for _, b := range g.uses[w] {
			r := rem[b]
			if hypo && mark[b] {
				r--
			}
			if r == 1 && !g.bufs[b].Keep {
				f += g.bufs[b].Size
			}
		}
		for _, b := range g.defs[w] {
			if g.transient(b) {
				f += g.bufs[b].Size
			}
		}
		return f
	}
	score := func(v int) int64 {
		sc := g.alloc[v] - freed(v, false)
		if !lookahead {
			return sc
		}
		for _, b := range g.uses[v] {
			mark[b] = true
		}
		var best int64
		for i, w := range g.succs[v] {
			if i == lookaheadWidth {
				break
			}
			if pending[w] != 1 {
				continue
			}
			if d := g.alloc[w] - freed(w, true); d < best {
				best = d
			}
		}
		for _, b := range g.uses[v] {
			mark[b] = false
		}
		return sc + best
	}
	h := &candHeap{}
	push := func(v int) {
		version[v]++
		heap.Push(h, candidate{score: score(v), alloc: g.alloc[v], op: v, version: version[v]})
		s.steps++
	}
	for v := 0; v < g.n; v++ {
		if pending[v] == 0 {
			ready[v] = true
			push(v)
		}
	}
	var dirty []int
	touch := func(v int) {
		if ready[v] && !done[v] {
			dirty = append(dirty, v)
		}
	}
	order := make([]int, 0, g.n)
	for h.Len() > 0 {
		c := heap.Pop(h).(candidate)
		s.steps++
		if done[c.op] || c.version != version[c.op] {
			continue
		}
		u := c.op
		done[u] = true
		order = append(order, u)
		dirty = dirty[:0]
		for _, b := range g.uses[u] {
			rem[b]--
			if rem[b] == 1 {
				for _, x := range g.users[b] {
					if !done[x] {
						touch(x)
						// The preds that hold x back now see a better lookahead.
						for _, y := range g.preds[x] {
							touch(y)
						}
					}
				}
			}
		}
		for _, w := range g.succs[u] {
			pending[w]--
			switch pending[w] {
			case 0:
				ready[w] = true
				dirty = append(dirty, w)
			case 1:
				for _, y := range g.preds[w] {
					if !done[y] {
						touch(y)
					}
				}
			}
		}
		for _, v := range dirty {
			if !done[v] {
				push(v)
			}
		}
	}
	return order
}

// improve moves single ops across the first peak step of order while that
// lowers the peak, or keeps it and lowers the number of steps at the peak;
// it stops at a local optimum or when the budget runs out.
func (s *search) improve(order []int) ([]int, int64) {
	g := s.g
	cur := append([]int(nil), order...)
	peak, atPeak, _ := g.profile(cur, s.pos, s.diff)
	if g.n == 0 {
		return cur, peak
	}
	trial := make([]int, g.n)
	pos := make([]int, g.n)
	cost := int64(g.n + len(g.bufs))
	for {
		if !s.spend(cost) {
			return cur, peak
		}
		t := s.firstPeak(cur, peak)
		for i, v := range cur {
			pos[v] = i
		}
		improved := false
		// try evaluates moving the op at position from to position to.
		try := func(from, to int) bool {
			if from == to || s.exhausted {
				return false
			}
			if !s.spend(cost) {
				return false
			}
			move(trial, cur, from, to)
			pk, at, _ := g.profile(trial, s.pos, s.diff)
			if pk < peak || (pk == peak && at < atPeak) {
				cur, trial = trial, cur
				peak, atPeak = pk, at
				return true
			}
			return false
		}
		for b, buf := range g.bufs {
			if s.exhausted {
				break
			}
			if buf.Keep || len(g.users[b]) == 0 {
				continue
			}
			start := -1
			if buf.Def >= 0 {
				start = pos[buf.Def]
			}
			end := pos[g.users[b][0]]
			for _, u := range g.users[b] {
				if pos[u] > end {
					end = pos[u]
				}
			}
			if start >= t || end <= t {
				continue // not live across the peak step
			}
			if start >= 0 {
				// Delay the allocating op past the peak step, up to its
				// first successor.
				d := buf.Def
				first := g.n
				for _, w := range g.succs[d] {
					if pos[w] < first {
						first = pos[w]
					}
				}
				if first > t+1 && try(start, first-1) {
					improved = true
					break
				}
				if first > t+1 && first-1 != t && try(start, t) {
					improved = true
					break
				}
			}
			// Run the last user before the peak step, after its last
			// predecessor.
			l := cur[end]
			last := -1
			for _, u := range g.preds[l] {
				if pos[u] > last {
					last = pos[u]
				}
			}
			if last < t && try(end, last+1) {
				improved = true
				break
			}
			if last < t && last+1 != t && try(end, t) {
				improved = true
				break
			}
		}
		if !improved || s.exhausted {
			return cur, peak
		}
	}
}

// firstPeak returns the first position of order whose live bytes reach peak.
func (s *search) firstPeak(order []int, peak int64) int {
	g := s.g
	g.profile(order, s.pos, s.diff)
	var cur int64
	for i := 0; i < g.n; i++ {
		cur += s.diff[i]
		if cur == peak {
			return i
		}
	}
	return 0
}

// move writes into dst the order src with the op at position from moved to
// position to (the ops between shift by one).
func move(dst, src []int, from, to int) {
	copy(dst, src)
	v := src[from]
	if from < to {
		copy(dst[from:to], src[from+1:to+1])
	} else {
		copy(dst[to+1:from+1], src[to:from])
	}
	dst[to] = v
}

// settleLimit is the largest block whose order settle brings back toward
// the input order (it costs O(n^2) evaluations of O(n) steps).
const settleLimit = 256

// settle brings order back toward the input order where that costs
// nothing: adjacent ops out of input order that do not depend on each
// other are swapped when the swap raises neither the peak nor the sum of
// live bytes over the steps (so constants and other ops that neither
// allocate nor free return to their place). Bounded by the budget.
func (s *search) settle(order []int) []int {
	g := s.g
	cur := append([]int(nil), order...)
	peak, _, area := g.profile(cur, s.pos, s.diff)
	cost := int64(g.n + len(g.bufs))
	for pass := 0; pass < g.n; pass++ {
		swapped := false
		for i := 0; i+1 < g.n; i++ {
			x, y := cur[i], cur[i+1]
			if x < y || dependsOn(g, y, x) {
				continue
			}
			if !s.spend(cost) {
				return cur
			}
			cur[i], cur[i+1] = y, x
			pk, _, ar := g.profile(cur, s.pos, s.diff)
			if pk <= peak && ar <= area {
				peak, area, swapped = pk, ar, true
			} else {
				cur[i], cur[i+1] = x, y
			}
		}
		if !swapped {
			break
		}
	}
	return cur
}

// dependsOn reports whether op v depends on op u directly.
func dependsOn(g *graph, v, u int) bool {
	for _, p := range g.preds[v] {
		if p == u {
			return true
		}
	}
	return false
}
