package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCommand builds the command and checks its exit codes and diagnostics
// end to end.
func TestCommand(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "filecheck")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))
	check := filepath.Join(dir, "check.txt")
	require.NoError(t, os.WriteFile(check, []byte("CHECK: hello\nCHECK-NEXT: world\n"), 0o644))
	run := func(stdin string, env []string, args ...string) (int, string) {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(stdin)
		cmd.Env = append(os.Environ(), env...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), stderr.String()
		}
		require.NoError(t, err)
		return 0, stderr.String()
	}
	code, stderr := run("hello\nworld\n", nil, check)
	require.Equal(t, 0, code, stderr)
	code, stderr = run("hello\nthere\nworld\n", nil, check, "--dump-input=never")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "check.txt:2:13: error: CHECK-NEXT: is not on the line after the previous match")
	code, stderr = run("HELLO\nWORLD\n", []string{"FILECHECK_OPTS=--ignore-case"}, check)
	require.Equal(t, 0, code, stderr)
	code, stderr = run("", nil, check)
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "FileCheck error: '<stdin>' is empty.")
}
