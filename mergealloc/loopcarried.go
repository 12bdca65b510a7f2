package mergealloc

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/valuebounds"
)

// LoopCarried is a mode of planning buffers that a sequential loop
// allocates in its body and carries to the next iteration
// (merge-alloc{loop-carried=...}).
type LoopCarried string

// The loop-carried modes.
const (
	// DoubleBuffer (the default, also the zero value) gives such a buffer
	// two slots in one buffer allocated before the loop: iteration i
	// writes slot i mod 2 while it reads the previous iteration's buffer
	// in the other slot, and the buffer is planned like any other.
	DoubleBuffer LoopCarried = "double-buffer"
	// KeepLoopCarried leaves such buffers to run-time allocation (one per
	// iteration).
	KeepLoopCarried LoopCarried = "none"
)

// LoopCarriedModes lists the loop-carried option's values.
func LoopCarriedModes() []string { return []string{string(DoubleBuffer), string(KeepLoopCarried)} }

// DoubleBufferLoopCarried rewrites, in fn, every buffer that a sequential
// loop with one induction variable (scf.for, affine.for) allocates in its
// body and yields to the next iteration: a memref.alloc of static shape
// (or dynamic sizes with constant upper bounds, unless opts.NoBounds:
// its slots then hold the bound) and identity layout at the top of the
// body that is, through views, the
// only buffer behind yield operand k and does not leave the iteration any
// other way (no other yield, call that may keep it, return, free or
// address taken), while the iteration argument it becomes does not either,
// and that the function does not return.
// Two iterations then hold at most two such buffers (the one an iteration
// reads and the one it writes), so the alloc becomes a view of one slot of
// a memref<2 x stride x i8> allocated before the loop,
//
//	%buf = memref.alloc() : memref<2*stride x i8>        // before the loop
//	%off = affine.apply ((i - lb) floordiv step mod 2) * stride
//	%a   = memref.view %buf[%off][] : ... to <the alloc's type>
//
// which merge-alloc then plans like any other buffer: it lives over the
// whole loop and until the last use of the loop's result. It returns the
// number of allocs rewritten.
func DoubleBufferLoopCarried(fn *ir.Operation, opts Options) int {
	// Loops whose body yields a memref to the next iteration: most
	// functions have none, and need no view-flow analysis.
	var loops []*ir.Operation
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		li := ir.Loop(op)
		if li == nil || li.Parallel || len(li.IVs) != 1 || op.NumRegions() != 1 {
			return
		}
		term := op.Region(0).Front().Last()
		if term == nil || BackEdgeLoop(term, fn) != op {
			return
		}
		for _, v := range term.Operands() {
			if isMemRefValue(v) {
				loops = append(loops, op)
				return
			}
		}
	})
	if len(loops) == 0 {
		return 0
	}
	var bounds *valuebounds.Analysis
	if !opts.NoBounds {
		bounds = valuebounds.New(valuebounds.Options{AcrossCalls: opts.BoundsAcrossCalls})
	}
	n := 0
	vf := NewViewFlow(fn)
	for _, loop := range loops {
		term := loop.Region(0).Front().Last()
		for k, v := range term.Operands() {
			if alloc, bound := carriedAlloc(vf, bounds, fn, loop, term, k, v); alloc != nil {
				doubleBuffer(loop, alloc, bound)
				n++
				vf = NewViewFlow(fn)
			}
		}
	}
	return n
}

