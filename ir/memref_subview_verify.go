package ir

// The checks of memref.subview as mlir-opt 22 makes them: MLIR's
// OffsetSizeAndStrideOpInterface (verifyOffsetSizeAndStrideOp: one offset,
// size and stride per source dimension, one operand per dynamic entry,
// non-negative sizes) and SubViewOp::verify (same memory space, a strided
// source, the result type is the inferred one or a rank-reduced version of
// it: sizes, element type, offset and strides; the slice stays inside the
// source's static bounds). The messages are mlir-opt 22's; like MLIR's,
// they do not start with "'memref.subview' op".

// verifyOffsetSizeStride checks the offset, size and stride lists of an
// op with the mixed lists of memref.subview (operand segments source,
// offsets, sizes, strides) against the ranks each list must have.
func verifyOffsetSizeStride(op *Operation, ranks [3]int) error {
	names := [3]string{"offset", "size", "stride"}
	props := [3]string{"static_offsets", "static_sizes", "static_strides"}
	var lists [3][]int64
	for i, p := range props {
		a, ok := op.Attr(p).(*DenseArrayAttr)
		if !ok {
			return op.OpErrorf("requires attribute '%s'", p)
		}
		lists[i] = a.Values
	}
	for i, l := range lists {
		if len(l) != ranks[i] {
			return op.Errorf("expected %d %s values, got %d", ranks[i], names[i], len(l))
		}
	}
	for i, l := range lists {
		dyn := 0
		for _, v := range l {
			if v == Dynamic {
				dyn++
			}
		}
		if got := len(OperandSegment(op, i+1)); got != dyn {
			return op.Errorf("expected %d dynamic %s values", dyn, names[i])
		}
	}
	for _, s := range lists[1] {
		if s < 0 && s != Dynamic {
			return op.Errorf("expected sizes to be non-negative, but got %d", s)
		}
	}
	return nil
}

// verifySubview checks a memref.subview (see the top of this file).
func verifySubview(op *Operation) error {
	src, ok := op.Operand(0).Type().(*MemRefType)
	if !ok {
		return nil
	}
	rank := len(src.Shape)
	if err := verifyOffsetSizeStride(op, [3]int{rank, rank, rank}); err != nil {
		return err
	}
	res, ok := op.Result(0).Type().(*MemRefType)
	if !ok {
		return nil
	}
	if !AttrsEqual(src.MemorySpace, res.MemorySpace) {
		return op.Errorf("different memory spaces specified for base memref type '%s' and subview memref type '%s'", src, res)
	}
	offsets := op.Attr("static_offsets").(*DenseArrayAttr).Values
	sizes := op.Attr("static_sizes").(*DenseArrayAttr).Values
	strides := op.Attr("static_strides").(*DenseArrayAttr).Values
	expected, err := SubviewInferredType(src, offsets, sizes, strides)
	if err != nil {
		if _, isMap := src.Layout.(*AffineMapAttr); !isMap {
			return op.Errorf("base type '%s' is not strided", src)
		}
		// An affine map memopt cannot split into strides (MLIR may, by
		// flattening it): the layout is not checked.
		expected = nil
	}
	expectedText := func() string {
		if expected != nil {
			return expected.String()
		}
		return (&MemRefType{Shape: sizes, Elem: src.Elem, MemorySpace: src.MemorySpace}).String()
	}
	layoutErr := func() error {
		return op.Errorf("expected result type to be '%s' or a rank-reduced version. (mismatch of result layout), but got '%s'", expectedText(), res)
	}
	// Rank, sizes and element type (MLIR's isRankReducedType).
	if len(res.Shape) > rank {
		return op.Errorf("expected result rank to be smaller or equal to the source rank, but got '%s'", res)
	}
	if _, ok := rankReductionMask(sizes, res.Shape); !ok {
		return op.Errorf("expected result type to be '%s' or a rank-reduced version. (mismatch of result sizes), but got '%s'", expectedText(), res)
	}
	if !TypesEqual(src.Elem, res.Elem) {
		return op.Errorf("expected result element type to be '%s', but got '%s'", src.Elem, res)
	}
	if expected != nil {
		expLayout := expected.Layout.(*StridedLayoutAttr)
		expStrides, expOffset := expLayout.Strides, expLayout.Offset
		resStrides, resOffset, ok := stridesAndOffsetOf(res)
		_, resIsMap := res.Layout.(*AffineMapAttr)
		switch {
		case !ok && resIsMap:
			// An affine map memopt cannot split: not checked.
		case !ok || resOffset != expOffset:
			return layoutErr()
		default:
			dropped, ok := memrefRankReductionMask(expStrides, resStrides, sizes, len(res.Shape))
			if !ok {
				return layoutErr()
			}
			j := 0
			for i, s := range expStrides {
				if dropped[i] {
					continue
				}
				if s != resStrides[j] {
					return layoutErr()
				}
				j++
			}
		}
	}
	return verifyInBoundsSlice(op, src.Shape, offsets, sizes, strides)
}

// verifyInBoundsSlice checks that a slice stays inside the static bounds
// of the shape it is taken from (MLIR's verifyInBoundsSlice, which
// memref.subview, tensor.extract_slice, tensor.insert_slice and
// tensor.parallel_insert_slice share): a static offset is below a static
// size, even for a slice of size 0, and the last element a static size and
// stride reach is too.
func verifyInBoundsSlice(op *Operation, shape, offsets, sizes, strides []int64) error {
	for i, d := range shape {
		if d == Dynamic || offsets[i] == Dynamic {
			continue
		}
		if offsets[i] >= d {
			return op.Errorf("offset %d is out-of-bounds: %d >= %d", i, offsets[i], d)
		}
		if sizes[i] == Dynamic || strides[i] == Dynamic {
			continue
		}
		if last := offsets[i] + (sizes[i]-1)*strides[i]; last >= d {
			return op.Errorf("slice along dimension %d runs out-of-bounds: %d >= %d", i, last, d)
		}
	}
	return nil
}

