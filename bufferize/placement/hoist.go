package placement

import (
	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/ir"
)

// hoistMode is what a hoisting pass may do; buffer-hoisting and
// buffer-loop-hoisting differ only here.
type hoistMode struct {
	// kind is the AllocationOp hoisting kind an allocation must allow.
	kind bufferize.HoistingKind
	// loops: leave sequential loops only (buffer-loop-hoisting); otherwise
	// move to dominators and out of regions that are not loops.
	loops bool
}

// hoister moves the allocations of one function.
type hoister struct {
	mode hoistMode
	dom  *bufferize.Dominance
}

// hoist moves every allocation nested in root that mode allows: heap
// allocations first, then stack ones, each in post-order.
func hoist(root *ir.Operation, mode hoistMode) {
	h := &hoister{mode: mode, dom: bufferize.NewDominance()}
	vf := newAliases(root)
	var values []*ir.Value
	for _, e := range collectAllocs(root) {
		values = append(values, e.value)
	}
	values = append(values, collectStackAllocs(root)...)
	for _, v := range values {
		op := v.DefiningOp()
		a := bufferize.AllocationOf(op)
		if a == nil || a.Hoisting&mode.kind == 0 {
			continue
		}
		if !h.dom.Reachable(op.Block()) {
			continue // dead code: no dominator tree node
		}
		// The nearest common dominator of the uses of every alias.
		domBlock := op.Block()
		for _, alias := range vf.Aliases(v) {
			for _, u := range alias.Users() {
				domBlock = h.dom.NearestCommonDominator(domBlock, u.Block())
			}
			domBlock = h.dom.NearestCommonDominator(domBlock, parentBlock(alias))
		}
		// The lowest block holding an operand (sizes, symbols).
		var depBlock *ir.Block
		for _, x := range op.Operands() {
			b := parentBlock(x)
			if depBlock == nil || h.dom.Dominates(depBlock, b) {
				depBlock = b
			}
		}
		var upper *ir.Block
		if mode.loops {
			upper = depBlock
		} else {
			upper = domBlock
			if depBlock != nil && h.dom.ProperlyDominates(domBlock, depBlock) {
				upper = depBlock
			}
		}
		place := h.placement(op.Block(), upper, domBlock)
		if start := startOperation(op, place); start != op {
			op.MoveBefore(start)
		}
	}
}

// parentBlock returns the block that defines v.
func parentBlock(v *ir.Value) *ir.Block {
	if v.IsBlockArgument() {
		return v.OwnerBlock()
	}
	return v.DefiningOp().Block()
}

// legal reports whether an allocation may leave op's regions.
func (h *hoister) legal(op *ir.Operation, aliasDom *ir.Block) bool {
	if h.mode.loops {
		// Out of a sequential loop, unless an alias is used outside it
		// (passed on through the loop's results or iteration arguments).
		return isSequentialLoop(op) && !h.dom.Dominates(aliasDom, op.Block())
	}
	return !isLoop(op)
}

// placement walks up from block cur, to immediate dominators and out of
// parent ops, while upper (if any) properly dominates the current block
// and the mode allows, and returns the block the allocation goes to.
func (h *hoister) placement(cur, upper, aliasDom *ir.Block) *ir.Block {
	place := cur
	for {
		parentOp := cur.ParentOp()
		if parentOp == nil || parentOp.Block() == nil {
			break
		}
		parent := parentOp.Block()
		if upper != nil && !h.dom.ProperlyDominates(upper, cur) {
			break
		}
		var idom *ir.Block
		if cur != cur.Parent().Front() {
			idom = h.dom.IDom(cur)
		}
		if idom != nil && h.dom.ProperlyDominates(parent, idom) {
			cur = idom
			if !h.mode.loops {
				place = cur
			}
			continue
		}
		if !isKnownControlFlow(parentOp) || !h.legal(parentOp, aliasDom) {
			break
		}
		cur = parent
		place = cur
	}
	return place
}

// BufferHoisting moves each heap allocation nested in root into the
// nearest block that dominates the uses of all its aliases, out of nested
// regions of structured control flow that are not loops, but not above the
// values it takes (mlir-opt's buffer-hoisting).
func BufferHoisting(root *ir.Operation) {
	hoist(root, hoistMode{kind: bufferize.HoistBlock})
}

// BufferLoopHoisting moves each allocation nested in root (heap and stack)
// out of the sequential loops around it, as far as the values it takes
// allow, unless an alias of the buffer lives on across iterations
// (mlir-opt's buffer-loop-hoisting).
func BufferLoopHoisting(root *ir.Operation) {
	hoist(root, hoistMode{kind: bufferize.HoistLoop, loops: true})
}
