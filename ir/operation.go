package ir

import "sync"

// NamedAttr is an attribute with its name, as in an attribute dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// OperationState collects everything needed to create an operation; parsers
// and builders fill it in and call NewOperation or Builder.Create.
type OperationState struct {
	Name        string
	Operands    []*Value
	ResultTypes []Type
	// ResultNames are optional name hints for the results.
	ResultNames []string
	// Props are inherent attributes (MLIR properties, printed as <{...}> in
	// generic form).
	Props []NamedAttr
	// Attrs are discardable attributes (the attr-dict).
	Attrs      []NamedAttr
	Regions    []*Region
	Successors []*Block
	Loc        Location
}

// AddRegion appends a new empty region to the state and returns it.
func (s *OperationState) AddRegion() *Region {
	r := &Region{}
	s.Regions = append(s.Regions, r)
	return r
}

// Operation is one MLIR operation. Its printed form depends on its OpDef;
// every operation can be printed in the generic form
//
//	%r:2 = "dialect.op"(%a, %b)[^bb1] <{props}> ({regions}) {attrs} : (i32, i32) -> (i32, f32) loc(...)
//
// The representation is compact, since a module may hold millions of ops:
// the name and definition are one shared pointer (opInfo), regions and
// successors, which most ops lack, live in an extension allocated only for
// ops that have some, and the operand and result arrays of small ops are
// allocated with the op (NewOperationAdopt).
type Operation struct {
	info     *opInfo
	operands []OpOperand
	results  []Value
	props    []NamedAttr
	attrs    []NamedAttr
	// ext holds the regions and successors; nil when the op has neither.
	ext *opExt
	// Loc is the operation's location.
	Loc Location

	block      *Block
	prev, next *Operation
	order      int32
}

// opInfo is an op name with its definition (nil when unregistered), shared
// by every op of the name.
type opInfo struct {
	name string
	def  *OpDef
}

// opExt holds the rarely present parts of an op.
type opExt struct {
	regions    []*Region
	successors []*Block
}

// opInfos interns the opInfo of each op name met so far (registered or
// not); Register keeps it up to date.
var opInfos sync.Map // string -> *opInfo

// infoOf returns the shared opInfo of name with definition def (the
// registered one when def is nil).
func infoOf(name string, def *OpDef) *opInfo {
	if def != nil {
		if def.info != nil && def.info.name == name {
			return def.info
		}
		// A definition used without being registered (or under another
		// name): not shared.
		return &opInfo{name, def}
	}
	if i, ok := opInfos.Load(name); ok {
		return i.(*opInfo)
	}
	info := &opInfo{name: name}
	if d := Lookup(name); d != nil && d.info != nil {
		info = d.info
	}
	i, _ := opInfos.LoadOrStore(name, info)
	return i.(*opInfo)
}

// regs returns the op's regions.
func (op *Operation) regs() []*Region {
	if op.ext == nil {
		return nil
	}
	return op.ext.regions
}

// succs returns the op's successors.
func (op *Operation) succs() []*Block {
	if op.ext == nil {
		return nil
	}
	return op.ext.successors
}

// setExt sets the regions and successors (adopting the regions).
func (op *Operation) setExt(regions []*Region, successors []*Block) {
	for _, r := range regions {
		r.parent = op
	}
	if len(regions) == 0 && len(successors) == 0 {
		op.ext = nil
		return
	}
	op.ext = &opExt{regions: regions, successors: successors}
}

// NewOperation creates a detached operation from st. Regions in st are
// adopted (their parent becomes the new op). The op's definition is looked
// up in the global registry; unknown names are allowed.
func NewOperation(st *OperationState) *Operation {
	op := newOp(st, nil)
	op.props = append([]NamedAttr(nil), st.Props...)
	op.attrs = append([]NamedAttr(nil), st.Attrs...)
	op.setExt(append([]*Region(nil), st.Regions...), append([]*Block(nil), st.Successors...))
	return op
}

// Name returns the full op name, e.g. "memref.alloc".
func (op *Operation) Name() string { return op.info.name }

