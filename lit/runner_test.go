package lit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
}

func TestParseScript(t *testing.T) {
	dirs, err := parseScript("// RUN: a \\\n// RUN:   b\n// XFAIL: x\nCHECK: RUN: no\n// RUN: c %(line) %(line+2) %(line - 1)\n// END.\n// RUN: never\n")
	require.NoError(t, err)
	require.Equal(t, []scriptDirective{
		{line: 1, keyword: "RUN", text: " a    b"},
		{line: 3, keyword: "XFAIL", text: " x"},
		{line: 4, keyword: "RUN", text: " no"},
		{line: 5, keyword: "RUN", text: " c 5 7 4"},
	}, dirs)
	_, err = parseScript("// RUN: a \\\n")
	require.ErrorContains(t, err, "unterminated 'RUN:' directive")
	// Like lit, keywords count anywhere in a line; "END." ends the script.
	dirs, err = parseScript("MYRUN: x\nRUN-X: y\n// END.\n// RUN: z\n")
	require.NoError(t, err)
	require.Equal(t, []scriptDirective{{line: 1, keyword: "RUN", text: " x"}}, dirs)
}

func TestApplySubstitutions(t *testing.T) {
	std := []substitution{{"%s", "/src/a.mlir"}, {"%S", "/src"}, {"%t", "/out/a.tmp"}}
	defs := []substitution{{"%{x}", "%{y} %s"}, {"%{y}", "Y"}}
	require.Equal(t, "Y /src/a.mlir /src /out/a.tmp 100% %s", applySubstitutions("%{x} %S %t 100%% %%s", defs, std))
}

func TestSubstituteIfElse(t *testing.T) {
	f := map[string]bool{"a": true}
	for in, want := range map[string]string{
		"x %if a %{yes%} %else %{no%} y":       "x yes y",
		"x %if !a %{yes%} %else %{no%} y":      "x no y",
		"%if b %{only%}end":                    "end",
		"%if a %{1 %if b %{2%} %else %{3%}%}!": "1 3!",
		"no conditionals %ifx":                 "no conditionals %ifx",
	} {
		got, err := substituteIfElse(in, f)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, bad := range []string{"%if a yes", "%if a %{yes", "%if a %{y%} %else no", "%if a %{y%} %else %{n", "%if (a %{y%}"} {
		_, err := substituteIfElse(bad, f)
		require.Error(t, err, bad)
	}
}

func TestEvalFeatureExpr(t *testing.T) {
	f := map[string]bool{"mlir-opt": true, "x86_64": true, "a=b": true}
	for expr, want := range map[string]bool{
		"mlir-opt":                       true,
		"missing":                        false,
		"!missing":                       true,
		"mlir-opt && missing":            false,
		"mlir-opt || missing":            true,
		"!(mlir-opt && x86_64)":          false,
		"(missing || a=b) && !false":     true,
		"true":                           true,
		"false || missing || !mlir-opt ": false,
	} {
		got, err := EvalFeatureExpr(expr, f)
		require.NoError(t, err, expr)
		require.Equal(t, want, got, expr)
	}
	for _, bad := range []string{"", "a &&", "(a", "a b", "&& a", "a )"} {
		_, err := EvalFeatureExpr(bad, f)
		require.Error(t, err, bad)
	}
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"lit.suite":           "name: s\nsuffixes: .mlir .test\nexcludes: Inputs\nrequire-run-line: true\n",
		"a.mlir":              "// RUN: true\n",
		"b.test":              "# RUN: true\n",
		"c.txt":               "RUN: true\n",
		"norun.mlir":          "func\n",
		"Inputs/x.mlir":       "// RUN: true\n",
		"sub/d.mlir":          "// RUN: true\n",
		"sub/lit.local":       "suffixes: .txt\nexcludes: skip.txt\n",
		"sub/e.txt":           "RUN: true\n",
		"sub/skip.txt":        "RUN: true\n",
		"sub/deeper/f.txt":    "RUN: true\n",
		"nested/lit.suite":    "name: n\n",
		"nested/g.mlir":       "// RUN: true\n",
		"bad/lit.local":       "bogus line\n",
		".hidden/h.mlir":      "// RUN: true\n",
		"sub/Output/old.mlir": "// RUN: true\n",
	})
	require.NoError(t, os.Remove(filepath.Join(root, "bad", "lit.local")))
	tests, err := Discover([]string{root})
	require.NoError(t, err)
	var names []string
	for _, tt := range tests {
		names = append(names, tt.FullName())
	}
	require.Equal(t, []string{"s :: a.mlir", "s :: b.test", "s :: sub/deeper/f.txt", "s :: sub/e.txt"}, names)
	// A file named explicitly is a test whatever its suffix; a nested suite
	// is its own suite.
	tests, err = Discover([]string{filepath.Join(root, "c.txt"), filepath.Join(root, "nested")})
	require.NoError(t, err)
	require.Len(t, tests, 2)
	require.Equal(t, "s :: c.txt", tests[0].FullName())
	require.Equal(t, "n :: g.mlir", tests[1].FullName())
	_, err = Discover([]string{t.TempDir()})
	require.ErrorContains(t, err, "no lit.suite found")
	writeFiles(t, root, map[string]string{"bad/lit.local": "bogus line\n", "bad/t.mlir": "// RUN: true\n"})
	_, err = Discover([]string{root})
	require.ErrorContains(t, err, "expected 'key: value'")
}

