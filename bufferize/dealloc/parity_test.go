package dealloc_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Parity with mlir-opt 22: each deallocation pass runs alone, with each of
// the option sets below, on every memref program in testdata/ (every .mlir
// file that mentions a memref type and no tensor type) and on the cases of
// testdata/dealloc/, case by case (--split-input-file). Where mlir-opt 22
// accepts the input and the pass succeeds, memopt's output must be byte
// for byte mlir-opt's; where the pass fails, memopt must fail with the
// same first error at the same place. Cases whose input mlir-opt 22 does
// not accept (parse or verifier errors without any pass) are not compared.

// parityFlags are the pass invocations compared.
var parityFlags = []string{
	"--ownership-based-buffer-deallocation",
	"--ownership-based-buffer-deallocation=private-function-dynamic-ownership",
	"--expand-realloc",
	"--expand-realloc=emit-deallocs=false",
	"--bufferization-lower-deallocations",
	// The ownership pass's output lowered: every dealloc form it makes.
	"--ownership-based-buffer-deallocation --bufferization-lower-deallocations",
	// The start of mlir-opt's buffer-deallocation-pipeline.
	"--expand-realloc=emit-deallocs=false --ownership-based-buffer-deallocation",
}

// addDifference lists key as a deliberate difference for reason why (on
// top of the reasons listed already).
func addDifference(key, why string) {
	if old, ok := deliberateDifferences[key]; ok {
		why = old + "; and " + why
	}
	deliberateDifferences[key] = why
}

// deliberateDifferences lists the cases where memopt's output differs from
// mlir-opt 22's on purpose, keyed "path#case flag" (path under testdata/),
// with the reason. For each, memopt's output must still be accepted by
// mlir-opt.
var deliberateDifferences = map[string]string{}

// conversionFolds lists the files with ops that mlir-opt's dialect
// conversion driver folds when expand-realloc or
// bufferization-lower-deallocations runs (it folds every op outside the
// pass's legal dialects: affine.for/affine.if/affine.apply canonicalize
// their maps and operands, vector ops fold), though the pass itself
// changes nothing there.
var conversionFolds = []string{
	"roundtrip/affine_loops.mlir", "roundtrip/affine_ops.mlir", "roundtrip/affine_parallel.mlir",
	"programs/it_affine_tiled_matmul.mlir", "programs/it_vector_contract.mlir",
}

// mlirOptHangs lists the cases mlir-opt 22 does not finish (they are not
// run), with the reason.
var mlirOptHangs = map[string]string{}

