package bufferize_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// Analysis parity with mlir-opt 22: every tensor program in testdata/ and
// every case in testdata/bufferize/parity/ is run through
// `--one-shot-bufferize="test-analysis-only ..."` by mlir-opt and by memopt;
// the in-place decision of every tensor operand (__inplace_operands_attr__),
// the access of every function argument (bufferization.access) and the
// equivalences of returned values (__equivalent_func_args__) must be the
// same, op by op; a case mlir-opt rejects must be rejected with the same
// message at the same place.

// deliberateDifferences lists the cases where memopt's analysis decides
// differently on purpose, keyed "file#case options", with the reason. It is
// empty: memopt decides exactly as mlir-opt 22 everywhere it is compared.
var deliberateDifferences = map[string]string{}

// deliberateRewriteDifferences lists cases where mlir-opt 22's rewrite
// fails and memopt's succeeds on purpose, keyed as deliberateDifferences.
var deliberateRewriteDifferences = map[string]string{
	"options.mlir#1 bufferize-function-boundaries buffer-alignment=0": "mlir-opt 22 builds an invalid memref.alloc " +
		"(with a fully dynamic layout) for a bufferization.alloc_tensor with a memory_space when buffer-alignment is " +
		"not 64, and fails verification; memopt allocates memref<8xf32, 1> as mlir-opt does with the default alignment",
	"options.mlir#1 bufferize-function-boundaries buffer-alignment=128 function-boundary-type-conversion=fully-dynamic-layout-map": "same as buffer-alignment=0",
	"options.mlir#1 bufferize-function-boundaries copy-before-write": "the same invalid memref.alloc, for the copy of a " +
		"tensor in memory space 1 that copy-before-write inserts",
	"options.mlir#1 bufferize-function-boundaries must-infer-memory-space": "mlir-opt 22 crashes (it dereferences the " +
		"memory space it could not infer for a function boundary type); memopt puts function arguments and results in the " +
		"default memory space and infers the rest (here memory space 1 from the alloc_tensor)",
	"options.mlir#1 bufferize-function-boundaries use-encoding-for-memory-space": "the invalid memref.alloc of " +
		"buffer-alignment=0 again (mlir-opt 22 gets it right only with the default options)",
	"options.mlir#3 bufferize-function-boundaries must-infer-memory-space": "mlir-opt 22 crashes likewise on the copy of " +
		"a function argument; memopt copies it into the argument's (default) memory space",
}

// parityOptionSets are the option sets a case runs with unless the file
// says otherwise with `// PARITY-OPTIONS: ...` lines.
var parityOptionSets = []string{"", "bufferize-function-boundaries"}

// parityStats records what TestAnalysisParity compared (printed with -v).
var parityStats struct {
	sync.Mutex
	files, cases, identical, failing, ops int
}

func TestAnalysisParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files := parityFiles(t)
	require.NotEmpty(t, files)
	for _, f := range files {
		f := f
		t.Run(strings.TrimPrefix(f, "../testdata/"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			sets := optionSets(src)
			parityStats.Lock()
			parityStats.files++
			parityStats.Unlock()
			for _, opts := range sets {
				if strings.Contains(opts, "copy-before-write") {
					continue // no analysis to compare (rejected with test-analysis-only)
				}
				compareFile(t, mlirOpt, f, src, opts)
			}
		})
	}
	t.Cleanup(func() {
		t.Logf("analysis parity: %d files, %d cases x option sets compared, %d identical (%d where both reject the input), %d ops with tensor operands compared, %d deliberate differences",
			parityStats.files, parityStats.cases, parityStats.identical, parityStats.failing, parityStats.ops, len(deliberateDifferences))
	})
}

// forEachParityFile runs f, in parallel subtests, on every parity file.
func forEachParityFile(t *testing.T, f func(t *testing.T, file string, src []byte)) {
	for _, file := range parityFiles(t) {
		file := file
		t.Run(strings.TrimPrefix(file, "../testdata/"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			f(t, file, src)
		})
	}
}

