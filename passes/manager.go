package passes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/memopt/memopt/ir"
)

// Manager runs a Pipeline on an op tree.
type Manager struct {
	// Pipeline is what Run runs.
	Pipeline *Pipeline
	// VerifyEach runs Verify on the op a pass ran on after every pass that
	// may have changed it (--verify-each, on by default in NewManager).
	VerifyEach bool
	// Verify is the IR verifier (ir.Verify in memopt); nil disables
	// verification.
	Verify func(op *ir.Operation) error
	// Instrumentations are called around every pass, nested pipeline and
	// analysis, in order (PrintIR, Timing).
	Instrumentations []Instrumentation
	// Diagnostics receives every diagnostic: those passes emit, pass
	// failures and verifier errors. Nil writes them to Out.
	Diagnostics func(d *ir.Diagnostic)
	// Out receives reports (print-op-stats) and, when Diagnostics is nil,
	// diagnostics. Nil means os.Stderr.
	Out io.Writer
	// NoteFailingPass adds a note naming the pass and the op after the
	// diagnostics of a pass that failed by reporting its own errors (memopt
	// sets it except with --verify-diagnostics, as mlir-opt only attaches
	// its extra notes outside that mode).
	NoteFailingPass bool
	// Outputs, when set, receives the files passes write besides the IR
	// (Context.WriteFile) for the driver to write once everything
	// succeeded; nil lets passes write them at once.
	Outputs *OutputFiles
	// Threads is how many sibling ops the nested pipelines of an adaptor
	// run on at once, as mlir-opt runs function passes on several
	// functions in parallel: 0 means runtime.GOMAXPROCS(0), 1 runs one op
	// at a time (--mlir-disable-threading). The result does not depend on
	// it: the IR, the diagnostics (reported in IR order, as mlir-opt
	// orders them by op), the text passes write to Context.Out and the
	// error are those of a run on one thread. Adaptors run one op at a
	// time anyway when a pass of their pipelines is Serial or an
	// instrumentation is not ConcurrentInstrumentation.
	Threads int
	// sinks are the driver's receivers of pass results (ProvideSink).
	sinks sinks
}

// NewManager returns a manager for pl that verifies after each pass with
// verify (which may be nil).
func NewManager(pl *Pipeline, verify func(*ir.Operation) error) *Manager {
	return &Manager{Pipeline: pl, VerifyEach: true, Verify: verify}
}

func (m *Manager) out() io.Writer {
	if m.Out == nil {
		return os.Stderr
	}
	return m.Out
}

func (m *Manager) emit(d *ir.Diagnostic) {
	if m.Diagnostics != nil {
		m.Diagnostics(d)
		return
	}
	fmt.Fprintln(m.out(), d.Error())
}

// Failure is the error Run returns when a pass fails. Its diagnostics have
// already been reported through Manager.Diagnostics.
type Failure struct {
	// Pass is the failing pass (nil when the pipeline could not start).
	Pass *Pass
	// Op is the op the pass ran on.
	Op *ir.Operation
	// Err is what went wrong.
	Err error
}

// Error describes which pass failed on which op.
func (f *Failure) Error() string {
	if f.Pass == nil {
		return f.Err.Error()
	}
	where := ""
	if p := f.Op.Loc.Position(); p.IsValid() {
		where = " at " + p.String()
	}
	return fmt.Sprintf("pass '%s' failed on '%s' op%s: %v", f.Pass.Name, f.Op.Name(), where, f.Err)
}

// Unwrap returns the underlying error.
func (f *Failure) Unwrap() error { return f.Err }

type cacheKey struct {
	a  *Analysis
	op *ir.Operation
}

// runner is the state of one Manager.Run, or of one op's share of it when
// an adaptor runs its pipelines on sibling ops in parallel (a child runner).
type runner struct {
	m     *Manager
	cache map[cacheKey]any
	// computing guards against analyses that require themselves at run time.
	computing map[cacheKey]bool
	// steps holds the steps of each pipeline run so far (shared with the
	// child runners).
	steps *stepCache
	// child is the buffer of a child runner: what its op's pipeline
	// reports, handed to the parent in IR order.
	child *childOutput
	// invalidated records, in a child runner, the invalidations its passes
	// made, to replay them on the ancestors' analyses in the parent.
	invalidated []invalidation
}

