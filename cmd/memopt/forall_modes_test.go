package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc"
	"github.com/stretchr/testify/require"
)

// mergedBuffer matches the merged buffers merge-alloc allocates.
var mergedBuffer = regexp.MustCompile(`memref\.alloc\(\) \{alignment = \d+ : i64\} : memref<(\d+)xi8`)

// TestForallHoistingModes (issue 28): every executable program of testdata
// with an scf.forall (the corpora of the leak test and testdata/exec/dynamic;
// tensor programs bufferized by memopt first) prints the same after merge-alloc in each
// forall-hoisting mode (all, none, nested) as without it, run with the
// allocation counting library. Hoisting takes allocations out of loops:
// all leaves no more run-time allocations than nested, and nested no more
// than none. `go test ./cmd/memopt -run ForallHoistingModes -v` prints, per
// program and mode, the run-time allocations, the peak of live bytes and
// the bytes of the merged buffers in the program text.
func TestForallHoistingModes(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	ctx := context.Background()
	var files []string
	dyn, err := filepath.Glob(filepath.Join("..", "..", "testdata", "exec", "dynamic", "*.mlir"))
	require.NoError(t, err)
	for _, f := range append(leakPrograms(t), dyn...) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if bytes.Contains(src, []byte("scf.forall")) {
			files = append(files, f)
		}
	}
	require.GreaterOrEqual(t, len(files), 15)
	modes := mergealloc.ForallHoistingModes()
	var rows sync.Map
	for _, file := range files {
		rel, err := filepath.Rel(filepath.Join("..", "..", "testdata"), file)
		require.NoError(t, err)
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			var bufferize []string
			if bytes.Contains(src, []byte("tensor<")) {
				opts := leakDefaultBufferize
				if m := leakBufferizeLine.FindSubmatch(src); m != nil {
					opts = strings.TrimSpace(string(m[1]))
				}
				bufferize = []string{"--one-shot-bufferize=" + opts}
			}
			run := func(what string, prog []byte) (string, llvmtools.AllocCounts) {
				t.Helper()
				low, err := ex.LowerCounted(ctx, prog)
				require.NoError(t, err, "%s", what)
				out, c, err := ex.RunCounted(ctx, low)
				require.NoError(t, err, "%s", what)
				require.Contains(t, out, "data =", "%s: the program prints nothing", what)
				return out, c
			}
			base := src
			if bufferize != nil {
				base = memoptOut(t, src, bufferize...)
			}
			want, _ := run("without merge-alloc", base)
			var counts []llvmtools.AllocCounts
			var row []string
			for _, mode := range modes {
				out := memoptOut(t, base, "--merge-alloc=forall-hoisting="+mode)
				got, c := run(mode, out)
				require.Equal(t, want, got, "forall-hoisting=%s: output differs\n%s", mode, out)
				var merged int64
				for _, m := range mergedBuffer.FindAllSubmatch(out, -1) {
					n, err := strconv.ParseInt(string(m[1]), 10, 64)
					require.NoError(t, err)
					merged += n
				}
				counts = append(counts, c)
				row = append(row, fmt.Sprintf("%d | %d | %d", c.Allocs, c.PeakBytes, merged))
			}
			require.LessOrEqual(t, counts[0].Allocs, counts[2].Allocs, "all allocates more often than nested")
			require.LessOrEqual(t, counts[2].Allocs, counts[1].Allocs, "nested allocates more often than none")
			rows.Store(rel, row)
		})
	}
	t.Cleanup(func() {
		var names []string
		rows.Range(func(k, _ any) bool { names = append(names, k.(string)); return true })
		sort.Strings(names)
		var sb strings.Builder
		sb.WriteString("\n| program |")
		for _, m := range modes {
			fmt.Fprintf(&sb, " %s: allocations | peak bytes | merged bytes |", m)
		}
		sb.WriteString("\n|---|" + strings.Repeat("---:|", 3*len(modes)) + "\n")
		for _, n := range names {
			v, _ := rows.Load(n)
			fmt.Fprintf(&sb, "| %s | %s |\n", n, strings.Join(v.([]string), " | "))
		}
		t.Logf("%d programs with scf.forall, per forall-hoisting mode:%s", len(names), sb.String())
	})
}
