package parser

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/sergi/go-diff/diffmatchpatch"
	"github.com/stretchr/testify/require"
)

// corpusFiles returns the round-trip corpora: testdata/roundtrip,
// testdata/bufferized and testdata/programs (integration-test style
// programs and models exported the way ML front ends export them).
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{"roundtrip", "bufferized", "programs"} {
		fs, err := filepath.Glob(filepath.Join("..", "testdata", dir, "*.mlir"))
		require.NoError(t, err)
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Skip("no corpus files in testdata/roundtrip or testdata/bufferized")
	}
	return files
}

// textDiff renders a readable line diff of want and got.
func textDiff(want, got string) string {
	dmp := diffmatchpatch.New()
	a, b, lines := dmp.DiffLinesToChars(want, got)
	diffs := dmp.DiffCharsToLines(dmp.DiffMain(a, b, false), lines)
	var sb strings.Builder
	for _, d := range diffs {
		prefix := "  "
		switch d.Type {
		case diffmatchpatch.DiffInsert:
			prefix = "+ "
		case diffmatchpatch.DiffDelete:
			prefix = "- "
		default:
			// Show only a little context.
			ls := strings.Split(strings.TrimSuffix(d.Text, "\n"), "\n")
			if len(ls) > 4 {
				ls = append(append(ls[:2:2], "..."), ls[len(ls)-2:]...)
			}
			for _, l := range ls {
				sb.WriteString("  " + l + "\n")
			}
			continue
		}
		for _, l := range strings.Split(strings.TrimSuffix(d.Text, "\n"), "\n") {
			sb.WriteString(prefix + l + "\n")
		}
	}
	return sb.String()
}

func printModule(t *testing.T, m *ir.Module, opts ir.PrintOptions) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, opts))
	return buf.String()
}

// parsePrint parses src, verifies it and prints it.
func parsePrint(t *testing.T, name string, src []byte, opts ir.PrintOptions) string {
	t.Helper()
	m, err := Parse(name, src)
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op), "verify %s", name)
	return printModule(t, m, opts)
}

// TestRoundTripFixedPoint: parse -> print -> parse -> print is a fixed
// point for every corpus file, in custom and in generic form.
func TestRoundTripFixedPoint(t *testing.T) {
	for _, f := range corpusFiles(t) {
		t.Run(filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			for _, opts := range []ir.PrintOptions{{}, {Generic: true}, {DebugInfo: true}} {
				if opts.DebugInfo && bytes.Contains(src, []byte("vector.mask ")) {
					// The op inside vector.mask's braces is printed without
					// its location (as mlir-opt prints it), so reading the
					// output back gives it a new one: not a fixed point,
					// in mlir-opt either.
					continue
				}
				out1 := parsePrint(t, f, src, opts)
				out2 := parsePrint(t, f+" (printed)", []byte(out1), opts)
				if out1 != out2 {
					t.Fatalf("print(parse(print(parse(X)))) differs from print(parse(X)) (generic=%v debuginfo=%v):\n%s", opts.Generic, opts.DebugInfo, textDiff(out1, out2))
				}
			}
		})
	}
}

func runMlirOpt(t *testing.T, tool string, input []byte, args ...string) (string, error) {
	t.Helper()
	// Corpus files may use dialects mlir-opt does not register (memopt
	// always allows them).
	cmd := exec.Command(tool, append(append([]string{"--allow-unregistered-dialect"}, args...), "-")...)
	cmd.Stdin = bytes.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err != nil {
		return stdout.String(), &toolError{err: err, stderr: stderr.String()}
	}
	return stdout.String(), nil
}

type toolError struct {
	err    error
	stderr string
}

func (e *toolError) Error() string { return e.err.Error() + ": " + e.stderr }

const splitMarker = "// -----"

