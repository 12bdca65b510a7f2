package planner

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLivePairs compares the counted pairs live together with the pairs
// listed one by one, on random problems with ties and empty ranges.
func TestLivePairs(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	for trial := 0; trial < 200; trial++ {
		p := randomProblem(rng, 1+rng.Intn(60), 30, false)
		for i := range p.Buffers {
			if rng.Intn(6) == 0 {
				p.Buffers[i].Upper = p.Buffers[i].Lower
			}
		}
		in, err := newInst(p)
		require.NoError(t, err)
		var want int64
		for i := 0; i < in.n; i++ {
			for j := 0; j < i; j++ {
				if in.overlaps(i, j) {
					want++
				}
			}
		}
		require.Equal(t, want, in.livePairs(allIndices(in.n)), "trial %d", trial)
	}
}

// TestSearchSizeRefusal: skyline and exact refuse a problem with more than
// maxSearchPairs pairs live together with a SearchSizeError naming them,
// and auto plans it (through autoLarge) at its lower bound.
func TestSearchSizeRefusal(t *testing.T) {
	p := &Problem{}
	for i := 0; i < 1500; i++ { // 1,124,250 pairs, all live at time 0
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: 0, Upper: 1 + int64(i%7), Size: 16})
	}
	for _, name := range []string{"skyline", "exact"} {
		_, err := Solve(p, name, Options{})
		var se *SearchSizeError
		require.True(t, errors.As(err, &se), "%s: %v", name, err)
		require.Equal(t, int64(1500*1499/2), se.Pairs, name)
		require.ErrorContains(t, err, name+" refuses 1500 buffers with 1124250 pairs live at the same time")
	}
	pl, err := Solve(p, Default, Options{})
	require.NoError(t, err)
	require.Equal(t, LowerBound(p), pl.Peak())
}

// TestAutoLarge: above autoMaxBuffers buffers auto keeps the lowest peak of
// its candidates (the earliest on a tie), whatever GOMAXPROCS is, with and
// without fixed buffers.
func TestAutoLarge(t *testing.T) {
	alg, err := ByName(Default)
	require.NoError(t, err)
	rng := rand.New(rand.NewSource(17))
	for trial := 0; trial < 3; trial++ {
		p := scaleProblem(autoMaxBuffers+500+trial*700, int64(trial))
		if trial == 2 {
			pinSome(rng, p)
		}
		in, err := newInst(p)
		require.NoError(t, err)
		idx := allIndices(in.n)
		var want []int64
		wantPeak := int64(-1)
		ran := 0
		for _, c := range autoLargeCands {
			offs, err := c.run(in, idx)
			if errors.Is(err, errSkipped) {
				continue
			}
			require.NoError(t, err, c.name)
			ran++
			var peak int64
			for i := range offs {
				peak = max(peak, offs[i]+in.size[i])
			}
			if wantPeak < 0 || peak < wantPeak {
				want, wantPeak = offs, peak
			}
		}
		if trial < 2 {
			require.GreaterOrEqual(t, ran, 2, "trial %d", trial) // with fixed buffers only "large" runs
		}
		for _, procs := range []int{1, 2} {
			withProcs(procs, func() {
				pl, err := alg.Plan(p, Options{})
				require.NoError(t, err)
				require.NoError(t, Verify(p, pl))
				require.Equal(t, want, pl.Offsets, "trial %d, GOMAXPROCS %d", trial, procs)
			})
		}
	}
}

// TestRoundTarget checks the capacity-like bound auto tries without a pool
// size.
func TestRoundTarget(t *testing.T) {
	for _, tc := range []struct{ lb, peak, want int64 }{
		{989184, 1052672, 1048576}, // MiniMalloc's J
		{986112, 1034240, 1015808}, // D: 31 * 2^15
		{100, 100, 0},
		{100, 90, 0},
		{0, 1, 0},
		{5, 7, 6},
		{6, 7, 6},
		{7, 8, 7},
		{1, 2, 1},
		{1 << 40, 1<<40 + 3, 1 << 40},
	} {
		require.Equal(t, tc.want, roundTarget(tc.lb, tc.peak), "roundTarget(%d, %d)", tc.lb, tc.peak)
	}
}

