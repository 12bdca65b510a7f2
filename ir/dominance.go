package ir

// DomTree is the dominator tree of the blocks of a region reachable from
// its entry (MLIR's DominanceInfo for one region), for passes that walk
// blocks in dominance order (cse).
type DomTree struct {
	d        *domInfo
	children map[*Block][]*Block
}

// NewDomTree computes the dominator tree of r's blocks.
func NewDomTree(r *Region) *DomTree {
	r.bl()
	t := &DomTree{d: computeDominators(r), children: map[*Block][]*Block{}}
	// Children in the region's block order.
	for _, b := range r.blocks {
		if _, reach := t.d.order[b]; !reach || b == r.blocks[0] {
			continue
		}
		p := t.d.idom[b]
		t.children[p] = append(t.children[p], b)
	}
	return t
}

// Children returns the blocks b immediately dominates, in region order.
func (t *DomTree) Children(b *Block) []*Block { return t.children[b] }

// Reachable reports whether b is reachable from the region's entry.
func (t *DomTree) Reachable(b *Block) bool {
	_, ok := t.d.order[b]
	return ok
}

// HasSSADominance reports whether r's values must dominate their uses: not
// a region of a registered op with the GraphRegion trait.
func HasSSADominance(r *Region) bool {
	p := r.parent
	return p == nil || p.info.def == nil || !p.HasTrait(GraphRegion)
}
