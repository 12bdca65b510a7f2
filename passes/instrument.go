package passes

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/memopt/memopt/ir"
)

// PrintIR is the instrumentation behind --mlir-print-ir-before=<pass>,
// --mlir-print-ir-after=<pass>, --mlir-print-ir-before-all,
// --mlir-print-ir-after-all, --mlir-print-ir-after-change and
// --mlir-print-ir-tree-dir. It writes dumps in mlir-opt's format:
//
//	// -----// IR Dump After MergeAlloc (merge-alloc) //----- //
//	func.func @f() { ... }
//
// followed by an empty line (two after a top-level op, which prints its
// own final newline, as in mlir-opt).
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
	// Out receives the dumps (stderr in memopt) unless TreeDir is set.
	Out io.Writer
	// TreeDir, when set, writes every dump to a file of its own in a
	// directory tree rooted there, as mlir-opt's --mlir-print-ir-tree-dir
	// does: one directory per op the pass ran on and each of its
	// ancestors, named "<op name with '_' for '.'>_<symbol name or
	// no-symbol-name>" (builtin_module_no-symbol-name/func_func_main), and
	// in it a file "<counters>_<pass>.mlir" whose counters, joined by '_',
	// are the number of dumps of each op on the path so far (every op
	// counting from 0): builtin_module_no-symbol-name/func_func_main/
	// 0_1_merge-alloc.mlir. Directories are created as needed and files
	// written in place.
	TreeDir string
	// Err is the first error writing into TreeDir; later dumps are not
	// written.
	Err error

	counters map[*ir.Operation]int
}

func (p *PrintIR) dump(when string, e *Elem, op *ir.Operation) {
	if p.Err != nil {
		return
	}
	target := op
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
	var sb strings.Builder
	fmt.Fprintf(&sb, "// -----// IR Dump %s %s (%s)%s //----- //\n", when, e.Pass.Title(), e.Pass.Name, scope)
	var body strings.Builder
	if err := p.Print(&body, op); err != nil {
		fmt.Fprintf(&body, "<<failed to print: %v>>", err)
	}
	sb.WriteString(strings.TrimRight(body.String(), "\n"))
	if op.ParentOp() == nil {
		sb.WriteString("\n")
	}
	sb.WriteString("\n\n")
	if p.TreeDir == "" {
		io.WriteString(p.Out, sb.String())
		return
	}
	dir, file := p.treePath(target, e.Pass.Name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.Err = fmt.Errorf("cannot create directory '%s' for --mlir-print-ir-tree-dir: %v", dir, unwrapPathError(err))
		return
	}
	path := filepath.Join(dir, file)
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		p.Err = fmt.Errorf("cannot write IR dump file '%s': %v", path, unwrapPathError(err))
	}
}

// treePath returns the directory and file name of the next dump of op by
// pass (see TreeDir), counting the dump.
func (p *PrintIR) treePath(op *ir.Operation, pass string) (string, string) {
	if p.counters == nil {
		p.counters = map[*ir.Operation]int{}
	}
	if n, ok := p.counters[op]; ok {
		p.counters[op] = n + 1
	} else {
		p.counters[op] = 0
	}
	var dirs, counts []string
	for o := op; o != nil; o = o.ParentOp() {
		// An ancestor never dumped yet counts 0 (and its first own dump
		// then counts 1, as in mlir-opt).
		n, ok := p.counters[o]
		if !ok {
			p.counters[o] = 0
		}
		counts = append(counts, strconv.Itoa(n))
		sym := "no-symbol-name"
		if s, ok := o.Attr("sym_name").(*ir.StringAttr); ok {
			sym = strings.NewReplacer("/", "_", "\\", "_").Replace(s.Value)
		}
		dirs = append(dirs, strings.ReplaceAll(o.Name(), ".", "_")+"_"+sym)
	}
	slices.Reverse(dirs)
	slices.Reverse(counts)
	return filepath.Join(append([]string{p.TreeDir}, dirs...)...), strings.Join(counts, "_") + "_" + pass + ".mlir"
}

// unwrapPathError returns the reason of a *fs.PathError ("not a
// directory"), or err.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
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

// TimingDisplay is how a Timing report shows its rows
// (--mlir-timing-display).
type TimingDisplay int

