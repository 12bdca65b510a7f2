package difftest

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/stretchr/testify/require"
)

// SeedCount is the size of the go test seed set with MEMOPT_LONG=1, and
// ShortSeedCount without it (MEMOPT_SEEDS=N overrides both; the campaign
// command, cmd/smith, runs thousands).
const SeedCount, ShortSeedCount = 100, 24

// SeedRotation is how many seeds it takes the seed set to run every
// configuration once (SeedSubset).
const SeedRotation = 6

// SeedGen is the generator's size for the seed set: smaller programs than
// the campaign's, so that a hundred run in a minute or two.
var SeedGen = progen.Options{Stmts: 18}

// TestSeeds runs the programs of seeds 1..SeedCount before and after the
// configurations of SeedSubset (the round trip, analysis-only and
// merge-alloc twice on every seed, each other configuration on every
// SeedRotation-th seed): outputs must match, memopt's output must be a
// fixed point and mlir-opt must accept it.
func TestSeeds(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	r := &Runner{Exec: ex, Configs: Configs(), Gen: SeedGen, BoundsChecks: true}
	n := llvmtools.LongCount(t, "seeds", ShortSeedCount, SeedCount)
	if s := os.Getenv("MEMOPT_SEEDS"); s != "" {
		v, err := strconv.Atoi(s)
		require.NoError(t, err)
		n = v
	}
	for seed := int64(1); seed <= int64(n); seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			o := r.RunSeed(context.Background(), seed, SeedSubset(r.Configs, seed, SeedRotation))
			for _, f := range o.Failures {
				t.Errorf("%s\nreproduce and reduce with: go run ./cmd/smith -stmts %d -n 1 -seed %d -config '%s' -reduce testdata/difftest", f, SeedGen.Stmts, seed, strings.ReplaceAll(f.Config, "'", ""))
			}
			require.NotEmpty(t, o.Want, "the program printed nothing")
		})
	}
}

// TestBoundsChecks: with BoundsChecks, an original that reads past its
// buffer fails as "original" (without them its output is whatever lies
// there, as seed 9500's was before the generator's fix); the same program
// reading in bounds passes.
func TestBoundsChecks(t *testing.T) {
	ex := llvmtools.RequireExec(t)
	r := &Runner{Exec: ex, Configs: []Config{{Name: "roundtrip"}}, BoundsChecks: true}
	prog := func(n int) []byte {
		return []byte(fmt.Sprintf(`func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %%c0 = arith.constant 0 : index
  %%n = arith.constant %d : index
  %%c1 = arith.constant 1 : index
  %%a = memref.alloc() : memref<4x2xi64>
  %%d = memref.cast %%a : memref<4x2xi64> to memref<?x?xi64>
  %%t = memref.transpose %%d (d0, d1) -> (d1, d0) : memref<?x?xi64> to memref<?x?xi64, strided<[1, ?]>>
  %%v = arith.constant 7 : i64
  linalg.fill ins(%%v : i64) outs(%%a : memref<4x2xi64>)
  %%x = memref.load %%t[%%c1, %%n] : memref<?x?xi64, strided<[1, ?]>>
  func.call @printI64(%%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %%a : memref<4x2xi64>
  return
}
`, n))
	}
	o := r.Check(context.Background(), prog(3), r.Configs)
	require.Empty(t, o.Failures)
	require.Equal(t, "7\n", o.Want)
	o = r.Check(context.Background(), prog(4), r.Configs)
	require.Len(t, o.Failures, 1)
	require.Equal(t, KindOriginal, o.Failures[0].Kind, "%s", o.Failures[0])
}

