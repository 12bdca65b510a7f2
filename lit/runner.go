package lit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/memopt/memopt/lit/llvmtools"
)

// SuiteConfigName is the file that marks the root of a test suite for our
// lit (LLVM's lit reads lit.cfg.py, which reads this same file).
const SuiteConfigName = "lit.suite"

// LocalConfigName is an optional per-directory configuration file that
// overrides suffixes and excludes for a directory and its subdirectories.
const LocalConfigName = "lit.local"

// SuiteConfig is the configuration of a test suite directory, read from a
// simple "key: value" file.
//
//	name: memopt
//	suffixes: .mlir .test .txt
//	excludes: Inputs examples
//	require-run-line: true
type SuiteConfig struct {
	// Name is the suite name printed in results ("PASS: memopt :: x.mlir").
	Name string
	// Suffixes are the file suffixes of tests.
	Suffixes []string
	// Excludes are file or directory base names that are never tests.
	Excludes []string
	// RequireRunLine skips files without a RUN: line instead of reporting
	// them as UNRESOLVED.
	RequireRunLine bool
}

// ParseSuiteConfig parses a configuration file's text into cfg, which holds
// the inherited values.
func ParseSuiteConfig(text string, cfg *SuiteConfig) error {
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return fmt.Errorf("line %d: expected 'key: value'", n+1)
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "name":
			cfg.Name = v
		case "suffixes":
			cfg.Suffixes = strings.Fields(v)
		case "excludes":
			cfg.Excludes = strings.Fields(v)
		case "require-run-line":
			cfg.RequireRunLine = v == "true"
		default:
			return fmt.Errorf("line %d: unknown key %q", n+1, k)
		}
	}
	return nil
}

// Test is one discovered test file.
type Test struct {
	// Path is the absolute path of the test file.
	Path string
	// Rel is the path relative to the suite root, with '/' separators.
	Rel string
	// Suite is the root directory of the test's suite.
	Suite string
	// Config is the effective configuration for the test's directory.
	Config SuiteConfig
}

// FullName returns "suite :: rel/path" as lit prints it.
func (t *Test) FullName() string { return t.Config.Name + " :: " + t.Rel }

// FindSuiteRoot returns the nearest directory at or above path that holds a
// lit.suite file.
func FindSuiteRoot(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	dir := abs
	if st, err := os.Stat(abs); err == nil && !st.IsDir() {
		dir = filepath.Dir(abs)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, SuiteConfigName)); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no %s found above %s", SuiteConfigName, path)
		}
		dir = parent
	}
}

// configFor computes the configuration of directory dir in suite root.
func configFor(root, dir string) (SuiteConfig, error) {
	cfg := SuiteConfig{Name: filepath.Base(root), Suffixes: []string{".mlir", ".test", ".txt"}}
	data, err := os.ReadFile(filepath.Join(root, SuiteConfigName))
	if err != nil {
		return cfg, err
	}
	if err := ParseSuiteConfig(string(data), &cfg); err != nil {
		return cfg, fmt.Errorf("%s: %v", filepath.Join(root, SuiteConfigName), err)
	}
	rel, err := filepath.Rel(root, dir)
	if err != nil || strings.HasPrefix(rel, "..") {
		return cfg, nil
	}
	cur := root
	parts := []string{}
	if rel != "." {
		parts = strings.Split(rel, string(filepath.Separator))
	}
	for i := 0; i <= len(parts); i++ {
		if i > 0 {
			cur = filepath.Join(cur, parts[i-1])
		}
		local := filepath.Join(cur, LocalConfigName)
		if data, err := os.ReadFile(local); err == nil {
			if err := ParseSuiteConfig(string(data), &cfg); err != nil {
				return cfg, fmt.Errorf("%s: %v", local, err)
			}
		}
	}
	return cfg, nil
}

func excluded(cfg SuiteConfig, name string) bool {
	for _, e := range cfg.Excludes {
		if e == name {
			return true
		}
	}
	return name == SuiteConfigName || name == LocalConfigName || name == "Output" || strings.HasPrefix(name, ".")
}

