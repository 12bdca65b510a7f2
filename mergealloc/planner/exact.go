package planner

import (
	"iter"
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
//     equal offsets in preorder, each at its floor (the highest top of the
//     placed buffers live at the same time, or 0). Every packing can be
//     pushed down and sorted into such a sequence, so the search is
//     complete; a buffer whose floor is below the last placement (the
//     monotonic floor) waits until a buffer placed over it lifts its floor.
//   - Branching: the candidates are the unplaced buffers in increasing floor,
//     ties by a static preorder (MiniMalloc's three: section total, area,
//     length in different priorities), tried in round robin with restarts
//     whose node budget doubles every round.
//   - Section inference: time is cut into cross sections (maximal sets of
//     buffers live together); in every section the unplaced buffers stack
//     above the lowest of their floors and above the last placement, so that
//     plus their total size must fit under the capacity.
//   - Dominance: a candidate at or above the top of some unplaced buffer
//     (floor plus size) is pruned: that buffer could sit wholly below it.
//   - Hatless and stuck buffers: when nothing unplaced is live together with
//     the buffer just tried, no other choice at that node can succeed; and a
//     buffer below the monotonic floor that no unplaced buffer can lift any
//     more fails the branch at once.
//   - Dynamic decomposition: when the unplaced buffers split into groups that
//     do not overlap in time, the groups are solved one after another, each
//     re-preordered by the section totals still unplaced, and a group that
//     fails fails them all.
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
	stack    []int32
	byRank   []int32
	secFloor []int64 // lowest floor of an unplaced buffer per section
	secTrail []secEntry
	secCnt   []int32 // unplaced buffers of the section at its floor
	touched  []int32
	cut      []int32     // unplaced buffers spanning sections k and k+1
	free     []int32     // unplaced neighbours per buffer
	keyBufs  [][]candKey // candidate lists by search depth
	secLive  []int32     // per section: its unplaced members are secs[k][:secLive[k]]
	secBase  []int32     // per buffer: where its positions start in secPos
	secPos   []int32     // position of a buffer in each of its sections' member lists
	zeroed   bool        // the last placement opened a zero cut
	floor0   []int64     // floors before any placement (above 0 and clear of fixed buffers)
	fspans   [][]span    // fixed neighbours per buffer (nil without fixed buffers)
	freeSet  []int32     // the buffers to place (not pinned)
	pinned   []bool      // fixed buffers and strips stacked at the bottom
	pinOff   []int64     // their offsets

	rankings  [][]int32 // preorders tried in round robin
	heurs     []string  // their keys (see solverHeuristics)
	heur      string    // the preorder in use (of the last packing found)
	nodes     int64     // search nodes so far, over every solve
	workers   []*exactSolver
	ctl       *searchCtl
	yield     func(struct{}) bool // hands control back to solve
	budgetEnd int64               // node count at which the current slice ends
	aborted   bool                // search stopped by a limit
	timedOut  bool                // ... by the deadline or the total node limit
}

type trailEntry struct {
	i   int32
	old int64
}

type secEntry struct {
	k     int32
	floor int64
	cnt   int32
}

