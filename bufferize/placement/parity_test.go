package placement_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// Parity with mlir-opt 22: every buffer placement pass, with several option
// sets, runs through mlir-opt and through memopt on
//
//   - every case (`// -----` chunk) of every memref program in testdata/
//     (files that mention memref types and no tensor types) that mlir-opt
//     accepts and that both tools print identically without a pass (a case
//     whose plain round trip already differs says nothing about the pass);
//   - every case of testdata/placement/parity/, where a case mlir-opt
//     rejects must be rejected by memopt with the same errors.
//
// The outputs must be byte-identical, case by case. All cases of one set of
// files go through one mlir-opt process per pass configuration (the cases
// joined with `// -----`), which keeps the test fast.

// passConfigs are the pass flags compared. The first entry of each pass is
// its default configuration.
var passConfigs = []string{
	"--drop-equivalent-buffer-results",
	"--buffer-results-to-out-params",
	"--buffer-results-to-out-params=hoist-static-allocs add-result-attr",
	"--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs modify-public-functions",
	"--promote-buffers-to-stack",
	"--promote-buffers-to-stack=max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2",
	"--buffer-hoisting",
	"--buffer-loop-hoisting",
}

// mlirOptCrashes lists the cases (path under testdata/#case) that crash
// mlir-opt 22 under one of passConfigs; they are left out, since the
// cases run as one file.
var mlirOptCrashes = map[string]string{
	"dealloc/ownership_scf.mlir#15": "a function returning one memref.alloc twice: buffer-results-to-out-params with " +
		"hoist-static-allocs segfaults in mlir-opt 22 (BaseMemRefType::hasRank on the erased alloc)",
}

// deliberateDifferences lists the outputs that differ from mlir-opt 22's on
// purpose: a pass flag prefix and a function whose mlir-opt output differs
// (or a text that marks such outputs), with the reason.
var deliberateDifferences = []struct{ flag, function, reason string }{
	{"--promote-buffers-to-stack", "@sum_overflows", overflowReason},
	{"--promote-buffers-to-stack", "@rounding_overflows", overflowReason},
	{"--buffer-results-to-out-params=hoist-static-allocs hoist-dynamic-allocs", "@clone_in_input", "mlir-opt 22 " +
		"takes a returned bufferization.clone for an allocation to hoist: it replaces the clone by the out-parameter " +
		"and drops the copy the clone makes, so the caller gets uninitialized memory; memopt hoists allocations " +
		"only (AllocationOp) and copies the clone into the out-parameter"},
	{"--promote-buffers-to-stack", deallocedAlloca, "mlir-opt 22 does not count bufferization.dealloc as the op " +
		"that frees a buffer (it is not a single Free effect on it), so it puts a buffer that a bufferization.dealloc " +
		"frees on the stack, and the lowered dealloc then frees stack memory; memopt keeps such buffers on the heap"},
}

// deallocedAlloca marks mlir-opt outputs where a bufferization.dealloc
// frees a promoted stack buffer.
const deallocedAlloca = "bufferization.dealloc (%alloca"

// overflowReason explains the promote-buffers-to-stack differences.
const overflowReason = "mlir-opt 22 multiplies the element count by the element width in 64 bits without " +
	"checking for overflow, so buffers of 2^60 f32 or 2^63-1 i8 elements wrap around to a small size and are " +
	"put on the stack; memopt leaves every buffer whose size in bits does not fit in 64 bits on the heap"

// deliberate returns the reason out (mlir-opt's output for flag) differs
// on purpose, or "".
func deliberate(flag, out string) string {
	for _, d := range deliberateDifferences {
		marker := d.function // a function's name, or text of mlir-opt's output
		if strings.HasPrefix(marker, "@") {
			marker = "func.func " + marker + "("
		}
		if strings.HasPrefix(flag, d.flag) && strings.Contains(out, marker) {
			return d.reason
		}
	}
	return ""
}

// chunk is one case of a source file.
type chunk struct {
	file  string
	index int
	text  string
	own   bool // a case of testdata/placement/parity/
}

var caseSep = regexp.MustCompile(`(?m)^// -----\s*$`)

// memrefCases returns the cases of the memref programs of testdata and of
// the parity directory.
func memrefCases(t *testing.T) []chunk {
	var files []string
	err := filepath.Walk("../../testdata", func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(p, ".mlir") {
			return err
		}
		files = append(files, p)
		return nil
	})
	require.NoError(t, err)
	sort.Strings(files)
	var out []chunk
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		own := strings.Contains(filepath.ToSlash(f), "testdata/placement/parity/")
		if !own && (!bytes.Contains(src, []byte("memref<")) || bytes.Contains(src, []byte("tensor<"))) {
			continue
		}
		for i, c := range splitCases(string(src)) {
			rel := strings.TrimPrefix(filepath.ToSlash(f), "../../testdata/")
			if _, crashes := mlirOptCrashes[fmt.Sprintf("%s#%d", rel, i)]; crashes {
				continue
			}
			out = append(out, chunk{file: strings.TrimPrefix(filepath.ToSlash(f), "../../testdata/"), index: i, text: c, own: own})
		}
	}
	return out
}

// splitCases splits a source where mlir-opt's --split-input-file does: at
// every "// -----" not followed by another dash, anywhere in a line.
func splitCases(src string) []string {
	var out []string
	const marker = "// -----"
	for {
		i := 0
		for {
			j := strings.Index(src[i:], marker)
			if j < 0 {
				i = -1
				break
			}
			i += j
			if end := i + len(marker); end >= len(src) || src[end] != '-' {
				break
			}
			i += len(marker)
		}
		if i < 0 {
			return append(out, src)
		}
		out = append(out, src[:i])
		src = src[i+len(marker):]
	}
}

