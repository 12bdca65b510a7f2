package ir

// The canonicalization patterns of the memref dialect (MLIR's MemRefOps.cpp).

// simplifyDeadAlloc erases a memref.alloc or memref.alloca whose only
// users store into it or deallocate it, together with those users (MLIR's
// SimplifyDeadAlloc).
func simplifyDeadAlloc(name string) *Pattern {
	return &Pattern{Name: "SimplifyDeadAlloc", Root: name, Benefit: 1,
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumResults() != 1 {
				return false
			}
			m := op.Result(0)
			users := m.Users()
			for _, u := range users {
				switch u.Name() {
				case "memref.store":
					if u.Operand(0) == m {
						return false
					}
				case "memref.dealloc":
				default:
					return false
				}
			}
			for _, u := range users {
				r.EraseOp(u)
			}
			r.EraseOp(op)
			return true
		}}
}

// simplifyAllocConst makes the dynamic sizes of a memref.alloc or
// memref.alloca that are non-negative constants static: a new alloc of
// the more static type, cast back to the old one (MLIR's
// SimplifyAllocConst).
func simplifyAllocConst(name string) *Pattern {
	return &Pattern{Name: "SimplifyAllocConst", Root: name, Benefit: 1,
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			mt, ok := op.ResultTypes()[0].(*MemRefType)
			if op.NumResults() != 1 || !ok {
				return false
			}
			sizes := OperandSegment(op, 0)
			constSize := func(v *Value) (int64, bool) {
				a, ok := ConstantOf(v).(*IntegerAttr)
				if !ok || a.Big != nil || a.Value < 0 {
					return 0, false
				}
				return a.Value, true
			}
			any := false
			for _, v := range sizes {
				if _, ok := constSize(v); ok {
					any = true
				}
			}
			if !any {
				return false
			}
			shape := make([]int64, len(mt.Shape))
			var dyn []*Value
			k := 0
			for i, d := range mt.Shape {
				if d != Dynamic {
					shape[i] = d
					continue
				}
				if k >= len(sizes) {
					return false
				}
				if c, ok := constSize(sizes[k]); ok {
					shape[i] = c
				} else {
					shape[i] = Dynamic
					dyn = append(dyn, sizes[k])
				}
				k++
			}
			nt := &MemRefType{Shape: shape, Elem: mt.Elem, Layout: mt.Layout, MemorySpace: mt.MemorySpace}
			syms := OperandSegment(op, 1)
			props := []NamedAttr{}
			if a := op.Attr("alignment"); a != nil {
				props = append(props, NamedAttr{Name: "alignment", Value: a})
			}
			props = append(props, NamedAttr{Name: OperandSegmentSizesAttr, Value: SegmentSizesAttr(len(dyn), len(syms))})
			na := r.Create(&OperationState{Name: op.Name(), Operands: append(dyn, syms...), ResultTypes: []Type{nt},
				ResultNames: []string{op.Result(0).NameHint}, Props: props, Loc: op.Loc}).Result(0)
			r.ReplaceOpWithNew(op, &OperationState{Name: "memref.cast", Operands: []*Value{na}, ResultTypes: []Type{mt}, ResultNames: []string{"cast"}})
			return true
		}}
}

// foldMemrefCastLike folds memref.cast and memref.memory_space_cast: a
// cast of a cast of the same kind casts the inner source (memref.cast
// only when the inner cast can fold into its consumer, MLIR's
// foldMemRefCast; always for memory_space_cast), and a cast to the type it
// already has is its source (CastOpInterface's fold).
func foldMemrefCastLike(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	if in := op.Operand(0).DefiningOp(); in != nil && in.Name() == op.Name() && in.NumOperands() == 1 &&
		(op.Name() != "memref.cast" || canFoldCastIntoConsumer(in)) {
		op.SetOperand(0, in.Operand(0))
		return []Folded{FoldValue(op.Result(0))}, true
	}
	if TypesEqual(op.Operand(0).Type(), op.Result(0).Type()) {
		return []Folded{FoldValue(op.Operand(0))}, true
	}
	return nil, false
}

