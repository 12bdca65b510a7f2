package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Function boundary rewrites: func.func signatures, func.return and
// func.call (with bufferize-function-boundaries).

// argType is the buffer type of tensor argument i of fn: the function
// boundary layout (fully dynamic unless identity-layout-map), or the
// layout a bufferization.buffer_layout argument attribute asks for.
func (t *Typer) argType(fn *ir.Operation, i int, tensor ir.Type) (ir.Type, error) {
	if l, ok := argAttr(fn, i, "bufferization.buffer_layout").(*ir.AffineMapAttr); ok {
		if rt, ok := tensor.(*ir.RankedTensorType); ok {
			return &ir.MemRefType{Shape: rt.Shape, Elem: rt.Elem, Layout: l}, nil
		}
	}
	// Function arguments are in the default memory space, unless their
	// encoding says otherwise (must-infer-memory-space does not apply to
	// them: mlir-opt 22 crashes there instead).
	var space ir.Attribute
	if t.s.Opts.UseEncodingForMemorySpace {
		if rt, ok := tensor.(*ir.RankedTensorType); ok {
			space = rt.Encoding
		}
	}
	return memrefWithLayout(tensor, t.s.Opts.FunctionBoundaryTypeConversion, space), nil
}

// declaredResults are the buffer types of fn's results before its body is
// bufferized: the function boundary layout (fully dynamic for
// infer-layout-map, whose inference needs the body).
func (t *Typer) declaredResults(fn *ir.Operation) []ir.Type {
	ft := ir.FuncType(fn)
	out := make([]ir.Type, len(ft.Results))
	for i, rt := range ft.Results {
		out[i] = rt
		if ir.IsTensor(rt) {
			l := t.s.Opts.FunctionBoundaryTypeConversion
			if l == InferLayoutMap {
				l = FullyDynamicLayoutMap
			}
			out[i] = memrefWithLayout(rt, l, nil)
		}
	}
	return out
}

// calleeTypes returns the bufferized argument and result types of a
// function (bufferized already, or about to be).
func (t *Typer) calleeTypes(fn *ir.Operation) (args, results []ir.Type, err error) {
	ft := ir.FuncType(fn)
	for i, in := range ft.Inputs {
		if ir.IsTensor(in) {
			at, err := t.argType(fn, i, in)
			if err != nil {
				return nil, nil, err
			}
			in = at
		}
		args = append(args, in)
	}
	results = t.results[fn]
	if results == nil {
		results = ft.Results
	}
	return args, results, nil
}

// bufferizeFunc rewrites one function: its arguments become buffers, its
// body is rewritten, its results get the types of the returned buffers
// (infer-layout-map: the type all returns agree on, else fully dynamic) or
// the function boundary layout, with memref.cast where needed.
func (r *Rewriter) bufferizeFunc(fn *ir.Operation) error {
	ft := ir.FuncType(fn)
	args, _, err := r.T.calleeTypes(fn)
	if err != nil {
		return err
	}
	if fn.Region(0).Empty() {
		res := r.T.declaredResults(fn)
		r.T.results[fn] = res
		fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: args, Results: res}})
		return nil
	}
	work := r.worklist(fn)
	for i, a := range fn.Region(0).Front().Args() {
		if ir.IsTensor(a.Type()) {
			r.Retype(a, args[i])
		}
	}
	if err := r.bufferizeOps(work); err != nil {
		return err
	}
	rets := returnOps(fn)
	results := r.T.results[fn] // preset for functions called in a cycle
	if results == nil {
		results = make([]ir.Type, len(ft.Results))
		for i, rt := range ft.Results {
			results[i] = rt
			if !ir.IsTensor(rt) {
				continue
			}
			var common ir.Type
			same := true
			for _, ret := range rets {
				bt := ret.Operand(i).Type()
				if common == nil {
					common = bt
				} else if !ir.TypesEqual(common, bt) {
					same = false
				}
			}
			switch {
			case r.s.Opts.FunctionBoundaryTypeConversion == InferLayoutMap && same && common != nil:
				results[i] = common
			case r.s.Opts.FunctionBoundaryTypeConversion == IdentityLayoutMap:
				results[i] = identityMemRef(rt, memorySpaceOf(common))
			default:
				results[i] = fullyDynamicMemRef(rt, memorySpaceOf(common))
			}
		}
		r.T.results[fn] = results
	}
	for _, ret := range rets {
		r.B.SetInsertionPointBefore(ret)
		r.B.Loc = ret.Loc
		for i := 0; i < ret.NumOperands(); i++ {
			if !ir.IsTensor(ft.Results[i]) {
				continue
			}
			v, err := r.castOrCopy(ret.Operand(i), results[i])
			if err != nil {
				return err
			}
			ret.SetOperand(i, v)
		}
	}
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: args, Results: results}})
	return nil
}

