package optmain

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// Every pass memopt registers that can run on functions gives the same
// module, diagnostics, report text and error on 1 and on 8 threads, on
// every module of the merge-alloc and execution testdata (functions run
// in parallel: a pass that touched state shared between functions would
// show here, and under the race detector).
func TestFunctionPassesSameOnAnyThreads(t *testing.T) {
	var modules [][]byte
	for _, dir := range []string{"mergealloc", "exec"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "..", "testdata", dir, "*.mlir"))
		require.NoError(t, err)
		for _, f := range files {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			for _, chunk := range bytes.Split(src, []byte("// -----")) {
				if m, err := parser.Parse("t.mlir", chunk); err == nil && ir.Verify(m.Op) == nil && countFuncs(m) > 1 {
					modules = append(modules, chunk)
				}
			}
		}
	}
	require.Greater(t, len(modules), 10)
	ran := 0
	for _, p := range passes.All() {
		if a := p.AnchorName(); a != "func.func" && a != passes.AnyOp {
			continue // module passes do not run on functions
		}
		pl, err := passes.ParsePipeline("builtin.module(func.func(" + p.Name + "))")
		require.NoError(t, err)
		for _, src := range modules {
			one := runThreadsCase(t, pl, src, 1)
			for round := 0; round < 2; round++ {
				require.Equal(t, one, runThreadsCase(t, pl, src, 8), "pass %s on\n%s", p.Name, src)
			}
		}
		ran++
	}
	require.GreaterOrEqual(t, ran, 4)
	t.Logf("%d passes on %d modules", ran, len(modules))
}

func countFuncs(m *ir.Module) int {
	n := 0
	for op := m.Body().First(); op != nil; op = op.Next() {
		if op.Name() == "func.func" {
			n++
		}
	}
	return n
}

// runThreadsCase runs pl on src with the given number of threads and
// returns everything the run reports: the printed module (when it
// succeeded), the diagnostics, the Out text and the error.
func runThreadsCase(t *testing.T, pl *passes.Pipeline, src []byte, threads int) string {
	t.Helper()
	m, err := parser.Parse("t.mlir", src)
	require.NoError(t, err)
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Threads = threads
	var out strings.Builder
	mgr.Out = &out
	mgr.Diagnostics = func(d *ir.Diagnostic) { out.WriteString(d.Error() + "\n") }
	if err := mgr.Run(m.Op); err != nil {
		out.WriteString("error: " + err.Error() + "\n")
		return out.String()
	}
	require.NoError(t, m.Print(&out, ir.PrintOptions{}))
	return out.String()
}
