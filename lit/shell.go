package lit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
)

// This file implements lit's internal shell: a small POSIX-like command
// language with pipes, &&, ||, ;, redirections, and the builtins lit
// provides (not, env, echo, cd, mkdir, rm, export, :, true, false).

type shToken struct {
	word string
	op   string // "" for a word
	glob bool   // the word has unquoted glob characters (*, ?, [)
}

// lexShell splits a command line into words and operators.
func lexShell(s string) ([]shToken, error) {
	var toks []shToken
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '|':
			if strings.HasPrefix(s[i:], "||") {
				toks = append(toks, shToken{op: "||"})
				i += 2
			} else {
				toks = append(toks, shToken{op: "|"})
				i++
			}
			continue
		case c == '&':
			switch {
			case strings.HasPrefix(s[i:], "&&"):
				toks = append(toks, shToken{op: "&&"})
				i += 2
			case strings.HasPrefix(s[i:], "&>"):
				toks = append(toks, shToken{op: "&>"})
				i += 2
			default:
				return nil, fmt.Errorf("unsupported shell operator: '&'")
			}
			continue
		case c == ';':
			toks = append(toks, shToken{op: ";"})
			i++
			continue
		case c == '<':
			toks = append(toks, shToken{op: "<"})
			i++
			continue
		case c == '>':
			switch {
			case strings.HasPrefix(s[i:], ">>"):
				toks = append(toks, shToken{op: ">>"})
				i += 2
			case strings.HasPrefix(s[i:], ">&"):
				toks = append(toks, shToken{op: ">&"})
				i += 2
			default:
				toks = append(toks, shToken{op: ">"})
				i++
			}
			continue
		}
		// A file descriptor number directly before a redirection.
		if c >= '0' && c <= '2' && i+1 < len(s) && (s[i+1] == '>' || s[i+1] == '<') {
			fd := string(c)
			i++
			switch {
			case strings.HasPrefix(s[i:], ">>"):
				toks = append(toks, shToken{op: fd + ">>"})
				i += 2
			case strings.HasPrefix(s[i:], ">&"):
				toks = append(toks, shToken{op: fd + ">&"})
				i += 2
			case s[i] == '>':
				toks = append(toks, shToken{op: fd + ">"})
				i++
			default:
				toks = append(toks, shToken{op: "<"})
				i++
			}
			continue
		}
		var w strings.Builder
		glob := false
		for i < len(s) {
			c = s[i]
			if strings.IndexByte(" \t\n\r|&;<>", c) >= 0 {
				break
			}
			switch c {
			case '\'':
				j := strings.IndexByte(s[i+1:], '\'')
				if j < 0 {
					return nil, fmt.Errorf("missing quote character in %q", s)
				}
				w.WriteString(s[i+1 : i+1+j])
				i += j + 2
			case '"':
				i++
				closed := false
				for i < len(s) {
					if s[i] == '"' {
						closed = true
						i++
						break
					}
					if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\\\"$`", s[i+1]) >= 0 {
						i++
					}
					w.WriteByte(s[i])
					i++
				}
				if !closed {
					return nil, fmt.Errorf("missing quote character in %q", s)
				}
			case '\\':
				if i+1 < len(s) {
					w.WriteByte(s[i+1])
					i += 2
				} else {
					i++
				}
			default:
				if c == '*' || c == '?' || c == '[' {
					glob = true
				}
				w.WriteByte(c)
				i++
			}
		}
		toks = append(toks, shToken{word: w.String(), glob: glob})
	}
	return toks, nil
}

type shRedirect struct {
	op     string // ">", ">>", "<", "2>", "2>>", "2>&", ">&", "&>", "1>", ...
	target string
}

type shCommand struct {
	args   []string
	globs  []bool // which args are glob patterns to expand
	redirs []shRedirect
}

type shPipeline struct {
	cmds []*shCommand
}

// shSeq is a list of pipelines joined by operators ("&&", "||", ";").
type shSeq struct {
	pipes []*shPipeline
	ops   []string
}

