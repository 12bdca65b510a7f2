package llvmtools

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseAllocCounts(t *testing.T) {
	c, err := ParseAllocCounts("warning: x\nmemopt-alloc-counts allocs=1 frees=0 bad-frees=0 peak-bytes=8 leaked-bytes=8 leaked-blocks=1\n" +
		"memopt-alloc-counts allocs=3 frees=2 bad-frees=1 peak-bytes=96 leaked-bytes=32 leaked-blocks=1\n")
	require.NoError(t, err)
	assert.Equal(t, AllocCounts{Allocs: 3, Frees: 2, BadFrees: 1, PeakBytes: 96, LeakedBytes: 32, LeakedBlocks: 1}, c, "the last report wins")
	assert.False(t, c.Clean())
	again, err := ParseAllocCounts(AllocCountsMarker + " " + c.String())
	require.NoError(t, err)
	assert.Equal(t, c, again, "String prints what ParseAllocCounts reads")
	assert.True(t, AllocCounts{Allocs: 2, Frees: 2, PeakBytes: 9}.Clean())

	for _, bad := range []string{
		"",
		"allocs=1 frees=1",
		"memopt-alloc-counts allocs=1 frees=1 bad-frees=0 peak-bytes=8 leaked-bytes=0",
		"memopt-alloc-counts allocs=1 frees=1 bad-frees=0 peak-bytes=8 leaked-bytes=0 leaked-blocks=x",
		"memopt-alloc-counts allocs=1 frees=1 bad-frees=0 peak-bytes=8 leaked-bytes=0 leaked-blocks=0 extra=1",
		"memopt-alloc-counts allocs=1 allocs=1 bad-frees=0 peak-bytes=8 leaked-bytes=0 leaked-blocks=0",
		"memopt-alloc-counts allocs=1 frees bad-frees=0 peak-bytes=8 leaked-bytes=0 leaked-blocks=0",
	} {
		_, err := ParseAllocCounts(bad)
		assert.Error(t, err, "%q", bad)
	}
}

// countedRun lowers and runs src with the counting library.
func countedRun(t *testing.T, e *Exec, src string) (string, AllocCounts) {
	t.Helper()
	out, c, err := e.LowerAndRunCounted(context.Background(), []byte(src))
	require.NoError(t, err)
	return out, c
}

const printDecl = "func.func private @printMemrefF32(memref<*xf32>)\n"

func TestRunCounted(t *testing.T) {
	e := RequireCountingExec(t)

	t.Run("clean", func(t *testing.T) {
		// 64 + 128 bytes live, then 64 freed, then 32 more: peak 192.
		out, c := countedRun(t, e, `
func.func @main() {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %b = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<32xf32>)
  memref.dealloc %a : memref<16xf32>
  %c = memref.alloc() : memref<8xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<8xf32>)
  %u = memref.cast %c : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<32xf32>
  memref.dealloc %c : memref<8xf32>
  return
}
`+printDecl)
		assert.Contains(t, out, "[1,  1,  1,  1,  1,  1,  1,  1]")
		assert.Equal(t, AllocCounts{Allocs: 3, Frees: 3, PeakBytes: 192}, c)
		assert.True(t, c.Clean())
	})

	t.Run("leak", func(t *testing.T) {
		// A loop of 3 iterations allocates 4*%i+4 floats each time and
		// frees none: 16+32+48 bytes leaked.
		_, c := countedRun(t, e, `
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %n = arith.muli %i1, %c4 : index
    %a = memref.alloc(%n) : memref<?xf32>
    %f = arith.constant 2.0 : f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  return
}
`)
		assert.Equal(t, AllocCounts{Allocs: 3, PeakBytes: 96, LeakedBytes: 96, LeakedBlocks: 3}, c)
		assert.False(t, c.Clean())
	})

	t.Run("double-free", func(t *testing.T) {
		_, c := countedRun(t, e, `
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
`)
		assert.Equal(t, AllocCounts{Allocs: 1, Frees: 1, BadFrees: 1, PeakBytes: 16}, c)
		assert.False(t, c.Clean())
	})

	t.Run("free-of-a-global", func(t *testing.T) {
		// A pointer never allocated is a bad free, not a crash.
		_, c := countedRun(t, e, `
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func @main() {
  %g = memref.get_global @g : memref<4xf32>
  memref.dealloc %g : memref<4xf32>
  return
}
`)
		assert.Equal(t, AllocCounts{BadFrees: 1}, c)
	})

	t.Run("clone", func(t *testing.T) {
		// The deallocation pipeline leaves bufferization.clone, which the
		// counting lowering turns into an allocation and a copy.
		out, c := countedRun(t, e, `
func.func @main() {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %b = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<2xf32>
  return
}
`+printDecl)
		assert.Contains(t, out, "[1,  1]")
		assert.Equal(t, AllocCounts{Allocs: 2, Frees: 2, PeakBytes: 16}, c)
	})

	t.Run("not-counted", func(t *testing.T) {
		// Lowered without the generic functions, the program calls
		// malloc directly: there is nothing to count, and RunCounted
		// says so rather than reporting zeros.
		low, err := e.Lower(context.Background(), []byte("func.func @main() {\n  return\n}\n"))
		require.NoError(t, err)
		_, c, err := e.RunCounted(context.Background(), low)
		require.NoError(t, err, "the library reports even when nothing is allocated")
		assert.Equal(t, AllocCounts{}, c)
		_, _, err = (&Exec{MlirOpt: e.MlirOpt, Runner: e.Runner, Libs: e.Libs}).RunCounted(context.Background(), low)
		require.Error(t, err)
		assert.True(t, strings.Contains(err.Error(), "CountLib"), err.Error())
	})
}
