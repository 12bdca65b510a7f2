package planner

import (
	"iter"
	"math/bits"
	"slices"
	"sort"
	"sync/atomic"
	"time"
)

// DefaultExactTimeLimit bounds the exact solver when Options.TimeLimit is 0.
const DefaultExactTimeLimit = 10 * time.Second

// exactSolver is a branch-and-bound search for a packing under a capacity, in
// the manner of MiniMalloc (Moffitt, ASPLOS 2023):
//
//   - Canonical order: buffers are placed in non-decreasing offset order,
//     equal offsets in preorder, each at its floor (the highest top of the
//     placed buffers live at the same time, or 0, moved up past the fixed
//     buffers it would overlap). Every packing can be pushed down (over
//     fixed buffers too) and sorted into such a sequence, so the search is
//     complete; a buffer whose floor is below the last placement (the
//     monotonic floor) waits until a buffer placed over it lifts its floor.
//   - Strips: buffers live over the whole span of the others are stacked at
//     the bottom first (stackStrips); that loses no packing.
//   - Branching: the candidates are the unplaced buffers whose floor is below
//     the dominance bound, in increasing floor, ties by a static preorder
//     (MiniMalloc's three: section total, area, length in different
//     priorities); alike buffers (twins) are placed in preorder only.
//   - Preorders in round robin: each preorder's search runs as a coroutine
//     that gets slices of nodes in turn and is resumed, not restarted, so
//     the slowest preorders cost no more than the fastest; the parts of the
//     problem that do not overlap in time are searched one after another,
//     each by whichever preorder places it first.
//   - Section inference: time is cut into cross sections (maximal sets of
//     buffers live together); in every section the unplaced buffers stack
//     above the lowest of their floors and above the last placement, so that
//     plus their total size must fit under the capacity. Section floors are
//     kept with the number of buffers at them and recomputed, over the
//     section's unplaced buffers only, when that number drops to zero. When
//     buffers span many sections (the walk over a placement's neighbours'
//     sections is long), the buffers at each floor are also kept as a
//     bitset, and a placement takes its lifted neighbours out of the
//     sections a word at a time (same search, same work units, faster).
//   - Dominance: a candidate at or above the top of some unplaced buffer
//     (floor plus size) is pruned: that buffer could sit wholly below it.
//   - Hatless buffers: when nothing unplaced is live together with the
//     buffer just tried, no other choice at that node can succeed.
//   - Dynamic decomposition: when the unplaced buffers split into groups that
//     do not overlap in time, the groups are solved one after another, each
//     re-preordered by the section totals still unplaced, and a group that
//     fails fails them all.
//
// Its work (searchCtl.work) counts the loop steps of placements and nodes:
// a deterministic measure of time for the default planner's budgets.
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
	touched  []touchEntry
	// The unplaced buffers at each section's floor, as a bitset: buffers
	// are numbered by start (bitOf, bufOfBit), section k's words are
	// atBits[atOff[k]:atOff[k+1]] and hold bits 64*secW0[k] and up.
	bitOf     []int32
	bufOfBit  []int32
	secW0     []int32
	atOff     []int32
	atBits    []uint64
	bitTrail  []uint64 // section words saved by secTrail entries
	secCnt    []int32  // unplaced buffers at the section's floor (the bits set)
	useBits   bool     // floor bitsets kept (see buildBits), else counts only
	saved     []uint32 // per section: the placement (gen) that saved it last
	gen       uint32   // placements so far, wrapping
	lifted    []uint64 // scratch for place: the neighbours it lifts ...
	late      []uint64 // ... and those of them starting after its first section
	liftPos   []int32  // scratch for place: a lifted neighbour's place in adj
	liftList  []int32
	cut       []int32     // unplaced buffers spanning sections k and k+1
	free      []int32     // unplaced neighbours per buffer
	keyBufs   [][]candKey // candidate lists by search depth
	secLive   []int32     // per section: its unplaced members are secs[k][:secLive[k]]
	secBase   []int32     // per buffer: where its positions start in secPos
	secPos    []int32     // position of a buffer in each of its sections' member lists
	zeroed    bool        // the last placement opened a zero cut
	floor0    []int64     // floors before any placement (above 0 and clear of fixed buffers)
	fspans    [][]span    // fixed neighbours per buffer (nil without fixed buffers)
	freeSet   []int32     // the buffers to place (not pinned)
	rootParts [][]int32   // freeSet split into groups that do not overlap in time
	twins     [][]int32   // per buffer: the buffers alike it (see findTwins), nil when none
	pinned    []bool      // fixed buffers and strips stacked at the bottom
	pinOff    []int64     // their offsets

	rankings  [][]int32 // preorders tried in round robin
	heurs     []string  // their keys (see solverHeuristics)
	heur      string    // the preorder in use (of the last packing found)
	nodes     int64     // search nodes so far, over every solve
	work      int64     // work so far (see searchCtl.work)
	workLimit int64     // total work limit for the solves, 0 for none
	workers   []*exactSolver
	spare     []*exactSolver // workers for solves while a search is held
	held      *heldSolve
	ctl       *searchCtl
	yield     func(struct{}) bool // hands control back to solve
	budgetEnd int64               // node count at which the current slice ends
	aborted   bool                // search stopped by a limit
	timedOut  bool                // ... by the deadline or the total node limit
	cancel    *atomic.Bool        // when set (by another goroutine), stops the search like a limit; nil for none
}

