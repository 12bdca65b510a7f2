package optmain

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/report/render"
	"github.com/memopt/memopt/passes"
)

// defaultSplitMarker separates the cases of an input file with
// --split-input-file and the outputs of the cases.
const defaultSplitMarker = "// -----"

// passFlag is one pass given as a command-line flag, in order.
type passFlag struct {
	pass *passes.Pass
	arg  string // the flag as written, for error messages
	opts string // the text after '=', if any
}

// config is the parsed command line.
type config struct {
	input, output string

	pipelineText string
	hasPipeline  bool
	passFlags    []passFlag

	// disableThreading runs nested pipelines on one op at a time.
	disableThreading bool

	// noImplicitModule is --no-implicit-module: the input's single
	// top-level op is the root, not wrapped in a builtin.module.
	noImplicitModule bool

	split             bool
	splitMarker       string
	outputSplitMarker string

	verifyDiagnostics bool
	onlyExpected      bool

	generic, debugInfo bool
	// elideElements and elideLimit are --mlir-elide-elementsattrs-if-larger.
	elideElements bool
	elideLimit    int64

	printBefore, printAfter                          map[string]bool
	printBeforeAll, printAfterAll, printAfterChanged bool
	printAfterFailure, printModuleScope              bool

	timing        bool
	timingDisplay passes.TimingDisplay
	printTreeDir  string
	verifyEach    bool
	dumpPipeline  bool

	// memoryReport is --memory-report's file ("" when not asked for).
	memoryReport string

	help, listPasses, version bool
}

// flagKind says how a flag takes its value.
type flagKind int

const (
	boolFlag     flagKind = iota // --f, --f=true|false
	valueFlag                    // --f=v or --f v
	optValueFlag                 // --f or --f=v
)

type flagDef struct {
	kind flagKind
	help string
	// set applies the flag; v is "" for a bare bool or optional-value flag.
	set func(c *config, v string, given bool) error
}

func boolValue(name, v string, given bool) (bool, error) {
	if !given {
		return true, nil
	}
	switch v {
	case "true", "TRUE", "True", "1":
		return true, nil
	case "false", "FALSE", "False", "0":
		return false, nil
	}
	return false, fmt.Errorf("'%s' is not a value of the boolean option '--%s' (true or false)", v, name)
}

func setBool(name string, dst func(c *config) *bool) func(c *config, v string, given bool) error {
	return func(c *config, v string, given bool) error {
		b, err := boolValue(name, v, given)
		*dst(c) = b
		return err
	}
}

func addList(m *map[string]bool, v string) {
	if *m == nil {
		*m = map[string]bool{}
	}
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			(*m)[s] = true
		}
	}
}

