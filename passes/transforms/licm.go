package transforms

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// LoopInvariantCodeMotion is the loop-invariant-code-motion pass (MLIR's
// LoopInvariantCodeMotion): it visits the loops (ops with the LoopLike
// trait) innermost first and moves out of each, right before the loop, the
// ops of its regions that are memory-effect free and speculatable
// (ir.HasNoEffect, ir.IsSpeculatable) and use only values defined outside
// the loop or inside the op itself. An op with regions moves as a whole.
var LoopInvariantCodeMotion = &passes.Pass{
	Name:        "loop-invariant-code-motion",
	Summary:     "Hoist loop invariant instructions outside of the loop",
	DisplayName: "LoopInvariantCodeMotion",
	Run: func(c *passes.Context) error {
		moved := 0
		ir.WalkPost(c.Op, func(op *ir.Operation) {
			if op.Def() != nil && op.HasTrait(ir.LoopLike) {
				moved += MoveLoopInvariantCode(op)
			}
		})
		if moved == 0 {
			c.PreserveAll()
		}
		return nil
	},
}

func init() {
	passes.Register(LoopInvariantCodeMotion)
}

// MoveLoopInvariantCode moves the invariant ops of loop's regions right
// before loop and returns how many it moved (MLIR's moveLoopInvariantCode
// on a LoopLikeOpInterface). Every region of a LoopLike op is a loop
// region (scf.while's two, the body of the others). The ops of a region
// are tried in order; when one moves, its users at the top level of the
// region are tried again, so that chains of invariant ops move together.
func MoveLoopInvariantCode(loop *ir.Operation) int {
	moved := 0
	outside := func(v *ir.Value) bool {
		r := v.ParentRegion()
		return r == nil || !loop.IsAncestor(r.ParentOp())
	}
	for _, region := range loop.Regions() {
		var queue []*ir.Operation
		for _, b := range region.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				queue = append(queue, o)
			}
		}
		for len(queue) > 0 {
			op := queue[0]
			queue = queue[1:]
			if op.ParentRegion() != region {
				continue // moved already
			}
			if !ir.HasNoEffect(op) || !ir.IsSpeculatable(op) || !usesOnlyOutside(op, outside) {
				continue
			}
			op.MoveBefore(loop)
			moved++
			for _, r := range op.Results() {
				for _, u := range r.Uses() {
					if u.Owner().ParentRegion() == region {
						queue = append(queue, u.Owner())
					}
				}
			}
		}
	}
	return moved
}

// usesOnlyOutside reports whether op can leave its loop as far as its
// operands go (MLIR's canBeHoisted): it is no terminator, and every value
// op and the ops nested in it use is defined inside op or satisfies
// outside.
func usesOnlyOutside(op *ir.Operation, outside func(*ir.Value) bool) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	ok := true
	ir.Walk(op, func(o *ir.Operation) ir.WalkResult {
		for _, v := range o.Operands() {
			if v == nil {
				continue
			}
			if r := v.ParentRegion(); r != nil && op.IsAncestor(r.ParentOp()) {
				continue
			}
			if !outside(v) {
				ok = false
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
	return ok
}
