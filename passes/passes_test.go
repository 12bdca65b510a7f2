package passes

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// trace records what the test passes did, in order (tests that check it
// run their functions one at a time: runText).
var (
	trace   []string
	traceMu sync.Mutex
)

func record(c *Context) {
	name := c.Op.Name()
	if s, ok := c.Op.Attr("sym_name").(*ir.StringAttr); ok {
		name += "@" + s.Value
	}
	traceMu.Lock()
	trace = append(trace, c.Pass.Name+":"+name)
	traceMu.Unlock()
}

var (
	testFuncA = &Pass{
		Name: "test-func-a", Summary: "records its runs", Anchor: "func.func",
		Options: []*Option{
			{Name: "n", Kind: Int, Default: "64", Help: "a number", Check: Positive},
			{Name: "flag", Kind: Bool, Help: "a flag"},
			{Name: "mode", Kind: String, Default: "cost-model", Help: "a mode", Values: []string{"cost-model", "size-first"}},
		},
		Run: func(c *Context) error {
			record(c)
			trace = append(trace, fmt.Sprintf("n=%d flag=%v mode=%s", c.Int("n"), c.Bool("flag"), c.String("mode")))
			c.PreserveAll()
			return nil
		},
	}
	testFuncB = &Pass{
		Name: "test-func-b", Summary: "records its runs", Anchor: "func.func",
		Run: func(c *Context) error { record(c); c.PreserveAll(); return nil },
	}
	testModule = &Pass{
		Name: "test-module", Summary: "records its runs", Anchor: "builtin.module",
		Run: func(c *Context) error { record(c); c.PreserveAll(); return nil },
	}
	// testPipe is a named pipeline: a function pass with the option given,
	// a module pass and an any-op pass.
	testPipe = &Pass{
		Name: "test-pipe", Summary: "a named pipeline",
		Options: []*Option{{Name: "n", Kind: Int, Default: "3", Help: "test-func-a's n"}},
		Expand: func(v *Values) string {
			return fmt.Sprintf("test-func-a{n=%d}, test-module, test-any", v.Int("n"))
		},
	}
	testAny = &Pass{
		Name: "test-any", Summary: "records its runs",
		Run: func(c *Context) error { record(c); c.PreserveAll(); return nil },
	}
	// testFail fails on functions named "bad" in the way its "how" option
	// says.
	testFail = &Pass{
		Name: "test-fail", Summary: "fails on @bad", Anchor: "func.func",
		Options: []*Option{{Name: "how", Kind: String, Default: "error", Help: "error|diag|emit|panic|failed"}},
		Run: func(c *Context) error {
			record(c)
			c.PreserveAll()
			if c.Op.Attr("sym_name").(*ir.StringAttr).Value != "bad" {
				return nil
			}
			switch c.String("how") {
			case "diag":
				return c.Op.OpErrorf("is bad")
			case "emit":
				return c.Errorf(c.Op, "emitted and returned")
			case "emitonly":
				c.Errorf(c.Op, "emitted only")
				return nil
			case "failed":
				return ErrFailed
			case "panic":
				var m map[string]int
				m["x"] = 1 // nil map write
			}
			return errors.New("plain failure")
		},
	}
	// testRename changes the IR: it sets an attribute on every func.
	testRename = &Pass{
		Name: "test-rename", Summary: "changes the IR", Anchor: "func.func",
		Run: func(c *Context) error {
			record(c)
			c.Op.SetAttr("touched", ir.Unit)
			return nil
		},
	}
	// testNoop claims nothing (no PreserveAll) but changes nothing.
	testNoop = &Pass{
		Name: "test-noop", Summary: "changes nothing, preserves nothing", Anchor: "func.func",
		Run: func(c *Context) error { record(c); return nil },
	}
	analysisRuns int
	testAnalysis = &Analysis{
		Name: "test-count",
		Run: func(c *AnalysisContext) (any, error) {
			analysisRuns++
			return len(OpCounts(c.Op)), nil
		},
	}
	testUser = &Pass{
		Name: "test-user", Summary: "uses an analysis", Anchor: "func.func",
		Requires: []*Analysis{testAnalysis},
		Run: func(c *Context) error {
			record(c)
			trace = append(trace, fmt.Sprintf("ops=%d", ResultOf[int](c, testAnalysis)))
			c.PreserveAll()
			return nil
		},
	}
)

func init() {
	for _, p := range []*Pass{testFuncA, testFuncB, testModule, testAny, testFail, testRename, testNoop, testUser, testPipe} {
		Register(p)
	}
}

// buildModule makes `module { func.func @name() { return } ... }` with
// each function at line i+2, and an unregistered op between functions.
func buildModule(names ...string) *ir.Operation {
	st := &ir.OperationState{Name: "builtin.module", Loc: ir.Location{Pos: ir.Pos{File: "t.mlir", Line: 1, Col: 1}}}
	body := ir.NewBlock()
	st.AddRegion().AppendBlock(body)
	mod := ir.NewOperation(st)
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(body)
	for i, n := range names {
		fst := &ir.OperationState{
			Name:  "func.func",
			Props: []ir.NamedAttr{{Name: "sym_name", Value: ir.StrAttr(n)}, {Name: "function_type", Value: &ir.TypeAttr{Type: &ir.FunctionType{}}}},
			Loc:   ir.Location{Pos: ir.Pos{File: "t.mlir", Line: i + 2, Col: 3}},
		}
		fb := ir.NewBlock()
		fst.AddRegion().AppendBlock(fb)
		b.Create(fst)
		inner := ir.NewBuilder()
		inner.SetInsertionPointToEnd(fb)
		inner.CreateOp("func.return", nil, nil)
		b.CreateOp("test.other", nil, nil)
	}
	return mod
}

