package dealloc

import (
	"fmt"

	"github.com/memopt/memopt/passes"
)

// DeallocationPipeline is mlir-opt 22's buffer-deallocation-pipeline: the
// passes that free every buffer One-Shot Bufferize (or merge-alloc, or
// static-memory-plan) leaves to run time, in mlir-opt's order.
var DeallocationPipeline = &passes.Pass{
	Name: "buffer-deallocation-pipeline",
	Summary: "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. " +
		"Deallocation operations (except `memref.realloc`) may not be present already.",
	Doc: "Runs expand-realloc{emit-deallocs=false}, canonicalize, ownership-based-buffer-deallocation, canonicalize, " +
		"buffer-deallocation-simplification, bufferization-lower-deallocations, cse and canonicalize, as mlir-opt 22 does.",
	Options: []*passes.Option{
		{Name: "private-function-dynamic-ownership", Kind: passes.Bool, Help: "Allows to add additional results to private functions to return ownership of returned memrefs to callers. This can avoid spurious buffer clones in the callee."},
	},
	Expand: func(opts *passes.Values) string {
		return fmt.Sprintf("expand-realloc{emit-deallocs=false}, canonicalize, "+
			"ownership-based-buffer-deallocation{private-function-dynamic-ownership=%t}, canonicalize, "+
			"buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize",
			opts.Bool("private-function-dynamic-ownership"))
	},
}

func init() { passes.Register(DeallocationPipeline) }
