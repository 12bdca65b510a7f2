package planner

import (
	"slices"
	"sort"
	"time"
)

// DefaultExactTimeLimit bounds the exact solver when Options.TimeLimit is 0.
const DefaultExactTimeLimit = 10 * time.Second

// exactSolver is a branch-and-bound search for a packing under a capacity, in
// the manner of MiniMalloc (Moffitt, ASPLOS 2023):
//
//   - Canonical order: buffers are placed in non-decreasing offset order,
//     each at its floor (the highest top of the placed buffers live at the
//     same time, and never below the previous placement: the monotonic
//     floor). Every packing can be pushed down into such a sequence, so the
//     search is complete.
//   - Branching: the candidates are the unplaced buffers in increasing floor,
//     ties by a static preorder (largest cross-section total, then area,
//     then duration).
//   - Section inference: time is cut into cross sections (maximal sets of
//     buffers live together); in every section the unplaced buffers must be
//     stacked above the lowest of their floors, so that floor plus their
//     total size must fit under the capacity.
//   - Dominance: choosing a buffer at offset y while another unplaced buffer
//     could sit entirely below y at its own floor is pruned; the packing with
//     that buffer moved down is explored on another branch.
//   - Symmetry: two buffers placed in a row at the same offset that are not
//     live together are taken in preorder only.
type exactSolver struct {
	in       *inst
	n        int
	adj      [][]int32
	secs     [][]int32
	bufSecs  [][2]int32
	secTotal []int64
	secInit  []int64
	floor    []int64
	offs     []int64
	placed   []bool
	rank     []int32
	cap      int64
	trail    []trailEntry
	cands    [][]int32

	nodes     int64
	nodeLimit int64
	deadline  time.Time
	aborted   bool
}

type trailEntry struct {
	i   int32
	old int64
}

func newExactSolver(in *inst) *exactSolver {
	n := in.n
	s := &exactSolver{in: in, n: n, floor: make([]int64, n), offs: make([]int64, n), placed: make([]bool, n)}
	s.adj = make([][]int32, n)
	for i := 0; i < n; i++ {
		if in.size[i] == 0 {
			continue
		}
		in.neighbors(i, func(j int) {
			if in.size[j] > 0 {
				s.adj[i] = append(s.adj[i], int32(j))
			}
		})
	}
	s.buildSections()
	s.secInit = slices.Clone(s.secTotal)
	s.rank = in.rankings()[0]
	s.cands = make([][]int32, n+1)
	return s
}

// buildSections records the maximal sets of buffers live together.
func (s *exactSolver) buildSections() {
	in := s.in
	type ev struct {
		t     int64
		start bool
		i     int32
	}
	var evs []ev
	for i := 0; i < s.n; i++ {
		if in.lo[i] < in.hi[i] && in.size[i] > 0 {
			evs = append(evs, ev{in.lo[i], true, int32(i)}, ev{in.hi[i], false, int32(i)})
		}
	}
	sort.Slice(evs, func(a, b int) bool {
		if evs[a].t != evs[b].t {
			return evs[a].t < evs[b].t
		}
		return !evs[a].start && evs[b].start
	})
	s.bufSecs = make([][2]int32, s.n)
	for i := range s.bufSecs {
		s.bufSecs[i] = [2]int32{-1, -1}
	}
	active := map[int32]bool{}
	rising := false
	for k := 0; k < len(evs); {
		t := evs[k].t
		ended := false
		for ; k < len(evs) && evs[k].t == t && !evs[k].start; k++ {
			if !ended && rising {
				// The set live just before t is a maximal clique.
				var sec []int32
				for i := range active {
					sec = append(sec, i)
				}
				slices.Sort(sec)
				id := int32(len(s.secs))
				s.secs = append(s.secs, sec)
				var tot int64
				for _, i := range sec {
					if s.bufSecs[i][0] < 0 {
						s.bufSecs[i][0] = id
					}
					s.bufSecs[i][1] = id + 1
					tot += in.size[i]
				}
				s.secTotal = append(s.secTotal, tot)
				rising = false
			}
			ended = true
			delete(active, evs[k].i)
		}
		for ; k < len(evs) && evs[k].t == t && evs[k].start; k++ {
			active[evs[k].i] = true
			rising = true
		}
	}
}

// solve searches for a packing within capacity; it reports whether one was
// found (offsets in s.offs). s.aborted tells a limit from infeasibility.
func (s *exactSolver) solve(capacity int64, deadline time.Time, nodeLimit int64) bool {
	in := s.in
	s.cap = capacity
	s.deadline = deadline
	s.nodeLimit = nodeLimit
	s.aborted = false
	clear(s.floor)
	clear(s.placed)
	copy(s.secTotal, s.secInit)
	s.trail = s.trail[:0]
	// Zero-size buffers and buffers with empty ranges do not interact.
	for i := 0; i < s.n; i++ {
		if in.size[i] > capacity {
			return false
		}
	}
	for _, tot := range s.secTotal {
		if tot > capacity {
			return false
		}
	}
	return s.dfs(0, 0, -1)
}

func (s *exactSolver) ef(j int32, last int64) int64 {
	return alignUp(max(s.floor[j], last), s.in.align[j])
}

