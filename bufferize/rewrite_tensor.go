package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Rewrites of the tensor dialect's ops.

func init() {
	emptyModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, live, err := r.liveResultType(op)
		if live {
			r.Replace(op, r.Alloc(t, op.Operands()))
		}
		return err
	}
	castModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, src, err := r.viewOf(op)
		if err != nil {
			return err
		}
		r.Replace(op, r.Cast(src, t))
		return nil
	}
	castModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := v.DefiningOp()
		st, err := t.Type(op.Operand(0))
		if err != nil {
			return nil, err
		}
		space := memorySpaceOf(st)
		srcRanked, ok := st.(*ir.MemRefType)
		rt, resRanked := v.Type().(*ir.RankedTensorType)
		if !ok || !resRanked {
			return fullyDynamicMemRef(v.Type(), space), nil
		}
		return &ir.MemRefType{Shape: rt.Shape, Elem: rt.Elem, Layout: srcRanked.Layout, MemorySpace: space}, nil
	}
	dimModel.Bufferize = replaceWithSameOperands("memref.dim")
	rankModel.Bufferize = replaceWithSameOperands("memref.rank")
	extractModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		src, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		ld := r.Create("memref.load", append([]*ir.Value{src}, op.Operands()[1:]...), []ir.Type{op.Result(0).Type()})
		r.Replace(op, ld.Result(0))
		return nil
	}
	insertModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		dst, err := r.Buffer(op.Operand(1))
		if err != nil {
			return err
		}
		r.Create("memref.store", append([]*ir.Value{op.Operand(0), dst}, op.Operands()[2:]...), nil)
		r.Replace(op, dst)
		return nil
	}
	extractSliceModel.BufferType = viewType(func(op *ir.Operation, src *ir.MemRefType, rt *ir.RankedTensorType) ir.Type {
		return subviewType(src, sliceOf(op, 1), rt.Shape)
	})
	extractSliceModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, src, err := r.viewOf(op)
		if err != nil {
			return err
		}
		r.Replace(op, r.Subview(src, sliceOf(op, 1), t))
		return nil
	}
	insertSliceModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		dst, err := r.insertSlice(op)
		if err == nil {
			r.Replace(op, dst)
		}
		return err
	}
	parallelInsertSliceModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		// The copy happens in the forall body, before its terminator.
		r.B.SetInsertionPointBefore(op.ParentOp())
		_, err := r.insertSlice(op)
		r.Erase(op)
		return err
	}
	expandShapeModel.BufferType = viewType(func(op *ir.Operation, src *ir.MemRefType, rt *ir.RankedTensorType) ir.Type {
		return expandedType(src, rt.Shape, reassociation(op.Attr("reassociation")))
	})
	expandShapeModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, src, err := r.viewOf(op)
		if err != nil {
			return err
		}
		st := &ir.OperationState{Name: "memref.expand_shape", Operands: append([]*ir.Value{src}, op.Operands()[1:]...),
			ResultTypes: []ir.Type{t}, Props: []ir.NamedAttr{{Name: "reassociation", Value: op.Attr("reassociation")}}}
		if a := op.Attr("static_output_shape"); a != nil {
			st.Props = append(st.Props, ir.NamedAttr{Name: "static_output_shape", Value: a})
		}
		r.Replace(op, r.B.Create(st).Result(0))
		return nil
	}
	collapseShapeModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := v.DefiningOp()
		st, err := t.Type(op.Operand(0))
		if err != nil {
			return nil, err
		}
		mt, ok := st.(*ir.MemRefType)
		if !ok {
			return fullyDynamicMemRef(v.Type(), memorySpaceOf(st)), nil
		}
		rt, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			return fullyDynamicMemRef(v.Type(), mt.MemorySpace), nil
		}
		ct, ok := collapsedType(mt, rt.Shape, reassociation(op.Attr("reassociation")))
		if !ok {
			return identityMemRef(v.Type(), mt.MemorySpace), nil
		}
		return ct, nil
	}
	collapseShapeModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, src, err := r.viewOf(op)
		if err != nil {
			return err
		}
		groups := reassociation(op.Attr("reassociation"))
		if mt, ok := src.Type().(*ir.MemRefType); ok && !ir.IsGuaranteedCollapsible(mt, groups) {
			// The source layout cannot be collapsed: copy into a buffer
			// with the identity layout first.
			id := &ir.MemRefType{Shape: mt.Shape, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
			alloc := r.Alloc(id, r.DynamicSizes(src))
			r.Copy(src, alloc)
			src = alloc
		}
		st := &ir.OperationState{Name: "memref.collapse_shape", Operands: []*ir.Value{src},
			ResultTypes: []ir.Type{t}, Props: []ir.NamedAttr{{Name: "reassociation", Value: op.Attr("reassociation")}}}
		r.Replace(op, r.B.Create(st).Result(0))
		return nil
	}
	tensorReshapeModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		src, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		shape, err := r.Buffer(op.Operand(1))
		if err != nil {
			return err
		}
		if mt, ok := src.Type().(*ir.MemRefType); ok && mt.Layout != nil {
			// memref.reshape needs an identity layout.
			id := &ir.MemRefType{Shape: mt.Shape, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
			alloc := r.Alloc(id, r.DynamicSizes(src))
			r.Copy(src, alloc)
			src = alloc
		}
		t := identityMemRef(op.Result(0).Type(), memorySpaceOf(src.Type()))
		r.Replace(op, r.Create("memref.reshape", []*ir.Value{src, shape}, []ir.Type{t}).Result(0))
		return nil
	}
	tensorReshapeModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		st, err := t.Type(v.DefiningOp().Operand(0))
		if err != nil {
			return nil, err
		}
		return identityMemRef(v.Type(), memorySpaceOf(st)), nil
	}
	fromElementsModel.Bufferize = bufferizeFromElements
	generateModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, rt, err := r.newTensorTypes(op)
		if err != nil {
			return err
		}
		alloc := r.Alloc(t, op.Operands())
		r.mapGenerateBody(op.Region(0), alloc, rt)
		r.Replace(op, alloc)
		return nil
	}
	splatModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		t, rt, err := r.newTensorTypes(op)
		if err != nil {
			return err
		}
		alloc := r.Alloc(t, op.Operands()[1:])
		r.fillMap(alloc, rt.Elem, op.Operand(0))
		r.Replace(op, alloc)
		return nil
	}
	padModel.Bufferize = bufferizePad
	concatModel.Bufferize = bufferizeConcat
}

