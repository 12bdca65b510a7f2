package planner

import (
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync/atomic"
	"time"
)

// autoMaxBuffers bounds the problems the default planner searches; larger
// ones get autoLarge.
const autoMaxBuffers = 4096

// autoMaxPairs bounds the pairs of buffers live together of the problems
// the default planner searches: the skyline's seven rankings it starts
// from cost about 3.4 s per million pairs (0.75 s for the 218,395 of
// ResNet-50's 1,042-buffer trace, on a busy 2-core machine); larger ones
// get autoLarge.
const autoMaxPairs = 300_000

// The default planner's budgets, in units of the exact solver's work (see
// searchCtl.work; 3-5 ns each on the machines measured): autoWork for the
// whole search, autoFirstWork for the first attempt at the lower bound,
// autoRungWork for each rung. They are variables for the tuning experiments
// of docs/BENCHMARKS.md; nothing changes them.
var (
	autoWork      int64 = 64_000_000
	autoFirstWork int64 = 40_000_000
	autoRungWork  int64 = 4_000_000
)

// autoRungs are the targets, as multiples of the lower bound, that the
// default planner asks the search for when the lower bound itself is out of
// reach, loosest first. The canonical search finds packings under the lower
// bound quickly when it is tight and under loose targets quickly, but can
// wander for long under targets in between: every rung gets a small budget,
// and two failed rungs in a row end the descent.
var autoRungs = []float64{1.08, 1.07, 1.065, 1.06, 1.05, 1.04, 1.03, 1.02, 1.01}

// autoOffsets is the default planner. Problems of more than autoMaxBuffers
// buffers or autoMaxPairs pairs of buffers live together get autoLarge.
// Smaller ones get the sweep's plan when it reaches the lower bound, else
// the skyline plan, and when that is above
// the lower bound, two schedules of the exact solver's search (autoRun):
// the main one (autoMain) at the lower bound, then down the rungs of
// autoRungs, then (when those were proven out of reach) halfway between
// the proven bound and the best peak, again and again, then at the lower
// bound again (going on where it stopped) with what is left of autoWork;
// and beside it, on a second goroutine, the ladder (autoLadder): fresh
// searches from 5% above the bound down, with ladderWork. The best packing
// found wins. It is deterministic (work budgets, no clock; the same plan
// whatever GOMAXPROCS is) unless Options.TimeLimit is set, which also
// bounds the search.
func autoOffsets(in *inst, idx []int, limit int64, opt Options) ([]int64, error) {
	if n := int64(len(idx)); n > autoMaxBuffers || (n*(n-1)/2 > autoMaxPairs && in.livePairs(idx) > autoMaxPairs) {
		return autoLarge(in, idx)
	}
	// Without fixed buffers, a sweep in time order first: programs whose
	// buffers nest well (chains of layers) reach the lower bound there, and
	// the sweep is cheaper than building anything else.
	var sweep []int64
	sweepPeak := int64(-1)
	if in.nFixed == 0 {
		var lb int64
		sweep, sweepPeak, lb = sweepFit(in, idx, 0)
		if sweepPeak <= lb {
			in.proveBound(sweepPeak)
			return sweep, nil
		}
	}
	sub := in.subset(idx)
	offs, bound, work, side := autoRun(sub, opt)
	in.work += work
	in.sideWork += side
	if sweep != nil {
		var peak int64
		for x := range idx {
			peak = max(peak, offs[x]+sub.size[x])
		}
		if sweepPeak < peak {
			offs = sweep
		}
	}
	in.proveBound(bound)
	return autoFit(in, sub, offs, limit, opt), nil
}

// autoFitWork is the work (searchCtl.work units) the default planner gives
// the exact solver's decision problem when its plan does not fit the pool
// (autoFit): MiniMalloc's A-F need 9-39 million at their capacity.
// autoRoundWork is the work of the decision problem at a round peak when
// no pool size is given (MiniMalloc's J needs 18 million at 2^20). They
// are variables for tuning experiments; nothing changes them.
var (
	autoFitWork   int64 = 120_000_000
	autoRoundWork int64 = 40_000_000
)

