package staticplan

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
)

// returnedBuffer is a result of a function that always returns the same
// fresh allocation.
type returnedBuffer struct {
	fn     *funcInfo
	result int
	alloc  *ir.Operation
}

// returnedBuffers finds the results that resultsToOutParams can turn into
// out-parameters: in a planned non-entry function whose every call is a
// direct func.call, result j is, at every func.return, the result of one
// memref.alloc of the function with a static shape and the identity
// layout, which nothing else lets escape or frees.
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
			var alloc *ir.Operation
			ok := true
			for _, r := range rets {
				if j >= r.NumOperands() {
					ok = false
					break
				}
				d := r.Operand(j).DefiningOp()
				if d == nil || d.Name() != allocOpName || (alloc != nil && d != alloc) {
					ok = false
					break
				}
				alloc = d
			}
			if !ok || alloc == nil || alloc.NumOperands() > 0 {
				continue
			}
			mt, isMemRef := alloc.Result(0).Type().(*ir.MemRefType)
			if !isMemRef || !mt.HasStaticShape() || !mt.HasIdentityLayout() || !ir.TypesEqual(mt, ft.Results[j]) {
				continue
			}
			if parallelScope(alloc, f.op) != nil || alloc.ParentOp() != f.op {
				continue // allocated in a loop or branch: not the same buffer every time
			}
			if m.onlyReturned(f, alloc, rets, j) {
				out = append(out, returnedBuffer{fn: f, result: j, alloc: alloc})
			}
		}
	}
	return out
}

// onlyReturned reports whether the only way alloc's memory leaves f is as
// operand j of its returns: no other return, capture or free.
func (m *module) onlyReturned(f *funcInfo, alloc *ir.Operation, rets []*ir.Operation, j int) bool {
	res := alloc.Result(0)
	for _, a := range f.viewFlow().Aliases(res) {
		for _, u := range a.Uses() {
			op := u.Owner()
			isRet := false
			for _, r := range rets {
				isRet = isRet || r == op
			}
			if isRet {
				if a != res || u.Index() != j {
					return false
				}
				continue
			}
			if mergealloc.DeallocOf(op) != nil {
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
		res := rb.alloc.Result(0)
		mt := res.Type()
		ft := ir.FuncType(f.op)
		entry := f.op.Region(0).Front()
		old := len(ft.Inputs)
		arg := entry.AddArgument(mt, rb.alloc.Loc)
		ir.WalkPreOrder(f.op, func(op *ir.Operation) {
			if op.HasTrait(ir.ReturnLike) && op.ParentOp() == f.op {
				ops := op.Operands()
				op.SetOperands(append(ops[:j:j], ops[j+1:]...))
			}
		})
		res.ReplaceAllUsesWith(arg)
		rb.alloc.Erase()
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
			props := []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 0)}}
			if a := rb.alloc.Attr("alignment"); a != nil {
				props = append([]ir.NamedAttr{{Name: "alignment", Value: a}}, props...)
			}
			buf := b.Create(&ir.OperationState{Name: allocOpName, ResultTypes: []ir.Type{mt}, ResultNames: []string{"alloc"},
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