type diagSink struct{ diags []*ir.Diagnostic }

func (s *diagSink) handle(d *ir.Diagnostic) { s.diags = append(s.diags, d) }

func (s *diagSink) text() string {
	var parts []string
	for _, d := range s.diags {
		parts = append(parts, d.Error())
	}
	return strings.Join(parts, "\n")
}

func runText(t *testing.T, pipeline string, mod *ir.Operation) (*diagSink, error) {
	t.Helper()
	pl, err := ParsePipeline(pipeline)
	require.NoError(t, err)
	m := NewManager(pl, nil)
	// The tests check the order the passes ran in (trace).
	m.Threads = 1
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	trace = nil
	return sink, m.Run(mod)
}

func TestRegistryValidates(t *testing.T) {
	require.NoError(t, Validate())
	require.NotNil(t, Lookup("strip-debuginfo"))
	require.NotNil(t, Lookup("print-op-stats"))
	all := All()
	for i := 1; i < len(all); i++ {
		require.Less(t, all[i-1].Name, all[i].Name)
	}
	require.Panics(t, func() { Register(&Pass{Name: "test-any", Summary: "dup", Run: testAny.Run}) })
}

func TestValidatePassRejects(t *testing.T) {
	run := func(*Context) error { return nil }
	for _, tc := range []struct {
		p    *Pass
		want string
	}{
		{&Pass{Name: "Bad_Name", Summary: "s", Run: run}, "lower-case"},
		{&Pass{Name: "help", Summary: "s", Run: run}, "clashes"},
		{&Pass{Name: "mlir-timing", Summary: "s", Run: run}, "clashes"},
		{&Pass{Name: "ok", Run: run}, "missing Summary"},
		{&Pass{Name: "ok", Summary: "s"}, "missing Run"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Expand: func(*Values) string { return "" }}, "has both Run and Expand"},
		{&Pass{Name: "ok", Summary: "s", Expand: func(*Values) string { return "no-such-pass" }}, "does not refer to a registered pass"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Anchor: "func"}, "bad anchor"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "a", Help: "h"}, {Name: "a", Help: "h"}}}, "declared twice"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "A", Help: "h"}}}, "bad option name"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "a"}}}, "no Help"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "a", Kind: Int, Default: "x", Help: "h"}}}, "expects an integer"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "a", Kind: Int, Default: "0", Help: "h", Check: Positive}}}, "must be > 0"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Options: []*Option{{Name: "a", Kind: Int, Help: "h", Values: []string{"1"}}}}, "Values only"},
		{&Pass{Name: "ok", Summary: "s", Run: run, Requires: []*Analysis{{Name: "x"}}}, "without Name or Run"},
	} {
		err := ValidatePass(tc.p)
		require.Error(t, err, tc.want)
		require.Contains(t, err.Error(), tc.want)
	}
	require.NoError(t, ValidatePass(testFuncA))
}

func TestPowerOfTwo(t *testing.T) {
	for _, n := range []int64{1, 2, 64, 4096, MaxAlignment} {
		require.NoError(t, PowerOfTwo(n), n)
	}
	for _, n := range []int64{0, -64, 3, 48, 2 * MaxAlignment, 1 << 62} {
		require.ErrorContains(t, PowerOfTwo(n), "must be a power of two", n)
	}
}

func TestTitle(t *testing.T) {
	require.Equal(t, "TestFuncA", testFuncA.Title())
	require.Equal(t, "StripDebugInfo", StripDebugInfo.Title())
}

func TestParsePipelineRoundTrip(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{"builtin.module(func.func(test-func-a{n=128 mode=size-first flag}),test-module)",
			"builtin.module(func.func(test-func-a{n=128 mode=size-first flag=true}),test-module)"},
		{" builtin.module ( func.func ( test-func-a , test-func-b ) , test-any ) ",
			"builtin.module(func.func(test-func-a,test-func-b),test-any)"},
		{"builtin.module()", "builtin.module()"},
		// implicit nesting of func passes under a module anchor
		{"builtin.module(test-func-a,test-func-b,test-module,test-func-b)",
			"builtin.module(func.func(test-func-a,test-func-b),test-module,func.func(test-func-b))"},
		{"any(test-any)", "any(test-any)"},
		{"builtin.module(test-func-a{mode='size-first' n={7}})", "builtin.module(func.func(test-func-a{mode=size-first n=7}))"},
		{"builtin.module(test-func-a{n=1 n=2})", "builtin.module(func.func(test-func-a{n=2}))"},
	} {
		pl, err := ParsePipeline(tc.in)
		require.NoError(t, err, tc.in)
		require.Equal(t, tc.out, pl.String(), tc.in)
		again, err := ParsePipeline(pl.String())
		require.NoError(t, err)
		require.Equal(t, tc.out, again.String())
	}
	pl, err := ParsePipeline("builtin.module(func.func(test-func-a{n=128 flag}))")
	require.NoError(t, err)
	v := pl.Elems[0].Nested.Elems[0].Options
	require.Equal(t, int64(128), v.Int("n"))
	require.True(t, v.Bool("flag"))
	require.Equal(t, "cost-model", v.String("mode"))
	require.True(t, v.IsSet("n"))
	require.False(t, v.IsSet("mode"))
	require.Panics(t, func() { v.Int("flag") })
	require.Panics(t, func() { v.Int("nope") })
}

