package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBranchOperandsAreMutable(t *testing.T) {
	fn, entry, b := testFunc(t, I1, Index)
	c, i := entry.Arg(0), entry.Arg(1)
	bb1, bb2 := NewBlock(Index), NewBlock()
	fn.Region(0).AppendBlock(bb1)
	fn.Region(0).AppendBlock(bb2)
	br := b.Create(&OperationState{Name: "cf.cond_br", Operands: []*Value{c, i}, Successors: []*Block{bb1, bb2},
		Props: []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 0)}}})
	require.True(t, IsBranch(br))
	require.True(t, SetBranchOperandsOf(br, 1, []*Value{i, c}))
	require.Equal(t, []*Value{i}, BranchOperandsOf(br, 0))
	require.Equal(t, []*Value{i, c}, BranchOperandsOf(br, 1))
	require.Equal(t, []int{1, 1, 2}, OperandSegmentSizes(br))
	require.True(t, SetBranchOperandsOf(br, 0, nil))
	require.Empty(t, BranchOperandsOf(br, 0))
	require.Equal(t, []*Value{c, i, c}, br.Operands())
}

func TestCallInterface(t *testing.T) {
	_, entry, b := testFunc(t, Index, I1)
	call := b.Create(&OperationState{Name: "func.call", Operands: []*Value{entry.Arg(0)}, ResultTypes: []Type{Index},
		Props: []NamedAttr{{"callee", &SymbolRefAttr{Root: "g"}}}})
	require.NotNil(t, CallOf(call))
	require.Equal(t, "g", CallOf(call).Callee(call).Root)
	SetCallArgs(call, []*Value{entry.Arg(0), entry.Arg(1)})
	require.Equal(t, []*Value{entry.Arg(0), entry.Arg(1)}, CallArgs(call))
	require.Nil(t, CallOf(entry.Arg(0).OwnerBlock().ParentOp()))
}

func TestRegionTerminatorForwarded(t *testing.T) {
	_, entry, b := testFunc(t, Index)
	ret := b.Create(&OperationState{Name: "func.return", Operands: []*Value{entry.Arg(0)}})
	require.True(t, IsRegionTerminator(ret))
	require.Equal(t, []*Value{entry.Arg(0)}, RegionTerminatorForwarded(ret))
	SetRegionTerminatorForwarded(ret, []*Value{entry.Arg(0), entry.Arg(0)})
	require.Len(t, ret.Operands(), 2)
}
