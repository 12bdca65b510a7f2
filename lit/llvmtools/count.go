package llvmtools

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// allocCounterSource is the C source of the counting allocation library
// (csrc/alloccount.c): _mlir_memref_to_llvm_alloc, _aligned_alloc and
// _free that count what a program lowered with CountingLowerPasses
// allocates and frees, and report it at exit on stderr.
//
//go:embed csrc/alloccount.c
var allocCounterSource []byte

// AllocCountsMarker starts the line the counting library writes to stderr
// when the program exits.
const AllocCountsMarker = "memopt-alloc-counts"

// AllocCountsLib is the file name BuildAllocCounter gives the library.
const AllocCountsLib = "libmemopt_alloc_counts.so"

// AllocCounts are the run-time allocations of one run of a program lowered
// with CountingLowerPasses (memref.alloc and memref.dealloc; memref.alloca
// and globals are not allocations).
type AllocCounts struct {
	// Allocs is the number of allocations, Frees the number of frees of a
	// live allocation.
	Allocs, Frees uint64
	// BadFrees counts frees of a pointer that was not live: never
	// allocated (a global, a view's interior, ...) or already freed. They
	// are not passed on to free(3), so the program goes on.
	BadFrees uint64
	// PeakBytes is the largest number of bytes live at once (the sizes
	// the lowering asked for, alignment padding included).
	PeakBytes uint64
	// LeakedBytes and LeakedBlocks are what was still allocated at exit.
	LeakedBytes, LeakedBlocks uint64
}

// Clean reports whether nothing leaked and no free was bad.
func (c AllocCounts) Clean() bool {
	return c.LeakedBytes == 0 && c.LeakedBlocks == 0 && c.BadFrees == 0
}

// String prints the counts in the form the library reports them.
func (c AllocCounts) String() string {
	return fmt.Sprintf("allocs=%d frees=%d bad-frees=%d peak-bytes=%d leaked-bytes=%d leaked-blocks=%d",
		c.Allocs, c.Frees, c.BadFrees, c.PeakBytes, c.LeakedBytes, c.LeakedBlocks)
}

// ParseAllocCounts finds the counting library's report in a program's
// stderr (the last line starting with AllocCountsMarker) and parses it.
func ParseAllocCounts(stderr string) (AllocCounts, error) {
	var line string
	for l := range strings.Lines(stderr) {
		if strings.HasPrefix(l, AllocCountsMarker+" ") {
			line = strings.TrimSpace(l)
		}
	}
	if line == "" {
		return AllocCounts{}, fmt.Errorf("no %q line in the program's stderr (was it lowered with CountingLowerPasses and run with the counting library?)", AllocCountsMarker)
	}
	var c AllocCounts
	fields := map[string]*uint64{
		"allocs": &c.Allocs, "frees": &c.Frees, "bad-frees": &c.BadFrees,
		"peak-bytes": &c.PeakBytes, "leaked-bytes": &c.LeakedBytes, "leaked-blocks": &c.LeakedBlocks,
	}
	seen := map[string]bool{}
	for _, f := range strings.Fields(strings.TrimPrefix(line, AllocCountsMarker)) {
		k, v, ok := strings.Cut(f, "=")
		dst := fields[k]
		if !ok || dst == nil || seen[k] {
			return AllocCounts{}, fmt.Errorf("bad field %q in %q", f, line)
		}
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return AllocCounts{}, fmt.Errorf("bad field %q in %q: %v", f, line, err)
		}
		*dst, seen[k] = n, true
	}
	if len(seen) != len(fields) {
		return AllocCounts{}, fmt.Errorf("incomplete counts %q", line)
	}
	return c, nil
}

// BuildAllocCounter compiles the counting allocation library with the C
// compiler (cc, or $CC) into dir and returns its path.
func BuildAllocCounter(ctx context.Context, dir string) (string, error) {
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	ccPath, err := exec.LookPath(cc)
	if err != nil {
		return "", fmt.Errorf("no C compiler (%s) to build the allocation counting library; install one with: apt-get install -y build-essential", cc)
	}
	src := filepath.Join(dir, "alloccount.c")
	if err := os.WriteFile(src, allocCounterSource, 0o644); err != nil {
		return "", err
	}
	lib := filepath.Join(dir, AllocCountsLib)
	if _, err := (&Exec{Timeout: DefaultTimeout}).Tool(ctx, ccPath, nil, "-O2", "-shared", "-fPIC", "-o", lib, src); err != nil {
		return "", err
	}
	return lib, nil
}

// RequireCountingExec is RequireExec with the counting library built into
// a t.TempDir() (CountLib set): skipped, or failed when Required(), when a
// tool, a runner library or the C compiler is missing.
func RequireCountingExec(t testing.TB) *Exec {
	t.Helper()
	e := RequireExec(t)
	lib, err := BuildAllocCounter(context.Background(), t.TempDir())
	if err != nil {
		if Required() {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	e.CountLib = lib
	return e
}

// LowerCounted lowers src to the LLVM dialect with CountingLowerPasses;
// the result is MLIR bytecode for RunCounted.
func (e *Exec) LowerCounted(ctx context.Context, src []byte) ([]byte, error) {
	return e.Opt(ctx, src, append(slices.Clip(CountingLowerPasses), EmitBytecode)...)
}

// RunCounted runs a program lowered by LowerCounted with mlir-runner and
// the counting library (CountLib, see BuildAllocCounter), and returns its
// normalized output and its allocation counts.
func (e *Exec) RunCounted(ctx context.Context, lowered []byte) (string, AllocCounts, error) {
	if e.CountLib == "" {
		return "", AllocCounts{}, errors.New("llvmtools: Exec.CountLib is not set (BuildAllocCounter)")
	}
	out, stderr, err := e.tool(ctx, e.Runner, lowered, "-e", "main", "-entry-point-result=void", "-shared-libs="+e.Libs+","+e.CountLib)
	if err != nil {
		return "", AllocCounts{}, err
	}
	c, err := ParseAllocCounts(string(stderr))
	if err != nil {
		return "", AllocCounts{}, err
	}
	return Normalize(string(out)), c, nil
}

// LowerAndRunCounted lowers src with LowerCounted and runs it with
// RunCounted.
func (e *Exec) LowerAndRunCounted(ctx context.Context, src []byte) (string, AllocCounts, error) {
	low, err := e.LowerCounted(ctx, src)
	if err != nil {
		return "", AllocCounts{}, err
	}
	return e.RunCounted(ctx, low)
}
