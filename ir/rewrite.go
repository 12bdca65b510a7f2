package ir

// The rewriter: every change a pattern (or a driver) makes to the IR goes
// through a Rewriter, which performs it and tells its listener, the way
// MLIR's RewriterBase/PatternRewriter do. A driver (passes/greedy) is the
// listener: it learns which ops were created, changed, replaced or erased
// and revisits them.

// RewriteListener is told of every change a Rewriter makes (MLIR's
// RewriterBase::Listener). Embed NoopListener to implement only some of it.
type RewriteListener interface {
	BuilderListener
	// OperationModified is called after op was changed in place
	// (operands, attributes, successors, regions' contents).
	OperationModified(op *Operation)
	// OperationReplaced is called before the results of op are replaced
	// with vals (op is erased right after by ReplaceOp).
	OperationReplaced(op *Operation, vals []*Value)
	// OperationErased is called right before op is erased; its operands
	// are still in place.
	OperationErased(op *Operation)
	// BlockErased is called right before b is erased.
	BlockErased(b *Block)
	// MatchFailure is called when a pattern gives up on op, with why.
	MatchFailure(op *Operation, reason string)
}

// NoopListener is a RewriteListener that ignores every notification; embed
// it in a listener that only needs some of them.
type NoopListener struct{}

// OperationInserted does nothing.
func (NoopListener) OperationInserted(*Operation) {}

// BlockInserted does nothing.
func (NoopListener) BlockInserted(*Block) {}

// OperationModified does nothing.
func (NoopListener) OperationModified(*Operation) {}

// OperationReplaced does nothing.
func (NoopListener) OperationReplaced(*Operation, []*Value) {}

// OperationErased does nothing.
func (NoopListener) OperationErased(*Operation) {}

// BlockErased does nothing.
func (NoopListener) BlockErased(*Block) {}

// MatchFailure does nothing.
func (NoopListener) MatchFailure(*Operation, string) {}

// Rewriter changes IR and tells its listener of each change (MLIR's
// PatternRewriter). Patterns must make every change through it: create
// ops with Create/CreateOp/Insert (the embedded Builder), replace with
// ReplaceOp/ReplaceAllUsesWith, erase with EraseOp/EraseBlock, change an op
// in place inside ModifyOpInPlace, and move ops and blocks with MoveOpBefore,
// InlineBlockBefore, MergeBlocks, InlineRegionBefore and SplitBlock. A
// Rewriter without a listener just performs the changes.
type Rewriter struct {
	Builder
	listener RewriteListener
}

// NewRewriter returns a rewriter that tells l (which may be nil) of every
// change.
func NewRewriter(l RewriteListener) *Rewriter {
	r := &Rewriter{listener: l}
	if l != nil {
		r.Builder.Listener = l
	}
	return r
}

// RewriteListener returns the rewriter's listener (nil if none).
func (r *Rewriter) RewriteListener() RewriteListener { return r.listener }

// ModifyOpInPlace runs f, which changes op in place (its operands,
// attributes or successors), and tells the listener.
func (r *Rewriter) ModifyOpInPlace(op *Operation, f func()) {
	f()
	if r.listener != nil {
		r.listener.OperationModified(op)
	}
}

// ReplaceAllUsesWith makes every use of from use to instead; each user is
// modified in place (and reported as such), in use-list order.
func (r *Rewriter) ReplaceAllUsesWith(from, to *Value) {
	if from == to {
		return
	}
	for from.firstUse != nil {
		u := from.firstUse
		r.ModifyOpInPlace(u.owner, func() { u.Set(to) })
	}
}

// ReplaceUsesWithIf replaces the uses of from for which pred returns true
// with to, modifying each user in place.
func (r *Rewriter) ReplaceUsesWithIf(from, to *Value, pred func(*OpOperand) bool) {
	for _, u := range from.Uses() {
		if pred(u) {
			r.ModifyOpInPlace(u.owner, func() { u.Set(to) })
		}
	}
}

// ReplaceAllOpUsesWith replaces every use of op's results with vals (one
// per result), telling the listener first; op stays in place.
func (r *Rewriter) ReplaceAllOpUsesWith(op *Operation, vals []*Value) {
	if len(vals) != op.NumResults() {
		panic("ir: ReplaceAllOpUsesWith of " + op.Name() + " with the wrong number of values")
	}
	if r.listener != nil {
		r.listener.OperationReplaced(op, vals)
	}
	for i := range op.results {
		r.ReplaceAllUsesWith(&op.results[i], vals[i])
	}
}

// ReplaceOp replaces every use of op's results with vals and erases op.
func (r *Rewriter) ReplaceOp(op *Operation, vals ...*Value) {
	r.ReplaceAllOpUsesWith(op, vals)
	r.EraseOp(op)
}

// ReplaceOpWithOp replaces op's results with those of newOp (already
// created) and erases op.
func (r *Rewriter) ReplaceOpWithOp(op, newOp *Operation) {
	r.ReplaceOp(op, newOp.Results()...)
}

// ReplaceOpWithNew creates an op from st at the insertion point (right
// before op when none is set; a pattern starts with the insertion point
// before its root op), replaces op's results with its results and erases
// op; it returns the new op. The new op gets op's location when st has
// none.
func (r *Rewriter) ReplaceOpWithNew(op *Operation, st *OperationState) *Operation {
	if r.block == nil {
		r.SetInsertionPointBefore(op)
	}
	if st.Loc.IsUnknown() {
		st.Loc = op.Loc
	}
	n := r.Create(st)
	r.ReplaceOpWithOp(op, n)
	return n
}