func hasSuffix(cfg SuiteConfig, name string) bool {
	for _, s := range cfg.Suffixes {
		if strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}

var runLineRE = regexp.MustCompile(`(^|[^\w-])RUN:`)

// Discover finds the tests under paths (files or directories). Files named
// explicitly are tests even if their suffix does not match.
func Discover(paths []string) ([]*Test, error) {
	var tests []*Test
	seen := map[string]bool{}
	add := func(root, path string, explicit bool) error {
		if seen[path] {
			return nil
		}
		cfg, err := configFor(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		if !explicit && (!hasSuffix(cfg, filepath.Base(path)) || excluded(cfg, filepath.Base(path))) {
			return nil
		}
		if cfg.RequireRunLine {
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if !runLineRE.Match(data) {
				return nil
			}
		}
		rel, _ := filepath.Rel(root, path)
		seen[path] = true
		tests = append(tests, &Test{Path: path, Rel: filepath.ToSlash(rel), Suite: root, Config: cfg})
		return nil
	}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, err
		}
		root, err := FindSuiteRoot(abs)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			if err := add(root, abs, true); err != nil {
				return nil, err
			}
			continue
		}
		err = filepath.WalkDir(abs, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if path == abs {
				return nil
			}
			cfg, err := configFor(root, filepath.Dir(path))
			if err != nil {
				return err
			}
			if excluded(cfg, d.Name()) {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.IsDir() {
				if _, err := os.Stat(filepath.Join(path, SuiteConfigName)); err == nil {
					return filepath.SkipDir // a nested suite is discovered on its own
				}
				return nil
			}
			return add(root, path, false)
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].Path < tests[j].Path })
	return tests, nil
}

// Result codes of a test, as lit names them.
const (
	Pass        = "PASS"
	Fail        = "FAIL"
	XFail       = "XFAIL"
	XPass       = "XPASS"
	Unsupported = "UNSUPPORTED"
	Unresolved  = "UNRESOLVED"
	Timeout     = "TIMEOUT"
	// FlakyPass is a test that passed after ALLOW_RETRIES reruns.
	FlakyPass = "FLAKYPASS"
)

// Result is the outcome of one test.
type Result struct {
	Code string
	// Output is lit's detail: the commands run and their output.
	Output   string
	ExitCode int
	Elapsed  time.Duration
	// Attempts and MaxAttempts count runs when ALLOW_RETRIES reran the test.
	Attempts, MaxAttempts int
}

// IsFailure reports whether the result makes lit exit with status 1.
func (r Result) IsFailure() bool { return isFailureCode(r.Code) }

func isFailureCode(code string) bool {
	return code == Fail || code == XPass || code == Unresolved || code == Timeout
}

// RunConfig configures how tests run.
type RunConfig struct {
	// Features are the names REQUIRES/UNSUPPORTED/XFAIL expressions test.
	Features map[string]bool
	// Tools are in-process commands, such as FileCheck.
	Tools map[string]Tool
	// Paths maps command names to executables, such as memopt.
	Paths map[string]string
	// Env is the environment of the commands ("K=V").
	Env []string
	// ExecRoot is where %t files go; a temporary directory when empty.
	ExecRoot string
	// Timeout limits each test; 0 means none.
	Timeout time.Duration
	// Params are --param NAME=VALUE settings, available as %{NAME}.
	Params map[string]string
	// Substitutions are the suite's own substitutions (like lit's
	// config.substitutions), applied in order before lit's defaults.
	Substitutions []Substitution
}

// Substitution replaces Key with Value in RUN lines.
type Substitution struct {
	Key, Value string
}

type scriptDirective struct {
	line    int
	keyword string
	text    string
}

// keywordRE finds lit's directives; like lit, a keyword counts anywhere in a
// line (even inside a word), and "END." stops the scan.
var keywordRE = regexp.MustCompile(`(RUN:|XFAIL:|REQUIRES:|UNSUPPORTED:|ALLOW_RETRIES:|REDEFINE:|DEFINE:|END\.)`)

