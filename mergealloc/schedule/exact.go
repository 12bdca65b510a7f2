package schedule

// state is one set of scheduled ops in the exact search: the lowest peak
// found to reach it and the last op of that order (with the set before it).
type state struct {
	peak   int64
	mem    int64 // live bytes after the set (a function of the set alone)
	parent uint64
	op     int
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
	states := map[uint64]*state{0: {mem: g.entry, op: -1}}
	layer := []uint64{0}
	for k := 0; k < n; k++ {
		var next []uint64
		for _, set := range layer {
			st := states[set]
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
				if old, ok := states[ns]; ok {
					if pk < old.peak {
						old.peak, old.parent, old.op = pk, set, v
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
				states[ns] = &state{peak: pk, mem: mem, parent: set, op: v}
				next = append(next, ns)
			}
		}
		layer = next
		if len(layer) == 0 {
			return nil, 0, true
		}
	}
	st, ok := states[full]
	if !ok {
		return nil, 0, true
	}
	peak = st.peak
	order = make([]int, n)
	set := full
	for i := n - 1; i >= 0; i-- {
		st := states[set]
		order[i] = st.op
		set = st.parent
	}
	return order, peak, true
}
