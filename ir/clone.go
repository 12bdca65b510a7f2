package ir

// Cloning: copies of ops and regions with their values and blocks renamed
// through a Mapping (MLIR's Operation::clone, Region::cloneInto and
// IRMapping).

// Mapping maps values and blocks to their replacements (MLIR's IRMapping).
// The zero value is not ready: make one with NewMapping.
type Mapping struct {
	values map[*Value]*Value
	blocks map[*Block]*Block
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}}
}

// Map maps from to to.
func (m *Mapping) Map(from, to *Value) { m.values[from] = to }

// MapBlock maps block from to block to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns what v maps to, or v itself when unmapped.
func (m *Mapping) Lookup(v *Value) *Value {
	if w, ok := m.values[v]; ok {
		return w
	}
	return v
}

// Contains reports whether v is mapped.
func (m *Mapping) Contains(v *Value) bool {
	_, ok := m.values[v]
	return ok
}

// LookupBlock returns what b maps to, or b itself when unmapped.
func (m *Mapping) LookupBlock(b *Block) *Block {
	if c, ok := m.blocks[b]; ok {
		return c
	}
	return b
}

// Clone returns a detached copy of op and of everything nested in it:
// operands and successors are renamed through m (unmapped ones stay), and
// op's results and the nested values and blocks are mapped to their copies
// in m.
func (op *Operation) Clone(m *Mapping) *Operation {
	c := op.cloneShallow(m)
	for i, o := range op.operands {
		c.operands[i].Set(m.Lookup(o.value))
	}
	op.cloneRegionsInto(c, m)
	return c
}

// cloneShallow copies op without its regions' contents: the operands are
// op's own (callers rename them), the successors are renamed through m,
// the results are mapped in m, and the regions are empty.
func (op *Operation) cloneShallow(m *Mapping) *Operation {
	st := &OperationState{
		Name:     op.info.name,
		Operands: op.Operands(),
		Props:    op.props,
		Attrs:    op.attrs,
		Loc:      op.Loc,
	}
	for i := range op.results {
		st.ResultTypes = append(st.ResultTypes, op.results[i].typ)
	}
	for range op.regs() {
		st.Regions = append(st.Regions, &Region{})
	}
	for _, s := range op.succs() {
		st.Successors = append(st.Successors, m.LookupBlock(s))
	}
	c := NewOperation(st)
	for i := range op.results {
		c.results[i].NameHint = op.results[i].NameHint
		m.Map(&op.results[i], &c.results[i])
	}
	return c
}

// cloneRegionsInto clones the regions of op into the (empty) regions of c.
func (op *Operation) cloneRegionsInto(c *Operation, m *Mapping) {
	for i, r := range op.regs() {
		r.CloneInto(c.regs()[i], nil, m)
	}
}

// CloneInto inserts copies of r's blocks into dest before block before
// (nil: at the end), renaming through m and mapping r's blocks, block
// arguments and op results to their copies in m. A block argument already
// mapped in m gets no copy: its uses are renamed to what it maps to. It
// returns the new blocks in order.
func (r *Region) CloneInto(dest *Region, before *Block, m *Mapping) []*Block {
	src := r.bl()
	var blocks []*Block
	for _, b := range src {
		nb := NewBlock()
		nb.NameHint = b.NameHint
		for _, a := range b.args {
			if !m.Contains(a) {
				na := nb.AddArgument(a.typ, a.Loc)
				na.NameHint = a.NameHint
				m.Map(a, na)
			}
		}
		m.MapBlock(b, nb)
		blocks = append(blocks, nb)
	}
	idx := len(dest.bl())
	if before != nil {
		idx = before.Index()
	}
	for i, nb := range blocks {
		dest.InsertBlock(idx+i, nb)
	}
	// The ops first (their results mapped), then their operands and
	// regions, so that uses of values defined in later blocks resolve.
	var pairs [][2]*Operation
	for i, b := range src {
		for o := b.first; o != nil; o = o.next {
			c := o.cloneShallow(m)
			blocks[i].Append(c)
			pairs = append(pairs, [2]*Operation{o, c})
		}
	}
	for _, p := range pairs {
		for i, o := range p[0].operands {
			p[1].operands[i].Set(m.Lookup(o.value))
		}
		p[0].cloneRegionsInto(p[1], m)
	}
	return blocks
}