func TestParseSuiteConfig(t *testing.T) {
	var cfg SuiteConfig
	require.NoError(t, ParseSuiteConfig("# c\nname: x\nsuffixes: .a .b\nexcludes: I\nrequire-run-line: true\n", &cfg))
	require.Equal(t, SuiteConfig{Name: "x", Suffixes: []string{".a", ".b"}, Excludes: []string{"I"}, RequireRunLine: true}, cfg)
	require.ErrorContains(t, ParseSuiteConfig("colour: red\n", &cfg), "unknown key")
}

func runOne(t *testing.T, root, name string, rc *RunConfig) Result {
	t.Helper()
	tests, err := Discover([]string{filepath.Join(root, name)})
	require.NoError(t, err)
	require.Len(t, tests, 1)
	return RunTest(context.Background(), tests[0], rc)
}

func TestRunTestResults(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"lit.suite":     "name: s\n",
		"pass.test":     "# RUN: echo hi | FileCheck %s\n# CHECK: hi\n",
		"fail.test":     "# RUN: echo hi | FileCheck %s\n# CHECK: bye\n# RUN: echo never\n",
		"xfail.test":    "# XFAIL: *\n# RUN: false\n",
		"xpass.test":    "# XFAIL: feat\n# RUN: true\n",
		"req.test":      "# REQUIRES: feat, missing\n# RUN: true\n",
		"unsup.test":    "# UNSUPPORTED: feat && !missing\n# RUN: true\n",
		"norun.test":    "nothing\n",
		"badexpr.test":  "# REQUIRES: (feat\n# RUN: true\n",
		"define.test":   "# DEFINE: %{cmd} = echo %s\n# RUN: %{cmd} | FileCheck %s\n# REDEFINE: %{cmd} = echo other\n# RUN: %{cmd} | FileCheck %s --check-prefix=O\n# CHECK: define.test\n# O: other\n",
		"redef.test":    "# REDEFINE: %{x} = 1\n# RUN: true\n",
		"dup.test":      "# DEFINE: %{x} = 1\n# DEFINE: %{x} = 2\n# RUN: true\n",
		"tmp.test":      "# RUN: echo data > %t && FileCheck %s --input-file %t && test -d %T && test %S = %p\n# CHECK: data\n",
		"slow.test":     "# RUN: sleep 5\n",
		"param.test":    "# RUN: echo %{p} | FileCheck %s\n# CHECK: pval\n",
		"syntax.test":   "# RUN: echo 'x\n",
		"retry.test":    "# ALLOW_RETRIES: 2\n# RUN: sh -c 'echo x >> %t.n; test $(wc -l < %t.n) -ge 3'\n",
		"noretry.test":  "# RUN: sh -c 'echo x >> %t.n; test $(wc -l < %t.n) -ge 3'\n",
		"badretry.test": "# ALLOW_RETRIES: x\n# RUN: true\n",
	})
	rc := DefaultRunConfig(nil)
	rc.Features["feat"] = true
	rc.ExecRoot = t.TempDir()
	rc.Params["p"] = "pval"
	for name, want := range map[string]string{
		"pass.test": Pass, "fail.test": Fail, "xfail.test": XFail, "xpass.test": XPass,
		"req.test": Unsupported, "unsup.test": Unsupported, "norun.test": Unresolved,
		"badexpr.test": Unresolved, "define.test": Pass, "redef.test": Unresolved, "dup.test": Unresolved,
		"tmp.test": Pass, "param.test": Pass, "syntax.test": Fail, "badretry.test": Unresolved,
		"retry.test": FlakyPass, "noretry.test": Fail,
	} {
		res := runOne(t, root, name, rc)
		require.Equal(t, want, res.Code, "%s:\n%s", name, res.Output)
	}
	res := runOne(t, root, "fail.test", rc)
	require.Contains(t, res.Output, "# RUN: at line 1\necho hi | FileCheck "+filepath.Join(root, "fail.test"))
	require.Contains(t, res.Output, "error: CHECK: expected string not found in input")
	require.NotContains(t, res.Output, "never")
	require.Equal(t, "Test requires the following unavailable features: missing\n", runOne(t, root, "req.test", rc).Output)
	rc.Timeout = 200 * time.Millisecond
	res = runOne(t, root, "slow.test", rc)
	require.Equal(t, Timeout, res.Code)
	require.Less(t, res.Elapsed, 3*time.Second)
}