func parseShell(s string) (*shSeq, error) {
	toks, err := lexShell(s)
	if err != nil {
		return nil, err
	}
	seq := &shSeq{}
	pipe := &shPipeline{}
	cmd := &shCommand{}
	endCmd := func() error {
		if len(cmd.args) == 0 {
			return fmt.Errorf("empty command in %q", s)
		}
		pipe.cmds = append(pipe.cmds, cmd)
		cmd = &shCommand{}
		return nil
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.op {
		case "":
			cmd.args = append(cmd.args, t.word)
			cmd.globs = append(cmd.globs, t.glob)
		case "|":
			if err := endCmd(); err != nil {
				return nil, err
			}
		case "&&", "||", ";":
			if err := endCmd(); err != nil {
				return nil, err
			}
			seq.pipes = append(seq.pipes, pipe)
			seq.ops = append(seq.ops, t.op)
			pipe = &shPipeline{}
		default:
			if i+1 >= len(toks) || toks[i+1].op != "" {
				return nil, fmt.Errorf("syntax error: missing redirection target after %q", t.op)
			}
			cmd.redirs = append(cmd.redirs, shRedirect{op: t.op, target: toks[i+1].word})
			i++
		}
	}
	if len(cmd.args) == 0 && len(pipe.cmds) == 0 && len(seq.pipes) > 0 && seq.ops[len(seq.ops)-1] == ";" {
		seq.ops = seq.ops[:len(seq.ops)-1]
		return seq, nil
	}
	if err := endCmd(); err != nil {
		return nil, err
	}
	seq.pipes = append(seq.pipes, pipe)
	return seq, nil
}

// Tool is a command implemented in-process, such as FileCheck. It returns
// the exit code.
type Tool func(ctx context.Context, args []string, env *ShellEnv, stdin io.Reader, stdout, stderr io.Writer) int

// ShellEnv is the state of the internal shell while one test runs.
type ShellEnv struct {
	Dir   string
	Vars  map[string]string
	Tools map[string]Tool
	// Paths maps command names to executables (e.g. "memopt").
	Paths map[string]string
	// Log receives lit's "# executed command" trace.
	Log io.Writer
}

// Getenv returns an environment variable of the shell.
func (e *ShellEnv) Getenv(k string) string { return e.Vars[k] }

func (e *ShellEnv) environ() []string {
	keys := make([]string, 0, len(e.Vars))
	for k := range e.Vars {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, k+"="+e.Vars[k])
	}
	return out
}

func (e *ShellEnv) clone() *ShellEnv {
	c := *e
	c.Vars = make(map[string]string, len(e.Vars))
	for k, v := range e.Vars {
		c.Vars[k] = v
	}
	return &c
}

func (e *ShellEnv) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(e.Dir, p)
}

// RunShell runs one command line (a RUN line after substitution) and returns
// its exit status.
func RunShell(ctx context.Context, line string, env *ShellEnv) (int, error) {
	seq, err := parseShell(line)
	if err != nil {
		return 127, err
	}
	status := 0
	for i, p := range seq.pipes {
		if i > 0 {
			op := seq.ops[i-1]
			if (op == "&&" && status != 0) || (op == "||" && status == 0) {
				continue
			}
		}
		var err error
		status, err = env.runPipeline(ctx, p)
		if err != nil {
			return status, err
		}
		if ctx.Err() != nil {
			return status, ctx.Err()
		}
	}
	return status, nil
}

// InternalShellError is an error that stops a whole RUN line with exit
// status 127, like lit's InternalShellError (for example a %{readfile:...}
// naming a missing file).
type InternalShellError struct {
	Command string // the command, as lit logs it
	Message string
}

// Error implements error.
func (e *InternalShellError) Error() string { return e.Message }

var readfileRE = regexp.MustCompile(`%\{readfile:([^}]*)\}`)

// expandReadfile applies lit's late substitution %{readfile:PATH} to s:
// each becomes the text of the file (a relative PATH is taken from the
// shell's directory; line endings read as Python's text mode reads them).
// It returns the first missing file's path when one is missing.
func (e *ShellEnv) expandReadfile(s string) (string, string) {
	if !strings.Contains(s, "%{readfile:") {
		return s, ""
	}
	var missing string
	v := readfileRE.ReplaceAllStringFunc(s, func(m string) string {
		path := e.abs(readfileRE.FindStringSubmatch(m)[1])
		data, err := os.ReadFile(path)
		if err != nil {
			if missing == "" {
				missing = path
			}
			return ""
		}
		text := strings.ReplaceAll(string(data), "\r\n", "\n")
		return strings.ReplaceAll(text, "\r", "\n")
	})
	return v, missing
}

