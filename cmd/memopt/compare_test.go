package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
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
	t.Run("dump-pass-pipeline", func(t *testing.T) {
		// Every option with its value as mlir-opt prints it: lists in
		// braces, an empty list left out (its separating space kept),
		// strings with a space in braces.
		for _, pipeline := range []string{
			"builtin.module(one-shot-bufferize{dialect-filter=tensor,bufferization})",
			"builtin.module(one-shot-bufferize{bufferize-function-boundaries no-analysis-func-filter=f,g dialect-filter={tensor}})",
			"builtin.module(one-shot-bufferize{function-boundary-type-conversion=identity-layout-map},func.func(strip-debuginfo))",
			"builtin.module()",
		} {
			want, got := both(t, "--dump-pass-pipeline", "--pass-pipeline="+pipeline, "split.mlir", "-o", "/dev/null")
			require.Equal(t, 0, want.code, want.stderr)
			require.Equal(t, want.code, got.code, got.stderr)
			require.Equal(t, want.stderr, got.stderr, pipeline)
		}
		// An empty nested pipeline is an error for both.
		want, got := both(t, "--pass-pipeline=builtin.module(strip-debuginfo,func.func())", "split.mlir", "-o", "/dev/null")
		require.Equal(t, 1, want.code, want.stderr)
		require.Equal(t, want.code, got.code, got.stderr)
		require.Contains(t, got.stderr, "<pass-pipeline>:1:42: error: expected a pass name or a nested pipeline, found ')'")
	})
	num := regexp.MustCompile(` *[0-9]+\.[0-9]+`)
	normTimes := func(s string) string { return num.ReplaceAllString(s, " N") }
	t.Run("timing layout", func(t *testing.T) {
		for _, args := range [][]string{
			{"--mlir-timing", "--strip-debuginfo", "split.mlir"},
			// One report per case.
			{"--mlir-timing", "--strip-debuginfo", "--split-input-file", "split.mlir"},
			// Nested pipelines: adjacent ones run as one adaptor, shown
			// when it holds several pipelines, hidden otherwise; the
			// pipelines of one op name are merged.
			{"--mlir-timing", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo,func.func(strip-debuginfo),func.func(strip-debuginfo))", "split.mlir"},
			{"--mlir-timing", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),any(strip-debuginfo))", "nested.mlir"},
			{"--mlir-timing", "--mlir-disable-threading", "--mlir-timing-display=tree", "--split-input-file", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo)", "split.mlir"},
		} {
			want, got := both(t, append(args, "-o", "/dev/null")...)
			require.Equal(t, 0, want.code, want.stderr)
			require.Equal(t, want.code, got.code, got.stderr)
			require.Equal(t, normTimes(want.stderr), normTimes(got.stderr), "%v", args)
		}
	})
	t.Run("timing list", func(t *testing.T) {
		// The rows are sorted by time, so only their set, the first row
		// (root) and the last two (Rest, Total) can be compared.
		rows := func(s string) (first string, set []string, last []string) {
			var names []string
			for _, report := range strings.Split(normTimes(s), "===\n  Total Execution Time:")[1:] {
				_, body, _ := strings.Cut(report, "----Name----\n")
				lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
				require.GreaterOrEqual(t, len(lines), 3, s)
				first += lines[0] + "\n"
				last = append(last, lines[len(lines)-2:]...)
				names = append(names, lines[1:len(lines)-2]...)
			}
			sort.Strings(names)
			return first, names, last
		}
		for _, args := range [][]string{
			{"--mlir-timing", "--mlir-timing-display=list", "--strip-debuginfo", "split.mlir"},
			{"--mlir-timing", "--mlir-timing-display=list", "--split-input-file", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo,func.func(strip-debuginfo),func.func(strip-debuginfo))", "split.mlir"},
			{"--mlir-timing", "--mlir-timing-display=list", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),any(strip-debuginfo))", "nested.mlir"},
		} {
			want, got := both(t, append(args, "-o", "/dev/null")...)
			require.Equal(t, 0, want.code, want.stderr)
			require.Equal(t, want.code, got.code, got.stderr)
			wf, ws, wl := rows(want.stderr)
			gf, gs, gl := rows(got.stderr)
			require.Equal(t, wf, gf, "%v", args)
			require.Equal(t, ws, gs, "%v", args)
			require.Equal(t, wl, gl, "%v", args)
		}
	})
	t.Run("print-ir-tree-dir", func(t *testing.T) {
		// The same files with the same dumps, byte for byte, also when
		// later cases of a split file overwrite the files of earlier ones.
		for _, args := range [][]string{
			{"--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),strip-debuginfo,func.func(strip-debuginfo))", "nested.mlir"},
			{"--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),any(strip-debuginfo))", "nested.mlir"},
			{"--mlir-print-ir-before=strip-debuginfo", "--split-input-file", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),strip-debuginfo)", "split.mlir"},
			{"--mlir-print-ir-after-all", "--split-input-file", "--strip-debuginfo", "interop.mlir"},
		} {
			wantDir, gotDir := t.TempDir(), t.TempDir()
			want := runProc(t, dir, append([]string{mlirOpt, "--allow-unregistered-dialect", "--mlir-print-ir-tree-dir=" + wantDir, "-o", "/dev/null"}, args...)...)
			got := runProc(t, dir, memoptCmd(append([]string{"--mlir-print-ir-tree-dir=" + gotDir, "-o", "/dev/null"}, args...)...)...)
			require.Equal(t, 0, want.code, want.stderr)
			require.Equal(t, want.code, got.code, got.stderr)
			require.Empty(t, got.stderr)
			wantFiles, gotFiles := readTree(t, wantDir), readTree(t, gotDir)
			require.NotEmpty(t, wantFiles)
			require.Equal(t, keys(wantFiles), keys(gotFiles), "%v", args)
			for name, text := range wantFiles {
				requireSameText(t, text, gotFiles[name])
			}
		}
	})
	t.Run("verifier tests", func(t *testing.T) {
		// testdata/verifier: the errors memopt's lit tests expect are the
		// errors mlir-opt reports, at the same places.
		files, err := filepath.Glob("../../testdata/verifier/*.mlir")
		require.NoError(t, err)
		require.NotEmpty(t, files)
		for _, f := range files {
			want, got := both(t, "--split-input-file", "--verify-diagnostics", filepath.Join("..", "..", "verifier", filepath.Base(f)), "-o", "/dev/null")
			require.Equal(t, 0, want.code, "%s: mlir-opt disagrees:\n%s", f, want.stderr)
			require.Equal(t, 0, got.code, "%s: memopt disagrees:\n%s", f, got.stderr)
		}
	})
	t.Run("print-ir dumps", func(t *testing.T) {
		// The whole dumps, byte for byte: headers, the op printed, the
		// empty lines after it.
		want, got := both(t, "--mlir-print-ir-before-all", "--mlir-print-ir-after-all", "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),builtin.module(strip-debuginfo),strip-debuginfo)", "nested.mlir", "-o", "/dev/null")
		require.Equal(t, 0, want.code, want.stderr)
		require.Equal(t, want.code, got.code, got.stderr)
		requireSameText(t, want.stderr, got.stderr)
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

// readTree returns the files under dir (paths relative to dir) and their
// contents.
func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[rel] = string(b)
		return err
	}))
	return files
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
