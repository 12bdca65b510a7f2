package staticplan

import (
	"slices"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
)

// returnedBuffer is a result of a function that returns fresh memory:
// either always the same allocation of the function (alloc, which the
// out-parameter replaces), or one of several buffers the function
// allocates (alloc nil: the returned buffer is copied into the
// out-parameter before each return, as MLIR's buffer-results-to-out-params
// does, and the function's buffers become local ones).
type returnedBuffer struct {
	fn     *funcInfo
	result int
	alloc  *ir.Operation
	ty     *ir.MemRefType
	// sizes say how a caller computes each dynamic size of alloc.
	sizes []argSize
}

// returnedBuffers finds the results that resultsToOutParams can turn into
// out-parameters: in a planned non-entry function whose every call is a
// direct func.call, result j has a static shape and the identity layout
// and is, at every func.return, memory that only the function allocates
// (memref.alloc ops of the function, outside its parallel loops), which
// nothing else lets escape or frees and which is not carried across the
// iterations of a loop. When every return gives the whole of one
// allocation at the function's top level, that allocation becomes the
// out-parameter; otherwise the result is copied into it.
func (m *module) returnedBuffers() []returnedBuffer {
	var out []returnedBuffer
	for _, f := range m.order {
		if !f.planned() || f.entry || f.addressTaken != nil {
			continue
		}
		var rets []*ir.Operation
		ir.WalkPreOrder(f.op, func(op *ir.Operation) {
			if op.HasTrait(ir.ReturnLike) && op.ParentOp() == f.op {
				rets = append(rets, op)
			}
		})
		ft := ir.FuncType(f.op)
		if len(rets) == 0 || ft == nil {
			continue
		}
		for j := range ft.Results {
			// The caller allocates the out-parameter (and the plan makes
			// it a memref.view): its type needs the identity layout
			// without a layout attribute (memref.view refuses even a
			// strided<> layout that is the identity).
			mt, isMemRef := ft.Results[j].(*ir.MemRefType)
			if !isMemRef || mt.Layout != nil {
				continue
			}
			if rb, ok := m.returnedBuffer(f, rets, j, mt); ok {
				out = append(out, rb)
			}
		}
	}
	return out
}

// returnedBuffer decides how result j of f (of type mt) becomes an
// out-parameter (returnedBuffers), if it can.
func (m *module) returnedBuffer(f *funcInfo, rets []*ir.Operation, j int, mt *ir.MemRefType) (returnedBuffer, bool) {
	vf := f.viewFlow()
	var allocs []*ir.Operation
	whole := true // every return gives the whole of its buffer
	for _, r := range rets {
		if j >= r.NumOperands() {
			return returnedBuffer{}, false
		}
		v := r.Operand(j)
		bases := []*ir.Value{v}
		if !vf.IsBase(v) {
			bases = vf.Bases(v)
		}
		for _, b := range bases {
			d := b.DefiningOp()
			if d == nil || d.Name() != allocOpName || parallelScope(d, f.op) != nil {
				return returnedBuffer{}, false
			}
			if !slices.Contains(allocs, d) {
				allocs = append(allocs, d)
			}
		}
		whole = whole && len(bases) == 1 && ir.TypesEqual(v.Type(), bases[0].Type())
	}
	if len(allocs) == 0 {
		return returnedBuffer{}, false
	}
	for _, a := range allocs {
		if !m.onlyReturned(f, a, rets, j) {
			return returnedBuffer{}, false
		}
	}
	a := allocs[0]
	if len(allocs) == 1 && whole && a.ParentOp() == f.op && ir.TypesEqual(a.Result(0).Type(), mt) {
		if sizes, ok := argSizes(f, a); ok {
			return returnedBuffer{fn: f, result: j, alloc: a, ty: mt, sizes: sizes}, true
		}
	}
	if !mt.HasStaticShape() {
		return returnedBuffer{}, false // the caller could not allocate it
	}
	return returnedBuffer{fn: f, result: j, ty: mt}, true
}

// argSize says how a caller computes one dynamic size of a returned
// buffer from its call: the call's operand arg itself (dim < 0) or its
// size in dimension dim (the size was `memref.dim` of an argument).
type argSize struct {
	arg, dim int
}

// argSizes returns, for each operand of alloc (its dynamic sizes; no
// symbol operands), how a caller computes it from the call's operands.
// ok is false when a size is anything else than an argument of f or a
// `memref.dim` of one with a constant index.
func argSizes(f *funcInfo, alloc *ir.Operation) ([]argSize, bool) {
	entry := f.op.Region(0).Front()
	if len(ir.OperandSegment(alloc, 1)) != 0 {
		return nil, false
	}
	isArg := func(v *ir.Value) bool { return v.IsBlockArgument() && v.OwnerBlock() == entry }
	var out []argSize
	for _, v := range alloc.Operands() {
		if isArg(v) {
			out = append(out, argSize{arg: v.Index(), dim: -1})
			continue
		}
		d := v.DefiningOp()
		if d == nil || d.Name() != dimOpName || d.NumOperands() != 2 || !isArg(d.Operand(0)) {
			return nil, false
		}
		k, ok := ir.ConstantInt(d.Operand(1))
		if !ok {
			return nil, false
		}
		out = append(out, argSize{arg: d.Operand(0).Index(), dim: int(k)})
	}
	return out, true
}

