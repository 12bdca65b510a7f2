package ir

import (
	"bufio"
	"io"
)

// AttrAlias is a top-level attribute alias definition `#name = attr`.
type AttrAlias struct {
	Name string
	Attr Attribute
}

// TypeAlias is a top-level type alias definition `!name = type`.
type TypeAlias struct {
	Name string
	Type Type
}

// Module is a parsed MLIR file: its builtin.module op plus the file-level
// things that are not operations (alias definitions, resources).
type Module struct {
	// Op is the builtin.module operation.
	Op *Operation
	// AttrAliases and TypeAliases are the alias definitions in source
	// order; the printer prints them back and uses their names.
	AttrAliases []AttrAlias
	TypeAliases []TypeAlias
	// Resources is the `{-# ... #-}` file metadata block, kept verbatim.
	Resources string
	// Implicit reports that the source had top-level ops outside an
	// explicit module (the module was created by the parser).
	Implicit bool
	// File is the name the module was parsed from.
	File string
}

// NewModule returns a module holding an empty builtin.module op.
func NewModule() *Module {
	st := &OperationState{Name: "builtin.module"}
	r := st.AddRegion()
	r.AppendBlock(NewBlock())
	return &Module{Op: NewOperation(st)}
}

// Body returns the module's single block.
func (m *Module) Body() *Block { return m.Op.Region(0).Front() }

// Print writes the module as MLIR text (aliases first, then the module op,
// then file metadata), the way mlir-opt prints a file.
func (m *Module) Print(w io.Writer, opts PrintOptions) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	pr := newPrinter(bw, opts, m)
	pr.printAliasDefs()
	pr.printTopLevel(m.Op)
	if m.Resources != "" {
		pr.ws("\n")
		pr.ws(m.Resources)
		pr.ws("\n")
	}
	return bw.Flush()
}

// PrintOp writes op (and everything nested in it) as MLIR text followed by
// a newline. Values defined outside op print as %<unknown>-style names
// numbered locally.
func PrintOp(w io.Writer, op *Operation, opts PrintOptions) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	pr := newPrinter(bw, opts, nil)
	pr.printTopLevel(op)
	return bw.Flush()
}
