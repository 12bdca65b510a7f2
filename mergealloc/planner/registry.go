package planner

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// Options tunes the algorithms; the zero value gives each its defaults.
type Options struct {
	// TimeLimit bounds search-based algorithms (exact, best, hill-climb,
	// auto); 0 means each one's default: a fixed amount of work for auto and
	// hill-climb (deterministic), DefaultExactTimeLimit and
	// DefaultBestTimeLimit for exact and best.
	TimeLimit time.Duration
	// NodeLimit bounds the exact solver's search nodes in total; 0 means no
	// node limit (the time limit still applies).
	NodeLimit int64
	// Seed makes randomised improvement loops reproducible.
	Seed int64
	// FitOnly makes the exact solver stop as soon as its plan fits every
	// pool's size limit (MiniMalloc's decision problem) instead of going on
	// to minimise the peak.
	FitOnly bool
}

// Algorithm is a named planning algorithm: one row of the table of
// algorithms (see Algorithms; Register adds rows).
type Algorithm struct {
	// Name is the planner-options / --algorithm spelling.
	Name string
	// Doc is a one-line description for --help output.
	Doc string
	// RangesOnly is set for algorithms that need live ranges (they reject
	// problems with conflict lists).
	RangesOnly bool
	// Func plans a problem, for algorithms registered from outside this
	// package (the built-in ones use an internal form).
	Func PlanFunc
	run  func(in *inst, opt Options) (*Plan, error)
}

// PlanFunc is an algorithm written outside this package. It gets a problem
// that passed the library's checks (sizes, alignments, pools, fixed
// buffers; live ranges when the algorithm is RangesOnly) and returns a plan
// with Offsets and PoolOf filled in, indexed like p.Buffers (PoolOf indexes
// p.PoolList()). PoolSizes, Algorithm and Optimal are filled in by the
// library. The plan must honour fixed buffers and alignments and keep
// conflicting buffers apart; Solve verifies it.
type PlanFunc func(p *Problem, opt Options) (*Plan, error)

// regMu guards registry against Register running next to lookups.
var regMu sync.RWMutex

var algorithmNameRE = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// Register adds an algorithm to the table, so that ByName, Solve, Names
// and Algorithms know it: in the program that links the registering
// package, merge-alloc's planner-options=<name> selects it and best tries
// it. Call it from an init function. The
// name must be lower-case words joined by '-' and not taken; Func must be
// set.
func Register(a Algorithm) error {
	if !algorithmNameRE.MatchString(a.Name) {
		return fmt.Errorf("planner: bad algorithm name %q (want lower-case words joined by '-')", a.Name)
	}
	if a.Func == nil {
		return fmt.Errorf("planner: algorithm %q has no Func", a.Name)
	}
	if a.Doc == "" {
		return fmt.Errorf("planner: algorithm %q has no Doc", a.Name)
	}
	regMu.Lock()
	defer regMu.Unlock()
	for _, b := range registry {
		if b.Name == a.Name {
			return fmt.Errorf("planner: algorithm %q registered twice", a.Name)
		}
	}
	a.run = nil
	registry = append(registry, a)
	return nil
}

// Default is the name of the library's default algorithm for live-range
// problems: a fast heuristic that lands close to the lower bound.
const Default = "auto"

var registry []Algorithm

