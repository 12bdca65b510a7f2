package optmain

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

var memopt = &Tool{Name: "memopt"}

// runTool runs tool t in process on input and returns stdout, stderr and
// the exit code.
func runTool(t *Tool, input string, args ...string) (string, string, int) {
	var stdout, stderr bytes.Buffer
	code := t.Run(args, strings.NewReader(input), &stdout, &stderr)
	return stdout.String(), stderr.String(), code
}

const emptyFunc = "func.func @f() {\n  return\n}\n"

// TestRunInProcess covers Run's exit codes and streams directly.
func TestRunInProcess(t *testing.T) {
	out, _, code := runTool(memopt, "", "--version")
	require.Equal(t, 0, code)
	require.Equal(t, "memopt version "+Version+"\n", out)

	out, errs, code := runTool(memopt, emptyFunc, "--strip-debuginfo")
	require.Equal(t, 0, code, errs)
	require.Contains(t, out, "func.func @f()")
	require.True(t, strings.HasSuffix(out, "}\n\n"), "output ends like mlir-opt's")

	out, errs, code = runTool(memopt, "func.func @f() {\n  %0 = arith.constant : i32\n}\n")
	require.Equal(t, 1, code)
	require.Empty(t, out)
	require.True(t, strings.HasPrefix(errs, "<stdin>:2:"), errs)

	// -o: written atomically on success, absent on failure.
	dir := t.TempDir()
	outFile := filepath.Join(dir, "out.mlir")
	_, errs, code = runTool(memopt, emptyFunc, "-o", outFile)
	require.Equal(t, 0, code, errs)
	b, err := os.ReadFile(outFile)
	require.NoError(t, err)
	require.Contains(t, string(b), "func.func @f()")
	_, _, code = runTool(memopt, emptyFunc, "-o", outFile, "--test-pass-failure")
	require.Equal(t, 1, code)
	_, err = os.Stat(outFile)
	require.True(t, os.IsNotExist(err))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Empty(t, entries, "no temporary file left behind")
}

// TestRegistryOfLinkedPasses validates every pass linked into memopt.
func TestRegistryOfLinkedPasses(t *testing.T) {
	require.NoError(t, passes.Validate())
	for _, p := range passes.All() {
		_, clash := flagDefs[p.Name]
		require.False(t, clash, "pass %s shadows a memopt flag", p.Name)
	}
	var help bytes.Buffer
	writeHelp(&help, "memopt", memopt.overview("memopt"))
	for _, name := range []string{"merge-alloc", "strip-debuginfo", "print-op-stats", "test-pass-failure"} {
		require.Contains(t, help.String(), "--"+name+" ")
	}
	require.Contains(t, help.String(), "--alignment=<int>")
	require.Contains(t, help.String(), "(default: 64)")
}

// countOps is an extra pass as a custom tool would give it to Run.
var countOps = &passes.Pass{
	Name:    "test-optmain-count-ops",
	Summary: "Remark with the number of ops in each function",
	Anchor:  "func.func",
	Options: []*passes.Option{{Name: "min", Kind: passes.Int, Default: "0", Help: "remark only from this many ops on"}},
	Run: func(c *passes.Context) error {
		n := int64(len(passes.OpCounts(c.Op))) // distinct op names
		if n >= c.Int("min") {
			c.Remarkf(c.Op, "%d distinct ops", n)
		}
		c.PreserveAll()
		return nil
	},
}

// A custom tool: its name in every message, its extra pass in --help, as a
// flag and in pipelines; everything else as memopt.
func TestCustomTool(t *testing.T) {
	my := &Tool{Name: "myopt", Version: "1.2.3"}
	run := func(input string, args ...string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		code := my.Run(args, strings.NewReader(input), &stdout, &stderr, countOps)
		return stdout.String(), stderr.String(), code
	}
	out, _, code := run("", "--version")
	require.Equal(t, 0, code)
	require.Equal(t, "myopt version 1.2.3\n  memopt version "+Version+"\n", out)

	out, _, code = run("", "--help")
	require.Equal(t, 0, code)
	require.Contains(t, out, "OVERVIEW: myopt, an optimizer driver built on memopt")
	require.Contains(t, out, "USAGE: myopt [options] <input file>")
	require.Contains(t, out, "--test-optmain-count-ops ")
	require.Contains(t, out, "--merge-alloc ")

	_, errs, code := run(emptyFunc, "--test-optmain-count-opz")
	require.Equal(t, 1, code)
	require.Equal(t, "myopt: Unknown command line argument '--test-optmain-count-opz'.  Try: 'myopt --help'\n"+
		"myopt: Did you mean '--test-optmain-count-ops'?\n", errs)

	_, errs, code = run(emptyFunc, "a.mlir", "b.mlir")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "myopt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: myopt --help\n")

	out, errs, code = run(emptyFunc, "--test-optmain-count-ops", "--merge-alloc")
	require.Equal(t, 0, code, errs)
	require.Equal(t, "<stdin>:1:1: remark: 2 distinct ops\nfunc.func @f() {\n^\n", errs)
	require.Contains(t, out, "func.func @f()")

	out, errs, code = run(emptyFunc, "--pass-pipeline=builtin.module(func.func(test-optmain-count-ops{min=3}))")
	require.Equal(t, 0, code, errs)
	require.Empty(t, errs)
	require.Contains(t, out, "func.func @f()")

	_, errs, code = run(emptyFunc, "--test-optmain-count-ops=min=x")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "option 'min' expects an integer, got 'x'")

	// Once registered, the pass is known to every later run, also of
	// memopt itself (the registry is global, as MLIR's).
	require.Equal(t, countOps, passes.Lookup("test-optmain-count-ops"))
}