// TestCombined: running programs in one combined module gives each one's
// own output.
func TestCombined(t *testing.T) {
	ex := llvmtools.RequireExec(t)
	r := &Runner{Exec: ex}
	var texts [][]byte
	var wants []string
	for seed := int64(1); seed <= 3; seed++ {
		text := []byte(progen.Generate(seed, progen.Options{Stmts: 8}).Text())
		want, err := ex.LowerAndRun(context.Background(), text)
		require.NoError(t, err)
		texts = append(texts, text)
		wants = append(wants, want)
	}
	got, err := r.runAll(context.Background(), texts, false)
	require.NoError(t, err)
	require.Equal(t, wants, got)
}

// TestReduce: a failure (here a configuration whose check rejects any
// program with a linalg.matmul) is reduced to a small program that still
// fails, and LitTest turns it into a lit test that runs the configuration
// and checks the original output.
func TestReduce(t *testing.T) {
	ex := llvmtools.RequireExec(t)
	cfg := Config{Name: "no-matmul", Pipeline: "", Check: func(in, out []byte) error {
		if strings.Contains(string(out), "linalg.matmul") {
			return fmt.Errorf("matmul")
		}
		return nil
	}}
	r := &Runner{Exec: ex, Configs: []Config{cfg}}
	var seed int64
	var p *progen.Program
	for seed = 1; ; seed++ {
		p = progen.Generate(seed, progen.Options{Stmts: 12})
		if strings.Contains(p.Text(), "linalg.matmul") {
			break
		}
	}
	o := r.Check(context.Background(), []byte(p.Text()), r.Configs)
	require.Len(t, o.Failures, 1)
	f := o.Failures[0]
	f.Seed = seed
	red := r.Reduce(context.Background(), p, f, t.Logf)
	require.Contains(t, red.Text, "linalg.matmul")
	require.True(t, r.Reproduces(context.Background(), []byte(red.Text), f))
	before, after := strings.Count(p.Text(), "\n"), strings.Count(red.Text, "\n")
	t.Logf("reduced from %d to %d lines in %d tests", before, after, red.Tests)
	require.Less(t, after, before/3)
	// Every statement left is needed: the matmul and what defines its
	// operands (allocations, maybe a view or two).
	require.LessOrEqual(t, strings.Count(red.Text, "memref.alloc"), 3)
	lit := LitTest(f, cfg, red, "")
	require.Contains(t, lit, "// RUN: memopt %s \\\n")
	require.Contains(t, lit, "%mlir_runner_utils")
	// The failure needs no output: the reduced program prints nothing
	// and the test checks that.
	require.Contains(t, lit, "// RUN: | FileCheck %s --allow-empty\n// CHECK-NOT: {{.}}\n")
}

// TensorSeedCount is the size of the tensor-level seed set with
// MEMOPT_LONG=1, ShortTensorSeedCount without it.
const TensorSeedCount, ShortTensorSeedCount = 30, 8

// knownOpen returns the reproducer of the open bug (docs/TESTING.md) that
// explains a failure of a tensor program, or "". Each reproducer is an
// XFAIL lit test under testdata/difftest: it starts to XPASS (and fail)
// when its bug is fixed, and then its entry here goes too.
func knownOpen(f Failure) string {
	// None open: B4 was the runner's (it bufferized memopt's outputs
	// again), B5 the reference's (mlir-opt 22's in-place analysis).
	return ""
}

// TestTensorSeeds runs tensor-level programs (progen.GenerateTensor)
// through every TensorConfigs configuration: memopt's one-shot-bufferize
// (alone and before merge-alloc, multi-buffer, static-memory-plan) must
// compute what mlir-opt's bufferization computes. Failures the open bugs
// explain are logged with their reproducer.
func TestTensorSeeds(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	r := &Runner{Exec: ex, Configs: TensorConfigs(), Gen: SeedGen, Tensor: true, BoundsChecks: true}
	n := llvmtools.LongCount(t, "tensor seeds", ShortTensorSeedCount, TensorSeedCount)
	for seed := int64(1); seed <= int64(n); seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			o := r.RunSeed(context.Background(), seed, r.Configs)
			for _, f := range o.Failures {
				if rep := knownOpen(f); rep != "" {
					t.Logf("known open bug (%s): %s", rep, f)
					continue
				}
				t.Errorf("%s\nreproduce and reduce with: go run ./cmd/smith -tensor -stmts %d -n 1 -seed %d -config '%s' -reduce testdata/difftest", f, SeedGen.Stmts, seed, f.Config)
			}
			require.NotEmpty(t, o.Want, "the program printed nothing")
		})
	}
}

