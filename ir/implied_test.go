package ir_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

const impliedSrc = `func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4x8xi32>, %d: memref<8x4xi32>) {
  %cst = arith.constant 1.000000e+00 : f32
  linalg.fill ins(%cst : f32) outs(%a : memref<4xf32>)
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  linalg.transpose ins(%c : memref<4x8xi32>) outs(%d : memref<8x4xi32>) permutation = [1, 0]
  return
}
`

// linalgOps returns the linalg ops of the first function, found without
// walking into their payloads.
func linalgOps(t *testing.T, m *ir.Module) []*ir.Operation {
	t.Helper()
	fn := m.Body().First()
	var out []*ir.Operation
	for op := fn.Region(0).Front().First(); op != nil; op = op.Next() {
		if op.Dialect() == "linalg" {
			out = append(out, op)
		}
	}
	require.Len(t, out, 3)
	return out
}

// The payload of a linalg named op parsed from its custom form is built
// only when something asks for it: parsing, verifying and printing the
// custom form leave it unbuilt, and the generic form prints it as the eager
// construction did.
func TestImpliedPayloadBuiltOnDemand(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(impliedSrc))
	require.NoError(t, err)
	ops := linalgOps(t, m)
	for _, op := range ops {
		require.Equal(t, 1, op.NumRegions())
		require.True(t, op.Region(0).IsImplied(), op.Name())
	}
	require.NoError(t, ir.Verify(m.Op))
	var sb strings.Builder
	require.NoError(t, m.Print(&sb, ir.PrintOptions{}))
	require.Contains(t, sb.String(), "linalg.add ins(%arg0, %arg0 : memref<4xf32>, memref<4xf32>) outs(%arg1 : memref<4xf32>)")
	for _, op := range ops {
		require.True(t, op.Region(0).IsImplied(), "%s: built by verify or print", op.Name())
	}

	sb.Reset()
	require.NoError(t, m.Print(&sb, ir.PrintOptions{Generic: true}))
	require.Contains(t, sb.String(), `"linalg.add"(%arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %1 = "arith.addf"(%arg6, %arg7)`)
	require.Contains(t, sb.String(), `: (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()`)
	require.Contains(t, sb.String(), `"linalg.transpose"(%arg2, %arg3) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      "linalg.yield"(%arg4) : (i32) -> ()
    })`)
	for _, op := range ops {
		r := op.Region(0)
		require.False(t, r.IsImplied(), op.Name())
		require.Len(t, r.Blocks(), 1)
		require.Same(t, r, r.Front().Parent())
		require.Same(t, op, r.ParentOp())
	}
	require.NoError(t, ir.Verify(m.Op))
}

// Walks build implied bodies (passes see every op); the built body uses
// the op's operands as they are then.
func TestImpliedPayloadWalkAndErase(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(impliedSrc))
	require.NoError(t, err)
	ops := linalgOps(t, m)
	counts := map[string]int{}
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) { counts[op.Name()]++ })
	require.Equal(t, 3, counts["linalg.yield"])
	require.Equal(t, 1, counts["arith.addf"])
	for _, op := range ops {
		require.False(t, op.Region(0).IsImplied())
	}

	// Erasing an op whose body was never built.
	m, err = parser.Parse("t.mlir", []byte(impliedSrc))
	require.NoError(t, err)
	ops = linalgOps(t, m)
	ops[1].Erase()
	require.True(t, ops[1].Region(0).Empty())
	require.NoError(t, ir.Verify(m.Op))
}

