package bufferize_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// Differential execution: every tensor-level program in
// testdata/bufferize/exec is bufferized by mlir-opt 22 and by memopt with
// the same options, both results are lowered and run with mlir-runner, and
// the outputs must be identical; then memopt's bufferization followed by
// merge-alloc (one memopt run) must print the same again. The test also
// counts memref.alloc and memref.copy/linalg.copy in both bufferizations:
// memopt never has more (docs/BENCHMARKS.md lists the counts; `go test
// ./bufferize -run Execution -v` prints them).

// defaultExecOptions are the one-shot-bufferize options of a program that
// does not say otherwise with a `// BUFFERIZE: ...` line.
const defaultExecOptions = "bufferize-function-boundaries"

var bufferizeLine = regexp.MustCompile(`(?m)^// BUFFERIZE:(.*)$`)

// execCounts records the allocation and copy counts per program.
var execCounts sync.Map

type opCounts struct{ allocs, copies int }

func countOps(text string) opCounts {
	var c opCounts
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.Contains(l, "= memref.alloc(") || strings.Contains(l, "= memref.alloc "):
			c.allocs++
		case strings.HasPrefix(l, "memref.copy ") || strings.HasPrefix(l, "linalg.copy "):
			c.copies++
		}
	}
	return c
}

// memopt runs memopt's command line in-process.
func memopt(t *testing.T, src []byte, args ...string) []byte {
	t.Helper()
	var out, errb bytes.Buffer
	code := optmain.Run(append(args, "-"), bytes.NewReader(src), &out, &errb)
	require.Equal(t, 0, code, "memopt %v:\n%s", args, errb.String())
	return out.Bytes()
}

func TestDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	files, err := filepath.Glob("../testdata/bufferize/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 25)
	for _, file := range files {
		file := file
		name := strings.TrimSuffix(filepath.Base(file), ".mlir")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			opts := defaultExecOptions
			if m := bufferizeLine.FindSubmatch(src); m != nil {
				opts = strings.TrimSpace(string(m[1]))
			}
			flag := "--one-shot-bufferize=" + opts
			ref := llvmtools.Tool(t, ex.MlirOpt, src, flag)
			ours := memopt(t, src, flag)
			want := ex.Run(t, ref)
			require.Contains(t, want, "data =", "the program prints nothing")
			require.Equal(t, want, ex.Run(t, ours), "output differs after memopt's bufferization\n%s", ours)
			merged := memopt(t, src, flag, "--merge-alloc")
			require.Equal(t, want, ex.Run(t, merged), "output differs after bufferization and merge-alloc\n%s", merged)
			rc, oc := countOps(string(ref)), countOps(string(ours))
			execCounts.Store(name, [2]opCounts{oc, rc})
			require.LessOrEqual(t, oc.allocs, rc.allocs, "more allocations than mlir-opt\nmemopt:\n%s\nmlir-opt:\n%s", ours, ref)
			require.LessOrEqual(t, oc.copies, rc.copies, "more copies than mlir-opt\nmemopt:\n%s\nmlir-opt:\n%s", ours, ref)
		})
	}
	t.Cleanup(func() {
		var names []string
		execCounts.Range(func(k, _ any) bool { names = append(names, k.(string)); return true })
		sort.Strings(names)
		var sb strings.Builder
		fmt.Fprintf(&sb, "\n| program | allocs memopt | allocs mlir-opt | copies memopt | copies mlir-opt |\n|---|---:|---:|---:|---:|\n")
		for _, n := range names {
			v, _ := execCounts.Load(n)
			c := v.([2]opCounts)
			fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d |\n", n, c[0].allocs, c[1].allocs, c[0].copies, c[1].copies)
		}
		t.Logf("%d programs ran identically; counts:%s", len(names), sb.String())
	})
}

// TestBenchmarksCountsTable keeps docs/BENCHMARKS.md's table of
// allocations and copies true: each program's row must show the counts of
// memopt's and mlir-opt's bufferization.
func TestBenchmarksCountsTable(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	doc, err := os.ReadFile("../docs/BENCHMARKS.md")
	require.NoError(t, err)
	files, err := filepath.Glob("../testdata/bufferize/exec/*.mlir")
	require.NoError(t, err)
	for _, file := range files {
		file := file
		name := strings.TrimSuffix(filepath.Base(file), ".mlir")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			flag := "--one-shot-bufferize=" + defaultExecOptions
			if m := bufferizeLine.FindSubmatch(src); m != nil {
				flag = "--one-shot-bufferize=" + strings.TrimSpace(string(m[1]))
			}
			rc := countOps(string(llvmtools.Tool(t, mlirOpt, src, flag)))
			oc := countOps(string(memopt(t, src, flag)))
			row := fmt.Sprintf("| %s | %d | %d | %d | %d |", name, oc.allocs, rc.allocs, oc.copies, rc.copies)
			require.Contains(t, string(doc), row, "docs/BENCHMARKS.md's counts table is stale for %s", name)
		})
	}
}