// parseScript extracts the lit directives from a test file.
func parseScript(data string) ([]scriptDirective, error) {
	var out []scriptDirective
	lines := strings.Split(data, "\n")
	for i, l := range lines {
		m := keywordRE.FindStringIndex(l)
		if m == nil {
			continue
		}
		kw := strings.TrimRight(l[m[0]:m[1]], ":.")
		text := strings.TrimRight(l[m[1]:], " \t\r")
		if kw == "END" {
			break
		}
		if kw == "RUN" {
			text = expandLineRefs(text, i+1)
			if n := len(out); n > 0 && out[n-1].keyword == "RUN" && strings.HasSuffix(out[n-1].text, "\\") {
				out[n-1].text = strings.TrimSuffix(out[n-1].text, "\\") + text
				continue
			}
		}
		out = append(out, scriptDirective{line: i + 1, keyword: kw, text: text})
	}
	if n := len(out); n > 0 && out[n-1].keyword == "RUN" && strings.HasSuffix(out[n-1].text, "\\") {
		return nil, fmt.Errorf("Test has unterminated 'RUN:' directive (with '\\') at line %d", out[n-1].line)
	}
	return out, nil
}

var lineRefRE = regexp.MustCompile(`%\(line *(?:([+-]) *(\d+))?\)`)

func expandLineRefs(s string, line int) string {
	return lineRefRE.ReplaceAllStringFunc(s, func(m string) string {
		sm := lineRefRE.FindStringSubmatch(m)
		n := line
		if sm[1] != "" {
			d, _ := strconv.Atoi(sm[2])
			if sm[1] == "+" {
				n += d
			} else {
				n -= d
			}
		}
		return strconv.Itoa(n)
	})
}

type substitution struct {
	key, value string
}

var defineRE = regexp.MustCompile(`^\s*(%\{[_a-zA-Z][-_:0-9a-zA-Z]*\})\s*=\s*(.*)$`)

var elseRE = regexp.MustCompile(`^\s*%else\s*(%\{)?`)

// substituteIfElse expands lit's conditional substitutions,
// "%if EXPR %{ then %} %else %{ otherwise %}", against the features.
func substituteIfElse(line string, features map[string]bool) (string, error) {
	if !strings.Contains(line, "%if ") {
		return line, nil
	}
	var parse func(ln string, nested bool) (string, string, error)
	parse = func(ln string, nested bool) (string, string, error) {
		var result strings.Builder
		for ln != "" {
			if nested && strings.HasPrefix(ln, "%}") {
				break
			}
			if strings.HasPrefix(ln, "%if ") {
				rest := ln[4:]
				open := strings.Index(rest, "%{")
				if open < 0 {
					return "", "", fmt.Errorf("'%%{' is missing for %%if substitution")
				}
				cond := rest[:open]
				thenPart, rest, err := parse(rest[open+2:], true)
				if err != nil {
					return "", "", err
				}
				if !strings.HasPrefix(rest, "%}") {
					return "", "", fmt.Errorf("'%%}' is missing for %%if substitution")
				}
				rest = rest[2:]
				elsePart := ""
				if m := elseRE.FindStringSubmatchIndex(rest); m != nil {
					if m[2] < 0 {
						return "", "", fmt.Errorf("'%%{' is missing for %%else substitution")
					}
					elsePart, rest, err = parse(rest[m[1]:], true)
					if err != nil {
						return "", "", err
					}
					if !strings.HasPrefix(rest, "%}") {
						return "", "", fmt.Errorf("'%%}' is missing for %%else substitution")
					}
					rest = rest[2:]
				}
				ok, err := EvalFeatureExpr(cond, features)
				if err != nil {
					return "", "", err
				}
				if ok {
					result.WriteString(thenPart)
				} else {
					result.WriteString(elsePart)
				}
				ln = rest
				continue
			}
			// Plain text up to the next %if (or %} when nested).
			end := len(ln)
			if i := strings.Index(ln, "%if"); i >= 0 {
				end = i
			}
			if nested {
				if i := strings.Index(ln, "%}"); i >= 0 && i < end {
					end = i
				}
			}
			if end == 0 {
				// "%if" not followed by a space is plain text.
				end = 3
			}
			result.WriteString(ln[:end])
			ln = ln[end:]
		}
		return result.String(), ln, nil
	}
	out, _, err := parse(line, false)
	return out, err
}

