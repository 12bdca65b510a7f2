package ir

import "unsafe"

// Value is an SSA value: either the result of an operation or an argument
// of a block. Values keep a doubly linked list of their uses so that
// replacing a value or checking it for uses is cheap.
type Value struct {
	typ Type
	// owner is the defining operation for op results, nil for block
	// arguments.
	owner *Operation
	// block is the owning block for block arguments, nil for op results.
	block *Block
	index int
	// NameHint is the name the value had in the source text (without the
	// '%' and without a result-group suffix), used by the printer as a hint.
	NameHint string
	// Loc is the location of a block argument (unused for op results).
	Loc Location

	firstUse *OpOperand

	// printNum and printGen are the printer's name for the value, valid
	// while printGen equals the current printer's generation (printing
	// the same IR from two goroutines at once is not supported).
	printNum int32
	printGen uint32
}

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// SetType changes the value's type; the caller keeps the IR well typed.
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the operation that defines v, or nil for block
// arguments.
func (v *Value) DefiningOp() *Operation { return v.owner }

// IsBlockArgument reports whether v is a block argument.
func (v *Value) IsBlockArgument() bool { return v.block != nil }

// OwnerBlock returns the block that owns a block argument, or the block
// that holds the defining operation of a result (nil if detached).
func (v *Value) OwnerBlock() *Block {
	if v.block != nil {
		return v.block
	}
	if v.owner != nil {
		return v.owner.block
	}
	return nil
}

// Index is the result number for op results or the argument number for
// block arguments.
func (v *Value) Index() int { return v.index }

// ParentRegion returns the region that contains the value's definition.
func (v *Value) ParentRegion() *Region {
	if b := v.OwnerBlock(); b != nil {
		return b.parent
	}
	return nil
}

// HasUses reports whether any operand refers to v.
func (v *Value) HasUses() bool { return v.firstUse != nil }

// HasOneUse reports whether exactly one operand refers to v.
func (v *Value) HasOneUse() bool { return v.firstUse != nil && v.firstUse.next == nil }

// Uses returns the operands that refer to v, most recent use first. The
// slice is a snapshot: it is safe to modify uses while iterating over it.
func (v *Value) Uses() []*OpOperand {
	var out []*OpOperand
	for u := v.firstUse; u != nil; u = u.next {
		out = append(out, u)
	}
	return out
}

// ForEachUse calls f for each use of v. f must not add or remove uses of v.
func (v *Value) ForEachUse(f func(*OpOperand)) {
	for u := v.firstUse; u != nil; u = u.next {
		f(u)
	}
}

// Users returns the distinct operations that use v, in use-list order.
func (v *Value) Users() []*Operation {
	var out []*Operation
	seen := map[*Operation]bool{}
	for u := v.firstUse; u != nil; u = u.next {
		if !seen[u.owner] {
			seen[u.owner] = true
			out = append(out, u.owner)
		}
	}
	return out
}

// ReplaceAllUsesWith makes every use of v refer to nv instead.
func (v *Value) ReplaceAllUsesWith(nv *Value) {
	if v == nv {
		return
	}
	for v.firstUse != nil {
		v.firstUse.Set(nv)
	}
}

// ReplaceUsesIf makes the uses of v for which keep returns true refer to nv.
func (v *Value) ReplaceUsesIf(nv *Value, keep func(*OpOperand) bool) {
	for _, u := range v.Uses() {
		if keep(u) {
			u.Set(nv)
		}
	}
}

// OpOperand is one operand slot of an operation: the value it uses and its
// place in that value's use list.
type OpOperand struct {
	value      *Value
	owner      *Operation
	prev, next *OpOperand
}

// Get returns the value used by the operand.
func (o *OpOperand) Get() *Value { return o.value }

// Owner returns the operation that has this operand.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index returns the operand's position in its owner's operand list.
func (o *OpOperand) Index() int {
	return int((uintptr(unsafe.Pointer(o)) - uintptr(unsafe.Pointer(unsafe.SliceData(o.owner.operands)))) / unsafe.Sizeof(OpOperand{}))
}

// Set makes the operand use v (which may be nil only transiently, while a
// parser resolves forward references).
func (o *OpOperand) Set(v *Value) {
	if o.value == v {
		return
	}
	o.unlink()
	o.value = v
	o.link()
}

func (o *OpOperand) link() {
	if o.value == nil {
		return
	}
	o.prev = nil
	o.next = o.value.firstUse
	if o.next != nil {
		o.next.prev = o
	}
	o.value.firstUse = o
}

func (o *OpOperand) unlink() {
	if o.value == nil {
		return
	}
	if o.prev != nil {
		o.prev.next = o.next
	} else {
		o.value.firstUse = o.next
	}
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.prev, o.next = nil, nil
}
