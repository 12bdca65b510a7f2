package planner

import (
	"fmt"
	"math/rand"
	"slices"
	"time"
)

// fitRule chooses the gap a buffer goes into.
type fitRule int

const (
	// firstFit takes the lowest offset where the buffer fits.
	firstFit fitRule = iota
	// bestFit takes the smallest gap that fits, else the top.
	bestFit
)

type span struct{ off, end int64 }

// placer places buffers one at a time against the buffers placed before.
// Fixed buffers count as placed from the start. With live ranges the
// placed buffers are kept in a timeIndex per pool, which lists those live
// at the same time as a buffer in order of offset: a placement costs about
// the number of placed buffers live with it (first fit stops at the first
// gap that holds it), with no sort. With conflict lists it walks the
// buffer's list.
type placer struct {
	in     *inst
	placed []bool
	pl     *Plan
	spans  []span
	minOff int64        // lowest offset given to a buffer that is not fixed
	ix     []*timeIndex // per pool, live-range problems only (built on first use)
	work   int64        // placements plus placed neighbours looked at, so far
}

func newPlacer(in *inst, alg string) *placer {
	pc := &placer{in: in, placed: make([]bool, in.n), pl: in.newPlan(alg)}
	pc.reset()
	return pc
}

// reset forgets every placement but those of the fixed buffers (not the
// work done).
func (pc *placer) reset() {
	clear(pc.placed)
	for _, ix := range pc.ix {
		if ix != nil {
			ix.clear()
		}
	}
	in := pc.in
	if in.nFixed == 0 {
		return
	}
	for i := 0; i < in.n; i++ {
		if in.fixed[i] {
			pc.mark(i, in.fixOff[i], in.cands[i][0])
		}
	}
}

// mark records buffer i as placed at offset o in pool k.
func (pc *placer) mark(i int, o int64, k int) {
	in := pc.in
	pc.placed[i] = true
	pc.pl.Offsets[i], pc.pl.PoolOf[i] = o, k
	if in.ranges && in.size[i] > 0 {
		pc.index(k).add(int32(i), span{o, o + in.size[i]})
	}
}

// index returns pool k's timeIndex, building it on first use.
func (pc *placer) index(k int) *timeIndex {
	if pc.ix == nil {
		pc.ix = make([]*timeIndex, len(pc.in.pools))
	}
	if pc.ix[k] == nil {
		pc.ix[k] = newTimeIndex(pc.in.lo, pc.in.hi)
	}
	return pc.ix[k]
}

// gapFor returns where buffer i goes in pool k under the rule.
func (pc *placer) gapFor(i, k int, rule fitRule) int64 {
	in := pc.in
	size, a := in.size[i], in.align[i]
	if size == 0 {
		return alignUp(pc.minOff, a)
	}
	cur := pc.minOff
	best, bestGap := int64(-1), int64(-1)
	// visit takes the placed neighbours in order of offset; true ends the
	// walk at the first fit.
	pc.work++
	visit := func(s span) bool {
		pc.work++
		o := alignUp(cur, a)
		if o+size <= s.off {
			if rule == firstFit {
				best = o
				return true
			}
			if g := s.off - cur; bestGap < 0 || g < bestGap {
				best, bestGap = o, g
			}
		}
		cur = max(cur, s.end)
		return false
	}
	if in.ranges {
		pc.spans = pc.index(k).scan(int32(i), pc.spans, visit)
	} else {
		pc.spans = pc.spans[:0]
		in.neighbors(i, func(j int) {
			if pc.placed[j] && pc.pl.PoolOf[j] == k && in.size[j] > 0 {
				o := pc.pl.Offsets[j]
				pc.spans = append(pc.spans, span{o, o + in.size[j]})
			}
		})
		slices.SortFunc(pc.spans, func(x, y span) int { return cmpAsc(x.off, y.off) })
		for _, s := range pc.spans {
			if visit(s) {
				break
			}
		}
	}
	if best >= 0 {
		return best
	}
	return alignUp(cur, a)
}

// put places buffer i in its first candidate pool where it fits (a fixed
// buffer stays where it is).
func (pc *placer) put(i int, rule fitRule) error {
	in := pc.in
	if in.fixed[i] {
		return nil
	}
	for _, k := range in.cands[i] {
		o := pc.gapFor(i, k, rule)
		if lim := in.pools[k].Size; lim > 0 && o+in.size[i] > lim {
			continue
		}
		pc.mark(i, o, k)
		return nil
	}
	return &NoFitError{Buffer: in.id(i), Size: in.size[i], Pools: in.poolNames(i)}
}

// run places all buffers in order and returns a fresh plan.
func (pc *placer) run(order []int, rule fitRule) (*Plan, error) {
	pc.reset()
	for _, i := range order {
		if err := pc.put(i, rule); err != nil {
			return nil, err
		}
	}
	out := &Plan{Offsets: slices.Clone(pc.pl.Offsets), PoolOf: slices.Clone(pc.pl.PoolOf), Algorithm: pc.pl.Algorithm}
	return pc.in.finish(out), nil
}