func init() {
	for _, dir := range []string{"", "fidelity/"} {
		for _, flag := range parityFlags {
			if strings.Contains(flag, "realloc") || strings.Contains(flag, "lower-deallocations") {
				mlirOptHangs[dir+"roundtrip/vector_mask_scan.mlir "+flag] = "mlir-opt 22's dialect conversion driver " +
					"never returns on this file's vector.mask ops (it folds them again and again); memopt leaves them as they are"
			}
		}
	}
	fold := "mlir-opt 22 runs this pass through the dialect conversion driver, which folds every op outside the " +
		"pass's legal dialects (arith, memref, scf, func) on the way; memopt's passes rewrite only the ops they lower " +
		"and leave the others as they are (memopt has no folders for these affine and vector ops)"
	for _, f := range conversionFolds {
		for _, dir := range []string{"", "fidelity/"} {
			for _, flag := range parityFlags {
				if strings.Contains(flag, "realloc") || strings.Contains(flag, "lower-deallocations") {
					addDifference(dir+f+"#0 "+flag, fold)
				}
			}
		}
	}
	for _, flag := range parityFlags {
		if strings.Contains(flag, "realloc") {
			addDifference("canonicalize/linalg-cast.mlir#0 "+flag, "mlir-opt 22 runs expand-realloc through the dialect "+
				"conversion driver, which folds the linalg ops on the way (they take the sources of their memref.cast "+
				"operands, memref::foldMemRefCast); memopt folds them in canonicalize only")
		}
	}
	resAttrs := "mlir-opt 22 adds the ownership results to a private function with result attributes without " +
		"extending its result attribute array, and its verifier then rejects the function; memopt gives the new " +
		"results empty attributes"
	for _, key := range []string{"placement/parity/outparams.mlir#0", "placement/parity/outparams.mlir#7", "placement/parity/drop.mlir#3", "placement/buffer_results_to_out_params.mlir#0"} {
		addDifference(key+" --ownership-based-buffer-deallocation=private-function-dynamic-ownership", resAttrs)
	}
	parallel := "memopt's affine.parallel describes its control flow (RegionBranch, as affine.for does) where MLIR 22's " +
		"AffineParallelOp does not implement RegionBranchOpInterface: the pass handles it as a region branch and adds an " +
		"unused `arith.constant false` per affine.parallel (the ops' ownership is unchanged: no memref crosses its regions)"
	dma := "memopt's op definitions declare the memory effects of the DMA ops (reads and writes of their buffers, " +
		"which merge-alloc needs) where MLIR 22's do not implement MemoryEffectOpInterface: mlir-opt 22 refuses them " +
		"(\"ops with unknown memory side effects are not supported\"), memopt deallocates around them"
	asyncExec := "memopt's async.execute has no RegionBranch (its body runs while the ops after it do, so passes must not " +
		"take it to run before the next op) where MLIR 22's ExecuteOp implements RegionBranchOpInterface: mlir-opt's pass " +
		"adds an unused `arith.constant false` per async.execute (the deallocations are the same)"
	for _, flag := range parityFlags {
		if strings.Contains(flag, "ownership") {
			addDifference("canonicalize/async.mlir#0 "+flag, asyncExec)
			addDifference("canonicalize/async.mlir#1 "+flag, asyncExec)
		}
	}
	gpuFold := "mlir-opt 22 runs expand-realloc through the dialect conversion driver, which folds the memref.cast " +
		"operands of gpu.memcpy and gpu.memset on the way (their folders); memopt's pass leaves ops it does not lower as they are"
	addDifference("canonicalize/gpu.mlir#0 --expand-realloc", gpuFold)
	addDifference("canonicalize/gpu.mlir#0 --expand-realloc=emit-deallocs=false", gpuFold)
	for _, dir := range []string{"roundtrip/", "fidelity/roundtrip/"} {
		for _, flag := range parityFlags {
			if !strings.Contains(flag, "ownership") {
				continue
			}
			addDifference(dir+"memref_dma.mlir#0 "+flag, dma)
			addDifference(dir+"affine_parallel.mlir#0 "+flag, parallel)
			addDifference(dir+"affine_ops.mlir#0 "+flag, dma+" (affine.dma_start, affine.dma_wait)")
		}
	}
}

var (
	xfailLine    = regexp.MustCompile(`(?m)^// (XFAIL|NO-PARITY):`)
	caseSplit    = regexp.MustCompile(`(?m)^// -----$`)
	errLine      = regexp.MustCompile(`(?m)^([^\s:]+):(\d+):(\d+): error: (.*)$`)
	parityCounts struct {
		sync.Mutex
		cases, identical, bothFail, inputRejected, deliberate, hangs int
		// own and ownIdentical count the cases of testdata/dealloc/.
		own, ownIdentical int
	}
)

// memrefPrograms returns the .mlir files under testdata/ that mention a
// memref type and no tensor type (one of each set of files with the same
// contents: testdata/fidelity/ copies other directories).
func memrefPrograms(t *testing.T) []string {
	var out []string
	seen := map[string]bool{}
	err := filepath.Walk("../../testdata", func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(p, ".mlir") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte("memref<")) && !bytes.Contains(b, []byte("tensor<")) && !xfailLine.Match(b) && !seen[string(b)] {
			seen[string(b)] = true
			out = append(out, p)
		}
		return nil
	})
	require.NoError(t, err)
	sort.Strings(out)
	return out
}

// caseResult is one case's output and first error.
type caseResult struct {
	out, err string
}

// splitCases splits a --split-input-file run into per-case results;
// errors go to the case whose lines hold them.
func splitCases(stdout, stderr string, src []byte) []caseResult {
	outs := caseSplit.Split(stdout, -1)
	starts := []int{1}
	for i, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "// -----") {
			starts = append(starts, i+2)
		}
	}
	res := make([]caseResult, len(starts))
	for i := range res {
		if i < len(outs) {
			res[i].out = strings.TrimSpace(outs[i])
		}
	}
	for _, m := range errLine.FindAllStringSubmatch(stderr, -1) {
		var line int
		fmt.Sscan(m[2], &line)
		k := 0
		for k+1 < len(starts) && starts[k+1] <= line {
			k++
		}
		if res[k].err == "" {
			res[k].err = m[2] + ":" + m[3] + ": " + m[4]
		}
	}
	return res
}

// runMLIROpt runs mlir-opt 22 with args on src.
func runMLIROpt(t *testing.T, mlirOpt string, src []byte, args ...string) []caseResult {
	args = append([]string{"--split-input-file", "--allow-unregistered-dialect"}, args...)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	_ = cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("mlir-opt %v does not finish in a minute: list the case in mlirOptHangs", args)
	}
	return splitCases(o.String(), strings.ReplaceAll(e.String(), "<stdin>", "-"), src)
}

