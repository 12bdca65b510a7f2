package mergealloc

import (
	"fmt"

	"github.com/memopt/memopt/ir"
)

// Names of the ops the rewrite creates (docs/ARCHITECTURE.md, "The rewrite").
const (
	viewOpName     = "memref.view"
	constantOpName = "arith.constant"
	deallocOpName  = "memref.dealloc"
	applyOpName    = "affine.apply"
)

// DeallocOf returns the value op frees if op is a plain dealloc (like
// memref.dealloc): one operand, no results, no regions, and only Free
// effects, on that operand. Otherwise it returns nil. The collector and the
// rewrite agree on this: exactly these ops are erased with a merged alloc.
func DeallocOf(op *ir.Operation) *ir.Value {
	if op.NumResults() != 0 || op.NumOperands() != 1 || op.NumRegions() != 0 {
		return nil
	}
	effects, known := ir.Effects(op)
	if !known || len(effects) == 0 {
		return nil
	}
	v := op.Operand(0)
	for _, e := range effects {
		if e.Kind != ir.EffectFree || e.Value != v {
			return nil
		}
	}
	return v
}

// RewriteScope is the default MemoryMergeMutatorFunc (docs/ARCHITECTURE.md,
// "The rewrite"): at the
// start of scope it creates
//
//	%b = memref.alloc() {alignment = A : i64} : memref<Nxi8[, space]>
//
// and replaces each scheduled alloc with
//
//	%c = arith.constant OFF : index
//	%v = memref.view %b[%c][] : memref<Nxi8> to <original type>
//
// (a buffer of dynamic shape, planned at its bound, is viewed with its
// dynamic sizes: `memref.view %b[%c][%d0, ...]`)
//
// erasing the alloc and every dealloc of it. An empty schedule leaves the
// scope untouched.
//
// The schedule of a hoisted scf.forall (sched.Hoist) gets no buffer of its
// own: at the start of the forall body it computes the byte offset of the
// current thread's arena in the enclosing scope's merged buffer,
//
//	%t = affine.apply affine_map<(d0, d1) -> (d0 * 512 + d1 * 64 + 128)>(%i, %j)
//
// (the induction variables linearized row-major, after subtracting the
// lower bounds and dividing by the steps, times the per-thread arena, plus
// the threads' buffer's offset, plus the thread's offset in the parent's
// arena when the parent is hoisted too), and views each alloc at %t + OFF:
//
//	%o = affine.apply affine_map<(d0) -> (d0 + 64)>(%t)
//	%v = memref.view %b[%o][] : memref<Nxi8> to <original type>
//
// It must run after the rewrite of its parent schedule, which sets Base
// and ThreadBase.
//
// When the input already freed its buffers (some merged alloc, hoisted ones
// included, had a dealloc) and the scope is a single block, the merged
// buffer is freed before the block's terminator, so that a program without
// leaks stays without leaks. Merged buffers never escape their scope, so
// this is safe. Programs without deallocs (the usual input, before buffer
// deallocation) get none.
func RewriteScope(_ *ir.Operation, scope *ir.Block, sched *MemorySchedule, opts Options) error {
	if len(sched.Allocs) == 0 {
		return nil
	}
	freed := sched.Hoist == nil && hasDealloc(sched)
	if scope == nil {
		return fmt.Errorf("merge-alloc: schedule without a scope block")
	}
	b := ir.NewBuilder()
	b.SetInsertionPointToStart(scope)
	if h := sched.Hoist; h != nil {
		if h.Parent == nil || h.Parent.Base == nil {
			return fmt.Errorf("merge-alloc: the schedule of a hoisted loop is rewritten before its parent's")
		}
		sched.Base = h.Parent.Base
		tb, err := threadBase(b, h)
		if err != nil {
			return err
		}
		sched.ThreadBase = tb
	} else {
		mt := &ir.MemRefType{Shape: []int64{sched.TotalSize}, Elem: ir.I8, MemorySpace: sched.MemorySpace}
		merged := b.Create(&ir.OperationState{
			Name:        allocOpName,
			ResultTypes: []ir.Type{mt},
			ResultNames: []string{"alloc"},
			Props: []ir.NamedAttr{
				{Name: "alignment", Value: ir.IntAttr(max(opts.Alignment, 1), ir.I64)},
				{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 0)},
			},
			Loc: sched.Allocs[0].Loc,
		})
		sched.Base = merged.Result(0)
	}
	hoisted := map[*ir.Operation]bool{}
	for _, c := range sched.Children {
		hoisted[c.Hoist.Loop] = true
	}
	// The states are reused from alloc to alloc (ops copy what they keep)
	// and equal offsets share their attribute: a scope may merge
	// thousands of allocs.
	cst := &ir.OperationState{Name: constantOpName, ResultTypes: []ir.Type{ir.Index}, Props: make([]ir.NamedAttr, 1)}
	view := &ir.OperationState{Name: viewOpName, Operands: make([]*ir.Value, 2), ResultTypes: make([]ir.Type, 1), ResultNames: make([]string, 1)}
	offsets := map[int64]*ir.IntegerAttr{}
	var dead []*ir.Operation
	for _, alloc := range sched.Allocs {
		if hoisted[alloc] {
			continue // the forall's own rewrite views its threads' buffers
		}
		off, ok := sched.AllocToOffset[alloc]
		if !ok {
			return fmt.Errorf("merge-alloc: no offset planned for an alloc")
		}
		b.SetInsertionPointBefore(alloc)
		var shift *ir.Value
		if sl := sched.Slices[alloc]; sl != nil {
			var err error
			if shift, err = sliceOffset(b, off, sl, alloc.Loc); err != nil {
				return err
			}
		} else if sched.ThreadBase == nil {
			a := offsets[off]
			if a == nil {
				a = ir.IntAttr(off, ir.Index)
				offsets[off] = a
			}
			cst.Props[0] = ir.NamedAttr{Name: "value", Value: a}
			cst.Loc = alloc.Loc
			shift = b.Create(cst).Result(0)
		} else {
			shift = addOffset(b, sched.ThreadBase, off, alloc.Loc)
		}
		res := alloc.Result(0)
		// A buffer of dynamic shape (planned at its bound) keeps its
		// real sizes.
		view.Operands = append(append(view.Operands[:0], sched.Base, shift), alloc.Operands()...)
		view.ResultTypes[0], view.ResultNames[0], view.Loc = res.Type(), res.NameHint, alloc.Loc
		v := b.Create(view)
		dead = dead[:0]
		res.ForEachUse(func(u *ir.OpOperand) {
			if owner := u.Owner(); DeallocOf(owner) == res {
				dead = append(dead, owner)
			}
		})
		for _, d := range dead {
			d.Erase()
		}
		res.ReplaceAllUsesWith(v.Result(0))
		alloc.Erase()
	}
	if term := scope.Terminator(); sched.Hoist == nil && freed && term != nil && len(scope.Parent().Blocks()) == 1 {
		b.SetInsertionPointBefore(term)
		b.Create(&ir.OperationState{Name: deallocOpName, Operands: []*ir.Value{sched.Base}, Loc: term.Loc})
	}
	return nil
}