// childOutput is what a child runner reports: diagnostics and the text
// passes write to Context.Out, in the order they came.
type childOutput struct {
	items []outputItem
	out   bytes.Buffer
}

type outputItem struct {
	d    *ir.Diagnostic
	text int // end of the Out text written before d (d nil: the rest)
}

type invalidation struct {
	op        *ir.Operation
	preserved map[*Analysis]bool
}

// stepCache holds the steps of each pipeline, computed once per Run.
type stepCache struct {
	mu sync.Mutex
	m  map[*Pipeline][]step
}

// emit reports a diagnostic: to the Manager, or into a child's buffer.
func (r *runner) emit(d *ir.Diagnostic) {
	if r.child != nil {
		r.child.items = append(r.child.items, outputItem{d: d, text: r.child.out.Len()})
		return
	}
	r.m.emit(d)
}

// out is where passes write reports (Context.Out).
func (r *runner) out() io.Writer {
	if r.child != nil {
		return &r.child.out
	}
	return r.m.out()
}

// Run runs the pipeline on root, whose name must match the pipeline's
// anchor. It stops at the first failing pass and returns a *Failure.
func (m *Manager) Run(root *ir.Operation) error {
	r := &runner{m: m, cache: map[cacheKey]any{}, computing: map[cacheKey]bool{}, steps: &stepCache{m: map[*Pipeline][]step{}}}
	pl := m.Pipeline
	if pl == nil {
		return nil
	}
	if pl.Anchor != AnyOp && pl.Anchor != root.Name() {
		d := root.Errorf("can't run '%s' pass manager on '%s' op", pl.Anchor, root.Name())
		m.emit(d)
		return &Failure{Op: root, Err: d}
	}
	return r.runPipeline(pl, root)
}

func (r *runner) runPipeline(pl *Pipeline, op *ir.Operation) error {
	for _, in := range r.m.Instrumentations {
		in.BeforePipeline(pl, op)
	}
	err := r.runElems(pl, op)
	for _, in := range r.m.Instrumentations {
		in.AfterPipeline(pl, op)
	}
	return err
}

func (r *runner) runElems(pl *Pipeline, op *ir.Operation) error {
	for _, s := range r.stepsOf(pl) {
		if s.pass != nil {
			if err := r.runPass(s.pass, op); err != nil {
				return err
			}
			continue
		}
		if err := r.runAdaptor(s.adaptor, op); err != nil {
			return err
		}
	}
	return nil
}

// runAdaptor runs the nested pipelines of a on the ops directly inside
// op's regions, in IR order: each op runs the pipeline anchored on its
// name (or the op-agnostic one), one op at a time.
func (r *runner) runAdaptor(a *Adaptor, op *ir.Operation) error {
	for _, in := range r.m.Instrumentations {
		if aw, ok := in.(AdaptorWatcher); ok {
			aw.BeforeAdaptor(a, op)
		}
	}
	var targets []target
	for _, reg := range op.Regions() {
		for _, b := range reg.Blocks() {
			for _, child := range b.Ops() {
				if pl := a.pipelineFor(child.Name()); pl != nil {
					targets = append(targets, target{child, pl})
				}
			}
		}
	}
	var err error
	if n := r.threads(a, len(targets)); n > 1 {
		err = r.runParallel(targets, n)
	} else {
		for _, t := range targets {
			if err = r.runPipeline(t.pl, t.op); err != nil {
				break
			}
		}
	}
	for _, in := range r.m.Instrumentations {
		if aw, ok := in.(AdaptorWatcher); ok {
			aw.AfterAdaptor(a, op)
		}
	}
	return err
}

// target is one op an adaptor runs a pipeline on.
type target struct {
	op *ir.Operation
	pl *Pipeline
}

// threads returns how many goroutines run the n targets of adaptor a: 1
// unless threading is on, there are several targets, every instrumentation
// is concurrency-safe and no pass of a's pipelines is Serial.
func (r *runner) threads(a *Adaptor, n int) int {
	t := r.m.Threads
	if t == 0 {
		t = runtime.GOMAXPROCS(0)
	}
	if t <= 1 || n <= 1 {
		return 1
	}
	for _, in := range r.m.Instrumentations {
		if ci, ok := in.(ConcurrentInstrumentation); !ok || !ci.ConcurrencySafe() {
			return 1
		}
	}
	for _, pl := range a.Pipelines {
		if hasSerial(pl) {
			return 1
		}
	}
	return min(t, n)
}

