package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMemrefAllocLoadStoreEffects(t *testing.T) {
	fn, _, b := testFunc(t)
	mt := memrefT(F32, 8, 8)
	alloc := b.CreateOp("memref.alloc", nil, []Type{mt}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)})
	m := alloc.Result(0)
	c0 := constIndex(b, 0)
	load := b.CreateOp("memref.load", []*Value{m, c0, c0}, []Type{F32})
	store := b.CreateOp("memref.store", []*Value{load.Result(0), m, c0, c0}, nil)
	other := b.CreateOp("memref.alloc", nil, []Type{mt}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)}).Result(0)
	cp := b.CreateOp("memref.copy", []*Value{m, other}, nil)
	dealloc := b.CreateOp("memref.dealloc", []*Value{m}, nil)

	require.Equal(t, []EffectKind{EffectAllocate}, effectKinds(t, alloc, m))
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, load, m))
	require.Equal(t, []EffectKind{EffectWrite}, effectKinds(t, store, m))
	require.Empty(t, effectKinds(t, store, load.Result(0)), "the stored scalar is not a memory effect")
	require.Equal(t, []EffectKind{EffectRead}, effectKinds(t, cp, m))
	require.Equal(t, []EffectKind{EffectWrite}, effectKinds(t, cp, other))
	require.Equal(t, []EffectKind{EffectFree}, effectKinds(t, dealloc, m))
	for _, op := range []*Operation{alloc, load, store, cp, dealloc} {
		require.NoError(t, VerifyOp(op), op.Name())
	}
	require.True(t, fn.HasTrait(AutomaticAllocationScope))
}

func TestMemrefVerifyErrors(t *testing.T) {
	_, _, b := testFunc(t)
	mt := memrefT(F32, Dynamic, 8)
	// One dynamic dimension but no size operand.
	bad := b.CreateOp("memref.alloc", nil, []Type{mt}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)})
	require.ErrorContains(t, VerifyOp(bad), "dynamic dimension count")
	// Missing segment sizes.
	bad2 := b.CreateOp("memref.alloc", nil, []Type{memrefT(F32, 4)})
	require.ErrorContains(t, VerifyOp(bad2), "operandSegmentSizes")
	good := b.CreateOp("memref.alloc", []*Value{constIndex(b, 3)}, []Type{mt}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 0)})
	require.NoError(t, VerifyOp(good))
	// Wrong number of indices and wrong result type for a load.
	c0 := constIndex(b, 0)
	ld := b.CreateOp("memref.load", []*Value{good.Result(0), c0}, []Type{F32})
	require.ErrorContains(t, VerifyOp(ld), "incorrect number of indices")
	ld2 := b.CreateOp("memref.load", []*Value{good.Result(0), c0, c0}, []Type{F64})
	// The type rules of the signature catch these first.
	require.ErrorContains(t, VerifyOp(ld2), "type of 'result' is elem(memref): expected 'f32', but got 'f64'")
	st := b.CreateOp("memref.store", []*Value{ld2.Result(0), good.Result(0), c0, c0}, nil)
	require.ErrorContains(t, VerifyOp(st), "type of 'value' is elem(memref)")
}

func TestMemrefViewLikeOps(t *testing.T) {
	_, _, b := testFunc(t)
	raw := b.CreateOp("memref.alloc", nil, []Type{memrefT(I8, 256)}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)}).Result(0)
	c0 := constIndex(b, 0)
	view := b.CreateOp("memref.view", []*Value{raw, c0}, []Type{memrefT(F32, 8, 8)})
	require.Same(t, raw, view.Def().ViewSource(view))
	require.NoError(t, VerifyOp(view))
	require.True(t, HasNoEffect(view))

	m := view.Result(0)
	for _, name := range []string{"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape",
		"memref.expand_shape", "memref.transpose", "memref.memory_space_cast", "memref.assume_alignment", "memref.extract_strided_metadata"} {
		d := Lookup(name)
		require.NotNil(t, d, name)
		require.NotNil(t, d.ViewSource, name)
		op := NewOperation(&OperationState{Name: name, Operands: []*Value{m}, ResultTypes: []Type{memrefT(F32, 64)}})
		require.Same(t, m, d.ViewSource(op), name)
	}
	// A view of a non-i8 buffer is rejected.
	bad := b.CreateOp("memref.view", []*Value{m, c0}, []Type{memrefT(F32, 8)})
	require.Error(t, VerifyOp(bad))

	ptr := b.CreateOp("memref.extract_aligned_pointer_as_index", []*Value{m}, []Type{Index})
	require.True(t, ptr.HasTrait(ExposesPointer))
	require.True(t, Lookup("memref.extract_strided_metadata").Traits&ExposesPointer != 0)
	dim := b.CreateOp("memref.dim", []*Value{m, c0}, []Type{Index})
	require.True(t, HasNoEffect(dim))
}

func TestMemrefAllocaScope(t *testing.T) {
	_, _, b := testFunc(t, F32)
	st := &OperationState{Name: "memref.alloca_scope", ResultTypes: []Type{F32}}
	body := NewBlock()
	st.AddRegion().AppendBlock(body)
	scope := b.Create(st)
	inner := NewBuilder()
	inner.SetInsertionPointToEnd(body)
	a := inner.CreateOp("memref.alloca", nil, []Type{memrefT(F32, 4)}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)})
	ret := inner.CreateOp("memref.alloca_scope.return", []*Value{scope.Block().Parent().Front().Arg(0)}, nil)

	require.True(t, scope.HasTrait(AutomaticAllocationScope))
	require.Same(t, scope, a.ParentWithTrait(AutomaticAllocationScope))
	succ := scope.Def().RegionBranch.Successors(scope, nil)
	require.Len(t, succ, 1)
	require.Same(t, scope.Region(0), succ[0].Region)
	succ = scope.Def().RegionBranch.Successors(scope, scope.Region(0))
	require.Nil(t, succ[0].Region)
	require.Equal(t, scope.Results(), succ[0].Inputs)
	require.Equal(t, ret.Operands(), ret.Def().RegionTerminatorOperands(ret, succ[0]))
	// The scope's effects are those of its body: the alloca, on the stack.
	effs, known := Effects(scope)
	require.True(t, known)
	require.Equal(t, []MemoryEffect{{Kind: EffectAllocate, Value: a.Result(0), Resource: AutomaticAllocationScopeResource}}, effs)
}