func readfileMissing(command, path string) error {
	return &InternalShellError{Command: command, Message: "File specified in readfile substitution does not exist: " + path}
}

// ExpandReadfileLine expands the %{readfile:...} of a whole RUN line the way
// lit does when it echoes the line into the test's log, before running it:
// every file must then exist, relative to the directory the line starts in.
func (e *ShellEnv) ExpandReadfileLine(line string) (string, error) {
	v, missing := e.expandReadfile(line)
	if missing != "" {
		return "", readfileMissing("@echo "+quoteArgs([]string{strings.TrimSpace(line)}), missing)
	}
	return v, nil
}

// expandReadfileArgs expands the %{readfile:...} in the words of a command
// as it is about to run.
func (e *ShellEnv) expandReadfileArgs(c *shCommand) (*shCommand, error) {
	var out *shCommand
	for i, a := range c.args {
		v, missing := e.expandReadfile(a)
		if missing != "" {
			return nil, readfileMissing(quoteArgs(c.args), missing)
		}
		if v == a {
			continue
		}
		if out == nil {
			cp := *c
			cp.args = append([]string{}, c.args...)
			out = &cp
		}
		out.args[i] = v
	}
	if out == nil {
		return c, nil
	}
	return out, nil
}

type outputBlock struct {
	name string
	buf  *bytes.Buffer
}

func (e *ShellEnv) runPipeline(ctx context.Context, p *shPipeline) (int, error) {
	cmds := make([]*shCommand, len(p.cmds))
	for i, c := range p.cmds {
		x, err := e.expandReadfileArgs(c)
		if err != nil {
			return 127, err
		}
		cmds[i] = x
	}
	p = &shPipeline{cmds: cmds}
	n := len(p.cmds)
	codes := make([]int, n)
	var wg sync.WaitGroup
	var stdin io.Reader = strings.NewReader("")
	outputs := make([][]outputBlock, n)
	redirected := make([][]string, n)
	var mu sync.Mutex
	for i, c := range p.cmds {
		var stdout io.Writer
		var pw *io.PipeWriter
		var next io.Reader
		if i+1 < n {
			pr, w := io.Pipe()
			pw, stdout, next = w, w, pr
		} else {
			b := &bytes.Buffer{}
			stdout = &lockedWriter{w: b, mu: &mu}
			outputs[i] = append(outputs[i], outputBlock{"stdout", b})
		}
		eb := &bytes.Buffer{}
		outputs[i] = append(outputs[i], outputBlock{"stderr", eb})
		stderr := io.Writer(&lockedWriter{w: eb, mu: &mu})
		wg.Add(1)
		go func(i int, c *shCommand, stdin io.Reader, stdout, stderr io.Writer, pw *io.PipeWriter) {
			defer wg.Done()
			codes[i] = e.runCommand(ctx, c, stdin, stdout, stderr, &redirected[i])
			if pw != nil {
				pw.Close()
			}
			if pr, ok := stdin.(*io.PipeReader); ok {
				pr.Close()
			}
		}(i, c, stdin, stdout, stderr, pw)
		stdin = next
	}
	wg.Wait()
	// Log like lit: each command, its output, and its failure if any.
	status := 0
	for i, c := range p.cmds {
		fmt.Fprintf(e.Log, "# executed command: %s\n", quoteArgs(c.args))
		any := false
		for _, o := range outputs[i] {
			if o.buf.Len() == 0 {
				continue
			}
			any = true
			fmt.Fprintf(e.Log, "# .---command %s------------\n", o.name)
			for _, l := range strings.Split(strings.TrimSuffix(o.buf.String(), "\n"), "\n") {
				fmt.Fprintf(e.Log, "# | %s\n", l)
			}
			fmt.Fprintf(e.Log, "# `-----------------------------\n")
		}
		for _, path := range redirected[i] {
			data, err := os.ReadFile(path)
			if err != nil || len(data) == 0 {
				continue
			}
			fmt.Fprintf(e.Log, "# .---redirected output from '%s'\n", path)
			for _, l := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
				fmt.Fprintf(e.Log, "# | %s\n", l)
			}
			fmt.Fprintf(e.Log, "# `-----------------------------\n")
		}
		if codes[i] != 0 {
			if !any {
				fmt.Fprintf(e.Log, "# note: command had no output on stdout or stderr\n")
			}
			fmt.Fprintf(e.Log, "# error: command failed with exit status: %d\n", codes[i])
			status = codes[i] // pipefail: the last non-zero status wins
		}
	}
	return status, nil
}