func TestToolNameDefaultsToExecutable(t *testing.T) {
	require.Equal(t, strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe"), (&Tool{}).name())
	var stdout, stderr bytes.Buffer
	require.Equal(t, 1, Run([]string{"--nosuch"}, nil, &stdout, &stderr))
	name := filepath.Base(os.Args[0])
	require.True(t, strings.HasPrefix(stderr.String(), name+": Unknown command line argument '--nosuch'.  Try: '"+name+" --help'"), stderr.String())
}

func TestExtraPassErrors(t *testing.T) {
	my := &Tool{Name: "myopt"}
	bad := []struct {
		pass *passes.Pass
		want string
	}{
		{nil, "myopt: a nil pass was given to optmain.Run\n"},
		{&passes.Pass{Name: "merge-alloc", Summary: "another one", Run: func(*passes.Context) error { return nil }},
			"myopt: pass 'merge-alloc' given to optmain.Run clashes with the registered pass of the same name\n"},
		{&passes.Pass{Name: "Bad_Name", Summary: "x", Run: func(*passes.Context) error { return nil }},
			"myopt: invalid pass: pass \"Bad_Name\": name must be lower-case words joined by '-'\n"},
		{&passes.Pass{Name: "test-optmain-no-run", Summary: "x"},
			"myopt: invalid pass: pass \"test-optmain-no-run\": missing Run (or Expand, for a named pipeline)\n"},
		{&passes.Pass{Name: "mlir-disable-threading", Summary: "x", Run: func(*passes.Context) error { return nil }},
			"myopt: invalid pass: pass \"mlir-disable-threading\": name clashes with a memopt flag\n"},
	}
	for _, b := range bad {
		var stdout, stderr bytes.Buffer
		require.Equal(t, 1, my.Run([]string{"--help"}, nil, &stdout, &stderr, b.pass))
		require.Empty(t, stdout.String())
		require.Equal(t, b.want, stderr.String())
	}
	require.Nil(t, passes.Lookup("Bad_Name"))
}

// Concurrent runs registering the same extra pass are safe.
func TestConcurrentRuns(t *testing.T) {
	p := &passes.Pass{Name: "test-optmain-concurrent", Summary: "does nothing", Anchor: "func.func",
		Run: func(c *passes.Context) error { c.PreserveAll(); return nil }}
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var stdout, stderr bytes.Buffer
			codes[i] = memopt.Run([]string{"--test-optmain-concurrent", "--merge-alloc"}, strings.NewReader(emptyFunc), &stdout, &stderr, p)
		}()
	}
	wg.Wait()
	for _, c := range codes {
		require.Equal(t, 0, c)
	}
}

// TestNoImplicitModule covers --no-implicit-module: the one top-level op is
// the root (printed without a module, the passes run on it), another
// count is mlir-opt's error at the start of the case (file:0:0 for the
// whole input and the first case, right after the marker for the others).
func TestNoImplicitModule(t *testing.T) {
	const fn = "func.func private @f(memref<4xf32>)\n"
	out, errs, code := runTool(memopt, fn, "--no-implicit-module")
	require.Equal(t, 0, code, errs)
	require.Equal(t, fn+"\n", out)

	const fn2 = "func.func private @g()\n"
	out, errs, code = runTool(memopt, fn+fn2, "--no-implicit-module")
	require.Equal(t, 1, code)
	require.Empty(t, out)
	require.Equal(t, "<stdin>:0:0: error: source must contain a single top-level operation, found: 2\n", errs)

	// What was parsed is verified first, symbols included.
	_, errs, code = runTool(memopt, fn+fn, "--no-implicit-module")
	require.Equal(t, 1, code)
	require.True(t, strings.HasPrefix(errs, "<stdin>:2:1: error: redefinition of symbol named 'f'\n"), errs)

	_, errs, code = runTool(memopt, "", "--no-implicit-module")
	require.Equal(t, 1, code)
	require.Equal(t, "<stdin>:0:0: error: source must contain a single top-level operation, found: 0\n", errs)

	// An explicit module is the root, as without the flag.
	out, errs, code = runTool(memopt, "module {\n}\n", "--no-implicit-module")
	require.Equal(t, 0, code, errs)
	require.Equal(t, "module {\n}\n\n", out)

	// Split cases: the error is where the case starts, after the marker.
	out, errs, code = runTool(memopt, fn+"  // -----\n"+fn+fn2+"// -----\n"+fn, "--no-implicit-module", "--split-input-file")
	require.Equal(t, 1, code)
	require.Equal(t, fn+"\n// -----\n// -----\n"+fn+"\n", out)
	require.Equal(t, "<stdin>:2:11: error: source must contain a single top-level operation, found: 2\n  // -----\n          ^\n", errs)

	// Pass flags nest below the root op; --pass-pipeline names its anchor.
	_, errs, code = runTool(memopt, fn, "--no-implicit-module", "--dump-pass-pipeline", "--strip-debuginfo", "--one-shot-bufferize")
	require.Equal(t, 0, code, errs)
	require.Contains(t, errs, "func.func(\n  strip-debuginfo,\n  builtin.module(\n    one-shot-bufferize{")
	_, errs, code = runTool(memopt, fn, "--no-implicit-module", "--pass-pipeline=builtin.module(strip-debuginfo)")
	require.Equal(t, 1, code)
	require.True(t, strings.HasPrefix(errs, "<stdin>:1:1: error: can't run 'builtin.module' pass manager on 'func.func' op\n"), errs)
}