// viewType is a BufferType for views of operand 0 whose type f computes
// from the source's ranked buffer type (unranked: fully dynamic).
func viewType(f func(op *ir.Operation, src *ir.MemRefType, rt *ir.RankedTensorType) ir.Type) func(t *Typer, v *ir.Value) (ir.Type, error) {
	return func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := v.DefiningOp()
		st, err := t.Type(op.Operand(0))
		if err != nil {
			return nil, err
		}
		mt, ok := st.(*ir.MemRefType)
		rt, _ := v.Type().(*ir.RankedTensorType)
		if !ok || rt == nil {
			return fullyDynamicMemRef(v.Type(), memorySpaceOf(st)), nil
		}
		return f(op, mt, rt), nil
	}
}

// insertSlice copies the source (operand 0) of an insert_slice-like op
// into its slice of the destination's buffer (operand 1) and returns that
// buffer.
func (r *Rewriter) insertSlice(op *ir.Operation) (*ir.Value, error) {
	dst, err := r.Buffer(op.Operand(1))
	if err != nil {
		return nil, err
	}
	return dst, r.copyIntoSlice(op.Operand(0), dst, sliceOf(op, 2))
}

// copyIntoSlice copies the buffer of src into the slice p of buffer dst
// (tensor.insert_slice and parallel_insert_slice): memref.subview of dst
// and memref.copy. When src's buffer already is that very subview of dst
// (an extract_slice / insert_slice pair bufferized in place), the copy
// would copy the memory onto itself and is left out.
func (r *Rewriter) copyIntoSlice(src *ir.Value, dst *ir.Value, p sliceParams) error {
	sb, err := r.Buffer(src)
	if err != nil {
		return err
	}
	if sameSubview(sb, dst, p) {
		return nil
	}
	dt, ok := dst.Type().(*ir.MemRefType)
	if !ok {
		return Owner(src).Errorf("cannot take a slice of an unranked buffer")
	}
	var shape []int64
	if rt, ok := r.TensorType(src).(*ir.RankedTensorType); ok {
		shape = rt.Shape
	}
	sv := r.Subview(dst, p, subviewType(dt, p, shape))
	r.Copy(sb, sv)
	return nil
}

// sameSubview reports whether buffer v is memref.subview of dst with the
// slice p (through memref.cast ops).
func sameSubview(v, dst *ir.Value, p sliceParams) bool {
	for {
		op := v.DefiningOp()
		if op == nil {
			return false
		}
		switch op.Name() {
		case "memref.cast":
			v = op.Operand(0)
			continue
		case "memref.subview":
		default:
			return false
		}
		src := op.Operand(0)
		for d := dst.DefiningOp(); d != nil && d.Name() == "memref.cast"; d = dst.DefiningOp() {
			dst = d.Operand(0)
		}
		return src == dst && sliceOf(op, 1).same(p)
	}
}

