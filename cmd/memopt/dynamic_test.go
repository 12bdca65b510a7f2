package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// dynamicAlloc matches a memref.alloc with dynamic sizes in printed IR.
var dynamicAlloc = regexp.MustCompile(`memref\.alloc\(%`)

// anyAlloc matches any memref.alloc in printed IR.
var anyAlloc = regexp.MustCompile(`memref\.alloc\(`)

// expectCount reads a `// NAME: N` header line of a program (-1 without
// one).
func expectCount(src []byte, name string) int {
	m := regexp.MustCompile(`(?m)^// ` + name + `: (\d+)$`).FindSubmatch(src)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// runVerified lowers src with MLIR's run-time checks first
// (llvmtools.RuntimeVerification: among others, a memref.view whose
// dynamic sizes reach past its arena aborts) and runs it.
func runVerified(t *testing.T, ex *llvmtools.Executor, src []byte) string {
	t.Helper()
	e := &llvmtools.Exec{MlirOpt: ex.MlirOpt, Runner: ex.Runner, Libs: ex.Libs, Timeout: llvmtools.DefaultTimeout}
	args := append([]string{llvmtools.RuntimeVerification}, llvmtools.LowerPasses...)
	low, err := e.Opt(context.Background(), src, append(args, llvmtools.EmitBytecode)...)
	require.NoError(t, err)
	out, err := e.Run(context.Background(), low)
	require.NoError(t, err)
	return out
}

// TestDynamicShapesExecute runs the dynamic-shape programs of
// testdata/exec/dynamic (memref level, and tensor level through memopt's
// own --one-shot-bufferize) before and after merge-alloc (bounded buffers
// planned at their bound, by default), merge-alloc with no-bounds, and
// merge-alloc followed by static-memory-plan (which also bounds sizes
// across calls), and merge-alloc with symbolic plans (one run-time
// allocation per scope for the unbounded buffers), and requires the same
// output every time. The reference
// of a tensor program is mlir-opt 22's own bufferization. Each program
// states how many buffers of dynamic size merge-alloc leaves to run time
// (DYNAMIC-LEFT) and how many memref.alloc are left after
// static-memory-plan (STATIC-LEFT), and a program may state how many of
// dynamic size are left with symbolic plans (SYMBOLIC-LEFT); all are
// checked exactly. The planned
// programs run with MLIR's run-time checks, so a bound below a real size
// fails the test (a view beyond its arena).
func TestDynamicShapesExecute(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	files, err := filepath.Glob("../../testdata/exec/dynamic/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 12)
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			ref, base := src, src
			if strings.Contains(string(src), "// EXEC: bufferize") {
				ref = llvmtools.Tool(t, ex.MlirOpt, src, "--one-shot-bufferize=bufferize-function-boundaries")
				base = []byte(pipe(t, src, memoptCmd("--one-shot-bufferize=bufferize-function-boundaries")))
			}
			want := ex.Run(t, ref)
			require.Contains(t, want, "data =", "the program prints nothing")
			require.Equal(t, want, ex.Run(t, base), "memopt's bufferization")
			before := len(dynamicAlloc.FindAll(base, -1))
			require.Positive(t, before, "no buffer of dynamic size")
			for _, variant := range [][]string{
				{"--merge-alloc"},
				{"--merge-alloc=no-bounds"},
				{"--merge-alloc=symbolic"},
				{"--merge-alloc", "--static-memory-plan"},
			} {
				out := pipe(t, base, memoptCmd(variant...))
				require.Equal(t, want, runVerified(t, ex, []byte(out)), "%v: output differs", variant)
				dyn, all := len(dynamicAlloc.FindAllString(out, -1)), len(anyAlloc.FindAllString(out, -1))
				t.Logf("%v: %d of %d buffers of dynamic size left, %d allocations in all", variant, dyn, before, all)
				switch strings.Join(variant, " ") {
				case "--merge-alloc":
					if n := expectCount(src, "DYNAMIC-LEFT"); n >= 0 {
						require.Equal(t, n, dyn, "buffers of dynamic size merge-alloc leaves")
					}
				case "--merge-alloc=no-bounds":
					require.Equal(t, before, dyn, "no-bounds plans no buffer of dynamic size")
				case "--merge-alloc=symbolic":
					if n := expectCount(src, "SYMBOLIC-LEFT"); n >= 0 {
						require.Equal(t, n, dyn, "run-time allocations of dynamic size with symbolic plans")
					}
				default:
					if n := expectCount(src, "STATIC-LEFT"); n >= 0 {
						require.Equal(t, n, all, "allocations static-memory-plan leaves")
					}
				}
			}
		})
	}
}