// flagDefs are memopt's own flags (pass flags come from the registry).
var flagDefs = map[string]*flagDef{
	"o": {valueFlag, "Output filename (written only when everything succeeds)", func(c *config, v string, _ bool) error {
		c.output = v
		return nil
	}},
	"memory-report": {valueFlag, "Write a report of the memory plans (every merged buffer with its offset, size, live range and location; arena, lower bound, planner; buffers left alone and why) to FILE: .txt (a table per scope), .json (docs/MEMORY_REPORT.md) or .html (an interactive timeline), '-' for text on stderr; written only when everything succeeds", func(c *config, v string, _ bool) error {
		if _, err := render.FormatOf(v); err != nil {
			return err
		}
		c.memoryReport = v
		return nil
	}},
	"pass-pipeline": {valueFlag, "A textual description of a pass pipeline to run, e.g. 'builtin.module(func.func(merge-alloc{alignment=128}))'", func(c *config, v string, _ bool) error {
		c.pipelineText, c.hasPipeline = v, true
		return nil
	}},
	"split-input-file": {optValueFlag, "Split the input file into chunks using the given or default marker ('// -----') and process each chunk independently", func(c *config, v string, given bool) error {
		c.split = true
		if given {
			if v == "false" {
				c.split = false
			} else if v != "" && v != "true" {
				c.splitMarker = v
			}
		}
		return nil
	}},
	"output-split-marker": {valueFlag, "Split marker to use for merging the output (default '// -----')", func(c *config, v string, _ bool) error {
		c.outputSplitMarker = v
		return nil
	}},
	"verify-diagnostics": {optValueFlag, "Check that emitted diagnostics match expected-* lines on the corresponding line (=all, the default, or =only-expected)", func(c *config, v string, given bool) error {
		c.verifyDiagnostics = true
		switch v {
		case "", "all", "true":
		case "only-expected":
			c.onlyExpected = true
		case "false":
			c.verifyDiagnostics = false
		default:
			return fmt.Errorf("'%s' is not a value of '--verify-diagnostics' (all or only-expected)", v)
		}
		return nil
	}},
	"mlir-print-op-generic":       {boolFlag, "Print the generic op form", setBool("mlir-print-op-generic", func(c *config) *bool { return &c.generic })},
	"mlir-print-debuginfo":        {boolFlag, "Print debug info (locations) in MLIR output", setBool("mlir-print-debuginfo", func(c *config) *bool { return &c.debugInfo })},
	"mlir-print-ir-before-all":    {boolFlag, "Print IR before each pass", setBool("mlir-print-ir-before-all", func(c *config) *bool { return &c.printBeforeAll })},
	"mlir-print-ir-after-all":     {boolFlag, "Print IR after each pass", setBool("mlir-print-ir-after-all", func(c *config) *bool { return &c.printAfterAll })},
	"mlir-print-ir-after-change":  {boolFlag, "When printing the IR after a pass, only print if the IR changed", setBool("mlir-print-ir-after-change", func(c *config) *bool { return &c.printAfterChanged })},
	"mlir-print-ir-after-failure": {boolFlag, "When printing the IR after a pass, only print if the pass failed (on its own: print after failures)", setBool("mlir-print-ir-after-failure", func(c *config) *bool { return &c.printAfterFailure })},
	"mlir-print-ir-module-scope":  {boolFlag, "When printing IR for print-ir-[before|after]{-all} always print the top-level operation", setBool("mlir-print-ir-module-scope", func(c *config) *bool { return &c.printModuleScope })},
	"mlir-print-ir-before": {valueFlag, "Print IR before the given passes (comma-separated pass names)", func(c *config, v string, _ bool) error {
		addList(&c.printBefore, v)
		return nil
	}},
	"mlir-print-ir-after": {valueFlag, "Print IR after the given passes (comma-separated pass names)", func(c *config, v string, _ bool) error {
		addList(&c.printAfter, v)
		return nil
	}},
	"dump-pass-pipeline": {boolFlag, "Print the pipeline that will be run (on stderr)", setBool("dump-pass-pipeline", func(c *config) *bool { return &c.dumpPipeline })},
	"mlir-timing-display": {valueFlag, "Display method for --mlir-timing data: tree (the default: nested as they ran) or list (one row per name, sorted by time)", func(c *config, v string, _ bool) error {
		switch v {
		case "tree":
			c.timingDisplay = passes.TimingTree
		case "list":
			c.timingDisplay = passes.TimingList
		default:
			return fmt.Errorf("'%s' is not a value of '--mlir-timing-display' (list or tree)", v)
		}
		return nil
	}},
	"mlir-print-ir-tree-dir": {valueFlag, "With the --mlir-print-ir-* flags: write each dump to its own file in a directory tree rooted here (one directory per op and ancestor, files numbered in order) instead of stderr", func(c *config, v string, _ bool) error {
		c.printTreeDir = v
		return nil
	}},
	"mlir-elide-elementsattrs-if-larger": {valueFlag, "Elide ElementsAttrs with more elements than the given upper limit: print them as dense_resource<__elided__> (splats are printed whole)", func(c *config, v string, _ bool) error {
		n, err := strconv.ParseUint(v, 10, 63)
		if err != nil {
			return fmt.Errorf("'%s' is not a value of the option '--mlir-elide-elementsattrs-if-larger' (a number of elements)", v)
		}
		c.elideElements, c.elideLimit = true, int64(n)
		return nil
	}},
	"mlir-timing":                {boolFlag, "Display execution times", setBool("mlir-timing", func(c *config) *bool { return &c.timing })},
	"verify-each":                {boolFlag, "Run the verifier after each transformation pass (default true)", setBool("verify-each", func(c *config) *bool { return &c.verifyEach })},
	"mlir-disable-threading":     {boolFlag, "Disable multi-threading: run function passes on one function at a time and write --memory-report on one thread (they use as many as GOMAXPROCS otherwise, with the same output)", setBool("mlir-disable-threading", func(c *config) *bool { return &c.disableThreading })},
	"no-implicit-module":         {boolFlag, "Disable implicit addition of a top-level module op during parsing: the input must hold exactly one top-level op, which the passes run on and which is printed as the output", setBool("no-implicit-module", func(c *config) *bool { return &c.noImplicitModule })},
	"allow-unregistered-dialect": {boolFlag, "Accepted for compatibility with mlir-opt; memopt always allows unregistered ops", func(*config, string, bool) error { return nil }},
	"help":                       {boolFlag, "Display available options", setBool("help", func(c *config) *bool { return &c.help })},
	"list-passes":                {boolFlag, "Print the list of registered passes and exit", setBool("list-passes", func(c *config) *bool { return &c.listPasses })},
	"version":                    {boolFlag, "Display the version of this program", setBool("version", func(c *config) *bool { return &c.version })},
}

