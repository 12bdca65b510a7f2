package ir

import (
	"sync"
	"sync/atomic"
)

// Region is a list of blocks owned by an operation.
//
// A region may be implied: its body is a function of its op (the payload of
// a linalg named op follows from the op's name, operand types and
// attributes) and is built on first access, by any method that returns or
// changes its blocks and by the walks. Until then it holds no blocks, so
// the verifier, the SSA namer and the printer of custom forms, which do not
// need implied bodies, leave them unbuilt.
type Region struct {
	blocks []*Block
	parent *Operation
	// implied, when not nil, builds the entry block of an implied body.
	implied atomic.Pointer[ImpliedBody]
}

// ImpliedBody describes the implied regions of an op kind (see Region).
type ImpliedBody struct {
	// Build makes the region's single block for op; its arguments and
	// ops depend only on op.
	Build func(op *Operation) *Block
	// Count, when set, returns the number of ops Build would make for op
	// (nested ones included) without building them, or ok false when it
	// cannot tell; ImpliedOps then builds a copy and counts.
	Count func(op *Operation) (n int, ok bool)
	// ArgUses, when set, returns for each argument of the block Build
	// would make for op whether it has uses (the result is shared: not to
	// be changed), or ok false when it cannot tell; EntryArgHasUses then
	// builds a copy and looks.
	ArgUses func(op *Operation) (used []bool, ok bool)
}

// ImpliedOps returns the number of ops r's body holds (nested ones
// included) without building it, when r is implied and not built yet;
// ok is false otherwise. Walks that only look at what an implied body
// cannot hold (linalg payloads compute on scalars: no memrefs, no nested
// regions) use it with WalkExplicit to number ops as a full walk would.
func (r *Region) ImpliedOps() (n int, ok bool) {
	f := r.implied.Load()
	if f == nil {
		return 0, false
	}
	if f.Count != nil {
		if n, ok := f.Count(r.parent); ok {
			return n, true
		}
	}
	return countBuilt(f.Build(r.parent)), true
}

// EntryArgHasUses reports whether argument i of r's entry block has uses;
// ok is false when r has no entry block or it has no argument i. An
// implied body not built yet stays unbuilt (see ImpliedBody.ArgUses).
func (r *Region) EntryArgHasUses(i int) (used, ok bool) {
	if f := r.implied.Load(); f != nil {
		var args []bool
		if f.ArgUses != nil {
			args, ok = f.ArgUses(r.parent)
		}
		if !ok {
			args = factsOfBuilt(f.Build(r.parent)).argUsed
		}
		if i < 0 || i >= len(args) {
			return false, false
		}
		return args[i], true
	}
	if len(r.blocks) == 0 || i < 0 || i >= r.blocks[0].NumArgs() {
		return false, false
	}
	return r.blocks[0].Arg(i).HasUses(), true
}

// countBuilt counts the ops of a body built only to be counted (nested
// ones included) and unlinks their uses (the copy is garbage).
func countBuilt(b *Block) int { return factsOfBuilt(b).ops }

// factsOfBuilt returns what a body built only to be looked at holds (its
// op count, nested ones included, and which arguments it uses) and
// unlinks its uses (the copy is garbage).
func factsOfBuilt(b *Block) payloadFacts {
	f := payloadFacts{argUsed: make([]bool, len(b.args))}
	for i, a := range b.args {
		f.argUsed[i] = a.HasUses()
	}
	for o := b.first; o != nil; o = o.next {
		WalkPreOrder(o, func(*Operation) { f.ops++ })
	}
	for o := b.first; o != nil; o = o.next {
		o.DropAllReferences()
	}
	return f
}

// impliedMu serializes building implied bodies (two goroutines reading the
// same unbuilt region build it once).
var impliedMu sync.Mutex

// NewRegion returns an empty detached region.
func NewRegion() *Region { return &Region{} }

// NewImpliedRegion returns a region whose body build makes when it is
// first accessed; build must be a pointer to a long-lived function value
// (it is shared by every region of the kind).
func NewImpliedRegion(build *ImpliedBody) *Region {
	r := &Region{}
	r.implied.Store(build)
	return r
}

// IsImplied reports whether r's body is implied and not built yet.
func (r *Region) IsImplied() bool { return r.implied.Load() != nil }

// bl returns the blocks, building an implied body first.
func (r *Region) bl() []*Block {
	if r.implied.Load() != nil {
		r.build()
	}
	return r.blocks
}

func (r *Region) build() {
	impliedMu.Lock()
	defer impliedMu.Unlock()
	f := r.implied.Load()
	if f == nil {
		return
	}
	b := f.Build(r.parent)
	b.parent = r
	r.blocks = []*Block{b}
	r.implied.Store(nil)
}

// Blocks returns the region's blocks in order.
func (r *Region) Blocks() []*Block { return r.bl() }

// Empty reports whether the region has no blocks.
func (r *Region) Empty() bool { return r.implied.Load() == nil && len(r.blocks) == 0 }