// applySubstitutions expands %{name} definitions, then lit's standard
// substitutions, in order.
func applySubstitutions(line string, defs []substitution, std []substitution) string {
	const marker = "\x00PERCENT\x00"
	line = strings.ReplaceAll(line, "%%", marker)
	for i := 0; i < 10; i++ { // definitions may refer to each other
		prev := line
		for _, d := range defs {
			line = strings.ReplaceAll(line, d.key, strings.ReplaceAll(d.value, "%%", marker))
		}
		if line == prev {
			break
		}
	}
	for _, s := range std {
		line = strings.ReplaceAll(line, s.key, s.value)
	}
	return strings.ReplaceAll(line, marker, "%")
}

// RunTest runs one test and returns its result.
func RunTest(ctx context.Context, t *Test, rc *RunConfig) Result {
	start := time.Now()
	res := runTest(ctx, t, rc)
	res.Elapsed = time.Since(start)
	return res
}

func runTest(ctx context.Context, t *Test, rc *RunConfig) Result {
	res, retries := runTestOnce(ctx, t, rc)
	attempts := 1
	for ; retries > 0 && (res.Code == Fail || res.Code == Timeout); retries-- {
		res, _ = runTestOnce(ctx, t, rc)
		attempts++
	}
	if attempts > 1 {
		res.Attempts, res.MaxAttempts = attempts, attempts+retries
		if res.Code == Pass {
			res.Code = FlakyPass
		}
	}
	return res
}

// runTestOnce runs a test once; it also returns the test's ALLOW_RETRIES
// count.
func runTestOnce(ctx context.Context, t *Test, rc *RunConfig) (Result, int) {
	retries := 0
	res := runTestBody(ctx, t, rc, &retries)
	return res, retries
}