// greedyOrder sorts buffer indices by the key, then by ID descending (TVM's
// stable tie-break), then by index.
func (in *inst) greedyOrder(less func(a, b int) int) []int {
	order := make([]int, in.n)
	for i := range order {
		order[i] = i
	}
	ids := in.p.Buffers
	slices.SortFunc(order, func(a, b int) int {
		if c := less(a, b); c != 0 {
			return c
		}
		if ids[a].ID != ids[b].ID {
			if ids[a].ID > ids[b].ID {
				return -1
			}
			return 1
		}
		return a - b
	})
	return order
}

func cmpDesc(x, y int64) int {
	switch {
	case x > y:
		return -1
	case x < y:
		return 1
	}
	return 0
}

// bySize orders by size, largest first.
func (in *inst) bySize() []int {
	return in.greedyOrder(func(a, b int) int { return cmpDesc(in.size[a], in.size[b]) })
}

// livePairs returns the number of pairs of the buffers idx whose live
// ranges intersect, counted in O(n log n) as degrees does.
func (in *inst) livePairs(idx []int) int64 {
	var los, his []int64
	for _, i := range idx {
		if in.lo[i] < in.hi[i] {
			los, his = append(los, in.lo[i]), append(his, in.hi[i])
		}
	}
	slices.Sort(los)
	slices.Sort(his)
	var sum int64
	for x := range los {
		// Each buffer counts the ones that start before it and are still
		// live when it starts.
		before, _ := slices.BinarySearch(los, los[x])  // lo_j < lo_x
		ended, _ := slices.BinarySearch(his, los[x]+1) // hi_j <= lo_x
		sum += int64(before - ended)
	}
	// Buffers starting at the same time are live together: each of those
	// pairs was counted by neither.
	for x := 0; x < len(los); {
		y := x
		for y < len(los) && los[y] == los[x] {
			y++
		}
		sum += int64(y-x) * int64(y-x-1) / 2
		x = y
	}
	return sum
}

// maxSearchPairs bounds the pairs of buffers live together on which skyline
// and exact run, and on which auto runs the exact solver's search: their
// work grows with the pairs times their logarithm, times seven rankings for
// skyline (12 s for skyline and 25 s and 1.6 GB for exact on the 2.95
// million pairs of ../shared/bench/idealloc/bert_base.csv, on a busy
// 2-core machine); above it they refuse (SearchSizeError) and auto plans
// as it does above autoMaxBuffers buffers.
const maxSearchPairs = 1_000_000

// SearchSizeError is the refusal of an algorithm whose cost grows with the
// pairs of buffers live together to plan a problem with more than it plans
// in reasonable time.
type SearchSizeError struct {
	// Algorithm names the algorithm that refused.
	Algorithm string
	// Buffers and Pairs describe the problem: its buffers and the pairs of
	// them live at the same time.
	Buffers int
	Pairs   int64
	// Limit is the most pairs the algorithm takes on.
	Limit int64
	// Cost says what its work grows with.
	Cost string
}

// Error implements error.
func (e *SearchSizeError) Error() string {
	return fmt.Sprintf("%s refuses %d buffers with %d pairs live at the same time: it plans at most %d pairs in reasonable time (%s); use auto, the default, or greedy-by-size",
		e.Algorithm, e.Buffers, e.Pairs, e.Limit, e.Cost)
}

// checkSearchSize returns a SearchSizeError when the buffers idx have more
// than maxSearchPairs pairs live together.
func (in *inst) checkSearchSize(alg, cost string, idx []int) error {
	if n := int64(len(idx)); n*(n-1)/2 <= maxSearchPairs {
		return nil // not worth counting
	}
	if pairs := in.livePairs(idx); pairs > maxSearchPairs {
		return &SearchSizeError{Algorithm: alg, Buffers: len(idx), Pairs: pairs, Limit: maxSearchPairs, Cost: cost}
	}
	return nil
}

// degrees counts each buffer's conflicts. With live ranges it counts
// rather than lists them: the buffers j live with i are those with
// lo_j < hi_i less those with hi_j <= lo_i (which all start before hi_i),
// two binary searches in the sorted ends.
func (in *inst) degrees() []int64 {
	d := make([]int64, in.n)
	if in.ranges {
		var los, his []int64
		for i := 0; i < in.n; i++ {
			if in.lo[i] < in.hi[i] {
				los, his = append(los, in.lo[i]), append(his, in.hi[i])
			}
		}
		slices.Sort(los)
		slices.Sort(his)
		for i := 0; i < in.n; i++ {
			if in.lo[i] < in.hi[i] {
				starts, _ := slices.BinarySearch(los, in.hi[i]) // lo_j < hi_i
				ends, _ := slices.BinarySearch(his, in.lo[i]+1) // hi_j <= lo_i
				d[i] = int64(starts - ends - 1)                 // not i itself
			}
		}
		return d
	}
	for i := 0; i < in.n; i++ {
		in.neighbors(i, func(int) { d[i]++ })
	}
	return d
}

