package difftest

import (
	"context"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"

	"github.com/stretchr/testify/require"
)

// TestReturnsArgument: a function returning its argument, or a view of it
// through an scf.if, is outside the deallocation ABI; one returning only
// buffers it allocates is not.
func TestReturnsArgument(t *testing.T) {
	for _, c := range []struct {
		name, src, fn string
	}{
		{"fresh", `func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}`, ""},
		{"argument", `func.func @g(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}`, "g"},
		{"view through scf.if", `func.func @h(%a: memref<8xf32>, %c: i1) -> memref<4xf32, strided<[1], offset: ?>> {
  %r = scf.if %c -> memref<4xf32, strided<[1], offset: ?>> {
    %b = memref.alloc() : memref<8xf32>
    %v = memref.subview %b[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
    %w = memref.cast %v : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %w : memref<4xf32, strided<[1], offset: ?>>
  } else {
    %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %w = memref.cast %v : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %w : memref<4xf32, strided<[1], offset: ?>>
  }
  return %r : memref<4xf32, strided<[1], offset: ?>>
}`, "h"},
	} {
		fn, outside := returnsArgument([]byte(c.src))
		require.Equal(t, c.fn != "", outside, c.name)
		require.Equal(t, c.fn, fn, c.name)
	}
}

// TestOutsideABINotAFailure: a caller writes through what a function
// returns, its argument, and reads the argument. The deallocation pipeline
// returns a clone (MLIR's function-boundary ABI), so the output prints
// something else: counted as OutsideABI, not a failure. The same program
// returning a fresh buffer is inside the ABI (OutsideABI stays 0).
func TestOutsideABINotAFailure(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	const prog = `func.func private @printI64(i64)
func.func private @printNewline()
func.func @g(%a: memref<4xi64>) -> memref<4xi64> {
  RET
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xi64>
  %z = arith.constant 1 : i64
  memref.store %z, %a[%c0] : memref<4xi64>
  %r = func.call @g(%a) : (memref<4xi64>) -> memref<4xi64>
  memref.store %v, %r[%c0] : memref<4xi64>
  %x = memref.load %a[%c0] : memref<4xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}`
	cfgs := []Config{{Name: "roundtrip"}, {Name: "buffer-deallocation-pipeline", Pipeline: "builtin.module(buffer-deallocation-pipeline)", Freed: true}}
	r := &Runner{Exec: ex, Configs: cfgs}
	ctx := context.Background()
	o := r.Check(ctx, []byte(strings.Replace(prog, "RET", "return %a : memref<4xi64>", 1)), cfgs)
	require.Empty(t, o.Failures)
	require.Equal(t, 1, o.OutsideABI)
	// Inside the ABI: @g returns a fresh buffer.
	fresh := `%b = memref.alloc() : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  return %b : memref<4xi64>`
	o = r.Check(ctx, []byte(strings.Replace(prog, "RET", fresh, 1)), cfgs)
	require.Empty(t, o.Failures)
	require.Zero(t, o.OutsideABI)
}
