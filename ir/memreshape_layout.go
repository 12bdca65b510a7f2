package ir

import "fmt"

// The result types of memref.expand_shape and memref.collapse_shape as
// MLIR 22 infers them (ExpandShapeOp::computeExpandedType,
// CollapseShapeOp's computeCollapsedLayoutMap): the verifier checks the
// ops against them and one-shot-bufferize builds its reshapes with them,
// so that what memopt writes is what it (and mlir-opt) accepts.

// LayoutIsIdentity reports whether t's layout is the identity as MLIR's
// MemRefLayoutAttrInterface::isIdentity decides it, which the reshape
// inferences ask: no layout, an identity affine map, or a strided layout
// whose linear map is the identity, that is the rank-1 strided<[1]> at
// offset 0 and nothing else (strided<[4, 1]> of a memref<3x4xf32> is
// contiguous, and HasIdentityLayout says so, but its map (d0, d1) -> (d0 *
// 4 + d1) is not the identity; neither is strided<[]>, whose map is () ->
// (0)).
func (t *MemRefType) LayoutIsIdentity() bool {
	if l, ok := t.Layout.(*StridedLayoutAttr); ok {
		return len(t.Shape) == 1 && len(l.Strides) == 1 && l.Strides[0] == 1 && l.Offset == 0
	}
	return t.HasIdentityLayout() // no layout or an affine map: the same question
}

// ExpandedType is the result type of memref.expand_shape of src into
// resultShape with the reassociation groups (MLIR's
// ExpandShapeOp::computeExpandedType): the identity layout when src's is
// the identity (LayoutIsIdentity), otherwise a strided layout with src's
// offset in which each group's last dimension keeps the stride of the
// source dimension and the others multiply it by the sizes after them
// (saturated: 0 * ? = 0). It is an error when src's layout is not strided
// or the groups do not fit the ranks.
func ExpandedType(src *MemRefType, resultShape []int64, groups [][]int) (*MemRefType, error) {
	t := &MemRefType{Shape: append([]int64{}, resultShape...), Elem: src.Elem, MemorySpace: src.MemorySpace}
	if src.LayoutIsIdentity() {
		return t, nil
	}
	strides, off, ok := stridesAndOffsetOf(src)
	if !ok {
		return nil, fmt.Errorf("invalid source layout map")
	}
	if len(strides) != len(groups) {
		return nil, fmt.Errorf("%d reassociation groups for a source of rank %d", len(groups), len(strides))
	}
	res := make([]int64, len(resultShape))
	for i := range res {
		res[i] = 1 // MLIR pads with 1 past the groups (a rank-0 source)
	}
	pos := len(resultShape) - 1
	for k := len(groups) - 1; k >= 0; k-- {
		s := strides[k]
		for range groups[k] {
			if pos < 0 {
				return nil, fmt.Errorf("reassociation groups cover more than %d dimensions", len(resultShape))
			}
			res[pos] = s
			s = satMulDyn(s, resultShape[pos])
			pos--
		}
	}
	t.Layout = &StridedLayoutAttr{Strides: res, Offset: off}
	return t, nil
}

// CollapsedLayout is the strided layout of collapsing src's dimension
// groups (MLIR's computeCollapsedLayoutMap): each group takes the stride of
// its last dimension that is not a static 1 (Dynamic when that dimension
// is dynamic and not the only one), the offset stays. It is an error when
// src's layout is not strided or a group is visibly not contiguous (two
// static strides that do not chain); with strict, also when a stride
// involved is dynamic (MLIR's isGuaranteedCollapsible).
func CollapsedLayout(src *MemRefType, groups [][]int, strict bool) (*StridedLayoutAttr, error) {
	strides, off, ok := stridesAndOffsetOf(src)
	if !ok {
		return nil, fmt.Errorf("invalid source layout map")
	}
	shape := src.Shape
	res := make([]int64, len(groups))
	for k, g := range groups {
		if len(g) == 0 {
			return nil, fmt.Errorf("empty reassociation group")
		}
		for _, d := range g {
			if d < 0 || d >= len(shape) {
				return nil, fmt.Errorf("reassociation index %d is out of bounds", d)
			}
		}
		ref := g
		for len(ref) > 1 && shape[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		last := ref[len(ref)-1]
		if shape[last] != Dynamic || len(ref) == 1 {
			res[k] = strides[last]
		} else {
			res[k] = Dynamic
		}
	}
	for k := len(groups) - 1; k >= 0; k-- {
		g := groups[k]
		stride := res[k]
		for t := len(g) - 1; t >= 1; t-- {
			stride = satMulDyn(stride, shape[g[t]])
			if g[t] == 0 || shape[g[t]-1] == 1 {
				continue
			}
			srcStride := strides[g[t]-1]
			if strict && (stride == Dynamic || srcStride == Dynamic) {
				return nil, fmt.Errorf("the strides of group %d are not known to be contiguous", k)
			}
			if stride != Dynamic && srcStride != Dynamic && stride != srcStride {
				return nil, fmt.Errorf("group %d collapses non-contiguous dimensions", k)
			}
		}
	}
	return &StridedLayoutAttr{Strides: res, Offset: off}, nil
}

// IsGuaranteedCollapsible reports whether src's groups collapse into
// contiguous dimensions for certain (MLIR's
// CollapseShapeOp::isGuaranteedCollapsible): an identity layout always
// does, otherwise CollapsedLayout in strict mode decides.
func IsGuaranteedCollapsible(src *MemRefType, groups [][]int) bool {
	if src.LayoutIsIdentity() {
		return true
	}
	_, err := CollapsedLayout(src, groups, true)
	return err == nil
}

// CollapsedType is the result type of memref.collapse_shape of src into
// resultShape with the groups, as MLIR's verifier expects it: the identity
// layout when src's is the identity, otherwise CollapsedLayout (not
// strict: dimensions whose strides are unknown are assumed contiguous).
func CollapsedType(src *MemRefType, resultShape []int64, groups [][]int) (*MemRefType, error) {
	t := &MemRefType{Shape: append([]int64{}, resultShape...), Elem: src.Elem, MemorySpace: src.MemorySpace}
	if src.LayoutIsIdentity() {
		return t, nil
	}
	l, err := CollapsedLayout(src, groups, false)
	if err != nil {
		return nil, err
	}
	t.Layout = l
	return t, nil
}