var optionLines = regexp.MustCompile(`(?m)^// PARITY-OPTIONS:(.*)$`)

// optionSets returns a file's PARITY-OPTIONS lines, or the default sets.
func optionSets(src []byte) []string {
	m := optionLines.FindAllSubmatch(src, -1)
	if m == nil {
		return parityOptionSets
	}
	var sets []string
	for _, x := range m {
		sets = append(sets, strings.TrimSpace(string(x[1])))
	}
	return sets
}

// parityFiles returns the parity cases and every .mlir file under
// testdata/ that mentions a tensor type.
var (
	xfailLine    = regexp.MustCompile(`(?m)^// XFAIL:`)
	noParityLine = regexp.MustCompile(`(?m)^// NO-PARITY:`)
)

func parityFiles(t *testing.T) []string {
	var out []string
	err := filepath.Walk("../testdata", func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(p, ".mlir") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		// An XFAIL lit test reproduces a known open bug (docs/TESTING.md):
		// the lit suite runs it; it joins the parity files once its bug is
		// fixed and its XFAIL line goes.
		// A NO-PARITY line names a known, documented difference from
		// mlir-opt 22 (docs/TESTING.md).
		if bytes.Contains(b, []byte("tensor<")) && !xfailLine.Match(b) && !noParityLine.Match(b) {
			out = append(out, p)
		}
		return nil
	})
	require.NoError(t, err)
	sort.Strings(out)
	return out
}

// chunkResult is one --split-input-file case's printed output (empty if
// it failed) and its error messages.
type chunkResult struct {
	out    string
	errors []string
	// crashed marks a case mlir-opt crashed on.
	crashed bool
}

var caseSeparator = regexp.MustCompile(`(?m)^// -----$`)

var errLine = regexp.MustCompile(`(?m)^([^\s:]+):(\d+):(\d+): error: (.*)$`)

// splitRun runs a tool's output through the case splitter: outputs are
// separated by "// -----" lines; errors are attributed to cases by line.
func splitResults(stdout, stderr string, src []byte) []chunkResult {
	outs := caseSeparator.Split(stdout, -1)
	// Case start lines in the source.
	starts := []int{1}
	for i, l := range strings.Split(string(src), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "// -----") {
			starts = append(starts, i+2)
		}
	}
	res := make([]chunkResult, len(starts))
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
		res[k].errors = append(res[k].errors, m[2]+":"+m[3]+": "+m[4])
	}
	return res
}

// runBoth runs mlir-opt and memopt with the same one-shot-bufferize
// options on a --split-input-file source and returns their per-case
// results.
func runBoth(t *testing.T, mlirOpt string, src []byte, pass string) (want, got []chunkResult) {
	return runBothWith(t, mlirOpt, src, "--one-shot-bufferize="+pass)
}