// runMemopt runs memopt in-process with args on src.
func runMemopt(src []byte, args ...string) []caseResult {
	args = append([]string{"--split-input-file", "--allow-unregistered-dialect"}, args...)
	var o, e bytes.Buffer
	optmain.Run(append(args, "-"), bytes.NewReader(src), &o, &e)
	return splitCases(o.String(), e.String(), src)
}

// checkParity compares one file under every flag.
func checkParity(t *testing.T, mlirOpt, file string, flags []string) {
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	rel := strings.TrimPrefix(filepath.ToSlash(file), "../../testdata/")
	input := runMLIROpt(t, mlirOpt, src)
	for _, flag := range flags {
		if _, hangs := mlirOptHangs[rel+" "+flag]; hangs {
			parityCounts.Lock()
			parityCounts.hangs++
			parityCounts.Unlock()
			continue
		}
		want, got := runMLIROpt(t, mlirOpt, src, strings.Fields(flag)...), runMemopt(src, strings.Fields(flag)...)
		require.Equal(t, len(want), len(got), "%s %s: case count", rel, flag)
		for i := range want {
			key := fmt.Sprintf("%s#%d %s", rel, i, flag)
			parityCounts.Lock()
			parityCounts.cases++
			if strings.HasPrefix(rel, "dealloc/") {
				parityCounts.own++
			}
			parityCounts.Unlock()
			if input[i].err != "" {
				parityCounts.Lock()
				parityCounts.inputRejected++
				parityCounts.Unlock()
				continue
			}
			w, g := want[i], got[i]
			if w.err != "" && w.err == g.err {
				parityCounts.Lock()
				parityCounts.bothFail++
				parityCounts.Unlock()
				continue
			}
			if why, ok := deliberateDifferences[key]; ok {
				require.False(t, w.err == "" && g.err == "" && w.out == g.out, "%s: listed as a deliberate difference (%s) but the outputs are identical", key, why)
				require.Empty(t, g.err, key)
				check := exec.Command(mlirOpt, "--allow-unregistered-dialect", "-")
				check.Stdin = strings.NewReader(g.out)
				var ce bytes.Buffer
				check.Stderr = &ce
				require.NoError(t, check.Run(), "%s: mlir-opt rejects memopt's output:\n%s\n%s", key, ce.String(), g.out)
				parityCounts.Lock()
				parityCounts.deliberate++
				parityCounts.Unlock()
				continue
			}
			if w.err != "" {
				require.Equal(t, w.err, g.err, "%s: first error (memopt output:\n%s)", key, g.out)
				parityCounts.Lock()
				parityCounts.bothFail++
				parityCounts.Unlock()
				continue
			}
			if !assert.Empty(t, g.err, "%s: memopt fails, mlir-opt succeeds:\n%s", key, w.out) ||
				!assert.Equal(t, w.out, g.out, "%s: output differs from mlir-opt 22's", key) {
				continue
			}
			parityCounts.Lock()
			parityCounts.identical++
			if strings.HasPrefix(rel, "dealloc/") {
				parityCounts.ownIdentical++
			}
			parityCounts.Unlock()
		}
	}
}

func TestDeallocParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files := memrefPrograms(t)
	require.NotEmpty(t, files)
	t.Run("files", func(t *testing.T) {
		for _, f := range files {
			f := f
			t.Run(strings.TrimPrefix(filepath.ToSlash(f), "../../testdata/"), func(t *testing.T) {
				t.Parallel()
				checkParity(t, mlirOpt, f, parityFlags)
			})
		}
	})
	c := &parityCounts
	t.Logf("parity: %d cases; %d byte-identical, %d rejected by both with the same first error, %d deliberate differences, %d inputs mlir-opt 22 rejects without the pass (not compared); %d file runs skipped where mlir-opt 22 does not finish",
		c.cases, c.identical, c.bothFail, c.deliberate, c.inputRejected, c.hangs)
	t.Logf("parity on testdata/dealloc/: %d case runs, %d byte-identical (the others fail in both with the same first error)", c.own, c.ownIdentical)
	require.Equal(t, c.cases, c.identical+c.bothFail+c.deliberate+c.inputRejected)
}

