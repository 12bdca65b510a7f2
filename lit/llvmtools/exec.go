package llvmtools

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

// LowerPasses is the lowering of docs/ARCHITECTURE.md ("Testing and
// oracles") that differential
// execution tests run with mlir-opt before mlir-runner, preceded by
// scf-forall-to-for (scf.forall has no direct lowering to cf) and with
// convert-vector-to-llvm (vector element types, vector.load/store) and
// convert-math-to-llvm (math.exp and friends in payloads) and
// convert-index-to-llvm (the index-dialect ops RuntimeVerification's
// checks are made of).
var LowerPasses = lowering("--finalize-memref-to-llvm")

// CountingLowerPasses is LowerPasses with memref.alloc and memref.dealloc
// lowered to calls of MLIR's generic allocation functions
// (finalize-memref-to-llvm{use-generic-functions=true}), which the
// counting library of RunCounted defines, and with
// convert-bufferization-to-memref first: the deallocation pipeline leaves
// bufferization.clone ops (and bufferization.dealloc ops before
// lower-deallocations) that it turns into memref, scf and arith ops.
var CountingLowerPasses = lowering("--finalize-memref-to-llvm=use-generic-functions=true", "--convert-bufferization-to-memref")

// lowering is the lowering pipeline with finalize as its memref-to-LLVM
// step, after the passes first: the one place the order of the lowering
// passes is written.
func lowering(finalize string, first ...string) []string {
	return append(first,
		"--scf-forall-to-for",
		"--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine",
		"--convert-scf-to-cf", "--convert-vector-to-llvm", finalize,
		"--convert-math-to-llvm", "--convert-index-to-llvm", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
		"--convert-func-to-llvm", "--reconcile-unrealized-casts")
}

// AsyncLowerPasses is LowerPasses preceded by the async dialect's
// lowering to its runtime and to LLVM coroutines, as MLIR's async
// integration tests run it (mlir/test/Integration/Dialect/Async/CPU):
// programs with async.execute run with the async runtime library loaded
// (LowerAndRunAsync).
var AsyncLowerPasses = lowering("--finalize-memref-to-llvm",
	"--async-to-async-runtime", "--async-runtime-ref-counting", "--async-runtime-ref-counting-opt", "--convert-async-to-llvm")

// RuntimeVerification is the mlir-opt pass that, placed before
// LowerPasses, inserts MLIR's runtime checks (memref.load/store indices
// in bounds, subview/view/reinterpret_cast results inside their source,
// cast shapes as the type claims, linalg operand sizes consistent): a
// program that breaks one aborts with a message instead of reading
// whatever lies past its buffer. Differential testing runs each original
// once more with it (difftest.Runner.BoundsChecks), so that an
// out-of-bounds access, which makes a program's output depend on memory
// it never wrote, is reported as such rather than as a flaky mismatch.
const RuntimeVerification = "--generate-runtime-verification"

// Exec runs programs through the real MLIR 22 lowering and mlir-runner:
// the differential-execution oracle shared by every test and tool that
// compares a program's output before and after a memopt pass.
type Exec struct {
	// MlirOpt and Runner are the paths of mlir-opt and mlir-runner.
	MlirOpt, Runner string
	// Libs is the -shared-libs value: the runner support libraries.
	Libs string
	// Timeout bounds each tool invocation (0: no bound).
	Timeout time.Duration
	// CountLib is the path of the allocation counting library that
	// RunCounted loads (BuildAllocCounter; "" until built).
	CountLib string
}

// DefaultTimeout is the time limit NewExec sets for one tool invocation.
const DefaultTimeout = 60 * time.Second

// NewExec finds mlir-opt, mlir-runner and the runner libraries. The error
// names whatever is missing and how to install it.
func NewExec() (*Exec, error) {
	e := &Exec{Timeout: DefaultTimeout}
	var ok bool
	if e.MlirOpt, ok = Find("mlir-opt"); !ok {
		return nil, errors.New("mlir-opt (LLVM 22) is not installed; install it with: apt-get install -y mlir-22-tools llvm-22-tools")
	}
	if e.Runner, ok = Find("mlir-runner"); !ok {
		return nil, errors.New("mlir-runner (LLVM 22) is not installed; install it with: apt-get install -y mlir-22-tools llvm-22-tools")
	}
	libs, err := FindRunnerLibs()
	if err != nil {
		return nil, err
	}
	e.Libs = libs
	return e, nil
}