// replaceWithSameOperands rewrites an op to the memref op name with the
// same operands, the first one (a tensor) replaced by its buffer, and one
// index result (tensor.dim, tensor.rank).
func replaceWithSameOperands(name string) func(r *Rewriter, op *ir.Operation) error {
	return func(r *Rewriter, op *ir.Operation) error {
		src, err := r.Buffer(op.Operand(0))
		if err != nil {
			return err
		}
		ops := append([]*ir.Value{src}, op.Operands()[1:]...)
		r.Replace(op, r.Create(name, ops, []ir.Type{ir.Index}).Result(0))
		return nil
	}
}

// bufferizeFromElements allocates the buffer of tensor.from_elements and
// stores each element (constant indices 0..max size-1, as MLIR does).
func bufferizeFromElements(r *Rewriter, op *ir.Operation) error {
	t, rt, err := r.newTensorTypes(op)
	if err != nil {
		return err
	}
	alloc := r.Alloc(t, nil)
	if len(rt.Shape) == 0 {
		r.Create("memref.store", []*ir.Value{op.Operand(0), alloc}, nil)
		r.Replace(op, alloc)
		return nil
	}
	max := int64(0)
	for _, d := range rt.Shape {
		if d > max {
			max = d
		}
	}
	consts := make([]*ir.Value, max)
	for i := range consts {
		consts[i] = r.ConstIndex(int64(i))
	}
	idx := make([]int64, len(rt.Shape))
	for _, e := range op.Operands() {
		ops := []*ir.Value{e, alloc}
		for _, k := range idx {
			ops = append(ops, consts[k])
		}
		r.Create("memref.store", ops, nil)
		for d := len(idx) - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < rt.Shape[d] {
				break
			}
			idx[d] = 0
		}
	}
	r.Replace(op, alloc)
	return nil
}

// fillMap writes scalar v into every element of buffer b with a linalg.map
// (as MLIR bufferizes tensor.splat).
func (r *Rewriter) fillMap(b *ir.Value, elem ir.Type, v *ir.Value) {
	body := ir.NewBlock(elem)
	rg := ir.NewRegion()
	rg.AppendBlock(body)
	bb := ir.NewBuilder()
	bb.SetInsertionPointToEnd(body)
	bb.Loc = r.B.Loc
	bb.Create(&ir.OperationState{Name: "linalg.yield", Operands: []*ir.Value{v}})
	r.B.Create(&ir.OperationState{Name: "linalg.map", Operands: []*ir.Value{b}, Regions: []*ir.Region{rg}})
}

// mapGenerateBody writes the values of a tensor.generate-like body into
// every element of buffer b: a linalg.map whose body computes the element
// from linalg.index values (MLIR's lowering of generate and pad bodies).
// The body's ops are moved into the map; tensor.yield becomes linalg.yield.
func (r *Rewriter) mapGenerateBody(body *ir.Region, b *ir.Value, rt *ir.RankedTensorType) {
	blk := ir.NewBlock(rt.Elem)
	rg := ir.NewRegion()
	rg.AppendBlock(blk)
	bb := ir.NewBuilder()
	bb.SetInsertionPointToEnd(blk)
	bb.Loc = r.B.Loc
	old := body.Front()
	for i := range rt.Shape {
		idx := bb.Create(&ir.OperationState{Name: "linalg.index", ResultTypes: []ir.Type{ir.Index},
			Props: []ir.NamedAttr{{Name: "dim", Value: ir.IntAttr(int64(i), ir.I64)}}})
		if i < old.NumArgs() {
			old.Arg(i).ReplaceAllUsesWith(idx.Result(0))
		}
	}
	for _, o := range old.Ops() {
		o.Remove()
		if o.Name() == "tensor.yield" {
			bb.Create(&ir.OperationState{Name: "linalg.yield", Operands: o.Operands(), Loc: o.Loc})
			o.DropAllReferences()
			continue
		}
		bb.Insert(o)
	}
	r.B.Create(&ir.OperationState{Name: "linalg.map", Operands: []*ir.Value{b}, Regions: []*ir.Region{rg}})
}

