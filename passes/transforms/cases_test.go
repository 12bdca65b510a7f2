package transforms_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// caseParity runs every case (split at `// -----`) of the files in
// testdata/dir through each flag set, in memopt and in mlir-opt 22, and
// compares the outputs byte for byte. known lists the cases still
// different ("file#NN flags") with the reason; a listed case that became
// identical fails too. It returns how many of how many runs are identical.
func caseParity(t *testing.T, dir string, flagSets [][]string, known map[string]string) (same, total int) {
	t.Helper()
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", dir, "*.mlir"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for i, c := range strings.Split(string(src), "\n// -----\n") {
			for _, flags := range flagSets {
				key := fmt.Sprintf("%s#%02d %s", filepath.Base(f), i, strings.Join(flags, " "))
				want, got := runBoth(t, mlirOpt, []byte(c), append([]string{"--allow-unregistered-dialect"}, flags...))
				total++
				reason, listed := known[key]
				switch {
				case !isModule(want):
					t.Errorf("%s: mlir-opt printed no module:\n%s", key, want)
				case want == got && listed:
					t.Errorf("%s: identical now, drop it from the known differences (%s)", key, reason)
				case want == got:
					same++
				case !listed:
					t.Errorf("%s differs from mlir-opt 22\n--- mlir-opt\n%s\n--- memopt\n%s", key, want, got)
				}
			}
		}
	}
	return same, total
}