// Dialect returns the dialect prefix of the op name ("memref").
func (op *Operation) Dialect() string {
	name := op.info.name
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i]
		}
	}
	return ""
}

// Def returns the op's registered definition, or nil for unknown ops.
func (op *Operation) Def() *OpDef { return op.info.def }

// HasTrait reports whether the op is registered with trait t.
func (op *Operation) HasTrait(t Trait) bool {
	d := op.info.def
	return d != nil && d.Traits&t != 0
}

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return len(op.operands) }

// Operand returns operand i's value.
func (op *Operation) Operand(i int) *Value { return op.operands[i].value }

// OpOperand returns operand slot i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operands[i] }

// Operands returns the operand values (a fresh slice).
func (op *Operation) Operands() []*Value {
	out := make([]*Value, len(op.operands))
	for i := range op.operands {
		out[i] = op.operands[i].value
	}
	return out
}

// SetOperand makes operand i use v.
func (op *Operation) SetOperand(i int, v *Value) { op.operands[i].Set(v) }

// SetOperands replaces the whole operand list.
func (op *Operation) SetOperands(vs []*Value) {
	for i := range op.operands {
		op.operands[i].unlink()
	}
	op.operands = make([]OpOperand, len(vs))
	for i, v := range vs {
		o := &op.operands[i]
		o.owner, o.value = op, v
		o.link()
	}
}

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return len(op.results) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.results[i] }

// Results returns the result values (a fresh slice).
func (op *Operation) Results() []*Value {
	out := make([]*Value, len(op.results))
	for i := range op.results {
		out[i] = &op.results[i]
	}
	return out
}

// Props returns the inherent attributes (properties) in order.
func (op *Operation) Props() []NamedAttr { return op.props }

// Attrs returns the discardable attributes in order.
func (op *Operation) Attrs() []NamedAttr { return op.attrs }

// Prop returns the inherent attribute name, or nil.
func (op *Operation) Prop(name string) Attribute { return lookupNamed(op.props, name) }

// SetProp sets (or with a nil value removes) an inherent attribute.
func (op *Operation) SetProp(name string, a Attribute) { op.props = setNamed(op.props, name, a) }

// DiscardableAttr returns the discardable attribute name, or nil.
func (op *Operation) DiscardableAttr(name string) Attribute { return lookupNamed(op.attrs, name) }

// Attr returns the attribute name, looking at properties first and then at
// discardable attributes; nil if absent.
func (op *Operation) Attr(name string) Attribute {
	if a := lookupNamed(op.props, name); a != nil {
		return a
	}
	return lookupNamed(op.attrs, name)
}

// SetAttr sets (or with a nil value removes) a discardable attribute. If the
// op has an inherent attribute of that name, the property is set instead.
func (op *Operation) SetAttr(name string, a Attribute) {
	if lookupNamed(op.props, name) != nil || (op.info.def != nil && op.info.def.IsInherent(name)) {
		op.props = setNamed(op.props, name, a)
		return
	}
	op.attrs = setNamed(op.attrs, name, a)
}

// SetAttrs replaces the discardable attribute list.
func (op *Operation) SetAttrs(attrs []NamedAttr) { op.attrs = attrs }

// SetProps replaces the property list.
func (op *Operation) SetProps(props []NamedAttr) { op.props = props }

func lookupNamed(list []NamedAttr, name string) Attribute {
	for i := range list {
		if list[i].Name == name {
			return list[i].Value
		}
	}
	return nil
}

func setNamed(list []NamedAttr, name string, a Attribute) []NamedAttr {
	for i := range list {
		if list[i].Name == name {
			if a == nil {
				return append(list[:i:i], list[i+1:]...)
			}
			list[i].Value = a
			return list
		}
	}
	if a == nil {
		return list
	}
	return append(list, NamedAttr{name, a})
}

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.regs()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return op.regs()[i] }

// Regions returns the op's regions.
func (op *Operation) Regions() []*Region { return op.regs() }

