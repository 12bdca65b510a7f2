package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSeedsFileErrors: a -seeds file with something that is not a seed is
// refused at its file:line:col before anything runs.
func TestSeedsFileErrors(t *testing.T) {
	f := filepath.Join(t.TempDir(), "seeds.txt")
	require.NoError(t, os.WriteFile(f, []byte("3 4\n  5 x7\n"), 0o644))
	var out, errb bytes.Buffer
	require.Equal(t, 1, run([]string{"-seeds", f}, &out, &errb))
	require.Equal(t, f+":2:5: error: \"x7\" is not a seed (a positive integer)\n", errb.String())
	require.Empty(t, out.String())

	errb.Reset()
	require.Equal(t, 1, run([]string{"-seeds", filepath.Join(t.TempDir(), "missing")}, &out, &errb))
	require.Contains(t, errb.String(), "smith: -seeds: ")
}