func runTestBody(ctx context.Context, t *Test, rc *RunConfig, retries *int) Result {
	data, err := os.ReadFile(t.Path)
	if err != nil {
		return Result{Code: Unresolved, Output: err.Error() + "\n"}
	}
	dirs, err := parseScript(string(data))
	if err != nil {
		return Result{Code: Unresolved, Output: err.Error() + "\n"}
	}
	var requires, unsupported, xfails []string
	nRun := 0
	for _, d := range dirs {
		switch d.keyword {
		case "REQUIRES":
			requires = append(requires, splitFeatureList(d.text)...)
		case "UNSUPPORTED":
			unsupported = append(unsupported, splitFeatureList(d.text)...)
		case "XFAIL":
			xfails = append(xfails, splitFeatureList(d.text)...)
		case "RUN":
			nRun++
		case "ALLOW_RETRIES":
			n, err := strconv.Atoi(strings.TrimSpace(d.text))
			if err != nil || n < 0 {
				return Result{Code: Unresolved, Output: fmt.Sprintf("%s: line %d: ALLOW_RETRIES: expected a non-negative integer, got %q\n", t.Path, d.line, strings.TrimSpace(d.text))}
			}
			*retries = n
		}
	}
	if nRun == 0 {
		return Result{Code: Unresolved, Output: "Test has no 'RUN:' line\n"}
	}
	var missing []string
	for _, r := range requires {
		ok, err := EvalFeatureExpr(r, rc.Features)
		if err != nil {
			return Result{Code: Unresolved, Output: err.Error() + "\n"}
		}
		if !ok {
			missing = append(missing, r)
		}
	}
	if len(missing) > 0 {
		return Result{Code: Unsupported, Output: "Test requires the following unavailable features: " + strings.Join(missing, ", ") + "\n"}
	}
	for _, u := range unsupported {
		ok, err := EvalFeatureExpr(u, rc.Features)
		if err != nil {
			return Result{Code: Unresolved, Output: err.Error() + "\n"}
		}
		if ok {
			return Result{Code: Unsupported, Output: "Test does not support the following features and/or targets: " + u + "\n"}
		}
	}
	xfail := false
	for _, x := range xfails {
		if x == "*" {
			xfail = true
			continue
		}
		ok, err := EvalFeatureExpr(x, rc.Features)
		if err != nil {
			return Result{Code: Unresolved, Output: err.Error() + "\n"}
		}
		xfail = xfail || ok
	}

	execRoot := rc.ExecRoot
	if execRoot == "" {
		execRoot = filepath.Join(os.TempDir(), "memopt-lit")
	}
	execDir := filepath.Join(execRoot, filepath.Dir(filepath.FromSlash(t.Rel)))
	outDir := filepath.Join(execDir, "Output")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return Result{Code: Unresolved, Output: err.Error() + "\n"}
	}
	tmp := filepath.Join(outDir, filepath.Base(t.Path)+".tmp")
	srcDir := filepath.Dir(t.Path)
	// lit's default substitutions, the longer spellings first.
	tmpBase := strings.TrimSuffix(tmp, ".tmp")
	std := []substitution{
		{"%{pathsep}", ":"}, {"%basename_t", filepath.Base(tmpBase)},
		{"%{s:basename}", filepath.Base(t.Path)}, {"%{t:stem}", filepath.Base(tmpBase)},
		{"%{fs-src-root}", "/"}, {"%{fs-tmp-root}", "/"}, {"%{fs-sep}", "/"},
	}
	for _, ps := range []substitution{{"s", t.Path}, {"S", srcDir}, {"p", srcDir}, {"t", tmp}} {
		real := ps.value
		if r, err := filepath.EvalSymlinks(ps.value); err == nil {
			real = r
		}
		std = append(std,
			substitution{"%{" + ps.key + ":real}", real}, substitution{"%{/" + ps.key + ":real}", real},
			substitution{"%{/" + ps.key + ":regex_replacement}", strings.NewReplacer("@", `\@`, "&", `\&`).Replace(ps.value)},
			substitution{"%/" + ps.key, ps.value}, substitution{"%:" + ps.key, strings.TrimPrefix(ps.value, "/")})
	}
	std = append(std, substitution{"%s", t.Path}, substitution{"%S", srcDir}, substitution{"%p", srcDir},
		substitution{"%t", tmp}, substitution{"%T", outDir})
	var suite []substitution
	for _, s := range rc.Substitutions {
		suite = append(suite, substitution{s.Key, s.Value})
	}
	std = append(suite, std...)
	var defs []substitution
	for k, v := range rc.Params {
		defs = append(defs, substitution{"%{" + k + "}", v})
	}

	env := &ShellEnv{Dir: execDir, Vars: map[string]string{}, Tools: rc.Tools, Paths: rc.Paths}
	for _, kv := range rc.Env {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env.Vars[k] = v
		}
	}
	var log bytes.Buffer
	env.Log = &log
	if rc.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, rc.Timeout)
		defer cancel()
	}
	exit := 0
	for _, d := range dirs {
		switch d.keyword {
		case "DEFINE", "REDEFINE":
			m := defineRE.FindStringSubmatch(d.text)
			if m == nil {
				return Result{Code: Unresolved, Output: fmt.Sprintf("%s: line %d: invalid %s directive: %q\n", t.Path, d.line, d.keyword, d.text)}
			}
			found := -1
			for i, s := range defs {
				if s.key == m[1] {
					found = i
				}
			}
			if d.keyword == "DEFINE" && found >= 0 {
				return Result{Code: Unresolved, Output: fmt.Sprintf("%s: line %d: DEFINE: %s is already defined; use REDEFINE to change it\n", t.Path, d.line, m[1])}
			}
			if d.keyword == "REDEFINE" && found < 0 {
				return Result{Code: Unresolved, Output: fmt.Sprintf("%s: line %d: REDEFINE: %s is not yet defined; use DEFINE to define it\n", t.Path, d.line, m[1])}
			}
			if found >= 0 {
				defs[found].value = strings.TrimSpace(m[2])
			} else {
				// Newest definitions are expanded first, like lit.
				defs = append([]substitution{{m[1], strings.TrimSpace(m[2])}}, defs...)
			}
		case "RUN":
			text, err := substituteIfElse(strings.ReplaceAll(d.text, "%%", "\x00PERCENT\x00"), rc.Features)
			if err != nil {
				return Result{Code: Unresolved, Output: fmt.Sprintf("%s: line %d: %v\n", t.Path, d.line, err)}
			}
			cmd := applySubstitutions(text, defs, std)
			fmt.Fprintf(&log, "# RUN: at line %d\n", d.line)
			shown, err := env.ExpandReadfileLine(cmd)
			code := 127
			if err == nil {
				fmt.Fprintf(&log, "%s\n", strings.TrimSpace(shown))
				code, err = RunShell(ctx, cmd, env)
			}
			if ctx.Err() != nil {
				return Result{Code: Timeout, Output: log.String() + fmt.Sprintf("\nReached timeout of %v\n", rc.Timeout), ExitCode: code}
			}
			var ise *InternalShellError
			switch {
			case errors.As(err, &ise):
				fmt.Fprintf(&log, "# executed command: %s\n# .---command stderr------------\n# | %s\n# `-----------------------------\n# error: command failed with exit status: 127\n", ise.Command, ise.Message)
				exit = 127
			case err != nil:
				fmt.Fprintf(&log, "# shell parser error: %v\n", err)
				exit = 127
			default:
				exit = code
			}
		}
		if exit != 0 {
			break
		}
	}
	out := log.String()
	switch {
	case exit == 0 && xfail:
		return Result{Code: XPass, Output: out, ExitCode: exit}
	case exit == 0:
		return Result{Code: Pass, Output: out, ExitCode: exit}
	case xfail:
		return Result{Code: XFail, Output: out, ExitCode: exit}
	}
	return Result{Code: Fail, Output: out, ExitCode: exit}
}

