package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// readmeMaxBytes is the front page's budget: what memopt is, install, the
// two commands, the main pipelines with their outputs, links; the rest is
// in docs/.
const readmeMaxBytes = 8 * 1024

// readmeCommand is one command line of a README sh block, with the output
// block shown right after its block (if any).
type readmeCommand struct {
	line   int
	text   string
	args   []string
	output string
}

// shellWords splits a command line as sh would, for the plain lines the
// README shows: words, '...' and "..." quoting. Anything else a shell
// would interpret (variables, pipes, redirections, escapes) is an error,
// so that what the test runs is what a reader runs.
func shellWords(line string) ([]string, bool) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case strings.ContainsRune("$`\\|&;<>()*?[]{}~#", r):
			return nil, false
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, false
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, true
}

// readmeCommands returns the commands of the README's sh blocks. A fenced
// block of another language that follows an sh block with only blank lines
// and HTML comments between them is the output of that block's last
// command. A trailing "  # comment" is not part of a command.
func readmeCommands(t *testing.T, path string) []readmeCommand {
	t.Helper()
	lines := strings.Split(readFile(t, path), "\n")
	var cmds []readmeCommand
	lastSh := -1 // index in cmds of the last command of the previous sh block
	for _, s := range readSnippets(t, path) {
		if s.lang != "sh" {
			if lastSh >= 0 && s.lang != "" {
				between := lines[cmds[lastSh].blockEnd(lines) : s.line-1]
				if onlyBlankOrComments(between) {
					cmds[lastSh].output = s.text
				}
			}
			lastSh = -1
			continue
		}
		for i, l := range strings.Split(strings.TrimSuffix(s.text, "\n"), "\n") {
			if j := strings.Index(l, "  #"); j >= 0 {
				l = l[:j]
			}
			l = strings.TrimSpace(l)
			if l == "" {
				continue
			}
			words, ok := shellWords(l)
			require.True(t, ok, "%s:%d: %q is not a plain command line", path, s.line+1+i, l)
			cmds = append(cmds, readmeCommand{line: s.line + 1 + i, text: l, args: words})
		}
		lastSh = len(cmds) - 1
	}
	return cmds
}

// blockEnd returns the index of the line after the closing fence of the
// block holding c.
func (c readmeCommand) blockEnd(lines []string) int {
	for i := c.line; i < len(lines); i++ {
		if lines[i-1] == "```" {
			return i
		}
	}
	return len(lines)
}

func onlyBlankOrComments(lines []string) bool {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l != "" && !(strings.HasPrefix(l, "<!--") && strings.HasSuffix(l, "-->")) {
			return false
		}
	}
	return true
}

// readmeChecks are what the README's prose says of the output of a
// command it does not print.
var readmeChecks = map[string][]string{
	// "its three temporaries become views of one memref<131072xi8>"
	"go run ./cmd/memopt --merge-alloc testdata/examples/mlp.mlir": {
		"%alloc = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>",
		"%view = memref.view %alloc[%c0][] : memref<131072xi8> to memref<128x128xf32>",
		"%view_0 = memref.view %alloc[%c65536][] : memref<131072xi8> to memref<128x128xf32>",
		"%view_2 = memref.view %alloc[%c0_1][] : memref<131072xi8> to memref<128x128xf32>",
	},
}

