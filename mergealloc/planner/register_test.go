package planner

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// withRegistry runs f and then restores the table, so algorithms a test
// registers do not leak into other tests.
func withRegistry(t *testing.T, f func()) {
	t.Helper()
	saved := registered()
	defer func() {
		regMu.Lock()
		registry = saved
		regMu.Unlock()
	}()
	f()
}

// bump gives every buffer its own bytes (no reuse): fixed buffers where
// they are pinned, the others one after another above them (one pool).
func bump(p *Problem, _ Options) (*Plan, error) {
	if len(p.PoolList()) != 1 {
		return nil, errors.New("one pool only")
	}
	pl := &Plan{Offsets: make([]int64, len(p.Buffers)), PoolOf: make([]int, len(p.Buffers))}
	var top int64
	for _, b := range p.Buffers {
		if b.Fixed {
			top = max(top, b.Offset+b.Size)
		}
	}
	for i, b := range p.Buffers {
		if b.Fixed {
			pl.Offsets[i] = b.Offset
			continue
		}
		a := max(b.Alignment, 1)
		pl.Offsets[i] = (top + a - 1) / a * a
		top = pl.Offsets[i] + b.Size
	}
	return pl, nil
}

func TestRegister(t *testing.T) {
	withRegistry(t, func() {
		require.NoError(t, Register(Algorithm{Name: "test-bump", Doc: "no reuse", RangesOnly: true, Func: bump}))
		require.Contains(t, Names(), "test-bump")
		a, err := ByName("test-bump")
		require.NoError(t, err)
		require.Equal(t, "no reuse", a.Doc)

		p := &Problem{Buffers: []Buffer{
			{ID: "a", Size: 10, Lower: 0, Upper: 2},
			{ID: "b", Size: 6, Alignment: 8, Lower: 1, Upper: 3},
			{ID: "c", Size: 4, Lower: 2, Upper: 4},
			{ID: "pin", Size: 4, Lower: 0, Upper: 4, Fixed: true, Offset: 32},
		}}
		pl, err := Solve(p, "test-bump", Options{})
		require.NoError(t, err)
		require.Equal(t, []int64{36, 48, 54, 32}, pl.Offsets)
		require.Equal(t, []int64{58}, pl.PoolSizes, "the library fills in the pool sizes")
		require.Equal(t, "test-bump", pl.Algorithm)
		require.False(t, pl.Optimal)

		// The library's checks run first: conflict lists are refused for a
		// RangesOnly algorithm.
		_, err = Solve(&Problem{ConflictLists: true, Buffers: []Buffer{{ID: "a", Size: 1}}}, "test-bump", Options{})
		require.ErrorContains(t, err, "needs live ranges")
		// The portfolio runs it too; its plans are verified like the others'.
		_, err = Solve(p, "best", Options{TimeLimit: 1e8})
		require.NoError(t, err)

		require.EqualError(t, Register(Algorithm{Name: "test-bump", Doc: "x", Func: bump}), `planner: algorithm "test-bump" registered twice`)
		require.EqualError(t, Register(Algorithm{Name: "skyline", Doc: "x", Func: bump}), `planner: algorithm "skyline" registered twice`)
		require.EqualError(t, Register(Algorithm{Name: "Bad Name", Doc: "x", Func: bump}), `planner: bad algorithm name "Bad Name" (want lower-case words joined by '-')`)
		require.EqualError(t, Register(Algorithm{Name: "test-nofunc", Doc: "x"}), `planner: algorithm "test-nofunc" has no Func`)
		require.EqualError(t, Register(Algorithm{Name: "test-nodoc", Func: bump}), `planner: algorithm "test-nodoc" has no Doc`)
	})
	_, err := ByName("test-bump")
	require.Error(t, err, "withRegistry restored the table")
}

// A registered algorithm that returns a bad plan gets an error naming it,
// never a panic or an unverified plan.
func TestRegisteredAlgorithmBadPlans(t *testing.T) {
	p := &Problem{Buffers: []Buffer{{ID: "a", Size: 8, Lower: 0, Upper: 2}, {ID: "b", Size: 8, Lower: 1, Upper: 3}}}
	withRegistry(t, func() {
		for name, f := range map[string]PlanFunc{
			"test-short":   func(*Problem, Options) (*Plan, error) { return &Plan{Offsets: []int64{0}, PoolOf: []int{0}}, nil },
			"test-nil":     func(*Problem, Options) (*Plan, error) { return nil, nil },
			"test-pool":    func(*Problem, Options) (*Plan, error) { return &Plan{Offsets: []int64{0, 8}, PoolOf: []int{0, 3}}, nil },
			"test-overlap": func(*Problem, Options) (*Plan, error) { return &Plan{Offsets: []int64{0, 4}, PoolOf: []int{0, 0}}, nil },
			"test-fails":   func(*Problem, Options) (*Plan, error) { return nil, errors.New("no plan today") },
		} {
			require.NoError(t, Register(Algorithm{Name: name, Doc: "bad", Func: f}))
		}
		for name, want := range map[string]string{
			"test-short":   `planner "test-short" returned a plan without an offset and a pool for each of the 2 buffers`,
			"test-nil":     `planner "test-nil" returned a plan without an offset and a pool for each of the 2 buffers`,
			"test-pool":    `planner "test-pool" put buffer b in pool 3 of 1`,
			"test-overlap": `planner "test-overlap" produced an invalid plan`,
			"test-fails":   `no plan today`,
		} {
			_, err := Solve(p, name, Options{})
			require.ErrorContains(t, err, want, name)
		}
	})
}
