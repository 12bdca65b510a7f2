package bufferize

import "github.com/memopt/memopt/ir"

// domTree holds the immediate dominators of the blocks of a region with
// more than one block (Cooper, Harvey and Kennedy's iterative algorithm).
type domTree struct {
	index map[*ir.Block]int
	idom  []int
	order []*ir.Block // reverse post-order: order[index[b]] == b
}

func newDomTree(r *ir.Region) *domTree {
	blocks := r.Blocks()
	t := &domTree{index: map[*ir.Block]int{}}
	// Reverse post-order from the entry block.
	var order []*ir.Block
	seen := map[*ir.Block]bool{}
	var dfs func(b *ir.Block)
	dfs = func(b *ir.Block) {
		seen[b] = true
		for _, s := range b.Successors() {
			if !seen[s] {
				dfs(s)
			}
		}
		order = append(order, b)
	}
	if len(blocks) > 0 {
		dfs(blocks[0])
	}
	for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
		order[i], order[j] = order[j], order[i]
	}
	for i, b := range order {
		t.index[b] = i
	}
	t.order = order
	preds := make([][]int, len(order))
	for i, b := range order {
		for _, s := range b.Successors() {
			if j, ok := t.index[s]; ok {
				preds[j] = append(preds[j], i)
			}
		}
	}
	t.idom = make([]int, len(order))
	for i := range t.idom {
		t.idom[i] = -1
	}
	if len(order) == 0 {
		return t
	}
	t.idom[0] = 0
	for changed := true; changed; {
		changed = false
		for i := 1; i < len(order); i++ {
			nd := -1
			for _, p := range preds[i] {
				if t.idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
					continue
				}
				a, b := p, nd
				for a != b {
					for a > b {
						a = t.idom[a]
					}
					for b > a {
						b = t.idom[b]
					}
				}
				nd = a
			}
			if nd != t.idom[i] {
				t.idom[i] = nd
				changed = true
			}
		}
	}
	return t
}

// properlyDominates reports whether block a dominates block b, a != b.
// Unreachable blocks dominate nothing and are dominated by nothing.
func (t *domTree) properlyDominates(a, b *ir.Block) bool {
	ia, ok1 := t.index[a]
	ib, ok2 := t.index[b]
	if !ok1 || !ok2 || ia == ib {
		return false
	}
	for x := ib; x != 0; {
		x = t.idom[x]
		if x < 0 {
			return false
		}
		if x == ia {
			return true
		}
	}
	return false
}

// findAncestorInRegion returns the ancestor of op (op included) that is
// directly in region r, or nil.
func findAncestorInRegion(r *ir.Region, op *ir.Operation) *ir.Operation {
	for op != nil {
		if op.ParentRegion() == r {
			return op
		}
		op = op.ParentOp()
	}
	return nil
}

// findAncestorInBlock returns the ancestor of op (op included) that is
// directly in block b, or nil.
func findAncestorInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for op != nil {
		if op.Block() == b {
			return op
		}
		op = op.ParentOp()
	}
	return nil
}

// hasSSADominance reports whether the ops of b follow SSA dominance (graph
// regions such as builtin.module's do not).
func hasSSADominance(b *ir.Block) bool {
	p := b.ParentOp()
	return p == nil || !p.HasTrait(ir.GraphRegion)
}

// properlyDominates is MLIR's op dominance (enclosing ops dominate the ops
// they contain).
func (s *State) properlyDominates(a, b *ir.Operation) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || a == b {
		return false
	}
	ar := a.ParentRegion()
	if ar != b.ParentRegion() {
		b = findAncestorInRegion(ar, b)
		if b == nil {
			return false
		}
		bb = b.Block()
		if a == b {
			return true
		}
	}
	if ab == bb {
		if hasSSADominance(ab) {
			return a.IsBeforeInBlock(b)
		}
		return true
	}
	t := s.doms[ar]
	if t == nil {
		t = newDomTree(ar)
		s.doms[ar] = t
	}
	return t.properlyDominates(ab, bb)
}

// happensBefore reports whether a (or an ancestor of it) properly dominates
// b while not containing it.
func (s *State) happensBefore(a, b *ir.Operation) bool {
	for ; a != nil; a = a.ParentOp() {
		if a.IsProperAncestor(b) {
			return false
		}
		if s.properlyDominates(a, b) {
			return true
		}
	}
	return false
}