type lockedWriter struct {
	w  io.Writer
	mu *sync.Mutex
}

// Write implements io.Writer under the lock.
func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func quoteArgs(args []string) string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\|&;<>$*?") {
			out[i] = "'" + strings.ReplaceAll(a, "'", `'"'"'`) + "'"
		} else {
			out[i] = a
		}
	}
	return strings.Join(out, " ")
}

// runCommand applies redirections and runs one command; it appends the files
// it redirected output to to *redirected.
func (e *ShellEnv) runCommand(ctx context.Context, c *shCommand, stdin io.Reader, stdout, stderr io.Writer, redirected *[]string) int {
	var files []*os.File
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	open := func(name string, flag int) (*os.File, error) {
		if name == "/dev/null" {
			f, err := os.OpenFile(os.DevNull, flag, 0)
			if err == nil {
				files = append(files, f)
			}
			return f, err
		}
		f, err := os.OpenFile(e.abs(name), flag, 0o644)
		if err == nil {
			files = append(files, f)
			if flag != os.O_RDONLY {
				*redirected = append(*redirected, e.abs(name))
			}
		}
		return f, err
	}
	if c.args[0] == "echo" {
		for _, r := range c.redirs {
			if r.op == "<" || r.op == "0<" || strings.HasPrefix(r.op, "2") || r.op == "&>" || (r.op == ">&" && r.target != "2") {
				// lit's builtin echo only writes to stdout.
				fmt.Fprintln(stderr, "stdin and stderr redirects not supported for echo")
				return 127
			}
		}
	}
	for _, r := range c.redirs {
		var err error
		var f *os.File
		switch r.op {
		case "<", "0<":
			f, err = open(r.target, os.O_RDONLY)
			if err == nil {
				stdin = f
			}
		case ">", "1>":
			f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
			if err == nil {
				stdout = f
			}
		case ">>", "1>>":
			f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_APPEND)
			if err == nil {
				stdout = f
			}
		case "2>":
			f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
			if err == nil {
				stderr = f
			}
		case "2>>":
			f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_APPEND)
			if err == nil {
				stderr = f
			}
		case "&>":
			f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
			if err == nil {
				stdout, stderr = f, f
			}
		case "2>&", ">&", "1>&":
			switch {
			case (r.op == "2>&") && r.target == "1":
				stderr = stdout
			case (r.op == ">&" || r.op == "1>&") && r.target == "2":
				stdout = stderr
			case r.op == ">&":
				f, err = open(r.target, os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
				if err == nil {
					stdout, stderr = f, f
				}
			default:
				err = fmt.Errorf("unsupported redirect: %s%s", r.op, r.target)
			}
		default:
			err = fmt.Errorf("unsupported redirect: %s", r.op)
		}
		if err != nil {
			fmt.Fprintf(stderr, "%v\n", err)
			return 1
		}
	}
	return e.exec(ctx, e.expandGlobs(c), stdin, stdout, stderr)
}