// subviewCastFolder makes a memref.subview of a memref.cast that can fold
// into its consumer view the cast's source, with the result type inferred
// from it, cast back to the old result type (MLIR's
// SubViewOpMemRefCastFolder; rank-reducing subviews are left alone).
var subviewCastFolder = &Pattern{Name: "SubViewOpMemRefCastFolder", Root: "memref.subview", Benefit: 1,
	MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
		if op.NumOperands() < 1 || op.NumResults() != 1 {
			return false
		}
		for _, v := range op.Operands()[1:] {
			if _, ok := ConstantOf(v).(*IntegerAttr); ok {
				return false // the constant argument folder's business
			}
		}
		cast := op.Operand(0).DefiningOp()
		if !canFoldCastIntoConsumer(cast) {
			return false
		}
		src, ok1 := cast.Operand(0).Type().(*MemRefType)
		res, ok2 := op.Result(0).Type().(*MemRefType)
		offs, ok3 := op.Attr("static_offsets").(*DenseArrayAttr)
		sizes, ok4 := op.Attr("static_sizes").(*DenseArrayAttr)
		strides, ok5 := op.Attr("static_strides").(*DenseArrayAttr)
		if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 || len(res.Shape) != len(sizes.Values) {
			return false
		}
		nt, err := SubviewInferredType(src, offs.Values, sizes.Values, strides.Values)
		if err != nil {
			return false
		}
		ops := append([]*Value{cast.Operand(0)}, op.Operands()[1:]...)
		props := append([]NamedAttr(nil), op.Props()...)
		sv := r.Create(&OperationState{Name: op.Name(), Operands: ops, ResultTypes: []Type{nt}, ResultNames: []string{op.Result(0).NameHint},
			Props: props, Attrs: append([]NamedAttr(nil), op.Attrs()...), Loc: op.Loc}).Result(0)
		r.ReplaceOpWithNew(op, &OperationState{Name: "memref.cast", Operands: []*Value{sv}, ResultTypes: []Type{res}, ResultNames: []string{"cast"}})
		return true
	}}

// foldSelfCopy erases a memref.copy whose source is its target (MLIR's
// FoldSelfCopy).
var foldSelfCopy = &Pattern{Name: "FoldSelfCopy", Root: "memref.copy", Benefit: 1,
	MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
		if op.NumOperands() != 2 || op.Operand(0) != op.Operand(1) {
			return false
		}
		r.EraseOp(op)
		return true
	}}

// foldDim folds memref.dim and tensor.dim with a constant index: the
// static size of that dimension, or for memref.dim of a memref.alloc,
// memref.alloca, memref.view or memref.subview the dynamic size operand
// that gives it.
func foldDim(op *Operation, operands []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		return nil, false
	}
	idx, ok := operands[1].(*IntegerAttr)
	if !ok || idx.Big != nil {
		return nil, false
	}
	st, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return nil, false
	}
	shape, ranked := st.Dims()
	i := idx.Value
	if !ranked || i < 0 || i >= int64(len(shape)) {
		return nil, false
	}
	if shape[i] != Dynamic {
		return []Folded{FoldAttr(IntAttr(shape[i], Index))}, true
	}
	if def := op.Operand(0).DefiningOp(); def != nil && op.Name() == "memref.dim" {
		k := 0 // the dynamic size operand of dimension i
		for j := int64(0); j < i; j++ {
			if shape[j] == Dynamic {
				k++
			}
		}
		var sizes []*Value
		switch def.Name() {
		case "memref.alloc", "memref.alloca":
			sizes = OperandSegment(def, 0)
		case "memref.view":
			if def.NumOperands() > 2 {
				sizes = def.Operands()[2:]
			}
		case "memref.subview":
			// The size operands of a subview that keeps every dimension
			// (MLIR also maps the dimensions of a rank-reducing one).
			if ss, ok := def.Attr("static_sizes").(*DenseArrayAttr); ok && len(ss.Values) == len(shape) {
				k = 0
				for j := int64(0); j < i; j++ {
					if ss.Values[j] == Dynamic {
						k++
					}
				}
				sizes = OperandSegment(def, 2)
			}
		}
		if k < len(sizes) {
			return []Folded{FoldValue(sizes[k])}, true
		}
	} else if def != nil && (def.Name() == "memref.alloc" || def.Name() == "memref.alloca") {
		k := 0
		for j := int64(0); j < i; j++ {
			if shape[j] == Dynamic {
				k++
			}
		}
		if sizes := OperandSegment(def, 0); k < len(sizes) {
			return []Folded{FoldValue(sizes[k])}, true
		}
	}
	if op.Name() == "memref.dim" && foldMemRefCastOperands(op, nil) {
		return []Folded{FoldValue(op.Result(0))}, true
	}
	return nil, false
}

