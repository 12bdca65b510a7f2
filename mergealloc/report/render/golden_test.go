package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "github.com/memopt/memopt/bufferize" // registers one-shot-bufferize
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	_ "github.com/memopt/memopt/mergealloc/multibuffer" // registers multi-buffer
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/jsonschema"
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
	passes.ProvideSink(mgr, col)
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

// programs lists the testdata programs matching glob (relative to the
// repository root) that merge-alloc plans: not the diagnostics tests
// (expected failures) nor the tensor-level programs.
func programs(t testing.TB, glob string) []string {
	root := repoRoot(t)
	files, err := filepath.Glob(filepath.Join(root, glob))
	require.NoError(t, err)
	var progs []string
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if bytes.Contains(src, []byte("--verify-diagnostics")) || bytes.Contains(src, []byte("// EXEC: bufferize")) {
			continue
		}
		rel, err := filepath.Rel(root, f)
		require.NoError(t, err)
		progs = append(progs, filepath.ToSlash(rel))
	}
	return progs
}

// mergeAllocPipeline runs merge-alloc with the planner named (cost-model,
// whose offsets are reproducible: docs/ARCHITECTURE.md, "The planner"), so that a change of
// merge-alloc's default planner does not change the golden files.
const mergeAllocPipeline = "builtin.module(func.func(merge-alloc{planner-options=cost-model}))"

// tensorPipeline bufferizes a tensor-level example (the README's tensor
// example) before merge-alloc runs as in mergeAllocPipeline.
const tensorPipeline = "builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}, func.func(merge-alloc{planner-options=cost-model}))"

// isTensorProgram reports whether the program at rel is at tensor level
// (no memrefs yet).
func isTensorProgram(t testing.TB, rel string) bool {
	src, err := os.ReadFile(filepath.Join(repoRoot(t), rel))
	require.NoError(t, err)
	return bytes.Contains(src, []byte("tensor<")) && !bytes.Contains(src, []byte("memref<"))
}

type reportRun struct{ prog, suffix, pipeline string }

// goldenRuns are the reports kept as golden files: merge-alloc on the
// example programs and on every memref-level differential execution
// program, and static-memory-plan on the two-function example. These
// programs change rarely; the lit tests' programs, edited often, are in
// checkedRuns.
func goldenRuns(t testing.TB) []reportRun {
	var runs []reportRun
	for _, glob := range []string{"testdata/examples/*.mlir", "testdata/exec/*.mlir"} {
		for _, p := range programs(t, glob) {
			pl := mergeAllocPipeline
			if isTensorProgram(t, p) {
				pl = tensorPipeline
			}
			runs = append(runs, reportRun{p, "", pl})
		}
	}
	return append(runs, reportRun{"testdata/examples/two_functions.mlir", ".static",
		"builtin.module(func.func(merge-alloc{planner-options=cost-model}), static-memory-plan{planner=cost-model})"})
}

// checkedRuns are reports checked like the golden ones (schema, decoding,
// valid plans, every buffer in the text) but not kept: merge-alloc on
// every lit test program, with other planners, alignment, analysis-only,
// twice; multi-buffer's notes; static-memory-plan's pools on a device.
func checkedRuns(t testing.TB) []reportRun {
	var runs []reportRun
	for _, glob := range []string{"testdata/mergealloc/*.mlir", "testdata/multibuffer/*.mlir"} {
		for _, p := range programs(t, glob) {
			runs = append(runs, reportRun{p, "", mergeAllocPipeline})
		}
	}
	return append(runs,
		reportRun{"testdata/mergealloc/planners.mlir", ".size-first", "builtin.module(func.func(merge-alloc{planner-options=size-first}))"},
		reportRun{"testdata/mergealloc/options.mlir", ".align128", "builtin.module(func.func(merge-alloc{planner-options=cost-model alignment=128}))"},
		reportRun{"testdata/mergealloc/scopes.mlir", ".analysis-only", "builtin.module(func.func(merge-alloc{analysis-only}))"},
		reportRun{"testdata/mergealloc/seed_mlp.mlir", ".twice", "builtin.module(func.func(merge-alloc{planner-options=cost-model}, merge-alloc{planner-options=cost-model}))"},
		// multi-buffer's decisions are notes of their function's scope.
		reportRun{"testdata/multibuffer/eligible.mlir", ".multi-buffer", "builtin.module(func.func(multi-buffer, merge-alloc{planner-options=cost-model}))"},
		reportRun{"testdata/multibuffer/ineligible.mlir", ".multi-buffer", "builtin.module(func.func(multi-buffer, merge-alloc{planner-options=cost-model}))"},
		// static-memory-plan's pools on a device: kinds, functions, addresses.
		reportRun{"testdata/staticplan/device.mlir", ".static", deviceRun},
	)
}