// autoFit returns offs (the plan of sub, a single-pool instance of in's
// buffers) when it fits within limit; otherwise it asks the exact solver
// for a packing within limit, as MiniMalloc's decision problem, with
// autoFitWork units of work, and returns that when there is one. A search
// that proves there is none records the bound; the caller reports the
// buffers that stick out. Without a limit (0), a capacity-like bound
// between the lower bound and the plan's peak, the multiple of the largest
// power of two there (roundTarget; memories and arenas come in such sizes,
// as MiniMalloc's instances do), is tried the same way with autoRoundWork.
func autoFit(in *inst, sub *inst, offs []int64, limit int64, opt Options) []int64 {
	var peak int64
	for x := range offs {
		peak = max(peak, offs[x]+sub.size[x])
	}
	work := autoFitWork
	if limit == 0 {
		limit, work = roundTarget(LowerBound(sub.p), peak), autoRoundWork
	}
	if limit == 0 || peak <= limit || work <= 0 {
		return offs
	}
	g := sub.peakGrain()
	target := limit / g * g
	if target < LowerBound(sub.p) {
		return offs // nothing fits
	}
	end := farFuture
	if opt.TimeLimit > 0 {
		end = time.Now().Add(opt.TimeLimit)
	}
	s := newExactSolver(sub)
	defer s.close()
	s.workLimit = work
	found := s.solve(target, end, 0)
	in.work += s.work
	switch {
	case found:
		return slices.Clone(s.offs)
	case !s.timedOut:
		in.proveBound(target + g) // nothing fits within target
	}
	return offs
}

// roundTarget returns the multiple of the largest power of two that lies
// in [lb, peak), or 0 when the range is empty.
func roundTarget(lb, peak int64) int64 {
	if lb >= peak || peak <= 1 {
		return 0
	}
	for p := int64(1) << (63 - bits.LeadingZeros64(uint64(peak-1))); p > 0; p >>= 1 {
		if m := (peak - 1) / p * p; m >= lb {
			return m
		}
	}
	return 0
}

// sweepFit places the buffers idx in order of start (frees first at equal
// times), each into the smallest free gap below the top that holds it,
// else on the top: a best-fit allocator that knows the whole schedule's
// order. It returns the offsets (indexed like idx), the peak and the
// lower bound (the largest sum live at one time). Buffers without bytes or
// live range get offset 0. Each placement walks the free gaps below the
// top (few on real traces: 18 ms on the 28,526-buffer IOPDDL trace), so it
// costs O(n log n) plus the number of buffers times the gaps. With a
// budget (0: none) on the gaps walked, it returns nil offsets when it
// needs more.
func sweepFit(in *inst, idx []int, budget int64) ([]int64, int64, int64) {
	// Frees before allocs at the same time (ranges are half-open): all the
	// frees are listed first and the sort by time is stable.
	keys := make([]int64, 0, 2*len(idx))
	evs := make([]int32, 0, 2*len(idx)) // x<<1 | 1 for an alloc, x<<1 for a free
	for x, i := range idx {
		if in.lo[i] < in.hi[i] && in.size[i] > 0 {
			keys, evs = append(keys, in.hi[i]), append(evs, int32(x)<<1)
		}
	}
	for x, i := range idx {
		if in.lo[i] < in.hi[i] && in.size[i] > 0 {
			keys, evs = append(keys, in.lo[i]), append(evs, int32(x)<<1|1)
		}
	}
	offs := make([]int64, len(idx))
	var gaps []span // free gaps below top, in offset order
	var top, live, peak, lb, work int64
	for _, k := range orderByKey(keys) {
		e := evs[k]
		x := int(e >> 1)
		i := idx[x]
		size := in.size[i]
		if e&1 == 0 {
			live -= size
			g := span{offs[x], offs[x] + size}
			p, _ := slices.BinarySearchFunc(gaps, g.off, func(s span, off int64) int { return cmpAsc(s.off, off) })
			gaps = slices.Insert(gaps, p, g)
			if p+1 < len(gaps) && gaps[p].end == gaps[p+1].off {
				gaps[p].end = gaps[p+1].end
				gaps = slices.Delete(gaps, p+1, p+2)
			}
			if p > 0 && gaps[p-1].end == gaps[p].off {
				gaps[p-1].end = gaps[p].end
				gaps = slices.Delete(gaps, p, p+1)
				p--
			}
			if gaps[p].end == top {
				top = gaps[p].off
				gaps = gaps[:p]
			}
			continue
		}
		live += size
		lb = max(lb, live)
		a := in.align[i]
		best, bestSize := -1, int64(0)
		if work += int64(len(gaps)); budget > 0 && work > budget {
			return nil, 0, 0
		}
		for p, g := range gaps {
			if o := alignUp(g.off, a); o+size <= g.end && (best < 0 || g.end-g.off < bestSize) {
				best, bestSize = p, g.end-g.off
			}
		}
		if best < 0 {
			o := alignUp(top, a)
			if o > top {
				gaps = append(gaps, span{top, o})
			}
			offs[x] = o
			top = o + size
			peak = max(peak, top)
			continue
		}
		g := gaps[best]
		o := alignUp(g.off, a)
		offs[x] = o
		var parts [2]span
		np := 0
		if o > g.off {
			parts[np] = span{g.off, o}
			np++
		}
		if o+size < g.end {
			parts[np] = span{o + size, g.end}
			np++
		}
		gaps = slices.Replace(gaps, best, best+1, parts[:np]...)
	}
	return offs, peak, lb
}

