package dealloc

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
	"github.com/memopt/memopt/passes/greedy"
)

// BufferDeallocationSimplification is mlir-opt 22's
// buffer-deallocation-simplification: the canonicalization patterns of
// bufferization.dealloc (ir.DeallocCanonicalizationPatterns) and four
// patterns that need to know which buffers may be the same allocation
// (originAnalysis): memrefs also retained are not freed, retained values
// that alias no freed memref leave the op (their result is false), a memref
// that aliases no other one is freed by a dealloc of its own, and a
// retained value that is the same allocation as a memref freed
// unconditionally gets true. The greedy driver applies them with folding,
// top-down, as MLIR's pass does.
var BufferDeallocationSimplification = &passes.Pass{
	Name:        "buffer-deallocation-simplification",
	Summary:     "Optimizes `bufferization.dealloc` operation for more efficient codegen",
	DisplayName: "BufferDeallocationSimplificationPass",
	Run: func(c *passes.Context) error {
		a := newOriginAnalysis(c.Op)
		set := ir.NewPatternSet(simplificationPatterns(a)...)
		set.Add(ir.DeallocCanonicalizationPatterns()...)
		greedy.Apply(c.Op, set.Freeze(nil), greedy.Config{})
		return nil
	},
}

func init() { passes.Register(BufferDeallocationSimplification) }

// originAnalysis answers whether two buffers come from the same
// allocation, as MLIR's BufferOriginAnalysis does over its
// BufferViewFlowAnalysis: the values each buffer may flow from, and among
// them the terminal ones (allocations, function arguments, call results,
// results of ops the analysis knows nothing about).
type originAnalysis struct {
	// from maps a value to the values that flow directly into it.
	from     map[*ir.Value][]*ir.Value
	terminal map[*ir.Value]bool
}

func newOriginAnalysis(root *ir.Operation) *originAnalysis {
	a := &originAnalysis{from: map[*ir.Value][]*ir.Value{}, terminal: map[*ir.Value]bool{}}
	ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult { a.addOp(op); return ir.WalkAdvance })
	return a
}

func (a *originAnalysis) flow(from, to []*ir.Value) {
	for i := 0; i < len(from) && i < len(to); i++ {
		a.from[to[i]] = append(a.from[to[i]], from[i])
	}
}

// markTerminal marks op's memref results and its regions' memref entry
// arguments terminal.
func (a *originAnalysis) markTerminal(op *ir.Operation) {
	for _, v := range op.Results() {
		if ir.IsMemRef(v.Type()) {
			a.terminal[v] = true
		}
	}
	for _, r := range op.Regions() {
		if b := r.Front(); b != nil {
			for _, v := range b.Args() {
				if ir.IsMemRef(v.Type()) {
					a.terminal[v] = true
				}
			}
		}
	}
}

func (a *originAnalysis) addOp(op *ir.Operation) {
	def := op.Def()
	switch {
	case def == nil:
		a.markTerminal(op)
	case def.ViewFlow != nil: // value forwarding (arith.select)
		def.ViewFlow(op, func(from, to *ir.Value) { a.flow([]*ir.Value{from}, []*ir.Value{to}) })
	case def.ViewSource != nil:
		if src := def.ViewSource(op); src != nil {
			for _, r := range op.Results() {
				if ir.IsMemRef(r.Type()) {
					a.flow([]*ir.Value{src}, []*ir.Value{r})
				}
			}
		}
	case def.BranchOperands != nil:
		for i, succ := range op.Successors() {
			a.flow(def.BranchOperands(op, i), succ.Args())
		}
	case def.RegionBranch != nil && def.RegionBranch.Successors != nil:
		rb := def.RegionBranch
		for _, s := range rb.Successors(op, nil) {
			if rb.EntryOperands != nil {
				a.flow(rb.EntryOperands(op, s), successorInputs(op, s))
			}
		}
		for _, r := range op.Regions() {
			succs := rb.Successors(op, r)
			for _, b := range r.Blocks() {
				term := b.Last()
				if term == nil || term.Def() == nil || term.Def().RegionTerminatorOperands == nil {
					continue
				}
				for _, s := range succs {
					a.flow(term.Def().RegionTerminatorOperands(term, s), successorInputs(op, s))
				}
			}
		}
	case def.RegionTerminatorOperands != nil:
		// handled with the region-branch op
	case def.Traits&ir.CallLike != 0:
		a.markTerminal(op)
		for _, in := range op.Operands() {
			for _, out := range op.Results() {
				a.from[out] = append(a.from[out], in)
			}
		}
	default:
		a.markTerminal(op)
	}
}

// successorInputs returns the values that receive forwarded operands at s.
func successorInputs(op *ir.Operation, s ir.RegionSuccessor) []*ir.Value {
	if s.Inputs != nil {
		return s.Inputs
	}
	if s.Region == nil {
		return op.Results()
	}
	if b := s.Region.Front(); b != nil {
		return b.Args()
	}
	return nil
}

