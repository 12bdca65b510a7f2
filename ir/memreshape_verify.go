package ir

// The checks of memref.expand_shape and memref.collapse_shape as mlir-opt
// 22 makes them (ExpandShapeOp::verify, CollapseShapeOp::verify and their
// verifyCollapsedShape): ranks, the reassociation against both shapes,
// the result type against the inferred one (ExpandedType, CollapsedType,
// layout included), and expand_shape's output_shape against its result.
// The messages are mlir-opt 22's.

// Reassociation reads a reassociation attribute ([[0, 1], [2]]); ok is
// false when a is not a list of lists of integers.
func Reassociation(a Attribute) (groups [][]int, ok bool) {
	arr, isArr := a.(*ArrayAttr)
	if !isArr {
		return nil, false
	}
	groups = [][]int{}
	for _, g := range arr.Elems {
		ga, isArr := g.(*ArrayAttr)
		if !isArr {
			return nil, false
		}
		grp := []int{}
		for _, e := range ga.Elems {
			ia, isInt := e.(*IntegerAttr)
			if !isInt {
				return nil, false
			}
			grp = append(grp, int(ia.Value))
		}
		groups = append(groups, grp)
	}
	return groups, true
}

// verifyCollapsedShape checks that the groups collapse expanded into
// collapsed (MLIR's verifyCollapsedShape, with several dynamic sizes
// allowed in a group, as for memrefs).
func verifyCollapsedShape(op *Operation, collapsed, expanded []int64, groups [][]int) error {
	if len(collapsed) != len(groups) {
		return op.OpErrorf("invalid number of reassociation groups: found %d, expected %d", len(groups), len(collapsed))
	}
	next := 0
	for k, g := range groups {
		dynamic := false
		for _, d := range g {
			if d != next {
				return op.OpErrorf("reassociation indices must be contiguous")
			}
			next++
			if d >= len(expanded) {
				return op.OpErrorf("reassociation index %d is out of bounds", d)
			}
			if expanded[d] == Dynamic {
				dynamic = true
			}
		}
		if (collapsed[k] == Dynamic) != dynamic {
			return op.OpErrorf("collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", k)
		}
		if !dynamic {
			size := int64(1)
			for _, d := range g {
				size *= expanded[d]
			}
			if size != collapsed[k] {
				return op.OpErrorf("collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[k], size)
			}
		}
	}
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return op.OpErrorf("rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
	} else if next != len(expanded) {
		return op.OpErrorf("expanded rank (%d) inconsistent with number of reassociation indices (%d)", len(expanded), next)
	}
	return nil
}

// verifyReshape checks a memref reshape op up to its result type: the
// ranks (expand: the source's is not larger; collapse: not smaller), the
// shapes against the reassociation, and the result type against the one
// infer gives (failed is the message when it cannot infer one). verb is
// "expanded" or "collapsed". It returns the result type and the groups
// for the op's further checks; res is nil when the op has no memref
// operand and result or no reassociation (other verifiers report that).
func verifyReshape(op *Operation, verb, failed string, infer func(src *MemRefType, shape []int64, groups [][]int) (*MemRefType, error)) (res *MemRefType, err error) {
	src, ok1 := op.Operand(0).Type().(*MemRefType)
	res, ok2 := op.Result(0).Type().(*MemRefType)
	groups, ok3 := Reassociation(op.Attr("reassociation"))
	if !ok1 || !ok2 || !ok3 {
		return nil, nil
	}
	r0, r1 := len(src.Shape), len(res.Shape)
	collapsed, expanded := src.Shape, res.Shape
	if verb == "expanded" && r0 > r1 {
		return nil, op.OpErrorf("has source rank %d and result rank %d. This is not an expansion (%d > %d).", r0, r1, r0, r1)
	}
	if verb == "collapsed" {
		if r0 < r1 {
			return nil, op.OpErrorf("has source rank %d and result rank %d. This is not a collapse (%d < %d).", r0, r1, r0, r1)
		}
		collapsed, expanded = res.Shape, src.Shape
	}
	if err := verifyCollapsedShape(op, collapsed, expanded, groups); err != nil {
		return nil, err
	}
	want, err := infer(src, res.Shape, groups)
	if err != nil {
		return nil, op.OpErrorf("%s", failed)
	}
	if !TypesEqual(want, res) {
		return nil, op.OpErrorf("expected %s type to be '%s' but found '%s'", verb, want, res)
	}
	return res, nil
}

// verifyExpandShape checks a memref.expand_shape (see the top of this
// file).
func verifyExpandShape(op *Operation) error {
	res, err := verifyReshape(op, "expanded", "invalid source layout map", ExpandedType)
	if res == nil {
		return err
	}
	static, isArr := op.Attr("static_output_shape").(*DenseArrayAttr)
	if !isArr {
		return op.OpErrorf("requires attribute 'static_output_shape'")
	}
	if len(static.Values) != len(res.Shape) {
		return op.OpErrorf("expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead", len(res.Shape), len(static.Values))
	}
	dyn := 0
	for _, v := range static.Values {
		if v == Dynamic {
			dyn++
		}
	}
	if n := op.NumOperands() - 1; n != dyn {
		return op.OpErrorf("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", dyn, n)
	}
	for i, d := range res.Shape {
		if d != Dynamic && d != static.Values[i] {
			return op.OpErrorf("invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

// verifyCollapseShape checks a memref.collapse_shape (see the top of this
// file).
func verifyCollapseShape(op *Operation) error {
	_, err := verifyReshape(op, "collapsed", "invalid source layout map or collapsing non-contiguous dims", CollapsedType)
	return err
}