// TestFreedCatchesPlantedBugs: the counting check of the Freed
// configurations passes on memopt's deallocated output of a random
// program, and catches the bugs planted in it: a dealloc dropped (a leak)
// and a dealloc doubled (a bad free).
func TestFreedCatchesPlantedBugs(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	r := &Runner{Exec: ex}
	ctx := context.Background()
	dealloc := deallocLine
	var out []byte
	for seed := int64(1); ; seed++ {
		require.Less(t, seed, int64(50), "no random program with a dealloc after the pipeline")
		p := progen.Generate(seed, SeedGen)
		var err error
		out, err = Memopt("input.mlir", deallocLine.ReplaceAll([]byte(p.Text()), nil), "builtin.module(func.func(merge-alloc),buffer-deallocation-pipeline)")
		require.NoError(t, err)
		// MLIR 22 cannot lower some of the deallocation's clones (see
		// unlowerableClone): a program without them.
		if dealloc.Match(out) && !strings.Contains(string(out), "bufferization.clone") {
			break
		}
	}
	kind, detail := r.CheckFreed(ctx, out)
	require.Empty(t, kind, detail)
	loc := dealloc.FindIndex(out)
	line := out[loc[0]:loc[1]]
	dropped := append(append([]byte{}, out[:loc[0]]...), out[loc[1]:]...)
	kind, detail = r.CheckFreed(ctx, dropped)
	require.Equal(t, KindLeak, kind, "a dropped dealloc: %s", detail)
	require.Contains(t, detail, "leaked-blocks=1")
	doubled := append(append(append([]byte{}, out[:loc[1]]...), line...), out[loc[1]:]...)
	kind, detail = r.CheckFreed(ctx, doubled)
	require.Equal(t, KindLeak, kind, "a doubled dealloc: %s", detail)
	require.Contains(t, detail, "bad-frees=1")
}

// TestBatchRunsPastUnlowerable: an output of a Freed configuration that
// MLIR 22 cannot lower (a free in memory space 1) is counted as
// Unlowerable and left out of the batch, whose combined run then
// succeeds: one such output used to make every program of its batch run
// alone.
func TestBatchRunsPastUnlowerable(t *testing.T) {
	ex := llvmtools.RequireCountingExec(t)
	cfgs := []Config{{Name: "roundtrip"}, {Name: "buffer-deallocation-pipeline", Pipeline: "builtin.module(buffer-deallocation-pipeline)", Freed: true}}
	var progs []Program
	for seed := int64(1); len(progs) < 2; seed++ {
		require.Less(t, seed, int64(200), "no random program with a buffer in memory space 1 freed by the pipeline")
		text := deallocLine.ReplaceAll([]byte(progen.Generate(seed, SeedGen).Text()), nil)
		out, err := Memopt("input.mlir", text, cfgs[1].Pipeline)
		require.NoError(t, err)
		if regexp.MustCompile(`memref\.dealloc %\S+ : memref<[^>]*, 1>`).Match(out) {
			progs = append(progs, Program{Seed: seed, Text: text, Configs: cfgs})
		}
	}
	r := &Runner{Exec: ex, Configs: cfgs}
	failed := 0
	r.BatchFailed = func([]int64, error) { failed++ }
	outs := r.CheckBatch(context.Background(), progs)
	require.Zero(t, failed, "the combined run failed")
	for i, o := range outs {
		require.Empty(t, o.Failures, "seed %d", progs[i].Seed)
		require.Positive(t, o.Unlowerable, "seed %d", progs[i].Seed)
	}
}
