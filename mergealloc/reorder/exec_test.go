package reorder

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// runPipeline runs a textual pipeline over src the way memopt does (pass
// manager, verifier after each pass) and returns the printed module.
func runPipeline(t *testing.T, name string, src []byte, pipeline string) []byte {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline(pipeline)
	require.NoError(t, err)
	var diags []string
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Diagnostics = func(d *ir.Diagnostic) {
		if d.Severity != ir.SeverityRemark {
			diags = append(diags, d.Error())
		}
	}
	require.NoError(t, mgr.Run(m.Op), "%v", diags)
	require.Empty(t, diags)
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	return buf.Bytes()
}

// arena returns the bytes of merge-alloc's arenas (default options) for
// every function of src, after reorder-for-memory when reorder is set.
func arena(t *testing.T, name string, src []byte, reorder bool) int64 {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	var sum int64
	for _, fn := range m.Body().Ops() {
		if fn.Name() != "func.func" {
			continue
		}
		if reorder {
			_, err := Run(fn, DefaultOptions())
			require.NoError(t, err)
		}
		res, err := mergealloc.Run(fn, mergealloc.DefaultOptions())
		require.NoError(t, err)
		for _, st := range res.Stats {
			if !st.Hoisted {
				sum += st.Arena
			}
		}
	}
	return sum
}

// peaks runs the pass over every function of src and returns the sums of
// the block peaks before and after.
func peaks(t *testing.T, name string, src []byte, opts Options) (before, after int64) {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	for _, fn := range m.Body().Ops() {
		if fn.Name() != "func.func" {
			continue
		}
		rs, err := Run(fn, opts)
		require.NoError(t, err)
		for _, r := range rs {
			before += r.Before
			after += r.After
			require.LessOrEqual(t, r.After, r.Before)
		}
	}
	require.NoError(t, ir.Verify(m.Op))
	return before, after
}

// TestDifferentialExecution lowers and runs (mlir-opt 22, mlir-runner) the
// graph programs of testdata/reorder/exec and every executable program of
// testdata/exec (bufferized by mlir-opt where marked) and
// testdata/multibuffer/exec as written, after
// reorder-for-memory (exact and heuristic) and after reorder-for-memory
// followed by merge-alloc: every output must be the original's. The graph
// programs are emitted in memory-oblivious orders: reordering must lower
// the peak of most of them.
func TestDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	graphs, err := filepath.Glob("../../testdata/reorder/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(graphs), 30)
	others, err := filepath.Glob("../../testdata/exec/*.mlir")
	require.NoError(t, err)
	mb, err := filepath.Glob("../../testdata/multibuffer/exec/*.mlir")
	require.NoError(t, err)
	lowered := 0
	var arenaBefore, arenaAfter int64
	for _, file := range graphs {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		b, a := peaks(t, file, src, DefaultOptions())
		if a < b {
			lowered++
		}
		ab, aa := arena(t, file, src, false), arena(t, file, src, true)
		arenaBefore += ab
		arenaAfter += aa
		t.Logf("%s: peak %d -> %d bytes, merge-alloc arena %d -> %d bytes", filepath.Base(file), b, a, ab, aa)
	}
	require.GreaterOrEqual(t, lowered, len(graphs)*2/3, "graph programs whose peak reordering lowered")
	require.Less(t, arenaAfter, arenaBefore, "merge-alloc's arenas over the graph programs")
	t.Logf("graph programs: %d of %d peaks lowered; merge-alloc arenas %d -> %d bytes", lowered, len(graphs), arenaBefore, arenaAfter)
	for _, file := range append(append(graphs, others...), mb...) {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		rel := strings.TrimPrefix(file, "../../testdata/")
		t.Run(strings.ReplaceAll(strings.TrimSuffix(rel, ".mlir"), "/", "_"), func(t *testing.T) {
			t.Parallel()
			if bytes.Contains(src, []byte("// EXEC: bufferize")) {
				src = llvmtools.Tool(t, ex.MlirOpt, src, "--one-shot-bufferize=bufferize-function-boundaries")
			}
			// memopt reads the generic form of every op.
			generic := llvmtools.Tool(t, ex.MlirOpt, src, "--mlir-print-op-generic")
			want := ex.Run(t, generic)
			require.Contains(t, want, "data =", "the program prints nothing")
			for _, pl := range []string{"reorder-for-memory", "reorder-for-memory{exact-limit=0}", "reorder-for-memory,merge-alloc"} {
				out := runPipeline(t, file, generic, "builtin.module(func.func("+pl+"))")
				require.Equal(t, want, ex.Run(t, out), "after %s", pl)
			}
		})
	}
}
