package docs

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/memopt/memopt/cmd/memopt/optmain"
	"github.com/memopt/memopt/lit"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// fromRE marks a snippet that quotes a source file of the repository.
var fromRE = regexp.MustCompile(`^<!-- from: (\S+) -->$`)

// quotedFrom returns, for every fenced block of a markdown file right
// after a `<!-- from: path -->` line, that path.
func quotedFrom(t *testing.T, path string) map[int]string {
	t.Helper()
	out := map[int]string{}
	lines := strings.Split(readFile(t, path), "\n")
	for i := 1; i < len(lines); i++ {
		if m := fromRE.FindStringSubmatch(lines[i-1]); m != nil && fenceRE.MatchString(lines[i]) {
			out[i+1] = m[1]
		}
	}
	return out
}

// trimLines trims every line of s and drops empty lines at both ends.
func trimLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

// TestAddingAnOpSnippets: ADDING_AN_OP.md quotes the code as it is (every
// Go snippet stands, line for line, in the file it names), and its MLIR
// snippets are lit tests that memopt passes; where mlir-opt 22 is
// installed, memopt prints each of them byte for byte as mlir-opt does.
func TestAddingAnOpSnippets(t *testing.T) {
	from := quotedFrom(t, "ADDING_AN_OP.md")
	var quoted, mlir int
	dir := t.TempDir()
	for _, s := range readSnippets(t, "ADDING_AN_OP.md") {
		switch {
		case from[s.line] != "":
			src := trimLines(readFile(t, filepath.Join("..", filepath.FromSlash(from[s.line]))))
			require.True(t, strings.Contains(src, trimLines(s.text)), "ADDING_AN_OP.md:%d does not quote %s as it is:\n%s", s.line, from[s.line], s.text)
			quoted++
		case s.lang == "mlir":
			require.NotEmpty(t, s.file, "ADDING_AN_OP.md:%d: an MLIR snippet without a <!-- file: ... --> line is not tested", s.line)
			write(t, filepath.Join(dir, s.file), s.text)
			mlir++
		case s.lang == "go":
			t.Errorf("ADDING_AN_OP.md:%d: a Go snippet without a <!-- from: ... --> line is not checked", s.line)
		}
	}
	require.GreaterOrEqual(t, quoted, 4, "the guide quotes a declarative entry, a family row, a hook's OpDef and the hooks")
	require.GreaterOrEqual(t, mlir, 3)
	write(t, filepath.Join(dir, "lit.suite"), "name: adding-an-op\nsuffixes: .mlir\nrequire-run-line: true\n")

	tests, err := lit.Discover([]string{dir})
	require.NoError(t, err)
	require.Len(t, tests, mlir, "every MLIR snippet is a lit test")
	rc := lit.DefaultRunConfig(nil)
	rc.Tools["memopt"] = func(_ context.Context, args []string, _ *lit.ShellEnv, stdin io.Reader, stdout, stderr io.Writer) int {
		return optmain.Run(args, stdin, stdout, stderr)
	}
	rc.ExecRoot = t.TempDir()
	rc.Timeout = 2 * time.Minute
	for _, test := range tests {
		res := lit.RunTest(context.Background(), test, rc)
		require.Equal(t, lit.Pass, res.Code, "%s\n%s", test.Rel, res.Output)
	}

	mlirOpt, ok := llvmtools.Find("mlir-opt")
	if !ok {
		if llvmtools.Required() {
			llvmtools.Require(t, "mlir-opt")
		}
		t.Log("mlir-opt 22 not installed: the printed forms are not compared with its output")
		return
	}
	for _, test := range tests {
		if strings.Contains(readFile(t, test.Path), "expected-error") {
			continue
		}
		want, err := exec.Command(mlirOpt, test.Path).Output()
		require.NoError(t, err, "mlir-opt rejects %s", test.Rel)
		var got, stderr bytes.Buffer
		require.Equal(t, 0, optmain.Run([]string{test.Path}, strings.NewReader(""), &got, &stderr), stderr.String())
		require.Equal(t, string(want), got.String(), "%s: memopt prints it otherwise than mlir-opt 22", test.Rel)
	}
}

// TestGuideLinksAddingAnOp: the developers' guide points to this one.
func TestGuideLinksAddingAnOp(t *testing.T) {
	require.Contains(t, readFile(t, "GUIDE.md"), "(ADDING_AN_OP.md)")
	_, err := os.Stat("ADDING_AN_OP.md")
	require.NoError(t, err)
}