// pipelineDifferences lists the memref programs whose
// --buffer-deallocation-pipeline output differs from mlir-opt 22's, with
// the reason. The deallocation passes themselves match (TestDeallocParity);
// every difference here comes from a canonicalization memopt's
// canonicalize does not have yet (docs/COMPATIBILITY.md), which the
// pipeline runs three times. A listed file that becomes identical fails
// the test, so that the list stays exact.
var pipelineDifferences = map[string]string{
	"exec/dynamic/05_unbounded.mlir":        affineMaps,
	"exec/dynamic/02_affine_min_tiles.mlir": affineMaps,
	"exec/dynamic/03_cache_slice.mlir":      affineMaps,
	"programs/it_affine_tiled_matmul.mlir":  affineMaps,
	"bufferized/pad_conv.affine.mlir":       affineMaps,
	"placement/parity/drop.mlir": "cf.br to a block with a single predecessor is not merged into it, so the ownership pass " +
		"meets a memref passed to a block argument and fails as mlir-opt 22's own ownership pass does on that input",
	"placement/parity/outparams.mlir":  condProp,
	"roundtrip/memref_misc.mlir":       "memref.alloca_scope inlining and extract_strided_metadata folds are missing",
	"roundtrip/memref_dma.mlir":        dmaEffects,
	"roundtrip/affine_ops.mlir":        dmaEffects + " (affine.dma_start, affine.dma_wait)",
	"placement/parity/promote.mlir":    cfFwd,
	"placement/parity/hoisting.mlir":   condProp,
	"dynamic/02_affine_min_tiles.mlir": affineMaps,
	"dynamic/08_forall_rows.mlir":      affineMaps,
	"dynamic/11_cf_branches.mlir":      cfFwd,
	"dealloc/ownership_scf.mlir":       constOrder,
	"dealloc/ownership_calls.mlir":     "scf.if results that both branches yield the same are not removed",
	"dealloc/ownership_cf.mlir":        "cf.br to a block with a single predecessor is not merged into it",
	"dealloc/ownership_more.mlir":      constOrder + "; memref.alloca / memref.alloc copies of each other are not forwarded",
}

const (
	cfFwd      = "cf.cond_br / cf.br forwarding through blocks that only branch is missing"
	affineMaps = "affine.min/max maps are not canonicalized (operands folded into the map, results sorted, duplicates removed)"
	condProp   = "scf.if's condition is not propagated into its regions (what is selected or cloned on it stays, and the buffers behind it)"
	constOrder = "constants materialized by folders land in another order at the top of the function"
	dmaEffects = "memopt's op definitions declare the memory effects of the DMA ops where MLIR 22's do not: " +
		"mlir-opt 22 refuses them (\"ops with unknown memory side effects are not supported\"), memopt deallocates around them"
)

// TestPipelineParity runs --buffer-deallocation-pipeline on every memref
// program, memopt against mlir-opt 22, file by file.
func TestPipelineParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	var mu sync.Mutex
	var files, identical, listed int
	t.Run("files", func(t *testing.T) {
		for _, f := range memrefPrograms(t) {
			f := f
			rel := strings.TrimPrefix(filepath.ToSlash(f), "../../testdata/")
			if _, hangs := mlirOptHangs[rel+" --expand-realloc"]; hangs {
				continue
			}
			t.Run(rel, func(t *testing.T) {
				t.Parallel()
				src, err := os.ReadFile(f)
				require.NoError(t, err)
				input := runMLIROpt(t, mlirOpt, src)
				want := runMLIROpt(t, mlirOpt, src, "--buffer-deallocation-pipeline")
				got := runMemopt(src, "--buffer-deallocation-pipeline")
				require.Equal(t, len(want), len(got), "case count")
				same := true
				for i := range want {
					if input[i].err != "" || want[i].err != "" && want[i].err == got[i].err {
						continue
					}
					if want[i] != got[i] {
						same = false
					}
				}
				mu.Lock()
				files++
				mu.Unlock()
				// testdata/fidelity/ holds copies of other directories.
				if why, ok := pipelineDifferences[strings.TrimPrefix(rel, "fidelity/")]; ok {
					require.False(t, same, "%s: listed as different (%s) but every case is identical or fails the same way in both", rel, why)
					mu.Lock()
					listed++
					mu.Unlock()
					return
				}
				for i := range want {
					if input[i].err != "" {
						continue
					}
					require.Equal(t, want[i], got[i], "%s case %d: output or first error differs from mlir-opt 22's", rel, i)
				}
				mu.Lock()
				identical++
				mu.Unlock()
			})
		}
	})
	t.Logf("buffer-deallocation-pipeline parity: %d files, %d identical (or failing the same way), %d listed differences", files, identical, listed)
}