// Goroutines asking for the same unbuilt body at once get one body.
func TestImpliedPayloadConcurrentBuild(t *testing.T) {
	var src strings.Builder
	src.WriteString("func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {\n")
	for i := 0; i < 200; i++ {
		src.WriteString("  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)\n")
	}
	src.WriteString("  return\n}\n")
	m, err := parser.Parse("t.mlir", []byte(src.String()))
	require.NoError(t, err)
	var regions []*ir.Region
	for op := m.Body().First().Region(0).Front().First(); op != nil; op = op.Next() {
		if op.NumRegions() == 1 {
			regions = append(regions, op.Region(0))
		}
	}
	require.Len(t, regions, 200)
	const workers = 4
	got := make([][]*ir.Block, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, r := range regions {
				got[w] = append(got[w], r.Front())
			}
		}()
	}
	wg.Wait()
	for w := 1; w < workers; w++ {
		require.Equal(t, got[0], got[w])
	}
	for _, b := range got[0] {
		require.Equal(t, 3, b.NumArgs())
		require.Equal(t, 2, b.Len())
	}
}

// ImpliedOps counts the ops an unbuilt body would hold, and WalkExplicit
// leaves unbuilt bodies alone: together they number ops as a full walk.
func TestImpliedOpsAndWalkExplicit(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(impliedSrc))
	require.NoError(t, err)
	ops := linalgOps(t, m)
	counts := []int{}
	for _, op := range ops {
		n, ok := op.Region(0).ImpliedOps()
		require.True(t, ok)
		counts = append(counts, n)
		require.True(t, op.Region(0).IsImplied(), "counting builds nothing")
	}
	require.Equal(t, []int{1, 2, 1}, counts) // fill: yield; add: addf, yield; transpose: yield
	numbered := 0
	ir.WalkExplicit(m.Op, func(op *ir.Operation) ir.WalkResult {
		numbered++
		for _, r := range op.Regions() {
			if n, ok := r.ImpliedOps(); ok {
				numbered += n
			}
		}
		return ir.WalkAdvance
	})
	for _, op := range ops {
		require.True(t, op.Region(0).IsImplied(), "WalkExplicit builds nothing")
	}
	full := 0
	ir.WalkPreOrder(m.Op, func(*ir.Operation) { full++ })
	require.Equal(t, full, numbered)
	for _, op := range ops {
		_, ok := op.Region(0).ImpliedOps()
		require.False(t, ok, "built")
	}
}

// EntryArgHasUses answers from an unbuilt body without building it, as a
// built body answers; TakeRegionsUnbuilt moves an unbuilt body to a
// rebuild of its op, which builds the same payload when asked.
func TestImpliedArgUsesAndUnbuiltMove(t *testing.T) {
	m, err := parser.Parse("t.mlir", []byte(impliedSrc))
	require.NoError(t, err)
	ops := linalgOps(t, m)
	// fill reads its scalar, not its init; add reads both inputs, not its
	// init; transpose reads its input only.
	want := [][]bool{{true, false}, {true, true, false}, {true, false}}
	for k, op := range ops {
		var got []bool
		for i := 0; i < op.NumOperands(); i++ {
			used, ok := op.Region(0).EntryArgHasUses(i)
			require.True(t, ok)
			got = append(got, used)
		}
		_, ok := op.Region(0).EntryArgHasUses(op.NumOperands())
		require.False(t, ok, "no such argument")
		require.Equal(t, want[k], got, op.Name())
		require.True(t, op.Region(0).IsImplied(), "asking builds nothing")
	}
	add := ops[1]
	b := ir.NewBuilder()
	b.SetInsertionPointBefore(add)
	re := b.Create(&ir.OperationState{Name: add.Name(), Operands: add.Operands(), Props: add.Props(), Regions: add.TakeRegionsUnbuilt()})
	add.Erase()
	require.True(t, re.Region(0).IsImplied(), "moved unbuilt")
	require.Equal(t, 0, add.NumRegions())
	for i, w := range want[1] {
		used, ok := re.Region(0).EntryArgHasUses(i)
		require.True(t, ok)
		require.Equal(t, w, used)
	}
	body := re.Region(0).Front()
	require.Equal(t, 3, body.NumArgs())
	require.Equal(t, 2, body.Len())
	require.Equal(t, "arith.addf", body.First().Name())
	for i, w := range want[1] {
		used, ok := re.Region(0).EntryArgHasUses(i)
		require.True(t, ok)
		require.Equal(t, w, used, "built")
	}
	require.NoError(t, ir.Verify(m.Op))
}
