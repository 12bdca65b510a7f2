package mergealloc

import (
	"fmt"

	"github.com/memopt/memopt/ir"
)

// Names of the ops the rewrite creates (DESIGN 3.7).
const (
	viewOpName     = "memref.view"
	constantOpName = "arith.constant"
	deallocOpName  = "memref.dealloc"
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

// RewriteScope is the default MemoryMergeMutatorFunc (DESIGN 3.7): at the
// start of scope it creates
//
//	%b = memref.alloc() {alignment = A : i64} : memref<Nxi8[, space]>
//
// and replaces each scheduled alloc with
//
//	%c = arith.constant OFF : index
//	%v = memref.view %b[%c][] : memref<Nxi8> to <original type>
//
// erasing the alloc and every dealloc of it. An empty schedule leaves the
// scope untouched.
//
// When the input already freed its buffers (some merged alloc had a
// dealloc) and the scope is a single block, the merged buffer is freed
// before the block's terminator, so that a program without leaks stays
// without leaks. Merged buffers never escape their scope, so this is safe.
// Programs without deallocs (the usual input, before buffer deallocation)
// get none.
func RewriteScope(_ *ir.Operation, scope *ir.Block, sched *MemorySchedule, opts Options) error {
	if len(sched.Allocs) == 0 {
		return nil
	}
	if scope == nil {
		return fmt.Errorf("merge-alloc: schedule without a scope block")
	}
	b := ir.NewBuilder()
	b.SetInsertionPointToStart(scope)
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
	base := merged.Result(0)
	freed := false
	for _, alloc := range sched.Allocs {
		off, ok := sched.AllocToOffset[alloc]
		if !ok {
			return fmt.Errorf("merge-alloc: no offset planned for an alloc")
		}
		b.SetInsertionPointBefore(alloc)
		c := b.Create(&ir.OperationState{
			Name:        constantOpName,
			ResultTypes: []ir.Type{ir.Index},
			Props:       []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(off, ir.Index)}},
			Loc:         alloc.Loc,
		})
		res := alloc.Result(0)
		v := b.Create(&ir.OperationState{
			Name:        viewOpName,
			Operands:    []*ir.Value{base, c.Result(0)},
			ResultTypes: []ir.Type{res.Type()},
			ResultNames: []string{res.NameHint},
			Loc:         alloc.Loc,
		})
		for _, u := range res.Uses() {
			if owner := u.Owner(); DeallocOf(owner) == res {
				owner.Erase()
				freed = true
			}
		}
		res.ReplaceAllUsesWith(v.Result(0))
		alloc.Erase()
	}
	if term := scope.Terminator(); freed && term != nil && len(scope.Parent().Blocks()) == 1 {
		b.SetInsertionPointBefore(term)
		b.Create(&ir.OperationState{Name: deallocOpName, Operands: []*ir.Value{base}, Loc: term.Loc})
	}
	return nil
}

// Annotate is the analysis-only output (DESIGN 3.8): every memref.alloc
// gets __mergealloc_lifetime = array<i64: SCOPE, FIRST, LAST> and every
// scope op __mergealloc_scope = SCOPE : i64.
func Annotate(scopes *MemoryTraceScopes) {
	for _, s := range scopes.Scopes {
		s.Op.SetAttr(ScopeAttrName, ir.IntAttr(s.ID, ir.I64))
	}
	for _, lt := range scopes.Lifetimes {
		lt.Alloc.SetAttr(LifetimeAttrName, &ir.DenseArrayAttr{Elem: ir.I64, Values: []int64{lt.ScopeID, lt.First, lt.Last}})
	}
}

// Attribute names of the analysis-only annotations.
const (
	LifetimeAttrName = "__mergealloc_lifetime"
	ScopeAttrName    = "__mergealloc_scope"
)
