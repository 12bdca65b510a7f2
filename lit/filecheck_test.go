package lit

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

type fcCase struct {
	name  string
	opts  FileCheckOptions
	check string
	input string
	code  int
	// want are substrings the diagnostics must contain, in order.
	want []string
}

func runFC(t *testing.T, c fcCase) string {
	t.Helper()
	if c.opts.DumpInput == "" {
		c.opts.DumpInput = "never"
	}
	var out bytes.Buffer
	code := RunFileCheck(c.opts, "check.txt", c.check, "input.txt", c.input, &out)
	require.Equal(t, c.code, code, "diagnostics:\n%s", out.String())
	rest := out.String()
	for _, w := range c.want {
		i := strings.Index(rest, w)
		require.GreaterOrEqual(t, i, 0, "want %q in order in:\n%s", w, out.String())
		rest = rest[i+len(w):]
	}
	return out.String()
}

func TestFileCheckDirectives(t *testing.T) {
	cases := []fcCase{
		{name: "plain", check: "CHECK: b\nCHECK: d\n", input: "a\nb\nc\nd\n"},
		{name: "plain order", check: "CHECK: d\nCHECK: b\n", input: "b\nd\n", code: 1,
			want: []string{"check.txt:2:8: error: CHECK: expected string not found in input", "CHECK: b\n       ^", "input.txt:2:2: note: scanning from here"}},
		{name: "next", check: "CHECK: a\nCHECK-NEXT: b\n", input: "a\nb\n"},
		{name: "next wrong line", check: "CHECK: a\nCHECK-NEXT: c\n", input: "a\nb\nc\n", code: 1,
			want: []string{"check.txt:2:13: error: CHECK-NEXT: is not on the line after the previous match",
				"input.txt:3:1: note: 'next' match was here", "input.txt:1:2: note: previous match ended here",
				"input.txt:2:1: note: non-matching line after previous match is here"}},
		{name: "next same line", check: "CHECK: a\nCHECK-NEXT: b\n", input: "a b\n", code: 1,
			want: []string{"CHECK-NEXT: is on the same line as previous match"}},
		{name: "same", check: "CHECK: a\nCHECK-SAME: b\n", input: "a b\n"},
		{name: "same wrong line", check: "CHECK: a\nCHECK-SAME: b\n", input: "a\nb\n", code: 1,
			want: []string{"CHECK-SAME: is not on the same line as the previous match"}},
		{name: "not pass", check: "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", input: "a\ny\nb\nx\n"},
		{name: "not fail", check: "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", input: "a\nx\nb\n", code: 1,
			want: []string{"check.txt:2:12: error: CHECK-NOT: excluded string found in input", "input.txt:2:1: note: found here\nx\n^"}},
		{name: "dag any order", check: "CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", input: "a\nb\nc\n"},
		{name: "dag non-overlapping", check: "CHECK-DAG: x\nCHECK-DAG: x\n", input: "x\n", code: 1,
			want: []string{"check.txt:2:12: error: CHECK-DAG: expected string not found in input"}},
		{name: "dag not between groups", check: "CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", input: "a\nx\nb\n", code: 1,
			want: []string{"CHECK-NOT: excluded string found in input"}},
		{name: "dag not before group start", check: "CHECK-DAG: b\nCHECK-NOT: x\nCHECK-DAG: a\n", input: "b\nx\na\n", code: 1,
			want: []string{"CHECK-NOT: excluded string found in input"}},
		{name: "label blocks", check: "CHECK-LABEL: f\nCHECK: x\nCHECK-LABEL: g\nCHECK: y\n", input: "f\nx\ng\ny\n"},
		{name: "label isolates", check: "CHECK-LABEL: f\nCHECK: y\nCHECK-LABEL: g\n", input: "f\ng\ny\n", code: 1,
			want: []string{"check.txt:2:8: error: CHECK: expected string not found in input"}},
		{name: "label missing", check: "CHECK-LABEL: zz\n", input: "a\n", code: 1,
			want: []string{"CHECK-LABEL: expected string not found in input"}},
		{name: "empty", check: "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", input: "a\n\nb\n"},
		{name: "empty fails", check: "CHECK: a\nCHECK-EMPTY:\n", input: "a\nb\n\n", code: 1,
			want: []string{"CHECK-EMPTY: is not on the line after the previous match"}},
		{name: "count", check: "CHECK-COUNT-3: x\n", input: "x x\nx\n"},
		{name: "count fails", check: "CHECK-COUNT-3: x\n", input: "x\nx\n", code: 1,
			want: []string{"CHECK-COUNT: expected string not found in input (3 out of 3)"}},
		{name: "literal", check: "CHECK{LITERAL}: [[x]] {{y}}\n", input: "[[x]] {{y}}\n"},
		{name: "literal fails", check: "CHECK-NEXT{LITERAL}: [[x]]\n", input: "x\n", code: 2,
			want: []string{"found 'CHECK-NEXT' without previous 'CHECK: line"}},
		{name: "literal desc", check: "CHECK{LITERAL}: [[x]]\n", input: "x\n", code: 1,
			want: []string{"CHECK{LITERAL}: expected string not found in input"}},
		{name: "comment", check: "COM: CHECK: nothing\nCHECK: a\n", input: "a\n"},
		{name: "run is a comment", check: "RUN: CHECK: nothing\nCHECK: a\n", input: "a\n"},
		{name: "prefix in word", check: "XCHECK: b\nCHECK: a\n", input: "a\n"},
		{name: "whitespace canonical", check: "CHECK: a  \t b\n", input: "a\t\tb\n"},
		{name: "crlf", check: "CHECK: a\r\nCHECK-NEXT: b\r\n", input: "a\r\nb\r\n"},
		{name: "fuzzy", check: "CHECK: hello world\n", input: "hello wrold\n", code: 1,
			want: []string{"expected string not found"}},
		{name: "fuzzy later line", check: "CHECK: a\nCHECK: function_tow\n", input: "a\nx\nfunction_two\n", code: 1,
			want: []string{"note: scanning from here", "input.txt:3:1: note: possible intended match here"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runFC(t, c) })
	}
}

