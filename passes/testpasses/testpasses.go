// Package testpasses registers passes that exist to test memopt's pass
// infrastructure from the command line, like mlir-opt's test-* passes:
// test-pass-failure fails, emits diagnostics, panics or breaks the IR on
// demand, so lit tests can check how memopt reports each case.
package testpasses

import (
	"errors"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// PassFailure is the test-pass-failure pass.
var PassFailure = &passes.Pass{
	Name:    "test-pass-failure",
	Summary: "Test pass: fail, emit diagnostics, panic or break the IR on each function (or only @func)",
	Anchor:  "func.func",
	Options: []*passes.Option{
		{Name: "mode", Kind: passes.String, Default: "error", Help: "what to do on each function",
			Values: []string{"error", "emit", "panic", "break-ir", "remark", "warning", "note"}},
		{Name: "func", Kind: passes.String, Help: "act only on the function with this name (default: all)"},
	},
	Run: func(c *passes.Context) error {
		if f := c.String("func"); f != "" && ir.SymbolName(c.Op) != f {
			c.PreserveAll()
			return nil
		}
		switch c.String("mode") {
		case "emit":
			return c.Errorf(c.Op, "test-pass-failure: error emitted on @%s", ir.SymbolName(c.Op))
		case "remark":
			c.Remarkf(c.Op, "test-pass-failure: remark on @%s", ir.SymbolName(c.Op))
			c.PreserveAll()
			return nil
		case "warning":
			c.Warnf(c.Op, "test-pass-failure: warning on @%s", ir.SymbolName(c.Op))
			c.PreserveAll()
			return nil
		case "note":
			d := &ir.Diagnostic{Pos: c.Op.Loc.Position(), Severity: ir.SeverityWarning,
				Message: "test-pass-failure: warning with a note on @" + ir.SymbolName(c.Op)}
			if body := c.Op.Region(0).Front(); body != nil && body.First() != nil {
				d.AddNote(body.First().Loc.Position(), "the first op of @%s", ir.SymbolName(c.Op))
			}
			c.Emit(d)
			c.PreserveAll()
			return nil
		case "panic":
			var ops []*ir.Operation
			_ = ops[len(ops)] // index out of range
		case "break-ir":
			// Give the function one more input than its entry block has
			// arguments: the func.func verifier rejects it.
			if ft := ir.FuncType(c.Op); ft != nil {
				in := append(append([]ir.Type(nil), ft.Inputs...), ir.I32)
				c.Op.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: in, Results: ft.Results}})
			}
			return nil
		}
		return errors.New("test-pass-failure: requested failure")
	},
}

func init() { passes.Register(PassFailure) }