const (
	// TimingTree shows the rows nested as they ran: passes inside their
	// pipelines, analyses inside the passes that asked for them (the
	// default, mlir-opt's "tree").
	TimingTree TimingDisplay = iota
	// TimingList shows one row per name, the times of equally named rows
	// summed, sorted by time, largest first (mlir-opt's "list"); as in
	// mlir-opt, the list also has the rows the tree hides: "root" (the
	// whole run) and each "Pipeline Collection" (a group of nested
	// pipelines run as one step, see Adaptor).
	TimingList
)

// Timing is the instrumentation behind --mlir-timing: it measures wall
// time per pass, nested pipeline, adaptor and analysis (summed over every
// op they ran on) and prints mlir-opt's execution time report. Callers
// time other phases with Start ("Parser", "Output").
type Timing struct {
	BaseInstrumentation
	// Display chooses the tree (default) or the list report.
	Display TimingDisplay
	start   time.Time
	root    *timer
	stack   []*timer
	depth   int // nesting depth of pipelines; the root pipeline is not a row
	// now is the clock (replaced in tests).
	now func() time.Time
}

type timer struct {
	name     string
	key      any
	total    time.Duration
	started  time.Time
	children []*timer
	// hidden rows are left out of the tree (their children take their
	// place), as MLIR hides an adaptor of a single pipeline.
	hidden bool
}

// NewTiming starts the total clock.
func NewTiming() *Timing {
	t := &Timing{now: time.Now}
	t.start = t.now()
	t.root = &timer{name: "root"}
	t.stack = []*timer{t.root}
	return t
}

func (t *Timing) push(key any, name string) *timer {
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
	return c
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

// pipelineKey identifies a nested pipeline's row inside its adaptor's row.
type pipelineKey struct{ anchor string }

// BeforePipeline starts a "'anchor' Pipeline" row for nested pipelines.
func (t *Timing) BeforePipeline(pl *Pipeline, op *ir.Operation) {
	t.depth++
	if t.depth > 1 {
		t.push(pipelineKey{pl.Anchor}, "'"+pl.Anchor+"' Pipeline")
	}
}

// AfterPipeline ends it.
func (t *Timing) AfterPipeline(pl *Pipeline, op *ir.Operation) {
	if t.depth > 1 {
		t.pop()
	}
	t.depth--
}

// BeforeAdaptor starts the adaptor's "Pipeline Collection : [...]" row,
// hidden in the tree when it holds a single pipeline.
func (t *Timing) BeforeAdaptor(a *Adaptor, op *ir.Operation) {
	c := t.push(a.key, a.Name())
	c.hidden = len(a.Pipelines) <= 1
}

// AfterAdaptor ends it.
func (t *Timing) AfterAdaptor(a *Adaptor, op *ir.Operation) { t.pop() }

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

// Report writes mlir-opt's execution time report: the rows as a tree (each
// with its wall time and share of the total, nested rows indented) or as a
// list (Display), then Rest (time not in any top-level row) and Total.
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
	if t.Display == TimingList {
		for _, r := range t.list(total) {
			row(r.total, 0, r.name)
		}
	} else {
		var walk func(ts []*timer, indent int)
		walk = func(ts []*timer, indent int) {
			for _, c := range ts {
				if c.hidden {
					walk(c.children, indent)
					continue
				}
				row(c.total, indent, c.name)
				walk(c.children, indent+1)
			}
		}
		walk(t.root.children, 0)
	}
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

// list flattens every row (the root one, taking total, and hidden ones
// included), sums the times of rows with the same name and sorts them by
// time, largest first; equal times keep the order the rows first ran.
func (t *Timing) list(total time.Duration) []*timer {
	var out []*timer
	byName := map[string]*timer{}
	var add func(c *timer, d time.Duration)
	add = func(c *timer, d time.Duration) {
		m, ok := byName[c.name]
		if !ok {
			m = &timer{name: c.name}
			byName[c.name] = m
			out = append(out, m)
		}
		m.total += d
		for _, x := range c.children {
			add(x, x.total)
		}
	}
	add(t.root, total)
	sort.SliceStable(out, func(i, j int) bool { return out[i].total > out[j].total })
	return out
}
