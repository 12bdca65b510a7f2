package passes

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// testParallel changes each function (an attribute numbering its ops),
// emits a remark and a warning, writes a line to Context.Out, and fails
// on @bad; it sleeps a little on functions whose name ends in "slow" so
// that a parallel run finishes them out of order.
var testParallel = &Pass{
	Name: "test-parallel", Summary: "per-function work for the threading tests", Anchor: "func.func",
	Run: func(c *Context) error {
		name := c.Op.Attr("sym_name").(*ir.StringAttr).Value
		if strings.HasSuffix(name, "slow") {
			time.Sleep(2 * time.Millisecond)
		}
		c.Remarkf(c.Op, "visiting @%s", name)
		fmt.Fprintf(c.Out(), "out @%s\n", name)
		c.Op.SetAttr("visited", ir.StrAttr(name))
		c.Warnf(c.Op, "visited @%s", name)
		if name == "bad" {
			return c.Errorf(c.Op, "@bad is bad")
		}
		return nil
	},
}

// testSerialRuns counts the functions test-serial is running on at once.
var testSerialRuns, testSerialMax atomic.Int32

var testSerial = &Pass{
	Name: "test-serial", Summary: "a pass that must run one function at a time", Anchor: "func.func",
	Serial: true,
	Run: func(c *Context) error {
		n := testSerialRuns.Add(1)
		for {
			m := testSerialMax.Load()
			if n <= m || testSerialMax.CompareAndSwap(m, n) {
				break
			}
		}
		time.Sleep(time.Millisecond)
		testSerialRuns.Add(-1)
		c.PreserveAll()
		return nil
	},
}

// testParAnalysis counts its runs; test-par-user requires it and
// test-par-touch changes each function.
var (
	testParAnalysisRuns atomic.Int32
	testParAnalysis     = &Analysis{
		Name: "test-par-count",
		Run: func(c *AnalysisContext) (any, error) {
			testParAnalysisRuns.Add(1)
			return len(OpCounts(c.Op)), nil
		},
	}
	testParUser = &Pass{
		Name: "test-par-user", Summary: "uses an analysis (thread-safe)", Anchor: "func.func",
		Requires: []*Analysis{testParAnalysis},
		Run:      func(c *Context) error { c.PreserveAll(); return nil },
	}
	testParTouch = &Pass{
		Name: "test-par-touch", Summary: "changes each function (thread-safe)", Anchor: "func.func",
		Run: func(c *Context) error { c.Op.SetAttr("touched", ir.Unit); return nil },
	}
	testParModule = &Pass{
		Name: "test-par-module", Summary: "module pass that changes nothing", Anchor: "builtin.module",
		Run: func(c *Context) error { testParConcurrent.Add(b2i(c.Concurrent())); c.PreserveAll(); return nil },
	}
	// testParConcurrent counts the runs of test-par-module and
	// test-par-concurrent that Context.Concurrent called concurrent.
	testParConcurrent   atomic.Int32
	testParConcurrentFn = &Pass{
		Name: "test-par-concurrent", Summary: "counts its concurrent runs", Anchor: "func.func",
		Run: func(c *Context) error { testParConcurrent.Add(b2i(c.Concurrent())); c.PreserveAll(); return nil },
	}
)

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// Context.Concurrent is true exactly for the runs on ops an adaptor runs
// on several goroutines.
func TestContextConcurrent(t *testing.T) {
	for _, tc := range []struct {
		threads int
		funcs   []string
		want    int32
	}{{4, []string{"f", "g", "h"}, 3}, {1, []string{"f", "g", "h"}, 0}, {4, []string{"f"}, 0}} {
		testParConcurrent.Store(0)
		pl, err := ParsePipeline("builtin.module(test-par-module,func.func(test-par-concurrent))")
		require.NoError(t, err)
		m := NewManager(pl, nil)
		m.Threads = tc.threads
		require.NoError(t, m.Run(buildModule(tc.funcs...)))
		require.Equal(t, tc.want, testParConcurrent.Load(), "%d threads, %d functions", tc.threads, len(tc.funcs))
	}
}

func init() {
	for _, p := range []*Pass{testParallel, testSerial, testParUser, testParTouch, testParModule, testParConcurrentFn} {
		Register(p)
	}
}