func TestFileCheckPatterns(t *testing.T) {
	cases := []fcCase{
		{name: "regex", check: "CHECK: a{{[0-9]+}}b\n", input: "a123b\n"},
		{name: "regex alternation grouped", check: "CHECK: a{{x|y}}b\n", input: "ayb\n"},
		{name: "posix class", check: "CHECK: {{[[:alpha:]]+}}{{[[:digit:]]}}\n", input: "abc1\n"},
		{name: "dot excludes newline", check: "CHECK: a{{.}}b\n", input: "a\nb\n", code: 1},
		{name: "negated class excludes newline", check: "CHECK: a{{[^x]}}b\n", input: "a\nb\n", code: 1},
		{name: "string var", check: "CHECK: [[V:[a-z]+]]=\nCHECK: use [[V]]\n", input: "abc=\nuse abc\n"},
		{name: "string var mismatch", check: "CHECK: [[V:[a-z]+]]=\nCHECK: use [[V]]\n", input: "abc=\nuse abd\n", code: 1,
			want: []string{"expected string not found", `note: with "V" equal to "abc"`}},
		{name: "string var escaped", check: "CHECK: [[V:.*]]!\nCHECK: [[V]]\n", input: "a.b!\naxb\n", code: 1},
		{name: "same-line backreference", check: "CHECK: [[V:[a-z]+]] [[V]]\n", input: "ab ab\n"},
		{name: "undefined var", check: "CHECK: [[NOPE]]\n", input: "x\n", code: 1,
			want: []string{"check.txt:1:10: error: undefined variable: NOPE"}},
		{name: "numeric", check: "CHECK: [[#N:]]\nCHECK: [[#N+1]] [[#N-1]]\n", input: "5\n6 4\n"},
		{name: "numeric hex", check: "CHECK: [[#%x,N:]]\nCHECK: [[#N+1]]\n", input: "ff\n100\n"},
		{name: "numeric upper alt prec", check: "CHECK: [[#%#.4X,N:]]\nCHECK: [[#N+1]]\n", input: "0x00FF\n0x0100\n"},
		{name: "numeric signed", check: "CHECK: [[#%d,N:]]\nCHECK: [[#N-10]]\n", input: "3\n-7\n"},
		{name: "numeric functions", check: "CHECK: [[#add(2,3)]] [[#sub(9,4)]] [[#mul(2,3)]] [[#div(7,2)]] [[#max(1,4)]] [[#min(1,4)]]\n", input: "5 5 6 3 4 1\n"},
		{name: "numeric def with expr", check: "CHECK: [[#N:]]\nCHECK: [[#M:N+1]]\nCHECK: [[#M+1]]\n", input: "1\n2\n3\n"},
		{name: "numeric constraint", check: "CHECK: [[#N:]]\nCHECK: [[#==N]]\n", input: "4\n4\n"},
		{name: "numeric paren", check: "CHECK: [[#(1+2)+3]]\n", input: "6\n"},
		{name: "numeric overflow", check: "CHECK: [[#N:]]\nCHECK: [[#N-5]]\n", input: "1\n2\n", code: 1,
			want: []string{"unable to substitute variable or numeric expression: overflow error"}},
		{name: "numeric undefined", check: "CHECK: [[#N+1]]\n", input: "1\n", code: 1, want: []string{"undefined variable: N"}},
		{name: "line legacy", check: "CHECK: [[@LINE]]\nCHECK: [[@LINE+1]]\nCHECK: [[@LINE-1]]\n", input: "1\n3\n2\n"},
		{name: "line numeric", check: "CHECK: [[#@LINE]] [[#@LINE+1]]\n", input: "1 2\n"},
		{name: "triple bracket", check: "CHECK: [[[V:a]]]\n", input: "[a]\n"},
		{name: "backref in regex", check: "CHECK: {{(ab)\\1}}\n", input: "xabab\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runFC(t, c) })
	}
}

func TestFileCheckOptions(t *testing.T) {
	cases := []fcCase{
		{name: "check-prefix", opts: FileCheckOptions{CheckPrefixes: []string{"FOO"}}, check: "FOO: a\nCHECK: zzz\n", input: "a\n"},
		{name: "check-prefixes", opts: FileCheckOptions{CheckPrefixes: []string{"A", "B"}}, check: "A: a\nB: b\n", input: "a\nb\n"},
		{name: "unused prefix", opts: FileCheckOptions{CheckPrefixes: []string{"A", "B"}}, check: "A: a\n", input: "a\n", code: 2,
			want: []string{"error: no check strings found with prefix 'B:'"}},
		{name: "allow unused", opts: FileCheckOptions{CheckPrefixes: []string{"A", "B"}, AllowUnusedPrefixes: true}, check: "A: a\n", input: "a\n"},
		{name: "all unused", opts: FileCheckOptions{CheckPrefixes: []string{"B", "A"}, AllowUnusedPrefixes: true}, check: "x\n", input: "a\n", code: 2,
			want: []string{"error: no check strings found with prefixes 'A:', 'B:'"}},
		{name: "comment prefixes", opts: FileCheckOptions{CommentPrefixes: []string{"NB"}}, check: "NB: CHECK: zz\nCHECK: a\n", input: "a\n"},
		{name: "implicit check not", opts: FileCheckOptions{ImplicitCheckNot: []string{"bad"}}, check: "CHECK: ok\n", input: "bad\nok\n", code: 1,
			want: []string{"command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input", "-implicit-check-not='bad'"}},
		{name: "implicit check not without checks", opts: FileCheckOptions{ImplicitCheckNot: []string{"bad"}}, check: "\n", input: "good\n"},
		{name: "match full lines", opts: FileCheckOptions{MatchFullLines: true}, check: "CHECK: a b\n", input: " a b \n"},
		{name: "match full lines fails", opts: FileCheckOptions{MatchFullLines: true}, check: "CHECK: a\n", input: "a b\n", code: 1},
		{name: "strict whitespace", opts: FileCheckOptions{StrictWhitespace: true}, check: "CHECK: a b\n", input: "a  b\n", code: 1},
		{name: "ignore case", opts: FileCheckOptions{IgnoreCase: true}, check: "CHECK: ABC{{D}}\nCHECK: xyz\n", input: "abcd\nXYZ\n"},
		{name: "define string", opts: FileCheckOptions{Defines: []string{"V=val"}}, check: "CHECK: [[V]]\n", input: "val\n"},
		{name: "define numeric", opts: FileCheckOptions{Defines: []string{"#N=2+3"}}, check: "CHECK: [[#N*1]]\n", input: "5\n", code: 2,
			want: []string{"unsupported operation '*'"}},
		{name: "define numeric ok", opts: FileCheckOptions{Defines: []string{"#%x,N=255"}}, check: "CHECK: [[#N]]\n", input: "ff\n"},
		{name: "define missing equal", opts: FileCheckOptions{Defines: []string{"V"}}, check: "CHECK: a\n", input: "a\n", code: 2,
			want: []string{"Global defines:1:1: error: missing equal sign in global definition"}},
		{name: "define bad name", opts: FileCheckOptions{Defines: []string{"1V=a"}}, check: "CHECK: a\n", input: "a\n", code: 2,
			want: []string{"Global defines:1:19: error: invalid variable name"}},
		{name: "var scope", opts: FileCheckOptions{EnableVarScope: true}, check: "CHECK-LABEL: f\nCHECK: [[V:x]]\nCHECK-LABEL: g\nCHECK: [[V]]\n", input: "f\nx\ng\nx\n", code: 1,
			want: []string{"undefined variable: V"}},
		{name: "var scope global", opts: FileCheckOptions{EnableVarScope: true}, check: "CHECK-LABEL: f\nCHECK: [[$V:x]]\nCHECK-LABEL: g\nCHECK: [[$V]]\n", input: "f\nx\ng\nx\n"},
		{name: "verbose", opts: FileCheckOptions{Verbose: true}, check: "CHECK: [[V:b]]\n", input: "a b\n",
			want: []string{"check.txt:1:8: remark: CHECK: expected string found in input", "input.txt:1:3: note: found here", `input.txt:1:3: note: captured var "V"`}},
		{name: "verbose dump", opts: FileCheckOptions{Verbose: true, DumpInput: "always"}, check: "CHECK: b\n", input: "a b\n",
			want: []string{"check:1       ^\n"}},
		{name: "dag overlap allowed", opts: FileCheckOptions{AllowDeprecatedDagOverlap: true}, check: "CHECK-DAG: x\nCHECK-DAG: x\n", input: "x\n"},
		{name: "empty input", check: "CHECK: a\n", input: "", code: 2, want: []string{"FileCheck error: 'input.txt' is empty."}},
		{name: "allow empty", opts: FileCheckOptions{AllowEmpty: true}, check: "CHECK-NOT: a\n", input: ""},
		{name: "dump always", opts: FileCheckOptions{DumpInput: "always"}, check: "CHECK: a\n", input: "a\n",
			want: []string{"Input was:\n<<<<<<\n", "1: a \n>>>>>>"}},
		{name: "dump on fail", opts: FileCheckOptions{DumpInput: "fail"}, check: "CHECK: b\n", input: "a\n", code: 1,
			want: []string{"Input file: input.txt\nCheck file: check.txt", "check:1", "X~ error: no match found"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runFC(t, c) })
	}
	out := runFC(t, fcCase{opts: FileCheckOptions{DumpInput: "never"}, check: "CHECK: b\n", input: "a\n", code: 1})
	require.NotContains(t, out, "Input was:")

	// The dump of a failure shows the error lines with 5 lines of context;
	// longer runs of other lines become three dots.
	var long strings.Builder
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&long, "line %d\n", i)
	}
	out = runFC(t, fcCase{opts: FileCheckOptions{DumpInput: "fail"}, check: "CHECK: line 15\nCHECK-NEXT: line 17\n", input: long.String(), code: 1})
	require.Contains(t, out, "<<<<<<\n        .\n        .\n        .\n       12: line 12 \n")
	require.Contains(t, out, "       22: line 22 \n        .\n        .\n        .\n>>>>>>")
	one := 1
	out = runFC(t, fcCase{opts: FileCheckOptions{DumpInput: "fail", DumpInputContext: &one}, check: "CHECK: line 15\nCHECK-NEXT: line 17\n", input: long.String(), code: 1})
	require.Contains(t, out, "        .\n       16: line 16 \n       17: line 17 \nnext:2     !~~~~~~  error: match on wrong line\n       18: line 18 \n        .\n")
	out = runFC(t, fcCase{opts: FileCheckOptions{DumpInput: "fail", DumpInputFilter: "all"}, check: "CHECK: line 15\nCHECK-NEXT: line 17\n", input: long.String(), code: 1})
	require.Contains(t, out, "        1: line 1 \n")
	require.NotContains(t, out, "        .\n")
}