// runSplit runs mlir-opt --split-input-file over the chunks joined with
// `// -----` and returns each chunk's output ("" for a chunk mlir-opt
// rejected). One process for the whole corpus keeps the test fast.
func runSplit(t *testing.T, tool string, chunks []string, args ...string) []string {
	t.Helper()
	var in bytes.Buffer
	for i, c := range chunks {
		if i > 0 {
			in.WriteString("\n" + splitMarker + "\n")
		}
		in.WriteString(c)
	}
	out, _ := runMlirOpt(t, tool, in.Bytes(), append([]string{"--split-input-file"}, args...)...)
	parts := strings.Split(out, splitMarker+"\n")
	if len(parts) != len(chunks) {
		t.Fatalf("mlir-opt --split-input-file printed %d chunks for %d inputs", len(parts), len(chunks))
	}
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// explain reruns mlir-opt on one input to get its error message.
func explain(t *testing.T, tool string, src string, args ...string) string {
	_, err := runMlirOpt(t, tool, []byte(src), args...)
	if err == nil {
		return "(no error when run alone)"
	}
	return err.Error()
}

// TestRoundTripMlirOpt: for every corpus file X, `mlir-opt X` and
// `memopt X | mlir-opt` print the same text, and mlir-opt accepts (and
// prints the same for) memopt's generic form.
func TestRoundTripMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	files := corpusFiles(t)
	srcs := make([]string, len(files))
	ours := make([]string, len(files))
	gens := make([]string, len(files))
	dbgs := make([]string, len(files))
	for i, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		srcs[i] = string(src)
		if m, err := Parse(f, src); err == nil && ir.Verify(m.Op) == nil {
			ours[i] = printModule(t, m, ir.PrintOptions{})
			gens[i] = printModule(t, m, ir.PrintOptions{Generic: true})
			dbgs[i] = printModule(t, m, ir.PrintOptions{DebugInfo: true})
		}
	}
	want := runSplit(t, tool, srcs)
	got := runSplit(t, tool, ours)
	gotGen := runSplit(t, tool, gens)
	gotDbg := runSplit(t, tool, dbgs)
	for i, f := range files {
		t.Run(filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
			require.NotEmpty(t, want[i], "mlir-opt rejects the corpus file itself: %s", explain(t, tool, srcs[i]))
			require.NotEmpty(t, ours[i], "memopt cannot parse/verify the file (see TestRoundTripFixedPoint)")
			if got[i] == "" {
				t.Fatalf("mlir-opt rejects memopt's output: %s\nmemopt printed:\n%s", explain(t, tool, ours[i]), ours[i])
			}
			if got[i] != want[i] {
				t.Fatalf("mlir-opt X != memopt X | mlir-opt:\n%s", textDiff(want[i], got[i]))
			}
			if gotGen[i] == "" {
				t.Fatalf("mlir-opt rejects memopt's generic output: %s", explain(t, tool, gens[i]))
			}
			if gotGen[i] != want[i] {
				t.Fatalf("mlir-opt X != memopt --mlir-print-op-generic X | mlir-opt:\n%s", textDiff(want[i], gotGen[i]))
			}
			if gotDbg[i] == "" {
				t.Fatalf("mlir-opt rejects memopt's output with locations: %s", explain(t, tool, dbgs[i]))
			}
			if gotDbg[i] != want[i] {
				t.Fatalf("mlir-opt X != memopt --mlir-print-debuginfo X | mlir-opt:\n%s", textDiff(want[i], gotDbg[i]))
			}
		})
	}
}

// TestRoundTripBufferizedByMlirOpt: tensor-level corpus files bufferized by
// `mlir-opt --one-shot-bufferize="bufferize-function-boundaries"` round-trip
// through memopt the same way.
func TestRoundTripBufferizedByMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	var names, srcs []string
	for _, f := range corpusFiles(t) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if bytes.Contains(src, []byte("tensor<")) {
			names = append(names, f)
			srcs = append(srcs, string(src))
		}
	}
	if len(srcs) == 0 {
		t.Skip("no tensor-level corpus files")
	}
	buf := runSplit(t, tool, srcs, "--one-shot-bufferize=bufferize-function-boundaries")
	want := runSplit(t, tool, buf)
	ours := make([]string, len(buf))
	for i := range buf {
		if buf[i] == "" {
			continue
		}
		if m, err := Parse(names[i]+" (bufferized)", []byte(buf[i])); err == nil && ir.Verify(m.Op) == nil {
			ours[i] = printModule(t, m, ir.PrintOptions{})
		}
	}
	got := runSplit(t, tool, ours)
	for i, f := range names {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if buf[i] == "" {
				t.Skip("mlir-opt cannot bufferize this file")
			}
			if ours[i] == "" {
				_, err := Parse(f+" (bufferized)", []byte(buf[i]))
				if err == nil {
					m, _ := Parse(f+" (bufferized)", []byte(buf[i]))
					err = ir.Verify(m.Op)
				}
				t.Fatalf("memopt rejects mlir-opt's bufferized output: %v\n%s", err, buf[i])
			}
			if got[i] == "" {
				t.Fatalf("mlir-opt rejects memopt's output: %s\nmemopt printed:\n%s", explain(t, tool, ours[i]), ours[i])
			}
			if got[i] != want[i] {
				t.Fatalf("mlir-opt X != memopt X | mlir-opt:\n%s", textDiff(want[i], got[i]))
			}
		})
	}
}