// EraseOp erases op, whose results must have no uses, together with the
// ops nested in it: nested ops first (blocks in post-order of the control
// flow, ops of a block last to first), each reported before it goes.
func (r *Rewriter) EraseOp(op *Operation) {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			panic("ir: erasing " + op.info.name + " whose result still has uses")
		}
	}
	r.eraseTree(op)
}

func (r *Rewriter) eraseTree(op *Operation) {
	regs := op.regs()
	for i := len(regs) - 1; i >= 0; i-- {
		reg := regs[i]
		for len(reg.bl()) > 0 {
			order := postOrderBlocks(reg.blocks[0])
			for _, b := range order {
				for o := b.last; o != nil; {
					prev := o.prev
					r.eraseTree(o)
					o = prev
				}
			}
			for _, b := range order {
				for _, a := range b.args {
					for a.firstUse != nil {
						a.firstUse.Set(nil)
					}
				}
				r.EraseBlock(b)
			}
		}
	}
	if r.listener != nil {
		r.listener.OperationErased(op)
	}
	for i := range op.results {
		v := &op.results[i]
		for v.firstUse != nil {
			v.firstUse.Set(nil)
		}
	}
	if r.before == op {
		r.before = op.next
	}
	op.Remove()
	op.DropAllReferences()
}

// postOrderBlocks returns the blocks reachable from entry through
// successors, successors before predecessors.
func postOrderBlocks(entry *Block) []*Block {
	var out []*Block
	seen := map[*Block]bool{}
	var visit func(b *Block)
	visit = func(b *Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if s != nil && !seen[s] {
				visit(s)
			}
		}
		out = append(out, b)
	}
	visit(entry)
	return out
}

// EraseBlock erases b and every op in it (last to first); b's arguments
// and the ops' results must have no uses outside b.
func (r *Rewriter) EraseBlock(b *Block) {
	for o := b.last; o != nil; {
		prev := o.prev
		for i := range o.results {
			v := &o.results[i]
			for v.firstUse != nil {
				v.firstUse.Set(nil)
			}
		}
		r.eraseTree(o)
		o = prev
	}
	if r.listener != nil {
		r.listener.BlockErased(b)
	}
	if b.parent != nil {
		b.parent.RemoveBlock(b)
	}
}

// MoveOpBefore moves op right before before (in any block) and reports
// it as inserted there.
func (r *Rewriter) MoveOpBefore(op, before *Operation) {
	op.MoveBefore(before)
	if r.listener != nil {
		r.listener.OperationInserted(op)
	}
}

// MoveOpAfter moves op right after after and reports it as inserted.
func (r *Rewriter) MoveOpAfter(op, after *Operation) {
	op.MoveAfter(after)
	if r.listener != nil {
		r.listener.OperationInserted(op)
	}
}

// MoveOpToEnd moves op to the end of blk and reports it as inserted.
func (r *Rewriter) MoveOpToEnd(op *Operation, blk *Block) {
	op.Remove()
	blk.Append(op)
	if r.listener != nil {
		r.listener.OperationInserted(op)
	}
}

// InlineBlockBefore moves the ops of src right before before in dest
// (before nil: at the end of dest), replacing src's arguments with args,
// and erases src, which must then be unused.
func (r *Rewriter) InlineBlockBefore(src, dest *Block, before *Operation, args []*Value) {
	if len(args) != len(src.args) {
		panic("ir: InlineBlockBefore with the wrong number of arguments")
	}
	for i, a := range src.args {
		r.ReplaceAllUsesWith(a, args[i])
	}
	for src.first != nil {
		op := src.first
		op.Remove()
		if before != nil {
			dest.insertBefore(op, before)
		} else {
			dest.Append(op)
		}
		if r.listener != nil {
			r.listener.OperationInserted(op)
		}
	}
	if r.block == src {
		r.block = dest
		if r.before == nil {
			r.before = before
		}
	}
	r.EraseBlock(src)
}

// MergeBlocks moves the ops of src to the end of dest, replacing src's
// arguments with args, and erases src.
func (r *Rewriter) MergeBlocks(src, dest *Block, args []*Value) {
	r.InlineBlockBefore(src, dest, nil, args)
}

// InlineRegionBefore moves every block of region into parent right before
// the block before (nil: at the end of parent).
func (r *Rewriter) InlineRegionBefore(region, parent *Region, before *Block) {
	blocks := append([]*Block(nil), region.bl()...)
	for _, b := range blocks {
		region.RemoveBlock(b)
		idx := len(parent.bl())
		if before != nil {
			idx = before.Index()
		}
		parent.InsertBlock(idx, b)
		if r.listener != nil {
			r.listener.BlockInserted(b)
		}
	}
}

// SplitBlock splits b right before op: op and the ops after it move to a
// new block (without arguments) inserted after b, which is returned.
func (r *Rewriter) SplitBlock(b *Block, op *Operation) *Block {
	nb := NewBlock()
	b.parent.InsertBlock(b.Index()+1, nb)
	if r.listener != nil {
		r.listener.BlockInserted(nb)
	}
	for op != nil {
		next := op.next
		op.Remove()
		nb.Append(op)
		op = next
	}
	return nb
}

// CreateBlock appends a new block with arguments of the given types to
// region, tells the listener, and sets the insertion point to its end.
func (r *Rewriter) CreateBlock(region *Region, argTypes ...Type) *Block {
	b := NewBlock(argTypes...)
	region.AppendBlock(b)
	if r.listener != nil {
		r.listener.BlockInserted(b)
	}
	r.SetInsertionPointToEnd(b)
	return b
}

// NotifyMatchFailure tells the listener why a pattern does not apply to
// op and returns false, so that a pattern can end with
// `return r.NotifyMatchFailure(op, "...")`.
func (r *Rewriter) NotifyMatchFailure(op *Operation, reason string) bool {
	if r.listener != nil {
		r.listener.MatchFailure(op, reason)
	}
	return false
}