// deviceRun plans testdata/staticplan/device.mlir on its device.
const deviceRun = "builtin.module(static-memory-plan{device=@" + deviceJSON + " constants=pack planner=cost-model})"

// deviceJSON is the device map of testdata/staticplan/device.mlir, from
// this package's directory.
const deviceJSON = "../../../testdata/staticplan/Inputs/device.json"

// renderChecked renders the report of run as text and JSON and checks
// both: the JSON validates against docs/memory-report.schema.json and reads
// back with report.Decode, every plan is valid, and the text names every
// plan and buffer.
func renderChecked(t *testing.T, sch *jsonschema.Schema, rn reportRun) (txt, js []byte) {
	t.Helper()
	r := zeroTimes(planProgram(t, rn.prog, rn.pipeline))
	require.NotEmpty(t, r.Scopes, "the program has memory plans")
	var tb, jb bytes.Buffer
	require.NoError(t, WriteText(&tb, r))
	require.NoError(t, WriteJSON(&jb, r))
	var hb bytes.Buffer
	require.NoError(t, WriteHTML(&hb, r))
	// merge-alloc's scopes come packed (report.Packed): written from their
	// Buffer form, every format is the same, byte for byte.
	r.Unpack()
	for f, want := range map[Format][]byte{Text: tb.Bytes(), JSON: jb.Bytes(), HTML: hb.Bytes()} {
		var b bytes.Buffer
		require.NoError(t, Write(&b, r, f))
		require.Equal(t, string(want), b.String(), "%s of the unpacked report", f)
	}
	require.NoError(t, sch.Validate(jb.Bytes()))
	back, err := report.Decode(bytes.NewReader(jb.Bytes()))
	require.NoError(t, err)
	require.Len(t, back.Scopes, len(r.Scopes))
	for i, s := range r.Scopes {
		require.Equal(t, s.Buffers, back.Scopes[i].Buffers)
		checkPlan(t, s)
		require.Contains(t, tb.String(), s.Name)
		for _, b := range s.Buffers {
			require.Contains(t, tb.String(), b.Name)
		}
	}
	return tb.Bytes(), jb.Bytes()
}

func runName(rn reportRun) string {
	name := strings.TrimSuffix(strings.TrimPrefix(rn.prog, "testdata/"), ".mlir")
	return strings.ReplaceAll(name, "/", "_") + rn.suffix
}

// TestGoldenReports checks the text and JSON reports of the golden runs
// against testdata/golden (after an intended change: go test
// ./mergealloc/report/render -update), and checks them as renderChecked
// does.
func TestGoldenReports(t *testing.T) {
	sch := schema(t)
	seen := map[string]bool{}
	for _, rn := range goldenRuns(t) {
		name := runName(rn)
		seen[name+".txt"], seen[name+".json"] = true, true
		t.Run(name, func(t *testing.T) {
			txt, js := renderChecked(t, sch, rn)
			golden(t, filepath.Join("golden", name+".txt"), txt)
			golden(t, filepath.Join("golden", name+".json"), js)
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

// TestCheckedReports checks the reports of the checked runs.
func TestCheckedReports(t *testing.T) {
	sch := schema(t)
	for _, rn := range checkedRuns(t) {
		t.Run(runName(rn), func(t *testing.T) { renderChecked(t, sch, rn) })
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
