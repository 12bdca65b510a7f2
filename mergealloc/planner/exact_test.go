package planner

import (
	"math/rand"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestExactFitsInstances checks that the exact solver packs every MiniMalloc
// instance within its capacity.
func TestExactFitsInstances(t *testing.T) {
	if testing.Short() {
		t.Skip("long solver runs skipped in -short mode")
	}
	dir := benchDir(t)
	for _, ins := range instances() {
		p := loadInstance(t, dir, ins)
		p.Pools = []Pool{{Name: "mem", Size: ins.capacity}}
		start := time.Now()
		pl, err := Solve(p, "exact", Options{TimeLimit: 20 * time.Second, FitOnly: true})
		require.NoError(t, err, ins.name)
		require.LessOrEqual(t, pl.Peak(), ins.capacity, ins.name)
		t.Logf("%-8s exact peak %8d lb %8d optimal %v %v", ins.name, pl.Peak(), LowerBound(p), pl.Optimal, time.Since(start))
	}
}

// TestHeldSearchIgnoresInterruptions checks that a held search (solveHeld)
// stopped by work limits and resumed, with another solve in between as the
// default planner does, spends the same work and finds the same packing as
// the search run in one go: where the limits fall does not change which
// preorder gets which nodes. tiles.csv is the repository's instance whose
// search at the lower bound needs about 15M work units.
func TestHeldSearchIgnoresInterruptions(t *testing.T) {
	if testing.Short() {
		t.Skip("long solver runs skipped in -short mode")
	}
	dir, list := repoInstances()
	p := loadInstance(t, dir, list[0])
	in, err := newInst(p)
	require.NoError(t, err)
	lb := LowerBound(p)

	whole := newExactSolver(in)
	defer whole.close()
	require.True(t, whole.solveHeld(lb, farFuture, 0))

	steps := newExactSolver(in)
	defer steps.close()
	var other int64 // work of the solves in between
	for _, limit := range []int64{3_000_000, 7_000_000, 12_000_000} {
		steps.workLimit = limit + other
		require.False(t, steps.solveHeld(lb, farFuture, 0))
		require.True(t, steps.timedOut)
		// A search under another target in between, as auto's rungs.
		before := steps.work
		steps.workLimit = steps.work + 500_000
		steps.solve(lb+lb/10, farFuture, 0)
		other += steps.work - before
	}
	steps.workLimit = 0
	require.True(t, steps.solveHeld(lb, farFuture, 0))
	require.Equal(t, whole.work, steps.work-other)
	require.Equal(t, whole.offs, steps.offs)
}

// TestFloorBitsetsChangeNothing checks that the solver's two ways of
// keeping section floors (floor bitsets, for problems whose buffers span
// many sections, and counts alone) search the same tree: the same
// packings, nodes and work units under every target, with and without
// fixed buffers, on random problems and on the repository's instances.
func TestFloorBitsetsChangeNothing(t *testing.T) {
	saved := bitsWalkRatio
	defer func() { bitsWalkRatio = saved }()
	type result struct {
		ok          bool
		nodes, work int64
		offs        []int64
	}
	run := func(in *inst, ratio, target int64) result {
		bitsWalkRatio = ratio
		s := newExactSolver(in)
		require.Equal(t, ratio == 0, s.useBits)
		s.workLimit = 400_000
		ok := s.solve(target, farFuture, 0)
		return result{ok, s.nodes, s.work, slices.Clone(s.offs)}
	}
	var probs []*Problem
	rng := rand.New(rand.NewSource(5))
	for k := 0; k < 60; k++ {
		p := randomProblem(rng, 10+rng.Intn(60), 40, k%2 == 0)
		if k%3 == 0 {
			pinSome(rng, p)
		}
		probs = append(probs, p)
	}
	dir, list := repoInstances()
	for _, ins := range list {
		probs = append(probs, loadInstance(t, dir, ins))
	}
	for x, p := range probs {
		in, err := newInst(p)
		require.NoError(t, err)
		lb := LowerBound(p)
		for _, f := range []int64{1000, 1020, 1050, 1100, 1200} {
			target := lb * f / 1000
			with, without := run(in, 0, target), run(in, 1<<40, target)
			require.Equal(t, without, with, "problem %d, target %d", x, target)
		}
	}
}
