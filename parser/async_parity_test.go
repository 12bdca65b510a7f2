package parser

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// asyncLoweringStages are the prefixes of MLIR's async lowering (as its
// integration tests run it) whose output is still in the async dialect:
// async.execute turned into coroutines (async.coro.*), runtime calls
// (async.runtime.*), cf branches and reference counting.
var asyncLoweringStages = [][]string{
	{"--async-to-async-runtime"},
	{"--async-to-async-runtime", "--async-runtime-ref-counting", "--async-runtime-ref-counting-opt"},
	{"--async-to-async-runtime", "--async-runtime-policy-based-ref-counting"},
}

// TestAsyncRuntimeParity runs every program of testdata/exec/async through
// each stage of mlir-opt 22's async lowering and requires memopt to print
// mlir-opt's output byte for byte, in custom and in generic form: memopt
// reads what the async lowering produces, not only its input.
func TestAsyncRuntimeParity(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	files, err := filepath.Glob("../testdata/exec/async/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 8)
	identical := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, stage := range asyncLoweringStages {
			name := strings.TrimSuffix(filepath.Base(f), ".mlir") + "/" + strings.Join(stage, "_")
			t.Run(name, func(t *testing.T) {
				lowered := string(llvmtools.Tool(t, tool, src, stage...))
				require.Contains(t, lowered, "async.runtime.", "the stage left no runtime op to read")
				m, err := Parse(name, []byte(lowered))
				require.NoError(t, err)
				require.NoError(t, ir.Verify(m.Op))
				// mlir-opt ends its output with an empty line.
				trim := func(s string) string { return strings.TrimRight(s, "\n") }
				require.Equal(t, trim(lowered), trim(printModule(t, m, ir.PrintOptions{})))
				generic := string(llvmtools.Tool(t, tool, []byte(lowered), "--mlir-print-op-generic"))
				require.Equal(t, trim(generic), trim(printModule(t, m, ir.PrintOptions{Generic: true})))
				identical++
			})
		}
	}
	t.Logf("async lowering stages: %d of %d (%d programs x %d stages) printed identically in both forms", identical, len(files)*len(asyncLoweringStages), len(files), len(asyncLoweringStages))
}
