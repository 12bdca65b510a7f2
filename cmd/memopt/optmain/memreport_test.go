package optmain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/stretchr/testify/require"
)

const twoCases = `func.func @first() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  return
}
// -----
func.func @second() {
  %b = memref.alloc() : memref<32xf32>
  "test.use"(%b) : (memref<32xf32>) -> ()
  return
}
`

// TestMemoryReportSplitInput checks that the plans of every case of a
// --split-input-file input are reported, in input order, and that a
// failing case means no report at all.
func TestMemoryReportSplitInput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	_, errs, code := runTool(memopt, twoCases, "--split-input-file", "--merge-alloc", "--memory-report="+path)
	require.Equal(t, 0, code, errs)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r, err := report.Decode(f)
	require.NoError(t, err)
	require.Equal(t, "memopt", r.Tool)
	require.Equal(t, "<stdin>", r.Input)
	require.Len(t, r.Scopes, 2)
	require.Equal(t, "@first", r.Scopes[0].Name)
	require.Equal(t, "@second", r.Scopes[1].Name)
	require.Equal(t, "<stdin>:2:8", r.Scopes[0].Buffers[0].Location)
	require.Equal(t, "<stdin>:8:8", r.Scopes[1].Buffers[0].Location, "locations count the lines of the whole file")

	bad := strings.Replace(twoCases, `"test.use"(%b)`, `"test.use"(%nosuch)`, 1)
	_, errs, code = runTool(memopt, bad, "--split-input-file", "--merge-alloc", "--memory-report="+path)
	require.Equal(t, 1, code)
	require.Contains(t, errs, "nosuch")
	_, err = os.Stat(path)
	require.True(t, os.IsNotExist(err), "no report after a failure")
}

// TestMemoryReportFlag checks the flag's parsing and its place in --help.
func TestMemoryReportFlag(t *testing.T) {
	_, errs, code := runTool(memopt, emptyFunc, "--memory-report")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "for the --memory-report option: requires a value!")
	out, _, code := runTool(memopt, "", "--help")
	require.Equal(t, 0, code)
	require.Contains(t, out, "--memory-report=<string>")
	// -, a value in the next argument.
	_, errs, code = runTool(memopt, emptyFunc, "--merge-alloc", "--memory-report", "-")
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "... Memory plan report ...")
}