// autoRun is autoOffsets on a single-pool instance of at most
// autoMaxBuffers buffers; it also returns a lower bound on the peak it
// proved and the exact solver's work it spent (searchCtl.work): that of the
// main schedule (autoMain) and that of the ladder (autoLadder).
//
// The two schedules are independent searches, each with its own solver and
// budget; when the skyline leaves a gap to the lower bound, the ladder runs
// on a second goroutine beside the main schedule (one after the other when
// GOMAXPROCS is 1, with the same result). The lower peak wins, the main
// schedule's plan on a tie. When the main schedule reaches the lower bound,
// nothing can beat it and the ladder is stopped; otherwise both run to the
// end of their budgets, so the plan never depends on timing.
func autoRun(sub *inst, opt Options) ([]int64, int64, int64, int64) {
	g := sub.peakGrain()
	lo := (LowerBound(sub.p) + g - 1) / g * g
	best, peak := skylineRun(sub, lo)
	if peak <= lo {
		return best, peak, 0, 0
	}
	end := farFuture
	if opt.TimeLimit > 0 {
		end = time.Now().Add(opt.TimeLimit)
	}
	var stop atomic.Bool
	var side ladderResult
	var done chan struct{}
	var sidePanic any
	if ladderWork > 0 && runtime.GOMAXPROCS(0) > 1 {
		sub.buildIndex() // shared read-only from here on
		done = make(chan struct{})
		// A panic (a bug) on either side reaches the caller, where the
		// pass manager reports it: the ladder's is handed over, and the
		// ladder is stopped when the main schedule's unwinds.
		defer stop.Store(true)
		go func() {
			defer close(done)
			defer func() { sidePanic = recover() }()
			side = autoLadder(sub, lo, peak, end, &stop)
		}()
	}
	offs, mainPeak, bound, work := autoMain(sub, lo, best, peak, end)
	switch {
	case done != nil:
		if mainPeak <= lo {
			stop.Store(true) // optimal: the ladder cannot do better
		}
		<-done
		if sidePanic != nil {
			panic(sidePanic)
		}
	case ladderWork > 0 && mainPeak > lo:
		side = autoLadder(sub, lo, peak, end, nil)
	}
	if mainPeak <= lo {
		return offs, bound, work, side.work
	}
	if side.offs != nil && side.peak < mainPeak {
		offs = side.offs
	}
	return offs, max(bound, side.bound), work, side.work
}

