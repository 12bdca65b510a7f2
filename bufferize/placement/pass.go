package placement

import (
	"errors"
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// The registered passes, with mlir-opt 22's names, options and anchors.
var (
	// DropEquivalentBufferResultsPass is drop-equivalent-buffer-results.
	DropEquivalentBufferResultsPass = &passes.Pass{
		Name:        "drop-equivalent-buffer-results",
		DisplayName: "DropEquivalentBufferResultsPass",
		Summary:     "Remove MemRef return values that are equivalent to a bbArg",
		Doc: "Drops every function result that is a function argument (or memref.cast of one) from functions with a " +
			"single return; calls use the argument instead (cast to the result type if needed).",
		Anchor: "builtin.module",
		Run: func(c *passes.Context) error {
			return diag(c, DropEquivalentBufferResults(c.Op))
		},
	}
	// BufferResultsToOutParamsPass is buffer-results-to-out-params.
	BufferResultsToOutParamsPass = &passes.Pass{
		Name:        "buffer-results-to-out-params",
		DisplayName: "BufferResultsToOutParamsPass",
		Summary:     "Converts memref-typed function results to out-params",
		Doc: "Each ranked memref result of a private function becomes an argument appended to the function: its " +
			"returns copy into it (or, with hoisting, the allocation is replaced by it), and every call allocates it.",
		Anchor: "builtin.module",
		Options: []*passes.Option{
			{Name: "add-result-attr", Kind: passes.Bool, Help: "Add the attribute 'bufferize.result' to all output parameters."},
			{Name: "hoist-dynamic-allocs", Kind: passes.Bool, Help: "Hoist dynamic allocations to call sites."},
			{Name: "hoist-static-allocs", Kind: passes.Bool, Help: "Hoist static allocations to call sites."},
			{Name: "modify-public-functions", Kind: passes.Bool, Help: "Modify function signatures of public functions."},
		},
		Run: func(c *passes.Context) error {
			return diag(c, BufferResultsToOutParams(c.Op, OutParamsOptions{
				AddResultAttr:         c.Bool("add-result-attr"),
				HoistStaticAllocs:     c.Bool("hoist-static-allocs"),
				HoistDynamicAllocs:    c.Bool("hoist-dynamic-allocs"),
				ModifyPublicFunctions: c.Bool("modify-public-functions"),
			}))
		},
	}
	// BufferHoistingPass is buffer-hoisting.
	BufferHoistingPass = &passes.Pass{
		Name:        "buffer-hoisting",
		DisplayName: "BufferHoistingPass",
		Summary:     "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
		Doc: "Moves each memref.alloc into the nearest block that dominates the uses of all its aliases, out of " +
			"nested regions that are not loops, but not above the values it takes.",
		Anchor: "func.func",
		Run: func(c *passes.Context) error {
			BufferHoisting(c.Op)
			return nil
		},
	}
	// BufferLoopHoistingPass is buffer-loop-hoisting.
	BufferLoopHoistingPass = &passes.Pass{
		Name:        "buffer-loop-hoisting",
		DisplayName: "BufferLoopHoistingPass",
		Summary:     "Optimizes placement of allocation operations by moving them out of loop nests",
		Doc: "Moves each memref.alloc and memref.alloca out of the sequential loops around it, as far as the " +
			"values it takes allow, unless an alias of the buffer lives on across iterations.",
		Anchor: "func.func",
		Run: func(c *passes.Context) error {
			BufferLoopHoisting(c.Op)
			return nil
		},
	}
	// PromoteBuffersToStackPass is promote-buffers-to-stack.
	PromoteBuffersToStackPass = &passes.Pass{
		Name:        "promote-buffers-to-stack",
		DisplayName: "PromoteBuffersToStackPass",
		Summary:     "Promotes heap-based allocations to automatically managed stack-based allocations",
		Doc: "Replaces each small memref.alloc that nothing frees and whose buffer does not leave its automatic " +
			"allocation scope with a memref.alloca.",
		Anchor: "func.func",
		Options: []*passes.Option{
			{Name: "max-alloc-size-in-bytes", Kind: passes.Int, Default: "1024",
				Help: "Maximal size in bytes to promote allocations to stack.", Check: nonNegative},
			{Name: "max-rank-of-allocated-memref", Kind: passes.Int, Default: "1",
				Help: "Maximal memref rank to promote dynamic buffers.", Check: nonNegative},
		},
		Run: func(c *passes.Context) error {
			PromoteBuffersToStack(c.Op, PromoteOptions{MaxAllocSizeInBytes: c.Int("max-alloc-size-in-bytes"),
				MaxRankOfAllocatedMemRef: c.Int("max-rank-of-allocated-memref")})
			return nil
		},
	}
)

func init() {
	passes.Register(DropEquivalentBufferResultsPass)
	passes.Register(BufferResultsToOutParamsPass)
	passes.Register(BufferHoistingPass)
	passes.Register(BufferLoopHoistingPass)
	passes.Register(PromoteBuffersToStackPass)
}

// nonNegative is an Option.Check for the unsigned options.
func nonNegative(v any) error {
	if n, ok := v.(int64); ok && n < 0 {
		return fmt.Errorf("must be >= 0, got %d", n)
	}
	return nil
}

// diag returns err as the pass's failure, a diagnostic when it is one.
func diag(c *passes.Context, err error) error {
	if err == nil {
		return nil
	}
	var d *ir.Diagnostic
	var l ir.DiagnosticList
	if errors.As(err, &d) || errors.As(err, &l) {
		return err
	}
	return c.Errorf(c.Op, "%v", err)
}
