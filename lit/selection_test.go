package lit

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func namedTests(rels ...string) []*Test {
	cfg := SuiteConfig{Name: "s"}
	var out []*Test
	for _, r := range rels {
		out = append(out, &Test{Rel: r, Config: cfg})
	}
	return out
}

func rels(tests []*Test) []string {
	var out []string
	for _, t := range tests {
		out = append(out, t.Rel)
	}
	return out
}

func TestSelectTests(t *testing.T) {
	tests := namedTests("a/x.test", "b/Y.test", "c.test")
	in, err := CompileTestFilter("y|C")
	require.NoError(t, err)
	out, err := CompileTestFilter("^S :: C")
	require.NoError(t, err)
	require.Equal(t, []string{"b/Y.test", "c.test"}, rels(SelectTests(tests, in, nil)))
	require.Equal(t, []string{"b/Y.test"}, rels(SelectTests(tests, in, out)))
	require.Equal(t, []string{"a/x.test", "b/Y.test"}, rels(SelectTests(tests, nil, out)))
	_, err = CompileTestFilter("(")
	require.Error(t, err)
}

func TestOrderTests(t *testing.T) {
	tests := namedTests("b.test", "a.test", "d.test", "c.test")
	require.NoError(t, OrderTests(tests, OrderLexical, nil, nil))
	require.Equal(t, []string{"a.test", "b.test", "c.test", "d.test"}, rels(tests))
	// Smart: last failures first (slowest first), then the slowest passes.
	times := map[string]float64{"a.test": 1, "b.test": -0.5, "c.test": 3, "d.test": -2}
	require.NoError(t, OrderTests(tests, OrderSmart, times, nil))
	require.Equal(t, []string{"d.test", "b.test", "c.test", "a.test"}, rels(tests))
	seen := map[string]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		require.NoError(t, OrderTests(tests, OrderRandom, nil, rand.New(rand.NewPCG(seed, 1))))
		require.ElementsMatch(t, []string{"a.test", "b.test", "c.test", "d.test"}, rels(tests))
		seen[rels(tests)[0]] = true
	}
	require.Len(t, seen, 4, "a shuffle puts every test first sometimes")
	require.Error(t, OrderTests(tests, "bogus", nil, nil))
}

func TestTestTimesRoundTrip(t *testing.T) {
	dir := t.TempDir()
	times, err := ReadTestTimes(dir)
	require.NoError(t, err)
	require.Empty(t, times)
	tests := namedTests("p.test", "f.test")
	res := []Result{{Code: Pass, Elapsed: 1500 * time.Millisecond}, {Code: Fail}}
	require.NoError(t, WriteTestTimes(dir, tests, res))
	require.NoError(t, WriteTestTimes(dir, tests[:1], res[:1])) // keeps f.test
	data, err := os.ReadFile(filepath.Join(dir, TestTimesFile))
	require.NoError(t, err)
	require.Equal(t, "-1.000000e-06 f.test\n1.500000e+00 p.test\n", string(data))
	times, err = ReadTestTimes(dir)
	require.NoError(t, err)
	require.Equal(t, map[string]float64{"p.test": 1.5, "f.test": -1e-6}, times)
	require.NoError(t, os.WriteFile(filepath.Join(dir, TestTimesFile), []byte("x y\n"), 0o644))
	_, err = ReadTestTimes(dir)
	require.Error(t, err)
}

func TestReadfileSubstitution(t *testing.T) {
	root := t.TempDir()
	writeFiles(t, root, map[string]string{
		"lit.suite":   "name: s\n",
		"data.txt":    "a b\r\nc",
		"ok.test":     "# RUN: echo %{readfile:%S/data.txt} | FileCheck %s\n# CHECK: a b\n# CHECK-NEXT: c\n",
		"miss.test":   "# RUN: not echo %{readfile:%t.none} || true\n",
		"late.test":   "# RUN: echo -n late > %t && echo %{readfile:%t}\n",
		"cd.test":     "# RUN: cd %S\n# RUN: echo %{readfile:data.txt} | FileCheck %s\n# CHECK: a b\n",
		"samecd.test": "# RUN: cd %S && echo %{readfile:data.txt}\n",
	})
	rc := DefaultRunConfig(nil)
	rc.ExecRoot = t.TempDir()
	for name, want := range map[string]string{"ok.test": Pass, "miss.test": Fail, "late.test": Fail, "cd.test": Pass, "samecd.test": Fail} {
		res := runOne(t, root, name, rc)
		require.Equal(t, want, res.Code, "%s:\n%s", name, res.Output)
		if want == Fail {
			require.Equal(t, 127, res.ExitCode, name)
			require.Contains(t, res.Output, "File specified in readfile substitution does not exist: ", name)
		}
	}
	env := &ShellEnv{Dir: root, Vars: map[string]string{}, Log: &discardWriter{}}
	code, err := RunShell(context.Background(), "echo %{readfile:nope}", env)
	require.Equal(t, 127, code)
	require.ErrorContains(t, err, "does not exist: "+filepath.Join(root, "nope"))
}

type discardWriter struct{}

func (discardWriter) Write(p []byte) (int, error) { return len(p), nil }
