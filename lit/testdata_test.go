package lit

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// suiteTools are the project commands lit tests call by name, built from
// these packages.
var suiteTools = map[string]string{"memopt": "./cmd/memopt", "memplan": "./cmd/memplan"}

type builtTools struct {
	dir     string
	paths   map[string]string // name -> built executable
	missing map[string]string // name -> why it is not available
}

var (
	buildOnce sync.Once
	built     builtTools
)

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// repoRoot finds the directory holding go.mod above the working directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	require.NoError(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		require.NotEqual(t, parent, dir, "go.mod not found above the working directory")
		dir = parent
	}
}

// hasMainPackage reports whether dir holds Go files of package main.
func hasMainPackage(dir string) bool {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err == nil && regexp.MustCompile(`(?m)^package main\b`).Match(data) {
			return true
		}
	}
	return false
}

// buildSuiteTools builds the project commands once per test binary.
func buildSuiteTools(t *testing.T, root string) builtTools {
	buildOnce.Do(func() {
		built.paths = map[string]string{}
		built.missing = map[string]string{}
		dir, err := os.MkdirTemp("", "memopt-lit-tools-")
		if err != nil {
			for name := range suiteTools {
				built.missing[name] = err.Error()
			}
			return
		}
		built.dir = dir
		names := make([]string, 0, len(suiteTools))
		for name := range suiteTools {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			pkg := suiteTools[name]
			if !hasMainPackage(filepath.Join(root, pkg)) {
				built.missing[name] = pkg + " has no main package yet"
				continue
			}
			out := filepath.Join(dir, name)
			cmd := exec.Command("go", "build", "-o", out, pkg)
			cmd.Dir = root
			if msg, err := cmd.CombinedOutput(); err != nil {
				built.missing[name] = "go build " + pkg + " failed: " + strings.TrimSpace(string(msg))
				continue
			}
			built.paths[name] = out
		}
	})
	return built
}

var toolWordRE = map[string]*regexp.Regexp{}

// neededTools returns the suite tools a test's RUN lines call.
func neededTools(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	dirs, err := parseScript(string(data))
	if err != nil {
		return nil
	}
	var run strings.Builder
	for _, d := range dirs {
		if d.keyword == "RUN" || d.keyword == "DEFINE" || d.keyword == "REDEFINE" {
			run.WriteString(d.text + "\n")
		}
	}
	var out []string
	for name := range suiteTools {
		re, ok := toolWordRE[name]
		if !ok {
			re = regexp.MustCompile(`(^|[^\w./-])` + regexp.QuoteMeta(name) + `($|[^\w.-])`)
			toolWordRE[name] = re
		}
		if re.MatchString(run.String()) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// TestLitSuite runs every lit test under testdata/ with our lit and
// FileCheck, one subtest per test file named after its path, and then the
// whole suite under LLVM's lit 22 with LLVM's FileCheck (subtest
// LLVM_lit_22), which must agree on every result.
func TestLitSuite(t *testing.T) {
	root := repoRoot(t)
	td := filepath.Join(root, "testdata")
	tools := buildSuiteTools(t, root)
	tests, err := Discover([]string{td})
	require.NoError(t, err)
	require.NotEmpty(t, tests, "no lit tests found under testdata/")

	rc := DefaultRunConfig(tools.paths)
	rc.ExecRoot = t.TempDir()
	rc.Timeout = 5 * time.Minute
	ours := map[string]string{}
	var runnable []string
	runnableRel := map[string]bool{}
	var mu sync.Mutex
	for _, test := range tests {
		test := test
		var missing []string
		for _, name := range neededTools(t, test.Path) {
			if why, ok := tools.missing[name]; ok {
				missing = append(missing, name+": "+why)
			}
		}
		if len(missing) == 0 {
			runnable = append(runnable, test.Path)
			runnableRel[test.Rel] = true
		}
		t.Run(test.Rel, func(t *testing.T) {
			if len(missing) > 0 {
				t.Skipf("needs %s", strings.Join(missing, "; "))
			}
			res := RunTest(context.Background(), test, rc)
			mu.Lock()
			ours[test.Rel] = res.Code
			mu.Unlock()
			switch res.Code {
			case Pass, XFail, FlakyPass:
			case Unsupported:
				t.Skipf("UNSUPPORTED: %s", strings.TrimSpace(res.Output))
			default:
				t.Errorf("%s: %s\n%s", res.Code, test.FullName(), res.Output)
			}
		})
	}

	t.Run("LLVM_lit_22", func(t *testing.T) {
		paths := llvmtools.Require(t, "lit", "FileCheck")
		require.NotEmpty(t, runnable, "every test needs a tool that is not built")
		args := []string{paths[0], "-v", "--param", "exec_root=" + t.TempDir()}
		if tools.dir != "" {
			args = append(args, "--param", "memopt_bin_dir="+tools.dir)
		}
		if len(runnable) == len(tests) {
			args = append(args, td) // let LLVM's lit discover the suite itself
		} else {
			args = append(args, runnable...)
		}
		cmd := exec.Command("python3", args...)
		cmd.Dir = root
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		theirs := parseLitResults(out.String())
		if err != nil {
			t.Errorf("LLVM lit failed (%v):\n%s", err, out.String())
		}
		require.Equal(t, len(runnable), len(theirs), "LLVM's lit ran a different number of tests:\n%s", out.String())
		for rel, code := range theirs {
			if !runnableRel[rel] {
				t.Errorf("%s: run by LLVM's lit (%s) but not discovered by ours", rel, code)
			} else if mine, ok := ours[rel]; ok && mine != code {
				t.Errorf("%s: our lit says %s, LLVM's lit says %s", rel, mine, code)
			}
		}
	})
}

// parseLitResults maps test paths to result codes from lit's output for the
// memopt suite.
func parseLitResults(out string) map[string]string { return parseLitResultsFor(out, "memopt") }

// parseLitResultsFor maps test paths of suite to result codes from the
// "CODE: suite :: path (k of n)" lines of lit's output.
func parseLitResultsFor(out, suite string) map[string]string {
	re := regexp.MustCompile(`^([A-Z]+): ` + regexp.QuoteMeta(suite) + ` :: (.*) \(\d+ of \d+(?:, \d+ of \d+ attempts)?\)$`)
	res := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			res[m[2]] = m[1]
		}
	}
	return res
}
