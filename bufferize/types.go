package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Memref types of bufferized values: identity, fully dynamic and strided
// layouts, and the types of subviews and reshapes (as MLIR infers them, so
// that mlir-opt's verifier accepts the result).

// identityMemRef is the memref of tensor type t with no layout.
func identityMemRef(t ir.Type, space ir.Attribute) ir.Type {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return &ir.MemRefType{Shape: t.Shape, Elem: t.Elem, MemorySpace: space}
	case *ir.UnrankedTensorType:
		return &ir.UnrankedMemRefType{Elem: t.Elem, MemorySpace: space}
	}
	return nil
}

// fullyDynamicLayout is strided<[?, ..., ?], offset: ?> of the given rank.
func fullyDynamicLayout(rank int) *ir.StridedLayoutAttr {
	st := make([]int64, rank)
	for i := range st {
		st[i] = ir.Dynamic
	}
	return &ir.StridedLayoutAttr{Strides: st, Offset: ir.Dynamic}
}

// fullyDynamicMemRef is the memref of t with a fully dynamic layout
// (unranked tensors give unranked memrefs).
func fullyDynamicMemRef(t ir.Type, space ir.Attribute) ir.Type {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return &ir.MemRefType{Shape: t.Shape, Elem: t.Elem, Layout: fullyDynamicLayout(len(t.Shape)), MemorySpace: space}
	case *ir.UnrankedTensorType:
		return &ir.UnrankedMemRefType{Elem: t.Elem, MemorySpace: space}
	}
	return nil
}

// memrefWithLayout converts t with the layout option l.
func memrefWithLayout(t ir.Type, l LayoutMap, space ir.Attribute) ir.Type {
	if l == IdentityLayoutMap {
		return identityMemRef(t, space)
	}
	return fullyDynamicMemRef(t, space)
}

// memorySpaceOf returns the memory space of a memref type.
func memorySpaceOf(t ir.Type) ir.Attribute {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.MemorySpace
	case *ir.UnrankedMemRefType:
		return t.MemorySpace
	}
	return nil
}

// staticOrDynamic is the static value of a fold result, or ir.Dynamic. Only
// static list entries count (MLIR's subview type inference does not look at
// constant SSA values).
func staticOrDynamic(f foldResult) int64 {
	if f.value == nil {
		return f.static
	}
	return ir.Dynamic
}

// subviewType is the type of memref.subview of src with the slice p,
// rank-reduced to the shape resultShape (the tensor result's): MLIR's
// SubViewOp::inferRankReducedResultType, the inference memref.subview's
// verifier checks against (ir.SubviewRankReducedType). A source whose
// layout is not strided gets a fully dynamic layout.
func subviewType(src *ir.MemRefType, p sliceParams, resultShape []int64) ir.Type {
	n := len(p.sizes)
	offsets, sizes, strides := make([]int64, n), make([]int64, n), make([]int64, n)
	for i := 0; i < n; i++ {
		offsets[i] = staticOrDynamic(p.offsets[i])
		sizes[i] = staticOrDynamic(p.sizes[i])
		strides[i] = staticOrDynamic(p.strides[i])
	}
	t, err := ir.SubviewRankReducedType(resultShape, src, offsets, sizes, strides)
	if err != nil {
		if t, err = ir.SubviewInferredType(src, offsets, sizes, strides); err != nil {
			return &ir.MemRefType{Shape: resultShape, Elem: src.Elem, Layout: fullyDynamicLayout(len(resultShape)), MemorySpace: src.MemorySpace}
		}
	}
	return t
}

// reassociation reads a reassociation attribute ([[0, 1], [2]]), nil
// when it is not one.
func reassociation(a ir.Attribute) [][]int {
	g, _ := ir.Reassociation(a)
	return g
}

// expandedType is memref.expand_shape's result type for src
// (ir.ExpandedType, which the verifier checks against); a source layout
// that is not strided gives a fully dynamic one.
func expandedType(src *ir.MemRefType, shape []int64, groups [][]int) *ir.MemRefType {
	t, err := ir.ExpandedType(src, shape, groups)
	if err != nil {
		return &ir.MemRefType{Shape: shape, Elem: src.Elem, Layout: fullyDynamicLayout(len(shape)), MemorySpace: src.MemorySpace}
	}
	return t
}

// collapsedType is memref.collapse_shape's result type for src and the
// result shape (ir.CollapsedType, which the verifier checks against); ok
// is false when src's groups are not guaranteed to be contiguous
// (ir.IsGuaranteedCollapsible): the caller then copies into a buffer with
// the identity layout, as MLIR does.
func collapsedType(src *ir.MemRefType, shape []int64, groups [][]int) (*ir.MemRefType, bool) {
	if !ir.IsGuaranteedCollapsible(src, groups) {
		return nil, false
	}
	t, err := ir.CollapsedType(src, shape, groups)
	return t, err == nil
}