func init() {
	registry = []Algorithm{
		{Name: "cost-model", Doc: "merge-alloc trace planner: free chunk chosen by recency and size match (intel/graph-compiler)", RangesOnly: true,
			run: onePool(func(in *inst, idx []int, _ int64, _ Options) ([]int64, error) {
				return traceRefusing(in, idx, CostModel)
			})},
		{Name: "size-first", Doc: "merge-alloc trace planner: smallest free chunk that fits, else the largest (intel/graph-compiler)", RangesOnly: true,
			run: onePool(func(in *inst, idx []int, _ int64, _ Options) ([]int64, error) {
				return traceRefusing(in, idx, SizeFirst)
			})},
		{Name: "greedy-by-size", Doc: "TVM USMP greedy_by_size: largest first, lowest offset that fits", run: greedyBySize},
		{Name: "greedy-by-conflicts", Doc: "TVM USMP greedy_by_conflicts: most conflicts first, lowest offset that fits", run: greedyByConflicts},
		{Name: "hill-climb", Doc: "TVM USMP hill_climb: swaps in the greedy-by-size order while the peak does not grow", run: hillClimb},
		{Name: "bestfit-size", Doc: "TFLite arena planner: largest first, smallest gap that fits", run: bestfitBySize},
		{Name: "heap-spatial", Doc: "XLA heap simulator, spatial order (size, then duration), best fit", run: heapSpatial},
		{Name: "heap-temporal", Doc: "XLA heap simulator, temporal order (duration, then size), best fit", run: heapTemporal},
		{Name: "gmem", Doc: "TPU GMEM allocator: weights sequential 4 KiB aligned, activations by reference counting; smaller of fit-first and op-size-order", RangesOnly: true,
			run: onePool(gmemOffsets)},
		{Name: "skyline", Doc: "bottom-left packing: the buffer with the lowest feasible offset first, best of seven rankings", RangesOnly: true,
			run: onePool(skylineOffsets)},
		{Name: "auto", Doc: "default: a best-fit sweep in time order, skyline, then the exact solver's search at the lower bound, at rungs above it and, when those are proven out of reach, halfway between the proven bound and the best plan, beside a ladder of fresh searches from 5% above the bound on a second goroutine, with fixed work budgets (deterministic); above 4096 buffers or 300,000 pairs live together the best of largest first in time windows, a best-fit sweep in time order and the size-first trace planner", RangesOnly: true,
			run: onePool(skipZeroSize(autoOffsets))},
		{Name: "exact", Doc: "branch and bound in canonical order with section inference and dominance pruning (MiniMalloc); minimizes the peak within the time limit (default 10 s), or stops at the first plan within the pool size with FitOnly (memplan --capacity); proves bounds", RangesOnly: true,
			run: onePool(skipZeroSize(exactOffsets))},
		{Name: "best", Doc: "portfolio: runs the other algorithms within the time limit (default 10 s) and keeps the smallest plan", run: portfolio},
	}
}