func TestParsePipelineErrors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		col  int
		want string
	}{
		{"builtin.module(func.func(nosuch))", 26, "'nosuch' does not refer to a registered pass"},
		{"builtin.module(func.func(test-func-a)", 15, "unbalanced parentheses"},
		{"builtin.module(test-func-a{foo=1})", 28, "no such option 'foo' for pass 'test-func-a' (options: n, flag, mode)"},
		{"builtin.module(test-func-a{n})", 28, "option 'n' of pass 'test-func-a' needs a value"},
		{"builtin.module(test-func-a{n=abc})", 30, "option 'n' expects an integer, got 'abc'"},
		{"builtin.module(test-func-a{n=0})", 30, "option 'n': must be > 0, got 0"},
		{"builtin.module(test-func-a{flag=maybe})", 33, "expects true or false"},
		{"builtin.module(test-func-a{mode=fast})", 33, "no value 'fast' (allowed: cost-model, size-first)"},
		{"builtin.module(test-func-a{n=1)", 27, "missing '}'"},
		{"builtin.module(test-func-a{n='1})", 27, "missing '}' closing the pass options"},
		{"builtin.module(test-any{x})", 25, "pass 'test-any' has no options"},
		{"test-func-a", 1, "wrapped with the anchor operation type"},
		{"", 1, "empty pass pipeline"},
		{"builtin.module(test-any) extra", 26, "unexpected 'e'"},
		{"builtin.module(test-any test-any)", 25, "expected ',' or ')' after 'test-any'"},
		{"builtin.module(,)", 16, "expected a pass name"},
		{"builtin.module(func.func(test-module))", 26, "can't add pass 'test-module' restricted to 'builtin.module'"},
	} {
		_, err := ParsePipeline(tc.in)
		require.Error(t, err, tc.in)
		var se *SyntaxError
		require.True(t, errors.As(err, &se), tc.in)
		require.Contains(t, se.Msg, tc.want, tc.in)
		require.Equal(t, tc.col, se.Offset+1, tc.in)
		lines := strings.Split(err.Error(), "\n")
		require.Len(t, lines, 3)
		require.Equal(t, fmt.Sprintf("<pass-pipeline>:1:%d: error: %s", tc.col, se.Msg), lines[0])
		require.Equal(t, tc.in, lines[1])
		require.Equal(t, strings.Repeat(" ", tc.col-1)+"^", lines[2])
	}
}

func TestParseOptions(t *testing.T) {
	v := NewValues(testFuncA)
	require.NoError(t, ParseOptions(v, "  n=128   flag mode=\"size-first\" "))
	require.Equal(t, int64(128), v.Int("n"))
	require.True(t, v.Bool("flag"))
	require.Equal(t, "size-first", v.String("mode"))
	require.NoError(t, ParseOptions(v, "flag=false n=0x10"))
	require.False(t, v.Bool("flag"))
	require.Equal(t, int64(16), v.Int("n"))
	require.Equal(t, "{mode=size-first flag=false n=0x10}", v.text())
	require.NoError(t, ParseOptions(v, ""))
	err := ParseOptions(v, "n='1")
	require.ErrorContains(t, err, "unterminated quoted value")
	require.Equal(t, 2, err.(*SyntaxError).Offset)
}

func TestAddPassImplicitNesting(t *testing.T) {
	pl := NewPipeline("builtin.module")
	pl.AddPass(testFuncA, nil)
	pl.AddPass(testFuncB, nil)
	pl.AddPass(StripDebugInfo, nil)
	pl.AddPass(testFuncB, nil)
	require.Equal(t, "builtin.module(func.func(test-func-a,test-func-b),strip-debuginfo,func.func(test-func-b))", pl.String())
	require.False(t, pl.Empty())
	require.True(t, NewPipeline("builtin.module").Empty())
}

func TestFunctionPassesRunOneFunctionAtATime(t *testing.T) {
	mod := buildModule("f", "g")
	_, err := runText(t, "builtin.module(test-module,func.func(test-func-a{n=3},test-func-b),test-any,any(test-any))", mod)
	require.NoError(t, err)
	require.Equal(t, []string{
		"test-module:builtin.module",
		"test-func-a:func.func@f", "n=3 flag=false mode=cost-model", "test-func-b:func.func@f",
		"test-func-a:func.func@g", "n=3 flag=false mode=cost-model", "test-func-b:func.func@g",
		"test-any:builtin.module",
		// any(...) runs on every op directly inside the module
		"test-any:func.func@f", "test-any:test.other", "test-any:func.func@g", "test-any:test.other",
	}, trace)
}

func TestAnchorMismatch(t *testing.T) {
	sink, err := runText(t, "func.func(test-func-a)", buildModule("f"))
	require.Error(t, err)
	require.Equal(t, "t.mlir:1:1: error: can't run 'func.func' pass manager on 'builtin.module' op", sink.text())
}

