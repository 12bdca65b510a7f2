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

// canonicalStrides returns the row-major strides of shape (dynamic from
// the first dynamic size inwards).
func canonicalStrides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	run := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = run
		if run != ir.Dynamic {
			if shape[i] == ir.Dynamic {
				run = ir.Dynamic
			} else {
				run *= shape[i]
			}
		}
	}
	return st
}

// stridesAndOffset returns the strides and offset of a memref type, ok
// false for layouts that are not strided.
func stridesAndOffset(m *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := m.Layout.(type) {
	case nil:
		return canonicalStrides(m.Shape), 0, true
	case *ir.StridedLayoutAttr:
		return l.Strides, l.Offset, true
	case *ir.AffineMapAttr:
		if l.Map.IsIdentity() {
			return canonicalStrides(m.Shape), 0, true
		}
	}
	return nil, 0, false
}

// mulDyn and addDyn are products and sums where ir.Dynamic absorbs.
func mulDyn(a, b int64) int64 {
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a * b
}

func addDyn(a, b int64) int64 {
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a + b
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

// reassociation reads a reassociation attribute ([[0, 1], [2]]).
func reassociation(a ir.Attribute) [][]int {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	var out [][]int
	for _, g := range arr.Elems {
		ga, ok := g.(*ir.ArrayAttr)
		if !ok {
			return nil
		}
		var grp []int
		for _, e := range ga.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok {
				grp = append(grp, int(ia.Value))
			}
		}
		out = append(out, grp)
	}
	return out
}

// collapsedLayout computes the strided layout of collapsing src's
// dimension groups (MLIR's computeCollapsedLayoutMap); with strict, any
// dynamic stride involved makes it fail (isGuaranteedCollapsible).
func collapsedLayout(src *ir.MemRefType, groups [][]int, strict bool) (*ir.StridedLayoutAttr, bool) {
	strides, off, ok := stridesAndOffset(src)
	if !ok {
		return nil, false
	}
	shape := src.Shape
	res := make([]int64, len(groups))
	for k, g := range groups {
		ref := g
		for len(ref) > 1 && shape[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		if shape[last] != ir.Dynamic || len(ref) == 1 {
			res[k] = strides[last]
		} else {
			res[k] = ir.Dynamic
		}
	}
	for k := len(groups) - 1; k >= 0; k-- {
		g := groups[k]
		stride := res[k]
		for t := len(g) - 1; t >= 1; t-- {
			idx := g[t]
			stride = mulDyn(stride, shape[idx])
			srcStride := strides[idx-1]
			if strict && (stride == ir.Dynamic || srcStride == ir.Dynamic) {
				return nil, false
			}
			if shape[idx-1] == 1 {
				continue
			}
			if stride != ir.Dynamic && srcStride != ir.Dynamic && stride != srcStride {
				return nil, false
			}
		}
	}
	return &ir.StridedLayoutAttr{Strides: res, Offset: off}, true
}

// collapsible reports whether src's groups collapse without a copy
// (memref.collapse_shape's isGuaranteedCollapsible).
func collapsible(src *ir.MemRefType, groups [][]int) bool {
	if src.Layout == nil {
		return true
	}
	_, ok := collapsedLayout(src, groups, true)
	return ok
}

// collapsedType is memref.collapse_shape's result type for src.
func collapsedType(src *ir.MemRefType, groups [][]int) *ir.MemRefType {
	shape := make([]int64, len(groups))
	for k, g := range groups {
		s := int64(1)
		for _, i := range g {
			s = mulDyn(s, src.Shape[i])
		}
		shape[k] = s
	}
	if src.Layout == nil {
		return &ir.MemRefType{Shape: shape, Elem: src.Elem, MemorySpace: src.MemorySpace}
	}
	l, ok := collapsedLayout(src, groups, false)
	if !ok {
		l = fullyDynamicLayout(len(shape))
	}
	return &ir.MemRefType{Shape: shape, Elem: src.Elem, Layout: l, MemorySpace: src.MemorySpace}
}

// expandedType is memref.expand_shape's result type for src.
func expandedType(src *ir.MemRefType, shape []int64, groups [][]int) *ir.MemRefType {
	if src.Layout == nil {
		return &ir.MemRefType{Shape: shape, Elem: src.Elem, MemorySpace: src.MemorySpace}
	}
	strides, off, _ := stridesAndOffset(src)
	st := make([]int64, len(shape))
	for k, g := range groups {
		s := int64(ir.Dynamic)
		if k < len(strides) {
			s = strides[k]
		}
		for i := len(g) - 1; i >= 0; i-- {
			st[g[i]] = s
			s = mulDyn(s, shape[g[i]])
		}
	}
	return &ir.MemRefType{Shape: shape, Elem: src.Elem, Layout: &ir.StridedLayoutAttr{Strides: st, Offset: off}, MemorySpace: src.MemorySpace}
}
