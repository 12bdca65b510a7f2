package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// newRegionOp creates op name with regions whose entry blocks have the
// given argument types, and returns it with a builder per entry block.
func newRegionOp(b *Builder, name string, operands []*Value, results []Type, props []NamedAttr, regionArgs ...[]Type) (*Operation, []*Builder) {
	st := &OperationState{Name: name, Operands: operands, ResultTypes: results, Props: props}
	var bs []*Builder
	for _, args := range regionArgs {
		blk := NewBlock(args...)
		st.AddRegion().AppendBlock(blk)
		rb := NewBuilder()
		rb.SetInsertionPointToEnd(blk)
		bs = append(bs, rb)
	}
	return b.Create(st), bs
}

func TestScfForRegionBranch(t *testing.T) {
	_, _, b := testFunc(t)
	mt := memrefT(F32, 4)
	init := b.CreateOp("memref.alloc", nil, []Type{mt}, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0)}).Result(0)
	c0, c1, c4 := constIndex(b, 0), constIndex(b, 1), constIndex(b, 4)
	loop, bs := newRegionOp(b, "scf.for", []*Value{c0, c4, c1, init}, []Type{mt}, nil, []Type{Index, mt})
	body := loop.Region(0).Front()
	y := bs[0].CreateOp("scf.yield", []*Value{body.Arg(1)}, nil)
	require.NoError(t, VerifyOp(loop))
	require.NoError(t, VerifyOp(y))

	rb := loop.Def().RegionBranch
	require.NotNil(t, rb)
	succ := rb.Successors(loop, nil)
	require.Len(t, succ, 2)
	require.Same(t, loop.Region(0), succ[0].Region)
	require.Equal(t, []*Value{body.Arg(1)}, succ[0].Inputs, "iter_args receive the inits")
	require.Nil(t, succ[1].Region)
	require.Equal(t, loop.Results(), succ[1].Inputs, "a zero-trip loop returns its inits")
	require.Equal(t, []*Value{init}, rb.EntryOperands(loop, succ[0]))
	// The yield forwards to both the next iteration and the results.
	fromBody := rb.Successors(loop, loop.Region(0))
	require.Len(t, fromBody, 2)
	require.Equal(t, []*Value{body.Arg(1)}, y.Def().RegionTerminatorOperands(y, fromBody[1]))
	require.True(t, loop.HasTrait(LoopLike))
	require.True(t, loop.HasTrait(AutomaticAllocationScope), "scf.for has the trait, as in MLIR")

	// A result count that does not match the inits is rejected.
	bad, _ := newRegionOp(b, "scf.for", []*Value{c0, c4, c1}, []Type{mt}, nil, []Type{Index})
	require.ErrorContains(t, VerifyOp(bad), "loop-carried")
}

func TestScfIfAndWhile(t *testing.T) {
	_, _, b := testFunc(t, I1, F32)
	args := b.InsertionBlock().Args()
	ifop, bs := newRegionOp(b, "scf.if", []*Value{args[0]}, []Type{F32}, nil, nil, nil)
	bs[0].CreateOp("scf.yield", []*Value{args[1]}, nil)
	bs[1].CreateOp("scf.yield", []*Value{args[1]}, nil)
	require.NoError(t, VerifyOp(ifop))
	succ := ifop.Def().RegionBranch.Successors(ifop, nil)
	require.Len(t, succ, 2)
	require.Same(t, ifop.Region(1), succ[1].Region)
	out := ifop.Def().RegionBranch.Successors(ifop, ifop.Region(0))
	require.Equal(t, []RegionSuccessor{{Inputs: ifop.Results()}}, out)

	// scf.while: before region forwards condition operands [1:].
	w, ws := newRegionOp(b, "scf.while", []*Value{args[1]}, []Type{F32}, nil, []Type{F32}, []Type{F32})
	before, after := w.Region(0).Front(), w.Region(1).Front()
	cond := ws[0].CreateOp("scf.condition", []*Value{args[0], before.Arg(0)}, nil)
	ws[1].CreateOp("scf.yield", []*Value{after.Arg(0)}, nil)
	require.NoError(t, VerifyOp(w))
	require.NoError(t, VerifyOp(cond))
	rb := w.Def().RegionBranch
	require.Equal(t, []*Value{args[1]}, rb.EntryOperands(w, rb.Successors(w, nil)[0]))
	fromBefore := rb.Successors(w, w.Region(0))
	require.Same(t, w.Region(1), fromBefore[0].Region)
	require.Equal(t, []*Value{after.Arg(0)}, fromBefore[0].Inputs)
	require.Nil(t, fromBefore[1].Region)
	require.Equal(t, []*Value{before.Arg(0)}, cond.Def().RegionTerminatorOperands(cond, fromBefore[0]))
	fromAfter := rb.Successors(w, w.Region(1))
	require.Same(t, w.Region(0), fromAfter[0].Region)
}

func TestScfForallSharedOuts(t *testing.T) {
	_, _, b := testFunc(t)
	tt := &RankedTensorType{Shape: []int64{8}, Elem: F32}
	empty := b.CreateOp("tensor.empty", nil, []Type{tt}).Result(0)
	props := []NamedAttr{
		{OperandSegmentSizesAttr, SegmentSizesAttr(0, 0, 0, 1)},
		{"staticLowerBound", &DenseArrayAttr{Elem: I64, Values: []int64{0}}},
		{"staticUpperBound", &DenseArrayAttr{Elem: I64, Values: []int64{8}}},
		{"staticStep", &DenseArrayAttr{Elem: I64, Values: []int64{1}}},
	}
	fa, bs := newRegionOp(b, "scf.forall", []*Value{empty}, []Type{tt}, props, []Type{Index, tt})
	newRegionOp(bs[0], "scf.forall.in_parallel", nil, nil, nil, nil)
	require.NoError(t, VerifyOp(fa))
	require.True(t, fa.HasTrait(AutomaticAllocationScope))
	succ := fa.Def().RegionBranch.Successors(fa, nil)
	require.Equal(t, []*Value{fa.Region(0).Front().Arg(1)}, succ[0].Inputs, "only shared_outs block args receive operands")
	require.Equal(t, []*Value{empty}, fa.Def().RegionBranch.EntryOperands(fa, succ[0]))

	par, pbs := newRegionOp(b, "scf.parallel", []*Value{constIndex(b, 0), constIndex(b, 8), constIndex(b, 1)}, nil,
		[]NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, 1, 0)}}, []Type{Index})
	pbs[0].CreateOp("scf.reduce", nil, nil)
	require.NoError(t, VerifyOp(par))
	require.True(t, par.HasTrait(AutomaticAllocationScope))
}
