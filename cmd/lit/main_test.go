package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

func writeSuite(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, text := range files {
		p := filepath.Join(root, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	return root
}

func TestRunExitCodes(t *testing.T) {
	root := writeSuite(t, map[string]string{
		"lit.suite":   "name: demo\nsuffixes: .test\n",
		"ok.test":     "# RUN: echo hi | FileCheck %s\n# CHECK: hi\n",
		"param.test":  "# RUN: echo %{who} | FileCheck %s\n# CHECK: world\n",
		"bad/x.test":  "# RUN: echo hi | FileCheck %s\n# CHECK: bye\n",
		"tool/t.test": "# REQUIRES: mytool\n# RUN: mytool | FileCheck %s\n# CHECK: from mytool\n",
	})
	tool := filepath.Join(t.TempDir(), "mytool")
	require.NoError(t, os.WriteFile(tool, []byte("#!/bin/sh\necho from mytool\n"), 0o755))
	var out, errb bytes.Buffer
	code := run([]string{"--param", "who=world", "--tool", "mytool=" + tool, "--filter", "ok|param|tool", root}, &out, &errb)
	require.Equal(t, 0, code, out.String()+errb.String())
	require.Contains(t, out.String(), "-- Testing: 3 of 4 tests, ")
	require.Contains(t, out.String(), "Total Discovered Tests: 4\n  Excluded: 1 (25.00%)\n  Passed  : 3 (75.00%)\n")
	require.Contains(t, out.String(), "PASS: demo :: tool/t.test")

	out.Reset()
	code = run([]string{"-v", "-j", "1", "-D", "who=world", root}, &out, &errb)
	require.Equal(t, 1, code)
	require.Contains(t, out.String(), "FAIL: demo :: bad/x.test (")
	require.Contains(t, out.String(), "******************** TEST 'demo :: bad/x.test' FAILED ********************")
	require.Contains(t, out.String(), "Failed Tests (1):\n  demo :: bad/x.test\n")

	out.Reset()
	code = run([]string{"-q", filepath.Join(root, "ok.test")}, &out, &errb)
	require.Equal(t, 0, code)
	require.NotContains(t, out.String(), "PASS")

	for _, args := range [][]string{{}, {"--bogus"}, {t.TempDir()}, {"--filter", "nomatch", root}, {"--filter", "(", root}, {"--tool", "x", root}} {
		errb.Reset()
		require.Equal(t, 2, run(args, &out, &errb), "%v", args)
		require.NotEmpty(t, errb.String(), "%v", args)
	}
}

// selectionSuite is a suite both lits read (lit.cfg.py for LLVM's, lit.suite
// for ours) with tests of every result kind and names in both cases.
func selectionSuite(t *testing.T) string {
	return writeSuite(t, map[string]string{
		"lit.cfg.py": "import os\nimport lit.formats\nconfig.name = 'sel'\n" +
			"config.test_format = lit.formats.ShTest(execute_external=False)\n" +
			"config.suffixes = ['.test']\nconfig.excludes = ['lit.cfg.py', 'lit.suite']\n" +
			"config.test_source_root = os.path.dirname(os.path.abspath(__file__))\n" +
			"config.test_exec_root = lit_config.params.get('exec_root')\n" +
			"config.environment['PATH'] = os.pathsep.join([lit_config.params.get('llvm_bin', ''), os.environ.get('PATH', '')])\n",
		"lit.suite":         "name: sel\nsuffixes: .test\n",
		"a-pass.test":       "# RUN: true\n",
		"B-pass.test":       "# RUN: echo B | FileCheck %s\n# CHECK: B\n",
		"c-fail.test":       "# RUN: false\n",
		"d-xfail.test":      "# XFAIL: *\n# RUN: false\n",
		"e-unsup.test":      "# REQUIRES: nope\n# RUN: true\n",
		"sub/f-pass.test":   "# RUN: true\n",
		"sub/g-fail.test":   "# RUN: echo x | FileCheck %s\n# CHECK: y\n",
		"sub/h-read.test":   "# RUN: echo -n hi > %t\n# RUN: echo %{readfile:%t} | FileCheck %s\n# CHECK: hi\n",
		"sub/i-nofile.test": "# RUN: echo %{readfile:%t.none}\n",
	})
}

var resultLineRE = regexp.MustCompile(`^([A-Z]+): (.*) \(\d+ of \d+\)$`)

// litRun is what a lit run shows that must not depend on timing: the exit
// code, the "-- Testing" line, the result lines (in order when ordered is
// set, sorted otherwise), the summary counts and the error output.
func litRun(out, errOut string, code int, ordered bool) string {
	var results, rest []string
	summary := false
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(l, "-- Testing:"):
			rest = append(rest, l)
		case resultLineRE.MatchString(l):
			m := resultLineRE.FindStringSubmatch(l)
			results = append(results, m[1]+": "+m[2])
		case strings.HasPrefix(l, "Total Discovered Tests:"):
			summary = true
		}
		if summary && !strings.HasPrefix(l, "Testing Time") && strings.TrimSpace(l) != "" {
			rest = append(rest, l)
		}
	}
	if !ordered {
		sort.Strings(results)
	}
	return fmt.Sprintf("exit %d\n%s\n%s\nstderr: %s", code, strings.Join(rest, "\n"), strings.Join(results, "\n"), errOut)
}

