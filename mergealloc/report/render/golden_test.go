package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	_ "github.com/memopt/memopt/mergealloc/multibuffer" // registers multi-buffer
	"github.com/memopt/memopt/mergealloc/report"
	_ "github.com/memopt/memopt/mergealloc/staticplan" // registers static-memory-plan
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// planProgram runs pipeline (a --pass-pipeline text) on the program at rel
// (a path from the repository root, which names it in the report and its
// locations) and returns the memory report, as `memopt
// --pass-pipeline=PIPELINE --memory-report=FILE rel` makes it.
func planProgram(t testing.TB, rel, pipeline string) *report.Report {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(repoRoot(t), rel))
	require.NoError(t, err)
	m, err := parser.Parse(rel, src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline(pipeline)
	require.NoError(t, err)
	col := report.NewCollector()
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Report = col
	var diags []string
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d.Error()) }
	require.NoError(t, mgr.Run(m.Op), "%v", diags)
	return col.Report("memopt", rel)
}

// zeroTimes clears the planner run times, the one field that changes from
// run to run.
func zeroTimes(r *report.Report) *report.Report {
	for _, s := range r.Scopes {
		s.PlanTimeNS = 0
	}
	return r
}

// goldenPrograms are the testdata programs whose reports are golden files:
// the README's example, every merge-alloc lit test that plans (not the
// diagnostics test) and every memref-level differential execution program.
func goldenPrograms(t testing.TB) []string {
	root := repoRoot(t)
	progs := []string{"testdata/examples/mlp.mlir"}
	for _, glob := range []string{"testdata/mergealloc/*.mlir", "testdata/exec/*.mlir"} {
		files, err := filepath.Glob(filepath.Join(root, glob))
		require.NoError(t, err)
		for _, f := range files {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			if bytes.Contains(src, []byte("--verify-diagnostics")) || bytes.Contains(src, []byte("// EXEC: bufferize")) {
				continue // expected failures; tensor-level programs
			}
			rel, err := filepath.Rel(root, f)
			require.NoError(t, err)
			progs = append(progs, filepath.ToSlash(rel))
		}
	}
	return progs
}

// goldenRuns are the pipelines the golden files are made with; the default
// names its planner (cost-model), whose offsets are reproducible (DESIGN
// 3.6), so that a change of merge-alloc's default planner does not change
// them.
var goldenRuns = []struct{ suffix, pipeline string }{
	{"", "builtin.module(func.func(merge-alloc{planner-options=cost-model}))"},
}

// extraRuns are further golden files: other planners, alignment and
// analysis-only on the programs made for them.
var extraRuns = []struct{ prog, suffix, pipeline string }{
	{"testdata/mergealloc/planners.mlir", ".size-first", "builtin.module(func.func(merge-alloc{planner-options=size-first}))"},
	{"testdata/mergealloc/options.mlir", ".align128", "builtin.module(func.func(merge-alloc{planner-options=cost-model alignment=128}))"},
	{"testdata/mergealloc/scopes.mlir", ".analysis-only", "builtin.module(func.func(merge-alloc{analysis-only}))"},
	{"testdata/mergealloc/seed_mlp.mlir", ".twice", "builtin.module(func.func(merge-alloc{planner-options=cost-model}, merge-alloc{planner-options=cost-model}))"},
	// multi-buffer's decisions are notes of their function's scope.
	{"testdata/multibuffer/eligible.mlir", ".multi-buffer", "builtin.module(func.func(multi-buffer, merge-alloc{planner-options=cost-model}))"},
	{"testdata/multibuffer/ineligible.mlir", ".multi-buffer", "builtin.module(func.func(multi-buffer, merge-alloc{planner-options=cost-model}))"},
	// static-memory-plan's pools: kinds, functions, capacities, addresses.
	{"testdata/examples/two_functions.mlir", ".static", "builtin.module(func.func(merge-alloc{planner-options=cost-model}), static-memory-plan{planner=cost-model})"},
	{"testdata/staticplan/device.mlir", ".static", "builtin.module(static-memory-plan{device=@" + deviceJSON + " constants=pack planner=cost-model})"},
}

