package lit

import (
	"bytes"
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
	check string
	input string
}

// parseDiffCases reads the case format:
//
//	=== name
//	args: --match-full-lines
//	env: FILECHECK_OPTS=--ignore-case
//	opts: stdin noeol crlf
//	--- check
//	CHECK: foo
//	--- input
//	foo
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
		if section == "check" {
			cur.check = text
		} else {
			cur.input = text
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
				default:
					t.Fatalf("%s: case %s: unknown opt %q", file, cur.name, o)
				}
			}
		case cur != nil && (line == "--- check" || line == "--- input"):
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
		if cases[i].crlf {
			cases[i].input = strings.ReplaceAll(cases[i].input, "\n", "\r\n")
			cases[i].check = strings.ReplaceAll(cases[i].check, "\n", "\r\n")
		}
	}
	return cases
}

// firstErrorLine returns the first line of a FileCheck diagnostic output
// that reports an error.
func firstErrorLine(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "error:") || strings.Contains(l, "error ") {
			return l
		}
	}
	// Usage errors like "Missing equal sign ..." carry no "error:" tag.
	for _, l := range strings.Split(out, "\n") {
		if strings.TrimSpace(l) != "" {
			return l
		}
	}
	return ""
}

func loadDiffCases(t *testing.T) []diffCase {
	files, err := filepath.Glob("testdata/diff/*.txt")
	require.NoError(t, err)
	var all []diffCase
	for _, f := range files {
		all = append(all, parseDiffCases(t, f)...)
	}
	return all
}

// TestFileCheckDifferential runs every case through our FileCheck and LLVM's
// FileCheck 22 and compares exit codes and first error lines.
func TestFileCheckDifferential(t *testing.T) {
	cases := loadDiffCases(t)
	llvm := llvmtools.Require(t, "FileCheck")[0]
	dir := t.TempDir()
	failing, lineAgree, codeAgree, fullAgree := 0, 0, 0, 0
	var mismatched []string
	for i, c := range cases {
		cdir := filepath.Join(dir, strings.ReplaceAll(c.file, ".", "_")+"-"+strconv.Itoa(i))
		require.NoError(t, os.MkdirAll(cdir, 0o755))
		checkPath := filepath.Join(cdir, "check.txt")
		inputPath := filepath.Join(cdir, "input.txt")
		require.NoError(t, os.WriteFile(checkPath, []byte(c.check), 0o644))
		require.NoError(t, os.WriteFile(inputPath, []byte(c.input), 0o644))
		args := append([]string{checkPath}, c.args...)
		if !c.stdin {
			args = append(args, "--input-file", inputPath)
		}
		env := map[string]string{}
		for _, e := range c.env {
			k, v, _ := strings.Cut(e, "=")
			env[k] = v
		}
		var ourErr bytes.Buffer
		ourCode := FileCheckMain(args, func(k string) string { return env[k] }, strings.NewReader(c.input), &bytes.Buffer{}, &ourErr)

		cmd := exec.Command(llvm, args...)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH")}
		for _, e := range c.env {
			cmd.Env = append(cmd.Env, e)
		}
		cmd.Stdin = strings.NewReader(c.input)
		var theirErr bytes.Buffer
		cmd.Stderr = &theirErr
		theirCode := 0
		if err := cmd.Run(); err != nil {
			ee, ok := err.(*exec.ExitError)
			require.True(t, ok, "running %s: %v", llvm, err)
			theirCode = ee.ExitCode()
		}
		name := c.file + ":" + c.name
		// Complete stderr (every note and the input dump) is compared for
		// the record; MEMOPT_DIFF_FULL=1 logs the cases that differ.
		o := strings.ReplaceAll(ourErr.String(), cdir+"/", "")
		th := strings.ReplaceAll(theirErr.String(), cdir+"/", "")
		th = strings.ReplaceAll(th, llvm, "FileCheck")
		if o == th {
			fullAgree++
		} else if os.Getenv("MEMOPT_DIFF_FULL") != "" {
			t.Logf("FULL DIFF %s\n--- ours\n%s--- LLVM\n%s", name, o, th)
		}
		if ourCode == theirCode {
			codeAgree++
		} else {
			t.Errorf("%s: exit code: ours %d, LLVM %d\nours:\n%s\nLLVM:\n%s", name, ourCode, theirCode, ourErr.String(), theirErr.String())
		}
		if theirCode != 0 {
			failing++
			ours := strings.ReplaceAll(firstErrorLine(ourErr.String()), cdir+"/", "")
			theirs := strings.ReplaceAll(firstErrorLine(theirErr.String()), cdir+"/", "")
			if os.Getenv("MEMOPT_DIFF_SHOW") != "" {
				t.Logf("%s: %q", name, theirs)
			}
			if ours == theirs {
				lineAgree++
			} else {
				mismatched = append(mismatched, name+"\n  ours: "+ours+"\n  LLVM: "+theirs)
			}
		}
	}
	for _, m := range mismatched {
		t.Logf("first error line differs: %s", m)
	}
	t.Logf("differential FileCheck: %d cases, exit codes agree on %d/%d, first error line agrees on %d/%d failing cases (%.1f%%), complete stderr agrees on %d/%d cases",
		len(cases), codeAgree, len(cases), lineAgree, failing, 100*float64(lineAgree)/float64(max(failing, 1)), fullAgree, len(cases))
	require.GreaterOrEqual(t, len(cases), 150, "the differential suite needs at least 150 cases")
	require.GreaterOrEqual(t, float64(lineAgree), 0.9*float64(failing), "first error lines must agree on at least 90%% of failing cases")
}
