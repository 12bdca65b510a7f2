package passes

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/memopt/memopt/ir"
)

// PrintIR is the instrumentation behind --mlir-print-ir-before=<pass>,
// --mlir-print-ir-after=<pass>, --mlir-print-ir-before-all,
// --mlir-print-ir-after-all and --mlir-print-ir-after-change. It writes
// dumps in mlir-opt's format:
//
//	// -----// IR Dump After MergeAlloc (merge-alloc) //----- //
//	func.func @f() { ... }
//
// followed by an empty line.
type PrintIR struct {
	BaseInstrumentation
	// Before and After hold the names of the passes to dump around.
	Before, After map[string]bool
	// BeforeAll and AfterAll dump around every pass.
	BeforeAll, AfterAll bool
	// OnlyIfChanged restricts the after-dumps to passes that changed the
	// IR (--mlir-print-ir-after-change; a modifier of the after flags, as
	// in mlir-opt).
	OnlyIfChanged bool
	// AfterFailure dumps the op after a pass that failed, and then only
	// after failures (--mlir-print-ir-after-failure).
	AfterFailure bool
	// ModuleScope dumps the top-level op instead of the op the pass ran
	// on, naming that op in the header (--mlir-print-ir-module-scope).
	ModuleScope bool
	// Print writes an op (ir.PrintOp with the command line's print
	// options).
	Print func(w io.Writer, op *ir.Operation) error
	// Out receives the dumps (stderr in memopt).
	Out io.Writer
}

func (p *PrintIR) dump(when string, e *Elem, op *ir.Operation) {
	scope := ""
	if p.ModuleScope {
		scope = fmt.Sprintf(" ('%s' operation", op.Name())
		if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
			scope += ": @" + s.Value
		}
		scope += ")"
		for op.ParentOp() != nil {
			op = op.ParentOp()
		}
	}
	fmt.Fprintf(p.Out, "// -----// IR Dump %s %s (%s)%s //----- //\n", when, e.Pass.Title(), e.Pass.Name, scope)
	var sb strings.Builder
	if err := p.Print(&sb, op); err != nil {
		fmt.Fprintf(&sb, "<<failed to print: %v>>", err)
	}
	s := strings.TrimRight(sb.String(), "\n")
	io.WriteString(p.Out, s+"\n\n")
}

// WatchesChanges reports whether the dumps depend on exact change
// information (OnlyIfChanged).
func (p *PrintIR) WatchesChanges() bool { return p.OnlyIfChanged }

// BeforePass dumps op before the selected passes.
func (p *PrintIR) BeforePass(e *Elem, op *ir.Operation) {
	if p.BeforeAll || p.Before[e.Pass.Name] {
		p.dump("Before", e, op)
	}
}

// AfterPass dumps op after the selected passes.
func (p *PrintIR) AfterPass(e *Elem, op *ir.Operation, changed bool) {
	if (p.AfterAll || p.After[e.Pass.Name]) && (changed || !p.OnlyIfChanged) && !p.AfterFailure {
		p.dump("After", e, op)
	}
}

// AfterPassFailed dumps op after a failed pass when AfterFailure is set.
func (p *PrintIR) AfterPassFailed(e *Elem, op *ir.Operation) {
	if p.AfterFailure {
		p.dump("After", &Elem{Pass: &Pass{Name: e.Pass.Name, DisplayName: e.Pass.Title() + " Failed"}}, op)
	}
}

// Timing is the instrumentation behind --mlir-timing: it measures wall
// time per pass, nested pipeline and analysis (summed over every op they
// ran on) and prints mlir-opt's execution time report. Callers time other
// phases with Start ("Parser", "Output").
type Timing struct {
	BaseInstrumentation
	start time.Time
	root  *timer
	stack []*timer
	depth int // nesting depth of pipelines; the root pipeline is not a row
	// now is the clock (replaced in tests).
	now func() time.Time
}