func (s *exactSolver) dfs(depth int, last int64, prev int32) bool {
	if depth == s.n {
		return true
	}
	s.nodes++
	if s.nodeLimit > 0 && s.nodes > s.nodeLimit {
		s.aborted = true
		return false
	}
	if s.nodes&255 == 0 && time.Now().After(s.deadline) {
		s.aborted = true
		return false
	}
	in := s.in
	cands := s.cands[depth][:0]
	// Effective floors and the two smallest tops for the dominance test.
	top1, top2 := int64(-1), int64(-1)
	arg1 := int32(-1)
	for j := int32(0); int(j) < s.n; j++ {
		if s.placed[j] {
			continue
		}
		cands = append(cands, j)
		t := s.ef(j, last) + in.size[j]
		if top1 < 0 || t < top1 {
			top2 = top1
			top1, arg1 = t, j
		} else if top2 < 0 || t < top2 {
			top2 = t
		}
	}
	slices.SortFunc(cands, func(a, b int32) int {
		fa, fb := s.ef(a, last), s.ef(b, last)
		if fa != fb {
			if fa < fb {
				return -1
			}
			return 1
		}
		return int(s.rank[a] - s.rank[b])
	})
	s.cands[depth] = cands
	for _, b := range cands {
		y := s.ef(b, last)
		if y+in.size[b] > s.cap {
			continue
		}
		dom := top1
		if arg1 == b {
			dom = top2
		}
		if dom >= 0 && dom <= y {
			// Another buffer fits wholly below y: dominated.
			continue
		}
		if y == last && prev >= 0 && s.rank[b] < s.rank[prev] && !s.live(b, prev) {
			continue
		}
		mark := len(s.trail)
		s.placed[b] = true
		s.offs[b] = y
		end := y + in.size[b]
		for _, j := range s.adj[b] {
			if !s.placed[j] && s.floor[j] < end {
				s.trail = append(s.trail, trailEntry{j, s.floor[j]})
				s.floor[j] = end
			}
		}
		sec := s.bufSecs[b]
		for k := sec[0]; k < sec[1]; k++ {
			s.secTotal[k] -= in.size[b]
		}
		if s.feasible(y) && s.dfs(depth+1, y, b) {
			return true
		}
		for k := sec[0]; k < sec[1]; k++ {
			s.secTotal[k] += in.size[b]
		}
		for len(s.trail) > mark {
			e := s.trail[len(s.trail)-1]
			s.floor[e.i] = e.old
			s.trail = s.trail[:len(s.trail)-1]
		}
		s.placed[b] = false
		if s.aborted {
			return false
		}
	}
	return false
}

// live reports whether buffers a and b are live together.
func (s *exactSolver) live(a, b int32) bool {
	for _, j := range s.adj[a] {
		if j == b {
			return true
		}
	}
	return false
}

// feasible applies section inference after a placement at offset last.
func (s *exactSolver) feasible(last int64) bool {
	for k, sec := range s.secs {
		tot := s.secTotal[k]
		if tot == 0 {
			continue
		}
		lo := int64(-1)
		for _, j := range sec {
			if !s.placed[j] {
				if f := s.ef(j, last); lo < 0 || f < lo {
					lo = f
				}
			}
		}
		if lo+tot > s.cap {
			return false
		}
	}
	return true
}

// exactOffsets minimises the peak of one pool: it starts from the default
// heuristic's plan and asks the search for packings under smaller
// capacities, the lower bound first, then by bisection, within the time and
// node limits; the best plan found is returned.
func exactOffsets(in *inst, idx []int, limit int64, opt Options) ([]int64, error) {
	offs, _ := exactRun(in.subset(idx), limit, opt)
	return offs, nil
}

// exactResult describes an exact run.
type exactResult struct {
	peak    int64
	optimal bool
	nodes   int64
}

func exactRun(sub *inst, limit int64, opt Options) ([]int64, exactResult) {
	best, bestPeak := skylineRun(sub, Options{Seed: opt.Seed}, 32)
	lb := LowerBound(sub.p)
	res := exactResult{peak: bestPeak}
	if bestPeak <= lb {
		res.optimal = true
		return best, res
	}
	budget := opt.TimeLimit
	if budget <= 0 {
		budget = DefaultExactTimeLimit
	}
	start := time.Now()
	end := start.Add(budget)
	s := newExactSolver(sub)
	lo, proven := lb, true
	first := true
	for lo < bestPeak && time.Now().Before(end) {
		var target int64
		switch {
		case first && limit > 0 && bestPeak > limit:
			target = limit // fit the pool first
		case first:
			target = lo
		default:
			target = lo + (bestPeak-1-lo)/2
		}
		left := time.Until(end)
		attempt := left / 2
		if first || bestPeak-1 == lo {
			attempt = left
			if first && lo < bestPeak-1 {
				attempt = left / 2
			}
		}
		first = false
		if opt.NodeLimit > 0 && s.nodes >= opt.NodeLimit {
			proven = false
			break
		}
		found := s.solve(target, time.Now().Add(attempt), opt.NodeLimit)
		switch {
		case found:
			best = slices.Clone(s.offs)
			bestPeak = 0
			for i := 0; i < sub.n; i++ {
				bestPeak = max(bestPeak, best[i]+sub.size[i])
			}
		case s.aborted:
			// Unknown below target: look above it.
			proven = false
			lo = target + 1
		default:
			lo = target + 1
		}
	}
	res.peak = bestPeak
	res.optimal = proven && lo >= bestPeak
	res.nodes = s.nodes
	return best, res
}
