package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// In a function with several blocks, tick order is not execution order
// (a branch may go back): every buffer accessed there lives over the whole
// function, so no two of them share bytes.
func TestMultiBlockFunction(t *testing.T) {
	src := `
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %b = memref.alloc() : memref<16xf32>
  "test.use"(%b) : (memref<16xf32>) -> ()
  %c = memref.alloc() : memref<16xf32>
  "test.use"(%c, %a) : (memref<16xf32>, memref<16xf32>) -> ()
  %next = arith.addi %i, %c1 : index
  %done = arith.cmpi sge, %next, %n : index
  cf.cond_br %done, ^exit, ^loop(%next : index)
^exit:
  return
}
`
	m, err := parser.Parse("multiblock.mlir", []byte(src))
	require.NoError(t, err)
	fn := m.Body().First()
	s, err := CollectTickTraces(fn, NewViewFlow(fn), DefaultOptions())
	require.NoError(t, err)
	require.Len(t, s.Lifetimes, 3)
	for _, lt := range s.Lifetimes {
		require.True(t, lt.Mergeable)
		require.Equal(t, int64(1), lt.First)
		require.Equal(t, int64(14), lt.Last) // the return
	}
	res, err := Run(fn, DefaultOptions())
	require.NoError(t, err)
	require.Equal(t, int64(192), res.Schedules[0].TotalSize)
}
