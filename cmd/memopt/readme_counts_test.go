package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// readmeCountsMarker precedes the README's table of run-time allocations
// of its tensor example called 10 times (testdata/exec/25_readme_mlp_calls.mlir).
const readmeCountsMarker = "<!-- allocation-counts: kept true by cmd/memopt/readme_counts_test.go -->"

// readmeBufferize are the README tensor example's bufferization options.
const readmeBufferize = "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"

// TestReadmeAllocationCounts runs the README's tensor MLP, called 10
// times, through each pipeline the README's table lists, lowered with the
// counting allocator, and checks the table says what the runs count; every
// pipeline prints the same.
func TestReadmeAllocationCounts(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	ctx := context.Background()
	src, err := os.ReadFile("../../testdata/exec/25_readme_mlp_calls.mlir")
	require.NoError(t, err)
	type row struct {
		name string
		prog func() []byte
	}
	rows := []row{
		{"`memopt " + readmeFlag(readmeBufferize) + " --merge-alloc`", func() []byte {
			return memoptOut(t, src, readmeBufferize, "--merge-alloc")
		}},
		{"`memopt ... --merge-alloc --buffer-deallocation-pipeline`", func() []byte {
			return memoptOut(t, src, readmeBufferize, "--merge-alloc", "--buffer-deallocation-pipeline")
		}},
		{"`memopt ... --merge-alloc --static-memory-plan`", func() []byte {
			return memoptOut(t, src, readmeBufferize, "--merge-alloc", "--static-memory-plan")
		}},
		{"`mlir-opt ... --buffer-deallocation-pipeline` (mlir-opt 22)", func() []byte {
			out, err := ex.Opt(ctx, src, readmeBufferize, "--buffer-deallocation-pipeline")
			require.NoError(t, err)
			return out
		}},
	}
	var sb strings.Builder
	sb.WriteString("| pipeline | allocations | frees | leaked bytes | peak bytes |\n|---|---:|---:|---:|---:|\n")
	var first string
	for i, r := range rows {
		out, c, err := ex.LowerAndRunCounted(ctx, r.prog())
		require.NoError(t, err, r.name)
		if i == 0 {
			first = out
		}
		require.Equal(t, first, out, "%s prints otherwise", r.name)
		require.Zero(t, c.BadFrees, r.name)
		fmt.Fprintf(&sb, "| %s | %d | %d | %d | %d |\n", r.name, c.Allocs, c.Frees, c.LeakedBytes, c.PeakBytes)
	}
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	text := string(readme)
	at := strings.Index(text, readmeCountsMarker)
	require.GreaterOrEqual(t, at, 0, "README.md has no %s", readmeCountsMarker)
	table := strings.TrimLeft(text[at+len(readmeCountsMarker):], "\n")
	if end := strings.Index(table, "\n\n"); end >= 0 {
		table = table[:end+1]
	}
	require.Equal(t, sb.String(), table, "README.md's allocation counts (the table after the marker)")
}

// readmeFlag quotes a flag's value as a shell command line would.
func readmeFlag(f string) string {
	name, val, _ := strings.Cut(f, "=")
	return name + `="` + val + `"`
}
