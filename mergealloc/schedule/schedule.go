package schedule

import (
	"fmt"
	"sort"
)

// Buffer is one buffer of a Problem.
type Buffer struct {
	// Size is the buffer's size in bytes (not negative).
	Size int64
	// Def is the op that allocates the buffer, or -1 when it is live on
	// entry to the block (allocated before it).
	Def int
	// Users are the ops that use the buffer; it is freed after the last of
	// them in the order. Def among them is ignored.
	Users []int
	// Keep keeps the buffer live to the end of the block (it escapes or is
	// freed after the block).
	Keep bool
}

// Problem is a block to schedule: NumOps ops numbered in their input order,
// the dependences between them and the buffers they allocate and use.
type Problem struct {
	// NumOps is the number of ops.
	NumOps int
	// Deps[v] lists the ops that must come before op v (all smaller than
	// v, so that the input order is valid). Nil means no dependences.
	Deps [][]int
	// Buffers are the buffers the ops allocate and use.
	Buffers []Buffer
}

// Options bound the search.
type Options struct {
	// ExactLimit is the largest number of ops the exact method schedules
	// (capped at MaxExactLimit); larger blocks get the heuristic.
	ExactLimit int
	// Budget bounds the work of the exact search and the local improvement,
	// in steps; 0 or less means DefaultBudget.
	Budget int64
}

// Defaults of Options.
const (
	// DefaultExactLimit is the default Options.ExactLimit.
	DefaultExactLimit = 32
	// MaxExactLimit is the largest ExactLimit: the exact search keeps a set
	// of scheduled ops in one 64-bit word.
	MaxExactLimit = 64
	// DefaultBudget is the default Options.Budget.
	DefaultBudget = 2_000_000
)

// Method says how a Result's order was found.
type Method string

// The methods of a Result.
const (
	// MethodInput is the input order (nothing strictly better was found).
	MethodInput Method = "input"
	// MethodExact is the exact dynamic program's order.
	MethodExact Method = "exact"
	// MethodHeuristic is the greedy schedule, locally improved.
	MethodHeuristic Method = "heuristic"
)

// Result is a schedule.
type Result struct {
	// Order lists the ops in their new order (a permutation of 0..N-1).
	Order []int
	// Peak is the peak live bytes of Order; InputPeak that of the input
	// order. Peak <= InputPeak always.
	Peak, InputPeak int64
	// LowerBound is a bound no order can go below: the largest sum of the
	// buffers one op allocates and uses.
	LowerBound int64
	// Optimal reports that no order has a lower peak than Order (the exact
	// search finished, or Peak reached LowerBound).
	Optimal bool
	// Method says how Order was found.
	Method Method
	// Steps is the work spent, BudgetExhausted whether the budget stopped
	// the exact search or the local improvement.
	Steps           int64
	BudgetExhausted bool
}

// Changed reports whether the order differs from the input order.
func (r *Result) Changed() bool {
	for i, v := range r.Order {
		if v != i {
			return true
		}
	}
	return false
}

// graph is a validated problem in adjacency form.
type graph struct {
	n     int
	preds [][]int // deduplicated
	succs [][]int
	defs  [][]int // buffers each op allocates
	uses  [][]int // buffers each op uses (deduplicated, Def excluded)
	bufs  []Buffer
	users [][]int // per buffer, deduplicated, Def excluded
	alloc []int64 // bytes each op allocates
	entry int64   // bytes live on entry (Def -1 buffers that are used or kept)
}