// hasSerial reports whether pl or a pipeline nested in it has a Serial pass.
func hasSerial(pl *Pipeline) bool {
	for _, e := range pl.Elems {
		if e.Pass != nil && e.Pass.Serial || e.Nested != nil && hasSerial(e.Nested) {
			return true
		}
	}
	return false
}

// runParallel runs each target's pipeline on its op with n goroutines,
// taking the targets in IR order. Each target gets a child runner that
// buffers what it reports; the buffers are replayed in IR order, up to and
// including the first target that failed, so that diagnostics, Out text
// and the error are those of running the targets one after the other
// (which stops at the first failure). Targets after a failure that have
// not started are not run.
func (r *runner) runParallel(targets []target, n int) error {
	children := make([]*runner, len(targets))
	errs := make([]error, len(targets))
	// The analyses cached on the targets' ops (and ops nested in them) move
	// to their child runners.
	index := make(map[*ir.Operation]int, len(targets))
	for i, t := range targets {
		index[t.op] = i
		children[i] = &runner{m: r.m, cache: map[cacheKey]any{}, computing: map[cacheKey]bool{}, steps: r.steps, child: &childOutput{}}
	}
	for k, v := range r.cache {
		for o := k.op; o != nil; o = o.ParentOp() {
			if i, ok := index[o]; ok {
				children[i].cache[k] = v
				delete(r.cache, k)
				break
			}
		}
	}
	var next atomic.Int64
	var failed atomic.Int64 // index of the first failed target so far
	failed.Store(int64(len(targets)))
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(len(targets)) || i > failed.Load() {
					return
				}
				if err := children[i].runChild(targets[i]); err != nil {
					errs[i] = err
					for f := failed.Load(); i < f && !failed.CompareAndSwap(f, i); f = failed.Load() {
					}
				}
			}
		}()
	}
	wg.Wait()
	last := int(failed.Load())
	for i := 0; i < len(targets) && i <= last; i++ {
		c := children[i]
		c.child.replay(r)
		for _, inv := range c.invalidated {
			r.invalidate(inv.op, inv.preserved)
		}
		for k, v := range c.cache {
			r.cache[k] = v
		}
		if errs[i] != nil {
			// The IR may be half-rewritten: forget everything.
			clear(r.cache)
			return errs[i]
		}
	}
	return nil
}

// runChild runs t's pipeline in a child runner, turning a panic that
// escapes the pass manager's own recovery into a failure.
func (c *runner) runChild(t target) (err error) {
	defer func() {
		if v := recover(); v != nil {
			msg := fmt.Sprintf("'%s' op pass pipeline panicked: %v", t.op.Name(), v)
			if os.Getenv("MEMOPT_TRACEBACK") == "1" {
				msg += "\n" + string(debug.Stack())
			}
			d := t.op.Errorf("%s", msg)
			c.emit(d)
			err = &Failure{Op: t.op, Err: d}
		}
	}()
	return c.runPipeline(t.pl, t.op)
}

// replay hands a child's diagnostics and Out text to r, in their order.
func (o *childOutput) replay(r *runner) {
	text := o.out.Bytes()
	done := 0
	for _, it := range o.items {
		if it.text > done {
			r.out().Write(text[done:it.text])
			done = it.text
		}
		r.emit(it.d)
	}
	if len(text) > done {
		r.out().Write(text[done:])
	}
}

// Adaptor is a group of nested pipelines that the manager runs as one
// step, as MLIR's pass manager does (OpToOpPassAdaptor): adjacent nested
// pipelines of a pipeline anchored on op names are coalesced into one
// adaptor (those on the same op name merged into one pipeline, the others
// sorted by op name), which visits the nested ops in IR order and runs on
// each the pipeline of its name. An op-agnostic nested pipeline (`any(...)`)
// is an adaptor of its own.
type Adaptor struct {
	// Pipelines are the nested pipelines, sorted by anchor.
	Pipelines []*Pipeline
	// key is the element of the first nested pipeline: the same in every
	// Run of the pipeline, so instrumentations can key rows on it.
	key *Elem
}

