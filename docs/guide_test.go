package docs

import (
	"context"
	"fmt"
	"go/ast"
	"go/doc"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/memopt/memopt/lit"
	"github.com/stretchr/testify/require"
)

// snippet is one fenced block of GUIDE.md with the file it goes to.
type snippet struct {
	file, lang, text string
	line             int
}

var (
	fenceRE = regexp.MustCompile("^```([a-z]*)$")
	fileRE  = regexp.MustCompile(`^<!-- file: (\S+) -->$`)
)

// readSnippets returns the fenced blocks of a markdown file; a block right
// after a `<!-- file: path -->` line gets that path.
func readSnippets(t *testing.T, path string) []snippet {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var out []snippet
	lines := strings.Split(string(data), "\n")
	for i := 0; i < len(lines); i++ {
		m := fenceRE.FindStringSubmatch(lines[i])
		if m == nil || m[1] == "" {
			continue
		}
		s := snippet{lang: m[1], line: i + 1}
		if i > 0 {
			if f := fileRE.FindStringSubmatch(lines[i-1]); f != nil {
				s.file = f[1]
			}
		}
		var body []string
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			body = append(body, lines[i])
		}
		s.text = strings.Join(body, "\n") + "\n"
		out = append(out, s)
	}
	return out
}

// scratchModule writes the snippets into a new module example.com that
// requires memopt (replaced by this checkout) and returns its directory.
func scratchModule(t *testing.T, snippets []snippet) string {
	t.Helper()
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	dir := t.TempDir()
	goVersion := regexp.MustCompile(`(?m)^go (\S+)$`).FindStringSubmatch(readFile(t, filepath.Join(root, "go.mod")))[1]
	write(t, filepath.Join(dir, "go.mod"), fmt.Sprintf("module example.com\n\ngo %s\n\nrequire github.com/memopt/memopt v0.0.0\n\nreplace github.com/memopt/memopt => %s\n", goVersion, root))
	write(t, filepath.Join(dir, "go.sum"), readFile(t, filepath.Join(root, "go.sum")))
	write(t, filepath.Join(dir, "lit.suite"), "name: guide\nsuffixes: .mlir\nrequire-run-line: true\n")
	for _, s := range snippets {
		write(t, filepath.Join(dir, filepath.FromSlash(s.file)), s.text)
	}
	return dir
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func write(t *testing.T, path, text string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
}

// goCmd runs the go command in dir, offline, letting it complete go.mod
// from memopt's requirements.
func goCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "go %s:\n%s", strings.Join(args, " "), out)
	return string(out)
}

// TestGuideSnippets: every Go snippet of the guide is a file of a module
// that vets, builds and passes its tests (the snippets' own tests,
// including the differential-execution test); the tool the guide builds
// passes the guide's lit tests; gofmt has nothing to say about the
// snippets.
func TestGuideSnippets(t *testing.T) {
	snippets := readSnippets(t, "GUIDE.md")
	var files []snippet
	seen := map[string]bool{}
	for _, s := range snippets {
		switch {
		case s.lang == "go" && s.file == "":
			t.Errorf("GUIDE.md:%d: a Go snippet without a <!-- file: ... --> line is not tested", s.line)
		case s.file != "":
			require.False(t, seen[s.file], "GUIDE.md:%d: %s given twice", s.line, s.file)
			seen[s.file] = true
			files = append(files, s)
		}
	}
	require.GreaterOrEqual(t, len(files), 11)
	dir := scratchModule(t, files)

	for _, s := range files {
		if s.lang == "go" {
			formatted, err := format.Source([]byte(s.text))
			require.NoError(t, err, "GUIDE.md:%d: %s", s.line, s.file)
			require.Equal(t, string(formatted), s.text, "GUIDE.md:%d: %s is not gofmt-formatted", s.line, s.file)
		}
	}
	goCmd(t, dir, "vet", "./...")
	tool := filepath.Join(dir, "bin", "mytool")
	goCmd(t, dir, "build", "-o", tool, "./mytool")
	out := goCmd(t, dir, "test", "-count=1", "-v", "./...")
	t.Logf("go test in the scratch module:\n%s", out)
	require.Contains(t, out, "--- PASS: TestCountAllocBytes")
	require.Regexp(t, "--- (PASS|SKIP): TestMergeAllocBudgetKeepsResults", out)

	tests, err := lit.Discover([]string{dir})
	require.NoError(t, err)
	var litFiles int
	for _, s := range files {
		if s.lang == "mlir" {
			litFiles++
		}
	}
	require.Len(t, tests, litFiles, "every mlir snippet is a lit test")
	rc := lit.DefaultRunConfig(map[string]string{"mytool": tool})
	rc.ExecRoot = t.TempDir()
	rc.Timeout = 2 * time.Minute
	for _, test := range tests {
		res := lit.RunTest(context.Background(), test, rc)
		require.Equal(t, lit.Pass, res.Code, "%s\n%s", test.Rel, res.Output)
	}
}