// deviceJSON is the device map of testdata/staticplan/device.mlir, from
// this package's directory.
const deviceJSON = "../../../testdata/staticplan/Inputs/device.json"

// TestGoldenReports checks the text and JSON reports of merge-alloc on the
// testdata programs against testdata/golden (rewrite them with -update),
// validates every JSON report against docs/memory-report.schema.json and
// reads it back with report.Decode.
func TestGoldenReports(t *testing.T) {
	sch := schema(t)
	type run struct{ prog, suffix, pipeline string }
	var runs []run
	for _, p := range goldenPrograms(t) {
		for _, g := range goldenRuns {
			runs = append(runs, run{p, g.suffix, g.pipeline})
		}
	}
	for _, e := range extraRuns {
		runs = append(runs, run(e))
	}
	seen := map[string]bool{}
	for _, rn := range runs {
		name := strings.TrimSuffix(strings.TrimPrefix(rn.prog, "testdata/"), ".mlir")
		name = strings.ReplaceAll(name, "/", "_") + rn.suffix
		seen[name+".txt"], seen[name+".json"] = true, true
		t.Run(name, func(t *testing.T) {
			r := zeroTimes(planProgram(t, rn.prog, rn.pipeline))
			require.NotEmpty(t, r.Scopes, "the program has memory plans")
			var txt, js bytes.Buffer
			require.NoError(t, WriteText(&txt, r))
			require.NoError(t, WriteJSON(&js, r))
			require.NoError(t, sch.Validate(js.Bytes()))
			back, err := report.Decode(bytes.NewReader(js.Bytes()))
			require.NoError(t, err)
			require.Len(t, back.Scopes, len(r.Scopes))
			for i, s := range r.Scopes {
				require.Equal(t, s.Buffers, back.Scopes[i].Buffers)
				// Every plan in a report is a valid plan.
				checkPlan(t, s)
			}
			golden(t, filepath.Join("golden", name+".txt"), txt.Bytes())
			golden(t, filepath.Join("golden", name+".json"), js.Bytes())
		})
	}
	// No stale golden files.
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*"))
	require.NoError(t, err)
	for _, f := range files {
		if !seen[filepath.Base(f)] {
			if *update {
				require.NoError(t, os.Remove(f))
				continue
			}
			t.Errorf("%s belongs to no test program; remove it (or run with -update)", f)
		}
	}
}

// checkPlan checks what a report says of a plan: buffers live at one tick
// do not overlap, offsets are aligned, everything fits in the arena, and
// the lower bound is the largest sum live at one tick and not above the
// arena.
func checkPlan(t *testing.T, s *report.Scope) {
	t.Helper()
	for i, a := range s.Buffers {
		require.LessOrEqual(t, a.Offset+a.Size, s.ArenaSize, "%s fits in the arena", a.Name)
		if a.Alignment > 1 {
			require.Zero(t, a.Offset%a.Alignment, "%s is aligned", a.Name)
		}
		for _, b := range s.Buffers[i+1:] {
			if a.Start <= b.End && b.Start <= a.End && a.Size > 0 && b.Size > 0 {
				require.True(t, a.Offset+a.Size <= b.Offset || b.Offset+b.Size <= a.Offset,
					"%s and %s are live together and overlap", a.Name, b.Name)
			}
		}
	}
	require.Equal(t, report.LowerBound(s.Buffers, s.Alignment), s.LowerBound)
	require.LessOrEqual(t, s.LowerBound, max(s.ArenaSize, 0))
}

// TestReportScopesAnalysisOnly checks what merge-alloc's analysis-only
// reports: the scopes with their buffers left alone and a note, nothing
// placed.
func TestReportScopesAnalysisOnly(t *testing.T) {
	r := planProgram(t, "testdata/mergealloc/mergeable.mlir", "builtin.module(func.func(merge-alloc{analysis-only}))")
	require.NotEmpty(t, r.Scopes)
	for _, s := range r.Scopes {
		require.Empty(t, s.Buffers)
		require.Empty(t, s.Planner)
		require.Contains(t, s.Notes[0], "analysis-only")
	}
	require.Equal(t, mergealloc.PassName, r.Scopes[0].Pass)
}
