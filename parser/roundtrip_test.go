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

// corpusFiles returns the round-trip corpora: testdata/roundtrip and
// testdata/bufferized.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range []string{"roundtrip", "bufferized"} {
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
	cmd := exec.Command(tool, append(args, "-")...)
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

// TestRoundTripMlirOpt: `mlir-opt X` and `memopt(X) | mlir-opt` print the
// same text, and mlir-opt accepts our generic form.
func TestRoundTripMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	for _, f := range corpusFiles(t) {
		t.Run(filepath.Base(filepath.Dir(f))+"/"+filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			want, err := runMlirOpt(t, tool, src)
			require.NoError(t, err, "mlir-opt rejects the corpus file itself")
			ours := parsePrint(t, f, src, ir.PrintOptions{})
			got, err := runMlirOpt(t, tool, []byte(ours))
			if err != nil {
				t.Fatalf("mlir-opt rejects memopt's output: %v\nmemopt printed:\n%s", err, ours)
			}
			if got != want {
				t.Fatalf("mlir-opt X != memopt X | mlir-opt:\n%s", textDiff(want, got))
			}
			gen := parsePrint(t, f, src, ir.PrintOptions{Generic: true})
			got, err = runMlirOpt(t, tool, []byte(gen))
			if err != nil {
				t.Fatalf("mlir-opt rejects memopt's generic output: %v", err)
			}
			if got != want {
				t.Fatalf("mlir-opt X != memopt --mlir-print-op-generic X | mlir-opt:\n%s", textDiff(want, got))
			}
		})
	}
}

// TestRoundTripBufferizedByMlirOpt: tensor-level corpus files bufferized by
// mlir-opt round-trip through memopt the same way.
func TestRoundTripBufferizedByMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	for _, f := range corpusFiles(t) {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		if !bytes.Contains(src, []byte("tensor<")) {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			buf, err := runMlirOpt(t, tool, src, "--one-shot-bufferize=bufferize-function-boundaries")
			if err != nil {
				t.Skipf("mlir-opt cannot bufferize this file: %v", err)
			}
			want, err := runMlirOpt(t, tool, []byte(buf))
			require.NoError(t, err)
			ours := parsePrint(t, f+" (bufferized)", []byte(buf), ir.PrintOptions{})
			got, err := runMlirOpt(t, tool, []byte(ours))
			if err != nil {
				t.Fatalf("mlir-opt rejects memopt's output: %v\nmemopt printed:\n%s", err, ours)
			}
			if got != want {
				t.Fatalf("mlir-opt X != memopt X | mlir-opt:\n%s", textDiff(want, got))
			}
		})
	}
}