// castOrCopy returns buffer v as type t: v itself, a memref.cast when the
// cast is valid for every buffer of v's type, else a copy into a new buffer
// of type t (MLIR's castOrReallocMemRefValue). A cast from a dynamic offset
// or stride to a static one is cast-compatible but holds only at run time
// when the buffer happens to have that layout (a slice at a non-zero offset
// cast to an identity layout would be read from offset 0): it gets a copy.
func (r *Rewriter) castOrCopy(v *ir.Value, t ir.Type) (*ir.Value, error) {
	if ir.TypesEqual(v.Type(), t) {
		return v, nil
	}
	if castCompatible(v.Type(), t) && castGuaranteed(v.Type(), t) {
		return r.Cast(v, t), nil
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, Owner(v).Errorf("cannot convert %s to %s", v.Type(), t)
	}
	var sizes []*ir.Value
	for i, d := range mt.Shape {
		if d == ir.Dynamic {
			sizes = append(sizes, r.Dim(v, i))
		}
	}
	alloc := r.Alloc(mt, sizes)
	r.Copy(v, alloc)
	return alloc, nil
}

// castGuaranteed reports whether a memref.cast from a to b cannot fail at
// run time: no offset or stride goes from dynamic to static. A layout that
// is not strided is never guaranteed (MLIR copies then too); casts to or
// from unranked memrefs are left to castCompatible.
func castGuaranteed(a, b ir.Type) bool {
	ma, ok1 := a.(*ir.MemRefType)
	mb, ok2 := b.(*ir.MemRefType)
	if !ok1 || !ok2 {
		return true
	}
	sa, oa, ok1 := ir.StridesAndOffset(ma)
	sb, ob, ok2 := ir.StridesAndOffset(mb)
	if !ok1 || !ok2 {
		return false
	}
	dynToStatic := func(x, y int64) bool { return x == ir.Dynamic && y != ir.Dynamic }
	if dynToStatic(oa, ob) {
		return false
	}
	for i := range sa {
		if i < len(sb) && dynToStatic(sa[i], sb[i]) {
			return false
		}
	}
	return true
}

// castCompatible reports whether memref.cast can turn a into b: same
// element type and memory space, compatible shapes, and strides/offsets
// that agree wherever both are static (MLIR's areCastCompatible).
func castCompatible(a, b ir.Type) bool {
	ma, ok1 := a.(*ir.MemRefType)
	mb, ok2 := b.(*ir.MemRefType)
	if !ok1 || !ok2 {
		_, ua := a.(*ir.UnrankedMemRefType)
		_, ub := b.(*ir.UnrankedMemRefType)
		return (ua || ok1) && (ub || ok2) && !(ua && ub)
	}
	if !ir.TypesEqual(ma.Elem, mb.Elem) || !ir.AttrsEqual(ma.MemorySpace, mb.MemorySpace) || len(ma.Shape) != len(mb.Shape) {
		return false
	}
	for i := range ma.Shape {
		if ma.Shape[i] != ir.Dynamic && mb.Shape[i] != ir.Dynamic && ma.Shape[i] != mb.Shape[i] {
			return false
		}
	}
	sa, oa, ok1 := ir.StridesAndOffset(ma)
	sb, ob, ok2 := ir.StridesAndOffset(mb)
	if !ok1 || !ok2 {
		return ir.AttrsEqual(ma.Layout, mb.Layout)
	}
	if oa != ir.Dynamic && ob != ir.Dynamic && oa != ob {
		return false
	}
	for i := range sa {
		if sa[i] != ir.Dynamic && sb[i] != ir.Dynamic && sa[i] != sb[i] {
			return false
		}
	}
	return true
}

func init() {
	funcModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		fn := Owner(v)
		if v.IsBlockArgument() && v.OwnerBlock() == fn.Region(0).Front() {
			return t.argType(fn, v.Index(), v.Type())
		}
		return memrefWithLayout(v.Type(), t.s.Opts.UnknownTypeConversion, nil), nil
	}
	// The function op itself is rewritten by bufferizeFunc; the return
	// keeps its operands' buffers until the result types are known.
	funcModel.Bufferize = func(*Rewriter, *ir.Operation) error { return nil }
	returnModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		for i := 0; i < op.NumOperands(); i++ {
			if v := op.Operand(i); r.isTensor(v) {
				b, err := r.Buffer(v)
				if err != nil {
					return err
				}
				op.SetOperand(i, b)
			}
		}
		return nil
	}
	callModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		call := v.DefiningOp()
		fn := t.s.callee(call)
		if fn == nil {
			return memrefWithLayout(v.Type(), t.s.Opts.UnknownTypeConversion, nil), nil
		}
		_, res, err := t.calleeTypes(fn)
		if err != nil {
			return nil, err
		}
		if rt := res[v.Index()]; ir.IsMemRef(rt) {
			return rt, nil
		}
		return t.declaredResults(fn)[v.Index()], nil
	}
	callModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		fn := r.s.callee(op)
		if fn == nil {
			return op.OpErrorf("could not find the callee %s", op.Attr("callee"))
		}
		args, res, err := r.T.calleeTypes(fn)
		if err != nil {
			return err
		}
		for i, rt := range res {
			if ir.IsTensor(rt) {
				res[i] = r.T.declaredResults(fn)[i]
			}
		}
		operands := make([]*ir.Value, op.NumOperands())
		for i, v := range op.Operands() {
			operands[i] = v
			if r.isTensor(v) {
				b, err := r.Buffer(v)
				if err != nil {
					return err
				}
				if operands[i], err = r.castOrCopy(b, args[i]); err != nil {
					return err
				}
			}
		}
		st := &ir.OperationState{Name: op.Name(), Operands: operands, ResultTypes: res,
			Props: op.Props(), Attrs: op.Attrs()}
		call := r.B.Create(st)
		r.Replace(op, call.Results()...)
		return nil
	}
}
