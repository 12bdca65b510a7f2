package planner

import (
	"slices"
	"sort"
)

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

// maxCSR bounds the conflict lists built for live-range problems (entries,
// both directions): beyond it the interval tree answers each query.
const maxCSR = 1 << 24

// buildCSR lists every buffer's conflicts once (compressed rows), found by a
// sweep in order of start, when there are at most maxCSR of them; it reports
// whether it did.
func (in *inst) buildCSR() bool {
	order := make([]int32, 0, in.n)
	for i := 0; i < in.n; i++ {
		if in.lo[i] < in.hi[i] {
			order = append(order, int32(i))
		}
	}
	slices.SortFunc(order, func(a, b int32) int { return cmpAsc(in.lo[a], in.lo[b]) })
	deg := make([]int32, in.n+1)
	var active []int32
	var total int64
	sweep := func(edge func(a, b int32)) {
		active = active[:0]
		for _, i := range order {
			lo := in.lo[i]
			k := 0
			for _, j := range active {
				if in.hi[j] > lo {
					active[k] = j
					k++
					edge(i, j)
				}
			}
			active = append(active[:k], i)
		}
	}
	sweep(func(a, b int32) { deg[a]++; deg[b]++; total += 2 })
	if total > maxCSR {
		return false
	}
	start := make([]int32, in.n+1)
	for i := 0; i < in.n; i++ {
		start[i+1] = start[i] + deg[i]
	}
	nb := make([]int32, total)
	fill := slices.Clone(start[:in.n])
	sweep(func(a, b int32) {
		nb[fill[a]] = b
		fill[a]++
		nb[fill[b]] = a
		fill[b]++
	})
	in.csrStart, in.csr = start, nb
	return true
}

// buildIndex builds what neighbors and csrList build on first use, so
// that goroutines can then share the instance read-only.
func (in *inst) buildIndex() {
	if in.n > 0 {
		in.neighbors(0, func(int) {})
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
	if in.csr == nil && !in.noCSR {
		in.noCSR = !in.buildCSR()
	}
	if in.csr != nil {
		for _, j := range in.csr[in.csrStart[i]:in.csrStart[i+1]] {
			fn(int(j))
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

// csrList returns buffer i's conflict list from the CSR arrays (see
// buildCSR), building them on first use; false when the problem has none,
// and callers use neighbors. Hot loops range over it rather than call a
// function per neighbour.
func (in *inst) csrList(i int) ([]int32, bool) {
	if !in.ranges {
		return nil, false
	}
	if in.csr == nil && !in.noCSR {
		in.noCSR = !in.buildCSR()
	}
	if in.csr == nil {
		return nil, false
	}
	return in.csr[in.csrStart[i]:in.csrStart[i+1]], true
}
