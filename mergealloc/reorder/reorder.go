package reorder

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/mergealloc/schedule"
)

// Options configures the pass (reorder-for-memory{exact-limit=32 budget=2000000}).
type Options struct {
	// ExactLimit is the largest block (in ops, its terminator not counted)
	// the exact method schedules; 0 uses the heuristic everywhere.
	ExactLimit int
	// Budget bounds each block's search, in steps (schedule.Options).
	Budget int64
}

// DefaultOptions returns the pass defaults.
func DefaultOptions() Options {
	return Options{ExactLimit: schedule.DefaultExactLimit, Budget: schedule.DefaultBudget}
}

// BlockResult is what the pass did to one block holding buffers.
type BlockResult struct {
	// Block is the block; Owner the op whose region holds it.
	Block *ir.Block
	Owner *ir.Operation
	// Ops is the number of ops scheduled (the terminator stays last and is
	// not counted); Buffers the number of buffers the block allocates.
	Ops, Buffers int
	// Before and After are the peaks of live buffer bytes of the input
	// order and of the new one.
	Before, After int64
	// Optimal reports that no valid order of the block has a lower peak.
	Optimal bool
	// Method is how the order was found (schedule.Result.Method).
	Method schedule.Method
	// Changed reports whether the ops moved.
	Changed bool
	// Dynamic counts the buffers of dynamic or unknown size, which the
	// peaks leave out.
	Dynamic int
}

// Message is the remark the pass emits for the block.
func (r *BlockResult) Message() string {
	proof := "not proven optimal"
	if r.Optimal {
		proof = "proven optimal"
	}
	how := string(r.Method)
	if r.Method == schedule.MethodInput {
		how = "input order"
	}
	s := fmt.Sprintf("reorder-for-memory: peak %d -> %d bytes over %d ops and %d buffers, %s (%s)",
		r.Before, r.After, r.Ops, r.Buffers, proof, how)
	if r.Dynamic > 0 {
		s += fmt.Sprintf("; %d buffers of dynamic size not counted", r.Dynamic)
	}
	return s
}

