// Command lit is memopt's Go reimplementation of LLVM's lit test runner. It
// discovers lit tests under the given paths (suites are marked by a
// lit.suite file), runs their RUN lines in an internal shell with FileCheck
// in-process, and prints lit's results and summary.
//
// Usage:
//
//	lit [-v] [-a] [-q] [-j N] [--timeout SECONDS] [--param NAME=VALUE]
//	    [--tool NAME=PATH] [--filter REGEXP] [--filter-out REGEXP]
//	    [--order smart|lexical|random] [--shuffle] [--max-tests N]
//	    [--allow-empty-runs] [--exec-root DIR] PATH...
//
// Tools such as memopt resolve through --tool, else through PATH. Like
// LLVM's lit, --filter and --filter-out match case-insensitively anywhere
// in "suite :: path" and default to $LIT_FILTER and $LIT_FILTER_OUT; with
// --exec-root, test times are kept there (.lit_test_times.txt) for the
// smart order (last failures first, then the slowest tests).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"

	"github.com/memopt/memopt/lit"
)

type listFlag []string

// String implements flag.Value.
func (l *listFlag) String() string { return strings.Join(*l, ",") }

// Set implements flag.Value by appending v.
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command with its arguments and output streams; it returns the
// exit code: 0 all passed, 1 some failed, 2 usage or discovery error.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	verbose := fs.Bool("v", false, "show the commands and output of failing tests")
	fs.BoolVar(verbose, "verbose", false, "same as -v")
	all := fs.Bool("a", false, "show the commands and output of all tests")
	quiet := fs.Bool("q", false, "show only failing tests")
	succinct := fs.Bool("s", false, "succinct output (same as -q here)")
	workers := fs.Int("j", 0, "number of tests run in parallel (default: number of CPUs)")
	fs.IntVar(workers, "workers", 0, "same as -j")
	timeout := fs.Int("timeout", 0, "per-test timeout in seconds (0: none)")
	filter := fs.String("filter", os.Getenv("LIT_FILTER"), "run only tests whose full name matches this regular expression (case-insensitive)")
	filterOut := fs.String("filter-out", os.Getenv("LIT_FILTER_OUT"), "do not run tests whose full name matches this regular expression (case-insensitive)")
	order := fs.String("order", lit.OrderSmart, "test order: smart (last failures, then slowest, first), lexical or random")
	shuffle := fs.Bool("shuffle", false, "run tests in random order (same as --order=random)")
	incremental := fs.Bool("incremental", false, "run failed tests first (same as --order=smart)")
	fs.BoolVar(incremental, "i", false, "same as --incremental")
	maxTests := fs.Int("max-tests", 0, "run at most N tests")
	allowEmpty := fs.Bool("allow-empty-runs", false, "do not fail when the filters select no test")
	execRoot := fs.String("exec-root", "", "directory for Output/ temporaries (default: a temporary directory)")
	var params, tools listFlag
	fs.Var(&params, "param", "NAME=VALUE, available to tests as %{NAME}")
	fs.Var(&params, "D", "same as --param")
	fs.Var(&tools, "tool", "NAME=PATH: run the executable PATH for command NAME")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "lit: error: no test paths given")
		return 2
	}
	toolPaths := map[string]string{}
	for _, name := range []string{"memopt", "memplan"} {
		if p, err := exec.LookPath(name); err == nil {
			toolPaths[name] = p
		}
	}
	for _, t := range tools {
		k, v, ok := strings.Cut(t, "=")
		if !ok {
			fmt.Fprintf(stderr, "lit: error: --tool wants NAME=PATH, got %q\n", t)
			return 2
		}
		toolPaths[k] = v
	}
	rc := lit.DefaultRunConfig(toolPaths)
	for _, p := range params {
		k, v, _ := strings.Cut(p, "=")
		rc.Params[k] = v
	}
	rc.Timeout = time.Duration(*timeout) * time.Second
	if *execRoot != "" {
		rc.ExecRoot = *execRoot
	} else {
		dir, err := os.MkdirTemp("", "memopt-lit-")
		if err != nil {
			fmt.Fprintf(stderr, "lit: error: %v\n", err)
			return 2
		}
		defer os.RemoveAll(dir)
		rc.ExecRoot = dir
	}
	tests, err := lit.Discover(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "lit: error: %v\n", err)
		return 2
	}
	discovered := len(tests)
	if *shuffle {
		*order = lit.OrderRandom
	}
	var times map[string]float64
	if *execRoot != "" {
		if times, err = lit.ReadTestTimes(*execRoot); err != nil {
			fmt.Fprintf(stderr, "lit: error: %v\n", err)
			return 2
		}
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	if err := lit.OrderTests(tests, *order, times, rng); err != nil {
		fmt.Fprintf(stderr, "lit: error: argument --order: %v\n", err)
		return 2
	}
	var include, exclude *regexp.Regexp
	for _, f := range []struct {
		name, expr string
		re         **regexp.Regexp
	}{{"--filter", *filter, &include}, {"--filter-out", *filterOut, &exclude}} {
		if f.expr == "" {
			continue
		}
		re, err := lit.CompileTestFilter(f.expr)
		if err != nil {
			fmt.Fprintf(stderr, "lit: error: argument %s: invalid regular expression: '%s', error: %v\n", f.name, f.expr, err)
			return 2
		}
		*f.re = re
	}
	tests = lit.SelectTests(tests, include, exclude)
	if len(tests) == 0 {
		fmt.Fprintf(stderr, "error: filter did not match any tests (of %d discovered).  ", discovered)
		if *allowEmpty {
			fmt.Fprintf(stderr, "Suppressing error because '--allow-empty-runs' was specified.\n")
			return 0
		}
		fmt.Fprintf(stderr, "Use '--allow-empty-runs' to suppress this error.\n")
		return 2
	}
	if *maxTests > 0 && len(tests) > *maxTests {
		tests = tests[:*maxTests]
	}
	r := &lit.Runner{RunConfig: *rc, Workers: *workers, Out: stdout,
		Verbose: *verbose, ShowAll: *all, Quiet: *quiet || *succinct, Discovered: discovered}
	code, results := r.RunResults(context.Background(), tests)
	if *execRoot != "" {
		if err := lit.WriteTestTimes(*execRoot, tests, results); err != nil {
			fmt.Fprintf(stderr, "lit: warning: Could not save test time: %v\n", err)
		}
	}
	return code
}
