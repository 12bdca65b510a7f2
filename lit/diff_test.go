package lit

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// diffCase is one differential FileCheck case from lit/testdata/diff.
type diffCase struct {
	name  string
	file  string
	args  []string
	env   []string // FILECHECK_OPTS etc., "NAME=value"
	stdin bool     // feed the input on stdin instead of --input-file
	noEOL bool     // drop the final newline of the input
	crlf  bool     // use CRLF line endings in the check file and input
	esc   bool     // decode \xNN, \t and \r escapes in the check file and input
	noChk bool     // do not name the check file on the command line
	check string
	input string
	files [][2]string // extra files (name, text) written beside them
}

// parseDiffCases reads the case format:
//
//	=== name
//	args: --match-full-lines
//	env: FILECHECK_OPTS=--ignore-case
//	opts: stdin noeol crlf escapes nocheck
//	--- check
//	CHECK: foo
//	--- input
//	foo
//	--- file rsp.txt
//	--check-prefix=X
//
// In args, %d stands for the directory holding the case's files.
func parseDiffCases(t *testing.T, file string) []diffCase {
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	var cases []diffCase
	var cur *diffCase
	section := ""
	var body []string
	flush := func() {
		if cur == nil || section == "" {
			return
		}
		// Blank lines separating cases are not part of the section.
		for len(body) > 0 && body[len(body)-1] == "" {
			body = body[:len(body)-1]
		}
		text := strings.Join(body, "\n")
		if len(body) > 0 {
			text += "\n"
		}
		switch {
		case section == "check":
			cur.check = text
		case section == "input":
			cur.input = text
		default:
			cur.files = append(cur.files, [2]string{strings.TrimPrefix(section, "file "), text})
		}
		section, body = "", nil
	}
	for _, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			flush()
			if cur != nil {
				cases = append(cases, *cur)
			}
			cur = &diffCase{name: strings.TrimSpace(line[4:]), file: filepath.Base(file)}
		case cur != nil && section == "" && strings.HasPrefix(line, "args:"):
			cur.args = SplitCommandLine(line[5:])
		case cur != nil && section == "" && strings.HasPrefix(line, "env:"):
			cur.env = append(cur.env, strings.TrimSpace(line[4:]))
		case cur != nil && section == "" && strings.HasPrefix(line, "opts:"):
			for _, o := range strings.Fields(line[5:]) {
				switch o {
				case "stdin":
					cur.stdin = true
				case "noeol":
					cur.noEOL = true
				case "crlf":
					cur.crlf = true
				case "escapes":
					cur.esc = true
				case "nocheck":
					cur.noChk = true
				default:
					t.Fatalf("%s: case %s: unknown opt %q", file, cur.name, o)
				}
			}
		case cur != nil && (line == "--- check" || line == "--- input" || strings.HasPrefix(line, "--- file ")):
			flush()
			section = line[4:]
		case cur != nil && section != "":
			body = append(body, line)
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		default:
			t.Fatalf("%s: unexpected line %q", file, line)
		}
	}
	flush()
	if cur != nil {
		cases = append(cases, *cur)
	}
	for i := range cases {
		if cases[i].noEOL {
			cases[i].input = strings.TrimSuffix(cases[i].input, "\n")
		}
		if cases[i].esc {
			cases[i].input = decodeEscapes(cases[i].input)
			cases[i].check = decodeEscapes(cases[i].check)
		}
		if cases[i].crlf {
			cases[i].input = strings.ReplaceAll(cases[i].input, "\n", "\r\n")
			cases[i].check = strings.ReplaceAll(cases[i].check, "\n", "\r\n")
		}
	}
	return cases
}

// decodeEscapes decodes \xNN, \t, \r and \\ in s.
func decodeEscapes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch s[i+1] {
		case 'x':
			v, err := strconv.ParseUint(s[i+2:i+4], 16, 8)
			if err != nil {
				panic("bad \\x escape in " + s)
			}
			b.WriteByte(byte(v))
			i += 3
		case 't':
			b.WriteByte('\t')
			i++
		case 'r':
			b.WriteByte('\r')
			i++
		case '\\':
			b.WriteByte('\\')
			i++
		default:
			b.WriteByte('\\')
		}
	}
	return b.String()
}