func TestFileCheckCheckFileErrors(t *testing.T) {
	cases := []fcCase{
		{name: "no checks", check: "nothing\n", input: "a\n", code: 2, want: []string{"error: no check strings found with prefix 'CHECK:'"}},
		{name: "empty pattern", check: "CHECK:\n", input: "a\n", code: 2, want: []string{"check.txt:1:7: error: found empty check string with prefix 'CHECK:'"}},
		{name: "non-empty EMPTY", check: "CHECK: a\nCHECK-EMPTY: x\n", input: "a\n", code: 2, want: []string{"found non-empty check string for empty check with prefix 'CHECK:'"}},
		{name: "next first", check: "CHECK-NEXT: a\n", input: "a\n", code: 2, want: []string{"check.txt:1:1: error: found 'CHECK-NEXT' without previous 'CHECK: line"}},
		{name: "same first", check: "CHECK-SAME: a\n", input: "a\n", code: 2, want: []string{"found 'CHECK-SAME' without previous 'CHECK: line"}},
		{name: "empty first", check: "CHECK-EMPTY:\n", input: "a\n", code: 2, want: []string{"found 'CHECK-EMPTY' without previous 'CHECK: line"}},
		{name: "label var", check: "CHECK-LABEL: [[V:a]]\n", input: "a\n", code: 2, want: []string{"found 'CHECK-LABEL:' with variable definition or use"}},
		{name: "misspelled", check: "CHECK_NEXT: a\n", input: "a\n", code: 2, want: []string{"check.txt:1:1: error: misspelled directive 'CHECK_NEXT:'"}},
		{name: "bad not", check: "CHECK-NOT-DAG: a\n", input: "a\n", code: 2, want: []string{"unsupported -NOT combo on prefix 'CHECK'"}},
		{name: "bad count", check: "CHECK-COUNT-0: a\n", input: "a\n", code: 2, want: []string{"invalid count in -COUNT specification on prefix 'CHECK'"}},
		{name: "regex no end", check: "CHECK: {{a\n", input: "a\n", code: 2, want: []string{"found start of regex string with no end '}}'"}},
		{name: "invalid regex", check: "CHECK: {{(a}}\n", input: "a\n", code: 2, want: []string{"check.txt:1:10: error: invalid regex: parentheses not balanced"}},
		{name: "no ]]", check: "CHECK: [[V:a\n", input: "a\n", code: 2, want: []string{"Invalid substitution block, no ]] found"}},
		{name: "missing ]", check: "CHECK: [[V:a]b]]\n", input: "a\n", code: 1, want: []string{`missing closing "]" for regex variable`}},
		{name: "whitespace in name", check: "CHECK: [[V W:a]]\n", input: "a\n", code: 2, want: []string{"unexpected whitespace"}},
		{name: "invalid name", check: "CHECK: [[1V:a]]\n", input: "a\n", code: 2, want: []string{"invalid variable name"}},
		{name: "invalid use", check: "CHECK: [[V-]]\n", input: "a\n", code: 2, want: []string{"invalid name in string variable use"}},
		{name: "pseudo def", check: "CHECK: [[@LINE:a]]\n", input: "a\n", code: 2, want: []string{"invalid name in string variable definition"}},
		{name: "numeric then string", check: "CHECK: [[#N:]]\nCHECK: [[N:a]]\n", input: "1\na\n", code: 2, want: []string{"numeric variable with name 'N' already exists"}},
		{name: "string then numeric use", check: "CHECK: [[N:a]]\nCHECK: [[#N]]\n", input: "a\n1\n", code: 1, want: []string{"check.txt:2:11: error: undefined variable: N"}},
		{name: "string then numeric definition", check: "CHECK: [[N:a]]\nCHECK: [[#N:]]\n", input: "a\n1\n", code: 2, want: []string{"string variable with name 'N' already exists"}},
		{name: "bad format", check: "CHECK: [[#%q,N:]]\n", input: "1\n", code: 2, want: []string{"invalid format specifier in expression"}},
		{name: "bad format spec", check: "CHECK: [[#x,N:]]\n", input: "1\n", code: 2, want: []string{"invalid matching format specification in expression"}},
		{name: "bad precision", check: "CHECK: [[#%.x,N:]]\n", input: "1\n", code: 2, want: []string{"invalid precision in format specifier"}},
		{name: "alt decimal", check: "CHECK: [[#%#u,N:]]\n", input: "1\n", code: 2, want: []string{"alternate form only supported for hex values"}},
		{name: "bad operand", check: "CHECK: [[#N+?]]\n", input: "1\n", code: 2, want: []string{"invalid operand format"}},
		{name: "bad constraint", check: "CHECK: [[#?]]\n", input: "1\n", code: 2, want: []string{"invalid matching constraint or operand format"}},
		{name: "empty constraint", check: "CHECK: [[#==]]\n", input: "1\n", code: 2, want: []string{"empty numeric expression should not have a constraint"}},
		{name: "unsupported op", check: "CHECK: [[#1*2]]\n", input: "2\n", code: 2, want: []string{"unsupported operation '*'"}},
		{name: "missing operand", check: "CHECK: [[#1+]]\n", input: "2\n", code: 2, want: []string{"missing operand in expression"}},
		{name: "unknown function", check: "CHECK: [[#foo(1,2)]]\n", input: "2\n", code: 2, want: []string{"call to undefined function 'foo'"}},
		{name: "arity", check: "CHECK: [[#max(1)]]\n", input: "2\n", code: 2, want: []string{"function 'max' takes 2 arguments but 1 given"}},
		{name: "missing call paren", check: "CHECK: [[#max(1,2]]\n", input: "2\n", code: 2, want: []string{"missing ')' at end of call expression"}},
		{name: "missing nested paren", check: "CHECK: [[#(1+2]]\n", input: "3\n", code: 2, want: []string{"missing ')' at end of nested expression"}},
		{name: "same line numeric", check: "CHECK: [[#N:]] [[#N]]\n", input: "1 1\n", code: 2, want: []string{"numeric variable 'N' defined earlier in the same CHECK directive"}},
		{name: "bad pseudo", check: "CHECK: [[#@FOO]]\n", input: "1\n", code: 2, want: []string{"invalid pseudo numeric variable '@FOO'"}},
		{name: "pseudo numeric def", check: "CHECK: [[#@LINE:]]\n", input: "1\n", code: 2, want: []string{"definition of pseudo numeric variable unsupported"}},
		{name: "legacy line junk", check: "CHECK: [[@LINE+1+1]]\n", input: "1\n", code: 2, want: []string{"unexpected characters at end of expression '+1'"}},
		{name: "def junk", check: "CHECK: [[#N N:]]\n", input: "1\n", code: 2, want: []string{"unexpected characters after numeric variable name"}},
		{name: "too many backrefs", check: "CHECK: {{(a)(a)(a)(a)(a)(a)(a)(a)(a)}}[[V:a]][[V]]\n", input: "a\n", code: 2, want: []string{"Can't back-reference more than 9 variables"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runFC(t, c) })
	}
}