func splitFeatureList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// EvalFeatureExpr evaluates a lit boolean feature expression such as
// "mlir-opt && !windows" against the available features. Identifiers may
// contain letters, digits and "-+=._"; "true" and "false" are constants.
func EvalFeatureExpr(expr string, features map[string]bool) (bool, error) {
	p := &featParser{s: expr, features: features}
	p.next()
	v, err := p.or()
	if err != nil {
		return false, err
	}
	if p.tok != "" {
		return false, fmt.Errorf("expected: <end of expression>\nhave: %s\nin expression: %q", p.tok, expr)
	}
	return v, nil
}

type featParser struct {
	s        string
	i        int
	tok      string
	features map[string]bool
}

func isFeatChar(c byte) bool {
	return isAlpha(c) || isDigit(c) || strings.IndexByte("-+=._/", c) >= 0
}

func (p *featParser) next() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
	if p.i >= len(p.s) {
		p.tok = ""
		return
	}
	for _, op := range []string{"&&", "||", "!", "(", ")"} {
		if strings.HasPrefix(p.s[p.i:], op) {
			p.tok = op
			p.i += len(op)
			return
		}
	}
	j := p.i
	for j < len(p.s) && isFeatChar(p.s[j]) {
		j++
	}
	if j == p.i {
		p.tok = p.s[p.i : p.i+1]
		p.i++
		return
	}
	p.tok = p.s[p.i:j]
	p.i = j
}