// origins returns v and every value that flows into it, transitively.
func (a *originAnalysis) origins(v *ir.Value) []*ir.Value {
	out := []*ir.Value{v}
	seen := map[*ir.Value]bool{v: true}
	for i := 0; i < len(out); i++ {
		for _, p := range a.from[out[i]] {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// viewDestBase follows v up through the view-like ops it is the view of.
func viewDestBase(v *ir.Value) *ir.Value {
	for {
		op := v.DefiningOp()
		if op == nil || op.Def() == nil || op.Def().ViewSource == nil || op.NumResults() == 0 || op.Result(0) != v {
			return v
		}
		src := op.Def().ViewSource(op)
		if src == nil {
			return v
		}
		v = src
	}
}

// isFunctionArgument reports whether v is an argument of a function's
// entry block.
func isFunctionArgument(v *ir.Value) bool {
	b := v.OwnerBlock()
	if b == nil || !v.IsBlockArgument() {
		return false
	}
	p := b.ParentOp()
	return p != nil && ir.FuncType(p) != nil && len(p.Regions()) > 0 && p.Regions()[0].Front() == b
}

// sameAllocation is MLIR's BufferOriginAnalysis::isSameAllocation: known
// reports whether the analysis can tell; same whether v1 and v2 come from
// the same allocation.
func (a *originAnalysis) sameAllocation(v1, v2 *ir.Value) (same, known bool) {
	v1, v2 = viewDestBase(v1), viewDestBase(v2)
	if v1 == v2 {
		return true, true
	}
	gather := func(v *ir.Value) (terms []*ir.Value, allAllocs, allAllocsOrArgs bool) {
		allAllocs, allAllocsOrArgs = true, true
		for _, o := range a.origins(v) {
			if ir.IsMemRef(o.Type()) && a.terminal[o] {
				terms = append(terms, o)
				alloc := ir.AllocatedBy(o)
				allAllocs = allAllocs && alloc
				allAllocsOrArgs = allAllocsOrArgs && (alloc || isFunctionArgument(o))
			}
		}
		return
	}
	t1, allocs1, allocsOrArgs1 := gather(v1)
	t2, allocs2, allocsOrArgs2 := gather(v2)
	if len(t1) == 1 && len(t2) == 1 && t1[0] == t2[0] {
		return true, true
	}
	for _, x := range t1 {
		for _, y := range t2 {
			if x == y {
				return false, false
			}
		}
	}
	if (allocs1 && (allocs2 || allocsOrArgs2)) || ((allocs1 || allocsOrArgs1) && allocs2) {
		return false, true
	}
	return false, false
}

// viewBase follows v up through every view-like op that defines it.
func viewBase(v *ir.Value) *ir.Value {
	for {
		op := v.DefiningOp()
		if op == nil || op.Def() == nil || op.Def().ViewSource == nil {
			return v
		}
		src := op.Def().ViewSource(op)
		if src == nil {
			return v
		}
		v = src
	}
}

// ancestorInBlock returns op or the ancestor of op that is in b, or nil.
func ancestorInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for op != nil {
		if op.Block() == b {
			return op
		}
		op = op.ParentOp()
	}
	return nil
}

// distinctAllocAndBlockArgument reports whether one value is an
// allocation made inside the block whose argument the other is (they
// cannot be the same buffer).
func distinctAllocAndBlockArgument(v1, v2 *ir.Value) bool {
	b1, b2 := viewBase(v1), viewBase(v2)
	distinct := func(x, y *ir.Value) bool {
		op := x.DefiningOp()
		if op == nil || !ir.AllocatedBy(x) || !y.IsBlockArgument() {
			return false
		}
		return ancestorInBlock(y.OwnerBlock(), op) != nil
	}
	return distinct(b1, b2) || distinct(b2, b1)
}

// mayAliasAny reports whether m may be the same allocation as one of
// others.
func (a *originAnalysis) mayAliasAny(others []*ir.Value, m *ir.Value) bool {
	for _, o := range others {
		if distinctAllocAndBlockArgument(o, m) {
			continue
		}
		if same, known := a.sameAllocation(o, m); !known || same {
			return true
		}
	}
	return false
}

// extractedFrom returns the source of the memref.extract_strided_metadata
// that defines v, or nil.
func extractedFrom(v *ir.Value) *ir.Value {
	if op := v.DefiningOp(); op != nil && op.Name() == "memref.extract_strided_metadata" && op.NumOperands() > 0 {
		return op.Operand(0)
	}
	return nil
}

func simplifyPattern(name string, f func(op *ir.Operation, r *ir.Rewriter) bool) *ir.Pattern {
	return &ir.Pattern{Name: name, Root: "bufferization.dealloc", Benefit: 1, MatchAndRewrite: f}
}

// simplificationPatterns are the four patterns of the pass that need the
// analysis, in MLIR's order.
func simplificationPatterns(a *originAnalysis) []*ir.Pattern {
	return []*ir.Pattern{
		simplifyPattern("RemoveDeallocMemrefsContainedInRetained", func(op *ir.Operation, r *ir.Rewriter) bool {
			memrefs, conds, retained := ir.DeallocParts(op)
			seen := map[*ir.Value]bool{}
			for _, v := range retained {
				if seen[v] {
					return false
				}
				seen[v] = true
			}
			// one memref that is surely (and only surely) the same
			// allocation as some retained value: drop it, or-ing its
			// condition into those values' results.
			handle := func(m, cond *ir.Value) bool {
				r.SetInsertionPointAfter(op)
				must := false
				for _, v := range retained {
					same, known := a.sameAllocation(v, m)
					if !known {
						return false
					}
					must = must || same
				}
				if !must {
					return false
				}
				for i, v := range retained {
					if same, _ := a.sameAllocation(v, m); same {
						res := op.Result(i)
						or := r.CreateOp("arith.ori", []*ir.Value{res, cond}, []ir.Type{ir.I1})
						r.ReplaceUsesWithIf(res, or.Result(0), func(u *ir.OpOperand) bool { return u.Owner() != or })
					}
				}
				return true
			}
			var newM, newC []*ir.Value
			for i, m := range memrefs {
				if handle(m, conds[i]) {
					continue
				}
				if src := extractedFrom(m); src != nil && handle(src, conds[i]) {
					continue
				}
				newM = append(newM, m)
				newC = append(newC, conds[i])
			}
			return ir.UpdateDealloc(r, op, newM, newC)
		}),
		simplifyPattern("RemoveRetainedMemrefsGuaranteedToNotAlias", func(op *ir.Operation, r *ir.Rewriter) bool {
			memrefs, conds, retained := ir.DeallocParts(op)
			var keep []*ir.Value
			repl := make([]*ir.Value, len(retained))
			for i, v := range retained {
				if a.mayAliasAny(memrefs, v) {
					keep = append(keep, v)
					continue
				}
				repl[i] = ir.BoolConstant(&r.Builder, op.Loc, false)
			}
			if len(keep) == len(retained) {
				return false
			}
			n := ir.BuildDealloc(&r.Builder, op.Loc, memrefs, conds, keep)
			j := 0
			for i := range repl {
				if repl[i] == nil {
					repl[i] = n.Result(j)
					j++
				}
			}
			r.ReplaceOp(op, repl...)
			return true
		}),
		simplifyPattern("SplitDeallocWhenNotAliasingAnyOther", func(op *ir.Operation, r *ir.Rewriter) bool {
			memrefs, conds, retained := ir.DeallocParts(op)
			if len(memrefs) <= 1 {
				return false
			}
			var restM, restC []*ir.Value
			var split [][]*ir.Value
			for i, m := range memrefs {
				others := append(append([]*ir.Value{}, memrefs[:i]...), memrefs[i+1:]...)
				if a.mayAliasAny(others, m) {
					restM = append(restM, m)
					restC = append(restC, conds[i])
					continue
				}
				n := ir.BuildDealloc(&r.Builder, op.Loc, []*ir.Value{m}, []*ir.Value{conds[i]}, retained)
				split = append(split, n.Results())
			}
			if len(restM) == len(memrefs) {
				return false
			}
			n := ir.BuildDealloc(&r.Builder, op.Loc, restM, restC, retained)
			repl := append([]*ir.Value{}, n.Results()...)
			for _, more := range split {
				for i := range repl {
					repl[i] = r.CreateOp("arith.ori", []*ir.Value{repl[i], more[i]}, []ir.Type{ir.I1}).Result(0)
				}
			}
			r.ReplaceOp(op, repl...)
			return true
		}),
		simplifyPattern("RetainedMemrefAliasingAlwaysDeallocatedMemref", func(op *ir.Operation, r *ir.Rewriter) bool {
			memrefs, conds, retained := ir.DeallocParts(op)
			covered := make([]bool, len(retained))
			var newM, newC []*ir.Value
			for i, m := range memrefs {
				drop := false
				for j, v := range retained {
					if !ir.IsConstTrue(conds[i]) {
						continue
					}
					if same, _ := a.sameAllocation(v, m); same {
						r.ReplaceAllUsesWith(op.Result(j), conds[i])
						covered[j], drop = true, true
						continue
					}
					if src := extractedFrom(m); src != nil {
						if same, _ := a.sameAllocation(v, src); same {
							r.ReplaceAllUsesWith(op.Result(j), conds[i])
							covered[j], drop = true, true
						}
					}
				}
				if !drop {
					newM = append(newM, m)
					newC = append(newC, conds[i])
				}
			}
			for _, c := range covered {
				if !c {
					return false
				}
			}
			return ir.UpdateDealloc(r, op, newM, newC)
		}),
	}
}
