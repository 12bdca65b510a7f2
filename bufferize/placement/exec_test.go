package placement_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// execConfigs are the pass flags TestExecution runs each program through.
var execConfigs = [][]string{
	{"--buffer-hoisting"},
	{"--buffer-loop-hoisting"},
	{"--promote-buffers-to-stack"},
	{"--buffer-results-to-out-params=hoist-dynamic-allocs"},
	{"--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs"},
	{"--drop-equivalent-buffer-results"},
	{"--drop-equivalent-buffer-results", "--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs",
		"--buffer-hoisting", "--buffer-loop-hoisting", "--promote-buffers-to-stack"},
}

// TestExecution lowers every program of testdata/placement/exec with
// mlir-opt 22 and runs it with mlir-runner as written and after each pass
// configuration: the output must be the same, and every pass must change
// at least one program.
func TestExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	files, err := filepath.Glob("../../testdata/placement/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 3)
	changed := make([]bool, len(execConfigs))
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		want := ex.Run(t, src)
		require.NotEmpty(t, want, f)
		var plain bytes.Buffer
		require.Equal(t, 0, optmain.Run([]string{f}, nil, &plain, os.Stderr), f)
		for i, flags := range execConfigs {
			var out, errs bytes.Buffer
			require.Equal(t, 0, optmain.Run(append(append([]string(nil), flags...), f), nil, &out, &errs), "%s %v: %s", f, flags, errs.String())
			if out.String() != plain.String() {
				changed[i] = true
			}
			require.Equal(t, want, ex.Run(t, out.Bytes()), "%s after %v", f, flags)
		}
	}
	for i, c := range changed {
		require.True(t, c, "%v changes no program", execConfigs[i])
	}
}