// TestReadmeShowsTheGuideMain: the custom-tool main of USAGE.md is the
// guide's (which the test above builds), and the README links the guide.
func TestReadmeShowsTheGuideMain(t *testing.T) {
	var guideMain string
	for _, s := range readSnippets(t, "GUIDE.md") {
		if s.file == "mytool/main.go" {
			guideMain = s.text
		}
	}
	require.NotEmpty(t, guideMain)
	found := false
	for _, s := range readSnippets(t, "USAGE.md") {
		if s.lang == "go" && strings.Contains(s.text, "optmain.Run(") {
			require.Equal(t, guideMain, s.text, "USAGE.md:%d", s.line)
			found = true
		}
	}
	require.True(t, found, "USAGE.md shows the custom-tool main")
	require.True(t, strings.Contains(readFile(t, "../README.md"), "(docs/GUIDE.md)"), "the README links the guide")
	require.LessOrEqual(t, strings.Count(guideMain, "\n"), 12, "the custom-tool main stays short")
}

// TestPackagesHaveExamples: the packages the guide builds on have runnable
// Examples (with checked output) that go doc shows: go/doc, which go doc
// and pkgsite use, attaches them to the package or to its exported names.
func TestPackagesHaveExamples(t *testing.T) {
	for _, pkg := range []string{"ir", "parser", "passes", "mergealloc", "mergealloc/planner", "cmd/memopt/optmain"} {
		t.Run(pkg, func(t *testing.T) {
			dir := filepath.Join("..", filepath.FromSlash(pkg))
			fset := token.NewFileSet()
			var files, testFiles []*ast.File
			paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
			require.NoError(t, err)
			for _, p := range paths {
				f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
				require.NoError(t, err)
				if strings.HasSuffix(p, "_test.go") {
					testFiles = append(testFiles, f)
				} else {
					files = append(files, f)
				}
			}
			dp, err := doc.NewFromFiles(fset, append(files, testFiles...), "github.com/memopt/memopt/"+pkg)
			require.NoError(t, err)
			var shown []string
			add := func(owner string, exs []*doc.Example) {
				for _, ex := range exs {
					require.True(t, ex.Output != "" || ex.EmptyOutput, "%s: Example%s has no // Output: and is only compiled", pkg, ex.Suffix)
					require.NotEmpty(t, ex.Doc, "%s: Example%s has no comment", pkg, ex.Suffix)
					shown = append(shown, owner+ex.Suffix)
				}
			}
			add("package ", dp.Examples)
			for _, f := range dp.Funcs {
				add(f.Name+" ", f.Examples)
			}
			for _, ty := range dp.Types {
				add(ty.Name+" ", ty.Examples)
				for _, f := range ty.Funcs {
					add(f.Name+" ", f.Examples)
				}
				for _, m := range ty.Methods {
					add(ty.Name+"."+m.Name+" ", m.Examples)
				}
			}
			sort.Strings(shown)
			require.NotEmpty(t, shown, "%s has no Example that go doc shows", pkg)
			t.Logf("%s: %s", pkg, strings.Join(shown, ", "))
		})
	}
}
