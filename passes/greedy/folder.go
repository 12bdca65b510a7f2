package greedy

import (
	"github.com/memopt/memopt/ir"
)

// folder deduplicates constants and hoists them to the entry block of the
// region they belong to (MLIR's OperationFolder::insertKnownConstant): one
// constant per (dialect, value, type) in each region isolated from above.
// A constant that is not at the start of that entry block, or right after
// another constant the folder keeps, moves to the very start: constants
// seen later end up first, which is the order mlir-opt prints them in.
type folder struct {
	rw     *ir.Rewriter
	scopes map[*ir.Region]map[string]*ir.Operation
	owned  map[*ir.Operation]bool
}

func newFolder(rw *ir.Rewriter) *folder {
	return &folder{rw: rw, scopes: map[*ir.Region]map[string]*ir.Operation{}, owned: map[*ir.Operation]bool{}}
}

// insertKnownConstant records the constant op of value c; when an equal
// constant is known in its region it replaces op with it and returns false
// (op is erased).
func (f *folder) insertKnownConstant(op *ir.Operation, c ir.Attribute) bool {
	blk := op.Block()
	if f.owned[op] {
		if blk.First() != op && !f.owned[op.Prev()] {
			op.MoveBefore(blk.First())
			op.Loc = ir.Location{}
		}
		return true
	}
	region := insertionRegion(blk)
	consts := f.scopes[region]
	if consts == nil {
		consts = map[string]*ir.Operation{}
		f.scopes[region] = consts
	}
	key := op.Dialect() + "\x00" + c.String() + "\x00" + op.Result(0).Type().String()
	if prev := consts[key]; prev != nil {
		f.rw.ReplaceOp(op, prev.Result(0))
		prev.Loc = ir.Location{}
		return false
	}
	entry := region.Front()
	if blk != entry || (entry.First() != op && !f.owned[op.Prev()]) {
		op.MoveBefore(entry.First())
		op.Loc = ir.Location{}
	}
	consts[key] = op
	f.owned[op] = true
	return true
}

// insertionRegion is the region constants of ops in blk go to: the closest
// enclosing region whose op is isolated from above (or unregistered, or
// detached, or asks for it through its dialect's ShouldMaterializeInto).
func insertionRegion(blk *ir.Block) *ir.Region {
	r := blk.Parent()
	for {
		p := r.ParentOp()
		if p == nil || p.Def() == nil || p.HasTrait(ir.IsolatedFromAbove) || p.Block() == nil {
			return r
		}
		if d := ir.LookupDialect(p.Dialect()); d != nil && d.ShouldMaterializeInto != nil && d.ShouldMaterializeInto(r) {
			return r
		}
		r = p.ParentRegion()
	}
}