// parallelRun runs pipeline on a module of the given functions with the
// given number of threads and returns the diagnostics, the Out text, the
// error text and the module's fingerprint-independent state (the visited
// attributes in IR order).
func parallelRun(t *testing.T, pipeline string, threads int, names ...string) (diags, out, errText, state string) {
	t.Helper()
	mod := buildModule(names...)
	pl, err := ParsePipeline(pipeline)
	require.NoError(t, err)
	m := NewManager(pl, ir.Verify)
	m.Threads = threads
	sink := &diagSink{}
	m.Diagnostics = sink.handle
	var sb strings.Builder
	m.Out = &sb
	if err := m.Run(mod); err != nil {
		errText = err.Error()
	}
	var st []string
	for op := mod.Region(0).Front().First(); op != nil; op = op.Next() {
		if a, ok := op.Attr("visited").(*ir.StringAttr); ok {
			st = append(st, a.Value)
		}
	}
	return sink.text(), sb.String(), errText, strings.Join(st, ",")
}

func manyNames(n int, bad int) []string {
	var names []string
	for i := 0; i < n; i++ {
		switch {
		case i == bad:
			names = append(names, "bad")
		case i%3 == 0:
			names = append(names, fmt.Sprintf("f%dslow", i))
		default:
			names = append(names, fmt.Sprintf("f%d", i))
		}
	}
	return names
}

// A function pipeline gives the same diagnostics (in IR order), Out text,
// IR and error on 1 and on 8 threads, with and without a failure.
func TestThreadsDoNotChangeResults(t *testing.T) {
	const pipeline = "builtin.module(func.func(test-parallel,print-op-stats),test-par-module)"
	for _, bad := range []int{-1, 0, 17, 39} {
		names := manyNames(40, bad)
		d1, o1, e1, s1 := parallelRun(t, pipeline, 1, names...)
		for round := 0; round < 3; round++ {
			d8, o8, e8, s8 := parallelRun(t, pipeline, 8, names...)
			require.Equal(t, d1, d8, "diagnostics, bad=%d", bad)
			require.Equal(t, o1, o8, "out, bad=%d", bad)
			require.Equal(t, e1, e8, "error, bad=%d", bad)
			if bad < 0 {
				require.Equal(t, s1, s8, "IR, bad=%d", bad)
			}
		}
		if bad < 0 {
			require.Empty(t, e1)
			require.Equal(t, 80, strings.Count(d1, "\n")+1)
			require.True(t, strings.HasPrefix(d1, "t.mlir:2:3: remark: visiting @f0slow\nt.mlir:2:3: warning: visited @f0slow\nt.mlir:3:3: remark: visiting @f1\n"), d1)
		} else {
			require.Contains(t, e1, "pass 'test-parallel' failed on 'func.func' op")
			require.True(t, strings.HasSuffix(d1, "error: @bad is bad"), d1)
			require.NotContains(t, d1, fmt.Sprintf("f%d", bad+1))
		}
	}
}

// Passes marked Serial never run on two functions at once.
func TestSerialPassesRunOneAtATime(t *testing.T) {
	testSerialMax.Store(0)
	_, _, errText, _ := parallelRun(t, "builtin.module(func.func(test-serial))", 8, manyNames(16, -1)...)
	require.Empty(t, errText)
	require.Equal(t, int32(1), testSerialMax.Load())
}

// Analyses cached on functions by one parallel adaptor stay cached for
// the next, until a pass changes the function.
func TestThreadsKeepAnalysisCache(t *testing.T) {
	for _, threads := range []int{1, 4} {
		testParAnalysisRuns.Store(0)
		mod := buildModule("f", "g", "h")
		pl, err := ParsePipeline("builtin.module(func.func(test-par-user),test-par-module,func.func(test-par-user,test-par-touch),test-par-module,func.func(test-par-user))")
		require.NoError(t, err)
		m := NewManager(pl, nil)
		m.Threads = threads
		require.NoError(t, m.Run(mod))
		// once per function at first, once more after test-par-touch
		require.Equal(t, int32(6), testParAnalysisRuns.Load(), "threads=%d", threads)
	}
}
