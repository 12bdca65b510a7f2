package bufferize

import (
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
)

// Rewrites of linalg, arith, bufferization and vector ops.

// bufferizeDPS rewrites an op in destination-passing style (linalg
// structured ops, linalg.softmax) to the same op on buffers, without
// results: each tensor result is the buffer of its init.
func bufferizeDPS(r *Rewriter, op *ir.Operation) error {
	ins, outs, _ := ir.DPSInputsOutputs(op)
	operands := make([]*ir.Value, op.NumOperands())
	var results []*ir.Value
	for i, v := range op.Operands() {
		operands[i] = v
		if !r.isTensor(v) {
			continue
		}
		b, err := r.Buffer(v)
		if err != nil {
			return err
		}
		operands[i] = b
		if i >= len(ins) && i < len(ins)+len(outs) {
			results = append(results, b)
		}
	}
	// The rebuilt op has the same name, properties and element types: an
	// implied payload stays unbuilt.
	r.B.Create(&ir.OperationState{Name: op.Name(), Operands: operands, Props: op.Props(), Attrs: op.Attrs(), Regions: op.TakeRegionsUnbuilt()})
	r.Replace(op, results...)
	return nil
}

// constantGlobalName is the name MLIR gives the global of a constant of
// type t: __constant_<dims>x<elem>.
func constantGlobalName(t *ir.RankedTensorType) string {
	var sb strings.Builder
	sb.WriteString("__constant_")
	for i, d := range t.Shape {
		if i > 0 {
			sb.WriteByte('x')
		}
		sb.WriteString(strconv.FormatInt(d, 10))
	}
	sb.WriteString("x" + t.Elem.String())
	return sb.String()
}

// globalFor returns the memref.global holding the value of a tensor
// constant, creating it (at the start of the module, private, constant,
// aligned) unless one with the same value and alignment exists.
func (r *Rewriter) globalFor(op *ir.Operation, t ir.Type) (*ir.Operation, error) {
	val := op.Attr("value")
	key := val.String()
	if g := r.globals[key]; g != nil {
		return g, nil
	}
	align := r.s.Opts.BufferAlignment
	for _, b := range r.module.Region(0).Blocks() {
		for g := b.First(); g != nil; g = g.Next() {
			if g.Name() == "memref.global" && g.Attr("initial_value") != nil && ir.AttrsEqual(g.Attr("initial_value"), val) && intAttr(g.Attr("alignment")) == align {
				r.globals[key] = g
				return g, nil
			}
		}
	}
	rt, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return nil, op.Errorf("cannot bufferize a constant of unranked type")
	}
	name := uniqueSymbol(r.module, constantGlobalName(rt))
	props := []ir.NamedAttr{
		{Name: "sym_name", Value: ir.StrAttr(name)},
		{Name: "sym_visibility", Value: ir.StrAttr("private")},
		{Name: "type", Value: &ir.TypeAttr{Type: t}},
		{Name: "initial_value", Value: val},
		{Name: "constant", Value: ir.Unit},
	}
	if align > 0 {
		props = append(props, ir.NamedAttr{Name: "alignment", Value: ir.IntAttr(align, ir.I64)})
	}
	g := ir.NewOperation(&ir.OperationState{Name: "memref.global", Props: props, Loc: op.Loc})
	blk := r.module.Region(0).Front()
	blk.Prepend(g)
	r.globals[key] = g
	return g, nil
}