func loadDiffCases(t *testing.T) []diffCase {
	glob := "testdata/diff/*.txt"
	if g := os.Getenv("MEMOPT_DIFF_GLOB"); g != "" {
		glob = "testdata/diff/" + g // e.g. "regex*.txt" while developing
	}
	files, err := filepath.Glob(glob)
	require.NoError(t, err)
	var all []diffCase
	for _, f := range files {
		all = append(all, parseDiffCases(t, f)...)
	}
	return all
}

// TestFileCheckDifferential runs every case through our FileCheck and LLVM's
// FileCheck 22 and requires the same exit code and byte-identical stderr
// and stdout (every diagnostic, note and input dump line), with the case's
// directory and LLVM's binary path normalized.
func TestFileCheckDifferential(t *testing.T) {
	cases := loadDiffCases(t)
	llvm := llvmtools.Require(t, "FileCheck")[0]
	dir := t.TempDir()
	failing, agree, failingAgree, diags := 0, 0, 0, 0
	for i, c := range cases {
		cdir := filepath.Join(dir, strings.ReplaceAll(c.file, ".", "_")+"-"+strconv.Itoa(i))
		require.NoError(t, os.MkdirAll(cdir, 0o755))
		checkPath := filepath.Join(cdir, "check.txt")
		inputPath := filepath.Join(cdir, "input.txt")
		require.NoError(t, os.WriteFile(checkPath, []byte(c.check), 0o644))
		require.NoError(t, os.WriteFile(inputPath, []byte(c.input), 0o644))
		for _, f := range c.files {
			require.NoError(t, os.WriteFile(filepath.Join(cdir, f[0]), []byte(f[1]), 0o644))
		}
		args := append([]string{checkPath}, c.args...)
		if c.noChk {
			args = args[1:]
		}
		if !c.stdin {
			args = append(args, "--input-file", inputPath)
		}
		for k := range args {
			args[k] = strings.ReplaceAll(args[k], "%d", cdir)
		}
		env := map[string]string{}
		for _, e := range c.env {
			k, v, _ := strings.Cut(e, "=")
			env[k] = v
		}
		var ourErr, ourOut bytes.Buffer
		ourCode := FileCheckMain(args, func(k string) string { return env[k] }, strings.NewReader(c.input), &ourOut, &ourErr)

		theirOut, theirErr, theirCode := runLLVMFileCheck(t, llvm, args, c.env, c.input)
		name := c.file + ":" + c.name
		norm := func(s string) string {
			s = strings.ReplaceAll(s, cdir+"/", "")
			s = strings.ReplaceAll(s, cdir, "%d")
			return strings.ReplaceAll(s, llvm, "FileCheck")
		}
		o := norm(ourErr.String()) + "--- stdout\n" + norm(ourOut.String())
		th := norm(theirErr.String()) + "--- stdout\n" + norm(theirOut.String())
		if theirCode != 0 {
			failing++
		}
		if theirErr.Len() > 0 {
			diags++
		}
		if o == th && ourCode == theirCode {
			agree++
			if theirCode != 0 {
				failingAgree++
			}
			continue
		}
		t.Errorf("%s: exit code ours %d, LLVM %d; output differs:\n%s", name, ourCode, theirCode, lineDiff(th, o))
	}
	t.Logf("differential FileCheck: %d cases (%d exit non-zero, %d print diagnostics), identical exit code and output on %d/%d (%d/%d failing)",
		len(cases), failing, diags, agree, len(cases), failingAgree, failing)
	if os.Getenv("MEMOPT_DIFF_GLOB") == "" {
		require.GreaterOrEqual(t, len(cases), 650, "the differential suite shrank")
		require.GreaterOrEqual(t, failing, 420, "the differential suite lost diagnostic cases")
	}
}

