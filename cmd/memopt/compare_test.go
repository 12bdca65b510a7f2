package main

import (
	"bytes"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// result is what a process printed and its exit code.
type result struct {
	stdout, stderr string
	code           int
}

func runProc(t *testing.T, dir string, argv ...string) result {
	t.Helper()
	c := exec.Command(argv[0], argv[1:]...)
	c.Dir = dir
	c.Env = append(c.Environ(), runAsMemopt+"=1")
	var so, se bytes.Buffer
	c.Stdout, c.Stderr = &so, &se
	err := c.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return result{so.String(), se.String(), code}
}

// TestSameBehaviourAsMlirOpt runs mlir-opt 22 and memopt with the same
// flags on the same files and compares what does not depend on the op
// printer: diagnostics (text, line numbers, carets), --verify-diagnostics
// reports, exit codes, --print-op-stats, the --mlir-timing layout and the
// IR dump headers.
func TestSameBehaviourAsMlirOpt(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	dir := "../../testdata/cli/Inputs"
	both := func(t *testing.T, args ...string) (want, got result) {
		t.Helper()
		want = runProc(t, dir, append([]string{mlirOpt, "--allow-unregistered-dialect"}, args...)...)
		got = runProc(t, dir, memoptCmd(args...)...)
		return want, got
	}
	t.Run("verify-diagnostics report", func(t *testing.T) {
		want, got := both(t, "--split-input-file", "--verify-diagnostics", "verify-parse-errors.mlir")
		require.Equal(t, 1, want.code)
		require.Equal(t, want.code, got.code)
		require.Equal(t, want.stderr, got.stderr)
		require.Equal(t, strings.Count(want.stdout, "// -----"), strings.Count(got.stdout, "// -----"))
	})
	t.Run("split-input-file errors", func(t *testing.T) {
		want, got := both(t, "--split-input-file", "split-errors.mlir")
		require.Equal(t, 1, want.code)
		require.Equal(t, want.code, got.code)
		require.Equal(t, want.stderr, got.stderr)
		require.Equal(t, strings.Count(want.stdout, "\n// -----\n"), strings.Count(got.stdout, "\n// -----\n"))
	})
	t.Run("print-op-stats", func(t *testing.T) {
		for _, flag := range []string{"--print-op-stats", "--print-op-stats=json"} {
			want, got := both(t, "--split-input-file", flag, "interop.mlir", "-o", "/dev/null")
			require.Equal(t, 0, want.code, want.stderr)
			require.Equal(t, want.code, got.code, got.stderr)
			require.Equal(t, want.stderr, got.stderr, flag)
		}
	})
	t.Run("timing layout", func(t *testing.T) {
		want, got := both(t, "--mlir-timing", "--strip-debuginfo", "split.mlir", "-o", "/dev/null")
		require.Equal(t, want.code, got.code, got.stderr)
		num := regexp.MustCompile(` *[0-9]+\.[0-9]+`)
		norm := func(s string) string { return num.ReplaceAllString(s, " N") }
		require.Equal(t, norm(want.stderr), norm(got.stderr))
	})
	t.Run("print-ir headers", func(t *testing.T) {
		want, got := both(t, "--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--strip-debuginfo", "--print-op-stats", "split.mlir", "-o", "/dev/null")
		headers := func(s string) []string {
			var out []string
			for _, l := range strings.Split(s, "\n") {
				if strings.HasPrefix(l, "// -----// IR Dump") || strings.HasPrefix(l, "Operations encountered") {
					out = append(out, l)
				}
			}
			return out
		}
		require.NotEmpty(t, headers(want.stderr))
		require.Equal(t, headers(want.stderr), headers(got.stderr))
		want, got = both(t, "--mlir-disable-threading", "--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", "--strip-debuginfo", "--print-op-stats", "split.mlir", "-o", "/dev/null")
		require.NotEmpty(t, headers(want.stderr))
		require.Equal(t, headers(want.stderr), headers(got.stderr))
	})
}