func newGraph(p *Problem) (*graph, error) {
	n := p.NumOps
	if n < 0 {
		return nil, fmt.Errorf("schedule: negative op count %d", n)
	}
	if len(p.Deps) > n {
		return nil, fmt.Errorf("schedule: %d dependence lists for %d ops", len(p.Deps), n)
	}
	g := &graph{n: n, preds: make([][]int, n), succs: make([][]int, n),
		defs: make([][]int, n), uses: make([][]int, n), bufs: p.Buffers,
		users: make([][]int, len(p.Buffers)), alloc: make([]int64, n)}
	for v, ds := range p.Deps {
		for _, u := range ds {
			if u < 0 || u >= v {
				return nil, fmt.Errorf("schedule: op %d depends on op %d, which does not come before it", v, u)
			}
			g.preds[v] = append(g.preds[v], u)
		}
	}
	for b, buf := range p.Buffers {
		if buf.Size < 0 {
			return nil, fmt.Errorf("schedule: buffer %d has negative size %d", b, buf.Size)
		}
		if buf.Def < -1 || buf.Def >= n {
			return nil, fmt.Errorf("schedule: buffer %d allocated by op %d of %d", b, buf.Def, n)
		}
		seen := map[int]bool{}
		for _, u := range buf.Users {
			if u < 0 || u >= n {
				return nil, fmt.Errorf("schedule: buffer %d used by op %d of %d", b, u, n)
			}
			if u == buf.Def || seen[u] {
				continue
			}
			if buf.Def >= 0 && u < buf.Def {
				return nil, fmt.Errorf("schedule: buffer %d used by op %d before op %d allocates it", b, u, buf.Def)
			}
			seen[u] = true
			g.users[b] = append(g.users[b], u)
			g.uses[u] = append(g.uses[u], b)
		}
		sort.Ints(g.users[b])
		if buf.Def >= 0 {
			// A buffer is used after it is allocated.
			for _, u := range g.users[b] {
				g.preds[u] = append(g.preds[u], buf.Def)
			}
			g.defs[buf.Def] = append(g.defs[buf.Def], b)
			g.alloc[buf.Def] += buf.Size
		} else if buf.Keep || len(g.users[b]) > 0 {
			g.entry += buf.Size
		}
	}
	for v := range g.preds {
		ps := g.preds[v]
		sort.Ints(ps)
		k := 0
		for i, u := range ps {
			if i == 0 || u != ps[i-1] {
				ps[k] = u
				k++
			}
		}
		g.preds[v] = ps[:k]
		for _, u := range g.preds[v] {
			g.succs[u] = append(g.succs[u], v)
		}
	}
	return g, nil
}

// transient reports whether buffer b is freed right after the op that
// allocates it (nothing uses it and it is not kept).
func (g *graph) transient(b int) bool { return !g.bufs[b].Keep && len(g.users[b]) == 0 }

// lowerBound is the largest sum of the buffers one op allocates and uses
// (and of the kept buffers live on entry, live everywhere).
func (g *graph) lowerBound() int64 {
	var kept int64
	for _, buf := range g.bufs {
		if buf.Def < 0 && buf.Keep {
			kept += buf.Size
		}
	}
	lb := kept
	for v := 0; v < g.n; v++ {
		s := g.alloc[v] + kept
		for _, b := range g.uses[v] {
			if !(g.bufs[b].Def < 0 && g.bufs[b].Keep) {
				s += g.bufs[b].Size
			}
		}
		if s > lb {
			lb = s
		}
	}
	return lb
}

// profile returns the peak of order, how many steps reach it and the sum
// of the live bytes over all steps. pos and diff are scratch of length n
// and n+1; diff is left holding the change of live bytes at each step.
func (g *graph) profile(order []int, pos []int, diff []int64) (peak int64, atPeak int, area int64) {
	for i, v := range order {
		pos[v] = i
	}
	for i := range diff {
		diff[i] = 0
	}
	n := g.n
	for b, buf := range g.bufs {
		start := 0
		if buf.Def >= 0 {
			start = pos[buf.Def]
		} else if !buf.Keep && len(g.users[b]) == 0 {
			continue
		}
		end := start
		if buf.Keep {
			end = n - 1
		} else {
			for _, u := range g.users[b] {
				if pos[u] > end {
					end = pos[u]
				}
			}
		}
		if n == 0 {
			continue
		}
		diff[start] += buf.Size
		diff[end+1] -= buf.Size
	}
	var cur int64
	for i := 0; i < n; i++ {
		cur += diff[i]
		area += cur
		switch {
		case cur > peak:
			peak, atPeak = cur, 1
		case cur == peak:
			atPeak++
		}
	}
	return peak, atPeak, area
}