func newExactSolver(in *inst) *exactSolver {
	n := in.n
	s := &exactSolver{in: in, n: n, floor: make([]int64, n), offs: make([]int64, n), placed: make([]bool, n)}
	s.pinned = slices.Clone(in.fixed)
	s.pinOff = slices.Clone(in.fixOff)
	base := s.stackStrips()
	s.adj = make([][]int32, n)
	for i := 0; i < n; i++ {
		if s.pinned[i] || in.size[i] == 0 || in.lo[i] >= in.hi[i] {
			// Pinned buffers stay where they are; buffers without bytes or
			// without a live range conflict with nothing and stay at 0.
			continue
		}
		s.freeSet = append(s.freeSet, int32(i))
		in.neighbors(i, func(j int) {
			if in.size[j] > 0 && !s.pinned[j] {
				s.adj[i] = append(s.adj[i], int32(j))
			}
		})
	}
	// Pinned buffers are placed for good; the others' floors start above
	// the strips and skip over the fixed buffers.
	s.floor0 = make([]int64, n)
	s.fspans = in.fixedSpans()
	for i := 0; i < n; i++ {
		switch {
		case s.pinned[i]:
		case s.fspans != nil:
			s.floor0[i] = skipFixed(s.fspans[i], 0, in.size[i], in.align[i])
		case s.freeSetHas(i):
			s.floor0[i] = base
		}
	}
	s.buildSections()
	s.secInit = slices.Clone(s.secTotal)
	s.secFloor = make([]int64, len(s.secs))
	s.secLive = make([]int32, len(s.secs))
	// Positions of the buffers in their sections' member lists.
	s.secBase = make([]int32, n)
	var nPos int32
	for i := 0; i < n; i++ {
		if sec := s.bufSecs[i]; sec[0] >= 0 {
			s.secBase[i] = nPos
			nPos += sec[1] - sec[0]
		}
	}
	s.secPos = make([]int32, nPos)
	for k, mem := range s.secs {
		s.secLive[k] = int32(len(mem))
		for p, j := range mem {
			s.secPos[s.secBase[j]+int32(k)-s.bufSecs[j][0]] = int32(p)
		}
	}
	s.secCnt = make([]int32, len(s.secs))
	s.cut = make([]int32, max(len(s.secs)-1, 0))
	s.free = make([]int32, n)
	s.rankings = in.solverRankings()
	s.heurs = solverHeuristics
	s.byRank = make([]int32, n)
	return s
}

// stackStrips pins the strips at the bottom: buffers live from the first
// start to the last end of all the buffers to place. Any packing can be
// turned into one with the strips at the bottom and the same peak (take a
// strip out, move everything above it down by its size, put it back at the
// bottom: nothing else is live beside it in that memory at any time), so the
// search loses nothing. Only without fixed buffers (which cannot move), and
// when the strip sizes are multiples of every alignment (so that moving
// keeps offsets aligned). It returns the height of the stack.
func (s *exactSolver) stackStrips() int64 {
	in := s.in
	if in.nFixed > 0 {
		return 0
	}
	t0, t1, a := int64(0), int64(0), int64(1)
	first := true
	for i := 0; i < s.n; i++ {
		if in.size[i] == 0 || in.lo[i] >= in.hi[i] {
			continue
		}
		if first || in.lo[i] < t0 {
			t0 = in.lo[i]
		}
		if first || in.hi[i] > t1 {
			t1 = in.hi[i]
		}
		first = false
		if a = lcm(a, in.align[i]); a > 1<<40 {
			return 0
		}
	}
	var strips []int
	for i := 0; i < s.n; i++ {
		if in.size[i] > 0 && in.lo[i] <= t0 && in.hi[i] >= t1 && in.lo[i] < in.hi[i] {
			if in.size[i]%a != 0 {
				return 0
			}
			strips = append(strips, i)
		}
	}
	var h int64
	for _, i := range strips {
		s.pinned[i], s.pinOff[i] = true, h
		h += in.size[i]
	}
	return h
}