func TestPassFailureStopsPipeline(t *testing.T) {
	for _, tc := range []struct{ how, diag string }{
		{"error", "t.mlir:3:3: error: 'func.func' op pass 'test-fail' failed: plain failure"},
		{"diag", "t.mlir:3:3: error: 'func.func' op is bad"},
		{"emit", "t.mlir:3:3: error: emitted and returned"},
		{"emitonly", "t.mlir:3:3: error: emitted only"},
		{"failed", "t.mlir:3:3: error: 'func.func' op pass 'test-fail' failed"},
		{"panic", "t.mlir:3:3: error: 'func.func' op pass 'test-fail' panicked: assignment to entry in nil map"},
	} {
		mod := buildModule("ok", "bad", "later")
		sink, err := runText(t, "builtin.module(func.func(test-fail{how="+tc.how+"},test-func-b),test-module)", mod)
		require.Error(t, err, tc.how)
		require.Equal(t, tc.diag, sink.text(), tc.how)
		var f *Failure
		require.True(t, errors.As(err, &f))
		require.Equal(t, "test-fail", f.Pass.Name)
		require.Equal(t, "func.func", f.Op.Name())
		require.Contains(t, err.Error(), "pass 'test-fail' failed on 'func.func' op at t.mlir:3:3")
		// test-func-b ran on @ok, nothing ran after the failure
		require.Equal(t, []string{"test-fail:func.func@ok", "test-func-b:func.func@ok", "test-fail:func.func@bad"}, trace, tc.how)
		require.NotContains(t, sink.text(), "goroutine")
	}
}

func TestAnalysesCachedUntilIRChanges(t *testing.T) {
	mod := buildModule("f")
	analysisRuns = 0
	// test-user twice: computed once. test-noop changes nothing (kept);
	// test-rename changes the func: recomputed.
	_, err := runText(t, "builtin.module(func.func(test-user,test-user,test-noop,test-user,test-rename,test-user,test-user))", mod)
	require.NoError(t, err)
	require.Equal(t, 2, analysisRuns)
	require.Equal(t, "ops=2", trace[1])

	// Without instrumentation or cached results, a pass that does not
	// PreserveAll is assumed to change the IR.
	analysisRuns = 0
	_, err = runText(t, "builtin.module(func.func(test-noop,test-user,test-rename,test-user))", buildModule("f"))
	require.NoError(t, err)
	require.Equal(t, 2, analysisRuns)
}

func TestAnalysisFailureFailsPass(t *testing.T) {
	bad := &Analysis{Name: "bad", Run: func(c *AnalysisContext) (any, error) { return nil, errors.New("cannot") }}
	p := &Pass{Name: "test-bad-analysis", Summary: "s", Anchor: "func.func", Requires: []*Analysis{bad}, Run: func(c *Context) error { return nil }}
	pl := NewPipeline("builtin.module")
	pl.AddPass(p, nil)
	m := NewManager(pl, nil)
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	require.Error(t, m.Run(buildModule("f")))
	require.Equal(t, "t.mlir:2:3: error: 'func.func' op pass 'test-bad-analysis' failed: analysis 'bad' failed: cannot", sink.text())

	// Asked lazily through Context.Result: same report.
	p2 := &Pass{Name: "test-bad-analysis2", Summary: "s", Anchor: "func.func", Run: func(c *Context) error { c.Result(bad); return nil }}
	pl = NewPipeline("builtin.module")
	pl.AddPass(p2, nil)
	m = NewManager(pl, nil)
	sink = &diagSink{}
	m.Diagnostics = sink.handle
	require.Error(t, m.Run(buildModule("f")))
	require.Contains(t, sink.text(), "analysis 'bad' failed: cannot")
}

func TestVerifierRunsAfterChangingPasses(t *testing.T) {
	var verified []string
	verify := func(op *ir.Operation) error {
		verified = append(verified, op.Attr("sym_name").(*ir.StringAttr).Value)
		if op.DiscardableAttr("touched") != nil {
			return op.OpErrorf("is touched")
		}
		return nil
	}
	pl, err := ParsePipeline("builtin.module(func.func(test-func-b,test-rename,test-func-b))")
	require.NoError(t, err)
	m := NewManager(pl, verify)
	m.Threads = 1 // verify records into a slice
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	trace = nil
	err = m.Run(buildModule("f", "g"))
	require.Error(t, err)
	// test-func-b preserves everything: not verified. test-rename: verified and failed.
	require.Equal(t, []string{"f"}, verified)
	require.Equal(t, "t.mlir:2:3: error: 'func.func' op is touched\nt.mlir:2:3: error: 'func.func' op failed to verify after pass 'test-rename'", sink.text())

	verified = nil
	m.VerifyEach = false
	sink.diags = nil
	require.NoError(t, m.Run(buildModule("f", "g")))
	require.Empty(t, verified)
}

func TestFingerprint(t *testing.T) {
	mod := buildModule("f")
	a := Fingerprint(mod)
	require.Equal(t, a, Fingerprint(mod))
	f := mod.Region(0).Front().First()
	f.SetAttr("x", ir.Unit)
	b := Fingerprint(mod)
	require.NotEqual(t, a, b)
	f.Loc = ir.Location{}
	require.NotEqual(t, b, Fingerprint(mod))
	require.NotEqual(t, Fingerprint(buildModule("f")), Fingerprint(buildModule("f")), "distinct ops have distinct identities")
}

func printName(w io.Writer, op *ir.Operation) error {
	fmt.Fprintf(w, "%s %v\n", op.Name(), op.Attr("sym_name"))
	return nil
}

