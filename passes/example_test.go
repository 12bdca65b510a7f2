package passes_test

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
)

// CountOps is a function pass: a remark with the number of ops in each
// function with at least min of them. It only inspects the IR.
var CountOps = &passes.Pass{
	Name:    "example-count-ops",
	Summary: "Remark with the number of ops in each function",
	Anchor:  "func.func",
	Options: []*passes.Option{
		{Name: "min", Kind: passes.Int, Default: "1", Help: "remark from this many ops on", Check: passes.Positive},
	},
	Run: func(c *passes.Context) error {
		n := 0
		ir.WalkPreOrder(c.Op, func(*ir.Operation) { n++ })
		if int64(n) >= c.Int("min") {
			c.Remarkf(c.Op, "@%s has %d ops", ir.SymbolName(c.Op), n)
		}
		c.PreserveAll()
		return nil
	},
}

// Passes register themselves from an init function of their package.
func init() { passes.Register(CountOps) }

// Register a pass, parse a textual pipeline that uses it and run it on a
// parsed module, verifying the IR after every pass.
func Example() {
	mod, err := parser.Parse("in.mlir", []byte(`func.func @small() {
  return
}
func.func @big(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %z = arith.muli %y, %y : i32
  return %z : i32
}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	pl, err := passes.ParsePipeline("builtin.module(func.func(example-count-ops{min=3}),strip-debuginfo)")
	if err != nil {
		fmt.Println(err)
		return
	}
	m := passes.NewManager(pl, ir.Verify)
	m.Diagnostics = func(d *ir.Diagnostic) { fmt.Println(d) }
	if err := m.Run(mod.Op); err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println(pl)
	// Output:
	// in.mlir:4:1: remark: @big has 4 ops
	// builtin.module(func.func(example-count-ops{min=3}),strip-debuginfo)
}