// expandGlobs expands unquoted glob patterns like lit's internal shell: a
// pattern that matches nothing stays as written.
func (e *ShellEnv) expandGlobs(c *shCommand) []string {
	var out []string
	for i, a := range c.args {
		if !c.globs[i] {
			out = append(out, a)
			continue
		}
		matches, err := filepath.Glob(e.abs(a))
		if err != nil || len(matches) == 0 {
			out = append(out, a)
			continue
		}
		sort.Strings(matches)
		for _, m := range matches {
			if !filepath.IsAbs(a) {
				if rel, err := filepath.Rel(e.Dir, m); err == nil {
					m = rel
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// builtins the internal shell runs itself; like lit, env cannot run them.
var shellBuiltins = map[string]bool{"echo": true, "cd": true, "export": true, "mkdir": true, "rm": true, ":": true}

func (e *ShellEnv) exec(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	switch args[0] {
	case "not":
		crash := false
		rest := args[1:]
		if len(rest) > 0 && rest[0] == "--crash" {
			crash, rest = true, rest[1:]
		}
		if len(rest) == 0 {
			fmt.Fprintln(stderr, "Error: 'not' requires a subcommand")
			return 1
		}
		code := e.exec(ctx, rest, stdin, stdout, stderr)
		if crash {
			if code >= 128 {
				return 0
			}
			return 1
		}
		if code == 0 {
			return 1
		}
		if code >= 128 {
			return code // a crash is not an expected failure
		}
		return 0
	case "env":
		sub := e.clone()
		rest := args[1:]
		for len(rest) > 0 {
			switch {
			case rest[0] == "-u" && len(rest) > 1:
				delete(sub.Vars, rest[1])
				rest = rest[2:]
				continue
			case strings.HasPrefix(rest[0], "-u") && len(rest[0]) > 2:
				delete(sub.Vars, rest[0][2:])
				rest = rest[1:]
				continue
			case strings.Contains(rest[0], "=") && !strings.HasPrefix(rest[0], "="):
				k, v, _ := strings.Cut(rest[0], "=")
				sub.Vars[k] = v
				rest = rest[1:]
				continue
			}
			break
		}
		if len(rest) == 0 {
			for _, kv := range sub.environ() {
				fmt.Fprintln(stdout, kv)
			}
			return 0
		}
		if shellBuiltins[rest[0]] {
			fmt.Fprintf(stderr, "Error: 'env' cannot call '%s'\n", rest[0])
			return 127
		}
		return sub.exec(ctx, rest, stdin, stdout, stderr)
	case "echo":
		return builtinEcho(args[1:], stdout)
	case ":", "true":
		return 0
	case "false":
		return 1
	case "cd":
		if len(args) != 2 {
			fmt.Fprintln(stderr, "'cd' supports only one argument")
			return 1
		}
		e.Dir = e.abs(args[1])
		return 0
	case "export":
		for _, a := range args[1:] {
			if k, v, ok := strings.Cut(a, "="); ok {
				e.Vars[k] = v
			}
		}
		return 0
	case "mkdir":
		return builtinFiles(args, e, stderr)
	case "rm":
		return builtinFiles(args, e, stderr)
	}
	if t, ok := e.Tools[args[0]]; ok {
		return t(ctx, args[1:], e, stdin, stdout, stderr)
	}
	path := args[0]
	if p, ok := e.Paths[args[0]]; ok {
		path = p
	} else if !strings.Contains(path, "/") {
		p, err := lookPath(path, e.Vars["PATH"])
		if err != nil {
			fmt.Fprintf(stderr, "'%s': command not found\n", args[0])
			return 127
		}
		path = p
	} else {
		path = e.abs(path)
	}
	cmd := exec.CommandContext(ctx, path, args[1:]...)
	cmd.Dir = e.Dir
	cmd.Env = e.environ()
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, stdout, stderr
	err := cmd.Run()
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return 128 + int(ws.Signal())
		}
		return ee.ExitCode()
	}
	fmt.Fprintf(stderr, "%v\n", err)
	return 127
}

func lookPath(name, path string) (string, error) {
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", exec.ErrNotFound
}

func builtinEcho(args []string, stdout io.Writer) int {
	newline, escapes := true, false
	for len(args) > 0 && (args[0] == "-n" || args[0] == "-e" || args[0] == "-en" || args[0] == "-ne") {
		if strings.Contains(args[0], "n") {
			newline = false
		}
		if strings.Contains(args[0], "e") {
			escapes = true
		}
		args = args[1:]
	}
	s := strings.Join(args, " ")
	if escapes {
		r := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`)
		s = r.Replace(s)
	}
	if newline {
		s += "\n"
	}
	io.WriteString(stdout, s)
	return 0
}

func builtinFiles(args []string, e *ShellEnv, stderr io.Writer) int {
	recursive, force, parents := false, false, false
	var paths []string
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			recursive = recursive || strings.ContainsAny(a, "rR")
			force = force || strings.Contains(a, "f")
			parents = parents || strings.Contains(a, "p")
			continue
		}
		paths = append(paths, e.abs(a))
	}
	for _, p := range paths {
		var err error
		switch args[0] {
		case "mkdir":
			if parents {
				err = os.MkdirAll(p, 0o755)
			} else {
				err = os.Mkdir(p, 0o755)
			}
		case "rm":
			if recursive {
				err = os.RemoveAll(p)
			} else {
				err = os.Remove(p)
			}
			if force && os.IsNotExist(err) {
				err = nil
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: '%s' command failed, %v\n", args[0], err)
			return 1
		}
	}
	return 0
}