// hasDealloc reports whether some alloc of sched or of the schedules
// hoisted into it is freed by a plain dealloc.
func hasDealloc(sched *MemorySchedule) bool {
	for _, alloc := range sched.Allocs {
		if alloc.Name() != allocOpName || alloc.NumResults() != 1 {
			continue
		}
		res := alloc.Result(0)
		for _, u := range res.Uses() {
			if DeallocOf(u.Owner()) == res {
				return true
			}
		}
	}
	for _, c := range sched.Children {
		if hasDealloc(c) {
			return true
		}
	}
	return false
}

// createApply inserts `affine.apply map(operands)` and returns its result.
func createApply(b *ir.Builder, m *ir.AffineMap, operands []*ir.Value, loc ir.Location) *ir.Value {
	return b.Create(&ir.OperationState{
		Name:        applyOpName,
		Operands:    operands,
		ResultTypes: []ir.Type{ir.Index},
		Props:       []ir.NamedAttr{{Name: "map", Value: &ir.AffineMapAttr{Map: m}}},
		Loc:         loc,
	}).Result(0)
}

// addOffset returns base + off (base itself when off is 0).
func addOffset(b *ir.Builder, base *ir.Value, off int64, loc ir.Location) *ir.Value {
	if off == 0 {
		return base
	}
	e := ir.AffineAddExpr(ir.DimExpr(0), ir.ConstExpr(off))
	return createApply(b, &ir.AffineMap{NumDims: 1, Results: []*ir.AffineExpr{e}}, []*ir.Value{base}, loc)
}

// threadBase builds, at the builder's insertion point (the start of the
// forall body), the byte offset of the current thread's arena:
// h.Offset + linear thread index * h.Stride (+ the parent thread's offset).
func threadBase(b *ir.Builder, h *HoistedSchedule) (*ir.Value, error) {
	li := ir.Loop(h.Loop)
	if li == nil || len(li.IVs) != len(h.Trips) {
		return nil, fmt.Errorf("merge-alloc: hoisted loop without a constant iteration space")
	}
	var e *ir.AffineExpr
	add := func(x *ir.AffineExpr) {
		if e == nil {
			e = x
		} else {
			e = ir.AffineAddExpr(e, x)
		}
	}
	coef := h.Stride
	terms := make([]*ir.AffineExpr, len(li.IVs))
	for i := len(li.IVs) - 1; i >= 0; i-- {
		lb, ok1 := li.Lower[i].Constant()
		st, ok2 := li.Step[i].Constant()
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("merge-alloc: hoisted loop without constant bounds")
		}
		x := ir.DimExpr(i)
		if lb != 0 {
			x = ir.AffineAddExpr(x, ir.ConstExpr(-lb))
		}
		if st != 1 {
			x = ir.AffineBin(ir.AffineFloorDiv, x, ir.ConstExpr(st))
		}
		if coef != 1 {
			x = ir.AffineMulExpr(x, ir.ConstExpr(coef))
		}
		terms[i] = x
		coef *= h.Trips[i]
	}
	for _, x := range terms {
		add(x)
	}
	operands := append([]*ir.Value(nil), li.IVs...)
	if pb := h.Parent.ThreadBase; pb != nil {
		add(ir.DimExpr(len(operands)))
		operands = append(operands, pb)
	}
	if h.Offset != 0 {
		add(ir.ConstExpr(h.Offset))
	}
	m := &ir.AffineMap{NumDims: len(operands), Results: []*ir.AffineExpr{e}}
	return createApply(b, m, operands, h.Loop.Loc), nil
}

