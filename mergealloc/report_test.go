package mergealloc

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// TestArenaReport prints, as a Markdown table, the arena of every lit and
// differential test program beside the sum of its merged allocations and
// the lower bound (largest sum of sizes live at one tick), per planner. It
// only runs with MEMOPT_ARENA_REPORT=1 (docs/BENCHMARKS.md):
//
//	MEMOPT_ARENA_REPORT=1 go test ./mergealloc -run TestArenaReport -v
//
// MEMOPT_ARENA_CHAIN=file adds a row for that file (e.g. the output of
// gen_chain.py 100 1000).
// arenaTotals adds up a program's plans for TestArenaReport: merged
// buffers made and their arenas and lower bounds (the per-thread plans of
// hoisted foralls live inside their enclosing arena and are not counted
// again), merged allocs, and their sum (a hoisted forall's allocs once per
// thread).
func arenaTotals(stats []Stats, arena *int64) (buffers, arenas int, sum, lb int64) {
	for _, s := range stats {
		buffers += s.Buffers - s.SlotBuffers
		sum += s.Temporaries()
		if !s.Hoisted {
			arenas++
			*arena += s.Arena
			lb += s.LowerBound
		}
	}
	return buffers, arenas, sum, lb
}

func TestArenaReport(t *testing.T) {
	if os.Getenv("MEMOPT_ARENA_REPORT") != "1" {
		t.Skip("set MEMOPT_ARENA_REPORT=1 to print the arena table")
	}
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	lits, err := filepath.Glob("../testdata/mergealloc/*.mlir")
	require.NoError(t, err)
	execs, err := filepath.Glob("../testdata/exec/*.mlir")
	require.NoError(t, err)
	var sb strings.Builder
	sb.WriteString("| program | merged arenas | merged buffers | arena, cost-model | arena, size-first | sum of buffers | lower bound | cost-model / bound |\n")
	sb.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, file := range append(lits, execs...) {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		if bytes.Contains(src, []byte("--verify-diagnostics")) {
			continue
		}
		if bytes.Contains(src, []byte("// EXEC: bufferize")) {
			src = tool(t, mlirOpt, src, "--one-shot-bufferize=bufferize-function-boundaries")
		}
		src = tool(t, mlirOpt, src, "--mlir-print-op-generic", "--allow-unregistered-dialect")
		var arenas [2]int64
		var n, scopes int
		var sum, lb int64
		for i, planner := range []string{PlannerCostModel, PlannerSizeFirst} {
			opts := DefaultOptions()
			opts.PlannerOptions = planner
			_, stats := mergeText(t, file, src, opts)
			n, scopes, sum, lb = arenaTotals(stats, &arenas[i])
		}
		ratio := "-"
		if lb > 0 {
			ratio = fmt.Sprintf("%.2f", float64(arenas[0])/float64(lb))
		}
		rel := strings.TrimPrefix(file, "../")
		fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d | %d | %d | %s |\n", rel, scopes, n, arenas[0], arenas[1], sum, lb, ratio)
	}
	// Optionally a large file, e.g. gen_chain.py 100 1000 (read directly,
	// it is already in memopt's input syntax).
	if chain := os.Getenv("MEMOPT_ARENA_CHAIN"); chain != "" {
		src, err := os.ReadFile(chain)
		require.NoError(t, err)
		var arenas [2]int64
		var n, scopes int
		var sum, lb int64
		for i, planner := range []string{PlannerCostModel, PlannerSizeFirst} {
			opts := DefaultOptions()
			opts.PlannerOptions = planner
			_, stats := mergeText(t, chain, src, opts)
			n, scopes, sum, lb = arenaTotals(stats, &arenas[i])
		}
		fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d | %d | %d | %.2f |\n", filepath.Base(chain), scopes, n, arenas[0], arenas[1], sum, lb, float64(arenas[0])/float64(lb))
	}
	fmt.Print(sb.String())
}
