package placement

import (
	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/viewflow"
)

// rankDef is memref.rank's definition: a dynamic size computed by it is
// small (MLIR's promote-buffers-to-stack looks for exactly this op).
var rankDef = ir.Lookup("memref.rank")

// PromoteOptions are promote-buffers-to-stack's options.
type PromoteOptions struct {
	// MaxAllocSizeInBytes is the largest static buffer promoted.
	MaxAllocSizeInBytes int64
	// MaxRankOfAllocatedMemRef is the largest rank of a dynamic buffer
	// promoted (its sizes must all be memref.rank results).
	MaxRankOfAllocatedMemRef int64
}

// DefaultPromoteOptions are mlir-opt 22's defaults: 1024 bytes, rank 1.
var DefaultPromoteOptions = PromoteOptions{MaxAllocSizeInBytes: 1024, MaxRankOfAllocatedMemRef: 1}

// elementBits returns the size of an element in bits as MLIR's default
// data layout gives it, or false for elements without one.
func elementBits(t ir.Type) (int64, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return int64(t.Width), t.Width > 0
	case *ir.IndexType:
		return 64, true
	case *ir.FloatType:
		w := int64(ir.FloatWidth(t.Kind))
		return w, w > 0
	}
	size, _, ok := ir.ElementLayout(t)
	return size * 8, ok
}

// isSmallAlloc reports whether the buffer alloc allocates is small enough
// to live on the stack.
func isSmallAlloc(alloc *ir.Value, opts PromoteOptions) bool {
	mt, ok := alloc.Type().(*ir.MemRefType)
	def := alloc.DefiningOp()
	if !ok || def == nil {
		return false
	}
	if a := bufferize.AllocationOf(def); a == nil || a.BuildPromotedAlloc == nil {
		return false
	}
	if !mt.HasStaticShape() {
		if int64(len(mt.Shape)) > opts.MaxRankOfAllocatedMemRef {
			return false
		}
		for _, v := range def.Operands() {
			if v.DefiningOp() == nil || v.DefiningOp().Def() != rankDef {
				return false
			}
		}
		return true
	}
	bits, ok := elementBits(mt.Elem)
	if !ok {
		return false
	}
	n := mt.NumElements()
	limit := opts.MaxAllocSizeInBytes * 8
	if bits > 0 && n > limit/bits {
		return false
	}
	return n*bits <= limit
}

// leavesScope reports whether an alias is passed on by a terminator of
// region r (to r's parent op or a sibling region).
func leavesScope(r *ir.Region, aliases []*ir.Value) bool {
	for _, a := range aliases {
		for _, u := range a.Users() {
			if isRegionTerminator(u) && u.ParentRegion() == r {
				return true
			}
		}
	}
	return false
}

// hasAllocationScope reports whether an automatic allocation scope encloses
// alloc, reached through structured control flow that is not a loop, and
// no alias of the buffer leaves that scope.
func hasAllocationScope(alloc *ir.Value, vf *viewflow.ViewFlow) bool {
	for r := alloc.ParentRegion(); r != nil; {
		p := r.ParentOp()
		if p == nil {
			return false
		}
		if p.HasTrait(ir.AutomaticAllocationScope) && !leavesScope(r, vf.Aliases(alloc)) {
			return true
		}
		if isLoop(p) || !isKnownControlFlow(p) {
			return false
		}
		r = p.ParentRegion()
	}
	return false
}

// PromoteBuffersToStack replaces each small heap allocation nested in root
// that nothing frees and whose buffer stays in its automatic allocation
// scope with the stack allocation its AllocationOp interface builds.
func PromoteBuffersToStack(root *ir.Operation, opts PromoteOptions) {
	vf := newAliases(root)
	for _, e := range collectAllocs(root) {
		if e.dealloc != nil || !isSmallAlloc(e.value, opts) || !hasAllocationScope(e.value, vf) {
			continue
		}
		op := e.value.DefiningOp()
		b := ir.NewBuilder()
		b.SetInsertionPointBefore(op)
		stack := bufferize.AllocationOf(op).BuildPromotedAlloc(b, op)
		if stack == nil {
			continue
		}
		op.ReplaceAllUsesWith(stack.Results())
		op.Erase()
	}
}