// Name is the adaptor's name in timing reports, as MLIR names it:
// "Pipeline Collection : ['builtin.module', 'func.func']".
func (a *Adaptor) Name() string {
	names := make([]string, len(a.Pipelines))
	for i, pl := range a.Pipelines {
		names[i] = "'" + pl.Anchor + "'"
	}
	return "Pipeline Collection : [" + strings.Join(names, ", ") + "]"
}

func (a *Adaptor) pipelineFor(name string) *Pipeline {
	for _, pl := range a.Pipelines {
		if pl.Anchor == name || pl.Anchor == AnyOp {
			return pl
		}
	}
	return nil
}

// step is one thing a pipeline runs: a pass or an adaptor.
type step struct {
	pass    *Elem
	adaptor *Adaptor
}

// steps returns the steps of pl, computed once per Run so that every run
// of pl (on every op) shares the same adaptors and merged pipelines.
func (r *runner) stepsOf(pl *Pipeline) []step {
	r.steps.mu.Lock()
	defer r.steps.mu.Unlock()
	if s, ok := r.steps.m[pl]; ok {
		return s
	}
	var out []step
	for _, e := range pl.Elems {
		if e.Pass != nil {
			out = append(out, step{pass: e})
			continue
		}
		n := len(out)
		if e.Nested.Anchor == AnyOp || n == 0 || out[n-1].adaptor == nil || out[n-1].adaptor.Pipelines[0].Anchor == AnyOp {
			out = append(out, step{adaptor: &Adaptor{Pipelines: []*Pipeline{e.Nested}, key: e}})
			continue
		}
		a := out[n-1].adaptor
		merged := false
		for i, q := range a.Pipelines {
			if q.Anchor == e.Nested.Anchor {
				a.Pipelines[i] = &Pipeline{Anchor: q.Anchor, Elems: append(append([]*Elem(nil), q.Elems...), e.Nested.Elems...)}
				merged = true
			}
		}
		if !merged {
			a.Pipelines = append(a.Pipelines, e.Nested)
			sort.SliceStable(a.Pipelines, func(i, j int) bool { return a.Pipelines[i].Anchor < a.Pipelines[j].Anchor })
		}
	}
	r.steps.m[pl] = out
	return out
}

func (r *runner) runPass(e *Elem, op *ir.Operation) (err error) {
	p := e.Pass
	ins := r.m.Instrumentations
	// Fingerprints tell whether the pass really changed op: needed to keep
	// cached analyses and for ChangeWatchers. The verifier, as in MLIR,
	// runs after every pass that did not PreserveAll (fingerprinting
	// before and after would cost about as much as verifying).
	track := len(r.cache) > 0
	for _, in := range ins {
		if cw, ok := in.(ChangeWatcher); ok && cw.WatchesChanges() {
			track = true
		}
	}
	var before uint64
	if track {
		before = Fingerprint(op)
	}
	for _, in := range ins {
		in.BeforePass(e, op)
	}
	c := &Context{Pass: p, Op: op, Options: e.Options, run: r}
	runErr := r.callRun(c)

	if runErr != nil || c.errors > 0 {
		for _, in := range ins {
			in.AfterPassFailed(e, op)
		}
		r.reportFailure(c, runErr)
		if runErr == nil {
			runErr = ErrFailed
		}
		// The IR may be half-rewritten: forget everything.
		clear(r.cache)
		return &Failure{Pass: p, Op: op, Err: runErr}
	}

	changed := !c.preservedAll
	if track {
		changed = Fingerprint(op) != before
	}
	if changed {
		r.invalidate(op, c.preserved)
	}
	for _, in := range ins {
		in.AfterPass(e, op, changed)
	}
	if changed && r.m.VerifyEach && r.m.Verify != nil {
		if verr := r.m.Verify(op); verr != nil {
			r.emitError(verr)
			d := op.Errorf("'%s' op failed to verify after pass '%s'", op.Name(), p.Name)
			r.emit(d)
			return &Failure{Pass: p, Op: op, Err: fmt.Errorf("IR failed to verify after the pass: %w", verr)}
		}
	}
	return nil
}

