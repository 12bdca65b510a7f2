package optmain

import (
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
// first line is line lineOffset+1 of the file).
func parseModule(filename string, src []byte, lineOffset int) (*module, error) {
	m, err := parser.Parse(filename, src, parser.WithLineOffset(lineOffset))
	if err != nil {
		return nil, err
	}
	return &module{op: m.Op, print: m.Print}, nil
}

// printOp prints any op, for the --mlir-print-ir-* dumps.
func printOp(w io.Writer, op *ir.Operation, opts ir.PrintOptions) error {
	return ir.PrintOp(w, op, opts)
}

// verifyOp is the IR verifier, run after parsing and after each pass.
func verifyOp(op *ir.Operation) error { return ir.Verify(op) }