// runLLVMFileCheck runs LLVM's FileCheck with args, the environment
// variables env ("NAME=value", besides PATH) and stdin; it returns stdout,
// stderr and the exit code.
func runLLVMFileCheck(t *testing.T, llvm string, args, env []string, stdin string) (*bytes.Buffer, *bytes.Buffer, int) {
	t.Helper()
	cmd := exec.Command(llvm, args...)
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH")}, env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	code := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		require.True(t, ok, "running %s: %v", llvm, err)
		code = ee.ExitCode()
	}
	return &stdout, &stderr, code
}

// lineDiff shows where two outputs differ: the common lines, then the
// remaining lines of each, LLVM's first.
func lineDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	k := 0
	for k < len(wl) && k < len(gl) && wl[k] == gl[k] {
		k++
	}
	var b strings.Builder
	for _, l := range wl[:k] {
		b.WriteString("    " + l + "\n")
	}
	for _, l := range wl[k:] {
		b.WriteString("  - " + l + "\n")
	}
	for _, l := range gl[k:] {
		b.WriteString("  + " + l + "\n")
	}
	return "  (- LLVM, + ours)\n" + b.String()
}

// TestFileCheckOptionTyposDifferential gives FileCheck 22 and ours the same
// 300 random misspelled options (with and without "=value", one or two
// dashes) and requires the same stderr and exit code: the unknown-option
// error, the "Did you mean" suggestion, grouped flags (-vx) and prefix
// options (-D...).
func TestFileCheckOptionTyposDifferential(t *testing.T) {
	llvm := llvmtools.Require(t, "FileCheck")[0]
	rng := rand.New(rand.NewPCG(1, 2))
	const alpha = "abcdefghijklmnopqrstuvwxyz-="
	for k := 0; k < 300; k++ {
		b := []byte(strings.Repeat("-", 1+rng.IntN(2)))
		for n := 1 + rng.IntN(16); n > 0; n-- {
			b = append(b, alpha[rng.IntN(len(alpha))])
		}
		arg := string(b)
		var ourErr, ourOut bytes.Buffer
		ourCode := FileCheckMain([]string{arg}, nil, strings.NewReader(""), &ourOut, &ourErr)
		theirOut, theirErr, theirCode := runLLVMFileCheck(t, llvm, []string{arg}, nil, "")
		th := strings.ReplaceAll(theirErr.String(), llvm, "FileCheck")
		require.Equal(t, th, ourErr.String(), "%q", arg)
		require.Equal(t, theirCode, ourCode, "%q", arg)
		require.Equal(t, theirOut.Len() > 0, ourOut.Len() > 0, "%q: help printed", arg)
	}
}

