package mergealloc

import (
	"fmt"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// chainModule writes a module of funcs functions shaped like
// gen_chain.py's (layers of temporaries, every fourth layer in an scf.for),
// with sizes varying per function so that every plan differs.
func chainModule(funcs, layers int) string {
	var sb strings.Builder
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(&sb, "func.func @chain%d(%%in: memref<64x64xf32>, %%out: memref<64x64xf32>) {\n", f)
		sb.WriteString("  %cst = arith.constant 1.000000e+00 : f32\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n")
		prev := "%in"
		for l := 0; l < layers; l++ {
			rows := 16 << ((f + l) % 3)
			fmt.Fprintf(&sb, "  %%t%d = memref.alloc() {alignment = 64 : i64} : memref<%dx64xf32>\n", l, rows)
			fmt.Fprintf(&sb, "  linalg.fill ins(%%cst : f32) outs(%%t%d : memref<%dx64xf32>)\n", l, rows)
			fmt.Fprintf(&sb, "  %%a%d = memref.alloc() {alignment = 64 : i64} : memref<64x64xf32>\n", l)
			if l%4 == 3 {
				fmt.Fprintf(&sb, "  scf.for %%i%d = %%c0 to %%c4 step %%c1 {\n    linalg.copy ins(%s : memref<64x64xf32>) outs(%%a%d : memref<64x64xf32>)\n  }\n", l, prev, l)
			} else {
				fmt.Fprintf(&sb, "  linalg.add ins(%s, %s : memref<64x64xf32>, memref<64x64xf32>) outs(%%a%d : memref<64x64xf32>)\n", prev, prev, l)
			}
			fmt.Fprintf(&sb, "  memref.dealloc %%t%d : memref<%dx64xf32>\n", l, rows)
			if prev != "%in" {
				fmt.Fprintf(&sb, "  memref.dealloc %s : memref<64x64xf32>\n", prev)
			}
			prev = fmt.Sprintf("%%a%d", l)
		}
		fmt.Fprintf(&sb, "  linalg.copy ins(%s : memref<64x64xf32>) outs(%%out : memref<64x64xf32>)\n  memref.dealloc %s : memref<64x64xf32>\n  return\n}\n", prev, prev)
	}
	return sb.String()
}

// runThreads parses src, runs pipeline with the given number of threads
// and returns the printed module and the diagnostics.
func runThreads(t *testing.T, src, pipeline string, threads int) (string, string) {
	t.Helper()
	m, err := parser.Parse("chain.mlir", []byte(src))
	require.NoError(t, err)
	pl, err := passes.ParsePipeline(pipeline)
	require.NoError(t, err)
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Threads = threads
	var diags []string
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d.Error()) }
	require.NoError(t, mgr.Run(m.Op))
	var sb strings.Builder
	require.NoError(t, m.Print(&sb, ir.PrintOptions{}))
	return sb.String(), strings.Join(diags, "\n")
}

// merge-alloc prints the same module whatever the number of threads it
// runs on (functions are planned in parallel, as mlir-opt runs function
// passes).
func TestMergeAllocThreadsByteIdentical(t *testing.T) {
	src := chainModule(24, 40)
	for pipeline, want := range map[string]string{
		"builtin.module(func.func(merge-alloc))":                                           "memref.view",
		"builtin.module(func.func(merge-alloc{analysis-only}))":                            "__mergealloc_lifetime",
		"builtin.module(func.func(merge-alloc{planner-options=size-first alignment=128}))": "memref.view",
	} {
		one, d1 := runThreads(t, src, pipeline, 1)
		require.Contains(t, one, want, pipeline)
		for round := 0; round < 2; round++ {
			eight, d8 := runThreads(t, src, pipeline, 8)
			require.Equal(t, one, eight, pipeline)
			require.Equal(t, d1, d8, pipeline)
		}
	}
}