// callRun runs the pass's required analyses and its Run, turning panics
// into errors.
func (r *runner) callRun(c *Context) (err error) {
	defer func() {
		if v := recover(); v != nil {
			if af, ok := v.(analysisFailure); ok {
				err = af.err
				return
			}
			msg := fmt.Sprintf("'%s' op pass '%s' panicked: %v", c.Op.Name(), c.Pass.Name, v)
			if os.Getenv("MEMOPT_TRACEBACK") == "1" {
				msg += "\n" + string(debug.Stack())
			}
			err = &passPanic{c.Op.Errorf("%s", msg)}
		}
	}()
	for _, a := range c.Pass.Requires {
		if _, err := r.analysis(a, c.Op); err != nil {
			return err
		}
	}
	return c.Pass.Run(c)
}

// passPanic is a panic recovered from a pass, as a diagnostic naming the
// pass and the op.
type passPanic struct{ d *ir.Diagnostic }

func (p *passPanic) Error() string { return p.d.Error() }

// reportFailure emits what the user must see about a failed pass: returned
// diagnostics that were not emitted yet, or a diagnostic naming the pass
// and the op for other errors. When the pass's own diagnostics explain the
// failure and Manager.NoteFailingPass is set, a note names the pass and the
// op after them.
func (r *runner) reportFailure(c *Context, err error) {
	named := false
	var d *ir.Diagnostic
	var dl ir.DiagnosticList
	var pp *passPanic
	switch {
	case errors.As(err, &pp):
		r.emit(pp.d)
		named = true
	case err == nil || errors.Is(err, ErrFailed):
		if c.errors == 0 {
			r.emit(c.Op.Errorf("'%s' op pass '%s' failed", c.Op.Name(), c.Pass.Name))
			named = true
		}
	case errors.As(err, &d):
		if !c.emitted[d] {
			r.emit(d)
		}
	case errors.As(err, &dl):
		for _, x := range dl {
			if !c.emitted[x] {
				r.emit(x)
			}
		}
	default:
		r.emit(c.Op.Errorf("'%s' op pass '%s' failed: %v", c.Op.Name(), c.Pass.Name, err))
		named = true
	}
	if !named && r.m.NoteFailingPass {
		r.emit(&ir.Diagnostic{Pos: c.Op.Loc.Position(), Severity: ir.SeverityNote,
			Message: fmt.Sprintf("pass '%s' failed on this '%s' op", c.Pass.Name, c.Op.Name())})
	}
}

// emitError emits a verifier error: its diagnostics, or its text.
func (r *runner) emitError(err error) {
	var d *ir.Diagnostic
	var dl ir.DiagnosticList
	switch {
	case errors.As(err, &d):
		r.emit(d)
	case errors.As(err, &dl):
		for _, x := range dl {
			r.emit(x)
		}
	default:
		r.emit(&ir.Diagnostic{Severity: ir.SeverityError, Message: err.Error()})
	}
}

// analysis returns analysis a on op, computing and caching it if needed.
func (r *runner) analysis(a *Analysis, op *ir.Operation) (any, error) {
	k := cacheKey{a, op}
	if v, ok := r.cache[k]; ok {
		return v, nil
	}
	if r.computing[k] {
		return nil, fmt.Errorf("analysis '%s' requires itself", a.Name)
	}
	r.computing[k] = true
	defer delete(r.computing, k)
	for _, req := range a.Requires {
		if _, err := r.analysis(req, op); err != nil {
			return nil, err
		}
	}
	for _, in := range r.m.Instrumentations {
		in.BeforeAnalysis(a, op)
	}
	v, err := r.callAnalysis(a, op)
	for _, in := range r.m.Instrumentations {
		in.AfterAnalysis(a, op)
	}
	if err != nil {
		var d *ir.Diagnostic
		var dl ir.DiagnosticList
		if errors.As(err, &d) || errors.As(err, &dl) {
			return nil, err
		}
		return nil, fmt.Errorf("analysis '%s' failed: %w", a.Name, err)
	}
	r.cache[k] = v
	return v, nil
}

// callAnalysis runs a on op, turning a panic into an error.
func (r *runner) callAnalysis(a *Analysis, op *ir.Operation) (v any, err error) {
	defer func() {
		if x := recover(); x != nil {
			if af, ok := x.(analysisFailure); ok {
				err = af.err
				return
			}
			msg := fmt.Sprintf("panicked: %v", x)
			if os.Getenv("MEMOPT_TRACEBACK") == "1" {
				msg += "\n" + string(debug.Stack())
			}
			err = errors.New(msg)
		}
	}()
	return a.Run(&AnalysisContext{Analysis: a, Op: op, run: r})
}

