package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/sergi/go-diff/diffmatchpatch"
	"github.com/stretchr/testify/require"
)

// runAsMemopt makes the test binary behave as the memopt command when this
// variable is set, so interop tests can run memopt as a real process in a
// pipe without building it first.
const runAsMemopt = "MEMOPT_TEST_RUN_AS_MEMOPT"

func TestMain(m *testing.M) {
	if os.Getenv(runAsMemopt) == "1" {
		os.Exit(tool.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// memoptCmd returns the argv of memopt run as a process (this test binary).
func memoptCmd(args ...string) []string {
	exe, err := os.Executable()
	if err != nil {
		panic(err)
	}
	return append([]string{exe}, args...)
}

// pipe runs the commands as real processes connected stdout to stdin, like
// a shell pipeline, feeding input to the first. It returns the last
// command's stdout and fails the test (with every command's stderr) if any
// command fails.
func pipe(t *testing.T, input []byte, cmds ...[]string) string {
	t.Helper()
	var procs []*exec.Cmd
	var stderrs []*bytes.Buffer
	var out bytes.Buffer
	var next io.Reader = bytes.NewReader(input)
	for i, argv := range cmds {
		c := exec.Command(argv[0], argv[1:]...)
		c.Env = append(os.Environ(), runAsMemopt+"=1")
		c.Stdin = next
		var se bytes.Buffer
		c.Stderr = &se
		stderrs = append(stderrs, &se)
		if i == len(cmds)-1 {
			c.Stdout = &out
		} else {
			r, err := c.StdoutPipe()
			require.NoError(t, err)
			next = r
		}
		procs = append(procs, c)
	}
	for _, c := range procs {
		require.NoError(t, c.Start())
	}
	var failures []string
	for i, c := range procs {
		if err := c.Wait(); err != nil {
			failures = append(failures, fmt.Sprintf("%s: %v\n%s", filepath.Base(cmds[i][0]), err, stderrs[i]))
		}
	}
	if len(failures) > 0 {
		t.Fatalf("pipeline failed:\n%s", strings.Join(failures, "\n"))
	}
	return out.String()
}

func requireSameText(t *testing.T, want, got string) {
	t.Helper()
	if want != got {
		dmp := diffmatchpatch.New()
		a, b, lines := dmp.DiffLinesToChars(want, got)
		diffs := dmp.DiffCharsToLines(dmp.DiffMain(a, b, false), lines)
		t.Fatalf("output differs (-want +got):\n%s", prettyLineDiff(diffs))
	}
}

func prettyLineDiff(diffs []diffmatchpatch.Diff) string {
	var sb strings.Builder
	for _, d := range diffs {
		prefix := "  "
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			prefix = "- "
		case diffmatchpatch.DiffInsert:
			prefix = "+ "
		}
		for _, l := range strings.SplitAfter(strings.TrimSuffix(d.Text, "\n"), "\n") {
			sb.WriteString(prefix + strings.TrimSuffix(l, "\n") + "\n")
		}
	}
	return sb.String()
}

// TestInteropWithMlirOpt pipes mlir-opt 22 into memopt and memopt into
// mlir-opt 22 as real processes, with --split-input-file on every tool:
// whatever memopt prints, mlir-opt must read back to the same module it
// prints for the original input.
func TestInteropWithMlirOpt(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	input, err := os.ReadFile("../../testdata/cli/Inputs/interop.mlir")
	require.NoError(t, err)
	split := "--split-input-file"
	mlir := func(args ...string) []string {
		return append([]string{mlirOpt, split, "--allow-unregistered-dialect"}, args...)
	}
	want := pipe(t, input, mlir())
	require.Equal(t, 4, strings.Count(want, "module {"), "mlir-opt should print the four cases")

	t.Run("mlir-opt|memopt|mlir-opt", func(t *testing.T) {
		got := pipe(t, input, mlir(), memoptCmd(split), mlir())
		requireSameText(t, want, got)
	})
	t.Run("generic mlir-opt|memopt|mlir-opt", func(t *testing.T) {
		got := pipe(t, input, mlir("--mlir-print-op-generic"), memoptCmd(split), mlir())
		requireSameText(t, want, got)
	})
	t.Run("mlir-opt|memopt generic|mlir-opt", func(t *testing.T) {
		got := pipe(t, input, mlir(), memoptCmd(split, "--mlir-print-op-generic"), mlir())
		requireSameText(t, want, got)
	})
	t.Run("memopt debuginfo|mlir-opt strip", func(t *testing.T) {
		// memopt's locations (and its loc aliases) must be valid MLIR too.
		got := pipe(t, input, memoptCmd(split, "--mlir-print-debuginfo"), mlir("--strip-debuginfo"))
		requireSameText(t, want, got)
	})
	t.Run("memopt strip-debuginfo|mlir-opt", func(t *testing.T) {
		got := pipe(t, input, memoptCmd(split, "--strip-debuginfo", "--mlir-print-debuginfo"), mlir("--mlir-print-debuginfo"))
		require.NotContains(t, got, "interop.mlir")
		require.Contains(t, got, "loc(unknown)")
	})
	t.Run("memopt prints what mlir-opt prints", func(t *testing.T) {
		// Byte for byte, SSA names included.
		got := pipe(t, input, mlir(), memoptCmd(split))
		requireSameText(t, want, got)
		got = pipe(t, input, memoptCmd(split, "--allow-unregistered-dialect"))
		requireSameText(t, want, got)
	})
}