// verifyTensorSliceBounds checks the slice of a tensor slice op against
// the static shape of its operand #shaped (the source of
// tensor.extract_slice, the destination of the insert_slice ops) with
// verifyInBoundsSlice; lists of another length than the rank are left to
// the op's other checks.
func verifyTensorSliceBounds(shaped int) func(*Operation) error {
	return func(op *Operation) error {
		if op.NumOperands() <= shaped {
			return nil
		}
		t, ok := op.Operand(shaped).Type().(*RankedTensorType)
		if !ok {
			return nil
		}
		var lists [3][]int64
		for i, p := range [3]string{"static_offsets", "static_sizes", "static_strides"} {
			a, ok := op.Attr(p).(*DenseArrayAttr)
			if !ok || len(a.Values) != len(t.Shape) {
				return nil
			}
			lists[i] = a.Values
		}
		return verifyInBoundsSlice(op, t.Shape, lists[0], lists[1], lists[2])
	}
}

// rankReductionMask matches shape to the dimensions of orig from left to
// right, dropping unit dimensions that do not match (MLIR's
// computeRankReductionMask); ok is false when shape cannot be obtained so.
func rankReductionMask(orig, shape []int64) (dropped []bool, ok bool) {
	dropped = make([]bool, len(orig))
	j := 0
	for i, d := range orig {
		if j < len(shape) && d == shape[j] {
			j++
			continue
		}
		dropped[i] = true
		if d != 1 {
			return nil, false
		}
	}
	return dropped, j == len(shape)
}

// memrefRankReductionMask returns which dimensions of a subview's inferred
// type (strides expStrides) its result (resStrides, rank resRank) drops,
// as MLIR's computeMemRefRankReductionMask decides it: the static unit
// sizes, except that a unit dimension whose stride the result keeps is not
// dropped; ok is false when the counts do not work out.
func memrefRankReductionMask(expStrides, resStrides []int64, sizes []int64, resRank int) (dropped []bool, ok bool) {
	dropped = make([]bool, len(sizes))
	if len(sizes) == resRank {
		return dropped, true
	}
	n := 0
	for i, s := range sizes {
		if s == 1 {
			dropped[i] = true
			n++
		}
	}
	if n+resRank == len(sizes) {
		return dropped, true
	}
	unaccounted := map[int64]int{}
	for _, s := range expStrides {
		unaccounted[s]++
	}
	inResult := map[int64]int{}
	for _, s := range resStrides {
		inResult[s]++
	}
	for i := range dropped {
		if !dropped[i] {
			continue
		}
		s := expStrides[i]
		switch {
		case unaccounted[s] > inResult[s]:
			unaccounted[s]--
		case unaccounted[s] == inResult[s]:
			dropped[i] = false
			n--
		default:
			return nil, false
		}
	}
	return dropped, n+resRank == len(sizes)
}

// stridesAndOffsetOf is StridesAndOffset extended to affine-map layouts
// that are sums of dimensions times constants or symbols plus an offset
// (`(d0)[s0] -> (d0 * 2 + s0)`), as MLIR's getStridesAndOffset splits
// them: a coefficient or offset that is not a constant is Dynamic.
func stridesAndOffsetOf(t *MemRefType) (strides []int64, offset int64, ok bool) {
	if s, off, ok := StridesAndOffset(t); ok {
		return s, off, true
	}
	m, isMap := t.Layout.(*AffineMapAttr)
	if !isMap || len(m.Map.Results) != 1 || m.Map.NumDims != len(t.Shape) {
		return nil, 0, false
	}
	coef := make([]*AffineExpr, len(t.Shape))
	for i := range coef {
		coef[i] = ConstExpr(0)
	}
	off := ConstExpr(0)
	if !extractStrides(m.Map.Results[0], ConstExpr(1), coef, &off) {
		return nil, 0, false
	}
	value := func(e *AffineExpr) int64 {
		if e.Kind == AffineConst {
			return e.Pos
		}
		return Dynamic
	}
	strides = make([]int64, len(coef))
	for i, c := range coef {
		strides[i] = value(c)
	}
	return strides, value(off), true
}

// extractStrides adds the terms of e, scaled by factor, to the dimension
// coefficients and the offset (MLIR's extractStrides); false for terms
// that are not strided (mod, floordiv, ceildiv of dimensions).
func extractStrides(e, factor *AffineExpr, coef []*AffineExpr, off **AffineExpr) bool {
	switch e.Kind {
	case AffineDim:
		coef[e.Pos] = AffineAddExpr(coef[e.Pos], factor)
		return true
	case AffineAdd:
		return extractStrides(e.LHS, factor, coef, off) && extractStrides(e.RHS, factor, coef, off)
	case AffineMul:
		if e.LHS.Kind == AffineDim {
			coef[e.LHS.Pos] = AffineAddExpr(coef[e.LHS.Pos], AffineMulExpr(e.RHS, factor))
			return true
		}
		if e.LHS.IsSymbolicOrConstant() {
			return extractStrides(e.RHS, AffineMulExpr(factor, e.LHS), coef, off)
		}
		return extractStrides(e.LHS, AffineMulExpr(factor, e.RHS), coef, off)
	case AffineFloorDiv, AffineCeilDiv, AffineMod:
		if !e.IsSymbolicOrConstant() {
			return false
		}
	}
	*off = AffineAddExpr(*off, AffineMulExpr(e, factor))
	return true
}
