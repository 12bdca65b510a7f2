package bufferize

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// EliminateEmptyTensorsPass is eliminate-empty-tensors, as in mlir-opt:
// a tensor.empty whose contents end up, through in-place ops of the same
// type, inserted into a subset of another tensor (tensor.insert_slice,
// parallel_insert_slice, bufferization.materialize_in_destination) is
// replaced, at that use, by the subset itself (tensor.extract_slice of
// the destination), so that bufferization computes into the destination
// instead of allocating. It runs the One-Shot analysis first (on a
// module, with function boundaries).
var EliminateEmptyTensorsPass = &passes.Pass{
	Name:        "eliminate-empty-tensors",
	DisplayName: "EmptyTensorElimination",
	Summary:     "Try to eliminate all tensor.empty ops.",
	Run:         func(c *passes.Context) error { return passError(c, EliminateEmptyTensors(c.Op)) },
}

func init() { passes.Register(EliminateEmptyTensorsPass) }

// EliminateEmptyTensors runs empty tensor elimination on op (a module:
// function by function in call order, with function boundaries).
func EliminateEmptyTensors(op *ir.Operation) error {
	opts := DefaultOptions()
	opts.AllowReturnAllocsFromLoops = true
	s := NewState(&opts)
	if op.HasTrait(ir.SymbolTable) && op.NumRegions() == 1 {
		opts.BufferizeFunctionBoundaries = true
		s.funcs = newFuncState(op)
		ordered, cyclic := s.funcsInCallOrder(op)
		for i, fn := range append(ordered, cyclic...) {
			if err := s.analyzeFunc(fn, i < len(ordered)); err != nil {
				return err
			}
			s.eliminateEmptyTensors(fn)
			s.resetFunction()
		}
		return nil
	}
	if err := s.analyzeRoot(op); err != nil {
		return err
	}
	s.eliminateEmptyTensors(op)
	return nil
}

// isEmptyTensor reports whether v is the result of tensor.empty.
func isEmptyTensor(v *ir.Value) bool {
	return v.DefiningOp() != nil && ModelOf(v.DefiningOp()) == emptyModel
}

// eliminateEmptyTensors replaces, in root, the uses of tensor.empty that
// flow into a subset insertion bufferized in place.
func (s *State) eliminateEmptyTensors(root *ir.Operation) {
	var subsetOps []*ir.Operation
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if m := s.Model(op); m != nil && m.Subset != nil && m.Subset.Extraction != nil {
			subsetOps = append(subsetOps, op)
		}
	})
	for _, op := range subsetOps {
		sub := s.Model(op).Subset
		src := sub.Source(op)
		if !s.inPlac[src] {
			continue
		}
		var visited []*ir.OpOperand
		empties := s.findInReverseUseDefChainVisiting(src, isEmptyTensor,
			Traversal{FollowEquivalentOnly: true, FollowSameTypeOrCastsOnly: true}, &visited)
		for _, v := range empties {
			empty := v.DefiningOp()
			var use *ir.OpOperand
			for _, o := range visited {
				if o.Get() == v && o.Owner() != empty {
					use = o
					break
				}
			}
			if use == nil {
				continue
			}
			at := s.insertionPointFor(empty, use.Owner(), sub.Needed(op))
			if at == nil {
				// Move the definitions of the needed values before the
				// user, if they can move (pure ops of its block).
				if !s.moveValueDefinitions(sub.Needed(op), use.Owner()) {
					continue
				}
				at = use.Owner()
			}
			b := ir.NewBuilder()
			b.SetInsertionPointBefore(at)
			b.Loc = empty.Loc
			repl := sub.Extraction(b, op)
			if repl == nil || repl.DefiningOp() == empty {
				continue
			}
			if !ir.TypesEqual(repl.Type(), v.Type()) {
				rt, ok1 := repl.Type().(ir.ShapedType)
				vt, ok2 := v.Type().(ir.ShapedType)
				if !ok1 || !ok2 || !ir.TypesEqual(rt.ElementType(), vt.ElementType()) {
					continue
				}
				if d := repl.DefiningOp(); d != nil {
					b.SetInsertionPointAfter(d)
				} else {
					b.SetInsertionPointToStart(repl.OwnerBlock())
				}
				repl = b.Create(&ir.OperationState{Name: "tensor.cast", Operands: []*ir.Value{repl}, ResultTypes: []ir.Type{v.Type()}, Loc: empty.Loc}).Result(0)
			}
			use.Set(repl)
			s.defCache = map[*ir.Value][]*ir.Value{}
		}
	}
}