// TestReadmeCommands: README.md is at most 8 KB, and every command its sh
// blocks show runs as shown, printing the output block that follows it.
// `go install ./cmd/memopt` installs into a temporary GOBIN, whose memopt
// then runs the `memopt` and `go run ./cmd/memopt` lines (in a scratch
// directory that sees the repository's testdata). `go test ./...` and
// `.ci/run` are the suite this test belongs to: the test checks that
// .ci/run exists, is executable and runs `go test` over ./..., and that
// the README shows both.
func TestReadmeCommands(t *testing.T) {
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	readme := filepath.Join(root, "README.md")
	info, err := os.Stat(readme)
	require.NoError(t, err)
	require.LessOrEqual(t, info.Size(), int64(readmeMaxBytes), "README.md is a front page of at most 8 KB; move details into docs/")

	cmds := readmeCommands(t, readme)
	gobin := t.TempDir()
	memopt := filepath.Join(gobin, "memopt")
	work := t.TempDir()
	require.NoError(t, os.Symlink(filepath.Join(root, "testdata"), filepath.Join(work, "testdata")))
	run := func(c readmeCommand, args []string) string {
		cmd := exec.Command(memopt, args...)
		cmd.Dir = work
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		require.NoError(t, err, "README.md:%d: %s\n%s", c.line, c.text, stderr.String())
		return string(out)
	}
	installed, outputs := false, 0
	seen := map[string]bool{}
	for _, c := range cmds {
		seen[c.text] = true
		var out string
		switch {
		case c.text == "go install ./cmd/memopt":
			cmd := exec.Command("go", "install", "./cmd/memopt")
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "GOBIN="+gobin, "GOWORK=off")
			b, err := cmd.CombinedOutput()
			require.NoError(t, err, "README.md:%d: %s\n%s", c.line, c.text, b)
			installed = true
			continue
		case c.text == "go test ./..." || c.text == ".ci/run":
			// This test is part of that run (checkCIRun below).
			continue
		case len(c.args) > 3 && strings.Join(c.args[:3], " ") == "go run ./cmd/memopt":
			require.True(t, installed, "README.md:%d: memopt is installed before it runs", c.line)
			out = run(c, c.args[3:])
		case c.args[0] == "memopt":
			require.True(t, installed, "README.md:%d: memopt is installed before it runs", c.line)
			out = run(c, c.args[1:])
		default:
			t.Fatalf("README.md:%d: %q: the test does not know how to run this command; teach it", c.line, c.text)
		}
		if c.output != "" {
			// memopt ends its output with a blank line, as mlir-opt does,
			// which a fenced block does not show.
			require.Equal(t, strings.TrimRight(c.output, "\n"), strings.TrimRight(out, "\n"), "README.md:%d: the output the README shows for %s", c.line, c.text)
			outputs++
		}
		for _, want := range readmeChecks[c.text] {
			require.Contains(t, out, want, "README.md:%d: %s", c.line, c.text)
			outputs++
		}
		require.NotEmpty(t, out, "README.md:%d: %s prints the module", c.line, c.text)
	}
	for _, want := range []string{"go install ./cmd/memopt", "go run ./cmd/memopt --merge-alloc testdata/examples/mlp.mlir", "go test ./..."} {
		require.True(t, seen[want], "the README shows %q", want)
	}
	require.Contains(t, readFile(t, readme), "`.ci/run`", "the README names .ci/run")
	checkCIRun(t, root)
	require.GreaterOrEqual(t, outputs, 2, "outputs compared")
}

// checkCIRun checks what the README says of .ci/run: it is executable,
// installs the LLVM 22 tools and Chromium, checks gofmt and go vet, and
// runs go test ./... with MEMOPT_REQUIRE_LLVM=1.
func checkCIRun(t *testing.T, root string) {
	t.Helper()
	path := filepath.Join(root, ".ci", "run")
	info, err := os.Stat(path)
	require.NoError(t, err)
	require.NotZero(t, info.Mode()&0o111, ".ci/run is executable")
	ci := readFile(t, path)
	require.Regexp(t, `(?m)^\s*go test\b[^\n]*\./\.\.\.`, ci, ".ci/run runs go test ./...")
	for _, want := range []string{"MEMOPT_REQUIRE_LLVM=1", "mlir-22-tools", "chromium", "gofmt -l", "go vet ./..."} {
		require.Contains(t, ci, want, ".ci/run, as the README says")
	}
}

// TestReadmeCommandParsing: commands, comments and output blocks are
// read as the test above needs them.
func TestReadmeCommandParsing(t *testing.T) {
	words, ok := shellWords(`memopt --one-shot-bufferize="a b=c" --merge-alloc x.mlir`)
	require.True(t, ok)
	require.Equal(t, []string{"memopt", "--one-shot-bufferize=a b=c", "--merge-alloc", "x.mlir"}, words)
	for _, bad := range []string{"memopt x | mlir-opt", "memopt $X", "memopt > out", `memopt "x`} {
		_, ok := shellWords(bad)
		require.False(t, ok, bad)
	}
	path := filepath.Join(t.TempDir(), "R.md")
	write(t, path, "# R\n\n```sh\ngo install ./cmd/memopt\nmemopt a.mlir   # a comment\n```\n\n<!-- output -->\n```mlir\nmodule {\n}\n```\n\n```sh\nmemopt b.mlir\n```\n\ntext\n\n```mlir\nnot an output\n```\n")
	cmds := readmeCommands(t, path)
	require.Len(t, cmds, 3)
	require.Equal(t, "memopt a.mlir", cmds[1].text)
	require.Equal(t, "module {\n}\n", cmds[1].output)
	require.Empty(t, cmds[0].output)
	require.Empty(t, cmds[2].output, "prose between: not its output")
}
