package mergealloc

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// tool runs an LLVM tool with stdin and returns its stdout.
func tool(t *testing.T, path string, stdin []byte, args ...string) []byte {
	t.Helper()
	return llvmtools.Tool(t, path, stdin, args...)
}

// mergeText runs merge-alloc over src the way `memopt --merge-alloc="..."`
// does: parse, a pass manager running the registered pass on every
// func.func with the verifier after it, print. It returns the printed module
// and the per-arena stats, which come from running the pipeline's stages
// (Run) on a second parse of the same text.
func mergeText(t *testing.T, name string, src []byte, opts Options) ([]byte, []Stats) {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	spec := fmt.Sprintf("builtin.module(func.func(%s{planner-options=%s alignment=%d verify-plan", PassName, opts.PlannerOptions, opts.Alignment)
	if opts.AnalysisOnly {
		spec += " analysis-only"
	}
	if opts.ForallHoisting != "" {
		spec += " forall-hoisting=" + string(opts.ForallHoisting)
	}
	pl, err := passes.ParsePipeline(spec + "}))")
	require.NoError(t, err)
	var diags []string
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Diagnostics = func(d *ir.Diagnostic) {
		if d.Severity != ir.SeverityRemark { // dynamic buffers left to run time
			diags = append(diags, d.Error())
		}
	}
	require.NoError(t, mgr.Run(m.Op), "%v", diags)
	require.Empty(t, diags)
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))

	again, err := parser.Parse(name, src)
	require.NoError(t, err)
	opts.VerifyPlan = true
	var stats []Stats
	for _, op := range again.Body().Ops() {
		if op.Name() != "func.func" {
			continue
		}
		res, err := Run(op, opts)
		require.NoError(t, err)
		stats = append(stats, res.Stats...)
	}
	return buf.Bytes(), stats
}

// execStats records, per program, what the differential test measured
// (docs/BENCHMARKS.md prints it with -v).
var execStats sync.Map

// TestDifferentialExecution lowers and runs every program of
// testdata/exec before and after merge-alloc (both trace planners) and
// requires identical output and a smaller arena than the sum of the
// merged temporaries. printMemref's "base@ = 0x..." address is the only
// part of the output that is normalized: it differs from run to run.
func TestDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	mlirOpt := ex.MlirOpt
	files, err := filepath.Glob("../testdata/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 12)
	run := func(t *testing.T, src []byte) string { return ex.Run(t, src) }
	for _, file := range files {
		file := file
		t.Run(strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			if bytes.Contains(src, []byte("// EXEC: bufferize")) {
				src = tool(t, mlirOpt, src, "--one-shot-bufferize=bufferize-function-boundaries")
			}
			// memopt reads the generic form of every op, so the test does
			// not depend on the custom syntax of the ops a program uses.
			src = tool(t, mlirOpt, src, "--mlir-print-op-generic")
			want := run(t, src)
			require.Contains(t, want, "data =", "the program prints nothing")
			var seen [][]byte
			variants := []string{PlannerCostModel, PlannerSizeFirst}
			for _, mode := range ForallHoistingModes()[1:] {
				variants = append(variants, PlannerCostModel+" forall-hoisting="+mode)
			}
			for _, variant := range variants {
				opts := DefaultOptions()
				planner, mode, _ := strings.Cut(variant, " forall-hoisting=")
				opts.PlannerOptions, opts.ForallHoisting = planner, ForallHoisting(mode)
				// Generic in (above), printed as memopt prints by default:
				// what `memopt --merge-alloc X | mlir-opt` sees.
				merged, stats := mergeText(t, file, src, opts)
				var arena, sum, lb int64
				for _, s := range stats {
					// The plans of hoisted foralls are inside their
					// enclosing scope's arena.
					if !s.Hoisted {
						arena += s.Arena
						lb += s.LowerBound
					}
					sum += s.Temporaries()
				}
				require.Less(t, arena, sum, "%s: the arena is not smaller than the sum of the temporaries", variant)
				execStats.Store(filepath.Base(file)+" "+variant, fmt.Sprintf("buffers=%d arena=%d sum=%d lower-bound=%d", len(stats), arena, sum, lb))
				t.Logf("%s: %d scopes, arena %d bytes, temporaries %d bytes, lower bound %d", variant, len(stats), arena, sum, lb)
				dup := false
				for _, s := range seen {
					dup = dup || bytes.Equal(s, merged)
				}
				if dup {
					continue // same IR as the other planner: same output
				}
				seen = append(seen, merged)
				got := run(t, merged)
				require.Equal(t, want, got, "%s: output differs after merge-alloc", variant)
			}
		})
	}
}
