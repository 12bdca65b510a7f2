// Package llvmtools finds the real LLVM 22 tools (mlir-opt, mlir-runner,
// FileCheck, lit) that interop tests compare memopt against.
//
// Tests call Require, which skips the test with a clear message when a tool
// is missing. When the environment variable MEMOPT_REQUIRE_LLVM is set to 1
// (as .ci/run does), a missing tool fails the test instead, so CI never
// passes by skipping.
package llvmtools

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// BinDir is where Debian's mlir-22-tools and llvm-22-tools packages install
// their binaries.
const BinDir = "/usr/lib/llvm-22/bin"

// LibDir holds the runtime support libraries (libmlir_runner_utils.so, ...)
// that mlir-runner loads with -shared-libs.
const LibDir = "/usr/lib/llvm-22/lib"

// Find returns the path of the LLVM 22 tool name ("mlir-opt", "FileCheck",
// ...). It looks in BinDir first, then for name-22 and name on PATH.
func Find(name string) (string, bool) {
	p := filepath.Join(BinDir, name)
	if st, err := os.Stat(p); err == nil && !st.IsDir() {
		return p, true
	}
	for _, n := range []string{name + "-22", name} {
		if p, err := exec.LookPath(n); err == nil {
			return p, true
		}
	}
	return "", false
}

// LitScript returns the path of LLVM's lit.py as shipped by llvm-22-tools.
func LitScript() (string, bool) {
	for _, p := range []string{
		"/usr/lib/llvm-22/build/utils/lit/lit.py",
		filepath.Join(BinDir, "lit"),
	} {
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
	}
	if p, err := exec.LookPath("lit"); err == nil {
		return p, true
	}
	return "", false
}

// Required reports whether missing LLVM tools must fail tests instead of
// skipping them (MEMOPT_REQUIRE_LLVM=1).
func Required() bool { return os.Getenv("MEMOPT_REQUIRE_LLVM") == "1" }

// Long reports whether the long test runs are asked for (MEMOPT_LONG=1, which
// .ci/run sets): the full random-program seed sets and the like. Without it
// such tests run a smaller sample, so that `go test ./...` stays well inside
// Go's default timeout on a 2-core machine, and say what they left out
// (LongCount).
func Long() bool { return os.Getenv("MEMOPT_LONG") == "1" }

// LongCount returns long with MEMOPT_LONG=1 and short otherwise, logging in
// t what the short run leaves out.
func LongCount(t testing.TB, what string, short, long int) int {
	if Long() {
		return long
	}
	t.Logf("%s: %d of %d (set MEMOPT_LONG=1 for all, as .ci/run does)", what, short, long)
	return short
}

// Require returns the paths of the named tools in order. If one is missing,
// it skips the test with a message naming the tool and how to install it, or
// fails it when Required() is true.
func Require(t testing.TB, names ...string) []string {
	t.Helper()
	paths := make([]string, 0, len(names))
	for _, n := range names {
		var p string
		var ok bool
		if n == "lit" {
			p, ok = LitScript()
		} else {
			p, ok = Find(n)
		}
		if !ok {
			msg := n + " (LLVM 22) is not installed; install it with: apt-get install -y mlir-22-tools llvm-22-tools"
			if Required() {
				t.Fatal(msg)
			}
			t.Skip(msg)
		}
		paths = append(paths, p)
	}
	return paths
}

// RunnerLibs returns the -shared-libs value for mlir-runner (FindRunnerLibs).
// It skips the test when the libraries are missing, or fails it when
// Required().
func RunnerLibs(t testing.TB) string {
	t.Helper()
	libs, err := FindRunnerLibs()
	if err != nil {
		if Required() {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return libs
}

// Tool runs the tool at path with stdin and returns its stdout; a non-zero
// exit fails the test with the tool's stderr.
func Tool(t testing.TB, path string, stdin []byte, args ...string) []byte {
	t.Helper()
	out, err := (&Exec{}).Tool(context.Background(), path, stdin, args...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Executor lowers memref-level programs with mlir-opt (LowerPasses) and runs
// their `func.func @main()` with mlir-runner: the differential execution
// oracle of docs/ARCHITECTURE.md ("Testing and oracles"), for tests (Exec is the same without a
// testing.TB, for tools).
type Executor struct {
	MlirOpt, Runner, Libs string
}

// NewExecutor finds mlir-opt, mlir-runner and the runner libraries, skipping
// the test (or failing it when Required()) if any is missing.
func NewExecutor(t testing.TB) *Executor {
	t.Helper()
	tools := Require(t, "mlir-opt", "mlir-runner")
	return &Executor{MlirOpt: tools[0], Runner: tools[1], Libs: RunnerLibs(t)}
}

// Run lowers src and runs its main function, returning what it printed,
// normalized (Normalize); a failure fails the test.
func (e *Executor) Run(t testing.TB, src []byte) string {
	t.Helper()
	ex := &Exec{MlirOpt: e.MlirOpt, Runner: e.Runner, Libs: e.Libs, Timeout: DefaultTimeout}
	out, err := ex.LowerAndRun(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
