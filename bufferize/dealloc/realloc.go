package dealloc

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// ExpandReallocPass is expand-realloc, as in mlir-opt 22.
var ExpandReallocPass = &passes.Pass{
	Name:        "expand-realloc",
	DisplayName: "ExpandReallocPass",
	Summary:     "Expand memref.realloc operations into its components",
	Doc: "Replaces each memref.realloc of a 1-D identity-layout buffer by a size check: when the buffer is smaller " +
		"than the requested size, a new buffer (memref.alloc) receives a copy of the old contents (and the old buffer " +
		"is freed with memref.dealloc unless emit-deallocs=false); otherwise a memref.reinterpret_cast of the old buffer.",
	Options: []*passes.Option{
		{Name: "emit-deallocs", Kind: passes.Bool, Default: "true", Help: "Emit deallocation operations for the original MemRef"},
	},
	Run: func(c *passes.Context) error {
		emit := c.Bool("emit-deallocs")
		var reallocs []*ir.Operation
		ir.WalkPreOrder(c.Op, func(op *ir.Operation) {
			if op.Def() != nil && isRealloc(op) {
				reallocs = append(reallocs, op)
			}
		})
		for _, op := range reallocs {
			if err := ExpandRealloc(op, emit); err != nil {
				return err
			}
		}
		return nil
	},
}

func init() { passes.Register(ExpandReallocPass) }

// isRealloc reports whether op is memref.realloc: it frees its (only
// memref) operand and allocates its result.
func isRealloc(op *ir.Operation) bool {
	if op.NumResults() != 1 || op.NumOperands() == 0 || !isMemref(op.Result(0)) {
		return false
	}
	var frees, allocs bool
	for _, e := range effectsOf(op) {
		switch {
		case e.Kind == ir.EffectFree && e.Value == op.Operand(0):
			frees = true
		case e.Kind == ir.EffectAllocate && e.Value == op.Result(0):
			allocs = true
		}
	}
	return frees && allocs
}

// constIndex creates `arith.constant v : index`.
func constIndex(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.constant", ResultTypes: []ir.Type{ir.Index},
		Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(v, ir.Index)}}, Loc: loc}).Result(0)
}

// foldResult is a static size or an SSA value.
type foldResult struct {
	v *ir.Value
	c int64
}

func (f foldResult) value(b *ir.Builder, loc ir.Location) *ir.Value {
	if f.v != nil {
		return f.v
	}
	return constIndex(b, loc, f.c)
}

// mixedListOp creates a view op with one offset, size and stride each
// (memref.subview, memref.reinterpret_cast).
func mixedListOp(b *ir.Builder, loc ir.Location, name string, src *ir.Value, t ir.Type, off, size, stride foldResult) *ir.Value {
	ops := []*ir.Value{src}
	segs := []int{1, 0, 0, 0}
	var static [3]int64
	for i, f := range []foldResult{off, size, stride} {
		if f.v != nil {
			ops = append(ops, f.v)
			segs[i+1] = 1
			static[i] = ir.Dynamic
		} else {
			static[i] = f.c
		}
	}
	i64 := ir.Type(&ir.IntegerType{Width: 64})
	return b.Create(&ir.OperationState{Name: name, Operands: ops, ResultTypes: []ir.Type{t}, Loc: loc,
		Props: []ir.NamedAttr{
			{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(segs...)},
			{Name: "static_offsets", Value: &ir.DenseArrayAttr{Elem: i64, Values: []int64{static[0]}}},
			{Name: "static_sizes", Value: &ir.DenseArrayAttr{Elem: i64, Values: []int64{static[1]}}},
			{Name: "static_strides", Value: &ir.DenseArrayAttr{Elem: i64, Values: []int64{static[2]}}},
		}}).Result(0)
}

// ExpandRealloc replaces memref.realloc op (1-D, identity layouts) by its
// expansion, as mlir-opt 22's expand-realloc does; with emitDeallocs the
// old buffer is freed when a new one replaces it.
func ExpandRealloc(op *ir.Operation, emitDeallocs bool) error {
	src := op.Operand(0)
	st, ok1 := src.Type().(*ir.MemRefType)
	rt, ok2 := op.Result(0).Type().(*ir.MemRefType)
	if !ok1 || !ok2 || len(st.Shape) != 1 || len(rt.Shape) != 1 || !st.HasIdentityLayout() || !rt.HasIdentityLayout() {
		return op.Errorf("failed to legalize operation 'memref.realloc' that was explicitly marked illegal")
	}
	loc := op.Loc
	b := before(op)
	cur := foldResult{c: st.Shape[0]}
	if st.Shape[0] == ir.Dynamic {
		c0 := constIndex(b, loc, 0)
		cur = foldResult{v: b.Create(&ir.OperationState{Name: "memref.dim", Operands: []*ir.Value{src, c0},
			ResultTypes: []ir.Type{ir.Index}, Loc: loc}).Result(0)}
	}
	var dynSize *ir.Value
	if op.NumOperands() > 1 {
		dynSize = op.Operand(1)
	}
	target := foldResult{c: rt.Shape[0]}
	if rt.Shape[0] == ir.Dynamic {
		target = foldResult{v: dynSize}
	}
	lhs := cur.value(b, loc)
	rhs := target.value(b, loc)
	cond := b.Create(&ir.OperationState{Name: "arith.cmpi", Operands: []*ir.Value{lhs, rhs}, ResultTypes: []ir.Type{ir.I1},
		Props: []ir.NamedAttr{{Name: "predicate", Value: ir.IntAttr(6, &ir.IntegerType{Width: 64})}}, Loc: loc}).Result(0)
	res := buildIfYield(b, loc, cond, rt, func(tb *ir.Builder) *ir.Value {
		var dyn []*ir.Value
		if dynSize != nil {
			dyn = append(dyn, dynSize)
		}
		props := []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(len(dyn), 0)}}
		if a := op.Attr("alignment"); a != nil {
			props = append(props, ir.NamedAttr{Name: "alignment", Value: a})
		}
		alloc := tb.Create(&ir.OperationState{Name: "memref.alloc", Operands: dyn, ResultTypes: []ir.Type{rt}, Props: props, Loc: loc}).Result(0)
		size := cur.c
		if cur.v != nil {
			size = ir.Dynamic
		}
		svt, _ := ir.SubviewInferredType(rt, []int64{0}, []int64{size}, []int64{1})
		sv := mixedListOp(tb, loc, "memref.subview", alloc, svt, foldResult{c: 0}, cur, foldResult{c: 1})
		tb.Create(&ir.OperationState{Name: "memref.copy", Operands: []*ir.Value{src, sv}, Loc: loc})
		if emitDeallocs {
			tb.Create(&ir.OperationState{Name: "memref.dealloc", Operands: []*ir.Value{src}, Loc: loc})
		}
		return alloc
	}, func(eb *ir.Builder) *ir.Value {
		return mixedListOp(eb, loc, "memref.reinterpret_cast", src, rt, foldResult{c: 0}, target, foldResult{c: 1})
	})
	op.Result(0).ReplaceAllUsesWith(res)
	op.Erase()
	return nil
}
