package greedy

import (
	"github.com/memopt/memopt/ir"
)

// Region simplification (MLIR's simplifyRegions in RegionUtils): erase the
// blocks no path from the entry reaches, then the ops and block arguments
// whose values nothing live uses (a liveness fixed point, so that dead
// cycles through block arguments go too).

// SimplifyRegions erases unreachable blocks and dead ops and block
// arguments in regions and every region nested in them, through rw; it
// reports whether it changed anything.
func SimplifyRegions(rw *ir.Rewriter, regions []*ir.Region) bool {
	a := EraseUnreachableBlocks(rw, regions)
	b := RunRegionDCE(rw, regions)
	return a || b
}

// EraseUnreachableBlocks erases the blocks of regions (and of regions
// nested in them) that the entry block does not reach.
func EraseUnreachableBlocks(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r.IsImplied() {
			continue // an implied body is one block
		}
		blocks := r.Blocks()
		if len(blocks) == 0 {
			continue
		}
		if len(blocks) == 1 {
			for o := blocks[0].First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reach := map[*ir.Block]bool{}
		var visit func(b *ir.Block)
		visit = func(b *ir.Block) {
			reach[b] = true
			for _, s := range b.Successors() {
				if s != nil && !reach[s] {
					visit(s)
				}
			}
		}
		visit(blocks[0])
		for _, b := range append([]*ir.Block(nil), blocks...) {
			if !reach[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
	}
	return erased
}

// dropDefinedValueUses removes every use of the values b defines (its
// arguments and its ops' results, nested ones included).
func dropDefinedValueUses(b *ir.Block) {
	drop := func(v *ir.Value) {
		for _, u := range v.Uses() {
			u.Owner().SetOperand(u.Index(), nil)
		}
	}
	for _, a := range b.Args() {
		drop(a)
	}
	for o := b.First(); o != nil; o = o.Next() {
		ir.WalkPreOrder(o, func(op *ir.Operation) {
			for _, r := range op.Results() {
				drop(r)
			}
			for _, r := range op.Regions() {
				for _, nb := range r.Blocks() {
					for _, a := range nb.Args() {
						drop(a)
					}
				}
			}
		})
	}
}

// liveness is the state of RunRegionDCE's fixed point.
type liveness struct {
	ops     map[*ir.Operation]bool
	vals    map[*ir.Value]bool
	changed bool
}

func (l *liveness) setOp(op *ir.Operation) {
	if !l.ops[op] {
		l.ops[op] = true
		l.changed = true
	}
}

func (l *liveness) setVal(v *ir.Value) {
	if !l.vals[v] {
		l.vals[v] = true
		l.changed = true
	}
}

// RunRegionDCE erases the ops of regions (nested ones included) that have
// no effect and whose results nothing live uses, and the unused arguments
// of non-entry blocks (MLIR's runRegionDCE). Block arguments fed by
// branches are kept (their operands cannot be dropped generically yet).
func RunRegionDCE(rw *ir.Rewriter, regions []*ir.Region) bool {
	l := &liveness{ops: map[*ir.Operation]bool{}, vals: map[*ir.Value]bool{}}
	for {
		l.changed = false
		for _, r := range regions {
			l.region(r)
		}
		if !l.changed {
			break
		}
	}
	return l.deleteDead(rw, regions)
}

// postOrder returns the blocks reachable from the entry of r, successors
// first.
func postOrder(r *ir.Region) []*ir.Block {
	blocks := r.Blocks()
	if len(blocks) == 0 {
		return nil
	}
	if len(blocks) == 1 {
		return blocks
	}
	var out []*ir.Block
	seen := map[*ir.Block]bool{}
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if s != nil && !seen[s] {
				visit(s)
			}
		}
		out = append(out, b)
	}
	visit(blocks[0])
	return out
}

func (l *liveness) region(r *ir.Region) {
	if r.IsImplied() {
		// An implied body (a linalg payload) is pure and fully used by
		// its op; nothing in it is dead before it is built.
		return
	}
	for _, b := range postOrder(r) {
		for o := b.Last(); o != nil; o = o.Prev() {
			l.op(o)
		}
		if b == r.Front() {
			continue
		}
		for _, a := range b.Args() {
			if !l.vals[a] {
				l.value(a)
			}
		}
	}
}

func (l *liveness) op(op *ir.Operation) {
	for _, r := range op.Regions() {
		l.region(r)
	}
	if op.HasTrait(ir.Terminator) || (op.Def() == nil && len(op.Successors()) > 0) {
		l.setOp(op)
		for _, s := range op.Successors() {
			for _, a := range s.Args() {
				l.setVal(a)
			}
		}
		return
	}
	if l.ops[op] {
		return
	}
	if !ir.WouldOpBeTriviallyDead(op) {
		l.setOp(op)
		return
	}
	for _, v := range op.Results() {
		l.value(v)
	}
}

func (l *liveness) value(v *ir.Value) {
	live := false
	v.ForEachUse(func(u *ir.OpOperand) {
		if !live && l.ops[u.Owner()] {
			live = true
		}
	})
	if live {
		l.setVal(v)
		if op := v.DefiningOp(); op != nil {
			l.setOp(op)
		}
	}
}

func (l *liveness) deleteDead(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.IsImplied() {
			continue
		}
		for _, b := range postOrder(r) {
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !l.ops[o] {
					erased = true
					for _, v := range o.Results() {
						for _, u := range v.Uses() {
							u.Owner().SetOperand(u.Index(), nil)
						}
					}
					rw.EraseOp(o)
				} else if l.deleteDead(rw, o.Regions()) {
					erased = true
				}
				o = prev
			}
		}
	}
	return erased
}
