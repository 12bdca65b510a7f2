package optmain

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memopt/memopt/lit"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// The example programs of issue 16 live under testdata/ (go build ./...
// and go vet ./... skip them), so these tests build, vet and run them.
var examplePrograms = map[string]string{
	"allocbytes-opt":   "./testdata/examples/go/allocbytes",
	"plannerstage-opt": "./testdata/examples/go/plannerstage",
}

var (
	examplesOnce sync.Once
	examplesDir  string
	examplesErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if examplesDir != "" {
		os.RemoveAll(examplesDir)
	}
	os.Exit(code)
}

// repoRoot is the module root, two levels above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../../..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	return root
}

// buildExamples vets and builds every example program once, each into a
// directory of its own under its name and, for the lit suite, as
// <name>/memopt.
func buildExamples(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	examplesOnce.Do(func() {
		examplesDir, examplesErr = os.MkdirTemp("", "memopt-examples-")
		if examplesErr != nil {
			return
		}
		var pkgs []string
		for _, pkg := range examplePrograms {
			pkgs = append(pkgs, pkg)
		}
		cmd := exec.Command("go", append([]string{"vet"}, pkgs...)...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			examplesErr = &buildError{"go vet", string(out)}
			return
		}
		for name, pkg := range examplePrograms {
			for _, exe := range []string{name, "memopt"} {
				cmd := exec.Command("go", "build", "-o", filepath.Join(examplesDir, name, exe), pkg)
				cmd.Dir = root
				if out, err := cmd.CombinedOutput(); err != nil {
					examplesErr = &buildError{"go build " + pkg, string(out)}
					return
				}
			}
		}
	})
	require.NoError(t, examplesErr)
	return examplesDir
}

type buildError struct{ what, out string }

func (e *buildError) Error() string { return e.what + " failed:\n" + e.out }

// runExample runs an example program (named name, in the repository root)
// and returns its stdout, stderr and exit code.
func runExample(t *testing.T, name string, args ...string) (string, string, int) {
	t.Helper()
	exe := filepath.Join(buildExamples(t), name, name)
	cmd := exec.Command(exe, args...)
	cmd.Dir = repoRoot(t)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return stdout.String(), stderr.String(), code
}

var remarkLine = regexp.MustCompile(`(?m)^.*: remark: .*$`)

func TestAllocBytesExample(t *testing.T) {
	const input = "testdata/examples/go/allocbytes/example.mlir"
	out, errs, code := runExample(t, "allocbytes-opt",
		"--pass-pipeline=builtin.module(func.func(count-alloc-bytes,merge-alloc,count-alloc-bytes))", input)
	require.Equal(t, 0, code, errs)
	require.Equal(t, []string{
		input + ":7:1: remark: @chain allocates 1024 bytes in 4 buffers",
		input + ":7:1: remark: @chain allocates 768 bytes in 2 buffers",
		input + ":19:1: remark: @small allocates 4 bytes in 1 buffer (and 1 buffer of dynamic size)",
		input + ":21:8: remark: merge-alloc: %alloc is left to run-time allocation: dimension 0 has no upper bound: it is argument #0 of @small, a public function",
		input + ":19:1: remark: @small allocates 4 bytes in 1 buffer (and 1 buffer of dynamic size)",
		input + ":28:1: remark: @main allocates 256 bytes in 1 buffer",
		input + ":28:1: remark: @main allocates 256 bytes in 1 buffer",
	}, remarkLine.FindAllString(errs, -1))
	require.Contains(t, out, "memref.alloc() {alignment = 64 : i64} : memref<512xi8>")

	// Options, notes, and the option checks of the pass.
	_, errs, code = runExample(t, "allocbytes-opt", `--count-alloc-bytes=min-bytes=500 per-buffer`, input, "-o", os.DevNull)
	require.Equal(t, 0, code, errs)
	require.Equal(t, 1, strings.Count(errs, "remark:"), errs)
	require.Contains(t, errs, input+":14:10: note: memref.alloc of 256 bytes\n  %out = memref.alloc() : memref<64xf32>\n         ^\n")
	_, errs, code = runExample(t, "allocbytes-opt", "--count-alloc-bytes=min-bytes=-1", input)
	require.Equal(t, 1, code)
	require.Contains(t, errs, "<--count-alloc-bytes>:1:11: error: option 'min-bytes': must be >= 0, got -1")

	// A tool of its own: its name in --help and in errors, memopt's flags
	// and passes next to its pass.
	out, _, code = runExample(t, "allocbytes-opt", "--help")
	require.Equal(t, 0, code)
	require.Contains(t, out, "USAGE: allocbytes-opt [options] <input file>")
	require.Regexp(t, `(?m)^    --count-alloc-bytes +-   Remark with the bytes each function allocates in memref buffers \(runs on each func.func\)$`, out)
	require.Contains(t, out, "--merge-alloc ")
	require.Contains(t, out, "--mlir-print-ir-tree-dir=<string>")
	_, errs, code = runExample(t, "allocbytes-opt", "--count-alloc-byte", input)
	require.Equal(t, 1, code)
	require.Equal(t, "allocbytes-opt: Unknown command line argument '--count-alloc-byte'.  Try: 'allocbytes-opt --help'\n"+
		"allocbytes-opt: Did you mean '--count-alloc-bytes'?\n", errs)
	out, _, _ = runExample(t, "allocbytes-opt", "--version")
	require.Equal(t, "allocbytes-opt version (devel)\n  memopt version "+Version+"\n", out)

	t.Run("mlir-opt reads it and it computes the same", func(t *testing.T) {
		mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
		merged, errs, code := runExample(t, "allocbytes-opt", "--count-alloc-bytes", "--merge-alloc", input)
		require.Equal(t, 0, code, errs)
		llvmtools.Tool(t, mlirOpt, []byte(merged), "--verify-roundtrip")
		src, err := os.ReadFile(filepath.Join(repoRoot(t), input))
		require.NoError(t, err)
		ex := llvmtools.NewExecutor(t)
		want := ex.Run(t, src)
		require.Contains(t, want, "[10.5,  10.5,")
		require.Equal(t, want, ex.Run(t, []byte(merged)))
	})
}

