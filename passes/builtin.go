package passes

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/memopt/memopt/ir"
)

// StripDebugInfo is the strip-debuginfo pass: it replaces the location of
// every op, block and block argument with the unknown location, as MLIR's
// pass of the same name does.
var StripDebugInfo = &Pass{
	Name:        "strip-debuginfo",
	Summary:     "Strip debug info from all operations",
	DisplayName: "StripDebugInfo",
	Run: func(c *Context) error {
		ir.WalkPreOrder(c.Op, func(op *ir.Operation) {
			op.Loc = ir.Location{}
			for _, r := range op.Regions() {
				for _, b := range r.Blocks() {
					b.Loc = ir.Location{}
					for _, a := range b.Args() {
						a.Loc = ir.Location{}
					}
				}
			}
		})
		return nil
	},
}

// PrintOpStats is the print-op-stats pass: it counts the ops by name
// (including the op it runs on) and writes the table (or JSON) in
// mlir-opt's format to the report output (stderr).
var PrintOpStats = &Pass{
	Name:        "print-op-stats",
	Summary:     "Print statistics of operations",
	DisplayName: "PrintOpStats",
	Options: []*Option{
		{Name: "json", Kind: Bool, Default: "false", Help: "print the stats as JSON"},
	},
	Run: func(c *Context) error {
		counts := OpCounts(c.Op)
		if c.Bool("json") {
			WriteOpStatsJSON(c.Out(), counts)
		} else {
			WriteOpStats(c.Out(), counts)
		}
		c.PreserveAll()
		return nil
	},
}

func init() {
	Register(StripDebugInfo)
	Register(PrintOpStats)
}

// OpCounts counts op and the ops nested in it by name.
func OpCounts(op *ir.Operation) map[string]int {
	counts := map[string]int{}
	ir.WalkPreOrder(op, func(o *ir.Operation) { counts[o.Name()]++ })
	return counts
}

func sortedNames(counts map[string]int) []string {
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// WriteOpStats writes counts like mlir-opt's --print-op-stats: names sorted,
// dialect prefixes right-aligned on the '.', op names left-aligned, then
// " , count".
func WriteOpStats(w io.Writer, counts map[string]int) {
	names := sortedNames(counts)
	maxDialect, maxOp := 0, 0
	split := func(n string) (string, string) {
		if i := strings.IndexByte(n, '.'); i >= 0 {
			return n[:i], n[i+1:]
		}
		return "", n
	}
	for _, n := range names {
		d, o := split(n)
		maxDialect = max(maxDialect, len(d))
		maxOp = max(maxOp, len(o))
	}
	var sb strings.Builder
	sb.WriteString("Operations encountered:\n-----------------------\n")
	for _, n := range names {
		d, o := split(n)
		if d == "" {
			sb.WriteString(strings.Repeat(" ", maxDialect+3))
		} else {
			fmt.Fprintf(&sb, "%*s.", maxDialect+2, d)
		}
		fmt.Fprintf(&sb, "%-*s , %d\n", maxOp, o, counts[n])
	}
	io.WriteString(w, sb.String())
}

// WriteOpStatsJSON writes counts like mlir-opt's --print-op-stats=json.
func WriteOpStatsJSON(w io.Writer, counts map[string]int) {
	var sb strings.Builder
	sb.WriteString("{\n")
	for i, n := range sortedNames(counts) {
		if i > 0 {
			sb.WriteString(",\n")
		}
		fmt.Fprintf(&sb, "  %q : %d", n, counts[n])
	}
	sb.WriteString("\n}\n")
	io.WriteString(w, sb.String())
}