// autoMain is the default planner's main schedule on a single-pool
// instance whose skyline plan best (peak) is above lo, the lower bound
// rounded up to the peak grain: the exact search at the lower bound, then
// the rungs of autoRungs, then the probes halfway between the proven bound
// and the best peak, then the lower bound again (see autoOffsets). It
// returns the best plan, its peak, the lower bound it proved and the work
// it spent.
func autoMain(sub *inst, lo int64, best []int64, peak int64, end time.Time) ([]int64, int64, int64, int64) {
	g := sub.peakGrain()
	s := newExactSolver(sub)
	defer s.close()
	// The search at the lower bound is held between its attempts, so the
	// last one goes on where the first stopped.
	try := func(target, work int64) bool {
		if target >= peak || time.Now().After(end) {
			return false
		}
		s.workLimit = min(s.work+work, autoWork)
		if s.work >= s.workLimit {
			return false
		}
		solve := s.solve
		if target == lo {
			solve = s.solveHeld
		}
		if !solve(target, end, 0) {
			return false
		}
		best = slices.Clone(s.offs)
		peak = 0
		for i := 0; i < sub.n; i++ {
			peak = max(peak, best[i]+sub.size[i])
		}
		return true
	}
	if try(lo, autoFirstWork) {
		return best, peak, lo, s.work
	}
	if !s.timedOut {
		lo += g // proven: nothing fits within the lower bound
	}
	failed := 0
	for _, f := range autoRungs {
		target := max(int64(float64(lo)*f)/g*g, lo)
		if target >= peak {
			continue
		}
		if try(target, autoRungWork) {
			failed = 0
		} else if failed++; failed == 2 {
			break
		}
	}
	// The rungs stay near the lower bound. When the search proved that
	// nothing fits there (rather than running out of work), the optimum
	// may be far above it (a 16-byte buffer aligned to 4096 among small
	// ones: the skyline's 4112 bytes against 260): halve the gap between
	// the proven bound and the best peak, a rung's budget per probe, each
	// failure proving a higher bound.
	for !s.timedOut && lo+g < peak {
		mid := max((lo+(peak-lo)/2)/g*g, lo)
		if try(mid, autoRungWork) {
			continue
		}
		if s.timedOut || s.work >= autoWork || time.Now().After(end) {
			break
		}
		lo = mid + g
	}
	try(lo, autoWork)
	return best, peak, lo, s.work
}

// The ladder's parameters (see autoLadder): the first target and the step
// between targets as multiples of the lower bound, the work of each rung
// and of the whole ladder (searchCtl.work units; 0 turns the ladder off).
// They are variables for the tuning experiments of docs/BENCHMARKS.md;
// nothing changes them.
var (
	ladderTop            = 1.05
	ladderStep           = 0.001
	ladderRungWork int64 = 6_000_000
	ladderWork     int64 = 16_000_000
)

// ladderResult is what autoLadder found: the best plan (nil for none) and
// its peak, the lower bound it proved (0 for none) and the work it spent.
type ladderResult struct {
	offs  []int64
	peak  int64
	bound int64
	work  int64
}

// autoLadder is the default planner's second schedule: fresh searches of
// the exact solver under targets descending from ladderTop times the lower
// bound (or the skyline's peak, below it) in steps of ladderStep times the
// bound (at least one peak grain), each with ladderRungWork units, down to
// just above lo (the lower bound rounded up to the grain, which the main
// schedule searches). After a packing it goes on below its peak with what
// is left of ladderWork; a search that proves nothing fits under a target
// ends the ladder. Whether a fresh search finds a packing within a given
// work is chaotic in the target between the lower bound and a loose one
// (docs/BENCHMARKS.md, part 3b), so the targets of the ladder act as
// diversified restarts. It stops early, with what it has, when stop is
// set.
func autoLadder(sub *inst, lo, peak int64, end time.Time, stop *atomic.Bool) ladderResult {
	g := sub.peakGrain()
	s := newExactSolver(sub)
	s.cancel = stop
	defer s.close()
	r := ladderResult{peak: peak}
	step := max(int64(float64(lo)*ladderStep)/g*g, g)
	for t := min(int64(float64(lo)*ladderTop)/g*g, peak-g); t > lo && s.work < ladderWork; {
		s.workLimit = min(s.work+ladderRungWork, ladderWork)
		if s.solve(t, end, 0) {
			r.offs = slices.Clone(s.offs)
			r.peak = 0
			for i := 0; i < sub.n; i++ {
				r.peak = max(r.peak, r.offs[i]+sub.size[i])
			}
			t = min(t-step, r.peak-g)
			continue
		}
		if !s.timedOut {
			r.bound = t + g // nothing fits within t
			break
		}
		if (stop != nil && stop.Load()) || time.Now().After(end) {
			break
		}
		t -= step
	}
	r.work = s.work
	return r
}