// result is one case's printed output and error lines.
type result struct {
	out    string
	errors []string
}

var errLine = regexp.MustCompile(`(?m)^[^\s:]+:(\d+):(\d+): error: (.*)$`)

// joined is the cases joined into one --split-input-file source, with the
// first line of each case.
func joined(cases []chunk) ([]byte, []int) {
	var sb strings.Builder
	starts := make([]int, len(cases))
	line := 1
	for i, c := range cases {
		if i > 0 {
			sb.WriteString("// -----\n")
			line++
		}
		starts[i] = line
		text := strings.TrimLeft(c.text, "\n")
		if !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		sb.WriteString(text)
		line += strings.Count(text, "\n")
	}
	return []byte(sb.String()), starts
}

// split cuts a tool's output into per-case results; errors go to the case
// whose lines hold them (their positions made relative to the case).
func split(stdout, stderr string, starts []int) []result {
	outs := caseSep.Split(stdout, -1)
	res := make([]result, len(starts))
	for i := range res {
		if i < len(outs) {
			res[i].out = strings.TrimSpace(outs[i])
		}
	}
	for _, m := range errLine.FindAllStringSubmatch(stderr, -1) {
		var line int
		fmt.Sscan(m[1], &line)
		k := sort.Search(len(starts), func(i int) bool { return starts[i] > line }) - 1
		if k < 0 {
			continue
		}
		res[k].errors = append(res[k].errors, fmt.Sprintf("%d:%s: %s", line-starts[k]+1, m[2], m[3]))
	}
	return res
}

// runTools runs mlir-opt and memopt with flag (none when empty) on src.
func runTools(t *testing.T, mlirOpt string, src []byte, starts []int, flag string) (want, got []result, crashed bool) {
	args := []string{"--split-input-file", "--allow-unregistered-dialect"}
	if flag != "" {
		args = append(args, flag)
	}
	cmd := exec.Command(mlirOpt, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(src)
	var mo, me bytes.Buffer
	cmd.Stdout, cmd.Stderr = &mo, &me
	_ = cmd.Run()
	var oo, oe bytes.Buffer
	optmain.Run(append(args, "-"), bytes.NewReader(src), &oo, &oe)
	crashed = strings.Contains(me.String(), "PLEASE submit a bug report")
	return split(mo.String(), me.String(), starts), split(oo.String(), oe.String(), starts), crashed
}

// parityCount counts, per pass configuration, the cases compared and
// those identical.
type parityCount struct{ compared, identical, rejected, deliberate int }

func TestPlacementParity(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	cases := memrefCases(t)
	src, starts := joined(cases)
	base, baseGot, crashed := runTools(t, mlirOpt, src, starts, "")
	require.False(t, crashed)
	// The cases whose plain round trip is the same in both tools.
	comparable := make([]bool, len(cases))
	nComparable, nOwn := 0, 0
	for i := range cases {
		comparable[i] = len(base[i].errors) == 0 && base[i].out != "" && base[i].out == baseGot[i].out
		if cases[i].own {
			require.True(t, comparable[i] || len(base[i].errors) > 0, "%s#%d: the round trip differs:\nmlir-opt:\n%s\nmemopt:\n%s",
				cases[i].file, cases[i].index, base[i].out, baseGot[i].out)
		}
		if comparable[i] {
			nComparable++
			if cases[i].own {
				nOwn++
			}
		}
	}
	counts := map[string]*parityCount{}
	for _, flag := range passConfigs {
		flag := flag
		t.Run(strings.TrimPrefix(flag, "--"), func(t *testing.T) {
			want, got, crashed := runTools(t, mlirOpt, src, starts, flag)
			require.False(t, crashed, "mlir-opt crashed")
			c := &parityCount{}
			counts[flag] = c
			for i, cs := range cases {
				if !comparable[i] {
					continue
				}
				key := fmt.Sprintf("%s | %s#%d", flag, cs.file, cs.index)
				w, g := want[i], got[i]
				if len(w.errors) > 0 {
					if !cs.own {
						continue // only the placement cases test failures
					}
					c.compared++
					c.rejected++
					require.Equal(t, w.errors, g.errors, "%s: errors differ", key)
					c.identical++
					continue
				}
				c.compared++
				require.Empty(t, g.errors, "%s: memopt fails where mlir-opt succeeds", key)
				if reason := deliberate(flag, w.out); reason != "" {
					require.NotEqual(t, w.out, g.out, "%s: listed as a deliberate difference (%s) but identical", key, reason)
					c.deliberate++
					continue
				}
				require.Equal(t, w.out, g.out, "%s: output differs", key)
				c.identical++
			}
		})
	}
	var sb strings.Builder
	for _, flag := range passConfigs {
		if c := counts[flag]; c != nil {
			fmt.Fprintf(&sb, "\n  %s: %d of %d cases byte-identical (%d of them rejected by both with the same errors), %d deliberate differences",
				flag, c.identical, c.compared, c.rejected, c.deliberate)
		}
	}
	t.Logf("placement parity: %d cases, %d comparable (mlir-opt accepts them and prints them as memopt does; %d of them from testdata/placement/parity)%s",
		len(cases), nComparable, nOwn, sb.String())
}
