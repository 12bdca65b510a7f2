package planner

import "sort"

// itree is a static centered interval tree over the buffers' live ranges.
// It answers "which buffers' ranges intersect [l, u)" in O(log n + k) where k
// counts the intersecting ranges.
type itree struct {
	nodes []inode
	lo    []int64
	hi    []int64
}

type inode struct {
	center      int64
	byLo, byHi  []int32 // the node's ranges sorted by Lower asc / Upper desc
	left, right int32   // child indices, -1 for none
}

// newITree builds the tree over the ranges of the given buffers; empty ranges
// are left out (they conflict with nothing).
func newITree(lo, hi []int64, idx []int) *itree {
	t := &itree{lo: lo, hi: hi}
	var items []int32
	for _, i := range idx {
		if lo[i] < hi[i] {
			items = append(items, int32(i))
		}
	}
	sort.Slice(items, func(a, b int) bool { return lo[items[a]] < lo[items[b]] })
	t.build(items)
	return t
}

// build adds a subtree for items (sorted by Lower) and returns its index.
func (t *itree) build(items []int32) int32 {
	if len(items) == 0 {
		return -1
	}
	c := t.lo[items[len(items)/2]]
	var here, left, right []int32
	for _, i := range items {
		switch {
		case t.hi[i] <= c:
			left = append(left, i)
		case t.lo[i] > c:
			right = append(right, i)
		default:
			here = append(here, i)
		}
	}
	k := int32(len(t.nodes))
	byHi := append([]int32(nil), here...)
	sort.Slice(byHi, func(a, b int) bool { return t.hi[byHi[a]] > t.hi[byHi[b]] })
	t.nodes = append(t.nodes, inode{center: c, byLo: here, byHi: byHi})
	l := t.build(left)
	r := t.build(right)
	t.nodes[k].left, t.nodes[k].right = l, r
	return k
}

// each calls fn for every range intersecting [l, u).
func (t *itree) each(l, u int64, fn func(j int)) {
	if l >= u || len(t.nodes) == 0 {
		return
	}
	stack := []int32{0}
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nd := &t.nodes[k]
		switch {
		case u <= nd.center:
			for _, i := range nd.byLo {
				if t.lo[i] >= u {
					break
				}
				fn(int(i))
			}
			if nd.left >= 0 {
				stack = append(stack, nd.left)
			}
		case l > nd.center:
			for _, i := range nd.byHi {
				if t.hi[i] <= l {
					break
				}
				fn(int(i))
			}
			if nd.right >= 0 {
				stack = append(stack, nd.right)
			}
		default:
			for _, i := range nd.byLo {
				fn(int(i))
			}
			if nd.left >= 0 {
				stack = append(stack, nd.left)
			}
			if nd.right >= 0 {
				stack = append(stack, nd.right)
			}
		}
	}
}

// neighbors calls fn for every buffer conflicting with buffer i (other than
// i itself).
func (in *inst) neighbors(i int, fn func(j int)) {
	if !in.ranges {
		for _, j := range in.adj[i] {
			fn(j)
		}
		return
	}
	if in.tree == nil {
		all := make([]int, in.n)
		for k := range all {
			all[k] = k
		}
		in.tree = newITree(in.lo, in.hi, all)
	}
	in.tree.each(in.lo[i], in.hi[i], func(j int) {
		if j != i {
			fn(j)
		}
	})
}
