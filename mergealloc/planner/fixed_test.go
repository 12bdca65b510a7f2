package planner

import (
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// pinSome fixes about a third of p's buffers: half of those at the offsets
// of a valid plan (so they are consistent), the others at random aligned
// offsets where they overlap no fixed buffer live with them.
func pinSome(rng *rand.Rand, p *Problem) {
	pl, err := Solve(p, "greedy-by-size", Options{})
	if err != nil {
		panic(err)
	}
	for i := range p.Buffers {
		b := &p.Buffers[i]
		switch rng.Intn(6) {
		case 0:
			b.Fixed, b.Offset = true, pl.Offsets[i]
		case 1:
			b.Fixed, b.Offset = true, alignUp(rng.Int63n(300), max(b.Alignment, 1))
		}
		if ValidateFixed(p) != nil {
			b.Fixed, b.Offset = false, 0
		}
	}
}

// checkFixedPlan verifies pl and checks that every fixed buffer is where it
// was pinned.
func checkFixedPlan(t *testing.T, p *Problem, pl *Plan, what string) {
	t.Helper()
	require.NoError(t, Verify(p, pl), what)
	for i, b := range p.Buffers {
		if b.Fixed {
			require.Equal(t, b.Offset, pl.Offsets[i], "%s: fixed buffer %s", what, b.ID)
		}
	}
	require.GreaterOrEqual(t, pl.Peak(), LowerBound(p), what)
}

// TestFixedRandomAllAlgorithms: on random problems mixing fixed and free
// buffers (live ranges, with and without alignment, one pool or two with
// limits, and conflict lists), every algorithm of the registry returns a
// plan that the verifier accepts, with every fixed buffer at its offset.
func TestFixedRandomAllAlgorithms(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	trials := 60
	if testing.Short() {
		trials = 20
	}
	for trial := 0; trial < trials; trial++ {
		var p *Problem
		switch trial % 4 {
		case 0, 1:
			p = randomProblem(rng, 1+rng.Intn(30), 40, trial%2 == 0)
		case 2:
			// Two pools: a small limited one preferred, an unlimited one.
			p = randomProblem(rng, 1+rng.Intn(30), 40, true)
			p.Pools = []Pool{{Name: "sram", Size: 400}, {Name: "dram"}}
		case 3:
			p = randomConflictProblem(rng, 1+rng.Intn(20))
		}
		pinSome(rng, p)
		nfixed := 0
		for _, b := range p.Buffers {
			if b.Fixed {
				nfixed++
			}
		}
		for _, a := range Algorithms() {
			if a.RangesOnly && p.ConflictLists {
				continue
			}
			what := fmt.Sprintf("trial %d (%d buffers, %d fixed) %s", trial, len(p.Buffers), nfixed, a.Name)
			pl, err := a.Plan(p, Options{TimeLimit: 100e6})
			var nf *NoFitError
			if errors.As(err, &nf) {
				continue // the limited pool and the fixed buffers leave no room
			}
			require.NoError(t, err, what)
			checkFixedPlan(t, p, pl, what)
		}
	}
}

// randomConflictProblem makes n buffers with random conflict lists.
func randomConflictProblem(rng *rand.Rand, n int) *Problem {
	p := &Problem{ConflictLists: true}
	for i := 0; i < n; i++ {
		b := Buffer{ID: fmt.Sprint("c", i), Size: 1 + rng.Int63n(50)}
		for j := 0; j < i; j++ {
			if rng.Intn(3) == 0 {
				b.Conflicts = append(b.Conflicts, j)
			}
		}
		p.Buffers = append(p.Buffers, b)
	}
	return p
}

// TestFixedExactOptimal: with fixed buffers the exact solver still finds the
// optimum (a brute force over every order, each free buffer at the lowest
// offset that misses the buffers placed before and the fixed ones), and
// auto and skyline never lose to what they start from.
func TestFixedExactOptimal(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for trial := 0; trial < 60; trial++ {
		p := randomProblem(rng, 2+rng.Intn(6), 12, trial%3 == 0)
		pinSome(rng, p)
		pl, err := Solve(p, "exact", Options{})
		require.NoError(t, err)
		checkFixedPlan(t, p, pl, "exact")
		bf := bruteForce(p)
		require.Equal(t, bf, pl.Peak(), "trial %d: %+v", trial, p.Buffers)
		sky, err := Solve(p, "skyline", Options{})
		require.NoError(t, err)
		au, err := Solve(p, Default, Options{})
		require.NoError(t, err)
		require.LessOrEqual(t, au.Peak(), sky.Peak())
		require.GreaterOrEqual(t, au.Peak(), bf)
	}
}

// TestFixedPlacedAround: a hand-made case. A weight pinned at [64, 128) for
// the whole schedule; two 64-byte buffers live together go at 0 and 128
// under every algorithm that packs tightly.
func TestFixedPlacedAround(t *testing.T) {
	p := &Problem{Buffers: []Buffer{
		{ID: "w", Size: 64, Lower: 0, Upper: 10, Alignment: 64, Fixed: true, Offset: 64},
		{ID: "x", Size: 64, Lower: 1, Upper: 5, Alignment: 64},
		{ID: "y", Size: 64, Lower: 2, Upper: 6, Alignment: 64},
		{ID: "z", Size: 128, Lower: 6, Upper: 9, Alignment: 64},
	}}
	require.Equal(t, int64(192), LowerBound(p))
	for _, a := range Algorithms() {
		pl, err := a.Plan(p, Options{})
		require.NoError(t, err, a.Name)
		checkFixedPlan(t, p, pl, a.Name)
		if a.Name == "gmem" {
			continue // its weights rule puts activations above 4 KiB
		}
		// z (128 bytes) cannot sit at 0 under the pin: it goes at 128.
		require.Equal(t, int64(128), pl.Offsets[3], a.Name)
		require.Equal(t, int64(256), pl.Peak(), a.Name)
	}
	// The exact solver proves 256 optimal: below it nothing fits.
	pl, err := Solve(p, "exact", Options{})
	require.NoError(t, err)
	require.Equal(t, int64(256), pl.Peak())
}

// TestFixedErrors: overlapping fixed buffers that are live together, and a
// fixed offset that breaks the alignment, are errors naming the buffers,
// from every algorithm and from the CSV reader (with positions).
func TestFixedErrors(t *testing.T) {
	overlap := &Problem{Buffers: []Buffer{
		{ID: "free", Size: 8, Lower: 0, Upper: 10},
		{ID: "pinA", Size: 32, Lower: 0, Upper: 5, Fixed: true, Offset: 0},
		{ID: "pinB", Size: 32, Lower: 4, Upper: 8, Fixed: true, Offset: 16},
	}}
	misaligned := &Problem{Buffers: []Buffer{
		{ID: "a", Size: 8, Lower: 0, Upper: 10, Alignment: 64, Fixed: true, Offset: 32},
	}}
	for _, a := range Algorithms() {
		_, err := a.Plan(overlap, Options{})
		var ov *FixedOverlapError
		require.True(t, errors.As(err, &ov), "%s: %v", a.Name, err)
		require.Equal(t, 1, ov.A)
		require.Equal(t, 2, ov.B)
		require.EqualError(t, err, `fixed buffers "pinA" [0, 32) and "pinB" [16, 48) are live at the same time and overlap`)
		_, err = a.Plan(misaligned, Options{})
		var al *FixedAlignError
		require.True(t, errors.As(err, &al), "%s: %v", a.Name, err)
		require.EqualError(t, err, `fixed buffer "a" at offset 32 breaks its alignment 64 (32 is not a multiple of 64)`)
	}
	// Not live at the same time, or not overlapping: fine.
	ok := &Problem{Buffers: []Buffer{
		{ID: "p", Size: 32, Lower: 0, Upper: 4, Fixed: true, Offset: 0},
		{ID: "q", Size: 32, Lower: 4, Upper: 8, Fixed: true, Offset: 0},
		{ID: "r", Size: 32, Lower: 0, Upper: 8, Fixed: true, Offset: 32},
	}}
	require.NoError(t, ValidateFixed(ok))
	// Conflict lists.
	cl := &Problem{ConflictLists: true, Buffers: []Buffer{
		{ID: "u", Size: 10, Fixed: true, Offset: 0, Conflicts: []int{1}},
		{ID: "v", Size: 10, Fixed: true, Offset: 5},
	}}
	require.EqualError(t, ValidateFixed(cl), `fixed buffers "u" [0, 10) and "v" [5, 15) are live at the same time and overlap`)
	// A fixed buffer beyond its pool's limit.
	lim := &Problem{Pools: []Pool{{Name: "m", Size: 16}}, Buffers: []Buffer{{ID: "big", Size: 8, Lower: 0, Upper: 1, Fixed: true, Offset: 12}}}
	_, err := Solve(lim, "skyline", Options{})
	require.EqualError(t, err, `fixed buffer "big" at [12, 20) exceeds pool "m" of size 16`)

	_, err = ReadCSV(strings.NewReader("id,lower,upper,size,offset\nfree,0,10,8,\npinA,0,5,32,0\npinB,4,8,32,16\n"), "f.csv")
	require.EqualError(t, err, `f.csv:4:13: error: fixed buffers "pinA" [0, 32) and "pinB" [16, 48) are live at the same time and overlap ("pinA" is on line 3)`)
	_, err = ReadCSV(strings.NewReader("id,lower,upper,size,alignment,offset\na,0,10,8,64,32\n"), "g.csv")
	require.EqualError(t, err, `g.csv:2:13: error: fixed buffer "a" at offset 32 breaks its alignment 64 (32 is not a multiple of 64)`)
}

// TestFixedCSV: an offset column pins the buffers that have a value; the
// others (empty offset) are planned around them.
func TestFixedCSV(t *testing.T) {
	in := "id,lower,upper,size,offset\nw,0,10,64,64\nx,1,5,64,\ny,2,6,64,\n"
	p, err := ReadCSV(strings.NewReader(in), "t.csv")
	require.NoError(t, err)
	require.True(t, p.Buffers[0].Fixed)
	require.Equal(t, int64(64), p.Buffers[0].Offset)
	require.False(t, p.Buffers[1].Fixed)
	pl, err := Solve(p, Default, Options{})
	require.NoError(t, err)
	require.Equal(t, []int64{64, 0, 128}, pl.Offsets)
	var sb strings.Builder
	require.NoError(t, WriteCSV(&sb, p, pl))
	require.Equal(t, "id,lower,upper,size,offset\nw,0,10,64,64\nx,1,5,64,0\ny,2,6,64,128\n", sb.String())
	sb.Reset()
	require.NoError(t, WriteJSON(&sb, p, pl))
	require.Contains(t, sb.String(), `"offset": 64,
      "fixed": true`)
}

// TestTracePinned: the trace planner places buffers around fixed allocs.
// A is fixed at [64, 128) over the whole trace; B (64) takes 0; C (64),
// live with B, skips A and goes at 128; after B and C are freed D (128)
// cannot use 0 (A is in the way at 64) and takes 128.
func TestTracePinned(t *testing.T) {
	ev := []TraceEvent{AllocAt(0, 64, 64), Alloc(1, 64), Alloc(2, 64), Free(1), Free(2), Alloc(3, 128), Free(3), Free(0)}
	for _, mode := range []TraceMode{CostModel, SizeFirst} {
		res, err := PlanTrace(ev, 64, mode)
		require.NoError(t, err)
		require.Equal(t, map[int]int64{0: 64, 1: 0, 2: 128, 3: 128}, res.Offsets, mode.String())
		require.Equal(t, int64(256), res.Total)
		verifyTrace(t, ev, 64, res)
	}
	// A fixed alloc beyond the arena grows it; a free buffer may use the
	// gap below.
	ev = []TraceEvent{AllocAt(0, 10, 100), Alloc(1, 30), Free(1), Free(0)}
	res, err := PlanTrace(ev, 1, CostModel)
	require.NoError(t, err)
	require.Equal(t, map[int]int64{0: 100, 1: 0}, res.Offsets)
	require.Equal(t, int64(110), res.Total)
	// A free buffer live when a later fixed one is allocated keeps out of
	// its way.
	ev = []TraceEvent{Alloc(1, 30), AllocAt(0, 10, 20), Free(1), Free(0)}
	res, err = PlanTrace(ev, 1, CostModel)
	require.NoError(t, err)
	require.Equal(t, map[int]int64{0: 20, 1: 30}, res.Offsets)
	verifyTrace(t, ev, 1, res)
	// Errors.
	_, err = PlanTrace([]TraceEvent{AllocAt(0, 10, 0), AllocAt(1, 10, 5)}, 1, CostModel)
	require.EqualError(t, err, `fixed buffers "0" [0, 10) and "1" [5, 15) are live at the same time and overlap`)
	_, err = PlanTrace([]TraceEvent{AllocAt(0, 10, 0), Free(0), AllocAt(1, 10, 5)}, 1, CostModel)
	require.NoError(t, err)
}

// TestTracePinnedRandom: random traces with fixed allocs, both modes, are
// verified, and a trace without fixed allocs is planned as before.
func TestTracePinnedRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for trial := 0; trial < 200; trial++ {
		align := []int64{1, 8, 64}[trial%3]
		ev, pins := randomTrace(rng, 60, true, align)
		for _, mode := range []TraceMode{CostModel, SizeFirst} {
			res, err := PlanTrace(ev, align, mode)
			require.NoError(t, err, "trial %d", trial)
			verifyTrace(t, ev, align, res)
			for id, p := range pins {
				require.Equal(t, p.off, res.Offsets[id])
			}
		}
	}
}

