package ir

// The builtin dialect: builtin.module and builtin.unrealized_conversion_cast.

func init() {
	Register(
		&OpDef{
			Name:    "builtin.module",
			Summary: "a top level container operation",
			Syntax:  "module @name? attributes {...}? { ops }",
			// Like MLIR's ModuleOp, the module is not an allocation scope:
			// merge-alloc plans buffers per function (or nested scope op).
			Traits:   IsolatedFromAbove | NoTerminator | SingleBlock | SymbolTable | Symbol | GraphRegion,
			Inherent: []string{"sym_name", "sym_visibility"},
			Verify: verifyAll(nOperands(0), nResults(0), nRegions(1), func(op *Operation) error {
				if b := op.Region(0).Front(); b != nil && b.NumArgs() != 0 {
					return op.OpErrorf("expects region to have no arguments")
				}
				if n := len(op.Region(0).Blocks()); n > 1 {
					return op.OpErrorf("expects region #0 to have 0 or 1 blocks")
				}
				return nil
			}),
			Parse: parseBuiltinModule,
			Print: printBuiltinModule,
		},
		&OpDef{
			Name:    "builtin.unrealized_conversion_cast",
			Summary: "an unrealized conversion from one set of types to another",
			Syntax:  "%r = builtin.unrealized_conversion_cast %a : t1 to t2",
			Traits:  Pure,
			Args:    "inputs:Variadic<AnyType>",
			Results: "outputs:Variadic<AnyType>",
			Format:  "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
		},
	)
}