type timer struct {
	name     string
	key      any
	total    time.Duration
	started  time.Time
	children []*timer
}

// NewTiming starts the total clock.
func NewTiming() *Timing {
	t := &Timing{now: time.Now}
	t.start = t.now()
	t.root = &timer{name: "Total"}
	t.stack = []*timer{t.root}
	return t
}

func (t *Timing) push(key any, name string) {
	top := t.stack[len(t.stack)-1]
	var c *timer
	for _, x := range top.children {
		if x.key == key {
			c = x
			break
		}
	}
	if c == nil {
		c = &timer{name: name, key: key}
		top.children = append(top.children, c)
	}
	c.started = t.now()
	t.stack = append(t.stack, c)
}

func (t *Timing) pop() {
	c := t.stack[len(t.stack)-1]
	c.total += t.now().Sub(c.started)
	t.stack = t.stack[:len(t.stack)-1]
}

// Start begins a top-level phase called name and returns the function
// that ends it.
func (t *Timing) Start(name string) (stop func()) {
	t.push("phase:"+name, name)
	return t.pop
}

// BeforePipeline starts a "'anchor' Pipeline" row for nested pipelines.
func (t *Timing) BeforePipeline(pl *Pipeline, op *ir.Operation) {
	t.depth++
	if t.depth > 1 {
		t.push(pl, "'"+pl.Anchor+"' Pipeline")
	}
}

// AfterPipeline ends it.
func (t *Timing) AfterPipeline(pl *Pipeline, op *ir.Operation) {
	if t.depth > 1 {
		t.pop()
	}
	t.depth--
}

// BeforePass starts the pass's row.
func (t *Timing) BeforePass(e *Elem, op *ir.Operation) { t.push(e, e.Pass.Title()) }

// AfterPass ends it.
func (t *Timing) AfterPass(e *Elem, op *ir.Operation, changed bool) { t.pop() }

// AfterPassFailed ends it.
func (t *Timing) AfterPassFailed(e *Elem, op *ir.Operation) { t.pop() }

// BeforeAnalysis starts an "(A) name" row.
func (t *Timing) BeforeAnalysis(a *Analysis, op *ir.Operation) { t.push(a, "(A) "+a.Name) }

// AfterAnalysis ends it.
func (t *Timing) AfterAnalysis(a *Analysis, op *ir.Operation) { t.pop() }

const timingRule = "===-------------------------------------------------------------------------==="

// Report writes mlir-opt's execution time report: every row with its wall
// time and share of the total, nested rows indented, then Rest (time not
// in any top-level row) and Total.
func (t *Timing) Report(w io.Writer) {
	total := t.now().Sub(t.start)
	t.report(w, total)
}

func (t *Timing) report(w io.Writer, total time.Duration) {
	var sb strings.Builder
	sb.WriteString(timingRule + "\n")
	sb.WriteString("                         ... Execution time report ...\n")
	sb.WriteString(timingRule + "\n")
	fmt.Fprintf(&sb, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	sb.WriteString("  ----Wall Time----  ----Name----\n")
	row := func(d time.Duration, indent int, name string) {
		pct := 0.0
		if total > 0 {
			pct = 100 * d.Seconds() / total.Seconds()
		}
		fmt.Fprintf(&sb, "  %8.4f (%5.1f%%)  %s%s\n", d.Seconds(), pct, strings.Repeat("  ", indent), name)
	}
	var walk func(ts []*timer, indent int)
	walk = func(ts []*timer, indent int) {
		for _, c := range ts {
			row(c.total, indent, c.name)
			walk(c.children, indent+1)
		}
	}
	walk(t.root.children, 0)
	var sum time.Duration
	for _, c := range t.root.children {
		sum += c.total
	}
	rest := total - sum
	if rest < 0 {
		rest = 0
	}
	row(rest, 0, "Rest")
	row(total, 0, "Total")
	io.WriteString(w, sb.String())
}