// TestAutoFitsMiniMalloc: auto fits MiniMalloc's challenging instances A-F
// (../shared/bench/minimalloc; skipped when absent or in -short mode) in
// their capacity of 1048576 bytes, given as a pool size (the decision
// problem) and not given.
func TestAutoFitsMiniMalloc(t *testing.T) {
	if testing.Short() {
		t.Skip("the exact solver's decision problems are skipped in -short mode")
	}
	dir := benchDir(t)
	for _, ins := range instances()[:6] {
		p := loadInstance(t, dir, ins)
		for _, pool := range []int64{0, ins.capacity} {
			q := *p
			if pool > 0 {
				q.Pools = []Pool{{Name: "memory", Size: pool}}
			}
			pl, err := Solve(&q, Default, Options{})
			require.NoError(t, err, "%s pool %d", ins.name, pool)
			require.LessOrEqual(t, pl.Peak(), ins.capacity, "%s pool %d", ins.name, pool)
		}
	}
}

// tracesDir is ../shared/bench/idealloc relative to the repository root:
// real traces of whole models in MiniMalloc's CSV format.
func tracesDir() string {
	return filepath.Join(repoRoot(), "..", "shared", "bench", "idealloc")
}

// TestAutoTraces: on every trace of ../shared/bench/idealloc (skipped when
// absent or in -short mode) auto's plan verifies and is at most 2% above
// the liveness lower bound (issue 27 target 1).
func TestAutoTraces(t *testing.T) {
	if testing.Short() {
		t.Skip("the traces are skipped in -short mode")
	}
	dir := tracesDir()
	files, err := filepath.Glob(filepath.Join(dir, "*.csv"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skipf("no traces found at %s", dir)
	}
	for _, file := range files {
		f, err := os.Open(file)
		require.NoError(t, err)
		p, err := ReadCSV(f, file)
		f.Close()
		require.NoError(t, err)
		pl, err := Solve(p, Default, Options{})
		require.NoError(t, err, file)
		lb := LowerBound(p)
		t.Logf("%s: %d buffers, peak %d, lower bound %d, gap %.2f%%", filepath.Base(file), len(p.Buffers), pl.Peak(), lb, 100*float64(pl.Peak()-lb)/float64(lb))
		require.LessOrEqual(t, pl.Peak(), lb+lb/50, file)
	}
}

// TestAutoFitsPool: on random problems where auto with budgets too small
// for its own searches lands above what it finds with its default budgets,
// a pool of that size makes it fit through the exact solver's decision
// problem (autoFit). Deterministic: work budgets, no clock.
func TestAutoFitsPool(t *testing.T) {
	if testing.Short() {
		t.Skip("the default planner's full budgets are skipped in -short mode")
	}
	rng := rand.New(rand.NewSource(13))
	var probs []*Problem
	var full []int64
	for k := 0; k < 8; k++ {
		p := randomProblem(rng, 60+rng.Intn(100), 50, k%2 == 0)
		pl, err := Solve(p, Default, Options{})
		require.NoError(t, err)
		probs, full = append(probs, p), append(full, pl.Peak())
	}
	smallAutoBudgets(t)
	r := autoRoundWork
	t.Cleanup(func() { autoRoundWork = r })
	autoRoundWork = 0
	tested := 0
	for k, p := range probs {
		pl, err := Solve(p, Default, Options{})
		require.NoError(t, err)
		if pl.Peak() <= full[k] {
			continue
		}
		tested++
		q := *p
		q.Pools = []Pool{{Name: "memory", Size: full[k]}}
		pl, err = Solve(&q, Default, Options{})
		require.NoError(t, err, "problem %d", k)
		require.LessOrEqual(t, pl.Peak(), full[k], "problem %d", k)
	}
	t.Logf("%d problems fitted through autoFit", tested)
	require.NotZero(t, tested, "the small budgets do as well everywhere: autoFit is not tested")
}

// TestTraceBudget: the trace planner with a work budget plans as without
// one when the budget suffices and stops with errTraceBudget when it does
// not; a trace whose every alloc extends the last chunk (sizes growing one
// after the other) is quadratic and stops early.
func TestTraceBudget(t *testing.T) {
	p := &Problem{}
	for i := 0; i < 3000; i++ {
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: int64(i), Upper: int64(i) + 2, Size: int64(i + 1)})
	}
	in, err := newInst(p)
	require.NoError(t, err)
	idx := allIndices(in.n)
	want, err := traceOffsets(in, idx, SizeFirst)
	require.NoError(t, err)
	got, err := traceOffsetsBudget(in, idx, SizeFirst, 1<<40)
	require.NoError(t, err)
	require.Equal(t, want, got)
	_, err = traceOffsetsBudget(in, idx, SizeFirst, 1_000_000)
	require.ErrorIs(t, err, errTraceBudget)
}