// runBothWith runs mlir-opt and memopt with the same pass flag.
func runBothWith(t *testing.T, mlirOpt string, src []byte, flag string) (want, got []chunkResult) {
	args := []string{"--split-input-file", "--allow-unregistered-dialect", flag}
	cmd := exec.Command(mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var mo, me bytes.Buffer
	cmd.Stdout, cmd.Stderr = &mo, &me
	_ = cmd.Run()
	var oo, oe bytes.Buffer
	optmain.Run(append(args, "-"), bytes.NewReader(src), &oo, &oe)
	want = splitResults(mo.String(), strings.ReplaceAll(me.String(), "<stdin>", "-"), src)
	got = splitResults(oo.String(), oe.String(), src)
	require.Equal(t, len(want), len(got), "case count")
	if strings.Contains(me.String(), "PLEASE submit a bug report") {
		// mlir-opt crashed on some case, and never got to the next ones:
		// run each case on its own (blanking the others keeps the lines).
		chunks := caseSeparator.Split(string(src), -1)
		for i := range want {
			var sb strings.Builder
			for j, c := range chunks {
				if j > 0 {
					sb.WriteString("// -----")
				}
				if j == i {
					sb.WriteString(c)
				} else {
					sb.WriteString(strings.Repeat("\n", strings.Count(c, "\n")))
				}
			}
			one := []byte(sb.String())
			cmd := exec.Command(mlirOpt, append(args, "-")...)
			cmd.Stdin = bytes.NewReader(one)
			var o, e bytes.Buffer
			cmd.Stdout, cmd.Stderr = &o, &e
			_ = cmd.Run()
			want[i] = splitResults(o.String(), strings.ReplaceAll(e.String(), "<stdin>", "-"), one)[i]
			want[i].crashed = strings.Contains(e.String(), "PLEASE submit a bug report")
		}
	}
	return want, got
}

func compareFile(t *testing.T, mlirOpt, file string, src []byte, opts string) {
	want, got := runBoth(t, mlirOpt, src, "test-analysis-only "+opts)
	for i := range want {
		key := fmt.Sprintf("%s#%d %s", filepath.Base(file), i, opts)
		parityStats.Lock()
		parityStats.cases++
		parityStats.Unlock()
		w, g := want[i], got[i]
		if w.out == "" || len(w.errors) > 0 {
			if _, ok := deliberateDifferences[key]; ok {
				continue
			}
			require.NotEmpty(t, g.errors, "%s: mlir-opt rejects the case (%v), memopt accepts it", key, w.errors)
			require.Equal(t, w.errors[0], g.errors[0], "%s: first error", key)
			parityStats.Lock()
			parityStats.identical++
			parityStats.failing++
			parityStats.Unlock()
			continue
		}
		require.Empty(t, g.errors, "%s: memopt rejects a case mlir-opt accepts", key)
		wa, n := annotations(t, key+" (mlir-opt)", w.out)
		ga, _ := annotations(t, key+" (memopt)", g.out)
		if reason, ok := deliberateDifferences[key]; ok {
			require.NotEqual(t, wa, ga, "%s: listed as a deliberate difference (%s) but identical", key, reason)
			continue
		}
		require.Equal(t, wa, ga, "%s: analysis decisions differ\nmlir-opt:\n%s\nmemopt:\n%s", key, w.out, g.out)
		parityStats.Lock()
		parityStats.identical++
		parityStats.ops += n
		parityStats.Unlock()
	}
}

// annotations lists the analysis annotations of a printed module in op
// order, one line per op that has any.
func annotations(t *testing.T, name, text string) (string, int) {
	m, err := parser.Parse(name, []byte(text))
	require.NoError(t, err, "%s:\n%s", name, text)
	var sb strings.Builder
	n := 0
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		var parts []string
		if a := op.Attr(bufferize.InPlaceAttr); a != nil {
			parts = append(parts, "inplace="+a.String())
			n++
		}
		if a := op.Attr("__equivalent_func_args__"); a != nil {
			parts = append(parts, "equiv="+a.String())
		}
		if a := op.Attr("arg_attrs"); a != nil && strings.Contains(a.String(), "bufferization.access") {
			parts = append(parts, "args="+a.String())
		}
		if len(parts) > 0 {
			name := op.Name()
			if s := ir.SymbolName(op); s != "" {
				name += " @" + s
			}
			fmt.Fprintf(&sb, "%s: %s\n", name, strings.Join(parts, " "))
		}
	})
	return sb.String(), n
}

