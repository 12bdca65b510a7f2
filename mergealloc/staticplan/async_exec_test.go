package staticplan

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// runSpec runs the pass pipeline spec on src in-process, as `memopt
// --pass-pipeline=spec` does, and returns the printed module. Diagnostics
// other than remarks fail the test.
func runSpec(t *testing.T, name string, src []byte, spec string) string {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline(spec)
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
	return buf.String()
}

// asyncBodyAllocs counts, in the printed module text, the memref.alloc ops
// inside async.execute bodies: all (every alloc), and those that are not
// a merged memref<Nxi8> arena (left).
func asyncBodyAllocs(t *testing.T, text string) (all, left int) {
	t.Helper()
	m, err := parser.Parse("out.mlir", []byte(text))
	require.NoError(t, err)
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		if op.Name() != allocOpName {
			return
		}
		inBody := false
		for p := op.ParentOp(); p != nil; p = p.ParentOp() {
			if d := p.Def(); d != nil && d.Async != nil && d.Async.Completes != nil {
				inBody = true
				break
			}
		}
		if !inBody {
			return
		}
		all++
		if mt, ok := op.Result(0).Type().(*ir.MemRefType); !ok || len(mt.Shape) != 1 || mt.Elem.String() != "i8" {
			left++
		}
	})
	return all, left
}

// TestAsyncExecution lowers every program of testdata/exec/async (programs
// with async.execute) with MLIR's async lowering and runs it with the async
// runtime before and after `memopt --merge-alloc`, `--merge-alloc
// --static-memory-plan` and `--static-memory-plan`: the outputs must be
// identical. After merge-alloc every buffer an async.execute body
// allocates is planned in the body's own arena (no other alloc is left in
// a body), and the buffers of the caller that the bodies use live until
// the awaits (the runs would differ otherwise, for the caller's buffers
// filled while the bodies run).
func TestAsyncExecution(t *testing.T) {
	ex := llvmtools.RequireExec(t)
	if _, err := llvmtools.FindAsyncRuntime(); err != nil {
		if llvmtools.Required() {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	files, err := filepath.Glob("../../testdata/exec/async/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 8)
	run := func(t *testing.T, src []byte) string {
		t.Helper()
		out, err := ex.LowerAndRunAsync(context.Background(), src)
		require.NoError(t, err)
		return out
	}
	for _, file := range files {
		file := file
		t.Run(strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			want := run(t, src)
			require.Contains(t, want, "data =", "the program prints nothing")
			before, _ := asyncBodyAllocs(t, string(src))
			merged := runSpec(t, file, src, "builtin.module(func.func(merge-alloc))")
			all, left := asyncBodyAllocs(t, merged)
			require.Zero(t, left, "a buffer of an async.execute body is not planned:\n%s", merged)
			if before > 0 {
				require.Positive(t, all, "no arena in the async.execute bodies")
			}
			require.Equal(t, want, run(t, []byte(merged)), "output differs after merge-alloc")
			for _, spec := range []string{
				"builtin.module(func.func(merge-alloc),static-memory-plan)",
				"builtin.module(static-memory-plan)",
			} {
				planned := runSpec(t, file, src, spec)
				require.Equal(t, want, run(t, []byte(planned)), "output differs after %s", spec)
			}
		})
	}
}