// RequireExec returns an Exec, skipping the test when a tool or library is
// missing (failing it when MEMOPT_REQUIRE_LLVM=1).
func RequireExec(t testing.TB) *Exec {
	t.Helper()
	e, err := NewExec()
	if err != nil {
		if Required() {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return e
}

// FindRunnerLibs returns the comma-separated paths of libmlir_runner_utils
// and libmlir_c_runner_utils in LibDir (Debian ships them versioned, e.g.
// libmlir_runner_utils.so.22.1).
func FindRunnerLibs() (string, error) {
	var libs []string
	for _, name := range []string{"libmlir_runner_utils.so", "libmlir_c_runner_utils.so"} {
		matches, _ := filepath.Glob(filepath.Join(LibDir, name+"*"))
		sort.Strings(matches)
		if len(matches) == 0 {
			return "", fmt.Errorf("%s not found in %s; install it with: apt-get install -y mlir-22-tools", name, LibDir)
		}
		libs = append(libs, matches[0])
	}
	return strings.Join(libs, ","), nil
}

// FindAsyncRuntime returns the path of libmlir_async_runtime in LibDir,
// the runtime of the async dialect's lowering (Debian ships it versioned,
// libmlir_async_runtime.so.22.1).
func FindAsyncRuntime() (string, error) {
	matches, _ := filepath.Glob(filepath.Join(LibDir, "libmlir_async_runtime.so*"))
	sort.Strings(matches)
	if len(matches) == 0 {
		return "", fmt.Errorf("libmlir_async_runtime.so not found in %s; install it with: apt-get install -y mlir-22-tools", LibDir)
	}
	return matches[0], nil
}

// ToolError is a failed tool invocation.
type ToolError struct {
	// Tool is the tool's base name (mlir-opt, mlir-runner).
	Tool string
	// Args are its arguments.
	Args []string
	// Stderr is what it wrote to stderr.
	Stderr string
	// Stdout is what it wrote to stdout before failing.
	Stdout string
	// Signal is the signal that killed it ("" when it exited).
	Signal string
	// TimedOut is set when the time limit killed it.
	TimedOut bool
	// Err is the underlying error.
	Err error
}

// Error implements error.
func (e *ToolError) Error() string {
	what := e.Err.Error()
	switch {
	case e.TimedOut:
		what = "timed out"
	case e.Signal != "":
		what = "killed by " + e.Signal
	}
	return fmt.Sprintf("%s %s: %s\n%s", e.Tool, strings.Join(e.Args, " "), what, strings.TrimRight(e.Stderr, "\n"))
}

// Crashed reports whether the tool died from a signal (a crash of the
// program mlir-runner ran, for instance a segmentation fault).
func (e *ToolError) Crashed() bool { return e.Signal != "" }

// Tool runs the named tool path with stdin and returns its stdout; a failure
// is a *ToolError.
func (e *Exec) Tool(ctx context.Context, path string, stdin []byte, args ...string) ([]byte, error) {
	out, _, err := e.tool(ctx, path, stdin, args...)
	return out, err
}

// tool is Tool that also returns what the tool wrote to stderr when it
// succeeds.
func (e *Exec) tool(ctx context.Context, path string, stdin []byte, args ...string) ([]byte, []byte, error) {
	if e.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.Timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if err == nil {
		return out.Bytes(), errb.Bytes(), nil
	}
	te := &ToolError{Tool: filepath.Base(path), Args: args, Stderr: errb.String(), Stdout: out.String(), Err: err}
	if ctx.Err() != nil {
		te.TimedOut = true
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && !te.TimedOut {
			te.Signal = ws.Signal().String()
		}
	}
	return nil, nil, te
}

// Opt runs mlir-opt with args on src.
func (e *Exec) Opt(ctx context.Context, src []byte, args ...string) ([]byte, error) {
	return e.Tool(ctx, e.MlirOpt, src, args...)
}

// EmitBytecode is the mlir-opt flag that writes MLIR bytecode: the
// lowered programs only go to mlir-runner, which reads bytecode about 10%
// faster than the text, and mlir-opt writes it faster (measured on a
// campaign batch of 583 functions: 18.9 s of CPU for both tools against
// 20.4 s with text).
const EmitBytecode = "--emit-bytecode"

// Lower lowers src to the LLVM dialect with LowerPasses; the result is
// MLIR bytecode for Run.
func (e *Exec) Lower(ctx context.Context, src []byte) ([]byte, error) {
	return e.Opt(ctx, src, append(slices.Clip(LowerPasses), EmitBytecode)...)
}

// memrefAddr matches the part of printMemref* output that differs from run
// to run.
var memrefAddr = regexp.MustCompile(`base@ = 0x[0-9a-f]+`)

// Normalize replaces the addresses printMemref* prints ("base@ = 0x...")
// with a fixed string: the only part of a program's output that may differ
// between two runs of the same program.
func Normalize(out string) string { return memrefAddr.ReplaceAllString(out, "base@ = ADDR") }

// Run runs a lowered LLVM-dialect program (text or bytecode) with mlir-runner (entry point @main
// returning nothing) and returns its normalized output.
func (e *Exec) Run(ctx context.Context, lowered []byte) (string, error) {
	out, err := e.Tool(ctx, e.Runner, lowered, "-e", "main", "-entry-point-result=void", "-shared-libs="+e.Libs)
	if err != nil {
		return "", err
	}
	return Normalize(string(out)), nil
}

// LowerAndRun lowers src and runs it.
func (e *Exec) LowerAndRun(ctx context.Context, src []byte) (string, error) {
	low, err := e.Lower(ctx, src)
	if err != nil {
		return "", err
	}
	return e.Run(ctx, low)
}

// LowerAndRunAsync lowers src, a program with async dialect ops, with
// AsyncLowerPasses and runs its main function with the async runtime
// library (FindAsyncRuntime) loaded besides the runner libraries.
func (e *Exec) LowerAndRunAsync(ctx context.Context, src []byte) (string, error) {
	rt, err := FindAsyncRuntime()
	if err != nil {
		return "", err
	}
	low, err := e.Opt(ctx, src, append(slices.Clip(AsyncLowerPasses), EmitBytecode)...)
	if err != nil {
		return "", err
	}
	// -O0 as in MLIR's async integration tests: LLVM 22's instruction
	// selection at -O2 fails on the lowered coroutines ("Do not know how
	// to promote this operator's operand").
	out, err := e.Tool(ctx, e.Runner, low, "-O0", "-e", "main", "-entry-point-result=void", "-shared-libs="+e.Libs+","+rt)
	if err != nil {
		return "", err
	}
	return Normalize(string(out)), nil
}