func (p *featParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.tok == "||" {
		p.next()
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *featParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.tok == "&&" {
		p.next()
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *featParser) not() (bool, error) {
	if p.tok == "!" {
		p.next()
		v, err := p.not()
		return !v, err
	}
	if p.tok == "(" {
		p.next()
		v, err := p.or()
		if err != nil {
			return false, err
		}
		if p.tok != ")" {
			return false, fmt.Errorf("expected: ')'\nhave: %q\nin expression: %q", p.tok, p.s)
		}
		p.next()
		return v, nil
	}
	if p.tok == "" || !isFeatChar(p.tok[0]) {
		return false, fmt.Errorf("expected: '!', '(', or identifier\nhave: %q\nin expression: %q", p.tok, p.s)
	}
	name := p.tok
	p.next()
	switch name {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return p.features[name], nil
}

// Runner runs tests in parallel and prints lit's output.
type Runner struct {
	RunConfig
	// Workers is the number of tests run at once; GOMAXPROCS when 0.
	Workers int
	// Out receives the result lines and the summary.
	Out io.Writer
	// Verbose prints the commands and output of failing tests (-v).
	Verbose bool
	// ShowAll prints details of all tests (-a).
	ShowAll bool
	// Quiet prints only failing tests (-q).
	Quiet bool
	// Discovered is the number of tests discovered before filtering; when
	// it exceeds the tests run, the rest are reported as Excluded.
	Discovered int
}

// Run runs tests and returns lit's exit code: 0 when every test passed (or
// failed as expected, or was unsupported), 1 otherwise.
func (r *Runner) Run(ctx context.Context, tests []*Test) int {
	code, _ := r.RunResults(ctx, tests)
	return code
}

// RunResults is Run that also returns each test's result.
func (r *Runner) RunResults(ctx context.Context, tests []*Test) (int, []Result) {
	workers := r.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, max(len(tests), 1))
	start := time.Now()
	if !r.Quiet {
		if r.Discovered > len(tests) {
			fmt.Fprintf(r.Out, "-- Testing: %d of %d tests, %d workers --\n", len(tests), r.Discovered, workers)
		} else {
			fmt.Fprintf(r.Out, "-- Testing: %d tests, %d workers --\n", len(tests), workers)
		}
	}
	results := make([]Result, len(tests))
	var mu sync.Mutex
	done := 0
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				res := RunTest(ctx, tests[i], &r.RunConfig)
				mu.Lock()
				results[i] = res
				done++
				r.report(tests[i], res, done, len(tests))
				mu.Unlock()
			}
		}()
	}
	for i := range tests {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return r.summary(tests, results, time.Since(start)), results
}

func (r *Runner) report(t *Test, res Result, k, n int) {
	if r.Quiet && !res.IsFailure() {
		return
	}
	if res.Attempts > 1 {
		fmt.Fprintf(r.Out, "%s: %s (%d of %d, %d of %d attempts)\n", res.Code, t.FullName(), k, n, res.Attempts, res.MaxAttempts)
	} else {
		fmt.Fprintf(r.Out, "%s: %s (%d of %d)\n", res.Code, t.FullName(), k, n)
	}
	if (r.Verbose && res.IsFailure()) || r.ShowAll {
		if res.IsFailure() {
			fmt.Fprintf(r.Out, "******************** TEST '%s' FAILED ********************\n", t.FullName())
		}
		if res.Code == Fail || res.Code == XPass || res.Code == Pass || res.Code == XFail {
			fmt.Fprintf(r.Out, "Exit Code: %d\n\nCommand Output (stdout):\n--\n%s\n--\n\n", res.ExitCode, res.Output)
		} else {
			fmt.Fprint(r.Out, res.Output)
		}
		fmt.Fprintf(r.Out, "********************\n")
	}
}

// excludedCode is the summary category of tests filtered out before running.
const excludedCode = "EXCLUDED"

var summaryOrder = []struct{ code, label, list string }{
	{excludedCode, "Excluded", ""},
	{Unsupported, "Unsupported", ""},
	{Pass, "Passed", ""},
	{FlakyPass, "Passed With Retry", ""},
	{XFail, "Expectedly Failed", ""},
	{Unresolved, "Unresolved", "Unresolved Tests"},
	{Timeout, "Timed Out", "Timed Out Tests"},
	{Fail, "Failed", "Failed Tests"},
	{XPass, "Unexpectedly Passed", ""},
}

