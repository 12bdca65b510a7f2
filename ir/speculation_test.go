package ir_test

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// TestSpeculation checks the speculatability of ops whose answer depends
// on their operands or their regions, and of unknown ops.
func TestSpeculation(t *testing.T) {
	src := `func.func @f(%a: i32, %n: index, %m: memref<?xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %k = arith.constant 3 : i32
  %d0 = arith.divsi %a, %k : i32
  %d1 = arith.divsi %a, %m1 : i32
  %d2 = arith.divui %a, %m1 : i32
  %d3 = arith.divui %a, %z : i32
  %d4 = arith.remui %a, %z : i32
  %x0 = memref.dim %m, %c0 : memref<?xf32>
  %x1 = memref.dim %m, %c1 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.addi %a, %a : i32
  }
  scf.for %i = %c0 to %n step %n {
  }
  scf.if %c {
    %q = arith.divui %a, %a : i32
  }
  scf.if %c {
    %q = arith.muli %a, %a : i32
  }
  "u.op"() : () -> ()
  return
}`
	m, err := parser.Parse("f.mlir", []byte(src))
	require.NoError(t, err)
	var got []bool
	var ifs []*ir.Operation
	ir.Walk(m.Op, func(op *ir.Operation) ir.WalkResult {
		if op.ParentOp() != nil && op.ParentOp().Name() == "func.func" && op.Name() != "arith.constant" && op.Name() != "func.return" {
			got = append(got, ir.IsSpeculatable(op))
			if op.Name() == "scf.if" {
				ifs = append(ifs, op)
			}
		}
		return ir.WalkAdvance
	})
	require.Equal(t, []bool{
		true, false, true, false, true, // divisions by 3, -1 (signed, unsigned), 0, remui
		true, false, // dims in and out of range
		true, false, // loops of step 1 and of an unknown step
		false, true, // scf.if holding a trapping division, a speculatable one
		false, // an unregistered op
	}, got)
	require.Len(t, ifs, 2)
	require.Equal(t, ir.RecursivelySpeculatable, ir.SpeculationOf(ifs[0]))
}
