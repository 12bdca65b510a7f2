package passes

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/memopt/memopt/ir"
)

// AnyOp is the anchor of passes and pipelines that run on any operation
// (MLIR's `any(...)`).
const AnyOp = "any"

// Pass describes one pass. It is a plain value: register it once with
// Register and refer to it by Name on the command line (--name) or in a
// textual pipeline (name{opt=value}).
type Pass struct {
	// Name is the command-line argument, lower-case words joined by '-'
	// ("merge-alloc").
	Name string
	// Summary is a one-line description shown by --help and --list-passes.
	Summary string
	// Doc is an optional longer description.
	Doc string
	// DisplayName is the name used in IR dumps and timing reports, like
	// MLIR's pass class name ("MergeAlloc"). Empty means Name in CamelCase.
	DisplayName string
	// Anchor is the name of the op the pass runs on ("func.func",
	// "builtin.module"); empty or AnyOp means any op.
	Anchor string
	// Options are the pass's options, in the order --help lists them.
	Options []*Option
	// Requires lists analyses that are computed on the anchor op before Run
	// and available through Context.Result.
	Requires []*Analysis
	// Serial marks a pass that must not run on sibling ops at the same
	// time: one that changes or caches state shared between them (a
	// module-level symbol table, a package-level cache). Passes anchored
	// on an op that change only that op and what it holds, read nothing
	// that sibling ops' passes change, and write their reports through
	// Context (Emit, Out, Report) are safe and leave it false; the manager
	// then runs them on several ops at once (Manager.Threads).
	Serial bool
	// Expand makes the pass a named pipeline (MLIR's
	// PassPipelineRegistration, e.g. buffer-deallocation-pipeline): it
	// returns, for the option values given, the passes the name stands for
	// in textual pipeline syntax without an anchor
	// ("expand-realloc{emit-deallocs=false}, canonicalize, ..."). Such a
	// pass has no Run: Pipeline.AddPass adds those passes in its place, so
	// a dump or a timing report shows them one by one, as mlir-opt does.
	Expand func(opts *Values) string
	// Run transforms (or inspects) c.Op. A non-nil error fails the pass and
	// stops the pipeline; so does an error diagnostic emitted through c.
	// Return an *ir.Diagnostic (or ir.DiagnosticList) to report errors at
	// precise locations.
	Run func(c *Context) error
}

// Title returns the pass's display name (DisplayName, or Name in
// CamelCase: "merge-alloc" -> "MergeAlloc").
func (p *Pass) Title() string {
	if p.DisplayName != "" {
		return p.DisplayName
	}
	var sb strings.Builder
	for _, w := range strings.Split(p.Name, "-") {
		if w == "" {
			continue
		}
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		sb.WriteString(string(r))
	}
	return sb.String()
}

// AnchorName returns the pass's anchor, AnyOp when unset.
func (p *Pass) AnchorName() string {
	if p.Anchor == "" {
		return AnyOp
	}
	return p.Anchor
}