// Run reorders the ops of every block nested in fn (a func.func) to lower
// the peak of live buffer bytes, and returns a result per block that
// allocates buffers, in IR order.
func Run(fn *ir.Operation, opts Options) ([]*BlockResult, error) {
	if opts.ExactLimit < 0 {
		return nil, fmt.Errorf("reorder-for-memory: exact-limit must be >= 0, got %d", opts.ExactLimit)
	}
	vf := mergealloc.NewViewFlow(fn)
	var blocks []*ir.Block
	ir.WalkExplicit(fn, func(op *ir.Operation) ir.WalkResult {
		if op.HasTrait(ir.GraphRegion) {
			return ir.WalkSkip
		}
		for _, r := range op.Regions() {
			if r.IsImplied() {
				continue
			}
			blocks = append(blocks, r.Blocks()...)
		}
		return ir.WalkAdvance
	})
	esc := escapeCache{vf: vf, memo: map[*ir.Value]bool{}}
	var out []*BlockResult
	for _, b := range blocks {
		r, err := reorderBlock(b, vf, &esc, opts)
		if err != nil {
			return out, err
		}
		if r != nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// keyUnknown is the access key of memory the analysis cannot tell apart:
// function arguments, globals, escaped buffers, and effects on no value
// (global state: printing, calls).
const keyUnknown = 0

// access is one memory access of a block's op: a key (keyUnknown or a
// fresh buffer) and whether it writes (writes, frees and allocations).
type access struct {
	key   int
	write bool
}

// escapeCache answers whether a fresh allocation escapes what view flow
// follows: an alias reaches an op with unknown effects, a call or an op
// exposing its address.
type escapeCache struct {
	vf   *mergealloc.ViewFlow
	memo map[*ir.Value]bool
}

func (e *escapeCache) escapes(base *ir.Value) bool {
	if v, ok := e.memo[base]; ok {
		return v
	}
	esc := false
	for _, a := range e.vf.Aliases(base) {
		for _, u := range a.Users() {
			if u.Def() != nil && u.HasTrait(ir.Terminator) {
				continue // forwarded values are aliases in the view flow; returns end the function
			}
			if _, known := ir.Effects(u); !known || u.HasTrait(ir.CallLike) || u.HasTrait(ir.ExposesPointer) {
				esc = true
			}
		}
	}
	e.memo[base] = esc
	return esc
}

// isFresh reports whether v is the result of an op that allocates it (an
// Allocate effect on v).
func isFresh(v *ir.Value) bool {
	d := v.DefiningOp()
	if d == nil {
		return false
	}
	effs, known := ir.Effects(d)
	if !known {
		return false
	}
	for _, e := range effs {
		if e.Kind == ir.EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}

// blockGraph is one block as the scheduler sees it.
type blockGraph struct {
	ops      []*ir.Operation
	index    map[*ir.Operation]int
	deps     [][]int
	buffers  []schedule.Buffer
	bufVals  []*ir.Value
	frees    []bool // ops that only free buffers (deallocs)
	dynamic  int
	haveTerm bool
}

// topOp returns the ancestor of op that is an op of b (op itself when it
// is), or nil.
func topOp(op *ir.Operation, b *ir.Block) *ir.Operation {
	for op != nil && op.Block() != b {
		op = op.ParentOp()
	}
	return op
}

func buildGraph(b *ir.Block, vf *mergealloc.ViewFlow, esc *escapeCache) *blockGraph {
	g := &blockGraph{index: map[*ir.Operation]int{}}
	all := b.Ops()
	if n := len(all); n > 0 && all[n-1].HasTrait(ir.Terminator) {
		g.ops = all[:n-1]
		g.haveTerm = true
	} else {
		g.ops = all
	}
	for i, op := range g.ops {
		g.index[op] = i
	}
	n := len(g.ops)
	g.deps = make([][]int, n)
	g.frees = make([]bool, n)

	// Keys: fresh allocations that do not escape get their own key.
	keys := map[*ir.Value]int{}
	keyOf := func(v *ir.Value) []int {
		if v == nil || !ir.IsMemRef(v.Type()) {
			return []int{keyUnknown}
		}
		var out []int
		for _, base := range vf.Bases(v) {
			if !isFresh(base) || esc.escapes(base) {
				out = append(out, keyUnknown)
				continue
			}
			k, ok := keys[base]
			if !ok {
				k = len(keys) + 1
				keys[base] = k
			}
			out = append(out, k)
		}
		return out
	}

	// Dependences: SSA use-def (uses nested in an op count for the op) and
	// memory accesses (a write orders against every earlier access of its
	// key, a read against the earlier writes).
	lastWrite := map[int]int{}
	readsSince := map[int][]int{}
	for i, op := range g.ops {
		seen := map[int]bool{}
		add := func(j int) {
			if j != i && !seen[j] {
				seen[j] = true
				g.deps[i] = append(g.deps[i], j)
			}
		}
		ir.WalkExplicit(op, func(x *ir.Operation) ir.WalkResult {
			for _, v := range x.Operands() {
				if d := v.DefiningOp(); d != nil && d.Block() == b {
					if j, ok := g.index[d]; ok {
						add(j)
					}
				}
			}
			return ir.WalkAdvance
		})
		var acc []access
		effs, known := ir.Effects(op)
		if !known {
			// Unknown effects (of the op or of an op nested in it): global
			// state, and every memref the op or a nested op uses may be
			// read and written.
			acc = append(acc, access{key: keyUnknown, write: true})
			ir.WalkExplicit(op, func(x *ir.Operation) ir.WalkResult {
				for _, v := range x.Operands() {
					if ir.IsMemRef(v.Type()) {
						for _, k := range keyOf(v) {
							acc = append(acc, access{key: k, write: true})
						}
					}
				}
				return ir.WalkAdvance
			})
		}
		onlyFree := known && len(effs) > 0
		for _, e := range effs {
			w := e.Kind != ir.EffectRead
			if e.Kind != ir.EffectFree {
				onlyFree = false
			}
			for _, k := range keyOf(e.Value) {
				acc = append(acc, access{key: k, write: w})
			}
		}
		g.frees[i] = onlyFree
		for _, a := range acc {
			if j, ok := lastWrite[a.key]; ok {
				add(j)
			}
			if a.write {
				for _, j := range readsSince[a.key] {
					add(j)
				}
			}
		}
		for _, a := range acc {
			if a.write {
				lastWrite[a.key] = i
				readsSince[a.key] = nil
			}
		}
		for _, a := range acc {
			if !a.write && lastWrite[a.key] != i {
				readsSince[a.key] = append(readsSince[a.key], i)
			}
		}
	}

	// Buffers: the fresh allocations of the block's ops, used by the ops
	// holding a use of any alias; kept to the end when the terminator (or
	// anything outside the block) uses one, or when they escape.
	for i, op := range g.ops {
		for _, r := range op.Results() {
			if !ir.IsMemRef(r.Type()) || !isFresh(r) {
				continue
			}
			buf := schedule.Buffer{Def: i}
			if mt, ok := r.Type().(*ir.MemRefType); ok {
				if sz, ok := mt.SizeInBytes(); ok {
					buf.Size = sz
				} else {
					g.dynamic++
				}
			} else {
				g.dynamic++
			}
			if esc.escapes(r) {
				buf.Keep = true
			}
			for _, a := range vf.Aliases(r) {
				for _, u := range a.Users() {
					t := topOp(u, b)
					j, ok := g.index[t]
					if t == nil || !ok {
						buf.Keep = true
						continue
					}
					if j > i {
						// An earlier op reaches an alias only through a
						// value carried around a loop: another instance.
						buf.Users = append(buf.Users, j)
					}
				}
			}
			g.buffers = append(g.buffers, buf)
			g.bufVals = append(g.bufVals, r)
		}
	}
	return g
}

// reorderBlock schedules one block and moves its ops; nil when the block
// allocates no buffer.
func reorderBlock(b *ir.Block, vf *mergealloc.ViewFlow, esc *escapeCache, opts Options) (*BlockResult, error) {
	g := buildGraph(b, vf, esc)
	if len(g.buffers) == 0 {
		return nil, nil
	}
	p := &schedule.Problem{NumOps: len(g.ops), Deps: g.deps, Buffers: g.buffers}
	res, err := schedule.Schedule(p, schedule.Options{ExactLimit: opts.ExactLimit, Budget: opts.Budget})
	if err != nil {
		return nil, fmt.Errorf("reorder-for-memory: %v", err)
	}
	order := hoistFrees(res.Order, g)
	after, err := schedule.Peak(p, order)
	if err != nil {
		return nil, fmt.Errorf("reorder-for-memory: %v", err)
	}
	if after > res.Peak {
		// Moving a free earlier never lengthens a lifetime; keep the
		// scheduler's order should the model ever disagree.
		order, after = res.Order, res.Peak
	}
	r := &BlockResult{Block: b, Owner: b.ParentOp(), Ops: len(g.ops), Buffers: len(g.buffers),
		Before: res.InputPeak, After: after, Optimal: res.Optimal, Method: res.Method, Dynamic: g.dynamic}
	for i, v := range order {
		if v != i {
			r.Changed = true
			break
		}
	}
	if r.Changed {
		apply(b, g, order)
	}
	return r, nil
}

// hoistFrees moves every op that only frees buffers (a dealloc) right
// after the last op it depends on, so a buffer is freed after its last
// use. Moving an op earlier, after all its predecessors, keeps every
// dependence.
func hoistFrees(order []int, g *blockGraph) []int {
	out := append([]int(nil), order...)
	// Later frees first, so frees that end up after the same op keep their
	// input order.
	for v := len(g.ops) - 1; v >= 0; v-- {
		if !g.frees[v] {
			continue
		}
		pos := make([]int, len(out))
		for i, x := range out {
			pos[x] = i
		}
		last := -1
		for _, u := range g.deps[v] {
			if pos[u] > last {
				last = pos[u]
			}
		}
		from, to := pos[v], last+1
		if to >= from {
			continue
		}
		copy(out[to+1:from+1], out[to:from])
		out[to] = v
	}
	return out
}

// apply puts the block's ops in order (the terminator stays last).
func apply(b *ir.Block, g *blockGraph, order []int) {
	if g.haveTerm {
		term := b.Last()
		for _, v := range order {
			g.ops[v].MoveBefore(term)
		}
		return
	}
	for _, v := range order {
		op := g.ops[v]
		op.Remove()
		b.Append(op)
	}
}