// freeSetHas reports whether buffer i is one the search places (not pinned,
// with bytes and a live range).
func (s *exactSolver) freeSetHas(i int) bool {
	in := s.in
	return !s.pinned[i] && in.size[i] > 0 && in.lo[i] < in.hi[i]
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
		if s.freeSetHas(i) {
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
// found (offsets in s.offs). s.timedOut tells a limit from infeasibility.
// Like MiniMalloc it tries its preorders in round robin with growing node
// budgets, but an attempt that runs out of budget is resumed where it
// stopped rather than restarted: each preorder's search is a coroutine
// (iter.Pull) that hands control back every slice of nodes. A deterministic
// depth-first search restarted with a doubled budget repeats its first half,
// so resuming finds the same packing with fewer nodes. The search ends when
// one preorder finds a packing, one proves there is none, or the deadline
// or total node limit is reached.
func (s *exactSolver) solve(capacity int64, deadline time.Time, nodeLimit int64) bool {
	in := s.in
	s.cap = capacity
	s.timedOut = false
	for i := 0; i < s.n; i++ {
		if in.size[i] > capacity || (s.pinned[i] && s.pinOff[i]+in.size[i] > capacity) ||
			(!s.pinned[i] && s.floor0[i]+in.size[i] > capacity) {
			return false
		}
	}
	for _, tot := range s.secInit {
		if tot > capacity {
			return false
		}
	}
	ctl := &searchCtl{nodes: s.nodes, nodeLimit: nodeLimit, deadline: deadline}
	defer func() { s.nodes = ctl.nodes }()
	if s.workers == nil {
		for h := range s.rankings {
			s.workers = append(s.workers, s.clone(h))
		}
	}
	type run struct {
		w          *exactSolver
		next       func() (struct{}, bool)
		stop       func()
		ok, proven bool
	}
	runs := make([]*run, len(s.workers))
	for h, w := range s.workers {
		w.ctl = ctl
		w.cap = capacity
		if !w.reset() {
			return false // the fixed buffers leave too little room
		}
		r := &run{w: w}
		r.next, r.stop = iter.Pull(func(yield func(struct{}) bool) {
			w.yield = yield
			r.ok = w.searchParts(w.freeSet)
			r.proven = !w.aborted
		})
		runs[h] = r
	}
	defer func() {
		for _, r := range runs {
			r.stop()
		}
	}()
	slice := int64(2 * max(s.n, 64))
	for {
		for _, r := range runs {
			r.w.budgetEnd = ctl.nodes + slice
			if _, more := r.next(); more {
				continue
			}
			switch {
			case r.ok:
				copy(s.offs, r.w.offs)
				s.heur = r.w.heur
				return true
			case r.proven:
				return false // the whole tree was searched: infeasible
			default:
				s.timedOut = true
				return false
			}
		}
	}
}

// searchCtl holds the limits shared by the coroutines of one solve.
type searchCtl struct {
	nodes     int64
	nodeLimit int64 // total node limit, 0 for none
	deadline  time.Time
}

// clone returns a solver for preorder h that shares s's read-only data and
// has its own search state.
func (s *exactSolver) clone(h int) *exactSolver {
	w := *s
	w.workers = nil
	w.heur = s.heurs[h]
	w.rank = slices.Clone(s.rankings[h])
	w.byRank = make([]int32, s.n)
	for i, r := range w.rank {
		w.byRank[r] = int32(i)
	}
	w.floor = make([]int64, s.n)
	w.offs = make([]int64, s.n)
	w.placed = make([]bool, s.n)
	w.secTotal = make([]int64, len(s.secTotal))
	w.secFloor = make([]int64, len(s.secFloor))
	w.secCnt = make([]int32, len(s.secCnt))
	w.secLive = make([]int32, len(s.secLive))
	w.secPos = slices.Clone(s.secPos)
	w.secs = make([][]int32, len(s.secs))
	for k := range s.secs {
		w.secs[k] = slices.Clone(s.secs[k])
	}
	w.cut = make([]int32, len(s.cut))
	w.free = make([]int32, s.n)
	w.freeSet = slices.Clone(s.freeSet)
	w.trail, w.stack, w.secTrail, w.touched, w.keyBufs = nil, nil, nil, nil, nil
	return &w
}

// reset puts a worker back at the root of its search; it reports false when
// a section cannot fit above the fixed buffers.
func (s *exactSolver) reset() bool {
	copy(s.floor, s.floor0)
	for i := range s.placed {
		s.placed[i] = s.pinned[i]
		if s.pinned[i] {
			s.offs[i] = s.pinOff[i]
		}
	}
	copy(s.secTotal, s.secInit)
	for k, sec := range s.secs {
		s.secLive[k] = int32(len(sec))
		f, c := int64(-1), int32(0)
		for _, j := range sec {
			switch fj := s.floor0[j]; {
			case f < 0 || fj < f:
				f, c = fj, 1
			case fj == f:
				c++
			}
		}
		s.secFloor[k], s.secCnt[k] = f, c
		if f+s.secInit[k] > s.cap {
			return false
		}
	}
	s.secTrail = s.secTrail[:0]
	clear(s.cut)
	for i := 0; i < s.n; i++ {
		s.free[i] = int32(len(s.adj[i]))
		if sec := s.bufSecs[i]; sec[0] >= 0 {
			for k := sec[0]; k+1 < sec[1]; k++ {
				s.cut[k]++
			}
		}
	}
	s.trail = s.trail[:0]
	s.stack = s.stack[:0]
	s.aborted = false
	return true
}

// ef returns buffer j's floor (kept aligned).
func (s *exactSolver) ef(j int32) int64 { return s.floor[j] }

// place puts b at offset y, raises the floors of the unplaced buffers live
// with it to its top (aligned), and updates section totals, section floors
// and cut counts.
func (s *exactSolver) place(b int32, y int64) {
	in := s.in
	s.placed[b] = true
	s.offs[b] = y
	s.stack = append(s.stack, b)
	end := y + in.size[b]
	for _, j := range s.adj[b] {
		s.free[j]--
	}
	s.touched = s.touched[:0]
	for _, j := range s.adj[b] {
		if !s.placed[j] && s.floor[j] < end {
			old := s.floor[j]
			s.trail = append(s.trail, trailEntry{j, old})
			if s.fspans != nil {
				s.floor[j] = skipFixed(s.fspans[j], end, in.size[j], in.align[j])
			} else {
				s.floor[j] = alignUp(end, in.align[j])
			}
			sec := s.bufSecs[j]
			for k := sec[0]; k < sec[1]; k++ {
				if s.secFloor[k] == old {
					s.lower(k)
				}
			}
		}
	}
	sec := s.bufSecs[b]
	s.zeroed = false
	if sec[0] >= 0 {
		base := s.secBase[b] - sec[0]
		for k := sec[0]; k < sec[1]; k++ {
			s.secTotal[k] -= in.size[b]
			if s.secFloor[k] == y {
				s.lower(k)
			}
			// b leaves the unplaced prefix of the section's members.
			mem := s.secs[k]
			last := s.secLive[k] - 1
			p := s.secPos[base+k]
			o := mem[last]
			mem[p], mem[last] = o, b
			s.secPos[s.secBase[o]-s.bufSecs[o][0]+k] = p
			s.secPos[base+k] = last
			s.secLive[k] = last
			if k+1 < sec[1] {
				s.cut[k]--
				if s.cut[k] == 0 {
					s.zeroed = true
				}
			}
		}
	}
	// Recompute the floors of the sections that lost their lowest buffers.
	for _, k := range s.touched {
		f, c := int64(-1), int32(0)
		for _, j := range s.secs[k][:s.secLive[k]] {
			switch fj := s.floor[j]; {
			case f < 0 || fj < f:
				f, c = fj, 1
			case fj == f:
				c++
			}
		}
		if f >= 0 {
			s.secTrail = append(s.secTrail, secEntry{k, s.secFloor[k], s.secCnt[k]})
			s.secFloor[k], s.secCnt[k] = f, c
		}
	}
}

// lower records that a buffer at section k's floor left it (placed or
// lifted); when none is left there the floor is recomputed after the
// placement.
func (s *exactSolver) lower(k int32) {
	s.secTrail = append(s.secTrail, secEntry{k, s.secFloor[k], s.secCnt[k]})
	s.secCnt[k]--
	if s.secCnt[k] == 0 {
		s.touched = append(s.touched, k)
	}
}

// undoTo takes back placements and floor changes down to the marks.
func (s *exactSolver) undoTo(stackMark, trailMark, secMark int) {
	in := s.in
	for len(s.stack) > stackMark {
		b := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.placed[b] = false
		for _, j := range s.adj[b] {
			s.free[j]++
		}
		sec := s.bufSecs[b]
		if sec[0] >= 0 {
			for k := sec[0]; k < sec[1]; k++ {
				s.secTotal[k] += in.size[b]
				s.secLive[k]++ // b is back at the end of the unplaced prefix
			}
			for k := sec[0]; k+1 < sec[1]; k++ {
				s.cut[k]++
			}
		}
	}
	for len(s.trail) > trailMark {
		e := s.trail[len(s.trail)-1]
		s.floor[e.i] = e.old
		s.trail = s.trail[:len(s.trail)-1]
	}
	for len(s.secTrail) > secMark {
		e := s.secTrail[len(s.secTrail)-1]
		s.secFloor[e.k], s.secCnt[e.k] = e.floor, e.cnt
		s.secTrail = s.secTrail[:len(s.secTrail)-1]
	}
}

// searchParts solves the groups of set that do not interact one after
// another (dynamic temporal decomposition): a group that fails fails the
// whole set, with no backtracking into the others.
func (s *exactSolver) searchParts(set []int32) bool {
	if len(set) == 0 {
		return true
	}
	parts := s.split(set)
	if len(parts) == 1 {
		return s.search(set, -1)
	}
	sm, tm, cm := len(s.stack), len(s.trail), len(s.secTrail)
	for _, part := range parts {
		saved := s.rerank(part)
		ok := s.search(part, -1)
		s.restoreRanks(part, saved)
		if !ok {
			s.undoTo(sm, tm, cm)
			return false
		}
	}
	return true
}

// rerank orders the buffers of a part anew by the current preorder, with
// section totals taken from what is left unplaced (as MiniMalloc does for
// the subproblems of a decomposition). The part reuses its own rank values.
// It returns the old ranks for restoreRanks.
func (s *exactSolver) rerank(part []int32) []int32 {
	in := s.in
	saved := make([]int32, len(part))
	for x, j := range part {
		saved[x] = s.rank[j]
	}
	vals := slices.Clone(saved)
	slices.Sort(vals)
	tot := make(map[int32]int64, len(part))
	for _, j := range part {
		var t int64
		if sec := s.bufSecs[j]; sec[0] >= 0 {
			for k := sec[0]; k < sec[1]; k++ {
				t = max(t, s.secTotal[k])
			}
		}
		tot[j] = t
	}
	order := slices.Clone(part)
	key := func(j int32, c byte) int64 {
		switch c {
		case 'T':
			return tot[j]
		case 'A':
			return in.size[j] * max(in.hi[j]-in.lo[j], 1)
		case 'Z':
			return in.size[j]
		default:
			return in.hi[j] - in.lo[j]
		}
	}
	slices.SortStableFunc(order, func(a, b int32) int {
		for k := 0; k < len(s.heur); k++ {
			if c := cmpDesc(key(a, s.heur[k]), key(b, s.heur[k])); c != 0 {
				return c
			}
		}
		return int(s.rank[a] - s.rank[b])
	})
	for x, j := range order {
		s.rank[j] = vals[x]
		s.byRank[vals[x]] = j
	}
	return saved
}

// restoreRanks undoes rerank.
func (s *exactSolver) restoreRanks(part []int32, saved []int32) {
	for x, j := range part {
		s.rank[j] = saved[x]
		s.byRank[saved[x]] = j
	}
}

// split partitions set into groups of buffers whose live ranges chain
// together in time (dynamic temporal decomposition); unrelated groups are
// solved one after another without backtracking between them.
func (s *exactSolver) split(set []int32) [][]int32 {
	in := s.in
	sorted := slices.Clone(set)
	slices.SortFunc(sorted, func(a, b int32) int {
		if in.lo[a] != in.lo[b] {
			if in.lo[a] < in.lo[b] {
				return -1
			}
			return 1
		}
		return int(a - b)
	})
	var out [][]int32
	start := 0
	reach := in.hi[sorted[0]]
	for k := 1; k < len(sorted); k++ {
		j := sorted[k]
		if in.lo[j] >= reach {
			out = append(out, sorted[start:k])
			start = k
		}
		reach = max(reach, in.hi[j])
	}
	return append(out, sorted[start:])
}

func (s *exactSolver) tick() bool {
	c := s.ctl
	c.nodes++
	switch {
	case c.nodeLimit > 0 && c.nodes > c.nodeLimit:
		s.aborted, s.timedOut = true, true
	case c.nodes&255 == 0 && time.Now().After(c.deadline):
		s.aborted, s.timedOut = true, true
	case c.nodes > s.budgetEnd:
		// The slice is used up: hand control back until resumed.
		if !s.yield(struct{}{}) {
			s.aborted = true
		}
	}
	return !s.aborted
}

// search places every buffer of set (all unplaced) or fails, leaving no trace
// on failure (set is reordered while it runs and restored when it fails).
func (s *exactSolver) search(set []int32, prev int32) bool {
	if len(set) == 0 {
		return true
	}
	if !s.tick() {
		return false
	}
	in := s.in
	last, prevRank := int64(-1), int32(-1)
	if prev >= 0 {
		last, prevRank = s.offs[prev], s.rank[prev]
	}
	// The lowest top of any unplaced buffer bounds useful offsets
	// (dominance): only buffers whose floor is below it are candidates.
	minHeight := int64(-1)
	s0, s1 := int32(len(s.secs)), int32(0)
	for _, j := range set {
		if t := s.floor[j] + in.size[j]; minHeight < 0 || t < minHeight {
			minHeight = t
		}
		if sec := s.bufSecs[j]; sec[0] < s0 {
			s0 = sec[0]
		}
		if sec := s.bufSecs[j]; sec[1] > s1 {
			s1 = sec[1]
		}
	}
	// Candidates by (floor, preorder rank), packed into one key with their
	// position in set.
	depth := len(s.stack)
	for len(s.keyBufs) <= depth {
		s.keyBufs = append(s.keyBufs, nil)
	}
	keys := s.keyBufs[depth][:0]
	for x, j := range set {
		f := s.floor[j]
		// Canonical order: offsets never decrease, equal offsets follow
		// the preorder; every buffer rests on a placed one or on 0.
		if f >= minHeight || f < last || (f == last && s.rank[j] < prevRank) || f+in.size[j] > s.cap {
			continue
		}
		keys = append(keys, candKey{f<<20 | int64(s.rank[j]), int32(x)})
	}
	s.keyBufs[depth] = keys
	if len(keys) == 0 {
		return false
	}
	slices.SortFunc(keys, func(a, b candKey) int { return cmpAsc(a.key, b.key) })
	// Every section in range caps offsets at cap - total; the tightest one
	// decides most candidates without a full precheck.
	yMax, kMin := int64(-1), int32(-1)
	for k := s0; k < s1; k++ {
		if tot := s.secTotal[k]; tot > 0 && (kMin < 0 || s.cap-tot < yMax) {
			yMax, kMin = s.cap-tot, k
		}
	}
	m := len(set)
	for _, c := range keys {
		x := int(c.pos)
		b := set[x]
		y := c.key >> 20
		if kMin >= 0 && y > yMax {
			if sec := s.bufSecs[b]; kMin < sec[0] || kMin >= sec[1] || !s.precheck(b, y, s0, s1) {
				continue
			}
		}
		sm, tm, cm := len(s.stack), len(s.trail), len(s.secTrail)
		hatless := s.free[b] == 0
		s.place(b, y)
		if s.floorsFit() && (y == last || !s.stuck(set, y)) {
			set[x], set[m-1] = set[m-1], set[x]
			var ok bool
			if s.zeroed {
				ok = s.searchParts(set[:m-1])
			} else {
				ok = s.search(set[:m-1], b)
			}
			if ok {
				return true
			}
			set[x], set[m-1] = set[m-1], set[x]
		}
		s.undoTo(sm, tm, cm)
		if s.aborted {
			return false
		}
		if hatless {
			// Nothing can ever sit on b, so any packing of this node has b
			// at y; putting another buffer first would leave b below the
			// monotonic floor for good.
			return false
		}
	}
	return false
}

// candKey is a search candidate: (floor<<20 | rank) and its place in the set.
type candKey struct {
	key int64
	pos int32
}

// floorsFit is section inference for the sections whose floor the last
// placement raised (s.touched): their unplaced buffers stack above that
// floor. The other sections' floors did not move and their totals only
// shrank; the monotonic floor is checked against every section before the
// placement (search's yMax and precheck).
func (s *exactSolver) floorsFit() bool {
	for _, k := range s.touched {
		if tot := s.secTotal[k]; tot > 0 && s.secFloor[k]+tot > s.cap {
			return false
		}
	}
	return true
}

// stuck reports an unplaced buffer below the monotonic floor y that no
// unplaced buffer can lift any more: it can never be placed.
func (s *exactSolver) stuck(set []int32, y int64) bool {
	for _, j := range set {
		if !s.placed[j] && s.floor[j] < y && s.free[j] == 0 {
			return true
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

// precheck is feasible's cheap necessary condition, tested before placing b
// at y: section floors can only rise.
func (s *exactSolver) precheck(b int32, y int64, s0, s1 int32) bool {
	sec := s.bufSecs[b]
	for k := s0; k < s1; k++ {
		tot := s.secTotal[k]
		if k >= sec[0] && k < sec[1] {
			tot -= s.in.size[b]
		}
		if tot > 0 && max(s.secFloor[k], y)+tot > s.cap {
			return false
		}
	}
	return true
}

// feasible applies section inference to the sections s0..s1-1 after a
// placement at offset y: in every section the unplaced buffers stack above
// the lowest of their floors, and (canonical order) above y.
func (s *exactSolver) feasible(y int64, s0, s1 int32) bool {
	for k := s0; k < s1; k++ {
		if tot := s.secTotal[k]; tot > 0 && max(s.secFloor[k], y)+tot > s.cap {
			return false
		}
	}
	return true
}

// exactOffsets minimises the peak of one pool: it starts from the skyline
// plan and asks the search for packings under smaller
// capacities, the lower bound first, then by bisection, within the time and
// node limits; the best plan found is returned.
func exactOffsets(in *inst, idx []int, limit int64, opt Options) ([]int64, error) {
	return exactRun(in.subset(idx), limit, opt), nil
}

// exactRun is exactOffsets on a single-pool instance.
func exactRun(sub *inst, limit int64, opt Options) []int64 {
	best, bestPeak := skylineRun(sub)
	budget := opt.TimeLimit
	if budget <= 0 {
		budget = DefaultExactTimeLimit
	}
	return exactImprove(sub, best, bestPeak, limit, opt.FitOnly, time.Now().Add(budget), opt.NodeLimit)
}

// exactImprove searches for packings below bestPeak: if the pool limit is
// exceeded it first asks for a packing within the limit, otherwise for the
// lower bound, then bisects between what is proven infeasible and the best
// packing found. Every attempt gets half of the time and nodes left (the
// last possible one all of them). nodeBudget 0 means no node limit.
func exactImprove(sub *inst, best []int64, bestPeak, limit int64, fitOnly bool, end time.Time, nodeBudget int64) []int64 {
	lb := LowerBound(sub.p)
	fits := func() bool { return fitOnly && limit > 0 && bestPeak <= limit }
	if bestPeak <= lb || fits() {
		return best
	}
	s := newExactSolver(sub)
	lo := lb
	first := true
	for lo < bestPeak && time.Now().Before(end) && !fits() {
		var target int64
		whole := bestPeak-1 == lo
		switch {
		case first && limit > 0 && bestPeak > limit:
			target, whole = limit, true // fit the pool first
		case first:
			target = lo
		default:
			target = lo + (bestPeak-1-lo)/2
		}
		first = false
		attempt := time.Until(end)
		var nodes int64
		if nodeBudget > 0 {
			nodes = nodeBudget - s.nodes
			if nodes <= 0 {
				break
			}
		}
		if !whole {
			attempt /= 2
			nodes = (nodes + 1) / 2
		}
		var limitAt int64
		if nodes > 0 {
			limitAt = s.nodes + nodes
		}
		found := s.solve(target, time.Now().Add(attempt), limitAt)
		if found {
			best = slices.Clone(s.offs)
			bestPeak = 0
			for i := 0; i < sub.n; i++ {
				bestPeak = max(bestPeak, best[i]+sub.size[i])
			}
		} else {
			// Infeasible at target, or unknown (a limit was hit): look
			// above it.
			lo = target + 1
		}
	}
	return best
}