func TestFileCheckPrefixValidation(t *testing.T) {
	for _, c := range []struct {
		opts FileCheckOptions
		want string
	}{
		{FileCheckOptions{CheckPrefixes: []string{""}}, "error: supplied check prefix must not be the empty string"},
		{FileCheckOptions{CheckPrefixes: []string{"A.B"}}, "error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: 'A.B'"},
		{FileCheckOptions{CheckPrefixes: []string{"A", "A"}}, "error: supplied check prefix must be unique among check and comment prefixes: 'A'"},
		{FileCheckOptions{CommentPrefixes: []string{"CHECK"}}, "error: supplied comment prefix must be unique among check and comment prefixes: 'CHECK'"},
		{FileCheckOptions{CommentPrefixes: []string{""}}, "error: supplied comment prefix must not be the empty string"},
	} {
		var out bytes.Buffer
		require.Equal(t, 2, RunFileCheck(c.opts, "c", "CHECK: a\n", "i", "a\n", &out))
		require.Contains(t, out.String(), c.want)
	}
}

func TestFileCheckMainCommandLine(t *testing.T) {
	dir := t.TempDir()
	check := filepath.Join(dir, "c.txt")
	input := filepath.Join(dir, "in.txt")
	require.NoError(t, os.WriteFile(check, []byte("CHECK: Hello\nFOO: world\n"), 0o644))
	require.NoError(t, os.WriteFile(input, []byte("hello\nworld\n"), 0o644))
	run := func(env map[string]string, stdin string, args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := FileCheckMain(args, func(k string) string { return env[k] }, strings.NewReader(stdin), &out, &errb)
		return code, out.String(), errb.String()
	}
	code, _, stderr := run(nil, "", check, "--input-file", input, "--dump-input=never")
	require.Equal(t, 1, code, stderr)
	code, _, stderr = run(nil, "", check, "--input-file="+input, "-ignore-case", "--check-prefixes=CHECK,FOO")
	require.Equal(t, 0, code, stderr)
	code, _, stderr = run(map[string]string{"FILECHECK_OPTS": "--ignore-case --check-prefixes=CHECK,FOO"}, "hello\nworld\n", check)
	require.Equal(t, 0, code, stderr)
	code, _, stderr = run(nil, "", check, "--input-file", input, "--bogus")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "Unknown command line argument '--bogus'")
	code, _, stderr = run(nil, "", "--input-file", input)
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "<check-file> not specified")
	code, _, stderr = run(nil, "", filepath.Join(dir, "missing"), "--input-file", input)
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "Could not open check file")
	code, _, stderr = run(nil, "", check, "--input-file", filepath.Join(dir, "missing"))
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "Could not open input file")
	code, stdout, _ := run(nil, "", check, "--dump-input=help")
	require.Equal(t, 0, code)
	require.Contains(t, stdout, "-dump-input=help")
	code, _, stderr = run(nil, "", check, "--dump-input=bogus")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "Cannot find option named 'bogus'")
	code, _, stderr = run(nil, "", check, "--dump-input-filter=bogus")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "Cannot find option named 'bogus'")
	code, _, stderr = run(nil, "", check, "--dump-input-context=x")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "value invalid for uint argument")
	code, _, stderr = run(nil, "", check, "-D")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "requires a value")
	code, _, stderr = run(nil, "hello\n", check, "--check-prefix", "CHECK", "--ignore-case", "--allow-unused-prefixes=true")
	require.Equal(t, 0, code, stderr)
	code, _, stderr = run(nil, "hello\n", check, "--ignore-case=maybe")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "invalid value for boolean argument")
	code, _, stderr = run(nil, "", check)
	require.Equal(t, 2, code)
	require.Contains(t, stderr, "FileCheck error: '<stdin>' is empty.")
	code, _, stderr = run(nil, "nope\n", check, "--dump-input=never")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "<stdin>:1:1: note: scanning from here")
}

func TestSplitCommandLine(t *testing.T) {
	require.Equal(t, []string{"a", "b c", "d e", `f"g`, "", "h"}, SplitCommandLine(` a 'b c' "d e" f\"g '' h `))
	require.Empty(t, SplitCommandLine("   "))
}