func TestPrintIR(t *testing.T) {
	var buf bytes.Buffer
	pi := &PrintIR{
		Before: map[string]bool{"strip-debuginfo": true},
		After:  map[string]bool{"test-func-b": true},
		Print:  printName,
		Out:    &buf,
	}
	pl, err := ParsePipeline("builtin.module(func.func(test-func-b,test-rename),strip-debuginfo)")
	require.NoError(t, err)
	m := NewManager(pl, nil)
	m.Instrumentations = []Instrumentation{pi}
	require.NoError(t, m.Run(buildModule("f")))
	require.Equal(t, `// -----// IR Dump After TestFuncB (test-func-b) //----- //
func.func "f"

// -----// IR Dump Before StripDebugInfo (strip-debuginfo) //----- //
builtin.module <nil>


`, buf.String())

	// after-all with after-change: only passes that changed the IR.
	buf.Reset()
	pi = &PrintIR{AfterAll: true, OnlyIfChanged: true, Print: printName, Out: &buf}
	m.Instrumentations = []Instrumentation{pi}
	require.NoError(t, m.Run(buildModule("f")))
	require.Equal(t, `// -----// IR Dump After TestRename (test-rename) //----- //
func.func "f"

// -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
builtin.module <nil>


`, buf.String())

	// before-all and after-all.
	buf.Reset()
	pi = &PrintIR{BeforeAll: true, AfterAll: true, Print: printName, Out: &buf}
	m.Instrumentations = []Instrumentation{pi}
	require.NoError(t, m.Run(buildModule("f")))
	require.Equal(t, 6, strings.Count(buf.String(), "IR Dump"))
}

func TestTimingReport(t *testing.T) {
	clock := time.Unix(0, 0)
	tick := func(d time.Duration) { clock = clock.Add(d) }
	tm := NewTiming()
	tm.now = func() time.Time { return clock }
	tm.start = clock
	stop := tm.Start("Parser")
	tick(750 * time.Millisecond)
	stop()

	slow := &Pass{Name: "test-slow", Summary: "s", Anchor: "func.func", Requires: []*Analysis{testAnalysis},
		Run: func(c *Context) error { tick(100 * time.Millisecond); c.PreserveAll(); return nil }}
	pl := NewPipeline("builtin.module")
	pl.AddPass(slow, nil)
	pl.AddPass(StripDebugInfo, nil)
	m := NewManager(pl, nil)
	m.Instrumentations = []Instrumentation{tm}
	require.NoError(t, m.Run(buildModule("f", "g")))
	stop = tm.Start("Output")
	tick(50 * time.Millisecond)
	stop()
	tick(0)
	var buf bytes.Buffer
	tm.report(&buf, time.Second)
	require.Equal(t, `===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 1.0000 seconds

  ----Wall Time----  ----Name----
    0.7500 ( 75.0%)  Parser
    0.2000 ( 20.0%)  'func.func' Pipeline
    0.2000 ( 20.0%)    TestSlow
    0.0000 (  0.0%)      (A) test-count
    0.0000 (  0.0%)  StripDebugInfo
    0.0500 (  5.0%)  Output
    0.0000 (  0.0%)  Rest
    1.0000 (100.0%)  Total
`, buf.String())
}

func TestStripDebugInfo(t *testing.T) {
	mod := buildModule("f", "g")
	f := mod.Region(0).Front().First()
	f.Region(0).Front().AddArgument(ir.I32, ir.Location{Pos: ir.Pos{File: "t.mlir", Line: 9, Col: 9}})
	_, err := runText(t, "builtin.module(strip-debuginfo)", mod)
	require.NoError(t, err)
	ir.WalkPreOrder(mod, func(op *ir.Operation) { require.True(t, op.Loc.IsUnknown(), op.Name()) })
	require.True(t, f.Region(0).Front().Arg(0).Loc.IsUnknown())
}

func TestPrintOpStatsFormat(t *testing.T) {
	// The expected text is what mlir-opt 22 prints for the same op counts.
	counts := map[string]int{"arith.constant": 1, "builtin.module": 1, "func.func": 2, "func.return": 2, "memref.load": 1}
	var buf bytes.Buffer
	WriteOpStats(&buf, counts)
	require.Equal(t, `Operations encountered:
-----------------------
    arith.constant , 1
  builtin.module   , 1
     func.func     , 2
     func.return   , 2
   memref.load     , 1
`, buf.String())
	buf.Reset()
	WriteOpStatsJSON(&buf, counts)
	require.Equal(t, `{
  "arith.constant" : 1,
  "builtin.module" : 1,
  "func.func" : 2,
  "func.return" : 2,
  "memref.load" : 1
}
`, buf.String())
}

func TestPrintOpStatsPass(t *testing.T) {
	var buf bytes.Buffer
	pl, err := ParsePipeline("builtin.module(print-op-stats{json})")
	require.NoError(t, err)
	m := NewManager(pl, nil)
	m.Out = &buf
	require.NoError(t, m.Run(buildModule("f", "g")))
	require.Equal(t, "{\n  \"builtin.module\" : 1,\n  \"func.func\" : 2,\n  \"func.return\" : 2,\n  \"test.other\" : 2\n}\n", buf.String())
}