type trailEntry struct {
	i   int32
	old int64
}

type secEntry struct {
	k     int32
	cnt   int32
	floor int64
	bits  int32 // where the section's saved words start in bitTrail
}

// touchEntry is a section whose floor place recomputes; pos orders the
// entries as the sections were reached (see place).
type touchEntry struct {
	k, pos int32
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
	s.findTwins()
	if len(s.freeSet) > 0 {
		s.rootParts = s.split(s.freeSet)
	}
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
	s.buildBits()
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

// findTwins groups the buffers to place that are alike (same size,
// alignment and live range): swapping two of them gives the same packing,
// so the search places them in preorder only.
func (s *exactSolver) findTwins() {
	in := s.in
	type key struct{ size, align, lo, hi int64 }
	groups := map[key][]int32{}
	for _, i := range s.freeSet {
		k := key{in.size[i], in.align[i], in.lo[i], in.hi[i]}
		groups[k] = append(groups[k], i)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		if s.twins == nil {
			s.twins = make([][]int32, s.n)
		}
		for _, i := range g {
			s.twins[i] = g
		}
	}
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
	return s.run(capacity, deadline, nodeLimit, false)
}

// solveHeld is solve for a search that may be resumed: when a limit stops
// it, its coroutines are kept, and the next solveHeld for the same capacity
// goes on where they stopped (any other solveHeld drops them), in the
// preorder that was stopped and with what was left of its slice of nodes,
// so that the search finds what it would have found in one go with the
// same work. Call close when done with the solver.
func (s *exactSolver) solveHeld(capacity int64, deadline time.Time, nodeLimit int64) bool {
	return s.run(capacity, deadline, nodeLimit, true)
}

// close stops a held search (see solveHeld).
func (s *exactSolver) close() {
	if s.held != nil {
		for _, r := range s.held.runs {
			r.stop()
		}
		s.held = nil
	}
}

// searchRun is one preorder's search running as a coroutine.
type searchRun struct {
	w          *exactSolver
	next       func() (struct{}, bool)
	stop       func()
	ok, proven bool
}

// heldSolve is a search stopped by a limit and kept to be resumed.
type heldSolve struct {
	capacity int64
	part     int          // the part of rootParts being searched
	runs     []*searchRun // its coroutines (nil between parts)
	ctl      *searchCtl
	// The run a limit stopped and the nodes left in its slice: the search
	// resumes there, so that its schedule (which preorder gets which
	// nodes) does not depend on where the limits fell.
	next int
	left int64
}

// run is solve and solveHeld. The buffers to place split into parts that
// do not overlap in time (rootParts); each part is searched on its own, by
// every preorder in round robin until one of them places it, so that
// different parts can be placed by different preorders.
func (s *exactSolver) run(capacity int64, deadline time.Time, nodeLimit int64, hold bool) bool {
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
	h := s.held
	if hold && h != nil && h.capacity == capacity {
		c := h.ctl
		c.nodes, c.work, c.limited = s.nodes, s.work, false
		c.nodeLimit, c.workLimit, c.deadline, c.cancel = nodeLimit, s.workLimit, deadline, s.cancel
	} else {
		if hold {
			s.close()
		}
		h = &heldSolve{capacity: capacity, ctl: &searchCtl{nodes: s.nodes, nodeLimit: nodeLimit, deadline: deadline,
			work: s.work, workLimit: s.workLimit, cancel: s.cancel}, left: -1}
		for i := range s.offs {
			s.offs[i] = 0
			if s.pinned[i] {
				s.offs[i] = s.pinOff[i]
			}
		}
	}
	ctl := h.ctl
	defer func() { s.nodes, s.work = ctl.nodes, ctl.work }()
	workers := &s.workers
	if s.held != nil && s.held != h {
		workers = &s.spare // the others are busy with the held search
	}
	if *workers == nil {
		for k := range s.rankings {
			*workers = append(*workers, s.clone(k))
		}
	}
	parts := s.rootParts
	stop := func() {
		for _, r := range h.runs {
			r.stop()
		}
		h.runs = nil
		if s.held == h {
			s.held = nil
		}
	}
	for h.part < len(parts) {
		part := parts[h.part]
		if h.runs == nil {
			for _, w := range *workers {
				w.ctl = ctl
				w.cap = capacity
				if !w.reset() {
					stop()
					return false // the fixed buffers leave too little room
				}
				r := &searchRun{w: w}
				set := slices.Clone(part)
				r.next, r.stop = iter.Pull(func(yield func(struct{}) bool) {
					w.yield = yield
					saved := w.rerank(part)
					r.ok = w.search(set, -1)
					w.restoreRanks(part, saved)
					r.proven = !w.aborted
				})
				h.runs = append(h.runs, r)
			}
		}
		slice := int64(2 * max(len(part), 64))
		var won *searchRun
		for won == nil {
			for x := h.next; x < len(h.runs); x++ {
				r := h.runs[x]
				r.w.budgetEnd = ctl.nodes + slice
				if h.left >= 0 {
					r.w.budgetEnd, h.left = ctl.nodes+h.left, -1
				}
				_, more := r.next()
				if ctl.limited {
					h.next, h.left = x, max(r.w.budgetEnd-ctl.nodes, 0)
					s.timedOut = true
					if hold {
						s.held = h
					} else {
						stop()
					}
					return false
				}
				if !more {
					won = r
					break
				}
			}
			h.next = 0
		}
		h.runs = slices.DeleteFunc(h.runs, func(r *searchRun) bool { return r == won })
		stop()
		h.next, h.left = 0, -1
		switch {
		case won.ok:
			for _, i := range part {
				s.offs[i] = won.w.offs[i]
			}
			s.heur = won.w.heur
			h.part++
		case won.proven:
			return false // the whole tree was searched: infeasible
		default:
			s.timedOut = true
			return false
		}
	}
	if s.held == h {
		s.held = nil
	}
	return true
}

// searchCtl holds the limits shared by the coroutines of one solve.
type searchCtl struct {
	nodes     int64
	nodeLimit int64 // total node limit, 0 for none
	work      int64 // work done (see place), a deterministic measure of time
	workLimit int64 // total work limit, 0 for none
	deadline  time.Time
	cancel    *atomic.Bool // stops the search like a limit once set; nil for none
	limited   bool         // a limit stopped the search
}

// clone returns a solver for preorder h that shares s's read-only data and
// has its own search state.
func (s *exactSolver) clone(h int) *exactSolver {
	w := *s
	w.workers, w.spare, w.held = nil, nil, nil
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
	w.atBits = make([]uint64, len(s.atBits))
	w.secCnt = make([]int32, len(s.secs))
	w.saved = make([]uint32, len(s.secs))
	w.lifted = make([]uint64, len(s.lifted))
	w.late = make([]uint64, len(s.late))
	w.liftPos = make([]int32, s.n)
	w.bitTrail, w.liftList = nil, nil
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
		f := s.floorBits(int32(k), sec)
		s.secFloor[k] = f
		if f+s.secInit[k] > s.cap {
			return false
		}
	}
	s.secTrail = s.secTrail[:0]
	s.bitTrail = s.bitTrail[:0]
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
// and cut counts. It reports false, part way, when a section whose floor
// rose can no longer hold its unplaced buffers; the caller undoes it.
//
// A section's floor moves when every buffer at it was lifted: the lifted
// neighbours are taken out of the sections' floor bitsets a word at a
// time, not section by section for each neighbour. Its work (the units
// of the default planner's budgets) is counted as for the per-neighbour
// walk over the lifted neighbours' sections it replaced, and the sections
// to recompute are taken in the order that walk reached them, so that the
// search and its work are unchanged: only its speed is.
func (s *exactSolver) place(b int32, y int64) bool {
	in := s.in
	s.placed[b] = true
	s.offs[b] = y
	s.stack = append(s.stack, b)
	end := y + in.size[b]
	adj := s.adj[b]
	work := int64(len(adj))
	for _, j := range adj {
		s.free[j]--
	}
	s.touched = s.touched[:0]
	if s.gen++; s.gen == 0 {
		clear(s.saved)
		s.gen = 1
	}
	// Every section of b is a set of buffers live together, all b's
	// neighbours: after the placement its unplaced buffers sit at b's top or
	// above, above its floor (which was at most y), so each of b's sections
	// gets its floor recomputed below. Lifting a neighbour only changes the
	// floors of its other sections when it was the last buffer at one.
	sec := s.bufSecs[b]
	lo, hi := sec[0], sec[1] // the sections of the lifted neighbours
	anyLate := false
	s.liftList = s.liftList[:0]
	for x, j := range adj {
		if !s.placed[j] && s.floor[j] < end {
			old := s.floor[j]
			s.trail = append(s.trail, trailEntry{j, old})
			if s.fspans != nil {
				s.floor[j] = skipFixed(s.fspans[j], end, in.size[j], in.align[j])
			} else {
				s.floor[j] = alignUp(end, in.align[j])
			}
			js := s.bufSecs[j]
			if !s.useBits {
				// A lifted neighbour only needs the count of buffers at
				// the floor kept in its other sections.
				for k := js[0]; k < js[1]; k++ {
					if k == sec[0] {
						k = sec[1] - 1 // b's sections: recomputed anyway
						continue
					}
					work++
					if s.secFloor[k] == old {
						// It was at the floor: one fewer there; none left,
						// the floor is recomputed after the placement.
						s.secTrail = append(s.secTrail, secEntry{k: k, cnt: s.secCnt[k], floor: old})
						if s.secCnt[k]--; s.secCnt[k] == 0 {
							s.touched = append(s.touched, touchEntry{k, int32(x)})
						}
					}
				}
				continue
			}
			bit := s.bitOf[j]
			s.lifted[bit>>6] |= 1 << (bit & 63)
			s.liftPos[j] = int32(x)
			s.liftList = append(s.liftList, j)
			// The walk this replaces went over j's sections from its first
			// and jumped over b's when it reached b's first one.
			if js[0] <= sec[0] {
				work += int64(sec[0]-js[0]) + int64(max(js[1]-sec[1], 0))
			} else {
				work += int64(js[1] - js[0])
				s.late[bit>>6] |= 1 << (bit & 63)
				anyLate = true
			}
			lo, hi = min(lo, js[0]), max(hi, js[1])
		}
	}
	// Lifted neighbours with short section ranges (few sections each) are
	// taken out of their sections one by one; many long ones, a section at
	// a time over the union of their ranges.
	if s.useBits {
		span := int64(hi-lo) * int64(s.atOff[len(s.secs)]) / int64(max(len(s.secs), 1))
		if pairs := work - int64(len(adj)); pairs <= 2*span {
			s.liftPairs(sec)
		} else {
			s.liftRange(sec, lo, hi, anyLate)
		}
		for _, j := range s.liftList {
			bit := s.bitOf[j]
			s.lifted[bit>>6] &^= 1 << (bit & 63)
			s.late[bit>>6] &^= 1 << (bit & 63)
		}
	}
	s.zeroed = false
	work += int64(sec[1] - sec[0])
	if sec[0] >= 0 {
		base := s.secBase[b] - sec[0]
		for k := sec[0]; k < sec[1]; k++ {
			s.secTotal[k] -= in.size[b]
			s.touched = append(s.touched, touchEntry{k, int32(len(adj))})
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
	// Recompute the floors of the sections that lost their lowest buffers,
	// the fullest first (they are the likeliest to fail), in the order they
	// were reached at equal totals.
	t := s.touched
	for a := 1; a < len(t); a++ {
		for c := a; c > 0 && t[c].before(t[c-1], s.secTotal); c-- {
			t[c], t[c-1] = t[c-1], t[c]
		}
	}
	for _, e := range s.touched {
		k := e.k
		work += int64(s.secLive[k])
		if s.secLive[k] == 0 {
			continue
		}
		s.saveSection(k)
		var f int64
		if s.useBits {
			f = s.floorBits(k, s.secs[k][:s.secLive[k]])
		} else {
			f, s.secCnt[k] = s.floorCount(s.secs[k][:s.secLive[k]])
		}
		s.secFloor[k] = f
		// Section inference: the section's unplaced buffers stack above
		// its new floor. The floors of the other sections did not move
		// and their totals only shrank; the monotonic floor was checked
		// before the placement (yMax and precheck).
		if f+s.secTotal[k] > s.cap {
			s.ctl.work += work
			return false // the caller undoes the rest
		}
	}
	s.ctl.work += work
	return true
}

// liftPairs takes each lifted neighbour out of its sections outside b's
// (sec) where it was at the floor (and out of b's when it starts after
// b's first section, as the walk it replaces did), in the order of b's
// neighbours: a section left with no buffer at its floor is queued with
// the neighbour that emptied it.
func (s *exactSolver) liftPairs(sec [2]int32) {
	for _, j := range s.liftList {
		js := s.bufSecs[j]
		bit := s.bitOf[j]
		pos := s.liftPos[j]
		for k := js[0]; k < js[1]; k++ {
			if k == sec[0] {
				k = sec[1] - 1
				continue
			}
			b := bit - 64*s.secW0[k]
			w, m := s.atOff[k]+b>>6, uint64(1)<<(b&63)
			if s.atBits[w]&m == 0 {
				continue
			}
			s.saveSection(k)
			s.atBits[w] &^= m
			if s.secCnt[k]--; s.secCnt[k] == 0 {
				s.touched = append(s.touched, touchEntry{k, pos})
			}
		}
	}
}

// liftRange is liftPairs a section at a time over the sections lo..hi-1
// that hold the lifted neighbours (s.lifted; s.late those starting after
// b's first section, when anyLate).
func (s *exactSolver) liftRange(sec [2]int32, lo, hi int32, anyLate bool) {
	for k := lo; k < hi; k++ {
		if k == sec[0] {
			k = sec[1] - 1
			continue
		}
		s.liftSection(k)
	}
	if anyLate {
		// The walk also counted the neighbours starting inside b's range
		// off b's sections: a section whose buffers at the floor were all
		// such neighbours was reached there as well as below.
		for k := sec[0]; k < sec[1]; k++ {
			o0, o1, w0 := s.atOff[k], s.atOff[k+1], s.secW0[k]
			var at, rest uint64
			for w := o0; w < o1; w++ {
				a := s.atBits[w]
				at |= a
				rest |= a &^ s.late[w0+w-o0]
			}
			if at != 0 && rest == 0 {
				s.touched = append(s.touched, touchEntry{k, s.lastPos(k, s.late)})
			}
		}
	}
}

// before orders the sections place recomputes: larger totals first, then
// in the order they were reached.
func (e touchEntry) before(d touchEntry, tot []int64) bool {
	if tot[e.k] != tot[d.k] {
		return tot[e.k] > tot[d.k]
	}
	return e.pos < d.pos || (e.pos == d.pos && e.k < d.k)
}

// liftSection takes the lifted neighbours (s.lifted) out of section k's
// buffers at the floor; when none is left there, the section is queued for
// its floor to be recomputed.
func (s *exactSolver) liftSection(k int32) {
	o0, o1, w0 := s.atOff[k], s.atOff[k+1], s.secW0[k]
	var n int
	for w := o0; w < o1; w++ {
		n += bits.OnesCount64(s.atBits[w] & s.lifted[w0+w-o0])
	}
	if n == 0 {
		return
	}
	if int32(n) == s.secCnt[k] {
		s.touched = append(s.touched, touchEntry{k, s.lastPos(k, s.lifted)})
	}
	s.saveSection(k)
	s.secCnt[k] -= int32(n)
	for w := o0; w < o1; w++ {
		s.atBits[w] &^= s.lifted[w0+w-o0]
	}
}

// lastPos returns the latest place in the placed buffer's neighbours
// (s.liftPos) of the buffers of set at section k's floor.
func (s *exactSolver) lastPos(k int32, set []uint64) int32 {
	o0, o1, w0 := s.atOff[k], s.atOff[k+1], s.secW0[k]
	pos := int32(-1)
	for w := o0; w < o1; w++ {
		base := 64 * (w0 + w - o0)
		for m := s.atBits[w] & set[w0+w-o0]; m != 0; m &= m - 1 {
			pos = max(pos, s.liftPos[s.bufOfBit[base+int32(bits.TrailingZeros64(m))]])
		}
	}
	return pos
}

// saveSection records section k's floor, count and bitset on the trail,
// once per placement (undoing a placement restores the state before it).
func (s *exactSolver) saveSection(k int32) {
	if s.saved[k] == s.gen {
		return
	}
	s.saved[k] = s.gen
	s.secTrail = append(s.secTrail, secEntry{k, s.secCnt[k], s.secFloor[k], int32(len(s.bitTrail))})
	if s.useBits {
		s.bitTrail = append(s.bitTrail, s.atBits[s.atOff[k]:s.atOff[k+1]]...)
	}
}

// floorCount returns the lowest floor of the buffers mem and how many are
// at it (-1 and 0 for none).
func (s *exactSolver) floorCount(mem []int32) (int64, int32) {
	f, c := int64(-1), int32(0)
	for _, j := range mem {
		switch fj := s.floor[j]; {
		case f < 0 || fj < f:
			f, c = fj, 1
		case fj == f:
			c++
		}
	}
	return f, c
}

// floorBits returns the lowest floor of the buffers mem of section k and
// sets the section's count and, with bitsets, its bitset to those at it
// (-1 and an empty set for none).
func (s *exactSolver) floorBits(k int32, mem []int32) int64 {
	f, c := s.floorCount(mem)
	s.secCnt[k] = c
	if !s.useBits {
		return f
	}
	words := s.atBits[s.atOff[k]:s.atOff[k+1]]
	base := 64 * s.secW0[k]
	clear(words)
	for _, j := range mem {
		if s.floor[j] == f {
			bit := s.bitOf[j] - base
			words[bit>>6] |= 1 << (bit & 63)
		}
	}
	return f
}

// buildBits numbers the buffers of the sections by start and lays out the
// sections' floor bitsets over the words their buffers' numbers span.
func (s *exactSolver) buildBits() {
	in := s.in
	s.bitOf = make([]int32, s.n)
	var order []int32
	for i := 0; i < s.n; i++ {
		s.bitOf[i] = -1
		if s.bufSecs[i][0] >= 0 {
			order = append(order, int32(i))
		}
	}
	slices.SortStableFunc(order, func(a, b int32) int { return cmpAsc(in.lo[a], in.lo[b]) })
	s.bufOfBit = order
	for x, i := range order {
		s.bitOf[i] = int32(x)
	}
	s.secW0 = make([]int32, len(s.secs))
	s.atOff = make([]int32, len(s.secs)+1)
	for k, mem := range s.secs {
		w0, w1 := int32(-1), int32(-1)
		for _, j := range mem {
			w := s.bitOf[j] >> 6
			if w0 < 0 || w < w0 {
				w0 = w
			}
			w1 = max(w1, w)
		}
		s.secW0[k] = max(w0, 0)
		s.atOff[k+1] = s.atOff[k] + max(w1-w0+1, 0)
	}
	s.atBits = make([]uint64, s.atOff[len(s.secs)])
	// The bitsets pay when the walk over the lifted neighbours' sections
	// is long against the words of the sections they span.
	var walk, words int64
	for _, i := range order {
		lo, hi := s.bufSecs[i][0], s.bufSecs[i][1]
		for _, j := range s.adj[i] {
			walk += int64(s.bufSecs[j][1] - s.bufSecs[j][0])
			lo, hi = min(lo, s.bufSecs[j][0]), max(hi, s.bufSecs[j][1])
		}
		words += int64(hi-lo) * int64(len(s.atBits)) / int64(len(s.secs))
	}
	s.useBits = walk > bitsWalkRatio*words
	s.liftPos = make([]int32, s.n)
	if !s.useBits {
		return
	}
	s.secCnt = make([]int32, len(s.secs))
	s.saved = make([]uint32, len(s.secs))
	s.lifted = make([]uint64, (len(order)+63)/64)
	s.late = make([]uint64, len(s.lifted))
}

// bitsWalkRatio is how many times longer than the words of the sections
// they span the walk over a placement's neighbours' sections must be, on
// average, for the solver to keep floor bitsets (buildBits). A variable
// for the experiments of docs/BENCHMARKS.md.
var bitsWalkRatio int64 = 12

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
	if !s.useBits {
		for x := len(s.secTrail) - 1; x >= secMark; x-- {
			e := s.secTrail[x]
			s.secFloor[e.k], s.secCnt[e.k] = e.floor, e.cnt
		}
		s.secTrail = s.secTrail[:secMark]
		return
	}
	for len(s.secTrail) > secMark {
		e := s.secTrail[len(s.secTrail)-1]
		s.secFloor[e.k], s.secCnt[e.k] = e.floor, e.cnt
		copy(s.atBits[s.atOff[e.k]:s.atOff[e.k+1]], s.bitTrail[e.bits:])
		s.bitTrail = s.bitTrail[:e.bits]
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
			return area(in.size[j], in.hi[j]-in.lo[j])
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
	case c.nodeLimit > 0 && c.nodes > c.nodeLimit, c.workLimit > 0 && c.work > c.workLimit,
		c.nodes&255 == 0 && time.Now().After(c.deadline), c.nodes&15 == 0 && c.cancel != nil && c.cancel.Load():
		// A limit: hand control back; solve stops, or holds the search.
		c.limited = true
		if !s.yield(struct{}{}) {
			s.aborted = true
		}
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
	// (Written with min and max, which compile without branches: this
	// scan and the next are most of a node's time on short-lived buffers.)
	minHeight := int64(1<<63 - 1)
	s0, s1 := int32(len(s.secs)), int32(0)
	floor, size, bufSecs := s.floor, in.size, s.bufSecs
	for _, j := range set {
		minHeight = min(minHeight, floor[j]+size[j])
		sec := bufSecs[j]
		s0, s1 = min(s0, sec[0]), max(s1, sec[1])
	}
	// Candidates by (floor, preorder rank), packed into one key with their
	// position in set.
	depth := len(s.stack)
	for len(s.keyBufs) <= depth {
		s.keyBufs = append(s.keyBufs, nil)
	}
	// Every section in range caps offsets at cap - total; the tightest one
	// decides most candidates without a full precheck: above its cap only
	// its own buffers can go.
	maxTot, kMin := int64(0), int32(-1)
	for k, tot := range s.secTotal[s0:s1] {
		if tot > maxTot {
			maxTot, kMin = tot, s0+int32(k)
		}
	}
	yMax := s.cap - maxTot
	keys := s.keyBufs[depth][:0]
	rank, capacity := s.rank, s.cap
	// Canonical order: offsets never decrease, equal offsets follow the
	// preorder; every buffer rests on a placed one or on 0. With dominance,
	// last <= f < minHeight: f-last below span, compared unsigned.
	span := uint64(max(minHeight-last, 0))
	for x, j := range set {
		f := floor[j]
		if uint64(f-last) >= span || (f == last && rank[j] < prevRank) || f+size[j] > capacity {
			continue
		}
		if sec := s.bufSecs[j]; kMin >= 0 && f > yMax && (kMin < sec[0] || kMin >= sec[1]) {
			continue
		}
		if s.twins != nil && s.hasEarlierTwin(j) {
			continue
		}
		keys = append(keys, candKey{f, s.rank[j], int32(x)})
	}
	s.keyBufs[depth] = keys
	if len(keys) == 0 {
		return false
	}
	// Most nodes try only the first few candidates: take them from a heap
	// rather than sorting them all.
	heapify(keys)
	s.ctl.work += int64(len(set)) + int64(s1-s0)
	m := len(set)
	for len(keys) > 0 {
		var c candKey
		c, keys = popMin(keys)
		x := int(c.pos)
		b := set[x]
		y := c.floor
		if kMin >= 0 && y > yMax && !s.precheck(b, y, s0, s1) {
			continue
		}
		sm, tm, cm := len(s.stack), len(s.trail), len(s.secTrail)
		hatless := s.free[b] == 0
		if s.place(b, y) {
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

// hasEarlierTwin reports an unplaced twin of j (see findTwins) ahead of it
// in the preorder: placing j first would repeat the twin's subtree.
func (s *exactSolver) hasEarlierTwin(j int32) bool {
	for _, t := range s.twins[j] {
		if !s.placed[t] && s.rank[t] < s.rank[j] {
			return true
		}
	}
	return false
}

// heapify makes h a binary min-heap by key.
func heapify(h []candKey) {
	for i := len(h)/2 - 1; i >= 0; i-- {
		siftDown(h, i)
	}
}

func siftDown(h []candKey, i int) {
	n := len(h)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && h[r].less(h[l]) {
			m = r
		}
		if !h[m].less(h[i]) {
			return
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

// popMin removes the smallest key of the heap h.
func popMin(h []candKey) (candKey, []candKey) {
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	siftDown(h, 0)
	return top, h
}

// candKey is a search candidate: its floor, its rank in the preorder and
// its place in the set; candidates are tried by floor, then rank. (The two
// were packed as floor<<20 | rank, which wrapped for floors of 2^43 bytes
// and more: exact and auto placed buffers at negative or overlapping
// offsets next to a 2^50-byte buffer.)
type candKey struct {
	floor int64
	rank  int32
	pos   int32
}

// less orders candidates by floor, then rank.
func (c candKey) less(d candKey) bool {
	return c.floor < d.floor || (c.floor == d.floor && c.rank < d.rank)
}

// precheck is section inference tested before placing b at y, when y is
// above some section's cap: with the monotonic floor y every section in
// range must hold its unplaced buffers (b's own total leaves its sections).
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
// node limits; the best plan found is returned. It refuses problems with
// more than maxSearchPairs pairs of buffers live together.
func exactOffsets(in *inst, idx []int, limit int64, opt Options) ([]int64, error) {
	if err := in.checkSearchSize("exact", "conflict lists and sections over the pairs, and a skyline start", idx); err != nil {
		return nil, err
	}
	offs, bound := exactRun(in.subset(idx), limit, opt)
	in.proveBound(bound)
	return offs, nil
}

// proveBound records a lower bound on the peak that a search proved.
func (in *inst) proveBound(b int64) {
	in.bound = max(in.bound, b)
}

// exactRun is exactOffsets on a single-pool instance; it also returns the
// lower bound on the peak it proved.
func exactRun(sub *inst, limit int64, opt Options) ([]int64, int64) {
	target := limit // decision: stop at the first plan that fits
	if !opt.FitOnly || limit == 0 {
		target = LowerBound(sub.p)
	}
	best, bestPeak := skylineRun(sub, target)
	budget := opt.TimeLimit
	if budget <= 0 {
		budget = DefaultExactTimeLimit
	}
	return exactImprove(sub, best, bestPeak, limit, opt.FitOnly, time.Now().Add(budget), opt.NodeLimit)
}

// peakGrain returns a number every peak of a canonical packing is a multiple
// of: the greatest common divisor of the sizes, the alignments and the fixed
// offsets (offsets in canonical packings are sums of these, rounded up to
// alignments). A search that finds no packing within T proves that none has
// a peak below T plus the grain.
func (in *inst) peakGrain() int64 {
	var g int64
	for i := 0; i < in.n; i++ {
		if in.size[i] == 0 {
			continue
		}
		g = gcd(g, in.size[i])
		if in.align[i] > 1 {
			g = gcd(g, in.align[i])
		}
		if in.fixed[i] {
			g = gcd(g, in.fixOff[i])
		}
	}
	return max(g, 1)
}

// exactImprove searches for packings below bestPeak: if the pool limit is
// exceeded it first asks for a packing within the limit, otherwise for the
// lower bound, then bisects between what is proven or presumed infeasible
// and the best packing found. Every attempt gets half of the time and nodes
// left (the last possible one all of them). nodeBudget 0 means no node
// limit. It returns the best packing and the lower bound on the peak it
// proved (at least LowerBound).
func exactImprove(sub *inst, best []int64, bestPeak, limit int64, fitOnly bool, end time.Time, nodeBudget int64) ([]int64, int64) {
	g := sub.peakGrain()
	lb := LowerBound(sub.p)
	lo := (lb + g - 1) / g * g // no peak is below lo
	proven := lo
	fits := func() bool { return fitOnly && limit > 0 && bestPeak <= limit }
	if bestPeak <= lo || fits() {
		return best, min(proven, bestPeak)
	}
	s := newExactSolver(sub)
	first := true
	for lo < bestPeak && time.Now().Before(end) && !fits() {
		var target int64
		whole := bestPeak-g <= lo
		switch {
		case first && limit > 0 && bestPeak > limit:
			target, whole = limit/g*g, true // fit the pool first
		case first:
			target = lo
		default:
			target = lo + (bestPeak-g-lo)/g/2*g
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
		switch {
		case found:
			best = slices.Clone(s.offs)
			bestPeak = 0
			for i := 0; i < sub.n; i++ {
				bestPeak = max(bestPeak, best[i]+sub.size[i])
			}
		case !s.timedOut:
			// The whole tree was searched: nothing fits within target.
			proven = max(proven, target+g)
			lo = max(lo, target+g)
		default:
			// Unknown (a limit was hit): look above it.
			lo = target + g
		}
	}
	return best, min(proven, bestPeak)
}

// farFuture is a deadline that never comes.
var farFuture = time.Now().Add(100 * 365 * 24 * time.Hour)

// area is a buffer's size times the length of its live range (at least 1),
// saturated at the largest int64 (2^62 bytes times a long range
// overflowed and sorted the largest buffers last).
func area(size, length int64) int64 {
	l := max(length, 1)
	if size > (1<<63-1)/l {
		return 1<<63 - 1
	}
	return size * l
}
