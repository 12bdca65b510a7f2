package optmain

import (
	"fmt"
	"io"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// module is a parsed input: its root op and how to print it whole (with
// the aliases and file metadata the printer keeps).
type module struct {
	op    *ir.Operation
	print func(w io.Writer, opts ir.PrintOptions) error
}

// parseModule parses one input (or one --split-input-file case, whose
// first line is line lineOffset+1 of the file). With noImplicitModule
// (--no-implicit-module) the input must hold exactly one top-level op,
// which becomes the root instead of being wrapped in a builtin.module;
// start is where the case begins, where mlir-opt reports another count.
func parseModule(filename string, src []byte, lineOffset int, noImplicitModule bool, start ir.Pos) (*module, error) {
	m, err := parser.Parse(filename, src, parser.WithLineOffset(lineOffset))
	if err != nil {
		return nil, err
	}
	if noImplicitModule && m.Implicit {
		// mlir-opt verifies what it parsed (symbols included) before it
		// counts the top-level ops.
		if err := ir.Verify(m.Op); err != nil {
			return nil, err
		}
		var ops []*ir.Operation
		if blocks := m.Op.Region(0).Blocks(); len(blocks) > 0 {
			ops = blocks[0].Ops()
		}
		if len(ops) != 1 {
			return nil, &ir.Diagnostic{Pos: start, Severity: ir.SeverityError,
				Message: fmt.Sprintf("source must contain a single top-level operation, found: %d", len(ops))}
		}
		ops[0].Remove()
		m.Op, m.Implicit = ops[0], false
	}
	return &module{op: m.Op, print: m.Print}, nil
}

// printOp prints any op, for the --mlir-print-ir-* dumps.
func printOp(w io.Writer, op *ir.Operation, opts ir.PrintOptions) error {
	return ir.PrintOp(w, op, opts)
}

// verifyOp is the IR verifier, run after parsing and after each pass.
func verifyOp(op *ir.Operation) error { return ir.Verify(op) }