// Peak returns the peak live bytes of order on p (an error when order is
// not a permutation that respects Deps).
func Peak(p *Problem, order []int) (int64, error) {
	g, err := newGraph(p)
	if err != nil {
		return 0, err
	}
	if err := g.check(order); err != nil {
		return 0, err
	}
	pk, _, _ := g.profile(order, make([]int, g.n), make([]int64, g.n+1))
	return pk, nil
}

// check reports whether order is a permutation of the ops that respects
// the dependences.
func (g *graph) check(order []int) error {
	if len(order) != g.n {
		return fmt.Errorf("schedule: order has %d ops, want %d", len(order), g.n)
	}
	pos := make([]int, g.n)
	for i := range pos {
		pos[i] = -1
	}
	for i, v := range order {
		if v < 0 || v >= g.n || pos[v] >= 0 {
			return fmt.Errorf("schedule: order is not a permutation (op %d at %d)", v, i)
		}
		pos[v] = i
	}
	for v := 0; v < g.n; v++ {
		for _, u := range g.preds[v] {
			if pos[u] > pos[v] {
				return fmt.Errorf("schedule: op %d placed before op %d, which it depends on", v, u)
			}
		}
	}
	return nil
}

// Schedule orders p's ops to lower the peak of live bytes; see the package
// documentation.
func Schedule(p *Problem, o Options) (*Result, error) {
	g, err := newGraph(p)
	if err != nil {
		return nil, err
	}
	if o.Budget <= 0 {
		o.Budget = DefaultBudget
	}
	if o.ExactLimit > MaxExactLimit {
		o.ExactLimit = MaxExactLimit
	}
	s := &search{g: g, budget: o.Budget, pos: make([]int, g.n), diff: make([]int64, g.n+1)}
	input := make([]int, g.n)
	for i := range input {
		input[i] = i
	}
	inPeak, _, _ := g.profile(input, s.pos, s.diff)
	res := &Result{Order: input, Peak: inPeak, InputPeak: inPeak, LowerBound: g.lowerBound(), Method: MethodInput}
	if inPeak <= res.LowerBound {
		res.Optimal = true
		return res, nil
	}
	best, bestPeak := input, inPeak
	for _, look := range []bool{true, false} {
		ord := s.greedy(look)
		if pk, _, _ := g.profile(ord, s.pos, s.diff); pk < bestPeak {
			best, bestPeak = ord, pk
		}
	}
	if g.n <= beamLimit {
		if ord := s.beam(s.budget / 2); ord != nil {
			if pk, _, _ := g.profile(ord, s.pos, s.diff); pk < bestPeak {
				best, bestPeak = ord, pk
			}
		}
	}
	best, bestPeak = s.improve(best)
	method := MethodHeuristic
	if bestPeak <= res.LowerBound {
		res.Optimal = true
	} else if g.n <= o.ExactLimit {
		if ord, pk, done := s.exact(bestPeak); done {
			res.Optimal = true
			if ord != nil {
				best, bestPeak, method = ord, pk, MethodExact
			}
		}
	}
	if bestPeak < inPeak && g.n <= settleLimit {
		best = s.settle(best)
		bestPeak, _, _ = g.profile(best, s.pos, s.diff)
	}
	res.Steps, res.BudgetExhausted = s.steps, s.exhausted
	if bestPeak < inPeak {
		res.Order, res.Peak, res.Method = best, bestPeak, method
	}
	return res, nil
}

// search holds the shared state of one Schedule call.
type search struct {
	g         *graph
	budget    int64
	steps     int64
	exhausted bool
	pos       []int
	diff      []int64
}

// spend counts n steps and reports whether the budget still allows work.
func (s *search) spend(n int64) bool {
	s.steps += n
	if s.steps > s.budget {
		s.exhausted = true
		return false
	}
	return true
}