// onlyReturned reports whether the only way alloc's memory leaves f is as
// operand j of its returns: no other return, capture or free, and no
// loop carries it from one iteration to the next.
func (m *module) onlyReturned(f *funcInfo, alloc *ir.Operation, rets []*ir.Operation, j int) bool {
	res := alloc.Result(0)
	for _, a := range f.viewFlow().Aliases(res) {
		for _, u := range a.Uses() {
			op := u.Owner()
			if slices.Contains(rets, op) {
				if u.Index() != j {
					return false
				}
				continue
			}
			if mergealloc.DeallocOf(op) != nil {
				return false
			}
			if loop := mergealloc.BackEdgeLoop(op, f.op); loop != nil && loop.IsAncestor(alloc) {
				return false
			}
			if c, _ := m.useClass(f, op, u.Index()); c == argCaptured {
				return false
			}
		}
	}
	return true
}

// resultsToOutParams turns each returned buffer into an out-parameter, as
// MLIR's buffer-results-to-out-params does: the function takes a trailing
// argument of the buffer's type instead of allocating and returning it,
// and every caller allocates the buffer right before the call and uses it
// where it used the call's result. The callers' buffers are then planned
// like any other (live from the call to their last use).
func resultsToOutParams(rbs []returnedBuffer) {
	// Several results of one function: drop the highest first so that the
	// indices of the others stay valid.
	for i := len(rbs) - 1; i >= 0; i-- {
		rb := rbs[i]
		f, j := rb.fn, rb.result
		mt := ir.Type(rb.ty)
		ft := ir.FuncType(f.op)
		entry := f.op.Region(0).Front()
		old := len(ft.Inputs)
		loc := f.op.Loc
		if rb.alloc != nil {
			loc = rb.alloc.Loc
		}
		arg := entry.AddArgument(mt, loc)
		ir.WalkPreOrder(f.op, func(op *ir.Operation) {
			if op.HasTrait(ir.ReturnLike) && op.ParentOp() == f.op {
				ops := op.Operands()
				if rb.alloc == nil {
					b := ir.NewBuilder()
					b.SetInsertionPointBefore(op)
					b.Create(&ir.OperationState{Name: copyOpName, Operands: []*ir.Value{ops[j], arg}, Loc: op.Loc})
				}
				op.SetOperands(append(ops[:j:j], ops[j+1:]...))
			}
		})
		if rb.alloc != nil {
			rb.alloc.Result(0).ReplaceAllUsesWith(arg)
			rb.alloc.Erase()
		}
		results := append(append([]ir.Type(nil), ft.Results[:j]...), ft.Results[j+1:]...)
		f.op.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{
			Inputs: append(append([]ir.Type(nil), ft.Inputs...), mt), Results: results}})
		if aa, ok := f.op.Attr("arg_attrs").(*ir.ArrayAttr); ok {
			elems := append([]ir.Attribute(nil), aa.Elems...)
			for len(elems) < old+1 {
				elems = append(elems, &ir.DictionaryAttr{})
			}
			f.op.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: elems})
		}
		if ra, ok := f.op.Attr("res_attrs").(*ir.ArrayAttr); ok && j < len(ra.Elems) {
			elems := append(append([]ir.Attribute(nil), ra.Elems[:j]...), ra.Elems[j+1:]...)
			if len(elems) == 0 {
				f.op.SetAttr("res_attrs", nil)
			} else {
				f.op.SetAttr("res_attrs", &ir.ArrayAttr{Elems: elems})
			}
		}
		for ci, call := range f.callSites {
			b := ir.NewBuilder()
			b.SetInsertionPointBefore(call)
			var sizes []*ir.Value
			for _, sz := range rb.sizes {
				v := call.Operand(sz.arg)
				if sz.dim >= 0 {
					c := b.Create(&ir.OperationState{Name: constantOpName, ResultTypes: []ir.Type{ir.Index},
						Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(int64(sz.dim), ir.Index)}}, Loc: call.Loc}).Result(0)
					v = b.Create(&ir.OperationState{Name: dimOpName, Operands: []*ir.Value{v, c}, ResultTypes: []ir.Type{ir.Index},
						ResultNames: []string{"dim"}, Loc: call.Loc}).Result(0)
				}
				sizes = append(sizes, v)
			}
			props := []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(len(sizes), 0)}}
			if rb.alloc == nil {
				// The buffer is copied in: no alignment to keep.
			} else if a := rb.alloc.Attr("alignment"); a != nil {
				props = append([]ir.NamedAttr{{Name: "alignment", Value: a}}, props...)
			}
			buf := b.Create(&ir.OperationState{Name: allocOpName, Operands: sizes, ResultTypes: []ir.Type{mt}, ResultNames: []string{"alloc"},
				Props: props, Loc: call.Loc}).Result(0)
			var types []ir.Type
			var names []string
			for k, r := range call.Results() {
				if k != j {
					types = append(types, r.Type())
					names = append(names, r.NameHint)
				}
			}
			nc := b.Create(&ir.OperationState{Name: callOpName, Operands: append(call.Operands(), buf), ResultTypes: types, ResultNames: names,
				Props: append([]ir.NamedAttr(nil), call.Props()...), Attrs: append([]ir.NamedAttr(nil), call.Attrs()...), Loc: call.Loc})
			n := 0
			for k, r := range call.Results() {
				if k == j {
					r.ReplaceAllUsesWith(buf)
					continue
				}
				r.ReplaceAllUsesWith(nc.Result(n))
				n++
			}
			call.Erase()
			f.callSites[ci] = nc
		}
	}
}