// greedyBySize is TVM USMP's greedy_by_size: largest first, lowest offset
// that fits.
func greedyBySize(in *inst, _ Options) (*Plan, error) {
	return newPlacer(in, "greedy-by-size").run(in.bySize(), firstFit)
}

// greedyByConflicts is TVM USMP's greedy_by_conflicts: most conflicts first
// (then larger, then name), lowest offset that fits.
func greedyByConflicts(in *inst, _ Options) (*Plan, error) {
	d := in.degrees()
	order := in.greedyOrder(func(a, b int) int {
		if c := cmpDesc(d[a], d[b]); c != 0 {
			return c
		}
		return cmpDesc(in.size[a], in.size[b])
	})
	return newPlacer(in, "greedy-by-conflicts").run(order, firstFit)
}

// bestfitBySize is TFLite's arena planner: largest first (ties by earlier
// start), best-fit gap among the buffers live at the same time.
func bestfitBySize(in *inst, _ Options) (*Plan, error) {
	order := in.greedyOrder(func(a, b int) int {
		if c := cmpDesc(in.size[a], in.size[b]); c != 0 {
			return c
		}
		return -cmpDesc(in.lo[a], in.lo[b])
	})
	return newPlacer(in, "bestfit-size").run(order, bestFit)
}

// heapSpatial is XLA's heap simulator with the spatial order: largest size
// first, then longest live range; best-fit.
func heapSpatial(in *inst, _ Options) (*Plan, error) {
	order := in.greedyOrder(func(a, b int) int {
		if c := cmpDesc(in.size[a], in.size[b]); c != 0 {
			return c
		}
		return cmpDesc(in.hi[a]-in.lo[a], in.hi[b]-in.lo[b])
	})
	return newPlacer(in, "heap-spatial").run(order, bestFit)
}

// heapTemporal is XLA's heap simulator with the temporal order: longest live
// range first, then largest; best-fit.
func heapTemporal(in *inst, _ Options) (*Plan, error) {
	order := in.greedyOrder(func(a, b int) int {
		if c := cmpDesc(in.hi[a]-in.lo[a], in.hi[b]-in.lo[b]); c != 0 {
			return c
		}
		return cmpDesc(in.size[a], in.size[b])
	})
	return newPlacer(in, "heap-temporal").run(order, bestFit)
}

// hillClimb is TVM USMP's hill_climb: start from the greedy-by-size order
// and repeatedly swap two buffers in the order (one of them among those that
// reach the peak), keeping a swap when the peak does not grow and
// remembering the best plan seen. The number of steps is fixed
// (hillClimbSteps, fewer for large problems: at most hillClimbWork
// buffers placed and hillClimbVisits neighbours looked at in all, each step
// costing what the first placement did), so the result is deterministic
// for a given seed; Options.TimeLimit, when set, also stops it.
func hillClimb(in *inst, opt Options) (*Plan, error) {
	return climb(in, in.bySize(), firstFit, "hill-climb", opt, min(hillClimbSteps, hillClimbWork/max(in.n, 1)))
}

// hillClimbSteps is hill-climb's number of steps; hillClimbWork caps steps
// times buffers and hillClimbVisits steps times the placer's work
// (placer.work) of the first placement.
const (
	hillClimbSteps  = 1000
	hillClimbWork   = 4_000_000
	hillClimbVisits = 100_000_000
)

// climb runs the hill-climbing loop from an initial order.
func climb(in *inst, order []int, rule fitRule, alg string, opt Options, maxIter int) (*Plan, error) {
	pc := newPlacer(in, alg)
	best, err := pc.run(order, rule)
	if err != nil || in.n < 2 {
		return best, err
	}
	maxIter = min(maxIter, int(hillClimbVisits/max(pc.work, 1)))
	var deadline time.Time
	if opt.TimeLimit > 0 {
		deadline = time.Now().Add(opt.TimeLimit)
	}
	rng := rand.New(rand.NewSource(opt.Seed + 1))
	cur := slices.Clone(order)
	curPeak := best.Peak()
	pos := make([]int, in.n)
	for it := 0; it < maxIter; it++ {
		if it%16 == 0 && !deadline.IsZero() && time.Now().After(deadline) {
			break
		}
		// Pick a buffer that reaches the top of its pool in the best plan
		// and move it earlier in the order.
		var tops []int
		for i := 0; i < in.n; i++ {
			if best.Offsets[i]+in.size[i] == best.PoolSizes[best.PoolOf[i]] {
				tops = append(tops, i)
			}
		}
		for p, i := range cur {
			pos[i] = p
		}
		var a int
		if len(tops) > 0 && rng.Intn(2) == 0 {
			a = pos[tops[rng.Intn(len(tops))]]
		} else {
			a = rng.Intn(in.n)
		}
		b := rng.Intn(in.n)
		if a == b {
			continue
		}
		cur[a], cur[b] = cur[b], cur[a]
		cand, err := pc.run(cur, rule)
		if err != nil || cand.Peak() > curPeak {
			cur[a], cur[b] = cur[b], cur[a]
			continue
		}
		curPeak = cand.Peak()
		if curPeak < best.Peak() {
			best = cand
		}
	}
	return best, nil
}
