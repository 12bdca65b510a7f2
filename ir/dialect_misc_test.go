package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCfBranchOperands(t *testing.T) {
	fn, entry, b := testFunc(t, I1, I32)
	args := entry.Args()
	bb1 := NewBlock(I32)
	bb2 := NewBlock()
	fn.Region(0).AppendBlock(bb1)
	fn.Region(0).AppendBlock(bb2)
	cb := b.Create(&OperationState{Name: "cf.cond_br", Operands: []*Value{args[0], args[1]},
		Successors: []*Block{bb1, bb2}, Props: []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 0)}}})
	require.True(t, cb.HasTrait(Terminator))
	require.Equal(t, []*Value{args[1]}, cb.Def().BranchOperands(cb, 0))
	require.Empty(t, cb.Def().BranchOperands(cb, 1))
	require.NoError(t, VerifyOp(cb))
	// Passing an operand to a block without arguments is an error.
	bad := NewOperation(&OperationState{Name: "cf.br", Operands: []*Value{args[1]}, Successors: []*Block{bb2}})
	require.ErrorContains(t, VerifyOp(bad), "target block has 0")
	br := NewOperation(&OperationState{Name: "cf.br", Operands: []*Value{args[1]}, Successors: []*Block{bb1}})
	require.NoError(t, VerifyOp(br))

	sw := NewOperation(&OperationState{Name: "cf.switch", Operands: []*Value{args[1], args[1]},
		Successors: []*Block{bb2, bb1},
		Props: []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(1, 0, 1)},
			{"case_values", &DenseArrayAttr{Elem: I32, Values: []int64{4}}},
			{"case_operand_segments", &DenseArrayAttr{Elem: I32, Values: []int64{1}}}}})
	require.Empty(t, sw.Def().BranchOperands(sw, 0))
	require.Equal(t, []*Value{args[1]}, sw.Def().BranchOperands(sw, 1))
	require.NoError(t, VerifyOp(sw))
}

func TestAffineForAndAccesses(t *testing.T) {
	mt := memrefT(F32, 8)
	_, entry, b := testFunc(t, mt, Index)
	m, n := entry.Arg(0), entry.Arg(1)
	ident := &AffineMap{NumDims: 1, Results: []*AffineExpr{DimExpr(0)}}
	props := []NamedAttr{
		{"lowerBoundMap", &AffineMapAttr{&AffineMap{Results: []*AffineExpr{ConstExpr(0)}}}},
		{"upperBoundMap", &AffineMapAttr{&AffineMap{NumSyms: 1, Results: []*AffineExpr{SymExpr(0)}}}},
		{"step", IntAttr(1, Index)},
		{OperandSegmentSizesAttr, SegmentSizesAttr(0, 1, 0)},
	}
	loop, bs := newRegionOp(b, "affine.for", []*Value{n}, nil, props, []Type{Index})
	iv := loop.Region(0).Front().Arg(0)
	ld := bs[0].CreateOp("affine.load", []*Value{m, iv}, []Type{F32}, NamedAttr{"map", &AffineMapAttr{ident}})
	st := bs[0].CreateOp("affine.store", []*Value{ld.Result(0), m, iv}, nil, NamedAttr{"map", &AffineMapAttr{ident}})
	bs[0].CreateOp("affine.yield", nil, nil)
	require.NoError(t, VerifyOp(loop))
	require.NoError(t, VerifyOp(ld))
	require.NoError(t, VerifyOp(st))
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, ld, m))
	require.Equal(t, []EffectKind{EffectWrite}, effectKinds(t, st, m))
	// The loop's effects are its body's.
	effs, known := Effects(loop)
	require.True(t, known)
	require.Len(t, effs, 2)
	require.NotNil(t, loop.Def().RegionBranch)
	// A map with the wrong number of inputs is rejected.
	bad := NewOperation(&OperationState{Name: "affine.load", Operands: []*Value{m, iv, iv}, ResultTypes: []Type{F32},
		Props: []NamedAttr{{"map", &AffineMapAttr{ident}}}})
	require.ErrorContains(t, VerifyOp(bad), "subscripts")
}

func TestVectorTensorMathIndexUb(t *testing.T) {
	mt := memrefT(F32, 8)
	tt := &RankedTensorType{Shape: []int64{8}, Elem: F32}
	vt := &VectorType{Shape: []int64{4}, Elem: F32}
	_, entry, b := testFunc(t, mt, tt, F32)
	m, tv, f := entry.Arg(0), entry.Arg(1), entry.Arg(2)
	c0 := constIndex(b, 0)
	seg := NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 1, 0)}
	rd := b.CreateOp("vector.transfer_read", []*Value{m, c0, f}, []Type{vt}, seg)
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, rd, m))
	require.NoError(t, VerifyOp(rd))
	wr := b.CreateOp("vector.transfer_write", []*Value{rd.Result(0), m, c0}, nil, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 1, 0)})
	require.Equal(t, []EffectKind{EffectWrite}, effectKinds(t, wr, m))
	rdT := b.CreateOp("vector.transfer_read", []*Value{tv, c0, f}, []Type{vt}, seg)
	require.True(t, HasNoEffect(rdT), "reading a tensor touches no buffer")
	pr := b.CreateOp("vector.print", []*Value{rd.Result(0)}, nil)
	require.False(t, HasNoEffect(pr))
	fma := b.CreateOp("vector.fma", []*Value{rd.Result(0), rd.Result(0), rd.Result(0)}, []Type{vt})
	require.True(t, fma.HasTrait(Pure))
	require.NoError(t, VerifyOp(fma))

	ex := b.CreateOp("tensor.extract", []*Value{tv, c0}, []Type{F32})
	require.True(t, ex.HasTrait(Pure))
	require.NoError(t, VerifyOp(ex))
	require.True(t, Lookup("tensor.yield").Traits&Terminator != 0)
	for _, n := range []string{"tensor.empty", "tensor.extract_slice", "tensor.insert_slice", "tensor.pad", "tensor.expand_shape",
		"tensor.collapse_shape", "math.exp", "math.fma", "math.absi", "index.add", "index.cmp", "index.constant", "ub.poison",
		"vector.contract", "vector.reduction", "vector.broadcast", "vector.extract", "vector.insert", "vector.constant_mask",
		"vector.from_elements", "vector.load", "vector.store", "affine.apply", "affine.min", "affine.max", "affine.if",
		"affine.parallel", "cf.assert"} {
		require.NotNil(t, Lookup(n), n)
	}
	exp := b.CreateOp("math.exp", []*Value{f}, []Type{F32})
	require.NoError(t, VerifyOp(exp))
	bad := b.CreateOp("math.exp", []*Value{f}, []Type{F64})
	require.Error(t, VerifyOp(bad))
	div := b.CreateOp("index.divs", []*Value{c0, c0}, []Type{Index})
	require.True(t, HasNoEffect(div))
	require.False(t, div.HasTrait(Pure))
}

func TestAttachInterface(t *testing.T) {
	k := NewInterfaceKey("TestInterface")
	require.Equal(t, "TestInterface", k.String())
	require.NoError(t, AttachInterface("tensor.dim", k, "model"))
	require.Equal(t, "model", Lookup("tensor.dim").Interface(k))
	require.Nil(t, Lookup("tensor.rank").Interface(k))
	require.Error(t, AttachInterface("tensor.dim", k, "again"))
	require.Error(t, AttachInterface("no.such_op", k, "model"))
	var nilDef *OpDef
	require.Nil(t, nilDef.Interface(k))
}
