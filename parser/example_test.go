package parser_test

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// Parse MLIR text and walk its ops: every op with its location, and the
// buffers allocated with their sizes. Top-level ops outside a module go
// into an implicit builtin.module, as in mlir-opt.
func Example_parseAndWalk() {
	src := `func.func @f(%in: memref<8xf32>) {
  %tmp = memref.alloc() : memref<8xf32>
  memref.copy %in, %tmp : memref<8xf32> to memref<8xf32>
  memref.dealloc %tmp : memref<8xf32>
  return
}
`
	mod, err := parser.Parse("example.mlir", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	ir.WalkPreOrder(mod.Op, func(op *ir.Operation) {
		pos := op.Loc.Position()
		fmt.Printf("line %d col %2d: %s", pos.Line, pos.Col, op.Name())
		for _, r := range op.Results() {
			if mt, ok := r.Type().(*ir.MemRefType); ok {
				n, _ := mt.SizeInBytes()
				fmt.Printf(" (%d bytes)", n)
			}
		}
		fmt.Println()
	})
	// Output:
	// line 1 col  1: builtin.module
	// line 1 col  1: func.func
	// line 2 col 10: memref.alloc (32 bytes)
	// line 3 col  3: memref.copy
	// line 4 col  3: memref.dealloc
	// line 5 col  3: func.return
}

// Errors are diagnostics with the file, line and column of the problem.
func ExampleParse_error() {
	_, err := parser.Parse("bad.mlir", []byte("func.func @f() {\n  %x = arith.addi %y, %y : i32\n  return\n}\n"))
	fmt.Println(err)
	// Output:
	// bad.mlir:2:19: error: use of undeclared SSA value name
}
