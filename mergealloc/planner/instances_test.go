package planner

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// benchDir returns ../shared/bench/minimalloc relative to the repository
// root, or skips the test when it is absent.
func benchDir(tb testing.TB) string {
	dir := minimallocDir()
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("benchmark instances not found at %s: %v", dir, err)
	}
	return dir
}

// minimallocDir is ../shared/bench/minimalloc relative to the repository
// root.
func minimallocDir() string {
	return filepath.Join(repoRoot(), "..", "shared", "bench", "minimalloc")
}

// repoRoot is the repository's root directory.
func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// instance describes a benchmark file and its capacity.
type instance struct {
	name     string
	file     string
	capacity int64
}

func instances() []instance {
	var out []instance
	for _, n := range []string{"A", "B", "C", "D", "E", "F"} {
		out = append(out, instance{n, n + ".1048576.csv", 1048576})
	}
	return append(out, instance{"input.12", "input.12.csv", 12})
}

// repoInstances are the CSV instances inside the repository
// (testdata/memplan/instances), which benchmarks use when the MiniMalloc
// instances are absent (a clone alone); capacity 0 stands for the lower
// bound (the optimum of all three).
func repoInstances() (string, []instance) {
	dir := filepath.Join(repoRoot(), "testdata", "memplan", "instances")
	var out []instance
	for _, n := range []string{"tiles", "unet", "bert"} {
		out = append(out, instance{n, n + ".csv", 0})
	}
	return dir, out
}

// benchInstances returns the MiniMalloc instances and their directory, or
// the repository's instances when those are absent.
func benchInstances(tb testing.TB) (string, []instance) {
	dir := minimallocDir()
	if _, err := os.Stat(dir); err != nil {
		tb.Logf("MiniMalloc instances not found at %s: using testdata/memplan/instances", dir)
		return repoInstances()
	}
	return dir, instances()
}

func loadInstance(tb testing.TB, dir string, ins instance) *Problem {
	f, err := os.Open(filepath.Join(dir, ins.file))
	require.NoError(tb, err)
	defer f.Close()
	p, err := ReadCSV(f, ins.file)
	require.NoError(tb, err)
	return p
}

// TestInstancesAllAlgorithms runs every fast algorithm on every instance,
// verifies each plan and logs peak and gap.
func TestInstancesAllAlgorithms(t *testing.T) {
	dir := benchDir(t)
	for _, ins := range instances() {
		p := loadInstance(t, dir, ins)
		lb := LowerBound(p)
		require.LessOrEqual(t, lb, ins.capacity, ins.name)
		for _, a := range Algorithms() {
			if a.Name == "exact" || a.Name == "best" || a.Name == "hill-climb" {
				continue // TestExactFitsInstances, BenchmarkInstances
			}
			if testing.Short() && (a.Name == "auto" || a.Name == "skyline") {
				continue
			}
			start := time.Now()
			pl, err := a.Plan(p, Options{})
			require.NoError(t, err, "%s/%s", ins.name, a.Name)
			require.NoError(t, Verify(p, pl), "%s/%s", ins.name, a.Name)
			require.GreaterOrEqual(t, pl.Peak(), lb)
			if a.Name == Default && ins.name != "input.12" {
				// The default lands within 5% of the lower bound on every
				// MiniMalloc instance (issue 13 target 5; on D through its
				// ladder, see autoLadder). It is deterministic: work
				// budgets, no clock.
				limit := lb + lb/20
				require.LessOrEqual(t, pl.Peak(), limit, "%s: %s", ins.name, a.Name)
			}
			t.Logf("%-8s %-20s peak %8d lb %8d gap %6.2f%% %v", ins.name, a.Name, pl.Peak(), lb, 100*float64(pl.Peak()-lb)/float64(lb), time.Since(start))
		}
	}
}