// TestOrderByKey: the radix sort agrees with a stable comparison sort,
// negative keys and repeated keys included.
func TestOrderByKey(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for trial := 0; trial < 50; trial++ {
		n := rng.Intn(300)
		keys := make([]int64, n)
		for i := range keys {
			switch trial % 3 {
			case 0:
				keys[i] = rng.Int63n(20) - 10
			case 1:
				keys[i] = rng.Int63() - rng.Int63()
			default:
				keys[i] = int64(rng.Intn(5)) << 40
			}
		}
		want := make([]int32, n)
		for i := range want {
			want[i] = int32(i)
		}
		sort.SliceStable(want, func(a, b int) bool { return keys[want[a]] < keys[want[b]] })
		require.Equal(t, want, orderByKey(keys), "trial %d", trial)
	}
}

// TestExtremeRanges: live ranges at the ends of the int64 range (CSV input
// may have them) give verified plans under every algorithm.
func TestExtremeRanges(t *testing.T) {
	const big = int64(1) << 62
	p := &Problem{Buffers: []Buffer{
		{ID: "a", Size: 8, Lower: -big, Upper: big},
		{ID: "b", Size: 8, Lower: big - 3, Upper: big},
		{ID: "c", Size: 16, Lower: -big, Upper: -big + 2},
		{ID: "d", Size: 8, Lower: -big + 2, Upper: big - 3},
	}}
	for _, a := range Algorithms() {
		pl, err := a.Plan(p, Options{TimeLimit: 100e6})
		require.NoError(t, err, a.Name)
		require.NoError(t, Verify(p, pl), a.Name)
		if a.Name != "gmem" {
			require.Equal(t, int64(24), pl.Peak(), a.Name) // a and c at the start
		}
	}
}
