// Package viewflow is the view-flow alias analysis shared by the passes
// that reason about which memrefs may point into which buffers (merge-alloc,
// the buffer placement passes): MLIR's BufferViewFlowAnalysis.
package viewflow

import "github.com/memopt/memopt/ir"

// ViewFlow is the view-flow alias analysis (MLIR's BufferViewFlowAnalysis):
// a graph with an edge from -> to whenever value `to` may point into the
// memory of value `from`. Edges come from
//
//   - view-like ops (OpDef.ViewSource): source -> every memref result;
//   - value-forwarding ops (OpDef.ViewFlow, e.g. arith.select);
//   - region-branch ops (OpDef.RegionBranch): entry operands -> region
//     arguments or results, and region terminators' forwarded operands
//     (OpDef.RegionTerminatorOperands) -> the successor's inputs, which
//     covers scf.if/for/while/forall results and iter_args;
//   - branch terminators (OpDef.BranchOperands) -> successor block arguments;
//   - unregistered ops, and registered ones that declare neither effects
//     nor aliasing: every memref operand -> every memref result (a result
//     may alias any operand).
//
// The analysis is queryable both ways: Bases(v) gives the root values (those
// nothing flows into: allocations, function arguments, call results) that v
// may point into; Aliases(b) gives every value that may point into b.
type ViewFlow struct {
	succ map[*ir.Value][]*ir.Value
	pred map[*ir.Value][]*ir.Value
	memo map[*ir.Value][]*ir.Value
}

// New analyses every op nested in root (root included).
func New(root *ir.Operation) *ViewFlow { return NewNamed(root, nil) }

// NewNamed is New, its walk also feeding names (when not nil): the
// function's values are named as mlir-opt prints them while its ops are in
// the cache.
func NewNamed(root *ir.Operation, names *ir.AsmNamesBuilder) *ViewFlow {
	vf := &ViewFlow{
		succ: map[*ir.Value][]*ir.Value{},
		pred: map[*ir.Value][]*ir.Value{},
		memo: map[*ir.Value][]*ir.Value{},
	}
	// Implied bodies (linalg payloads) compute on scalars: nothing to
	// follow there, and no need to build them.
	if names != nil {
		ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult {
			names.Visit(op)
			vf.addOp(op)
			return ir.WalkAdvance
		})
		return vf
	}
	ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult { vf.addOp(op); return ir.WalkAdvance })
	return vf
}

// isMemRefValue reports whether v holds a memref.
func isMemRefValue(v *ir.Value) bool { return v != nil && ir.IsMemRef(v.Type()) }

// AddEdge records that `to` may point into `from`. Edges between values
// that are not memrefs are ignored.
func (vf *ViewFlow) AddEdge(from, to *ir.Value) {
	if !isMemRefValue(from) || !isMemRefValue(to) || from == to {
		return
	}
	for _, s := range vf.succ[from] {
		if s == to {
			return
		}
	}
	vf.succ[from] = append(vf.succ[from], to)
	vf.pred[to] = append(vf.pred[to], from)
	if len(vf.memo) > 0 {
		vf.memo = map[*ir.Value][]*ir.Value{}
	}
}

// zipEdges adds from[i] -> to[i] for the common prefix of both lists.
func (vf *ViewFlow) zipEdges(from, to []*ir.Value) {
	for i := 0; i < len(from) && i < len(to); i++ {
		vf.AddEdge(from[i], to[i])
	}
}

func (vf *ViewFlow) addOp(op *ir.Operation) {
	def := op.Def()
	if def == nil || unknownSemantics(def) {
		if op.NumRegions() == 0 {
			for _, in := range op.Operands() {
				for _, out := range op.Results() {
					vf.AddEdge(in, out)
				}
			}
		}
		return
	}
	if def.ViewSource != nil {
		if src := def.ViewSource(op); src != nil {
			for _, r := range op.Results() {
				vf.AddEdge(src, r)
			}
		}
	}
	if def.ViewFlow != nil {
		def.ViewFlow(op, vf.AddEdge)
	}
	if def.BranchOperands != nil {
		for i, succ := range op.Successors() {
			vf.zipEdges(def.BranchOperands(op, i), succ.Args())
		}
	}
	if rb := def.RegionBranch; rb != nil && rb.Successors != nil {
		for _, s := range rb.Successors(op, nil) {
			if rb.EntryOperands != nil {
				vf.zipEdges(rb.EntryOperands(op, s), successorInputs(op, s))
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
					vf.zipEdges(term.Def().RegionTerminatorOperands(term, s), successorInputs(op, s))
				}
			}
		}
	}
}

// unknownSemantics reports whether a registered op says nothing about its
// memory effects or aliasing; its results may alias its operands, like an
// unregistered op's.
func unknownSemantics(def *ir.OpDef) bool {
	return def.Effects == nil && def.Traits&(ir.Pure|ir.RecursiveMemoryEffects) == 0 &&
		def.ViewSource == nil && def.ViewFlow == nil && def.RegionBranch == nil &&
		def.Traits&(ir.Terminator|ir.CallLike) == 0
}

// successorInputs returns the values that receive forwarded operands at s:
// s.Inputs when given, else the entry block arguments of s.Region or the
// op's results.
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

// IsBase reports whether nothing flows into v: Bases(v) is v alone (and
// asking this allocates nothing).
func (vf *ViewFlow) IsBase(v *ir.Value) bool { return len(vf.pred[v]) == 0 }

// Bases returns the root values v may point into, in a deterministic order
// (discovery order). A value nothing flows into is its own base.
func (vf *ViewFlow) Bases(v *ir.Value) []*ir.Value {
	if bs, ok := vf.memo[v]; ok {
		return bs
	}
	if len(vf.pred[v]) == 0 {
		bs := []*ir.Value{v}
		vf.memo[v] = bs
		return bs
	}
	var out []*ir.Value
	seen := map[*ir.Value]bool{v: true}
	stack := []*ir.Value{v}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		ps := vf.pred[x]
		if len(ps) == 0 {
			out = append(out, x)
			continue
		}
		for _, p := range ps {
			if !seen[p] {
				seen[p] = true
				stack = append(stack, p)
			}
		}
	}
	vf.memo[v] = out
	return out
}

// Aliases returns every value that may point into base, base first.
func (vf *ViewFlow) Aliases(base *ir.Value) []*ir.Value {
	out := []*ir.Value{base}
	seen := map[*ir.Value]bool{base: true}
	for i := 0; i < len(out); i++ {
		for _, s := range vf.succ[out[i]] {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	return out
}

// MayAlias reports whether a and b may point into a common base.
func (vf *ViewFlow) MayAlias(a, b *ir.Value) bool {
	for _, x := range vf.Bases(a) {
		for _, y := range vf.Bases(b) {
			if x == y {
				return true
			}
		}
	}
	return false
}