func TestPlannerStageExample(t *testing.T) {
	const input = "testdata/examples/go/plannerstage/example.mlir"
	arena := regexp.MustCompile(`memref.alloc\(\) \{alignment = 64 : i64\} : memref<(\d+)xi8>`)
	for planner, size := range map[string]string{"cost-model": "384", "longest-first": "448"} {
		out, errs, code := runExample(t, "plannerstage-opt", "--merge-alloc-keep=planner-options="+planner, input)
		require.Equal(t, 0, code, errs)
		require.Equal(t, size, arena.FindStringSubmatch(out)[1], planner)
		require.Contains(t, out, "memref.alloc() {example.keep} : memref<16xf32>", "the marked alloc stays")
		require.Equal(t, 1, strings.Count(out, "memref.alloc()")-1, "everything else is merged")
	}
	// The new algorithm is one of merge-alloc's planners too.
	out, errs, code := runExample(t, "plannerstage-opt", "--merge-alloc=planner-options=longest-first alignment=16", input)
	require.Equal(t, 0, code, errs)
	require.NotContains(t, out, "{example.keep}", "merge-alloc merges the marked alloc")
	// --help lists the planner among the values of planner-options, and the
	// pass.
	out, _, code = runExample(t, "plannerstage-opt", "--help")
	require.Equal(t, 0, code)
	require.Contains(t, out, "      =longest-first\n")
	require.Contains(t, out, "--merge-alloc-keep ")
	_, errs, code = runExample(t, "plannerstage-opt", "--merge-alloc-keep=planner-options=shortest-first", input)
	require.Equal(t, 1, code)
	require.Contains(t, errs, "error: option 'planner-options' has no value 'shortest-first' (allowed: auto, best, bestfit-size, cost-model, exact, gmem, greedy-by-conflicts, greedy-by-size, heap-spatial, heap-temporal, hill-climb, longest-first,")

	t.Run("mlir-opt reads it", func(t *testing.T) {
		mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
		out, errs, code := runExample(t, "plannerstage-opt", "--merge-alloc-keep=planner-options=longest-first", input)
		require.Equal(t, 0, code, errs)
		llvmtools.Tool(t, mlirOpt, []byte(out), "--allow-unregistered-dialect", "--verify-roundtrip")
	})
}

// Tools built from optmain pass memopt's own command-line lit suite
// (testdata/cli), run with the tool in memopt's place.
func TestExampleToolsPassTheCLISuite(t *testing.T) {
	dir := buildExamples(t)
	tests, err := lit.Discover([]string{filepath.Join(repoRoot(t), "testdata", "cli")})
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(tests), 15)
	for name := range examplePrograms {
		t.Run(name, func(t *testing.T) {
			rc := lit.DefaultRunConfig(map[string]string{"memopt": filepath.Join(dir, name, "memopt")})
			rc.ExecRoot = t.TempDir()
			rc.Timeout = 5 * time.Minute
			for _, test := range tests {
				res := lit.RunTest(context.Background(), test, rc)
				switch res.Code {
				case lit.Pass, lit.XFail:
				default:
					t.Errorf("%s: %s\n%s", res.Code, test.Rel, res.Output)
				}
			}
			t.Run("LLVM_lit_22", func(t *testing.T) {
				// The same suite under LLVM's lit and FileCheck, with the
				// tool found as memopt on the PATH lit.cfg.py builds.
				litPath := llvmtools.Require(t, "lit", "FileCheck")[0]
				cmd := exec.Command("python3", litPath, "-v", "--param", "memopt_bin_dir="+filepath.Join(dir, name),
					"--param", "exec_root="+t.TempDir(), filepath.Join("testdata", "cli"))
				cmd.Dir = repoRoot(t)
				out, err := cmd.CombinedOutput()
				require.NoError(t, err, "%s", out)
				passed := regexp.MustCompile(`(?m)^PASS: memopt :: cli/`).FindAllIndex(out, -1)
				require.Len(t, passed, len(tests), "%s", out)
			})
		})
	}
}