// flagAliases are other spellings of some flags.
var flagAliases = map[string]string{"h": "help", "help-hidden": "help", "p": "pass-pipeline"}

// usageError is a command-line error, printed as "<tool>: msg".
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// parseArgs reads the command line LLVM-style: flags with one or two
// dashes, `--flag=value` or `--flag value` for flags taking a value, pass
// flags (`--merge-alloc`, `--merge-alloc="alignment=128"`) kept in order,
// at most one positional input (default "-", stdin), `--` ending flags.
// tool is the tool's name, used in the messages.
func parseArgs(tool string, args []string) (*config, error) {
	c := &config{input: "-", splitMarker: defaultSplitMarker, outputSplitMarker: defaultSplitMarker, verifyEach: true}
	positional := []string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if a == "-" || !strings.HasPrefix(a, "-") {
			positional = append(positional, a)
			continue
		}
		body := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		name, val, given := strings.Cut(body, "=")
		if al, ok := flagAliases[name]; ok {
			name = al
		}
		if def, ok := flagDefs[name]; ok {
			if def.kind == valueFlag && !given {
				if i+1 >= len(args) {
					return nil, &usageError{fmt.Sprintf("for the --%s option: requires a value!", name)}
				}
				i++
				val, given = args[i], true
			}
			if err := def.set(c, val, given); err != nil {
				return nil, &usageError{"for the --" + name + " option: " + err.Error()}
			}
			continue
		}
		if p := passes.Lookup(name); p != nil {
			c.passFlags = append(c.passFlags, passFlag{pass: p, arg: "--" + name, opts: val})
			continue
		}
		msg := fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", a, tool)
		if s := suggest(name); s != "" {
			msg += fmt.Sprintf("\n%s: Did you mean '--%s'?", tool, s)
		}
		return nil, &usageError{msg}
	}
	switch len(positional) {
	case 0:
	case 1:
		c.input = positional[0]
	default:
		return nil, &usageError{"Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: " + tool + " --help"}
	}
	if c.hasPipeline && len(c.passFlags) > 0 {
		return nil, &usageError{"'--pass-pipeline' option can't be used with individual pass options"}
	}
	return c, nil
}

// suggest returns the known flag closest to name, if it is close enough.
func suggest(name string) string {
	var cands []string
	for n := range flagDefs {
		cands = append(cands, n)
	}
	for _, p := range passes.All() {
		cands = append(cands, p.Name)
	}
	return ir.Closest(name, cands)
}

// buildPipeline returns the pipeline to run: --pass-pipeline's text, or the
// pass flags in command-line order with function passes nested under
// func.func.
func buildPipeline(c *config) (*passes.Pipeline, error) {
	return buildPipelineOn(c, "builtin.module")
}

// buildPipelineOn is buildPipeline for a root op named anchor: the pass
// flags are nested implicitly below it, as mlir-opt nests them below the
// top-level op (with --no-implicit-module, the input's own op).
// --pass-pipeline names its anchor itself.
func buildPipelineOn(c *config, anchor string) (*passes.Pipeline, error) {
	if c.hasPipeline {
		return passes.ParsePipeline(c.pipelineText)
	}
	pl := passes.NewPipeline(anchor)
	for _, f := range c.passFlags {
		vals := passes.NewValues(f.pass)
		if err := passes.ParseOptions(vals, f.opts); err != nil {
			if se, ok := err.(*passes.SyntaxError); ok {
				se.Source = "<" + f.arg + ">"
			}
			return nil, err
		}
		if err := pl.Add(f.pass, vals); err != nil {
			return nil, err
		}
	}
	return pl, nil
}