// TestAutoManyPairs: a problem of fewer than autoMaxBuffers buffers but
// more than autoMaxPairs pairs live together is planned as above
// autoMaxBuffers (autoLarge), whose plan auto returns.
func TestAutoManyPairs(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	p := &Problem{}
	for i := 0; i < 1000; i++ { // about 400,000 pairs
		lo := rng.Int63n(100)
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: lo, Upper: lo + 50 + rng.Int63n(50), Size: 1 + rng.Int63n(1000)})
	}
	in, err := newInst(p)
	require.NoError(t, err)
	idx := allIndices(in.n)
	require.Greater(t, in.livePairs(idx), int64(autoMaxPairs))
	want, err := autoLarge(in, idx)
	require.NoError(t, err)
	pl, err := Solve(p, Default, Options{})
	require.NoError(t, err)
	require.Equal(t, want, pl.Offsets)
}

// TestTraceRefusal: cost-model and size-first give up on a trace that
// needs more than traceMaxWork (here lowered: every alloc extends the one
// free chunk, which moves every place recorded so far) with a
// WorkLimitError, and plan it with the default limit.
func TestTraceRefusal(t *testing.T) {
	p := &Problem{}
	for i := 0; i < 3000; i++ { // about 45 million units
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: int64(i), Upper: int64(i) + 2, Size: int64(i + 1)})
	}
	for _, name := range []string{"cost-model", "size-first"} {
		_, err := Solve(p, name, Options{})
		require.NoError(t, err, name)
	}
	w := traceMaxWork
	t.Cleanup(func() { traceMaxWork = w })
	traceMaxWork = 10_000_000
	for _, name := range []string{"cost-model", "size-first"} {
		_, err := Solve(p, name, Options{})
		var we *WorkLimitError
		require.True(t, errors.As(err, &we), "%s: %v", name, err)
		require.ErrorContains(t, err, name+" gave up on 3000 buffers after 10000000 units of work")
	}
}

// TestGmemRefusal: gmem gives up with a WorkLimitError when fit-first
// needs more than gmemMaxWork (here lowered; sizes growing one after the
// other reuse no record) and plans the problem with the default limit.
func TestGmemRefusal(t *testing.T) {
	p := &Problem{}
	for i := 0; i < 3000; i++ {
		p.Buffers = append(p.Buffers, Buffer{ID: fmt.Sprint(i), Lower: int64(i), Upper: int64(i) + 2, Size: int64(i + 1)})
	}
	_, err := Solve(p, "gmem", Options{})
	require.NoError(t, err)
	w := gmemMaxWork
	t.Cleanup(func() { gmemMaxWork = w })
	gmemMaxWork = 1_000_000
	_, err = Solve(p, "gmem", Options{})
	var we *WorkLimitError
	require.True(t, errors.As(err, &we), "%v", err)
	require.ErrorContains(t, err, "gmem gave up on 3000 buffers after 1000000 units of work")
}