func TestRunnerOutput(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"lit.suite":   "name: demo\nsuffixes: .test\n",
		"a.test":      "# RUN: true\n",
		"b.test":      "# RUN: echo hello | FileCheck %s\n# CHECK: bye\n",
		"c.test":      "# XFAIL: *\n# RUN: false\n",
		"d.test":      "# REQUIRES: nope\n# RUN: true\n",
		"sub/e.test":  "# RUN: true\n",
		"sub/f.test":  "no run line\n",
		"sub/g.test":  "# XFAIL: *\n# RUN: true\n",
		"other.mlir":  "// RUN: false\n",
		"sub/h.test2": "# RUN: false\n",
	})
	tests, err := Discover([]string{root})
	require.NoError(t, err)
	require.Len(t, tests, 7)
	var out bytes.Buffer
	r := &Runner{RunConfig: *DefaultRunConfig(nil), Workers: 2, Out: &out, Verbose: true}
	r.ExecRoot = t.TempDir()
	code := r.Run(context.Background(), tests)
	require.Equal(t, 1, code)
	s := out.String()
	require.Contains(t, s, "-- Testing: 7 tests, 2 workers --\n")
	require.Regexp(t, regexp.MustCompile(`(?m)^PASS: demo :: a\.test \(\d of 7\)$`), s)
	require.Regexp(t, regexp.MustCompile(`(?m)^FAIL: demo :: b\.test \(\d of 7\)$`), s)
	require.Regexp(t, regexp.MustCompile(`(?m)^UNSUPPORTED: demo :: d\.test \(\d of 7\)$`), s)
	require.Contains(t, s, "******************** TEST 'demo :: b.test' FAILED ********************\nExit Code: 1\n\nCommand Output (stdout):\n--\n# RUN: at line 1\n")
	require.Contains(t, s, "********************\nFailed Tests (1):\n  demo :: b.test\n")
	require.Contains(t, s, "********************\nUnresolved Tests (1):\n  demo :: sub/f.test\n")
	require.Contains(t, s, "\nTotal Discovered Tests: 7\n"+
		"  Unsupported        : 1 (14.29%)\n"+
		"  Passed             : 2 (28.57%)\n"+
		"  Expectedly Failed  : 1 (14.29%)\n"+
		"  Unresolved         : 1 (14.29%)\n"+
		"  Failed             : 1 (14.29%)\n"+
		"  Unexpectedly Passed: 1 (14.29%)\n")
	require.Contains(t, s, "Testing Time: ")

	// Quiet mode prints failures only; all passing gives exit code 0.
	out.Reset()
	r.Quiet, r.Verbose = true, false
	code = r.Run(context.Background(), tests[:1])
	require.Equal(t, 0, code)
	require.Equal(t, "\nTotal Discovered Tests: 1\n", out.String())
	require.False(t, strings.Contains(out.String(), "PASS"))
}