// Front returns the entry block, or nil for an empty region.
func (r *Region) Front() *Block {
	bl := r.bl()
	if len(bl) == 0 {
		return nil
	}
	return bl[0]
}

// ParentOp returns the operation that owns the region.
func (r *Region) ParentOp() *Operation { return r.parent }

// Index returns the region's position among its parent's regions, or -1.
func (r *Region) Index() int {
	if r.parent == nil {
		return -1
	}
	for i, x := range r.parent.regs() {
		if x == r {
			return i
		}
	}
	return -1
}

// AppendBlock adds b at the end of the region.
func (r *Region) AppendBlock(b *Block) {
	b.parent = r
	r.blocks = append(r.bl(), b)
}

// InsertBlock inserts b at position i.
func (r *Region) InsertBlock(i int, b *Block) {
	b.parent = r
	r.blocks = append(r.bl(), nil)
	copy(r.blocks[i+1:], r.blocks[i:])
	r.blocks[i] = b
}

// RemoveBlock detaches b from the region.
func (r *Region) RemoveBlock(b *Block) {
	for i, x := range r.bl() {
		if x == b {
			r.blocks = append(r.blocks[:i], r.blocks[i+1:]...)
			b.parent = nil
			return
		}
	}
}

// IsAncestor reports whether r is, or contains, other.
func (r *Region) IsAncestor(other *Region) bool {
	for other != nil {
		if other == r {
			return true
		}
		p := other.parent
		if p == nil {
			return false
		}
		other = p.ParentRegion()
	}
	return false
}

// Block is a list of operations with block arguments; the last operation
// of a block in a region with control flow is a terminator.
type Block struct {
	args        []*Value
	first, last *Operation
	numOps      int
	parent      *Region
	orderValid  bool
	// NameHint is the block's label in the source ("bb3"), a printer hint.
	NameHint string
	// Loc is where the block label appeared in the source, if anywhere.
	Loc Location
}

// NewBlock returns a detached empty block with arguments of the given types.
func NewBlock(argTypes ...Type) *Block {
	// An empty block's (empty) numbering is valid; Append keeps it so.
	b := &Block{orderValid: true}
	for _, t := range argTypes {
		b.AddArgument(t, Location{})
	}
	return b
}

// Parent returns the region that holds the block.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the operation that owns the block's region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// Args returns the block arguments.
func (b *Block) Args() []*Value { return b.args }

// NumArgs returns the number of block arguments.
func (b *Block) NumArgs() int { return len(b.args) }

// Arg returns block argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// AddArgument appends a block argument of type t.
func (b *Block) AddArgument(t Type, loc Location) *Value {
	v := &Value{typ: t, block: b, index: len(b.args), Loc: loc}
	b.args = append(b.args, v)
	return v
}

// EraseArgument removes argument i, which must have no uses.
func (b *Block) EraseArgument(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = j
	}
}

// First returns the first operation, or nil.
func (b *Block) First() *Operation { return b.first }

// Last returns the last operation, or nil.
func (b *Block) Last() *Operation { return b.last }

// Len returns the number of operations in the block.
func (b *Block) Len() int { return b.numOps }

// Empty reports whether the block has no operations.
func (b *Block) Empty() bool { return b.first == nil }

// Ops returns the block's operations in order (a snapshot slice).
func (b *Block) Ops() []*Operation {
	out := make([]*Operation, 0, b.numOps)
	for o := b.first; o != nil; o = o.next {
		out = append(out, o)
	}
	return out
}

// Terminator returns the last op if it has the Terminator trait, else nil.
func (b *Block) Terminator() *Operation {
	if b.last != nil && b.last.HasTrait(Terminator) {
		return b.last
	}
	return nil
}

// Append adds op (which must be detached) at the end of the block.
func (b *Block) Append(op *Operation) {
	op.block = b
	op.prev, op.next = b.last, nil
	if b.last != nil {
		b.last.next = op
	} else {
		b.first = op
	}
	b.last = op
	b.numOps++
	if b.orderValid {
		if op.prev != nil {
			op.order = op.prev.order + 1
		} else {
			op.order = 0
		}
	}
}

// Prepend adds op at the start of the block.
func (b *Block) Prepend(op *Operation) {
	if b.first == nil {
		b.Append(op)
		return
	}
	b.insertBefore(op, b.first)
}

func (b *Block) insertBefore(op, before *Operation) {
	op.block = b
	op.next = before
	op.prev = before.prev
	if before.prev != nil {
		before.prev.next = op
	} else {
		b.first = op
	}
	before.prev = op
	b.numOps++
	b.orderValid = false
}

func (b *Block) renumber() {
	i := int32(0)
	for o := b.first; o != nil; o = o.next {
		o.order = i
		i++
	}
	b.orderValid = true
}

// Index returns the block's position in its region, or -1.
func (b *Block) Index() int {
	if b.parent == nil {
		return -1
	}
	for i, x := range b.parent.blocks {
		if x == b {
			return i
		}
	}
	return -1
}

// Successors returns the successors of the block's terminator.
func (b *Block) Successors() []*Block {
	if b.last == nil {
		return nil
	}
	return b.last.succs()
}