// randomCheckCase builds a random check file, input and options from the
// pieces FileCheck's features are made of (directive kinds, regex blocks,
// string and numeric variables, odd characters, options).
func randomCheckCase(rng *rand.Rand) (check, input string, args []string) {
	words := []string{"a", "b", "a", "b", "CHECK", "x", "y", "\r", "foo", "bar", "x1", "%0", "=", "arith.addi",
		"Foo", "BAR", "12", "0x1f", "-3", " ", "  ", "\t", "é", "{", "}", "[", "]", "(", ")", ".", "*"}
	kinds := []string{"CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT", "CHECK-DAG", "CHECK-LABEL", "CHECK-EMPTY",
		"CHECK-COUNT-2", "CHECK-COUNT-3", "CHECK{LITERAL}", "COM", "CHECK_X", "CHECKX", "A", "A-NEXT", "B-DAG",
		"B-NOT", "RUN", "CHECK-LABEL{LITERAL}"}
	regexes := []string{"[a-z]+", ".*", "[0-9]+", "a|b", "(x", ".", "[^ ]*", `\w`}
	vars := []string{"V:[a-z]+", "V", "W:.*", "W", "#N:", "#N+1", "#%x,H:", "#H", "@LINE", "@LINE+1", "#N*2", "#add(N,1)", "X"}
	pick := func(l []string) string { return l[rng.IntN(len(l))] }
	pattern := func() string {
		var b strings.Builder
		for n := rng.IntN(5); n > 0; n-- {
			switch r := rng.Float64(); {
			case r < 0.5:
				b.WriteString(pick(words))
			case r < 0.6:
				b.WriteString("{{" + pick(regexes) + "}}")
			case r < 0.7:
				b.WriteString("[[" + pick(vars) + "]]")
			default:
				b.WriteString(pick(words) + pick(words))
			}
		}
		return b.String()
	}
	var ck, in []string
	for n := 1 + rng.IntN(6); n > 0; n-- {
		ck = append(ck, pick(kinds)+": "+pattern())
	}
	for n := rng.IntN(15); n > 0; n-- {
		var l strings.Builder
		for k := rng.IntN(6); k > 0; k-- {
			l.WriteString(pick(words))
		}
		in = append(in, l.String())
	}
	check, input = strings.Join(ck, "\n"), strings.Join(in, "\n")
	if rng.IntN(2) == 0 {
		check += "\n"
	}
	if rng.IntN(2) == 0 {
		input += "\n"
	}
	options := [][]string{{}, {"-v"}, {"-vv"}, {"--ignore-case"}, {"--match-full-lines"}, {"--strict-whitespace"},
		{"--implicit-check-not=bar"}, {"--dump-input=always"}, {"--dump-input=never"}, {"--enable-var-scope"},
		{"--allow-empty"}, {"-DV=foo"}, {"-D#N=3"}, {"--dump-input-filter=annotation", "--dump-input-context=1"},
		{"--allow-deprecated-dag-overlap"}, {"--check-prefixes=A,B"}, {"--check-prefixes=CHECK,A", "--allow-unused-prefixes"},
		{"-vv", "--dump-input=always"}, {"--dump-input-context=0"}, {"--implicit-check-not={{[0-9]+}}"},
		{"--implicit-check-not=[[V]]"}, {"--color"}, {"--color", "-v"}, {"--color", "-vv", "--dump-input=always"}}
	for n := rng.IntN(3); n > 0; n-- {
		args = append(args, options[rng.IntN(len(options))]...)
	}
	return check, input, args
}

// TestFileCheckRandomDifferential runs 250 random check files, inputs and
// option sets (seeded, so reproducible) through FileCheck 22 and ours and
// requires identical output and exit code. MEMOPT_DIFF_RANDOM=N runs N.
func TestFileCheckRandomDifferential(t *testing.T) {
	llvm := llvmtools.Require(t, "FileCheck")[0]
	n := 250
	if v, err := strconv.Atoi(os.Getenv("MEMOPT_DIFF_RANDOM")); err == nil {
		n = v
	}
	rng := rand.New(rand.NewPCG(7, 7))
	dir := t.TempDir()
	checkPath, inputPath := filepath.Join(dir, "check.txt"), filepath.Join(dir, "input.txt")
	for k := 0; k < n; k++ {
		check, input, opts := randomCheckCase(rng)
		require.NoError(t, os.WriteFile(checkPath, []byte(check), 0o644))
		require.NoError(t, os.WriteFile(inputPath, []byte(input), 0o644))
		args := append([]string{checkPath, "--input-file", inputPath}, opts...)
		theirOut, theirErr, theirCode := runLLVMFileCheck(t, llvm, args, nil, "")
		if theirCode > 2 {
			continue // FileCheck 22 crashed (e.g. on some -D forms)
		}
		var ourErr, ourOut bytes.Buffer
		ourCode := FileCheckMain(args, nil, strings.NewReader(""), &ourOut, &ourErr)
		th := strings.ReplaceAll(theirErr.String(), llvm, "FileCheck") + theirOut.String()
		if o := ourErr.String() + ourOut.String(); o != th || ourCode != theirCode {
			t.Fatalf("case %d: args %q\ncheck:\n%s\ninput:\n%s\nexit ours %d, LLVM %d:\n%s", k, opts, check, input, ourCode, theirCode, lineDiff(th, o))
		}
	}
}
