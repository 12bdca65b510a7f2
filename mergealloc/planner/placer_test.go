package planner

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// naivePlace places the buffers in order the way placer does, but finds
// each buffer's placed neighbours by looking at every buffer: the reference
// for the placer's time index.
func naivePlace(in *inst, order []int, rule fitRule, minOff int64) []int64 {
	offs := make([]int64, in.n)
	placed := make([]bool, in.n)
	for i := 0; i < in.n; i++ {
		if in.fixed[i] {
			offs[i], placed[i] = in.fixOff[i], true
		}
	}
	for _, i := range order {
		if in.fixed[i] {
			continue
		}
		size, a := in.size[i], in.align[i]
		if size == 0 {
			offs[i], placed[i] = alignUp(minOff, a), true
			continue
		}
		var sp []span
		for j := 0; j < in.n; j++ {
			if j != i && placed[j] && in.size[j] > 0 && in.overlaps(i, j) {
				sp = append(sp, span{offs[j], offs[j] + in.size[j]})
			}
		}
		slices.SortFunc(sp, func(x, y span) int { return cmpAsc(x.off, y.off) })
		cur, best, bestGap := minOff, int64(-1), int64(-1)
		for _, s := range sp {
			if o := alignUp(cur, a); o+size <= s.off {
				if rule == firstFit {
					best = o
					break
				}
				if g := s.off - cur; bestGap < 0 || g < bestGap {
					best, bestGap = o, g
				}
			}
			cur = max(cur, s.end)
		}
		if best < 0 {
			best = alignUp(cur, a)
		}
		offs[i], placed[i] = best, true
	}
	return offs
}

// TestPlacerMatchesNaive: on random live-range problems (long and short
// ranges, so that the time index takes both of its paths; alignments;
// empty ranges and zero sizes; fixed buffers) the placer puts every buffer
// where looking at every placed buffer does, under both rules, and
// greedy-by-conflicts' counted degrees equal the listed ones.
func TestPlacerMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	for trial := 0; trial < 300; trial++ {
		n := 1 + rng.Intn(80)
		p := &Problem{}
		for i := 0; i < n; i++ {
			lo := rng.Int63n(100)
			length := rng.Int63n(8)
			if rng.Intn(6) == 0 {
				length = rng.Int63n(100)
			}
			p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: lo, Upper: lo + length,
				Size: rng.Int63n(100), Alignment: []int64{0, 1, 8, 3}[rng.Intn(4)]})
		}
		if trial%3 == 0 {
			pinSome(rng, p)
		}
		in, err := newInst(p)
		require.NoError(t, err)
		order := rng.Perm(n)
		minOff := []int64{0, 0, 40}[trial%3]
		for _, rule := range []fitRule{firstFit, bestFit} {
			pc := newPlacer(in, "test")
			pc.minOff = minOff
			for _, i := range order {
				require.NoError(t, pc.put(i, rule))
			}
			require.Equal(t, naivePlace(in, order, rule, minOff), pc.pl.Offsets, "trial %d rule %d", trial, rule)
		}
		d := in.degrees()
		for i := 0; i < n; i++ {
			var want int64
			for j := 0; j < n; j++ {
				if j != i && in.overlaps(i, j) {
					want++
				}
			}
			require.Equal(t, want, d[i], "trial %d buffer %d", trial, i)
		}
	}
}

// TestGmemBreadthOrder compares gmem's greedy-by-breadth order with the
// strategy spelled out: list the buffers live at every start time, visit
// the times by breadth (largest first, earlier on ties), and at each take
// the buffers not taken yet, largest first.
func TestGmemBreadthOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for trial := 0; trial < 300; trial++ {
		p := randomProblem(rng, 1+rng.Intn(60), 40, false)
		for i := range p.Buffers {
			if rng.Intn(8) == 0 {
				p.Buffers[i].Upper = p.Buffers[i].Lower // live at no time
			}
			if rng.Intn(3) == 0 {
				p.Buffers[i].Size = 8 // ties
			}
		}
		in, err := newInst(p)
		require.NoError(t, err)
		acts := rng.Perm(in.n)[:1+rng.Intn(in.n)]
		var times []int64
		for _, i := range acts {
			if in.lo[i] < in.hi[i] {
				times = append(times, in.lo[i])
			}
		}
		slices.Sort(times)
		times = slices.Compact(times)
		live := make([][]int, len(times))
		breadth := make([]int64, len(times))
		for k, tm := range times {
			for _, i := range acts {
				if in.lo[i] <= tm && tm < in.hi[i] {
					live[k] = append(live[k], i)
					breadth[k] += in.size[i]
				}
			}
		}
		steps := make([]int, len(times))
		for k := range steps {
			steps[k] = k
		}
		slices.SortStableFunc(steps, func(a, b int) int { return cmpDesc(breadth[a], breadth[b]) })
		seen := map[int]bool{}
		var want []int
		for _, k := range steps {
			l := slices.Clone(live[k])
			slices.SortStableFunc(l, func(a, b int) int { return cmpDesc(in.size[a], in.size[b]) })
			for _, i := range l {
				if !seen[i] {
					seen[i] = true
					want = append(want, i)
				}
			}
		}
		for _, i := range acts {
			if !seen[i] {
				want = append(want, i)
			}
		}
		require.Equal(t, want, gmemBreadthOrder(in, acts), "trial %d", trial)
	}
}
