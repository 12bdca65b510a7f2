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
	sb.WriteString("| program | planner | merged arenas | merged buffers | arena (bytes) | sum of buffers | lower bound | arena / bound |\n")
	sb.WriteString("|---|---|---:|---:|---:|---:|---:|---:|\n")
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
		for _, planner := range []string{PlannerCostModel, PlannerSizeFirst} {
			opts := DefaultOptions()
			opts.PlannerOptions = planner
			_, stats := mergeText(t, file, src, opts)
			var n int
			var arena, sum, lb int64
			for _, s := range stats {
				n += s.Buffers
				arena += s.Arena
				sum += s.Sum
				lb += s.LowerBound
			}
			ratio := "-"
			if lb > 0 {
				ratio = fmt.Sprintf("%.2f", float64(arena)/float64(lb))
			}
			rel := strings.TrimPrefix(file, "../")
			fmt.Fprintf(&sb, "| %s | %s | %d | %d | %d | %d | %d | %s |\n", rel, planner, len(stats), n, arena, sum, lb, ratio)
		}
	}
	fmt.Print(sb.String())
}
