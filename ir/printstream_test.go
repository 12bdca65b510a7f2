package ir_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// printBoth prints m with the body streamed (when no alias can occur) and
// with the body always buffered first.
func printBoth(t *testing.T, m *ir.Module, opts ir.PrintOptions) (streamed, buffered string) {
	t.Helper()
	var a, b strings.Builder
	require.NoError(t, m.Print(&a, opts))
	*ir.ForceBufferedPrint = true
	defer func() { *ir.ForceBufferedPrint = false }()
	require.NoError(t, m.Print(&b, opts))
	return a.String(), b.String()
}

// Streaming the printed module never changes it: every module of the
// testdata files prints the same as when its body is buffered first (so
// the alias definitions could be written before it), in custom and
// generic form, with and without locations.
func TestStreamedPrintMatchesBuffered(t *testing.T) {
	root := filepath.Join("..", "testdata")
	n, aliased := 0, 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".mlir" {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, chunk := range bytes.Split(src, []byte("// -----")) {
			m, err := parser.Parse(path, chunk)
			if err != nil {
				continue // error cases
			}
			for _, opts := range []ir.PrintOptions{{}, {Generic: true}, {DebugInfo: true}} {
				s, b := printBoth(t, m, opts)
				require.Equal(t, b, s, "%s %+v", path, opts)
				if strings.HasPrefix(s, "#map") {
					aliased++
				}
			}
			n++
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, n, 100, "modules printed")
	require.Greater(t, aliased, 0, "some modules print aliases")
}
