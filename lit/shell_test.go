package lit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLexShell(t *testing.T) {
	toks, err := lexShell(`a 'b c' "d \"e\"" f\ g|h||i&&j;k>l>>m<n 2>o 2>&1 &>p 2>>q`)
	require.NoError(t, err)
	var got []string
	for _, tk := range toks {
		if tk.op != "" {
			got = append(got, "<"+tk.op+">")
		} else {
			got = append(got, tk.word)
		}
	}
	require.Equal(t, []string{"a", "b c", `d "e"`, "f g", "<|>", "h", "<||>", "i", "<&&>", "j", "<;>", "k",
		"<>>", "l", "<>>>", "m", "<<>", "n", "<2>>", "o", "<2>&>", "1", "<&>>", "p", "<2>>>", "q"}, got)
	_, err = lexShell(`echo 'unterminated`)
	require.Error(t, err)
	_, err = lexShell(`echo "unterminated`)
	require.Error(t, err)
	_, err = lexShell(`sleep 1 &`)
	require.Error(t, err)
}

func TestParseShellErrors(t *testing.T) {
	for _, s := range []string{"| a", "a |", "a && && b", "a >", "a > | b"} {
		_, err := parseShell(s)
		require.Error(t, err, s)
	}
	seq, err := parseShell("a; ")
	require.NoError(t, err)
	require.Len(t, seq.pipes, 1)
}

func newTestShell(t *testing.T) (*ShellEnv, *bytes.Buffer) {
	var log bytes.Buffer
	env := &ShellEnv{Dir: t.TempDir(), Vars: map[string]string{"PATH": os.Getenv("PATH")},
		Tools: map[string]Tool{"FileCheck": FileCheckTool()}, Log: &log}
	return env, &log
}

func runSh(t *testing.T, env *ShellEnv, line string) int {
	t.Helper()
	code, err := RunShell(context.Background(), line, env)
	require.NoError(t, err)
	return code
}

func TestShellPipesAndOperators(t *testing.T) {
	env, log := newTestShell(t)
	require.Equal(t, 0, runSh(t, env, `echo "CHECK: two" > check && echo one two | FileCheck check`))
	require.Equal(t, 1, runSh(t, env, `echo one | FileCheck check`))
	require.Contains(t, log.String(), "# executed command: FileCheck check")
	require.Contains(t, log.String(), "# | check:1:8: error: CHECK: expected string not found in input")
	require.Contains(t, log.String(), "# error: command failed with exit status: 1")
	require.Equal(t, 0, runSh(t, env, `false || true`))
	require.Equal(t, 1, runSh(t, env, `true && false`))
	require.Equal(t, 0, runSh(t, env, `false ; true`))
	// pipefail: a failure anywhere in the pipeline fails it.
	require.Equal(t, 1, runSh(t, env, `false | cat`))
	require.Equal(t, 0, runSh(t, env, `echo 'A: a' > ca && echo a | cat | cat > out && cat out | FileCheck ca --check-prefix=A --implicit-check-not=zz`))
	require.Equal(t, 1, runSh(t, env, `echo b | cat | FileCheck ca --check-prefix=A`))
}

func TestShellNotEnvRedirects(t *testing.T) {
	env, log := newTestShell(t)
	require.Equal(t, 0, runSh(t, env, `not false`))
	require.Equal(t, 1, runSh(t, env, `not true`))
	require.Equal(t, 0, runSh(t, env, `not not true`))
	require.Equal(t, 0, runSh(t, env, `echo x > f && echo y >> f`))
	data, err := os.ReadFile(filepath.Join(env.Dir, "f"))
	require.NoError(t, err)
	require.Equal(t, "x\ny\n", string(data))
	require.Equal(t, 0, runSh(t, env, `echo 'CHECK: y' > c && FileCheck c < f`))
	// 2>&1 sends FileCheck's diagnostics down the pipe.
	require.Equal(t, 0, runSh(t, env, `echo 'CHECK: nope' > c2 && echo 'CHECK: error: CHECK: expected string' > c3 && not FileCheck c2 --input-file f 2>&1 | FileCheck c3`))
	require.Equal(t, 0, runSh(t, env, `not FileCheck c2 --input-file f 2> err && FileCheck c3 --input-file err`))
	require.Equal(t, 0, runSh(t, env, `not FileCheck c2 --input-file f &> both && FileCheck c3 --input-file both`))
	env.Vars["GONE"] = "1"
	require.Equal(t, 0, runSh(t, env, `env -u GONE NEW=yes sh -c 'test -z "$GONE" && test "$NEW" = yes'`))
	require.Equal(t, 0, runSh(t, env, `env FILECHECK_OPTS=--ignore-case FileCheck c --input-file f`))
	require.Equal(t, "1", env.Vars["GONE"], "env must not change the shell's variables")
	require.Equal(t, 127, runSh(t, env, `env X=1 echo hi`))
	require.Contains(t, log.String(), "Error: 'env' cannot call 'echo'")
	require.Equal(t, 127, runSh(t, env, `no-such-command-xyz`))
	require.Equal(t, 127, runSh(t, env, `echo x 2> e`))
	require.Contains(t, log.String(), "stdin and stderr redirects not supported for echo")
	require.Equal(t, 1, runSh(t, env, `cat < missing-file`))
	require.Equal(t, 0, runSh(t, env, `mkdir -p d/e && cd d && echo z > e/z && rm -rf e && cd .. && rm f`))
	_, err = os.Stat(filepath.Join(env.Dir, "d", "e"))
	require.True(t, os.IsNotExist(err))
	require.Equal(t, 0, runSh(t, env, `export A=b && sh -c 'test "$A" = b'`))
	require.Equal(t, 0, runSh(t, env, `not --crash sh -c 'kill -SEGV $$'`))
	require.Equal(t, 1, runSh(t, env, `not --crash true`))
	// A crash is not an expected failure for plain "not".
	require.NotEqual(t, 0, runSh(t, env, `not sh -c 'kill -SEGV $$'`))
}

func TestShellGlobs(t *testing.T) {
	env, log := newTestShell(t)
	require.Equal(t, 0, runSh(t, env, `echo > b.txt && echo > a.txt && echo *.txt '*.txt' nomatch*.z > out`))
	data, err := os.ReadFile(filepath.Join(env.Dir, "out"))
	require.NoError(t, err, log.String())
	require.Equal(t, "a.txt b.txt *.txt nomatch*.z\n", string(data))
}

func TestBuiltinEcho(t *testing.T) {
	var b bytes.Buffer
	builtinEcho([]string{"-n", "a", "b"}, &b)
	require.Equal(t, "a b", b.String())
	b.Reset()
	builtinEcho([]string{"-e", `a\tb\n`}, &b)
	require.Equal(t, "a\tb\n\n", b.String())
}

func TestQuoteArgs(t *testing.T) {
	require.Equal(t, `a 'b c' '' 'it'"'"'s'`, quoteArgs([]string{"a", "b c", "", "it's"}))
	require.True(t, strings.HasPrefix(quoteArgs([]string{"x|y"}), "'"))
}
