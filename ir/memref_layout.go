package ir

import (
	"fmt"
	"math"
)

// Strided layouts of memref types: the strides and offset a memref's
// layout gives its elements (MLIR's getStridesAndOffset) and the result
// type of a memref.subview (SubViewOp::inferResultType and its
// rank-reduced form), and of memref.expand_shape and
// memref.collapse_shape (memreshape_layout.go).

// StridesAndOffset returns the strides and the offset (in elements) of a
// memref type with the identity layout (canonical row-major strides,
// offset 0) or a strided<...> layout. ok is false for other layouts.
// Dynamic marks unknown entries.
func StridesAndOffset(t *MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := t.Layout.(type) {
	case nil:
	case *AffineMapAttr:
		if !l.Map.IsIdentity() {
			return nil, 0, false
		}
	case *StridedLayoutAttr:
		if len(l.Strides) != len(t.Shape) {
			return nil, 0, false
		}
		return append([]int64(nil), l.Strides...), l.Offset, true
	default:
		return nil, 0, false
	}
	strides = make([]int64, len(t.Shape))
	run := int64(1)
	for i := len(t.Shape) - 1; i >= 0; i-- {
		strides[i] = run
		run = mulDyn(run, t.Shape[i])
	}
	return strides, 0, true
}

// mulDyn multiplies two sizes, Dynamic when either is Dynamic or the
// product overflows.
func mulDyn(a, b int64) int64 {
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	if a != 0 && (b > math.MaxInt64/abs64(a) || b < -math.MaxInt64/abs64(a)) {
		return Dynamic
	}
	return a * b
}

// satMulDyn is mulDyn where a zero factor gives zero even when the other
// is Dynamic, as MLIR's SaturatedInteger multiplies (a static offset 0 on
// a dynamic stride adds nothing to a subview's offset).
func satMulDyn(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	return mulDyn(a, b)
}

// addDyn adds two offsets, Dynamic when either is Dynamic or the sum
// overflows.
func addDyn(a, b int64) int64 {
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		return Dynamic
	}
	return s
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// SubviewType returns the type of memref.subview of src with the given
// static offsets, sizes and strides (Dynamic for dynamic entries): shape
// sizes, strides src stride * subview stride, offset src offset + sum of
// offset * src stride (a zero factor gives zero even against Dynamic, as
// in MLIR), in src's element type and memory space. The layout
// is printed as strided<...> unless it is the identity.
func SubviewType(src *MemRefType, offsets, sizes, strides []int64) (*MemRefType, error) {
	t, err := SubviewInferredType(src, offsets, sizes, strides)
	if err != nil {
		return nil, err
	}
	if t.HasIdentityLayout() {
		t.Layout = nil
	}
	return t, nil
}

// SubviewInferredType is the result type of memref.subview of src with
// the given static offsets, sizes and strides (Dynamic for dynamic
// entries) as MLIR's SubViewOp::inferResultType builds it, the one the
// subview verifier checks against: always a strided<...> layout (even when
// it is the identity), strides src stride * subview stride and offset src
// offset + sum of offset * src stride, both in MLIR's saturated arithmetic
// (Dynamic absorbs, except that a zero factor gives zero). src may also
// have an affine-map layout that splits into strides (MLIR's
// getStridesAndOffset); other layouts are an error.
func SubviewInferredType(src *MemRefType, offsets, sizes, strides []int64) (*MemRefType, error) {
	rank := len(src.Shape)
	if len(offsets) != rank || len(sizes) != rank || len(strides) != rank {
		return nil, fmt.Errorf("expected %d offsets, sizes and strides", rank)
	}
	ss, off, ok := stridesAndOffsetOf(src)
	if !ok {
		return nil, fmt.Errorf("source type %s has no strided layout", src)
	}
	resStrides := make([]int64, rank)
	for i := 0; i < rank; i++ {
		off = addDyn(off, satMulDyn(offsets[i], ss[i]))
		resStrides[i] = satMulDyn(ss[i], strides[i])
	}
	return &MemRefType{Shape: append([]int64(nil), sizes...), Elem: src.Elem, MemorySpace: src.MemorySpace,
		Layout: &StridedLayoutAttr{Strides: resStrides, Offset: off}}, nil
}

// SubviewRankReducedType is SubviewInferredType reduced to the shape
// resultShape (MLIR's SubViewOp::inferRankReducedResultType, the type
// bufferizing tensor.extract_slice gives its memref.subview): the unit
// dimensions that computeRankReductionMask drops lose their strides, the
// offset stays. It is an error when resultShape is not a rank reduction
// of sizes.
func SubviewRankReducedType(resultShape []int64, src *MemRefType, offsets, sizes, strides []int64) (*MemRefType, error) {
	t, err := SubviewInferredType(src, offsets, sizes, strides)
	if err != nil || len(resultShape) == len(sizes) {
		return t, err
	}
	dropped, ok := rankReductionMask(sizes, resultShape)
	if !ok {
		return nil, fmt.Errorf("%v is not a rank reduction of %v", resultShape, sizes)
	}
	l := t.Layout.(*StridedLayoutAttr)
	kept := []int64{}
	for i, s := range l.Strides {
		if !dropped[i] {
			kept = append(kept, s)
		}
	}
	t.Shape = append([]int64{}, resultShape...)
	t.Layout = &StridedLayoutAttr{Strides: kept, Offset: l.Offset}
	return t, nil
}

// RankReduce drops unit dimensions of t (a strided memref type) so that its
// shape becomes shape, as memref.subview's rank-reduced results do: the
// dimensions of t are matched greedily to shape from left to right, and a
// unit dimension that does not match is dropped (MLIR's
// computeRankReductionMask). ok is false when shape cannot
// be obtained that way.
func RankReduce(t *MemRefType, shape []int64) (*MemRefType, bool) {
	if len(shape) == len(t.Shape) {
		for i := range shape {
			if shape[i] != t.Shape[i] {
				return nil, false
			}
		}
		return t, true
	}
	strides, off, ok := StridesAndOffset(t)
	if !ok || len(shape) > len(t.Shape) {
		return nil, false
	}
	var keptStrides []int64
	j := 0
	for i, d := range t.Shape {
		if j < len(shape) && d == shape[j] {
			keptStrides = append(keptStrides, strides[i])
			j++
			continue
		}
		if d != 1 {
			return nil, false
		}
	}
	if j != len(shape) {
		return nil, false
	}
	r := &MemRefType{Shape: append([]int64(nil), shape...), Elem: t.Elem, MemorySpace: t.MemorySpace,
		Layout: &StridedLayoutAttr{Strides: keptStrides, Offset: off}}
	if r.HasIdentityLayout() {
		r.Layout = nil
	}
	return r, true
}