// TestRewriteParity bufferizes every parity case and tensor program of
// testdata with memopt and mlir-opt 22 (same options, no
// test-analysis-only): where mlir-opt succeeds memopt must too, mlir-opt
// must accept memopt's output, and memopt must not allocate or copy more;
// where mlir-opt fails memopt must fail with the same first error.
func TestRewriteParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	forEachParityFile(t, func(t *testing.T, f string, src []byte) {
		for _, opts := range optionSets(src) {
			want, got := runBoth(t, mlirOpt, src, opts)
			for i := range want {
				key := fmt.Sprintf("%s#%d %s", filepath.Base(f), i, opts)
				w, g := want[i], got[i]
				if _, ok := deliberateRewriteDifferences[key]; ok {
					require.True(t, len(w.errors) > 0 || w.crashed, "%s: listed as a deliberate difference but mlir-opt succeeds", key)
					require.Empty(t, g.errors, key)
					w.errors, w.crashed = nil, false
					w.out = g.out // memopt's output is still checked with mlir-opt below
				}
				require.False(t, w.crashed, "%s: mlir-opt crashes; list the case as a deliberate difference", key)
				if len(w.errors) > 0 {
					require.NotEmpty(t, g.errors, "%s: mlir-opt fails (%v), memopt succeeds:\n%s", key, w.errors, g.out)
					require.Equal(t, w.errors[0], g.errors[0], "%s: first error", key)
					continue
				}
				require.Empty(t, g.errors, "%s: memopt fails, mlir-opt succeeds:\n%s", key, w.out)
				check := exec.Command(mlirOpt, "--allow-unregistered-dialect", "-")
				check.Stdin = strings.NewReader(g.out)
				var ce bytes.Buffer
				check.Stderr = &ce
				require.NoError(t, check.Run(), "%s: mlir-opt rejects memopt's output:\n%s\n%s", key, ce.String(), g.out)
				wc, gc := countOps(w.out), countOps(g.out)
				require.LessOrEqual(t, gc.allocs, wc.allocs, "%s: more allocations\nmemopt:\n%s\nmlir-opt:\n%s", key, g.out, w.out)
				require.LessOrEqual(t, gc.copies, wc.copies, "%s: more copies\nmemopt:\n%s\nmlir-opt:\n%s", key, g.out, w.out)
			}
		}
	})
}

// TestEliminateEmptyTensorsParity runs eliminate-empty-tensors with memopt
// and mlir-opt 22 on every parity case and tensor program and requires the
// same IR (both printed by mlir-opt, so that printing details do not
// matter).
func TestEliminateEmptyTensorsParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	norm := func(t *testing.T, text string) string {
		cmd := exec.Command(mlirOpt, "--allow-unregistered-dialect", "-")
		cmd.Stdin = strings.NewReader(text)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		require.NoError(t, cmd.Run(), "%s\n%s", errb.String(), text)
		return out.String()
	}
	forEachParityFile(t, func(t *testing.T, f string, src []byte) {
		want, got := runBothWith(t, mlirOpt, src, "--eliminate-empty-tensors")
		for i := range want {
			key := fmt.Sprintf("%s#%d", filepath.Base(f), i)
			if len(want[i].errors) > 0 {
				require.NotEmpty(t, got[i].errors, "%s: mlir-opt fails (%v), memopt succeeds", key, want[i].errors)
				require.Equal(t, want[i].errors[0], got[i].errors[0], key)
				continue
			}
			require.Empty(t, got[i].errors, key)
			require.Equal(t, norm(t, want[i].out), norm(t, got[i].out), key)
		}
	})
}

// TestAliasSetsParity compares dump-alias-sets' annotations (the alias set
// of every tensor value, named as printed, in the order of the sets) with
// mlir-opt 22's on every parity file.
func TestAliasSetsParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	sets := regexp.MustCompile(`__(opresult|bbarg)_alias_set_attr__ = \[[^{}]*?\]\]+`)
	forEachParityFile(t, func(t *testing.T, f string, src []byte) {
		for _, opts := range []string{"test-analysis-only dump-alias-sets", "test-analysis-only dump-alias-sets bufferize-function-boundaries"} {
			want, got := runBoth(t, mlirOpt, src, opts)
			for i := range want {
				if len(want[i].errors) > 0 {
					continue
				}
				key := fmt.Sprintf("%s#%d %s", filepath.Base(f), i, opts)
				require.Equal(t, sets.FindAllString(want[i].out, -1), sets.FindAllString(got[i].out, -1), key)
			}
		}
	})
}