func TestNoteFailingPass(t *testing.T) {
	for _, tc := range []struct{ how, diag string }{
		{"diag", "t.mlir:3:3: error: 'func.func' op is bad\nt.mlir:3:3: note: pass 'test-fail' failed on this 'func.func' op"},
		{"emitonly", "t.mlir:3:3: error: emitted only\nt.mlir:3:3: note: pass 'test-fail' failed on this 'func.func' op"},
		// These name the pass already: no note.
		{"error", "t.mlir:3:3: error: 'func.func' op pass 'test-fail' failed: plain failure"},
		{"panic", "t.mlir:3:3: error: 'func.func' op pass 'test-fail' panicked: assignment to entry in nil map"},
	} {
		pl, err := ParsePipeline("builtin.module(func.func(test-fail{how=" + tc.how + "}))")
		require.NoError(t, err)
		m := NewManager(pl, nil)
		m.NoteFailingPass = true
		sink := &diagSink{}
		m.Diagnostics = sink.handle
		require.Error(t, m.Run(buildModule("ok", "bad")))
		require.Equal(t, tc.diag, sink.text(), tc.how)
	}
}

func TestDump(t *testing.T) {
	pl, err := ParsePipeline("builtin.module(test-func-a{n=3},test-any,any(test-any))")
	require.NoError(t, err)
	var buf bytes.Buffer
	pl.Dump(&buf)
	require.Equal(t, `Pass Manager with 3 passes:
builtin.module(
  func.func(
    test-func-a{n=3 flag=false mode=cost-model}
  ),
  test-any,
  any(
    test-any
  )
)

`, buf.String())
	pl, err = ParsePipeline("builtin.module( )")
	require.NoError(t, err)
	buf.Reset()
	pl.Dump(&buf)
	require.Equal(t, "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n", buf.String())
	_, err = ParsePipeline("builtin.module(func.func( ))")
	require.ErrorContains(t, err, "1:27: error: expected a pass name or a nested pipeline, found ')'")
}

func TestAnalysisPanicIsReportedAndTimingStaysBalanced(t *testing.T) {
	boom := &Analysis{Name: "boom", Run: func(c *AnalysisContext) (any, error) { panic("kaboom") }}
	p := &Pass{Name: "test-boom", Summary: "s", Anchor: "func.func", Requires: []*Analysis{boom}, Run: func(c *Context) error { return nil }}
	pl := NewPipeline("builtin.module")
	pl.AddPass(p, nil)
	m := NewManager(pl, nil)
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	tm := NewTiming()
	m.Instrumentations = []Instrumentation{tm}
	require.Error(t, m.Run(buildModule("f")))
	require.Equal(t, "t.mlir:2:3: error: 'func.func' op pass 'test-boom' failed: analysis 'boom' failed: panicked: kaboom", sink.text())
	require.Len(t, tm.stack, 1, "every timer was stopped")

	// MEMOPT_TRACEBACK=1 adds the analysis's stack, as for a pass.
	t.Setenv("MEMOPT_TRACEBACK", "1")
	sink = &diagSink{}
	m = NewManager(pl, nil)
	m.Diagnostics = sink.handle
	require.Error(t, m.Run(buildModule("f")))
	require.Contains(t, sink.text(), "analysis 'boom' failed: panicked: kaboom\ngoroutine ")
	require.Contains(t, sink.text(), "passes.TestAnalysisPanicIsReportedAndTimingStaysBalanced")
}

// A top-level op prints its own final newline before the dump's empty
// lines (mlir-opt's layout): module dumps end with two empty lines,
// function dumps with one.

func TestPrintIRAfterFailureAndModuleScope(t *testing.T) {
	var buf bytes.Buffer
	pi := &PrintIR{AfterAll: true, AfterFailure: true, ModuleScope: true, Before: map[string]bool{"test-fail": true}, Print: printName, Out: &buf}
	pl, err := ParsePipeline("builtin.module(func.func(test-fail))")
	require.NoError(t, err)
	m := NewManager(pl, nil)
	m.Diagnostics = func(*ir.Diagnostic) {}
	m.Instrumentations = []Instrumentation{pi}
	require.Error(t, m.Run(buildModule("ok", "bad")))
	require.Equal(t, `// -----// IR Dump Before TestFail (test-fail) ('func.func' operation: @ok) //----- //
builtin.module <nil>


// -----// IR Dump Before TestFail (test-fail) ('func.func' operation: @bad) //----- //
builtin.module <nil>


// -----// IR Dump After TestFail Failed (test-fail) ('func.func' operation: @bad) //----- //
builtin.module <nil>


`, buf.String())
}

func TestContextDiagnostics(t *testing.T) {
	p := &Pass{Name: "test-diags", Summary: "s", Anchor: "func.func", Run: func(c *Context) error {
		c.Warnf(c.Op, "careful with @%s", ir.SymbolName(c.Op))
		c.Remarkf(nil, "no location")
		c.PreserveAll()
		return nil
	}}
	pl := NewPipeline("builtin.module")
	pl.AddPass(p, nil)
	m := NewManager(pl, nil)
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	require.NoError(t, m.Run(buildModule("f")), "warnings and remarks do not fail a pass")
	require.Equal(t, "t.mlir:2:3: warning: careful with @f\nremark: no location", sink.text())

	// Without a handler, diagnostics go to Out.
	var buf bytes.Buffer
	m.Diagnostics = nil
	m.Out = &buf
	require.NoError(t, m.Run(buildModule("f")))
	require.Equal(t, "t.mlir:2:3: warning: careful with @f\nremark: no location\n", buf.String())
}

