package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLinalgMatmulEffects(t *testing.T) {
	mt := memrefT(F32, 8, 8)
	_, _, b := testFunc(t, mt, mt, mt)
	a := b.InsertionBlock().Args()
	mm, bs := newRegionOp(b, "linalg.matmul", a, nil, []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(2, 1)}}, []Type{F32, F32, F32})
	bs[0].CreateOp("linalg.yield", []*Value{mm.Region(0).Front().Arg(2)}, nil)
	require.NoError(t, VerifyOp(mm))
	ins, outs, ok := DPSInputsOutputs(mm)
	require.True(t, ok)
	require.Equal(t, a[:2], ins)
	require.Equal(t, a[2:], outs)
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, mm, a[0]))
	require.Equal(t, []EffectKind{EffectRead, EffectWrite}, effectKinds(t, mm, a[2]))

	// Tensor semantics: no memory effects, one result per tensor init.
	tt := &RankedTensorType{Shape: []int64{8, 8}, Elem: F32}
	_, _, tb := testFunc(t, tt, tt)
	ta := tb.InsertionBlock().Args()
	tm, tbs := newRegionOp(tb, "linalg.matmul", []*Value{ta[0], ta[0], ta[1]}, []Type{tt}, []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(2, 1)}}, []Type{F32, F32, F32})
	tbs[0].CreateOp("linalg.yield", []*Value{tm.Region(0).Front().Arg(2)}, nil)
	require.NoError(t, VerifyOp(tm))
	require.True(t, HasNoEffect(tm))
	bad, _ := newRegionOp(tb, "linalg.matmul", []*Value{ta[0], ta[0], ta[1]}, nil, []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(2, 1)}}, []Type{F32, F32, F32})
	require.ErrorContains(t, VerifyOp(bad), "tensor results")
}

func TestLinalgSplits(t *testing.T) {
	mt := memrefT(F32, 8, 8)
	vt := memrefT(F32, 8)
	_, _, b := testFunc(t, mt, mt, vt)
	a := b.InsertionBlock().Args()
	tr, _ := newRegionOp(b, "linalg.transpose", []*Value{a[0], a[1]}, nil, []NamedAttr{{"permutation", &DenseArrayAttr{Elem: I64, Values: []int64{1, 0}}}}, []Type{F32, F32})
	ins, outs, _ := DPSInputsOutputs(tr)
	require.Equal(t, []*Value{a[0]}, ins)
	require.Equal(t, []*Value{a[1]}, outs)
	mp, _ := newRegionOp(b, "linalg.map", []*Value{a[0], a[1], a[1]}, nil, nil, []Type{F32, F32})
	ins, outs, _ = DPSInputsOutputs(mp)
	require.Equal(t, a[:2], ins)
	require.Equal(t, []*Value{a[1]}, outs)
	rd, _ := newRegionOp(b, "linalg.reduce", []*Value{a[0], a[2]}, nil, nil, []Type{F32, F32})
	ins, outs, _ = DPSInputsOutputs(rd)
	require.Equal(t, []*Value{a[0]}, ins)
	require.Equal(t, []*Value{a[2]}, outs)
	require.Equal(t, []EffectKind{EffectRead, EffectWrite}, effectKinds(t, rd, a[2]))
	for _, n := range []string{"linalg.fill", "linalg.copy", "linalg.batch_matmul", "linalg.conv_2d_nhwc_hwcf",
		"linalg.pooling_nhwc_max", "linalg.generic", "linalg.broadcast", "linalg.elementwise", "linalg.exp", "linalg.add"} {
		require.NotNil(t, Lookup(n), n)
	}
	_, _, ok := DPSInputsOutputs(NewOperation(&OperationState{Name: "memref.copy"}))
	require.False(t, ok)
}

func TestBufferizationOps(t *testing.T) {
	mt := memrefT(F32, 8)
	tt := &RankedTensorType{Shape: []int64{8}, Elem: F32}
	_, _, b := testFunc(t, mt, tt)
	a := b.InsertionBlock().Args()
	toT := b.CreateOp("bufferization.to_tensor", []*Value{a[0]}, []Type{tt})
	toB := b.CreateOp("bufferization.to_buffer", []*Value{a[1]}, []Type{mt})
	require.NoError(t, VerifyOp(toT))
	require.NoError(t, VerifyOp(toB))
	var flows int
	toB.Def().ViewFlow(toB, func(from, to *Value) {
		require.Same(t, a[1], from)
		require.Same(t, toB.Result(0), to)
		flows++
	})
	require.Equal(t, 1, flows)
	cl := b.CreateOp("bufferization.clone", []*Value{a[0]}, []Type{mt})
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, cl, a[0]))
	require.Equal(t, []EffectKind{EffectAllocate, EffectWrite}, effectKinds(t, cl, cl.Result(0)))
	cond := b.CreateOp("arith.constant", nil, []Type{I1}, NamedAttr{"value", &BoolAttr{true}}).Result(0)
	dl := b.CreateOp("bufferization.dealloc", []*Value{a[0], cond}, nil, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 0)})
	require.NoError(t, VerifyOp(dl))
	require.Equal(t, []EffectKind{EffectFree}, effectKinds(t, dl, a[0]))
	mid := b.CreateOp("bufferization.materialize_in_destination", []*Value{a[1], a[0]}, nil)
	require.Equal(t, []EffectKind{EffectWrite}, effectKinds(t, mid, a[0]))
}

// A broadcast that repeats a dimension is an error (mlir-opt reads past
// the input's shape there), never an index out of range.
func TestLinalgBroadcastRepeatedDims(t *testing.T) {
	_, _, b := testFunc(t, memrefT(F32, 4), memrefT(F32, 4, 5, 6))
	a := b.InsertionBlock().Args()
	op, bs := newRegionOp(b, "linalg.broadcast", a, nil, []NamedAttr{{"dimensions", &DenseArrayAttr{Elem: I64, Values: []int64{1, 1}}}}, []Type{F32, F32})
	bs[0].CreateOp("linalg.yield", []*Value{op.Region(0).Front().Arg(0)}, nil)
	require.ErrorContains(t, VerifyOp(op), "dimensions are repeated")
}
