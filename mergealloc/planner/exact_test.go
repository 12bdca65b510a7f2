package planner

import (
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
