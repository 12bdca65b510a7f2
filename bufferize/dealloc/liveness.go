package dealloc

import "github.com/memopt/memopt/ir"

// valueSet is a set of SSA values.
type valueSet map[*ir.Value]struct{}

// liveness is MLIR's block liveness (mlir/Analysis/Liveness): per block,
// the values live on entry and on exit. A value used in an op nested in a
// block counts as used by that block.
type liveness struct {
	in, out map[*ir.Block]valueSet
}

// blockLiveInfo is one block's def/use sets while liveness is built.
type blockLiveInfo struct {
	b        *ir.Block
	def, use valueSet
	in, out  valueSet
}

// newLiveness computes the liveness of every block nested in op.
func newLiveness(op *ir.Operation) *liveness {
	var infos []*blockLiveInfo
	byBlock := map[*ir.Block]*blockLiveInfo{}
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				bi := buildBlockInfo(b)
				infos = append(infos, bi)
				byBlock[b] = bi
				for o := b.First(); o != nil; o = o.Next() {
					visit(o)
				}
			}
		}
	}
	visit(op)
	for changed := true; changed; {
		changed = false
		for _, bi := range infos {
			for _, s := range bi.b.Successors() {
				if si := byBlock[s]; si != nil {
					for v := range si.in {
						if _, ok := bi.out[v]; !ok {
							bi.out[v] = struct{}{}
							changed = true
						}
					}
				}
			}
			for v := range bi.use {
				if _, ok := bi.in[v]; !ok {
					bi.in[v] = struct{}{}
					changed = true
				}
			}
			for v := range bi.out {
				if _, d := bi.def[v]; d {
					continue
				}
				if _, ok := bi.in[v]; !ok {
					bi.in[v] = struct{}{}
					changed = true
				}
			}
		}
	}
	l := &liveness{in: map[*ir.Block]valueSet{}, out: map[*ir.Block]valueSet{}}
	for _, bi := range infos {
		l.in[bi.b], l.out[bi.b] = bi.in, bi.out
	}
	return l
}

// buildBlockInfo gathers the values b defines (its arguments, and the
// results and block arguments of everything nested in it), the values it
// uses without defining them, and those of its own definitions used in
// another block of its region.
func buildBlockInfo(b *ir.Block) *blockLiveInfo {
	bi := &blockLiveInfo{b: b, def: valueSet{}, use: valueSet{}, in: valueSet{}, out: valueSet{}}
	escapes := func(v *ir.Value) {
		for _, u := range v.Users() {
			if ancestorBlockIn(b.Parent(), u.Block()) != b {
				bi.out[v] = struct{}{}
				return
			}
		}
	}
	for _, a := range b.Args() {
		bi.def[a] = struct{}{}
		escapes(a)
	}
	for o := b.First(); o != nil; o = o.Next() {
		for _, r := range o.Results() {
			escapes(r)
		}
	}
	var walk func(o *ir.Operation)
	walk = func(o *ir.Operation) {
		for _, r := range o.Results() {
			bi.def[r] = struct{}{}
		}
		for _, v := range o.Operands() {
			bi.use[v] = struct{}{}
		}
		for _, r := range o.Regions() {
			for _, nb := range r.Blocks() {
				for _, a := range nb.Args() {
					bi.def[a] = struct{}{}
				}
				for n := nb.First(); n != nil; n = n.Next() {
					walk(n)
				}
			}
		}
	}
	for o := b.First(); o != nil; o = o.Next() {
		walk(o)
	}
	for v := range bi.use {
		if _, ok := bi.def[v]; ok {
			delete(bi.use, v)
		}
	}
	return bi
}

// ancestorBlockIn returns the block of region r that holds b (b itself or
// the block of an op that holds b), nil when r does not hold b.
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

// replace substitutes nv for every occurrence of old (an op result that
// the pass replaced by the result of a rebuilt op).
func (l *liveness) replace(old, nv *ir.Value) {
	for _, m := range []map[*ir.Block]valueSet{l.in, l.out} {
		for _, s := range m {
			if _, ok := s[old]; ok {
				delete(s, old)
				s[nv] = struct{}{}
			}
		}
	}
}