// bufferizePad: a new buffer filled by the padding body, with the source
// copied into the slice [low, low + source size).
func bufferizePad(r *Rewriter, op *ir.Operation) error {
	t, rt, err := r.newTensorTypes(op)
	if err != nil {
		return err
	}
	src, err := r.Buffer(op.Operand(0))
	if err != nil {
		return err
	}
	low := mixedList(op, "static_low", ir.OperandSegment(op, 1))
	high := mixedList(op, "static_high", ir.OperandSegment(op, 2))
	srcType, ok := r.TensorType(op.Operand(0)).(*ir.RankedTensorType)
	if !ok {
		return op.Errorf("cannot pad an unranked tensor")
	}
	// Dynamic result sizes: source size + low + high.
	var dyn []*ir.Value
	srcSizes := make([]foldResult, len(rt.Shape))
	for i := range rt.Shape {
		if srcType.Shape[i] == ir.Dynamic {
			srcSizes[i] = foldResult{value: r.Dim(src, i)}
		} else {
			srcSizes[i] = foldResult{static: srcType.Shape[i]}
		}
		if rt.Shape[i] != ir.Dynamic {
			continue
		}
		sum := srcSizes[i].value
		if sum == nil {
			sum = r.ConstIndex(srcSizes[i].static)
		}
		for _, f := range []foldResult{low[i], high[i]} {
			v := f.value
			if v == nil {
				v = r.ConstIndex(f.static)
			}
			sum = r.Create("arith.addi", []*ir.Value{sum, v}, []ir.Type{ir.Index}).Result(0)
		}
		dyn = append(dyn, sum)
	}
	alloc := r.Alloc(t, dyn)
	r.mapGenerateBody(op.Region(0), alloc, rt)
	ones := make([]foldResult, len(rt.Shape))
	for i := range ones {
		ones[i] = foldResult{static: 1}
	}
	p := sliceParams{offsets: low, sizes: srcSizes, strides: ones}
	sv := r.Subview(alloc, p, subviewType(t.(*ir.MemRefType), p, srcType.Shape))
	r.Copy(src, sv)
	r.Replace(op, alloc)
	return nil
}

// bufferizeConcat: a new buffer with each input copied into its slice.
func bufferizeConcat(r *Rewriter, op *ir.Operation) error {
	t, rt, err := r.newTensorTypes(op)
	if err != nil {
		return err
	}
	dim := int(intAttr(op.Attr("dim")))
	var bufs []*ir.Value
	for _, in := range op.Operands() {
		b, err := r.Buffer(in)
		if err != nil {
			return err
		}
		bufs = append(bufs, b)
	}
	// Dynamic sizes of the result: along dim the sum of the inputs'
	// sizes, elsewhere the first input's size.
	var dyn []*ir.Value
	for i, d := range rt.Shape {
		if d != ir.Dynamic {
			continue
		}
		if i != dim {
			dyn = append(dyn, r.Dim(bufs[0], i))
			continue
		}
		var sum *ir.Value
		for _, b := range bufs {
			s := r.sizeOf(b, i)
			if sum == nil {
				sum = s
			} else {
				sum = r.Create("arith.addi", []*ir.Value{sum, s}, []ir.Type{ir.Index}).Result(0)
			}
		}
		dyn = append(dyn, sum)
	}
	alloc := r.Alloc(t, dyn)
	offset := foldResult{static: 0}
	for k, b := range bufs {
		it, ok := r.TensorType(op.Operand(k)).(*ir.RankedTensorType)
		if !ok {
			return op.Errorf("cannot concatenate unranked tensors")
		}
		p := sliceParams{}
		for i := range rt.Shape {
			size := foldResult{static: it.Shape[i]}
			if it.Shape[i] == ir.Dynamic {
				size = foldResult{value: r.Dim(b, i)}
			}
			off := foldResult{static: 0}
			if i == dim {
				off = offset
			}
			p.offsets = append(p.offsets, off)
			p.sizes = append(p.sizes, size)
			p.strides = append(p.strides, foldResult{static: 1})
		}
		sv := r.Subview(alloc, p, subviewType(t.(*ir.MemRefType), p, it.Shape))
		r.Copy(b, sv)
		// Advance the offset along dim.
		size := p.sizes[dim]
		if offset.value == nil && size.value == nil {
			offset = foldResult{static: offset.static + size.static}
		} else {
			a, s := offset.value, size.value
			if a == nil {
				a = r.ConstIndex(offset.static)
			}
			if s == nil {
				s = r.ConstIndex(size.static)
			}
			offset = foldResult{value: r.Create("arith.addi", []*ir.Value{a, s}, []ir.Type{ir.Index}).Result(0)}
		}
	}
	r.Replace(op, alloc)
	return nil
}

// sizeOf returns size i of buffer b as a value.
func (r *Rewriter) sizeOf(b *ir.Value, i int) *ir.Value {
	mt := b.Type().(*ir.MemRefType)
	if mt.Shape[i] != ir.Dynamic {
		return r.ConstIndex(mt.Shape[i])
	}
	return r.Dim(b, i)
}

// intAttr returns the value of an integer attribute (0 if it is not one).
func intAttr(a ir.Attribute) int64 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return ia.Value
	}
	return 0
}