func TestQuoteOptionValue(t *testing.T) {
	for in, want := range map[string]string{
		"size-first":       "size-first",
		"":                 "",
		"canonicalize,cse": "canonicalize,cse",
		"canonicalize cse": "{canonicalize cse}",
		"a {b c}":          "{a {b c}}",
		"a }b":             `"a }b"`,
		`say "hi"`:         `'say "hi"'`,
		"x{y":              `"x{y"`,
	} {
		require.Equal(t, want, quoteOptionValue(in), in)
	}
}

func TestListOption(t *testing.T) {
	p := &Pass{Name: "test-list", Summary: "s", Run: func(*Context) error { return nil },
		Options: []*Option{{Name: "dialects", Kind: List, Help: "dialects", Values: []string{"tensor", "linalg", "scf"}}}}
	require.NoError(t, ValidatePass(p))
	v := NewValues(p)
	require.Nil(t, v.List("dialects"))
	require.Equal(t, "", v.allText()[1:len(v.allText())-1], "an empty list is left out, as mlir-opt does")
	require.NoError(t, ParseOptions(v, "dialects=tensor,linalg"))
	require.Equal(t, []string{"tensor", "linalg"}, v.List("dialects"))
	require.Equal(t, `{dialects={tensor,linalg}}`, v.allText())
	require.Equal(t, `{dialects={tensor,linalg}}`, v.text())
	require.NoError(t, ParseOptions(v, `dialects="scf"`))
	require.Equal(t, []string{"scf"}, v.List("dialects"))
	err := ParseOptions(v, "dialects=tensor,arith")
	require.ErrorContains(t, err, "option 'dialects' has no value 'arith'")
	require.ErrorContains(t, ParseOptions(v, "dialects=tensor,,scf"), "empty list element")
	require.Equal(t, "list", List.String())
}

// Adjacent nested pipelines run as one adaptor, as in MLIR: the nested ops
// are visited in IR order, each running the pipeline of its name; nested
// pipelines on the same op name are merged; any(...) is never coalesced.
func TestAdjacentNestedPipelinesCoalesce(t *testing.T) {
	// A module with a nested module between the functions.
	mod := buildModule("f")
	inner := buildModule()
	inner.SetAttr("sym_name", ir.StrAttr("inner"))
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(mod.Region(0).Front())
	b.Insert(inner)
	g := buildModule("g").Region(0).Front().First()
	g.Remove()
	b.Insert(g)

	_, err := runText(t, "builtin.module(func.func(test-func-b),func.func(test-fail),builtin.module(test-module))", mod)
	require.NoError(t, err)
	require.Equal(t, []string{
		"test-func-b:func.func@f", "test-fail:func.func@f",
		"test-module:builtin.module@inner",
		"test-func-b:func.func@g", "test-fail:func.func@g",
	}, trace)

	_, err = runText(t, "builtin.module(func.func(test-func-b),test-module,func.func(test-fail))", mod)
	require.NoError(t, err)
	require.Equal(t, []string{
		"test-func-b:func.func@f", "test-func-b:func.func@g",
		"test-module:builtin.module",
		"test-fail:func.func@f", "test-fail:func.func@g",
	}, trace)

	_, err = runText(t, "builtin.module(any(test-any),func.func(test-fail))", buildModule("f", "g"))
	require.NoError(t, err)
	require.Equal(t, []string{
		"test-any:func.func@f", "test-any:test.other", "test-any:func.func@g", "test-any:test.other",
		"test-fail:func.func@f", "test-fail:func.func@g",
	}, trace)

	// The first failure stops the adaptor.
	_, err = runText(t, "builtin.module(func.func(test-fail),builtin.module(test-module))", buildModule("bad", "g"))
	require.Error(t, err)
	require.Equal(t, []string{"test-fail:func.func@bad"}, trace)
}

func timingFor(t *testing.T, pipeline string, mod *ir.Operation, display TimingDisplay) string {
	t.Helper()
	clock := time.Unix(0, 0)
	tm := NewTiming()
	tm.Display = display
	tm.now = func() time.Time { clock = clock.Add(time.Millisecond); return clock }
	tm.start = clock
	pl, err := ParsePipeline(pipeline)
	require.NoError(t, err)
	m := NewManager(pl, nil)
	m.Instrumentations = []Instrumentation{tm}
	require.NoError(t, m.Run(mod))
	var buf bytes.Buffer
	tm.report(&buf, clock.Sub(time.Unix(0, 0)))
	_, rows, _ := strings.Cut(buf.String(), "----Name----\n")
	return rows
}

