package planner

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRankSet compares the rank set's nearest-member queries with a plain
// boolean array through random insertions and removals.
func TestRankSet(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, m := range []int{1, 2, 63, 64, 65, 4095, 4096, 4097, 300000} {
		s := newRankSet(m)
		in := make([]bool, m)
		for step := 0; step < 3000; step++ {
			r := rng.Intn(m)
			if rng.Intn(3) == 0 {
				s.remove(r)
				in[r] = false
			} else {
				s.add(r)
				in[r] = true
			}
			q := rng.Intn(m)
			wantPrev, wantNext := -1, -1
			for x := q; x >= 0; x-- {
				if in[x] {
					wantPrev = x
					break
				}
			}
			for x := q; x < m; x++ {
				if in[x] {
					wantNext = x
					break
				}
			}
			require.Equal(t, wantPrev, s.prev(q), "m=%d prev(%d)", m, q)
			require.Equal(t, wantNext, s.next(q), "m=%d next(%d)", m, q)
		}
	}
}

// bruteClash reports whether two rectangles clash, by looking at every pair.
func bruteClash(rs []rect) bool {
	for i, a := range rs {
		for _, b := range rs[:i] {
			if a.lo < a.hi && b.lo < b.hi && a.size > 0 && b.size > 0 && a.pool == b.pool &&
				a.lo < b.hi && b.lo < a.hi && a.off < b.off+b.size && b.off < a.off+a.size {
				return true
			}
		}
	}
	return false
}

// TestOverlapSweep compares overlapSweep with the quadratic check on random
// sets of rectangles, sparse and dense, in one or two pools, and checks
// that a pair it reports does clash.
func TestOverlapSweep(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	found := 0
	for trial := 0; trial < 3000; trial++ {
		n := 1 + rng.Intn(40)
		span := 1 + rng.Int63n(400)
		rs := make([]rect, n)
		for i := range rs {
			lo := rng.Int63n(30)
			rs[i] = rect{lo: lo, hi: lo + rng.Int63n(12), off: rng.Int63n(span), size: rng.Int63n(60), pool: rng.Intn(2)}
		}
		want := bruteClash(rs)
		a, b, ok := overlapSweep(rs)
		require.Equal(t, want, ok, "trial %d: %+v", trial, rs)
		if ok {
			found++
			require.True(t, bruteClash([]rect{rs[a], rs[b]}), "trial %d: reported pair %d, %d does not clash", trial, a, b)
		}
	}
	require.Greater(t, found, 300, "too few clashing cases to test anything")
	require.Less(t, found, 2700, "too few clash-free cases to test anything")
}

// quadraticFixedCheck is ValidateFixed's overlap rule on live ranges, pair
// by pair: the clash with the smallest later index, then the smallest
// earlier one.
func quadraticFixedCheck(p *Problem) (int, int, bool) {
	for b := range p.Buffers {
		for a := 0; a < b; a++ {
			x, y := p.Buffers[a], p.Buffers[b]
			if x.Fixed && y.Fixed && x.Size > 0 && y.Size > 0 && x.Lower < x.Upper && y.Lower < y.Upper &&
				x.Lower < y.Upper && y.Lower < x.Upper && x.Offset < y.Offset+y.Size && y.Offset < x.Offset+x.Size &&
				firstPool(p, a) == firstPool(p, b) {
				return a, b, true
			}
		}
	}
	return 0, 0, false
}

// TestValidateFixedFirstClash: on random problems where most buffers are
// fixed, ValidateFixed reports exactly the pair the quadratic rule names
// (or none), and Verify rejects a plan exactly when two buffers clash.
func TestValidateFixedFirstClash(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	clashes := 0
	for trial := 0; trial < 1500; trial++ {
		n := 1 + rng.Intn(30)
		p := &Problem{}
		twoPools := rng.Intn(2) == 0
		if twoPools {
			p.Pools = []Pool{{Name: "a"}, {Name: "b"}}
		}
		for i := 0; i < n; i++ {
			lo := rng.Int63n(20)
			b := Buffer{ID: fmt.Sprint("b", i), Lower: lo, Upper: lo + rng.Int63n(8), Size: rng.Int63n(50),
				Fixed: rng.Intn(5) != 0, Offset: rng.Int63n(300)}
			if twoPools {
				b.Pools = []string{[]string{"a", "b"}[rng.Intn(2)]}
			}
			p.Buffers = append(p.Buffers, b)
		}
		a, b, want := quadraticFixedCheck(p)
		err := ValidateFixed(p)
		// The fixed buffers' offsets as a plan of them unpinned: Verify
		// rejects it exactly when two of them clash.
		q := &Problem{Pools: p.Pools}
		pl := &Plan{PoolSizes: make([]int64, len(p.PoolList()))}
		for i, x := range p.Buffers {
			if !x.Fixed {
				continue
			}
			x.Fixed = false
			q.Buffers = append(q.Buffers, x)
			k := firstPool(p, i)
			pl.Offsets, pl.PoolOf = append(pl.Offsets, x.Offset), append(pl.PoolOf, k)
			pl.PoolSizes[k] = max(pl.PoolSizes[k], x.Offset+x.Size)
		}
		var ov *FixedOverlapError
		if !want {
			require.NoError(t, err, "trial %d", trial)
			require.NoError(t, Verify(q, pl), "trial %d", trial)
			continue
		}
		clashes++
		require.True(t, errors.As(err, &ov), "trial %d: %v", trial, err)
		require.Equal(t, [2]int{a, b}, [2]int{ov.A, ov.B}, "trial %d", trial)
		require.ErrorContains(t, Verify(q, pl), "overlap", "trial %d", trial)
	}
	require.Greater(t, clashes, 200, "too few clashing cases to test anything")
}