// Option returns the option called name, or nil.
func (p *Pass) Option(name string) *Option {
	for _, o := range p.Options {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// OptionKind is the type of a pass option's value.
type OptionKind int

// Option kinds.
const (
	// Bool options are true or false; given bare (`{analysis-only}` or
	// `--pass="analysis-only"`) they mean true.
	Bool OptionKind = iota
	// Int options hold a signed 64-bit integer.
	Int
	// String options hold any text.
	String
	// List options hold a comma-separated list of strings (MLIR's
	// ListOption), `dialect-filter=tensor,linalg`; the value is a []string,
	// empty by default.
	List
)

// String returns the kind as --help shows it ("bool", "int", "string").
func (k OptionKind) String() string {
	switch k {
	case Bool:
		return "bool"
	case Int:
		return "int"
	case List:
		return "list"
	}
	return "string"
}

// Option declares one pass option.
type Option struct {
	// Name is the option's key, lower-case words joined by '-'.
	Name string
	// Kind is the value type.
	Kind OptionKind
	// Default is the value, as text, used when the option is not given
	// ("64", "false", "cost-model"). Empty means false, 0 or "".
	Default string
	// Help is a one-line description.
	Help string
	// Values, when not empty, lists every allowed value of a String option
	// (or of each element of a List option).
	Values []string
	// ValuesFunc, when set, returns the allowed values at the time they are
	// checked or listed, instead of Values: for values from a registry that
	// may still grow after the pass is defined (merge-alloc's
	// planner-options lists the planner library's algorithms, including
	// those a custom tool registers).
	ValuesFunc func() []string
	// Check, when set, validates a parsed value (bool, int64, string or
	// []string) and
	// returns an error explaining why it is not allowed.
	Check func(v any) error
}

// Positive is an Option.Check for Int options that must be > 0.
func Positive(v any) error {
	if n, ok := v.(int64); ok && n <= 0 {
		return fmt.Errorf("must be > 0, got %d", n)
	}
	return nil
}

// MaxAlignment is the largest alignment PowerOfTwo accepts: 2^32 bytes,
// LLVM's largest alignment.
const MaxAlignment = int64(1) << 32

// PowerOfTwo is an Option.Check for Int alignment options: a power of two
// from 1 to MaxAlignment (memref.alloc and memref.global take no other).
func PowerOfTwo(v any) error {
	if n, ok := v.(int64); ok && (n <= 0 || n&(n-1) != 0 || n > MaxAlignment) {
		return fmt.Errorf("must be a power of two from 1 to %d, got %d", MaxAlignment, n)
	}
	return nil
}

// defaultText returns the default value's text with the zero value filled in.
func (o *Option) defaultText() string {
	if o.Default != "" {
		return o.Default
	}
	switch o.Kind {
	case Bool:
		return "false"
	case Int:
		return "0"
	}
	return ""
}

// Parse converts text to the option's typed value (bool, int64, string or
// []string) and validates it.
func (o *Option) Parse(text string) (any, error) {
	var v any
	switch o.Kind {
	case Bool:
		switch text {
		case "true", "1", "TRUE", "True":
			v = true
		case "false", "0", "FALSE", "False":
			v = false
		default:
			return nil, fmt.Errorf("option '%s' expects true or false, got '%s'", o.Name, text)
		}
	case Int:
		n, err := strconv.ParseInt(text, 0, 64)
		if err != nil {
			return nil, fmt.Errorf("option '%s' expects an integer, got '%s'", o.Name, text)
		}
		v = n
	case List:
		var elems []string
		if text != "" {
			elems = strings.Split(text, ",")
		}
		for _, e := range elems {
			if e == "" {
				return nil, fmt.Errorf("option '%s' has an empty list element in '%s'", o.Name, text)
			}
			if err := o.allowed(e); err != nil {
				return nil, err
			}
		}
		v = elems
	default:
		if err := o.allowed(text); err != nil {
			return nil, err
		}
		v = text
	}
	if o.Check != nil {
		if err := o.Check(v); err != nil {
			return nil, fmt.Errorf("option '%s': %v", o.Name, err)
		}
	}
	return v, nil
}

// AllowedValues returns the allowed values of the option (ValuesFunc's, or
// Values); empty means any value.
func (o *Option) AllowedValues() []string {
	if o.ValuesFunc != nil {
		return o.ValuesFunc()
	}
	return o.Values
}

// allowed checks text against the option's allowed values (if any).
func (o *Option) allowed(text string) error {
	if vals := o.AllowedValues(); len(vals) > 0 && !slices.Contains(vals, text) {
		return fmt.Errorf("option '%s' has no value '%s' (allowed: %s)", o.Name, text, strings.Join(vals, ", "))
	}
	return nil
}

// Values holds the option values of one use of a pass: those given
// explicitly and the defaults of the others.
type Values struct {
	pass *Pass
	vals map[string]any
	// set lists the explicitly given options in the order given, with
	// their text, for printing pipelines back.
	set []setOption
}

type setOption struct{ name, text string }

// NewValues returns p's option values with every option at its default.
// It panics if a default does not parse; Validate reports that first.
func NewValues(p *Pass) *Values {
	v := &Values{pass: p, vals: map[string]any{}}
	for _, o := range p.Options {
		x, err := o.Parse(o.defaultText())
		if err != nil {
			panic(fmt.Sprintf("passes: pass '%s': bad default: %v", p.Name, err))
		}
		v.vals[o.Name] = x
	}
	return v
}

// Set parses text as the value of option name. Setting an option twice
// keeps the last value, as MLIR does.
func (v *Values) Set(name, text string) error {
	o := v.pass.Option(name)
	if o == nil {
		return noSuchOption(v.pass, name)
	}
	x, err := o.Parse(text)
	if err != nil {
		return err
	}
	v.vals[name] = x
	for i := range v.set {
		if v.set[i].name == name {
			v.set = append(v.set[:i], v.set[i+1:]...)
			break
		}
	}
	v.set = append(v.set, setOption{name, text})
	return nil
}

func noSuchOption(p *Pass, name string) error {
	var names []string
	for _, o := range p.Options {
		names = append(names, o.Name)
	}
	if len(names) == 0 {
		return fmt.Errorf("no such option '%s': pass '%s' has no options", name, p.Name)
	}
	return fmt.Errorf("no such option '%s' for pass '%s' (options: %s)", name, p.Name, strings.Join(names, ", "))
}

// IsSet reports whether option name was given explicitly.
func (v *Values) IsSet(name string) bool {
	for _, s := range v.set {
		if s.name == name {
			return true
		}
	}
	return false
}

func (v *Values) get(name string, k OptionKind) any {
	o := v.pass.Option(name)
	if o == nil {
		panic(fmt.Sprintf("passes: pass '%s' has no option '%s'", v.pass.Name, name))
	}
	if o.Kind != k {
		panic(fmt.Sprintf("passes: option '%s' of pass '%s' is %s, not %s", name, v.pass.Name, o.Kind, k))
	}
	return v.vals[name]
}

// Bool returns the value of bool option name. Asking for an undeclared
// option or one of another kind panics (a programming error).
func (v *Values) Bool(name string) bool { return v.get(name, Bool).(bool) }

// Int returns the value of int option name.
func (v *Values) Int(name string) int64 { return v.get(name, Int).(int64) }

// String returns the value of string option name.
func (v *Values) String(name string) string { return v.get(name, String).(string) }

// List returns the elements of list option name (nil when empty).
func (v *Values) List(name string) []string { return v.get(name, List).([]string) }

// text renders the explicitly set options as `{a=1 b}` (empty when none).
func (v *Values) text() string {
	if len(v.set) == 0 {
		return ""
	}
	var parts []string
	for _, s := range v.set {
		if o := v.pass.Option(s.name); o != nil && o.Kind == List {
			parts = append(parts, listOptionText(s.name, v.vals[s.name].([]string)))
			continue
		}
		parts = append(parts, s.name+"="+quoteOptionValue(s.text))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// allText renders every option with its current value, explicit or
// default, in declaration order: `{alignment=64 analysis-only=false}`.
func (v *Values) allText() string {
	if len(v.pass.Options) == 0 {
		return ""
	}
	var parts []string
	for _, o := range v.pass.Options {
		if l, ok := v.vals[o.Name].([]string); ok {
			parts = append(parts, listOptionText(o.Name, l))
			continue
		}
		parts = append(parts, o.Name+"="+quoteOptionValue(fmt.Sprint(v.vals[o.Name])))
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// listOptionText renders a list option the way MLIR's ListOption prints
// itself: `name={a,b}`, and nothing at all when the list is empty (mlir-opt
// still writes the separating space, so an empty list in the middle of
// --dump-pass-pipeline's options shows as two spaces).
func listOptionText(name string, l []string) string {
	if len(l) == 0 {
		return ""
	}
	elems := make([]string, len(l))
	for i, e := range l {
		elems[i] = quoteOptionValue(e)
	}
	return name + "={" + strings.Join(elems, ",") + "}"
}

// quoteOptionValue renders a string option value the way MLIR prints pass
// options: as it is (an empty value prints as nothing, `name=`), or
// wrapped in braces when it holds a space (`default-pipeline={canonicalize
// cse}`). A value with a brace or quote that MLIR would print bare, where it
// could not be read back, is quoted instead.
func quoteOptionValue(s string) string {
	space := strings.IndexAny(s, " \t\r\n")
	special := strings.IndexAny(s, "{}\"'")
	switch {
	case space < 0 && special < 0:
		return s
	case space >= 0 && (special < 0 || space < special) && !strings.ContainsAny(s, "\"'") && balancedBraces(s):
		return "{" + s + "}"
	case !strings.Contains(s, "\""):
		return "\"" + s + "\""
	}
	return "'" + s + "'"
}

// balancedBraces reports whether every brace of s is matched, so that s
// wrapped in braces reads back as one value.
func balancedBraces(s string) bool {
	depth := 0
	for _, c := range s {
		switch c {
		case '{':
			depth++
		case '}':
			if depth--; depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// ErrFailed is returned by a pass's Run after it has already emitted the
// error diagnostics explaining the failure through its Context.
var ErrFailed = errors.New("pass failed")

// Context is what a pass's Run gets: the op to work on, the option values,
// analyses, and a way to emit diagnostics.
type Context struct {
	// Pass is the running pass.
	Pass *Pass
	// Op is the op the pass runs on (an op named Pass.Anchor).
	Op *ir.Operation
	// Options are the option values of this use of the pass.
	Options *Values

	run          *runner
	errors       int
	emitted      map[*ir.Diagnostic]bool
	preservedAll bool
	preserved    map[*Analysis]bool
}

// Bool returns the value of bool option name.
func (c *Context) Bool(name string) bool { return c.Options.Bool(name) }

// Int returns the value of int option name.
func (c *Context) Int(name string) int64 { return c.Options.Int(name) }

// String returns the value of string option name.
func (c *Context) String(name string) string { return c.Options.String(name) }

// List returns the elements of list option name.
func (c *Context) List(name string) []string { return c.Options.List(name) }

// Concurrent reports whether the pass runs while other ops' pipelines run
// on other goroutines (an adaptor running its ops in parallel, see
// Manager.Threads): the cores are then busy, and a pass gains nothing by
// splitting its own work over goroutines.
func (c *Context) Concurrent() bool { return c.run != nil && c.run.child != nil }

// Out is where a pass writes reports meant for the user (print-op-stats);
// mlir-opt writes them to stderr.
func (c *Context) Out() io.Writer { return c.run.out() }

// Emit reports a diagnostic. Emitting an error makes the pass fail even if
// Run returns nil.
func (c *Context) Emit(d *ir.Diagnostic) {
	if d.Severity == ir.SeverityError {
		c.errors++
	}
	if c.emitted == nil {
		c.emitted = map[*ir.Diagnostic]bool{}
	}
	c.emitted[d] = true
	c.run.emit(d)
}

func (c *Context) emitf(sev ir.Severity, op *ir.Operation, format string, args []any) *ir.Diagnostic {
	d := &ir.Diagnostic{Severity: sev, Message: fmt.Sprintf(format, args...)}
	if op != nil {
		d.Pos = op.Loc.Position()
	}
	c.Emit(d)
	return d
}

// Errorf emits an error at op and returns it; `return c.Errorf(...)` fails
// the pass without reporting the error twice.
func (c *Context) Errorf(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return c.emitf(ir.SeverityError, op, format, args)
}

// Warnf emits a warning at op.
func (c *Context) Warnf(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return c.emitf(ir.SeverityWarning, op, format, args)
}

// Remarkf emits a remark at op.
func (c *Context) Remarkf(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return c.emitf(ir.SeverityRemark, op, format, args)
}

// PreserveAll tells the pass manager the pass did not change the IR: every
// cached analysis stays valid. Passes that only inspect the IR call it.
func (c *Context) PreserveAll() { c.preservedAll = true }

// Preserve tells the pass manager that the given analyses stay valid even
// though the pass changed the IR; all others are dropped.
func (c *Context) Preserve(as ...*Analysis) {
	if c.preserved == nil {
		c.preserved = map[*Analysis]bool{}
	}
	for _, a := range as {
		c.preserved[a] = true
	}
}

// Result returns analysis a computed on c.Op (cached; computed now if
// needed). It panics if a fails, which the pass manager reports as the
// pass's failure; list a in Pass.Requires to have failures reported before
// Run starts.
func (c *Context) Result(a *Analysis) any { return c.ResultOn(a, c.Op) }

// ResultOn returns analysis a computed on op, which should be c.Op or an op
// nested in it.
func (c *Context) ResultOn(a *Analysis, op *ir.Operation) any {
	r, err := c.run.analysis(a, op)
	if err != nil {
		panic(analysisFailure{a, err})
	}
	return r
}

type analysisFailure struct {
	a   *Analysis
	err error
}

// Analysis is a named computation on an op whose result passes share. The
// pass manager computes it at most once per op and keeps the result until a
// pass changes the IR (and does not Preserve it).
type Analysis struct {
	// Name identifies the analysis in timing reports ("viewflow").
	Name string
	// Doc describes the analysis and its result type.
	Doc string
	// Requires lists analyses computed (on the same op) before this one.
	Requires []*Analysis
	// Run computes the result for c.Op.
	Run func(c *AnalysisContext) (any, error)
}

// AnalysisContext is what an Analysis's Run gets.
type AnalysisContext struct {
	// Analysis is the running analysis.
	Analysis *Analysis
	// Op is the op to analyze.
	Op  *ir.Operation
	run *runner
}

// Result returns analysis a on the same op (computed if needed).
func (c *AnalysisContext) Result(a *Analysis) (any, error) { return c.run.analysis(a, c.Op) }

// ResultOn returns analysis a on op.
func (c *AnalysisContext) ResultOn(a *Analysis, op *ir.Operation) (any, error) {
	return c.run.analysis(a, op)
}

// ResultOf is Context.Result with the result's type asserted:
// passes.ResultOf[*ViewFlow](c, viewflow.Analysis).
func ResultOf[T any](c *Context, a *Analysis) T { return c.Result(a).(T) }
