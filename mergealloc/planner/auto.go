package planner

import (
	"slices"
	"time"
)

// autoMaxBuffers bounds the problems the default planner searches; larger
// ones get largeOffsets.
const autoMaxBuffers = 4096

// The default planner's budgets, in units of the exact solver's work (see
// searchCtl.work; 2.5-5 ns each on the machines measured): autoWork for the
// whole search, autoFirstWork for the first attempt at the lower bound.
const (
	autoWork      = 24_000_000
	autoFirstWork = 18_000_000
)

// autoRungs are the targets, as multiples of the lower bound, that the
// default planner asks the search for when the lower bound itself is out of
// reach, each with its work budget. The canonical search finds packings
// under the lower bound quickly when it is tight and under loose targets
// quickly, but can wander for long under targets in between: every rung gets
// a small budget and a failed rung does not stop the descent.
var autoRungs = []struct {
	f    float64
	work int64
}{{1.08, 6_000_000}, {1.05, 1_500_000}, {1.04, 1_500_000}, {1.03, 1_500_000}, {1.02, 1_500_000}, {1.01, 1_500_000}}

// autoOffsets is the default planner. Problems of more than autoMaxBuffers
// buffers get largeOffsets. Smaller ones get the skyline plan, and when that
// is above the lower bound, the exact solver's search: at the lower bound,
// then down the rungs of autoRungs, then at the lower bound again (going on
// where it stopped) with what is left of autoWork; the best packing found
// wins. It is
// deterministic (work budgets, no clock) unless Options.TimeLimit is set,
// which also bounds the search.
func autoOffsets(in *inst, idx []int, _ int64, opt Options) ([]int64, error) {
	if len(idx) > autoMaxBuffers {
		return largeOffsets(in, idx)
	}
	sub := in.subset(idx)
	offs, bound := autoRun(sub, opt)
	in.proveBound(bound)
	return offs, nil
}

// autoRun is autoOffsets on a single-pool instance of at most
// autoMaxBuffers buffers; it also returns a lower bound on the peak it
// proved.
func autoRun(sub *inst, opt Options) ([]int64, int64) {
	g := sub.peakGrain()
	lo := (LowerBound(sub.p) + g - 1) / g * g
	best, peak := skylineRun(sub, lo)
	if peak <= lo {
		return best, peak
	}
	end := farFuture
	if opt.TimeLimit > 0 {
		end = time.Now().Add(opt.TimeLimit)
	}
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
		return best, lo
	}
	if !s.timedOut {
		lo += g // proven: nothing fits within the lower bound
	}
	for _, r := range autoRungs {
		try(max(int64(float64(lo)*r.f)/g*g, lo), r.work)
	}
	if try(lo, autoWork) {
		return best, lo
	}
	return best, lo
}
