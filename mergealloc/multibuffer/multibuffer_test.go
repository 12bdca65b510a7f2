package multibuffer

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

const twoLoops = `func.func @f(%in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %s = memref.subview %in[%i] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
    memref.copy %s, %t : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  %acc = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    linalg.add ins(%acc, %acc : memref<4xf32>, memref<4xf32>) outs(%acc : memref<4xf32>)
  } {memopt.pipeline_depth = 3 : i64}
  %w = memref.alloc() : memref<4xf32>
  "test.use"(%w) : (memref<4xf32>) -> ()
  return
}`

func parseFunc(t *testing.T, src string) (*ir.Module, *ir.Operation) {
	t.Helper()
	m, err := parser.Parse("t.mlir", []byte(src))
	require.NoError(t, err)
	for _, op := range m.Body().Ops() {
		if op.Name() == "func.func" && !op.Region(0).Empty() {
			return m, op
		}
	}
	t.Fatal("no function")
	return nil, nil
}

func TestDecisions(t *testing.T) {
	_, fn := parseFunc(t, twoLoops)
	ds, err := Run(fn, Options{Factor: 2})
	require.NoError(t, err)
	require.Len(t, ds, 2, "the alloc used outside loops gets no decision")

	require.NotNil(t, ds[0].Buffer)
	require.Equal(t, "memref<2x4xf32>", ds[0].Buffer.Result(0).Type().String())
	require.False(t, ds[0].Marked)
	require.False(t, ds[0].Hoisted)
	require.Equal(t, "memref<4xf32>", ds[0].Type.String())
	require.Contains(t, ds[0].Note(), "multi-buffer: memref<4xf32> at t.mlir:5:8 has 2 copies (memref<2x4xf32>, in place) over the loop at t.mlir:6:3")

	require.Nil(t, ds[1].Buffer)
	require.True(t, ds[1].Marked)
	require.EqualValues(t, 3, ds[1].Factor)
	require.Contains(t, ds[1].Reason, "no op overwrites the whole buffer before 'linalg.add'")
	require.Contains(t, ds[1].Note(), "not multi-buffered over the loop at t.mlir:12:3")
	require.NoError(t, ir.Verify(fn))

	// A second run finds nothing left to do: the slices cover one copy
	// each, so no op overwrites a whole multi-buffer.
	again, err := Run(fn, Options{Factor: 2})
	require.NoError(t, err)
	for _, d := range again {
		require.Nil(t, d.Buffer)
	}

	_, err = Run(fn, Options{Factor: 0})
	require.Error(t, err)
}

func TestSkipAnalysisAndFactorOne(t *testing.T) {
	_, fn := parseFunc(t, twoLoops)
	ds, err := Run(fn, Options{Factor: 1, SkipAnalysis: true})
	require.NoError(t, err)
	require.Nil(t, ds[0].Buffer, "factor 1 leaves unmarked loops alone")
	require.Empty(t, ds[0].Reason)
	require.Contains(t, ds[0].Note(), "left alone (factor 1)")
	require.NotNil(t, ds[1].Buffer, "skip-analysis multi-buffers the accumulator of the marked loop")
	require.Equal(t, "memref<3x4xf32>", ds[1].Buffer.Result(0).Type().String())
}

// TestPassRemarksAndReport runs the registered pass with a memory report:
// the marked loop's buffer gets a remark, and every decision becomes a
// note of the function in the report.
func TestPassRemarksAndReport(t *testing.T) {
	m, _ := parseFunc(t, twoLoops)
	pl, err := passes.ParsePipeline("builtin.module(func.func(multi-buffer))")
	require.NoError(t, err)
	mgr := passes.NewManager(pl, ir.Verify)
	var diags []*ir.Diagnostic
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d) }
	col := report.NewCollector()
	passes.ProvideSink(mgr, col)
	require.NoError(t, mgr.Run(m.Op))
	require.Len(t, diags, 1)
	require.Equal(t, ir.SeverityRemark, diags[0].Severity)
	require.Equal(t, "t.mlir:11:10", diags[0].Pos.String())
	require.Contains(t, diags[0].Message, "cannot multi-buffer this buffer over the loop at t.mlir:12:3")

	r := col.Report("memopt", "t.mlir")
	require.Len(t, r.Scopes, 1, "a notes-only scope for @f (no merge-alloc ran)")
	require.Equal(t, "@f", r.Scopes[0].Name)
	require.Len(t, r.Scopes[0].Notes, 2)
	require.Contains(t, r.Scopes[0].Notes[0], "has 2 copies")

	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	require.Contains(t, buf.String(), "memref<2x4xf32>")
}

// TestPassDocumented checks the pass is documented where the project
// promises: --help (from the registry), the pass table of docs/PASSES.md.
func TestPassDocumented(t *testing.T) {
	p := passes.Lookup(PassName)
	require.NotNil(t, p)
	require.NoError(t, passes.ValidatePass(p))
	passTable, err := os.ReadFile("../../docs/PASSES.md")
	require.NoError(t, err)
	require.True(t, strings.Contains(string(passTable), "`multi-buffer`"), "docs/PASSES.md's pass table lists multi-buffer")
}
