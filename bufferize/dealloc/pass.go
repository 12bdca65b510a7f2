package dealloc

import (
	"errors"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// OwnershipPass is ownership-based-buffer-deallocation, as in mlir-opt 22.
var OwnershipPass = &passes.Pass{
	Name:        "ownership-based-buffer-deallocation",
	DisplayName: "OwnershipBasedBufferDeallocationPass",
	Summary:     "Adds all required dealloc operations for all allocations in the input program",
	Doc: "Gives every memref value an i1 ownership indicator per block and ends each block with a " +
		"bufferization.dealloc of the buffers it owns and does not pass on (retaining what it passes on); " +
		"memrefs returned by public functions are owned by the caller (cloned when ownership is not certain).",
	Options: []*passes.Option{
		{Name: "private-function-dynamic-ownership", Kind: passes.Bool, Help: "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees. This can enable earlier deallocations."},
	},
	Serial: true,
	Run: func(c *passes.Context) error {
		return runOnFuncs(c, func(fn *ir.Operation) error {
			return DeallocateFunction(fn, c.Bool("private-function-dynamic-ownership"))
		})
	},
}

func init() { passes.Register(OwnershipPass) }

// runOnFuncs applies f to every func.func with a body nested in c.Op, in
// order, and reports the first error as the pass's failure.
func runOnFuncs(c *passes.Context, f func(fn *ir.Operation) error) error {
	var fns []*ir.Operation
	var collect func(op *ir.Operation)
	collect = func(op *ir.Operation) {
		if op.Name() == "func.func" {
			if !isDeclaration(op) {
				fns = append(fns, op)
			}
			return
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					collect(o)
				}
			}
		}
	}
	collect(c.Op)
	for _, fn := range fns {
		if err := f(fn); err != nil {
			var d *ir.Diagnostic
			if errors.As(err, &d) {
				return d
			}
			return c.Errorf(fn, "%v", err)
		}
	}
	return nil
}
