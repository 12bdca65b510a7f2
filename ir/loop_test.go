package ir_test

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// firstOp returns the first op named name in the module parsed from src.
func firstOp(t *testing.T, src, name string) *ir.Operation {
	t.Helper()
	m, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	var found *ir.Operation
	ir.Walk(m.Op, func(op *ir.Operation) ir.WalkResult {
		if op.Name() == name {
			found = op
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	require.NotNil(t, found, name)
	return found
}

func TestLoopInterface(t *testing.T) {
	forOp := firstOp(t, `func.func @f(%n: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c2 to %n step %c3 {
  }
  return
}`, "scf.for")
	li := ir.Loop(forOp)
	require.NotNil(t, li)
	require.False(t, li.Parallel)
	require.Len(t, li.IVs, 1)
	require.Same(t, forOp.Region(0).Front().Arg(0), li.IVs[0])
	lb, ok := li.Lower[0].Constant()
	require.True(t, ok)
	require.EqualValues(t, 2, lb)
	_, ok = li.Upper[0].Constant()
	require.False(t, ok, "a function argument is no constant")
	_, ok = li.TripCounts()
	require.False(t, ok)

	forall := firstOp(t, `func.func @f(%n: index) {
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j, %k) = (0, 1, 0) to (%c8, 10, %n) step (3, 2, 1) {
  }
  return
}`, "scf.forall")
	li = ir.Loop(forall)
	require.NotNil(t, li)
	require.True(t, li.Parallel)
	require.Len(t, li.IVs, 3)
	ub, ok := li.Upper[0].Constant()
	require.True(t, ok, "an arith.constant operand is constant")
	require.EqualValues(t, 8, ub)
	ub, ok = li.Upper[1].Constant()
	require.True(t, ok)
	require.EqualValues(t, 10, ub)
	_, ok = li.TripCounts()
	require.False(t, ok, "%n is dynamic")

	forall = firstOp(t, `func.func @f() {
  scf.forall (%i, %j) = (0, 5) to (7, 5) step (3, 1) {
  }
  return
}`, "scf.forall")
	counts, ok := ir.Loop(forall).TripCounts()
	require.True(t, ok)
	require.Equal(t, []int64{3, 0}, counts, "ceil(7/3) and an empty range")

	par := firstOp(t, `func.func @f() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.reduce
  }
  return
}`, "scf.parallel")
	li = ir.Loop(par)
	require.NotNil(t, li)
	require.True(t, li.Parallel)
	counts, ok = li.TripCounts()
	require.True(t, ok)
	require.Equal(t, []int64{4}, counts)

	require.Nil(t, ir.Loop(firstOp(t, `func.func @f(%c: i1) {
  scf.if %c {
  }
  return
}`, "scf.if")), "scf.if is no loop")
}

func TestOverwrites(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(`func.func @f(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %v: f32, %c: index) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  linalg.fill ins(%v : f32) outs(%b : memref<4x4xf32>)
  linalg.add ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  memref.store %v, %b[%c, %c] : memref<4x4xf32>
  return
}`))
	require.NoError(t, err)
	fn := m.Body().Ops()[0]
	b := fn.Region(0).Front().Arg(1)
	var got []bool
	for _, op := range fn.Region(0).Front().Ops() {
		if op.Name() == "func.return" {
			break
		}
		over := false
		if op.Def().Overwrites != nil {
			for _, v := range op.Def().Overwrites(op) {
				over = over || v == b
			}
		}
		got = append(got, over)
	}
	require.Equal(t, []bool{true, true, true, false, true, false, false}, got,
		"copy, fill, add and a generic ignoring its output overwrite it; matmul, an accumulating generic and a store do not")
}

func TestSubviewType(t *testing.T) {
	src := &ir.MemRefType{Shape: []int64{3, 4, 8}, Elem: ir.F32}
	st, err := ir.SubviewType(src, []int64{ir.Dynamic, 0, 0}, []int64{1, 4, 8}, []int64{1, 1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<1x4x8xf32, strided<[32, 8, 1], offset: ?>>", st.String())
	rt, ok := ir.RankReduce(st, []int64{4, 8})
	require.True(t, ok)
	require.Equal(t, "memref<4x8xf32, strided<[8, 1], offset: ?>>", rt.String())

	st, err = ir.SubviewType(rt, []int64{2, 0}, []int64{1, 8}, []int64{1, 1})
	require.NoError(t, err)
	rt, ok = ir.RankReduce(st, []int64{8})
	require.True(t, ok)
	require.Equal(t, "memref<8xf32, strided<[1], offset: ?>>", rt.String())

	// Static offsets and strides compose; the identity prints without layout.
	st, err = ir.SubviewType(&ir.MemRefType{Shape: []int64{8, 8}, Elem: ir.F32}, []int64{2, 4}, []int64{4, 2}, []int64{2, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<4x2xf32, strided<[16, 1], offset: 20>>", st.String())
	st, err = ir.SubviewType(&ir.MemRefType{Shape: []int64{8, 8}, Elem: ir.F32}, []int64{0, 0}, []int64{8, 8}, []int64{1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<8x8xf32>", st.String())

	// A static offset 0 adds nothing to a dynamic stride (MLIR's
	// saturated arithmetic), and an affine-map source splits into strides.
	dyn := &ir.MemRefType{Shape: []int64{ir.Dynamic, ir.Dynamic}, Elem: ir.F32, Layout: &ir.StridedLayoutAttr{Strides: []int64{ir.Dynamic, 1}}}
	st, err = ir.SubviewType(dyn, []int64{0, 0}, []int64{4, 4}, []int64{1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<4x4xf32, strided<[?, 1]>>", st.String())
	st, err = ir.SubviewType(dyn, []int64{1, 0}, []int64{4, 4}, []int64{1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<4x4xf32, strided<[?, 1], offset: ?>>", st.String())
	m := &ir.AffineMap{NumDims: 1, NumSyms: 1, Results: []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineMulExpr(ir.DimExpr(0), ir.ConstExpr(2)), ir.SymExpr(0))}}
	st, err = ir.SubviewType(&ir.MemRefType{Shape: []int64{16}, Elem: ir.F32, Layout: &ir.AffineMapAttr{Map: m}}, []int64{1}, []int64{4}, []int64{2})
	require.NoError(t, err)
	require.Equal(t, "memref<4xf32, strided<[4], offset: ?>>", st.String())

	_, ok = ir.RankReduce(&ir.MemRefType{Shape: []int64{2, 4}, Elem: ir.F32}, []int64{4})
	require.False(t, ok, "only unit dimensions can be dropped")
	_, err = ir.SubviewType(&ir.MemRefType{Shape: []int64{4}, Elem: ir.F32}, []int64{0, 0}, []int64{1}, []int64{1})
	require.Error(t, err)
}
