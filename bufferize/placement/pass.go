package placement

import (
	"errors"

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
)

func init() {
	passes.Register(DropEquivalentBufferResultsPass)
	passes.Register(BufferResultsToOutParamsPass)
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
