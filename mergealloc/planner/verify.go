package planner

import (
	"fmt"
)

// Verify checks a plan against its problem independently of the algorithm
// that produced it: one offset and pool per buffer, every pool a candidate of
// its buffer, offsets non-negative and aligned, every buffer within its pool's
// size limit, PoolSizes equal to the bytes actually used, and no two
// conflicting buffers (intersecting live ranges, or listed conflicts, in
// either direction) overlapping in memory in the same pool.
func Verify(p *Problem, pl *Plan) error {
	if pl == nil {
		return fmt.Errorf("nil plan")
	}
	n := len(p.Buffers)
	pools := p.pools()
	if len(pl.Offsets) != n || len(pl.PoolOf) != n {
		return fmt.Errorf("plan has %d offsets and %d pools for %d buffers", len(pl.Offsets), len(pl.PoolOf), n)
	}
	if len(pl.PoolSizes) != len(pools) {
		return fmt.Errorf("plan has %d pool sizes for %d pools", len(pl.PoolSizes), len(pools))
	}
	used := make([]int64, len(pools))
	for i, b := range p.Buffers {
		off, k := pl.Offsets[i], pl.PoolOf[i]
		if k < 0 || k >= len(pools) {
			return fmt.Errorf("buffer %q: pool index %d out of range", b.ID, k)
		}
		if len(b.Pools) > 0 {
			ok := false
			for _, name := range b.Pools {
				ok = ok || name == pools[k].Name
			}
			if !ok {
				return fmt.Errorf("buffer %q: placed in pool %q, not one of its candidates %v", b.ID, pools[k].Name, b.Pools)
			}
		}
		if off < 0 {
			return fmt.Errorf("buffer %q: negative offset %d", b.ID, off)
		}
		if b.Size < 0 || b.Size > MaxBytes || off > MaxBytes-b.Size {
			return fmt.Errorf("buffer %q: offset %d and size %d: %w", b.ID, off, b.Size, ErrTooLarge)
		}
		if b.Fixed {
			if off != b.Offset {
				return fmt.Errorf("buffer %q: fixed at offset %d, placed at %d", b.ID, b.Offset, off)
			}
			if first := firstPool(p, i); k != first {
				return fmt.Errorf("buffer %q: fixed in pool %q, placed in pool %q", b.ID, pools[first].Name, pools[k].Name)
			}
		}
		if b.Alignment > 1 && off%b.Alignment != 0 {
			return fmt.Errorf("buffer %q: offset %d is not a multiple of its alignment %d", b.ID, off, b.Alignment)
		}
		if b.Size < 0 || off > 1<<63-1-b.Size {
			return fmt.Errorf("buffer %q: offset %d plus size %d overflows", b.ID, off, b.Size)
		}
		end := off + b.Size
		if pools[k].Size > 0 && end > pools[k].Size {
			return fmt.Errorf("buffer %q: [%d, %d) exceeds pool %q of size %d", b.ID, off, end, pools[k].Name, pools[k].Size)
		}
		used[k] = max(used[k], end)
	}
	for k := range pools {
		if used[k] != pl.PoolSizes[k] {
			return fmt.Errorf("pool %q: plan says %d bytes, buffers use %d", pools[k].Name, pl.PoolSizes[k], used[k])
		}
	}
	clash := func(i, j int) error {
		if pl.PoolOf[i] != pl.PoolOf[j] {
			return nil
		}
		a, b := p.Buffers[i], p.Buffers[j]
		if a.Size == 0 || b.Size == 0 {
			return nil
		}
		oi, oj := pl.Offsets[i], pl.Offsets[j]
		if oi < oj+b.Size && oj < oi+a.Size {
			return fmt.Errorf("buffers %q [%d, %d) and %q [%d, %d) are live together and overlap in pool %q",
				a.ID, oi, oi+a.Size, b.ID, oj, oj+b.Size, pools[pl.PoolOf[i]].Name)
		}
		return nil
	}
	if p.ConflictLists {
		for i, b := range p.Buffers {
			for _, j := range b.Conflicts {
				if j < 0 || j >= n {
					return fmt.Errorf("buffer %q: conflict index %d out of range", b.ID, j)
				}
				if j != i {
					if err := clash(i, j); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	// Sweep over time (overlapSweep): O(n log n) whatever the number of
	// pairs live together.
	rs := make([]rect, n)
	for i, b := range p.Buffers {
		if b.Upper < b.Lower {
			return fmt.Errorf("buffer %q: live range [%d, %d) ends before it starts", b.ID, b.Lower, b.Upper)
		}
		rs[i] = rect{lo: b.Lower, hi: b.Upper, off: pl.Offsets[i], size: b.Size, pool: pl.PoolOf[i]}
	}
	if a, b, ok := overlapSweep(rs); ok {
		return clash(b, a)
	}
	return nil
}

// firstPool returns the index of buffer i's first candidate pool (0 when
// the name is unknown; newInst rejects those).
func firstPool(p *Problem, i int) int {
	if len(p.Buffers[i].Pools) == 0 {
		return 0
	}
	for k, pl := range p.pools() {
		if pl.Name == p.Buffers[i].Pools[0] {
			return k
		}
	}
	return 0
}

// LowerBound returns a lower bound on the peak of any plan: for live ranges,
// the largest sum of sizes of buffers live at one time; for conflict lists,
// the largest size of a buffer plus a conflicting one (a clique of two); in
// both cases at least the end of every fixed buffer.
func LowerBound(p *Problem) int64 {
	var top int64
	for _, b := range p.Buffers {
		if b.Fixed && b.Size > 0 {
			top = max(top, b.Offset+b.Size)
		}
	}
	return max(top, liveBound(p))
}

// liveBound is LowerBound without the fixed buffers' ends.
func liveBound(p *Problem) int64 {
	if p.ConflictLists {
		var lb int64
		for i, b := range p.Buffers {
			lb = max(lb, b.Size)
			for _, j := range b.Conflicts {
				if j >= 0 && j < len(p.Buffers) && j != i {
					lb = max(lb, b.Size+p.Buffers[j].Size)
				}
			}
		}
		return lb
	}
	// Ends before starts at the same time (ranges are half-open): the ends
	// go first and the sort is stable.
	t, d := make([]int64, 0, 2*len(p.Buffers)), make([]int64, 0, 2*len(p.Buffers))
	for _, b := range p.Buffers {
		if b.Lower < b.Upper {
			t, d = append(t, b.Upper), append(d, -b.Size)
		}
	}
	for _, b := range p.Buffers {
		if b.Lower < b.Upper {
			t, d = append(t, b.Lower), append(d, b.Size)
		}
	}
	var cur, best int64
	for _, e := range orderByKey(t) {
		cur += d[e]
		best = max(best, cur)
	}
	return best
}