// invalidate drops cached analyses of op, of the ops nested in it and of
// its ancestors (whose IR changed with it), except the preserved ones.
func (r *runner) invalidate(op *ir.Operation, preserved map[*Analysis]bool) {
	if r.child != nil {
		// The parent holds the ancestors' analyses.
		r.invalidated = append(r.invalidated, invalidation{op, preserved})
	}
	for k := range r.cache {
		if preserved[k.a] {
			continue
		}
		if op.IsAncestor(k.op) || k.op.IsProperAncestor(op) {
			delete(r.cache, k)
		}
	}
}

// Instrumentation observes a Manager's run: --mlir-print-ir-* (PrintIR)
// and --mlir-timing (Timing) are instrumentations. Embed
// BaseInstrumentation to implement only some hooks.
type Instrumentation interface {
	// BeforePipeline runs before a pipeline (the root one or a nested one)
	// starts on op.
	BeforePipeline(pl *Pipeline, op *ir.Operation)
	// AfterPipeline runs after it ends (also after a failure).
	AfterPipeline(pl *Pipeline, op *ir.Operation)
	// BeforePass runs before pass e.Pass runs on op.
	BeforePass(e *Elem, op *ir.Operation)
	// AfterPass runs after the pass succeeded; changed reports whether the
	// IR of op changed.
	AfterPass(e *Elem, op *ir.Operation, changed bool)
	// AfterPassFailed runs after the pass failed.
	AfterPassFailed(e *Elem, op *ir.Operation)
	// BeforeAnalysis runs before analysis a is computed on op.
	BeforeAnalysis(a *Analysis, op *ir.Operation)
	// AfterAnalysis runs after it is computed.
	AfterAnalysis(a *Analysis, op *ir.Operation)
}

// ConcurrentInstrumentation is implemented by instrumentations whose hooks
// may be called from several goroutines at once, for the sibling ops an
// adaptor runs its pipelines on in parallel (see Manager.Threads). While an
// instrumentation that is not one (or answers false) is installed, the
// manager runs one op at a time.
type ConcurrentInstrumentation interface {
	ConcurrencySafe() bool
}

// ChangeWatcher is implemented by instrumentations that need AfterPass's
// changed argument to be exact (--mlir-print-ir-after-change). Then the
// manager fingerprints the op before and after each pass; otherwise changed
// is true unless the pass called PreserveAll.
type ChangeWatcher interface {
	WatchesChanges() bool
}

// AdaptorWatcher is implemented by instrumentations that also observe
// adaptors (the groups of nested pipelines the manager runs as one step;
// --mlir-timing shows them as "Pipeline Collection" rows).
type AdaptorWatcher interface {
	// BeforeAdaptor runs before adaptor a runs its pipelines on the ops
	// nested in op.
	BeforeAdaptor(a *Adaptor, op *ir.Operation)
	// AfterAdaptor runs after it ends (also after a failure).
	AfterAdaptor(a *Adaptor, op *ir.Operation)
}

// BaseInstrumentation implements every Instrumentation hook as a no-op.
type BaseInstrumentation struct{}

// BeforePipeline does nothing.
func (BaseInstrumentation) BeforePipeline(*Pipeline, *ir.Operation) {}

// AfterPipeline does nothing.
func (BaseInstrumentation) AfterPipeline(*Pipeline, *ir.Operation) {}

// BeforePass does nothing.
func (BaseInstrumentation) BeforePass(*Elem, *ir.Operation) {}

// AfterPass does nothing.
func (BaseInstrumentation) AfterPass(*Elem, *ir.Operation, bool) {}

// AfterPassFailed does nothing.
func (BaseInstrumentation) AfterPassFailed(*Elem, *ir.Operation) {}

// BeforeAnalysis does nothing.
func (BaseInstrumentation) BeforeAnalysis(*Analysis, *ir.Operation) {}

// AfterAnalysis does nothing.
func (BaseInstrumentation) AfterAnalysis(*Analysis, *ir.Operation) {}