// TakeRegions detaches op's regions and returns them, leaving op without
// regions, so that a new op can adopt them (OperationState.Regions), e.g.
// when an op is rebuilt with other operands or results.
func (op *Operation) TakeRegions() []*Region {
	rs := op.regs()
	for _, r := range rs {
		r.bl() // an implied body follows from this op: build it now
		r.parent = nil
	}
	op.setExt(nil, op.succs())
	return rs
}

// TakeRegionsUnbuilt is TakeRegions leaving implied bodies unbuilt: the
// op that adopts them builds them from itself when they are needed, so it
// must be a rebuild of op that its implied bodies do not tell apart from
// op (same name, properties and operand element types; e.g. a linalg op
// rebuilt on the buffers of its tensors).
func (op *Operation) TakeRegionsUnbuilt() []*Region {
	rs := op.regs()
	for _, r := range rs {
		r.parent = nil
	}
	op.setExt(nil, op.succs())
	return rs
}

// Successors returns the successor blocks of a terminator.
func (op *Operation) Successors() []*Block { return op.succs() }

// SetSuccessor replaces successor i.
func (op *Operation) SetSuccessor(i int, b *Block) { op.ext.successors[i] = b }

// Block returns the block that contains op, or nil if detached.
func (op *Operation) Block() *Block { return op.block }

// ParentRegion returns the region that contains op.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOp returns the operation whose region contains op.
func (op *Operation) ParentOp() *Operation {
	if r := op.ParentRegion(); r != nil {
		return r.parent
	}
	return nil
}

// ParentWithTrait returns the closest proper ancestor with trait t.
func (op *Operation) ParentWithTrait(t Trait) *Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(t) {
			return p
		}
	}
	return nil
}

// IsProperAncestor reports whether op strictly contains other.
func (op *Operation) IsProperAncestor(other *Operation) bool {
	for p := other.ParentOp(); p != nil; p = p.ParentOp() {
		if p == op {
			return true
		}
	}
	return false
}

// IsAncestor reports whether op is other or contains it.
func (op *Operation) IsAncestor(other *Operation) bool {
	return op == other || op.IsProperAncestor(other)
}

// Next returns the following operation in the block, or nil.
func (op *Operation) Next() *Operation { return op.next }

// Prev returns the preceding operation in the block, or nil.
func (op *Operation) Prev() *Operation { return op.prev }

// IsBeforeInBlock reports whether op comes before other; both must be in
// the same block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// Remove unlinks op from its block without destroying it.
func (op *Operation) Remove() {
	b := op.block
	if b == nil {
		return
	}
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
	b.numOps--
}

// DropAllReferences removes op's operands (and those of nested ops) from
// their values' use lists.
func (op *Operation) DropAllReferences() {
	for i := range op.operands {
		op.operands[i].unlink()
		op.operands[i].value = nil
	}
	for _, r := range op.regs() {
		// An implied body not built yet refers to nothing outside itself;
		// it can no longer be built from the op's (dropped) operands.
		r.implied.Store(nil)
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				o.DropAllReferences()
			}
		}
	}
}

// Erase removes op from its block and drops its references. Its results
// must have no uses left (outside of op itself).
func (op *Operation) Erase() {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			panic("ir: erasing " + op.info.name + " whose result still has uses")
		}
	}
	op.Remove()
	op.DropAllReferences()
}

// MoveBefore moves op (detaching it if needed) right before other.
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves op right after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	if other.next != nil {
		other.block.insertBefore(op, other.next)
	} else {
		other.block.Append(op)
	}
}

// ReplaceAllUsesWith replaces each result i of op with vals[i].
func (op *Operation) ReplaceAllUsesWith(vals []*Value) {
	for i := range op.results {
		op.results[i].ReplaceAllUsesWith(vals[i])
	}
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	out := make([]Type, len(op.results))
	for i := range op.results {
		out[i] = op.results[i].typ
	}
	return out
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	out := make([]Type, len(op.operands))
	for i := range op.operands {
		if v := op.operands[i].value; v != nil {
			out[i] = v.typ
		}
	}
	return out
}
