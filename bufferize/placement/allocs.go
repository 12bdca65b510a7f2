package placement

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/viewflow"
)

// allocEntry is one heap allocation the placement passes may move or
// promote (MLIR's BufferPlacementAllocs entry): its buffer and the op that
// frees it, if any.
type allocEntry struct {
	value   *ir.Value
	dealloc *ir.Operation
}

// ownEffects returns the memory effects op declares itself (MLIR's
// MemoryEffectOpInterface): none for ops that only have the effects of
// their regions.
func ownEffects(op *ir.Operation) []ir.MemoryEffect {
	if d := op.Def(); d != nil && d.Effects != nil {
		return d.Effects(op)
	}
	return nil
}

// allocated returns the single result op allocates on resource res, or nil
// when it allocates none or several.
func allocated(op *ir.Operation, stack bool) *ir.Value {
	var out *ir.Value
	n := 0
	for _, e := range ownEffects(op) {
		if e.Kind != ir.EffectAllocate || e.Value == nil || e.Value.IsBlockArgument() {
			continue
		}
		if (e.Resource == ir.AutomaticAllocationScopeResource) != stack {
			continue
		}
		out = e.Value
		n++
	}
	if n != 1 {
		return nil
	}
	return out
}

// findDealloc returns the op that frees v (nil if none); ok is false when
// several ops free it or one that frees it also allocates (a realloc).
func findDealloc(v *ir.Value) (dealloc *ir.Operation, ok bool) {
	for _, u := range v.Users() {
		frees, allocates := false, false
		for _, e := range ownEffects(u) {
			if e.Kind == ir.EffectFree && e.Value == v {
				frees = true
			}
			if e.Kind == ir.EffectAllocate {
				allocates = true
			}
		}
		if !frees {
			continue
		}
		if allocates || dealloc != nil {
			return nil, false
		}
		dealloc = u
	}
	return dealloc, true
}

// collectAllocs returns the heap allocations nested in root in post-order
// (MLIR's walk order), those freed more than once or reallocated left out.
func collectAllocs(root *ir.Operation) []allocEntry {
	var out []allocEntry
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		v := allocated(op, false)
		if v == nil {
			return
		}
		if d, ok := findDealloc(v); ok {
			out = append(out, allocEntry{value: v, dealloc: d})
		}
	})
	return out
}

// collectStackAllocs returns the stack allocations nested in root, in
// post-order.
func collectStackAllocs(root *ir.Operation) []*ir.Value {
	var out []*ir.Value
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if v := allocated(op, true); v != nil {
			out = append(out, v)
		}
	})
	return out
}

// newAliases is the view-flow analysis of root as MLIR 22's
// BufferViewFlowAnalysis sees it: besides views, branches and region
// control flow, a call's results may alias each of its operands.
func newAliases(root *ir.Operation) *viewflow.ViewFlow {
	vf := viewflow.New(root)
	ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult {
		if op.HasTrait(ir.CallLike) {
			for _, in := range op.Operands() {
				for _, out := range op.Results() {
					vf.AddEdge(in, out)
				}
			}
		}
		return ir.WalkAdvance
	})
	return vf
}

// isKnownControlFlow reports whether op is a loop or has structured
// control flow between its regions (MLIR's LoopLikeOpInterface or
// RegionBranchOpInterface).
func isKnownControlFlow(op *ir.Operation) bool {
	return op.HasTrait(ir.LoopLike) || (op.Def() != nil && op.Def().RegionBranch != nil)
}

// isLoop reports whether op is a loop: LoopLike, or its region control
// flow has a cycle.
func isLoop(op *ir.Operation) bool {
	if op.HasTrait(ir.LoopLike) {
		return true
	}
	d := op.Def()
	if d == nil || d.RegionBranch == nil || d.RegionBranch.Successors == nil {
		return false
	}
	for _, start := range op.Regions() {
		seen := map[*ir.Region]bool{}
		stack := []*ir.Region{start}
		for len(stack) > 0 {
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range d.RegionBranch.Successors(op, r) {
				if s.Region == nil {
					continue
				}
				if s.Region == start {
					return true
				}
				if !seen[s.Region] {
					seen[s.Region] = true
					stack = append(stack, s.Region)
				}
			}
		}
	}
	return false
}

// isSequentialLoop reports whether op is a loop whose iterations run one
// after the other (not a parallel loop).
func isSequentialLoop(op *ir.Operation) bool {
	if d := op.Def(); d != nil && d.Loop != nil && d.Loop.Parallel {
		return false
	}
	return isLoop(op)
}

// isRegionTerminator reports whether op ends a region and passes values to
// its parent or a sibling region (RegionBranchTerminatorOpInterface, which
// every ReturnLike terminator implements).
func isRegionTerminator(op *ir.Operation) bool {
	if !op.HasTrait(ir.Terminator) {
		return false
	}
	return op.HasTrait(ir.ReturnLike) || (op.Def() != nil && op.Def().RegionTerminatorOperands != nil)
}

// startOperation returns where an allocation moved into block b goes:
// before the ancestor of the allocation in b, or before b's terminator
// when b does not hold the allocation.
func startOperation(alloc *ir.Operation, b *ir.Block) *ir.Operation {
	for op := alloc; op != nil; op = op.ParentOp() {
		if op.Block() == b {
			return op
		}
	}
	return b.Terminator()
}
