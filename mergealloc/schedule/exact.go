package schedule

// state is one set of scheduled ops in the exact search: the lowest peak
// found to reach it and the last op of that order (with the set before it).
type state struct {
	peak   int64
	mem    int64 // live bytes after the set (a function of the set alone)
	parent uint64
	op     int32
}

// exact runs the dynamic program over scheduled-op sets, looking for an
// order whose peak is below bound. It returns the order found (nil when
// none is below bound) and whether the search finished (then nothing below
// the returned peak, or below bound when nil, exists).
func (s *search) exact(bound int64) (order []int, peak int64, done bool) {
	g := s.g
	n := g.n
	if n > MaxExactLimit {
		return nil, 0, false
	}
	predMask := make([]uint64, n)
	for v := 0; v < n; v++ {
		for _, u := range g.preds[v] {
			predMask[v] |= 1 << uint(u)
		}
	}
	userMask := make([]uint64, len(g.bufs))
	for b := range g.bufs {
		for _, u := range g.users[b] {
			userMask[b] |= 1 << uint(u)
		}
	}
	full := uint64(1)<<uint(n) - 1
	if n == 64 {
		full = ^uint64(0)
	}
	// States live in one slice, found by set through an index map (32 bytes
	// and a map entry each).
	states := []state{{mem: g.entry, op: -1}}
	index := map[uint64]int32{0: 0}
	layer := []uint64{0}
	for k := 0; k < n; k++ {
		var next []uint64
		for _, set := range layer {
			st := states[index[set]]
			for v := 0; v < n; v++ {
				bit := uint64(1) << uint(v)
				if set&bit != 0 || predMask[v]&^set != 0 {
					continue
				}
				if !s.spend(1) {
					return nil, 0, false
				}
				pk := st.mem + g.alloc[v]
				if pk < st.peak {
					pk = st.peak
				}
				if pk >= bound {
					continue
				}
				ns := set | bit
				if i, ok := index[ns]; ok {
					if old := &states[i]; pk < old.peak {
						old.peak, old.parent, old.op = pk, set, int32(v)
					}
					continue
				}
				mem := st.mem + g.alloc[v]
				for _, b := range g.uses[v] {
					if !g.bufs[b].Keep && userMask[b]&^ns == 0 {
						mem -= g.bufs[b].Size
					}
				}
				for _, b := range g.defs[v] {
					if g.transient(b) {
						mem -= g.bufs[b].Size
					}
				}
				index[ns] = int32(len(states))
				states = append(states, state{peak: pk, mem: mem, parent: set, op: int32(v)})
				next = append(next, ns)
			}
		}
		layer = next
		if len(layer) == 0 {
			return nil, 0, true
		}
	}
	fi, ok := index[full]
	if !ok {
		return nil, 0, true
	}
	peak = states[fi].peak
	order = make([]int, n)
	set := full
	for i := n - 1; i >= 0; i-- {
		st := states[index[set]]
		order[i] = int(st.op)
		set = st.parent
	}
	return order, peak, true
}