// findInReverseUseDefChainVisiting is FindInReverseUseDefChain that also
// records the operands it went through.
func (s *State) findInReverseUseDefChainVisiting(o *ir.OpOperand, cond func(*ir.Value) bool, cfg Traversal, visited *[]*ir.OpOperand) []*ir.Value {
	*visited = append(*visited, o)
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	work := []*ir.Value{o.Get()}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		if cond(v) {
			out = append(out, v)
			continue
		}
		if s.Model(Owner(v)) == nil {
			continue
		}
		for _, a := range s.AliasingOperands(v) {
			if cfg.FollowEquivalentOnly && a.Relation != Equivalent {
				continue
			}
			if cfg.FollowSameTypeOrCastsOnly && !ir.TypesEqual(a.Operand.Get().Type(), v.Type()) && !isCastOp(v.DefiningOp()) {
				continue
			}
			*visited = append(*visited, a.Operand)
			work = append(work, a.Operand.Get())
		}
	}
	return out
}

// valueProperlyDominates reports whether v is available right before op
// (MLIR's value dominance, enclosing ops not counted).
func (s *State) valueProperlyDominates(v *ir.Value, op *ir.Operation) bool {
	if v.IsBlockArgument() {
		b := v.OwnerBlock()
		if findAncestorInBlock(b, op) != nil {
			return true
		}
		a := findAncestorInRegion(b.Parent(), op)
		if a == nil {
			return false
		}
		t := s.doms[b.Parent()]
		if t == nil {
			t = newDomTree(b.Parent())
			s.doms[b.Parent()] = t
		}
		return t.properlyDominates(b, a.Block())
	}
	def := v.DefiningOp()
	return !def.IsAncestor(op) && s.properlyDominates(def, op)
}

// insertionPointFor finds where to build the replacement of a use of empty
// by user: at empty, or right after one of the needed values, wherever all
// needed values are available and the position dominates user.
func (s *State) insertionPointFor(empty, user *ir.Operation, needed []*ir.Value) *ir.Operation {
	cands := []*ir.Operation{empty}
	for _, v := range needed {
		if v.IsBlockArgument() {
			cands = append(cands, v.OwnerBlock().First())
		} else if n := v.DefiningOp().Next(); n != nil {
			cands = append(cands, n)
		}
	}
	for _, at := range cands {
		if at == nil {
			continue
		}
		ok := true
		for _, v := range needed {
			if !s.valueProperlyDominates(v, at) {
				ok = false
				break
			}
		}
		if ok && (at == user || s.properlyDominates(at, user)) {
			return at
		}
	}
	return nil
}

// moveValueDefinitions moves the ops defining values (and the ops they
// depend on that do not dominate before) right before before, keeping
// their order; it fails (and moves nothing) when a value is a block
// argument, lives in another block, or depends on before itself or on an
// op with memory effects (MLIR's moveValueDefinitions).
func (s *State) moveValueDefinitions(values []*ir.Value, before *ir.Operation) bool {
	var slice smallSet[*ir.Operation]
	var visit func(op *ir.Operation) bool
	visit = func(op *ir.Operation) bool {
		if s.properlyDominates(op, before) || !slice.add(op) {
			return true
		}
		if op == before || !ir.HasNoEffect(op) {
			return false
		}
		ok := true
		walkPre(op, func(o *ir.Operation) {
			for _, v := range o.Operands() {
				if d := v.DefiningOp(); d != nil && ok && !op.IsAncestor(d) {
					ok = visit(d)
				}
			}
		})
		return ok
	}
	for _, v := range values {
		if s.valueProperlyDominates(v, before) {
			continue
		}
		if v.IsBlockArgument() || v.DefiningOp().Block() != before.Block() {
			return false
		}
		if !visit(v.DefiningOp()) {
			return false
		}
	}
	ops := slice.list
	for i := 1; i < len(ops); i++ {
		for j := i; j > 0 && ops[j].IsBeforeInBlock(ops[j-1]); j-- {
			ops[j], ops[j-1] = ops[j-1], ops[j]
		}
	}
	for _, op := range ops {
		op.MoveBefore(before)
	}
	return true
}