// sliceOffset builds, before the alloc of a buffer with one slice per
// thread (forall-hoisting=nested), the byte offset of the current
// thread's slice with the arith ops graph-compiler's merge-alloc emits:
//
//	%c_off = arith.constant OFF : index
//	... the loops' induction variables linearized (arith.subi of a lower
//	    bound that is not 0, arith.divsi by a step that is not 1,
//	    arith.muli by a trip count and arith.addi to fold each further
//	    variable or loop in)
//	%c_size = arith.constant STRIDE : index
//	%m = arith.muli %t, %c_size : index
//	%o = arith.addi %c_off, %m : index
func sliceOffset(b *ir.Builder, off int64, sl *ThreadSlices, loc ir.Location) (*ir.Value, error) {
	cst := func(v int64) *ir.Value {
		return b.Create(&ir.OperationState{Name: constantOpName, ResultTypes: []ir.Type{ir.Index},
			Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(v, ir.Index)}}, Loc: loc}).Result(0)
	}
	bin := func(name string, x, y *ir.Value) *ir.Value {
		return b.Create(&ir.OperationState{Name: name, Operands: []*ir.Value{x, y}, ResultTypes: []ir.Type{ir.Index}, Loc: loc}).Result(0)
	}
	value := func(f ir.FoldResult, c int64) *ir.Value {
		if f.Value != nil {
			return f.Value
		}
		return cst(c)
	}
	base := cst(off)
	var lin *ir.Value
	inner := int64(1)
	for _, loop := range sl.Loops {
		li := ir.Loop(loop)
		var trips []int64
		ok := li != nil
		if ok {
			trips, ok = li.TripCounts()
		}
		if !ok {
			return nil, fmt.Errorf("merge-alloc: a loop without a constant iteration space holds a sliced buffer")
		}
		var v *ir.Value
		for d, iv := range li.IVs {
			x := iv
			if lb, _ := li.Lower[d].Constant(); lb != 0 {
				x = bin("arith.subi", x, value(li.Lower[d], lb))
			}
			if st, _ := li.Step[d].Constant(); st != 1 {
				x = bin("arith.divsi", x, value(li.Step[d], st))
			}
			if v == nil {
				v = x
			} else {
				v = bin("arith.addi", bin("arith.muli", v, cst(trips[d])), x)
			}
		}
		if lin == nil {
			lin = v
		} else {
			lin = bin("arith.addi", lin, bin("arith.muli", v, cst(inner)))
		}
		for _, k := range trips {
			inner *= k
		}
	}
	return bin("arith.addi", base, bin("arith.muli", lin, cst(sl.Stride))), nil
}

// Annotate is the analysis-only output (docs/ARCHITECTURE.md,
// "analysis-only"): every memref.alloc
// gets __mergealloc_lifetime = array<i64: SCOPE, FIRST, LAST> and every
// scope op __mergealloc_scope = SCOPE : i64. A hoisted scf.forall is both:
// the scope of its threads' buffers, and a buffer of its enclosing scope
// with the lifetime of its threads' buffer there. With
// forall-hoisting=nested, as graph-compiler prints it, only the scopes that
// hold some alloc are annotated (a forall whose buffers all left it gets
// nothing) and no forall gets a lifetime.
func Annotate(scopes *MemoryTraceScopes) {
	var used map[int64]bool
	if scopes.Hoisting == HoistNested {
		used = map[int64]bool{}
		for _, lt := range scopes.Lifetimes {
			used[lt.ScopeID] = true
		}
	}
	for _, s := range scopes.Scopes {
		if used == nil || used[s.ID] {
			s.Op.SetAttr(ScopeAttrName, ir.IntAttr(s.ID, ir.I64))
		}
	}
	for _, lt := range append(scopes.Lifetimes, scopes.Hoisted...) {
		lt.Alloc.SetAttr(LifetimeAttrName, &ir.DenseArrayAttr{Elem: ir.I64, Values: []int64{lt.ScopeID, lt.First, lt.Last}})
	}
}

// Attribute names of the analysis-only annotations.
const (
	LifetimeAttrName = "__mergealloc_lifetime"
	ScopeAttrName    = "__mergealloc_scope"
)
