package ir_test

import (
	"fmt"
	"os"

	"github.com/memopt/memopt/ir"
)

// Build a function with the builder and print it: a module, a func.func
// with one argument, a temporary buffer copied from the argument and freed.
// The printer names values as mlir-opt does (%arg0, %alloc).
func Example_buildFunction() {
	mod := ir.NewModule()
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(mod.Body())

	buf := &ir.MemRefType{Shape: []int64{16}, Elem: ir.F32}
	fn := &ir.OperationState{Name: "func.func", Props: []ir.NamedAttr{
		{Name: "sym_name", Value: ir.StrAttr("copy")},
		{Name: "function_type", Value: &ir.TypeAttr{Type: &ir.FunctionType{Inputs: []ir.Type{buf}}}},
	}}
	body := ir.NewBlock(buf) // the entry block takes the function's arguments
	fn.AddRegion().AppendBlock(body)
	b.Create(fn)

	b.SetInsertionPointToEnd(body)
	// memref.alloc has two variadic operand groups (dynamic sizes, symbols):
	// its operandSegmentSizes property says how many operands each has.
	tmp := b.CreateOp("memref.alloc", nil, []ir.Type{buf},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ir.SegmentSizesAttr(0, 0)}).Result(0)
	b.CreateOp("memref.copy", []*ir.Value{body.Arg(0), tmp}, nil)
	b.CreateOp("memref.dealloc", []*ir.Value{tmp}, nil)
	b.CreateOp("func.return", nil, nil)

	if err := ir.Verify(mod.Op); err != nil {
		fmt.Println(err)
		return
	}
	mod.Print(os.Stdout, ir.PrintOptions{})
	// Output:
	// module {
	//   func.func @copy(%arg0: memref<16xf32>) {
	//     %alloc = memref.alloc() : memref<16xf32>
	//     memref.copy %arg0, %alloc : memref<16xf32> to memref<16xf32>
	//     memref.dealloc %alloc : memref<16xf32>
	//     return
	//   }
	// }
}
