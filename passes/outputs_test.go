package passes

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// A pass's side files wait for the driver: nothing is written before
// Commit, a later Discard removes what Commit wrote, and a file that was
// already there is never touched when the run fails.
func TestOutputFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "map.json")
	require.NoError(t, os.WriteFile(path, []byte("stale"), 0o644))
	writer := &Pass{Name: "test-write-file", Summary: "writes a file", Anchor: "builtin.module",
		Run: func(c *Context) error {
			c.PreserveAll()
			return c.WriteFile("test file", path, []byte("new"))
		}}
	run := func(files *OutputFiles) {
		mod, err := parser.Parse("t.mlir", []byte("func.func @f() {\n  return\n}\n"))
		require.NoError(t, err)
		pl := NewPipeline("builtin.module")
		pl.AddPass(writer, nil)
		m := NewManager(pl, ir.Verify)
		m.Outputs = files
		require.NoError(t, m.Run(mod.Op))
	}
	read := func() string {
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		return string(b)
	}

	files := &OutputFiles{}
	run(files)
	require.Equal(t, 1, files.Len())
	require.Equal(t, "stale", read(), "nothing written before Commit")
	files.Discard()
	require.Equal(t, "stale", read(), "a failed run leaves the old file alone")

	files = &OutputFiles{}
	run(files)
	require.NoError(t, files.Commit())
	require.Equal(t, "new", read())
	files.Discard() // a later step failed
	_, err := os.Stat(path)
	require.True(t, os.IsNotExist(err), "what Commit wrote is removed")

	// Without Outputs the pass writes at once.
	run(nil)
	require.Equal(t, "new", read())

	// A directory that does not exist fails the pass at once.
	path = filepath.Join(dir, "missing", "map.json")
	mod, err := parser.Parse("t.mlir", []byte("func.func @f() {\n  return\n}\n"))
	require.NoError(t, err)
	pl := NewPipeline("builtin.module")
	pl.AddPass(writer, nil)
	m := NewManager(pl, ir.Verify)
	m.Outputs = &OutputFiles{}
	m.Diagnostics = func(*ir.Diagnostic) {}
	require.ErrorContains(t, m.Run(mod.Op), "cannot write the test file")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no temporary file left")
	require.Equal(t, "map.json", entries[0].Name())

	// A file the driver reserved (the input, -o) is refused.
	path = filepath.Join(dir, "map.json")
	m = NewManager(pl, ir.Verify)
	m.Outputs = &OutputFiles{}
	m.Outputs.Reserve("input file", filepath.Join(dir, ".", "sub", "..", "map.json"))
	m.Diagnostics = func(*ir.Diagnostic) {}
	require.ErrorContains(t, m.Run(mod.Op), "cannot write the test file '"+path+"': it is also the input file")
	require.Equal(t, "new", read(), "left as it was")
}

// SameFile compares paths as files: cleaned, through symbolic links and
// directories, and never for stdin/stdout or special files.
func TestSameFile(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.json")
	require.True(t, SameFile(a, a), "a file that does not exist yet")
	require.True(t, SameFile(a, filepath.Join(dir, "x", "..", "a.json")))
	require.False(t, SameFile(a, filepath.Join(dir, "b.json")))
	require.NoError(t, os.WriteFile(a, []byte("x"), 0o644))
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.Symlink(a, link))
	require.True(t, SameFile(a, link))
	sub := filepath.Join(dir, "sub")
	require.NoError(t, os.Symlink(dir, sub))
	require.True(t, SameFile(filepath.Join(dir, "new.h"), filepath.Join(sub, "new.h")), "through a linked directory")
	require.False(t, SameFile("-", "-"))
	require.False(t, SameFile("", ""))
	require.False(t, SameFile(os.DevNull, os.DevNull), "special files may be shared")
}
