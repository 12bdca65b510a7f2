package optmain

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/memopt/memopt/passes"
)

func helpLine(w io.Writer, indent int, flag, help string) {
	left := strings.Repeat(" ", indent) + flag
	fmt.Fprintf(w, "%-44s - %s\n", left, help)
}

// writePasses lists every registered pass with its summary and options
// (type, default, allowed values), as --help and --list-passes show them.
func writePasses(w io.Writer, indent int) {
	for _, p := range passes.All() {
		flag := "--" + p.Name
		anchor := ""
		if p.Anchor != "" && p.Anchor != passes.AnyOp {
			anchor = " (runs on each " + p.Anchor + ")"
		}
		helpLine(w, indent, flag, "  "+p.Summary+anchor)
		for _, o := range p.Options {
			f := "--" + o.Name
			if o.Kind != passes.Bool {
				f += "=<" + o.Kind.String() + ">"
			}
			help := o.Help
			def := o.Default
			if def == "" && o.Kind == passes.Bool {
				def = "false"
			}
			if def != "" {
				help += " (default: " + def + ")"
			}
			helpLine(w, indent+2, f, help)
			for _, v := range o.AllowedValues() {
				fmt.Fprintf(w, "%s=%s\n", strings.Repeat(" ", indent+4), v)
			}
		}
	}
}

// writePassList is --list-passes.
func writePassList(w io.Writer) {
	fmt.Fprintln(w, "Passes:")
	writePasses(w, 2)
}

// writeHelp is --help: usage, the flags and every registered pass with
// its options and defaults, for the tool called name.
func writeHelp(w io.Writer, name, overview string) {
	fmt.Fprintf(w, "OVERVIEW: %s\n\nUSAGE: %s [options] <input file>\n", overview, name)
	fmt.Fprint(w, `
  The input is MLIR text; '-' (the default) reads stdin. The result is
  printed to stdout, or to -o FILE. Passes run in command-line order;
  function passes run on each func.func in turn. Pass options are given as
  --pass="opt=value flag" or, in --pass-pipeline, as pass{opt=value flag}.
  Exit status: 0 on success, 1 on any error.

OPTIONS:
`)
	names := make([]string, 0, len(flagDefs))
	for n := range flagDefs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		d := flagDefs[n]
		flag := "--" + n
		switch {
		case n == "o":
			flag = "-o <filename>"
		case d.kind == valueFlag:
			flag += "=<string>"
		case d.kind == optValueFlag:
			flag += "[=<string>]"
		}
		helpLine(w, 2, flag, d.help)
	}
	fmt.Fprintln(w, "\n  Passes:")
	writePasses(w, 4)
}