// Algorithms lists every algorithm, sorted by name.
func Algorithms() []Algorithm {
	out := registered()
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Names returns the algorithm names, sorted.
func Names() []string {
	var names []string
	for _, a := range Algorithms() {
		names = append(names, a.Name)
	}
	return names
}

// ByName returns the algorithm with the given name.
func ByName(name string) (Algorithm, error) {
	for _, a := range registered() {
		if a.Name == name {
			return a, nil
		}
	}
	return Algorithm{}, fmt.Errorf("unknown planner %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Plan runs the algorithm on p. The plan is not verified here; use Verify
// (Solve does both).
func (a Algorithm) Plan(p *Problem, opt Options) (*Plan, error) {
	in, err := newInst(p)
	if err != nil {
		return nil, err
	}
	if a.RangesOnly && !in.ranges {
		return nil, fmt.Errorf("planner %q needs live ranges, not conflict lists", a.Name)
	}
	pl, err := a.call(in, opt)
	if err != nil {
		return nil, err
	}
	if pl.Algorithm != "" && pl.Algorithm != a.Name {
		pl.Algorithm = a.Name + " (" + pl.Algorithm + ")" // best names its winner
	} else {
		pl.Algorithm = a.Name
	}
	if len(in.pools) == 1 {
		if pl.Bound = in.bound; pl.Bound < pl.Peak() {
			// No search proved the peak optimal: the liveness bound may.
			pl.Bound = max(LowerBound(p), in.bound)
		}
		pl.Optimal = pl.Peak() <= pl.Bound
	}
	return pl, nil
}

// call runs the algorithm on a checked instance.
func (a Algorithm) call(in *inst, opt Options) (*Plan, error) {
	if a.run != nil {
		return a.run(in, opt)
	}
	return a.runFunc(in, opt)
}

// registered returns the table as it is now.
func registered() []Algorithm {
	regMu.RLock()
	defer regMu.RUnlock()
	return append([]Algorithm(nil), registry...)
}

// runFunc runs an algorithm registered from outside and completes its plan.
func (a Algorithm) runFunc(in *inst, opt Options) (*Plan, error) {
	if a.Func == nil {
		return nil, fmt.Errorf("planner %q has no Func", a.Name)
	}
	pl, err := a.Func(in.p, opt)
	if err != nil {
		return nil, err
	}
	if pl == nil || len(pl.Offsets) != in.n || len(pl.PoolOf) != in.n {
		return nil, fmt.Errorf("planner %q returned a plan without an offset and a pool for each of the %d buffers", a.Name, in.n)
	}
	for i, k := range pl.PoolOf {
		if k < 0 || k >= len(in.pools) {
			return nil, fmt.Errorf("planner %q put buffer %s in pool %d of %d", a.Name, in.id(i), k, len(in.pools))
		}
	}
	return in.finish(pl), nil
}

// Solve runs the named algorithm on p and verifies the plan.
func Solve(p *Problem, name string, opt Options) (*Plan, error) {
	a, err := ByName(name)
	if err != nil {
		return nil, err
	}
	pl, err := a.Plan(p, opt)
	if err != nil {
		return nil, err
	}
	if err := Verify(p, pl); err != nil {
		return nil, fmt.Errorf("planner %q produced an invalid plan: %w", name, err)
	}
	return pl, nil
}

// singleFunc plans the buffers idx into one pool whose size limit is limit
// (0: unlimited) and returns their offsets (indexed like idx). It may exceed
// the limit; the caller checks.
type singleFunc func(in *inst, idx []int, limit int64, opt Options) ([]int64, error)

// onePool lifts a single-pool algorithm to multiple pools: each buffer starts
// in its first candidate pool; a pool whose plan exceeds its limit sends the
// buffers that stick out to their next candidate, until every pool fits or a
// buffer runs out of candidates.
func onePool(f singleFunc) func(in *inst, opt Options) (*Plan, error) {
	return func(in *inst, opt Options) (*Plan, error) {
		choice := make([]int, in.n) // index into cands
		for i := 0; i < in.n; i++ {
			if len(in.cands[i]) == 0 {
				return nil, &NoFitError{Buffer: in.id(i), Size: in.size[i], Pools: "(none)"}
			}
		}
		pl := in.newPlan("")
		for {
			groups := make([][]int, len(in.pools))
			for i := 0; i < in.n; i++ {
				groups[in.cands[i][choice[i]]] = append(groups[in.cands[i][choice[i]]], i)
			}
			moved := false
			for k, idx := range groups {
				if len(idx) == 0 {
					continue
				}
				offs, err := f(in, idx, in.pools[k].Size, opt)
				if err != nil {
					return nil, err
				}
				for x, i := range idx {
					if in.fixed[i] && offs[x] != in.fixOff[i] {
						return nil, fmt.Errorf("internal error: fixed buffer %q placed at %d, not %d", in.id(i), offs[x], in.fixOff[i])
					}
					pl.Offsets[i], pl.PoolOf[i] = offs[x], k
				}
				lim := in.pools[k].Size
				if lim == 0 {
					continue
				}
				for _, i := range idx {
					if pl.Offsets[i]+in.size[i] > lim {
						if choice[i]+1 >= len(in.cands[i]) {
							return nil, &NoFitError{Buffer: in.id(i), Size: in.size[i], Pools: in.poolNames(i)}
						}
						choice[i]++
						moved = true
					}
				}
			}
			if !moved {
				return in.finish(pl), nil
			}
		}
	}
}

// skipZeroSize runs f on the buffers of idx that take memory and puts the
// zero-size ones at offset 0 (a pinned one at its offset). The exact
// search's canonical order cannot place a zero-size buffer once it has placed anything above offset 0 (its
// floor never rises), so with one it missed better packings (found by
// FuzzPlanner).
func skipZeroSize(f singleFunc) singleFunc {
	return func(in *inst, idx []int, limit int64, opt Options) ([]int64, error) {
		offs := make([]int64, len(idx))
		var keep, pos []int
		for x, i := range idx {
			if in.fixed[i] {
				offs[x] = in.fixOff[i]
			}
			if in.size[i] > 0 {
				keep = append(keep, i)
				pos = append(pos, x)
			}
		}
		if len(keep) == 0 {
			return offs, nil
		}
		sub, err := f(in, keep, limit, opt)
		if err != nil {
			return nil, err
		}
		for k, x := range pos {
			offs[x] = sub[k]
		}
		return offs, nil
	}
}

// traceOffsets runs the trace planner over the live ranges of idx, with
// the least common multiple of their alignments (the largest one when they
// are powers of two; newInst checked that it is at most MaxBytes).
func traceOffsets(in *inst, idx []int, mode TraceMode) ([]int64, error) {
	return traceOffsetsBudget(in, idx, mode, 0)
}

// traceOffsetsBudget is traceOffsets with planTrace's work budget (0:
// none).
func traceOffsetsBudget(in *inst, idx []int, mode TraceMode, budget int64) ([]int64, error) {
	sub := in.subset(idx)
	var a int64 = 1
	for _, i := range idx {
		a = lcm(a, in.align[i])
	}
	res, err := planTrace(rangeTrace(sub), a, mode, budget)
	if err != nil {
		return nil, err
	}
	offs := make([]int64, len(idx))
	for x := range idx {
		offs[x] = res.Offsets[x]
		if sub.fixed[x] {
			offs[x] = sub.fixOff[x] // also when it is not in the trace
		}
	}
	return offs, nil
}

// traceMaxWork bounds the trace planner's work (see planTrace) as the
// cost-model and size-first algorithms: the merge-alloc trace planner walks
// every chunk at every event and moves every recorded place at every
// extension, quadratic on some traces; the 28,526-buffer IOPDDL trace of
// ../shared/bench/idealloc needs 50-100 million. A variable for tests;
// nothing changes it.
var traceMaxWork int64 = 2_000_000_000

// traceRefusing is traceOffsets within traceMaxWork; over it, it refuses
// the problem (WorkLimitError).
func traceRefusing(in *inst, idx []int, mode TraceMode) ([]int64, error) {
	offs, err := traceOffsetsBudget(in, idx, mode, traceMaxWork)
	if err == errTraceBudget {
		return nil, &WorkLimitError{Algorithm: mode.String(), Buffers: len(idx), Limit: traceMaxWork,
			Cost: "steps over the chunks at every event, and over the places recorded so far at every extension of a chunk"}
	}
	return offs, err
}

// WorkLimitError is the refusal of an algorithm that gave up on a problem
// after the work it allows itself.
type WorkLimitError struct {
	// Algorithm names the algorithm that refused.
	Algorithm string
	// Buffers is the number of buffers of the problem.
	Buffers int
	// Limit is the work it stopped at, in units of Cost.
	Limit int64
	// Cost says what a unit of work is.
	Cost string
}

// Error implements error.
func (e *WorkLimitError) Error() string {
	return fmt.Sprintf("%s gave up on %d buffers after %d units of work, its limit (%s); use auto, the default, or greedy-by-size",
		e.Algorithm, e.Buffers, e.Limit, e.Cost)
}

// subset returns a single-pool live-range instance of the buffers idx, in that
// order.
func (in *inst) subset(idx []int) *inst {
	sub := &inst{p: &Problem{}, n: len(idx), ranges: true, pools: []Pool{{Name: DefaultPool}}}
	sub.size = make([]int64, len(idx))
	sub.align = make([]int64, len(idx))
	sub.lo = make([]int64, len(idx))
	sub.hi = make([]int64, len(idx))
	sub.cands = make([][]int, len(idx))
	sub.p.Buffers = make([]Buffer, len(idx))
	sub.fixed = make([]bool, len(idx))
	sub.fixOff = make([]int64, len(idx))
	for x, i := range idx {
		sub.size[x], sub.align[x], sub.lo[x], sub.hi[x] = in.size[i], in.align[i], in.lo[i], in.hi[i]
		sub.cands[x] = []int{0}
		sub.p.Buffers[x] = in.p.Buffers[i]
		sub.p.Buffers[x].Pools = nil
		if in.fixed[i] {
			sub.fixed[x], sub.fixOff[x] = true, in.fixOff[i]
			sub.nFixed++
		}
	}
	return sub
}