func TestTimingAdaptorsAndList(t *testing.T) {
	mod := buildModule("f")
	inner := buildModule("g")
	inner.SetAttr("sym_name", ir.StrAttr("inner"))
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(mod.Region(0).Front())
	b.Insert(inner)

	// Every clock read advances 1 ms: each push and pop is one read.
	// An adaptor of two pipelines is a row of its own; the pipelines are
	// rows in the order they first ran.
	require.Equal(t, `    0.0150 ( 93.8%)  Pipeline Collection : ['builtin.module', 'func.func']
    0.0030 ( 18.8%)    'func.func' Pipeline
    0.0010 (  6.2%)      TestFuncB
    0.0090 ( 56.2%)    'builtin.module' Pipeline
    0.0010 (  6.2%)      TestModule
    0.0030 ( 18.8%)      'func.func' Pipeline
    0.0010 (  6.2%)        TestFuncB
    0.0010 (  6.2%)  Rest
    0.0160 (100.0%)  Total
`, timingFor(t, "builtin.module(func.func(test-func-b),builtin.module(test-module,func.func(test-func-b)))", mod, TimingTree))

	// The list: one row per name, summed, largest first, with the root
	// and the adaptors that the tree hides.
	require.Equal(t, `    0.0160 (100.0%)  root
    0.0150 ( 93.8%)  Pipeline Collection : ['builtin.module', 'func.func']
    0.0090 ( 56.2%)  'builtin.module' Pipeline
    0.0060 ( 37.5%)  'func.func' Pipeline
    0.0050 ( 31.2%)  Pipeline Collection : ['func.func']
    0.0020 ( 12.5%)  TestFuncB
    0.0010 (  6.2%)  TestModule
    0.0010 (  6.2%)  Rest
    0.0160 (100.0%)  Total
`, timingFor(t, "builtin.module(func.func(test-func-b),builtin.module(test-module,func.func(test-func-b)))", mod, TimingList))
}

// --mlir-print-ir-tree-dir: one file per dump, in directories named after
// the op the pass ran on and its ancestors, counters as mlir-opt's.
func TestPrintIRTree(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tree")
	pi := &PrintIR{BeforeAll: true, AfterAll: true, Print: printName, TreeDir: dir}
	pl, err := ParsePipeline("builtin.module(func.func(test-func-b),test-module,func.func(test-func-b))")
	require.NoError(t, err)
	m := NewManager(pl, nil)
	m.Instrumentations = []Instrumentation{pi}
	mod := buildModule("f", "a/b")
	require.NoError(t, m.Run(mod))
	require.NoError(t, pi.Err)
	var files []string
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			files = append(files, rel)
		}
		return err
	}))
	require.Equal(t, []string{
		"builtin_module_no-symbol-name/1_test-module.mlir",
		"builtin_module_no-symbol-name/2_test-module.mlir",
		"builtin_module_no-symbol-name/func_func_a_b/0_0_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_a_b/0_1_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_a_b/2_2_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_a_b/2_3_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_f/0_0_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_f/0_1_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_f/2_2_test-func-b.mlir",
		"builtin_module_no-symbol-name/func_func_f/2_3_test-func-b.mlir",
	}, files)
	b, err := os.ReadFile(filepath.Join(dir, "builtin_module_no-symbol-name/2_test-module.mlir"))
	require.NoError(t, err)
	require.Equal(t, "// -----// IR Dump After TestModule (test-module) //----- //\nbuiltin.module <nil>\n\n\n", string(b))
	b, err = os.ReadFile(filepath.Join(dir, "builtin_module_no-symbol-name/func_func_f/0_0_test-func-b.mlir"))
	require.NoError(t, err)
	require.Equal(t, "// -----// IR Dump Before TestFuncB (test-func-b) //----- //\nfunc.func \"f\"\n\n", string(b))

	// A path that cannot be created is an error, kept in Err; nothing
	// more is written.
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	pi = &PrintIR{AfterAll: true, Print: printName, TreeDir: filepath.Join(file, "sub")}
	m.Instrumentations = []Instrumentation{pi}
	require.NoError(t, m.Run(buildModule("f")))
	require.EqualError(t, pi.Err, "cannot create directory '"+filepath.Join(file, "sub", "builtin_module_no-symbol-name", "func_func_f")+"' for --mlir-print-ir-tree-dir: not a directory")
}

// A pass finds the sink its driver provided, by type, and none otherwise.
func TestSinks(t *testing.T) {
	type plans struct{ names []string }
	p := &Pass{Name: "test-sink", Summary: "s", Anchor: "func.func", Run: func(c *Context) error {
		if s, ok := SinkOf[*plans](c); ok {
			s.names = append(s.names, ir.SymbolName(c.Op))
		}
		_, ok := SinkOf[*strings.Builder](c)
		require.False(t, ok, "no sink of that type was provided")
		return nil
	}}
	pl := NewPipeline("builtin.module")
	pl.AddPass(p, nil)
	m := NewManager(pl, nil)
	require.NoError(t, m.Run(buildModule("f")), "a pass works without its sink")
	got := &plans{}
	ProvideSink(m, got)
	require.NoError(t, m.Run(buildModule("f")))
	require.Equal(t, []string{"f"}, got.names)
}

// TestNamedPipeline: a named pipeline adds its passes in its place, nested
// by their anchors, with its options passed on; in a function pipeline the
// module pass cannot go.
func TestNamedPipeline(t *testing.T) {
	pl, err := ParsePipeline("builtin.module(test-func-b, test-pipe{n=5}, test-any)")
	require.NoError(t, err)
	// As in MLIR, the pipeline's function passes form a nested pipeline of
	// their own.
	require.Equal(t, "builtin.module(func.func(test-func-b),func.func(test-func-a{n=5}),test-module,test-any,test-any)", pl.String())
	pl = NewPipeline("builtin.module")
	pl.AddPass(testPipe, nil)
	require.Equal(t, "builtin.module(func.func(test-func-a{n=3}),test-module,test-any)", pl.String())
	_, err = ParsePipeline("builtin.module(func.func(test-pipe))")
	require.ErrorContains(t, err, "can't add pass 'test-module' restricted to 'builtin.module'")
}