// foldRank folds memref.rank and tensor.rank of a ranked type.
func foldRank(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	st, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return nil, false
	}
	shape, ranked := st.Dims()
	if !ranked {
		return nil, false
	}
	return []Folded{FoldAttr(IntAttr(int64(len(shape)), Index))}, true
}

func init() {
	// memref and tensor constants are arith.constant ops, as in MLIR.
	RegisterDialect(&Dialect{Name: "memref", MaterializeConstant: materializeArithConstant, Inliner: inlineAnyOp})
	RegisterDialect(&Dialect{Name: "tensor", MaterializeConstant: materializeArithConstant, Inliner: inlineAnyOp})
}

// canFoldCastIntoConsumer reports whether a memref.cast can be bypassed by
// its users (MLIR's CastOp::canFoldIntoConsumerOp): same element type and
// rank, and the source is at least as static as the result in every size,
// stride and the offset.
func canFoldCastIntoConsumer(cast *Operation) bool {
	if cast == nil || cast.Name() != "memref.cast" || cast.NumOperands() != 1 || cast.NumResults() != 1 {
		return false
	}
	src, ok1 := cast.Operand(0).Type().(*MemRefType)
	dst, ok2 := cast.Result(0).Type().(*MemRefType)
	if !ok1 || !ok2 || !TypesEqual(src.Elem, dst.Elem) || len(src.Shape) != len(dst.Shape) {
		return false
	}
	ss, so, ok1 := StridesAndOffset(src)
	ds, do, ok2 := StridesAndOffset(dst)
	if !ok1 || !ok2 {
		return false
	}
	moreStatic := func(s, d int64) bool { return s != d && s == Dynamic && d != Dynamic }
	for i := range src.Shape {
		if moreStatic(src.Shape[i], dst.Shape[i]) {
			return false
		}
	}
	if moreStatic(so, do) {
		return false
	}
	for i := range ss {
		if i < len(ds) && moreStatic(ss[i], ds[i]) {
			return false
		}
	}
	return true
}

// foldMemRefCastOperands makes op use the sources of its memref.cast
// operands (except the value except, and casts of unranked memrefs), in
// place (MLIR's memref::foldMemRefCast, the folder of memref.load,
// memref.store, memref.dealloc, memref.dim and the linalg structured ops).
func foldMemRefCastOperands(op *Operation, except *Value) bool {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if v == except {
			continue
		}
		if c := v.DefiningOp(); c != nil && c.Name() == "memref.cast" && c.NumOperands() == 1 {
			if _, unranked := c.Operand(0).Type().(*UnrankedMemRefType); !unranked {
				op.SetOperand(i, c.Operand(0))
				folded = true
			}
		}
	}
	return folded
}

// foldMemrefCopy bypasses the memref.cast operands of memref.copy that
// canFoldCastIntoConsumer allows (in place).
func foldMemrefCopy(op *Operation, _ []Attribute) ([]Folded, bool) {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		if c := op.Operand(i).DefiningOp(); canFoldCastIntoConsumer(c) {
			op.SetOperand(i, c.Operand(0))
			folded = true
		}
	}
	return nil, folded
}

// foldThroughMemRefCast is the folder of ops whose only fold is bypassing
// memref.cast operands (in place).
func foldThroughMemRefCast(op *Operation, _ []Attribute) ([]Folded, bool) {
	if !foldMemRefCastOperands(op, nil) {
		return nil, false
	}
	if op.NumResults() == 1 {
		return []Folded{FoldValue(op.Result(0))}, true
	}
	return nil, true
}

// foldMemrefStore bypasses memref.cast operands of memref.store other than
// the stored value.
func foldMemrefStore(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumOperands() < 2 || !foldMemRefCastOperands(op, op.Operand(0)) {
		return nil, false
	}
	return nil, true
}