// autoLargeCands are the cheap planners the default planner runs on
// problems of more than autoMaxBuffers buffers, in the order ties go
// (largest first in windows, the planner of those before, first): each
// is O(n log n) plus the pairs of buffers live together it looks at. No one
// of them wins on every trace: the merge-alloc trace planner's size-first
// chunks do on the IOPDDL trace of ../shared/bench/idealloc (0.44% above
// the lower bound where largest-first is 26%), largest-first in windows on
// the MindSpore ones (0.76% on PanGu-alpha where size-first is 6.7%): as
// MindSpore's SOMAS and XLA's heap simulator, it runs several and keeps the
// best. (TFLite's best fit, largest first, is as good on those, never
// better, and takes three times as long.) Each returns the offsets of idx
// (indexed like idx) or an error; the first half of the list runs on the
// calling goroutine, the second on another one.
var autoLargeCands = []struct {
	name string
	run  func(in *inst, idx []int) ([]int64, error)
}{
	{"large", largeOffsets},
	{"sweep", func(in *inst, idx []int) ([]int64, error) {
		if in.nFixed > 0 {
			return nil, errSkipped // sweepFit knows no fixed buffers
		}
		offs, _, _ := sweepFit(in, idx, autoTraceWork)
		if offs == nil {
			return nil, errSkipped // over its budget
		}
		return offs, nil
	}},
	{"size-first", func(in *inst, idx []int) ([]int64, error) {
		if in.nFixed > 0 {
			return nil, errSkipped // the pinned trace planner has no budget
		}
		offs, err := traceOffsetsBudget(in, idx, SizeFirst, autoTraceWork)
		if err == errTraceBudget {
			return nil, errSkipped
		}
		return offs, err
	}},
}

// autoTraceWork bounds the trace planner's work (planTrace) and the
// sweep's (the gaps sweepFit walks) as candidates of autoLarge, so that
// traces where their walks grow quadratically cost auto a bounded time (a
// few tenths of a second): the trace planner needs 50-100 million on the
// 28,526-buffer IOPDDL trace of ../shared/bench/idealloc and 10-50
// million on PanGu-alpha's. A variable for tuning experiments;
// nothing changes it.
var autoTraceWork int64 = 200_000_000

// errSkipped is a candidate of autoLargeCands that does not apply.
var errSkipped = errors.New("skipped")

// autoLarge is the default planner above autoMaxBuffers buffers: it runs
// every planner of autoLargeCands (half of them on a second goroutine when
// GOMAXPROCS allows) and keeps the lowest peak, the earlier candidate on a
// tie, so the plan depends neither on timing nor on GOMAXPROCS.
func autoLarge(in *inst, idx []int) ([]int64, error) {
	type result struct {
		offs []int64
		err  error
		pnc  any
	}
	res := make([]result, len(autoLargeCands))
	runCand := func(k int) {
		defer func() {
			if r := recover(); r != nil {
				res[k].pnc = r
			}
		}()
		res[k].offs, res[k].err = autoLargeCands[k].run(in, idx)
	}
	half := (len(autoLargeCands) + 1) / 2
	if runtime.GOMAXPROCS(0) > 1 {
		done := make(chan struct{})
		go func() {
			defer close(done)
			for k := half; k < len(autoLargeCands); k++ {
				runCand(k)
			}
		}()
		for k := 0; k < half; k++ {
			runCand(k)
		}
		<-done
	} else {
		for k := range autoLargeCands {
			runCand(k)
		}
	}
	var best []int64
	bestPeak := int64(-1)
	var firstErr error
	for k, r := range res {
		if r.pnc != nil {
			panic(r.pnc) // a bug: the pass manager reports it
		}
		if r.err != nil {
			if firstErr == nil && r.err != errSkipped {
				firstErr = fmt.Errorf("%s: %w", autoLargeCands[k].name, r.err)
			}
			continue
		}
		var peak int64
		for x, i := range idx {
			peak = max(peak, r.offs[x]+in.size[i])
		}
		if bestPeak < 0 || peak < bestPeak {
			best, bestPeak = r.offs, peak
		}
	}
	if best == nil {
		return nil, firstErr
	}
	return best, nil
}
