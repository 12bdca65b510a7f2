package docs

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// layers ranks memopt's top-level directories: a package may import only
// packages of a lower rank (cmd > bufferize/mergealloc > passes/parser >
// ir/lit). Directories of one rank do not import each other, so the areas
// form no cycle either. docs and testdata hold documentation, tests and
// example tools, which may import anything.
var layers = map[string]int{
	"cmd":       4,
	"bufferize": 3, "mergealloc": 3,
	"passes": 2, "parser": 2,
	"ir": 1, "lit": 1,
}

const modulePath = "github.com/memopt/memopt"

// TestImportsGoDown reads the imports of every non-test Go file of the
// product packages and fails on one that goes up or sideways.
func TestImportsGoDown(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	var bad []string
	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if name := d.Name(); rel != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		from := strings.Split(filepath.ToSlash(rel), "/")[0]
		rank, ok := layers[from]
		if !ok {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(p, modulePath+"/") {
				continue
			}
			to := strings.Split(strings.TrimPrefix(p, modulePath+"/"), "/")[0]
			if to == from {
				continue
			}
			if r, ok := layers[to]; !ok || r >= rank {
				bad = append(bad, rel+" imports "+p)
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, checked, 200, "the walk found the sources")
	sort.Strings(bad)
	require.Empty(t, bad, "imports against the layers (cmd > bufferize/mergealloc > passes/parser > ir/lit)")
}

// TestLayersCoverTheTree: every top-level directory with Go product code is
// ranked, so a new one cannot escape the check above.
func TestLayersCoverTheTree(t *testing.T) {
	entries, err := os.ReadDir("..")
	require.NoError(t, err)
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") || e.Name() == "docs" || e.Name() == "testdata" {
			continue
		}
		_, ok := layers[e.Name()]
		require.True(t, ok, "top-level directory %s has no layer", e.Name())
	}
}
