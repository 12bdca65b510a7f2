package schedule

import (
	"encoding/binary"
	"sort"
)

// beamWidth is the number of partial schedules the beam search keeps per
// length.
const beamWidth = 16

// beamState is one partial schedule of the beam search: the set of
// scheduled ops, the live bytes after it, its peak, and the state it
// extends with its last op (for reconstruction).
type beamState struct {
	set       []uint64
	mem, peak int64
	parent    int32
	op        int32
}

// beamLimit is the largest block the beam search runs on (it costs about
// beamWidth * n * (n + E) steps).
const beamLimit = 256

// beam is a beam search over partial schedules, the exact method's dynamic
// program restricted to the beamWidth best sets (lowest peak, then fewest
// live bytes) of each size. It may spend up to limit steps (counted in the
// budget too) and returns nil when they run out first.
func (s *search) beam(limit int64) []int {
	g := s.g
	n := g.n
	if n == 0 {
		return nil
	}
	stop := s.steps + limit
	spend := func(k int64) bool { return s.spend(k) && s.steps <= stop }
	words := (n + 63) / 64
	keyBuf := make([]byte, words*8)
	has := func(set []uint64, v int) bool { return set[v>>6]&(1<<uint(v&63)) != 0 }
	all := []beamState{{set: make([]uint64, words), mem: g.entry, parent: -1, op: -1}}
	layer := []int32{0}
	for k := 0; k < n; k++ {
		index := map[string]int32{}
		var cands []beamState
		for _, si := range layer {
			st := all[si]
			if !spend(int64(n)) {
				return nil
			}
			for v := 0; v < n; v++ {
				if has(st.set, v) {
					continue
				}
				ready := true
				for _, u := range g.preds[v] {
					if !has(st.set, u) {
						ready = false
						break
					}
				}
				if !ready {
					continue
				}
				if !spend(int64(1 + len(g.preds[v]) + len(g.uses[v]))) {
					return nil
				}
				pk := st.mem + g.alloc[v]
				if pk < st.peak {
					pk = st.peak
				}
				ns := append([]uint64(nil), st.set...)
				ns[v>>6] |= 1 << uint(v&63)
				mem := st.mem + g.alloc[v]
				for _, b := range g.uses[v] {
					if g.bufs[b].Keep {
						continue
					}
					done := true
					for _, u := range g.users[b] {
						if !has(ns, u) {
							done = false
							break
						}
					}
					if done {
						mem -= g.bufs[b].Size
					}
				}
				for _, b := range g.defs[v] {
					if g.transient(b) {
						mem -= g.bufs[b].Size
					}
				}
				for i, w := range ns {
					binary.LittleEndian.PutUint64(keyBuf[i*8:], w)
				}
				if i, ok := index[string(keyBuf)]; ok {
					if old := &cands[i]; pk < old.peak {
						old.peak, old.parent, old.op = pk, si, int32(v)
					}
					continue
				}
				index[string(keyBuf)] = int32(len(cands))
				cands = append(cands, beamState{set: ns, mem: mem, peak: pk, parent: si, op: int32(v)})
			}
		}
		sort.SliceStable(cands, func(i, j int) bool {
			if cands[i].peak != cands[j].peak {
				return cands[i].peak < cands[j].peak
			}
			return cands[i].mem < cands[j].mem
		})
		if len(cands) > beamWidth {
			cands = cands[:beamWidth]
		}
		// Only the kept states stay (for reconstruction).
		layer = layer[:0]
		for _, c := range cands {
			layer = append(layer, int32(len(all)))
			all = append(all, c)
		}
	}
	order := make([]int, n)
	si := layer[0]
	for i := n - 1; i >= 0; i-- {
		order[i] = int(all[si].op)
		si = all[si].parent
	}
	return order
}