// carriedAlloc returns the alloc that DoubleBufferLoopCarried can give
// two slots for operand k (v) of the loop body's yield term, and the type
// of a slot (the alloc's, at its bound), or nil.
func carriedAlloc(vf *ViewFlow, bounds *valuebounds.Analysis, fn, loop, term *ir.Operation, k int, v *ir.Value) (*ir.Operation, *ir.MemRefType) {
	if !isMemRefValue(v) {
		return nil, nil
	}
	bases := vf.Bases(v)
	if len(bases) != 1 {
		return nil, nil
	}
	alloc := bases[0].DefiningOp()
	if alloc == nil || alloc.Name() != allocOpName || alloc.Block() != term.Block() {
		return nil, nil
	}
	mt, ok := alloc.Result(0).Type().(*ir.MemRefType)
	if !ok || !mt.HasIdentityLayout() {
		return nil, nil
	}
	slot := mt
	if !mt.HasStaticShape() || alloc.NumOperands() > 0 {
		if bounds == nil || alloc.NumOperands() != numDynamic(mt.Shape) {
			return nil, nil
		}
		shape, _ := BoundShape(bounds, alloc.Result(0))
		if shape == nil {
			return nil, nil
		}
		slot = &ir.MemRefType{Shape: shape, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
	}
	if _, _, err := slot.ByteSize(); err != nil {
		return nil, nil
	}
	// Every use inside the loop (the buffer's views, and through the back
	// edge the iteration argument's) only accesses it; what flows out of
	// the loop is the loop's result, which may be used in any way but
	// returned: a function that returns its slots would hand its caller a
	// buffer twice the size, which the deallocation pipeline must then
	// track across the call (one buffer per iteration is simpler there).
	for _, a := range vf.Aliases(alloc.Result(0)) {
		for _, u := range a.Uses() {
			op := u.Owner()
			if !loop.IsProperAncestor(op) {
				if op.HasTrait(ir.ReturnLike) && op.ParentOp() == fn {
					return nil, nil
				}
				continue
			}
			if op == term {
				if u.Index() != k {
					return nil, nil
				}
				continue
			}
			if !onlyAccesses(op, loop) {
				return nil, nil
			}
		}
	}
	return alloc, slot
}

// onlyAccesses reports whether op, inside loop, uses a memref operand
// without letting it escape the iteration: no call, address, free,
// conversion to a tensor, return or back edge of a nested loop.
func onlyAccesses(op, loop *ir.Operation) bool {
	if op.HasTrait(ir.CallLike) || op.HasTrait(ir.ExposesPointer) {
		return false
	}
	if op.HasTrait(ir.Terminator) {
		if len(op.Successors()) > 0 {
			return true // into block arguments (view flow)
		}
		parent := op.ParentOp()
		if parent == nil || parent == loop || !loop.IsProperAncestor(parent) {
			return false
		}
		pd := parent.Def()
		return pd != nil && pd.RegionBranch != nil && BackEdgeLoop(op, loop) == nil
	}
	for _, r := range op.Results() {
		if ir.IsTensor(r.Type()) {
			return false
		}
	}
	effects, known := ir.Effects(op)
	if !known {
		for _, r := range op.Results() {
			if !isMemRefValue(r) {
				return false
			}
		}
		return true
	}
	for _, e := range effects {
		if e.Kind == ir.EffectFree {
			return false
		}
	}
	return true
}

// doubleBuffer gives alloc (in loop's body) two slots of type slot (at
// its bound) of a buffer allocated before loop.
func doubleBuffer(loop, alloc *ir.Operation, slot *ir.MemRefType) {
	mt := alloc.Result(0).Type().(*ir.MemRefType)
	size, elemAlign, _ := slot.ByteSize()
	align := int64(DefaultAlignment)
	if a, ok := alloc.Attr("alignment").(*ir.IntegerAttr); ok && a.Big == nil && a.Value > align {
		align = a.Value
	}
	align = max(align, elemAlign)
	stride := alignUp(max(size, 1), align)
	b := ir.NewBuilder()
	b.SetInsertionPointBefore(loop)
	bt := &ir.MemRefType{Shape: []int64{2 * stride}, Elem: ir.I8, MemorySpace: mt.MemorySpace}
	props := []ir.NamedAttr{{Name: "alignment", Value: ir.IntAttr(align, ir.I64)},
		{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 0)}}
	buf := b.Create(&ir.OperationState{Name: allocOpName, ResultTypes: []ir.Type{bt}, ResultNames: []string{"alloc"},
		Props: props, Loc: alloc.Loc}).Result(0)
	e, operands, numSyms := ir.Loop(loop).IterationNumber(0)
	e = ir.AffineMulExpr(ir.AffineBin(ir.AffineMod, e, ir.ConstExpr(2)), ir.ConstExpr(stride))
	b.SetInsertionPointBefore(alloc)
	off := createApply(b, &ir.AffineMap{NumDims: 1, NumSyms: numSyms, Results: []*ir.AffineExpr{e}}, operands, alloc.Loc)
	v := b.Create(&ir.OperationState{Name: viewOpName, Operands: append([]*ir.Value{buf, off}, alloc.Operands()...), ResultTypes: []ir.Type{mt},
		ResultNames: []string{"view"}, Loc: alloc.Loc}).Result(0)
	alloc.Result(0).ReplaceAllUsesWith(v)
	alloc.Erase()
}