// TestSelectionDifferential runs test selection and ordering options through
// LLVM's lit 22 and ours and requires the same results: --filter,
// --filter-out (case-insensitive, also from LIT_FILTER and LIT_FILTER_OUT),
// --max-tests, --order, --shuffle and the empty-selection error.
func TestSelectionDifferential(t *testing.T) {
	tools := llvmtools.Require(t, "lit", "FileCheck")
	litPy, llvmBin := tools[0], filepath.Dir(tools[1])
	root := selectionSuite(t)
	for _, c := range []struct {
		args    []string
		env     []string
		ordered bool
	}{
		{args: []string{"--filter-out", "fail"}},
		{args: []string{"--filter-out", "PASS|read"}},
		{args: []string{"--filter", "sub/", "--filter-out", "g-"}},
		{args: []string{"--filter", "B-PASS"}},
		{args: []string{"--filter-out", ".*"}},
		{args: []string{"--filter-out", ".*", "--allow-empty-runs"}},
		{args: []string{"--filter", "nothing-matches"}},
		{env: []string{"LIT_FILTER_OUT=sub"}},
		{env: []string{"LIT_FILTER=pass", "LIT_FILTER_OUT=^sel :: a"}},
		{args: []string{"--filter-out", "a-"}, env: []string{"LIT_FILTER_OUT=B-"}},
		{args: []string{"--shuffle"}},
		{args: []string{"--order=random", "--filter-out", "xfail"}},
		{args: []string{"-j", "1", "--order=lexical"}, ordered: true},
		{args: []string{"-j", "1", "--order=lexical", "--max-tests", "3"}, ordered: true},
		{args: []string{"-j", "1", "--order=lexical", "--filter-out", "e-|h-"}, ordered: true},
	} {
		name := strings.Join(append(append([]string{}, c.env...), c.args...), " ")
		var out, errb bytes.Buffer
		for _, e := range c.env {
			k, v, _ := strings.Cut(e, "=")
			t.Setenv(k, v)
		}
		code := run(append(append([]string{}, c.args...), "--exec-root", t.TempDir(), root), &out, &errb)
		ours := litRun(out.String(), errb.String(), code, c.ordered)
		for _, e := range c.env {
			k, _, _ := strings.Cut(e, "=")
			os.Unsetenv(k)
		}

		cmd := exec.Command("python3", append(append([]string{litPy}, c.args...), "--param", "exec_root="+t.TempDir(), "--param", "llvm_bin="+llvmBin, root)...)
		cmd.Env = append(os.Environ(), c.env...)
		var lout, lerr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &lout, &lerr
		lcode := 0
		if err := cmd.Run(); err != nil {
			ee, ok := err.(*exec.ExitError)
			require.True(t, ok, "%s: %v", name, err)
			lcode = ee.ExitCode()
		}
		theirs := litRun(lout.String(), lerr.String(), lcode, c.ordered)
		require.Equal(t, theirs, ours, "%s", name)
	}
}

func TestSmartOrderUsesTestTimes(t *testing.T) {
	root := selectionSuite(t)
	exec := t.TempDir()
	var out, errb bytes.Buffer
	require.Equal(t, 1, run([]string{"-j", "1", "--exec-root", exec, root}, &out, &errb))
	times, err := lit.ReadTestTimes(exec)
	require.NoError(t, err)
	require.Len(t, times, 9)
	require.Less(t, times["c-fail.test"], 0.0)
	require.Greater(t, times["a-pass.test"], 0.0)
	// The next run starts with the failures (in name order, all as fast).
	for k := range times {
		if times[k] < 0 {
			times[k] = -1e-6
		}
	}
	out.Reset()
	require.Equal(t, 1, run([]string{"-j", "1", "--exec-root", exec, root}, &out, &errb))
	var codes []string
	for _, l := range strings.Split(out.String(), "\n") {
		if m := resultLineRE.FindStringSubmatch(l); m != nil {
			codes = append(codes, m[1])
		}
	}
	require.Equal(t, []string{"FAIL", "FAIL", "FAIL"}, codes[:3], out.String())
}
