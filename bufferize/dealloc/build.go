package dealloc

import "github.com/memopt/memopt/ir"

// The ops the deallocation passes create.

// buildBinary creates a two-operand arith op with the type of its lhs.
func buildBinary(b *ir.Builder, loc ir.Location, name string, lhs, rhs *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: name, Operands: []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{lhs.Type()}, Loc: loc}).Result(0)
}

// buildSelect creates `arith.select %c, %t, %f`.
func buildSelect(b *ir.Builder, loc ir.Location, c, t, f *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.select", Operands: []*ir.Value{c, t, f},
		ResultTypes: []ir.Type{t.Type()}, Loc: loc}).Result(0)
}

// baseBuffer creates memref.extract_strided_metadata of m and returns its
// base buffer.
func baseBuffer(b *ir.Builder, loc ir.Location, m *ir.Value) *ir.Value {
	mt := m.Type().(*ir.MemRefType)
	types := []ir.Type{&ir.MemRefType{Elem: mt.Elem, MemorySpace: mt.MemorySpace}, ir.Index}
	for i := 0; i < 2*len(mt.Shape); i++ {
		types = append(types, ir.Index)
	}
	return b.Create(&ir.OperationState{Name: "memref.extract_strided_metadata", Operands: []*ir.Value{m},
		ResultTypes: types, Loc: loc}).Result(0)
}

// reinterpretAsRank0 casts an unranked memref to the rank-0 memref of its
// element type (offset 0, an empty strided layout, as MLIR builds it), so
// that its base buffer can be extracted.
func reinterpretAsRank0(b *ir.Builder, loc ir.Location, m *ir.Value, ut *ir.UnrankedMemRefType) *ir.Value {
	i64 := ir.Type(&ir.IntegerType{Width: 64})
	return b.Create(&ir.OperationState{Name: "memref.reinterpret_cast", Operands: []*ir.Value{m},
		ResultTypes: []ir.Type{&ir.MemRefType{Elem: ut.Elem, Layout: &ir.StridedLayoutAttr{}, MemorySpace: ut.MemorySpace}}, Loc: loc,
		Props: []ir.NamedAttr{
			{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(1, 0, 0, 0)},
			{Name: "static_offsets", Value: &ir.DenseArrayAttr{Elem: i64, Values: []int64{0}}},
			{Name: "static_sizes", Value: &ir.DenseArrayAttr{Elem: i64}},
			{Name: "static_strides", Value: &ir.DenseArrayAttr{Elem: i64}},
		}}).Result(0)
}

// buildIfYield creates `scf.if %c -> (t) { then } else { els }` where then
// and els fill their block through the builder they get and return the
// value to yield.
func buildIfYield(b *ir.Builder, loc ir.Location, c *ir.Value, t ir.Type, then, els func(*ir.Builder) *ir.Value) *ir.Value {
	st := &ir.OperationState{Name: "scf.if", Operands: []*ir.Value{c}, ResultTypes: []ir.Type{t}, Loc: loc}
	for _, fill := range []func(*ir.Builder) *ir.Value{then, els} {
		blk := ir.NewBlock()
		st.AddRegion().AppendBlock(blk)
		nb := ir.NewBuilder()
		nb.SetInsertionPointToEnd(blk)
		v := fill(nb)
		nb.Create(&ir.OperationState{Name: "scf.yield", Operands: []*ir.Value{v}, Loc: loc})
	}
	return b.Create(st).Result(0)
}

// rebuildWithResults replaces op by an op like it with extra results of
// the given types appended (regions moved over) and returns it; uses of
// op's results move to the new op's.
func rebuildWithResults(op *ir.Operation, extra []ir.Type, live *liveness) *ir.Operation {
	types := append(append([]ir.Type(nil), op.ResultTypes()...), extra...)
	nb := ir.NewBuilder()
	nb.SetInsertionPointBefore(op)
	var names []string
	for _, r := range op.Results() {
		names = append(names, r.NameHint)
	}
	nop := nb.Create(&ir.OperationState{Name: op.Name(), Operands: op.Operands(), ResultTypes: types,
		ResultNames: names, Props: op.Props(), Attrs: op.Attrs(), Regions: op.TakeRegions(),
		Successors: op.Successors(), Loc: op.Loc})
	for i, r := range op.Results() {
		if live != nil {
			live.replace(r, nop.Result(i))
		}
	}
	op.ReplaceAllUsesWith(nop.Results()[:op.NumResults()])
	op.Erase()
	return nop
}
