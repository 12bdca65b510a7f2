package ir

import (
	"bufio"
	"bytes"
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
	// order. The printer does not print them back: like mlir-opt, it
	// generates its own aliases (#map, #set, ...).
	AttrAliases []AttrAlias
	TypeAliases []TypeAlias
	// DialectResources and ExternalResources are the resource sections of
	// the `{-# ... #-}` file metadata. Like mlir-opt, the printer prints
	// the dialect resources that dense_resource attributes reference and
	// all external resources.
	DialectResources, ExternalResources []ResourceGroup
	// Implicit reports that the source had top-level ops outside an
	// explicit module (the module was created by the parser).
	Implicit bool
	// File is the name the module was parsed from.
	File string
}

// ResourceGroup holds the resources of one dialect or external client
// (`builtin: {blob: "0x..."}`).
type ResourceGroup struct {
	Name    string
	Entries []Resource
}

// Resource is one resource entry. Value is its printed form: a quoted
// string (hex blobs `"0x..."` in upper case), true or false.
type Resource struct {
	Key, Value string
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

// Print writes the module as MLIR text the way mlir-opt prints a file:
// the generated aliases (#map, ...), the module op, then file metadata.
func (m *Module) Print(w io.Writer, opts PrintOptions) error {
	return printTop(w, m.Op, opts, m)
}

// PrintOp writes op (and everything nested in it) as MLIR text followed by
// a newline. A top-level op (one not in a block) prints as a file does,
// with its aliases; a nested op prints in local scope, as mlir-opt's IR
// dumps print it: no aliases, and values defined outside op print as
// %<<UNKNOWN SSA VALUE>>.
func PrintOp(w io.Writer, op *Operation, opts PrintOptions) error {
	if op.block == nil {
		return printTop(w, op, opts, nil)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	pr := newPrinter(bw, opts, false)
	pr.printTopLevel(op)
	return bw.Flush()
}

// printTop prints op with its alias definitions first. When printing may
// define aliases, the body is printed into a buffer (the aliases are known
// once it is printed); otherwise it streams to w (see mayNeedAliases).
func printTop(w io.Writer, op *Operation, opts PrintOptions, m *Module) error {
	out := bufio.NewWriterSize(w, 1<<16)
	pr := newPrinter(out, opts, true)
	pr.names.nameTree(op)
	if forceBufferedPrint || mayNeedAliases(op, opts) {
		var body bytes.Buffer
		bw := bufio.NewWriterSize(&body, 1<<16)
		pr.w = bw
		pr.printNamedTop(op)
		if err := bw.Flush(); err != nil {
			return err
		}
		list := pr.aliases.finalize()
		pr.aliases.writeDefs(out, list, false)
		out.Write(pr.fixDistinctIDs(pr.aliases.resolve(body.Bytes())))
		pr.aliases.writeDefs(out, list, true)
	} else {
		pr.printNamedTop(op)
		if len(pr.aliases.list) > 0 {
			panic("ir: printing defined an alias that mayNeedAliases did not foresee")
		}
	}
	if m != nil {
		printFileMetadata(out, m, pr.resources)
	}
	return out.Flush()
}

// printFileMetadata writes the `{-# ... #-}` dictionary as mlir-opt does:
// the builtin dialect's resources that were referenced while printing (in
// order of first reference), then every external resource.
func printFileMetadata(out *bufio.Writer, m *Module, referenced []string) {
	var sections [2][]ResourceGroup
	for _, g := range m.DialectResources {
		if g.Name != "builtin" {
			sections[0] = append(sections[0], g)
			continue
		}
		var used ResourceGroup
		used.Name = g.Name
		for _, key := range referenced {
			for _, e := range g.Entries {
				if e.Key == key {
					used.Entries = append(used.Entries, e)
					break
				}
			}
		}
		if len(used.Entries) > 0 {
			sections[0] = append(sections[0], used)
		}
	}
	sections[1] = m.ExternalResources
	opened := false
	for si, groups := range sections {
		if len(groups) == 0 {
			continue
		}
		if !opened {
			out.WriteString("\n{-#\n")
			opened = true
		} else {
			out.WriteString(",\n")
		}
		out.WriteString([2]string{"  dialect_resources: {\n", "  external_resources: {\n"}[si])
		for gi, g := range groups {
			if gi > 0 {
				out.WriteString(",\n")
			}
			out.WriteString("    " + keywordOrString(g.Name) + ": {\n")
			for ei, e := range g.Entries {
				if ei > 0 {
					out.WriteString(",\n")
				}
				out.WriteString("      " + keywordOrString(e.Key) + ": " + e.Value)
			}
			out.WriteString("\n    }")
		}
		out.WriteString("\n  }")
	}
	if opened {
		out.WriteString("\n#-}\n\n")
	}
}

// keywordOrString prints s bare when it is a valid keyword, else quoted.
func keywordOrString(s string) string {
	ok := s != ""
	for i := 0; i < len(s) && ok; i++ {
		c := s[i]
		ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || i > 0 && (c >= '0' && c <= '9' || c == '$' || c == '.')
	}
	if ok {
		return s
	}
	return QuoteString(s)
}