func init() {
	for _, m := range linalgModels {
		m.Bufferize = bufferizeDPS
	}
	softmaxModel.Bufferize = bufferizeDPS

	constantModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, err := r.T.Type(op.Result(0))
		if err != nil {
			return err
		}
		g, err := r.globalFor(op, t)
		if err != nil {
			return err
		}
		ref := &ir.SymbolRefAttr{Root: ir.SymbolName(g)}
		gg := r.Create("memref.get_global", nil, []ir.Type{t}, ir.NamedAttr{Name: "name", Value: ref})
		r.Replace(op, gg.Result(0))
		return nil
	}
	selectModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := v.DefiningOp()
		a, err := t.Type(op.Operand(1))
		if err != nil {
			return nil, err
		}
		b, err := t.Type(op.Operand(2))
		if err != nil {
			return nil, err
		}
		return joinTypes(a, b, v.Type(), op, "true and false values")
	}
	selectModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, err := r.T.Type(op.Result(0))
		if err != nil {
			return err
		}
		operands := []*ir.Value{op.Operand(0)}
		for _, v := range op.Operands()[1:] {
			b, err := r.BufferAs(v, t)
			if err != nil {
				return err
			}
			operands = append(operands, b)
		}
		if ir.IsTensor(op.Operand(0).Type()) {
			return op.Errorf("arith.select with a tensor condition is not bufferizable")
		}
		r.Replace(op, r.Create("arith.select", operands, []ir.Type{t}).Result(0))
		return nil
	}
	indexCastModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		st, err := t.Type(v.DefiningOp().Operand(0))
		if err != nil {
			return nil, err
		}
		mt, ok := st.(*ir.MemRefType)
		rt, ok2 := v.Type().(*ir.RankedTensorType)
		if !ok || !ok2 {
			return fullyDynamicMemRef(v.Type(), memorySpaceOf(st)), nil
		}
		return &ir.MemRefType{Shape: rt.Shape, Elem: rt.Elem, Layout: mt.Layout, MemorySpace: mt.MemorySpace}, nil
	}
	indexCastModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, src, err := r.viewOf(op)
		if err != nil {
			return err
		}
		r.Replace(op, r.Create("arith.index_cast", []*ir.Value{src}, []ir.Type{t}).Result(0))
		return nil
	}

	allocTensorModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := v.DefiningOp()
		if ms := op.Attr("memory_space"); ms != nil {
			return identityMemRef(v.Type(), ms), nil
		}
		if cp := ir.OperandSegment(op, 1); len(cp) > 0 {
			ct, err := t.Type(cp[0])
			if err != nil {
				return nil, err
			}
			return identityMemRef(v.Type(), memorySpaceOf(ct)), nil
		}
		return t.allocType(v)
	}
	allocTensorModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, live, err := r.liveResultType(op)
		if !live {
			return err
		}
		dyn := ir.OperandSegment(op, 0)
		var src *ir.Value
		if cp := ir.OperandSegment(op, 1); len(cp) > 0 {
			if src, err = r.Buffer(cp[0]); err != nil {
				return err
			}
			dyn = r.DynamicSizes(src)
		}
		alloc := r.Alloc(t, dyn)
		if src != nil {
			r.Copy(src, alloc)
		}
		r.Replace(op, alloc)
		return nil
	}
	toTensorModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		return v.DefiningOp().Operand(0).Type(), nil
	}
	toTensorModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		r.Replace(op, op.Operand(0))
		return nil
	}
	toBufferModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		// A to_buffer of a tensor no bufferized op defines (a function
		// argument without function boundary bufferization, an unknown
		// op's result) stays as it is, as in MLIR, which folds only
		// to_buffer(to_tensor(x)): a new to_buffer with the fully dynamic
		// layout would need a copy into the identity layout asked here.
		if v := op.Operand(0); !ir.IsMemRef(v.Type()) {
			b, ok := r.buf[v]
			if !ok {
				return nil
			}
			if d := b.DefiningOp(); d != nil && d.Name() == "bufferization.to_buffer" && d.Operand(0) == v {
				return nil // the buffer is another to_buffer of the same tensor
			}
		}
		b, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		v, err := r.castOrCopy(b, op.Result(0).Type())
		if err != nil {
			return err
		}
		r.Replace(op, v)
		return nil
	}
	materializeModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		src, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		dst := op.Operand(1)
		if r.isTensor(dst) {
			if dst, err = r.Buffer(dst); err != nil {
				return err
			}
		}
		if src != dst {
			r.Copy(src, dst)
		}
		if op.NumResults() > 0 {
			r.Replace(op, dst)
		} else {
			r.Erase(op)
		}
		return nil
	}
	deallocTensorModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		b, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		r.Create("memref.dealloc", []*ir.Value{b}, nil)
		r.Erase(op)
		return nil
	}
	transferReadModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		return r.sameOpOnBuffers(op, false)
	}
	transferWriteModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		return r.sameOpOnBuffers(op, true)
	}
}

// sameOpOnBuffers rebuilds op with its tensor operands replaced by their
// buffers; with dropResult its (single tensor) result is dropped and the
// buffer of operand 1 stands for it (vector.transfer_write).
func (r *Rewriter) sameOpOnBuffers(op *ir.Operation, dropResult bool) error {
	operands := op.Operands()
	for i, v := range operands {
		if r.isTensor(v) {
			b, err := r.Buffer(v)
			if err != nil {
				return err
			}
			operands[i] = b
		}
	}
	st := &ir.OperationState{Name: op.Name(), Operands: operands, Props: op.Props(), Attrs: op.Attrs(), Regions: op.TakeRegions()}
	if !dropResult {
		st.ResultTypes = op.ResultTypes()
	}
	n := r.B.Create(st)
	if dropResult {
		r.Replace(op, operands[1])
	} else {
		r.Replace(op, n.Results()...)
	}
	return nil
}