// blockReachable reports whether to can be reached from from through
// successor edges without passing the blocks in except (from itself only
// counts when reached again).
func blockReachable(from, to *ir.Block, except *ir.Block) bool {
	visited := map[*ir.Block]bool{}
	work := append([]*ir.Block(nil), from.Successors()...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == except {
			continue
		}
		if b == to {
			return true
		}
		if visited[b] {
			continue
		}
		visited[b] = true
		work = append(work, b.Successors()...)
	}
	return false
}

// insideMutuallyExclusiveRegions reports whether a and b are in different
// regions of their closest common region-branch ancestor that can never
// both run in one execution of it (scf.if's then and else).
func insideMutuallyExclusiveRegions(a, b *ir.Operation) bool {
	for p := a.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Def() == nil || p.Def().RegionBranch == nil {
			continue
		}
		rb := p.Def().RegionBranch
		if !p.IsProperAncestor(b) {
			continue
		}
		var ra, rbg *ir.Region
		for _, r := range p.Regions() {
			if findAncestorInRegion(r, a) != nil {
				ra = r
			}
			if findAncestorInRegion(r, b) != nil {
				rbg = r
			}
		}
		if ra == nil || rbg == nil {
			return false
		}
		return ra != rbg && !regionReachable(p, rb, ra, rbg) && !regionReachable(p, rb, rbg, ra)
	}
	return false
}

// Dominance answers MLIR's block dominance queries (DominanceInfo) across
// nested regions: a block dominates the blocks of the regions its ops hold.
// The tree of each region is built on first use; moving ops between blocks
// keeps the answers valid, changing the branches between blocks does not.
type Dominance struct {
	trees map[*ir.Region]*domTree
}

// NewDominance returns an empty dominance cache.
func NewDominance() *Dominance { return &Dominance{trees: map[*ir.Region]*domTree{}} }

func (d *Dominance) tree(r *ir.Region) *domTree {
	t := d.trees[r]
	if t == nil {
		t = newDomTree(r)
		d.trees[r] = t
	}
	return t
}

// ancestorBlockIn returns the ancestor of b (b included) that is a block of
// region r, or nil.
func ancestorBlockIn(r *ir.Region, b *ir.Block) *ir.Block {
	for b != nil {
		if b.Parent() == r {
			return b
		}
		p := b.ParentOp()
		if p == nil {
			return nil
		}
		b = p.Block()
	}
	return nil
}

// ProperlyDominates reports whether block a dominates block b and a != b:
// b is in a region nested under a's ops, or a dominates b's ancestor in
// a's region.
func (d *Dominance) ProperlyDominates(a, b *ir.Block) bool {
	if a == nil || b == nil || a == b {
		return false
	}
	r := a.Parent()
	if r != b.Parent() {
		if b = ancestorBlockIn(r, b); b == nil {
			return false
		}
		if a == b {
			return true
		}
	}
	return d.tree(r).properlyDominates(a, b)
}

// Dominates reports whether a == b or a properly dominates b.
func (d *Dominance) Dominates(a, b *ir.Block) bool { return a == b || d.ProperlyDominates(a, b) }

// Reachable reports whether b is reachable from the entry block of its
// region.
func (d *Dominance) Reachable(b *ir.Block) bool {
	_, ok := d.tree(b.Parent()).index[b]
	return ok
}

// IDom returns the immediate dominator of b in its region: nil for an
// entry block and for a block unreachable from the entry.
func (d *Dominance) IDom(b *ir.Block) *ir.Block {
	t := d.tree(b.Parent())
	i, ok := t.index[b]
	if !ok || i == 0 || t.idom[i] < 0 {
		return nil
	}
	return t.order[t.idom[i]]
}

// NearestCommonDominator returns the nearest block that dominates both a
// and b (across regions: first the ancestors of a and b in their nearest
// common region), or nil when there is none (no common region, or a block
// unreachable from its region's entry).
func (d *Dominance) NearestCommonDominator(a, b *ir.Block) *ir.Block {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	if a.Parent() != b.Parent() {
		var aa, bb *ir.Block
		for x := a; x != nil && aa == nil; {
			if y := ancestorBlockIn(x.Parent(), b); y != nil {
				aa, bb = x, y
				break
			}
			p := x.ParentOp()
			if p == nil {
				break
			}
			x = p.Block()
		}
		if aa == nil {
			return nil
		}
		a, b = aa, bb
		if a == b {
			return a
		}
	}
	t := d.tree(a.Parent())
	ia, ok1 := t.index[a]
	ib, ok2 := t.index[b]
	if !ok1 || !ok2 {
		return nil
	}
	for ia != ib {
		for ia > ib {
			ia = t.idom[ia]
		}
		for ib > ia {
			ib = t.idom[ib]
		}
	}
	return t.order[ia]
}