func (r *Runner) summary(tests []*Test, results []Result, elapsed time.Duration) int {
	byCode := map[string][]string{}
	for i, res := range results {
		byCode[res.Code] = append(byCode[res.Code], tests[i].FullName())
	}
	total := len(tests)
	if r.Discovered > total {
		byCode[excludedCode] = make([]string, r.Discovered-total)
		total = r.Discovered
	}
	for _, s := range summaryOrder {
		names := byCode[s.code]
		if s.list == "" || len(names) == 0 {
			continue
		}
		sort.Strings(names)
		fmt.Fprintf(r.Out, "********************\n%s (%d):\n", s.list, len(names))
		for _, n := range names {
			fmt.Fprintf(r.Out, "  %s\n", n)
		}
		fmt.Fprintln(r.Out)
	}
	if !r.Quiet {
		fmt.Fprintf(r.Out, "\nTesting Time: %.2fs\n", elapsed.Seconds())
	}
	fmt.Fprintf(r.Out, "\nTotal Discovered Tests: %d\n", total)
	width := 0
	for _, s := range summaryOrder {
		if len(byCode[s.code]) > 0 && !(r.Quiet && !isFailureCode(s.code)) {
			width = max(width, len(s.label))
		}
	}
	numW := 0
	for _, s := range summaryOrder {
		if n := len(byCode[s.code]); n > 0 && !(r.Quiet && !isFailureCode(s.code)) {
			numW = max(numW, len(strconv.Itoa(n)))
		}
	}
	exit := 0
	for _, s := range summaryOrder {
		n := len(byCode[s.code])
		if n == 0 {
			continue
		}
		if isFailureCode(s.code) {
			exit = 1
		} else if r.Quiet {
			continue
		}
		fmt.Fprintf(r.Out, "  %-*s: %*d (%.2f%%)\n", width, s.label, numW, n, 100*float64(n)/float64(total))
	}
	return exit
}

// ErrNoTests is returned when discovery finds nothing to run.
var ErrNoTests = errors.New("did not discover any tests for provided path(s)")

// FileCheckTool returns an in-process Tool running our FileCheck; relative
// file names are resolved against the shell's working directory.
func FileCheckTool() Tool {
	return func(ctx context.Context, args []string, env *ShellEnv, stdin io.Reader, stdout, stderr io.Writer) int {
		return fileCheckMain(env.Dir, args, env.Getenv, stdin, stdout, stderr)
	}
}

// DefaultRunConfig returns the configuration memopt's lit uses: FileCheck
// runs in-process, the named tools (e.g. "memopt" -> path) resolve to the
// given executables, and the LLVM 22 tools are on PATH when installed.
// Features: each named tool, "mlir-opt" and "mlir-runner" when installed,
// and "system-linux". Substitutions: %mlir_runner_utils,
// %mlir_c_runner_utils, %mlir_lib_dir and %shlibext when LLVM 22's MLIR
// runtime libraries are installed.
func DefaultRunConfig(tools map[string]string) *RunConfig {
	rc := &RunConfig{
		Features: map[string]bool{"system-linux": true},
		Tools:    map[string]Tool{"FileCheck": FileCheckTool()},
		Paths:    map[string]string{},
		Params:   map[string]string{},
	}
	var dirs []string
	for name, p := range tools {
		rc.Paths[name] = p
		rc.Features[name] = true
		dirs = append(dirs, filepath.Dir(p))
	}
	sort.Strings(dirs)
	for _, t := range []string{"mlir-opt", "mlir-runner", "FileCheck", "split-file", "count"} {
		if p, ok := llvmtools.Find(t); ok {
			if t != "FileCheck" {
				rc.Features[t] = true
			}
			dirs = append(dirs, filepath.Dir(p))
		}
	}
	// The MLIR substitutions for mlir-runner's shared libraries, as in
	// MLIR's own lit configuration (and testdata/lit.cfg.py).
	// Debian installs them with a version suffix (libmlir_runner_utils.so.22.1).
	lib := func(name string) string {
		m, _ := filepath.Glob(filepath.Join(llvmtools.LibDir, name+".so*"))
		sort.Strings(m)
		if len(m) == 0 {
			return ""
		}
		return m[0]
	}
	if r, c := lib("libmlir_runner_utils"), lib("libmlir_c_runner_utils"); r != "" && c != "" {
		rc.Substitutions = append(rc.Substitutions,
			Substitution{"%mlir_runner_utils", r},
			Substitution{"%mlir_c_runner_utils", c},
			Substitution{"%mlir_lib_dir", llvmtools.LibDir},
			Substitution{"%shlibext", ".so"})
	}
	path := strings.Join(append(dirs, os.Getenv("PATH")), string(os.PathListSeparator))
	rc.Env = []string{"PATH=" + path, "HOME=" + os.Getenv("HOME"), "TMPDIR=" + os.TempDir(), "LANG=C", "LC_ALL=C"}
	return rc
}
