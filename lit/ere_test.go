package lit

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func mustERE(t *testing.T, pat string, icase bool) *ERE {
	t.Helper()
	re, err := ParseERE(pat, icase)
	require.NoError(t, err, pat)
	return re
}

func TestEREMatchSemantics(t *testing.T) {
	for _, c := range []struct {
		pat, in, want string
		icase         bool
	}{
		// POSIX leftmost-longest, not Perl leftmost-first.
		{pat: "a|ab", in: "xabc", want: "ab"},
		{pat: "(a|ab)(c|bcd)", in: "abcd", want: "abcd"},
		{pat: "x*", in: "xxx", want: "xxx"},
		{pat: "[[:digit:]]+", in: "ab123c", want: "123"},
		{pat: "[[:alpha:]_][[:alnum:]_]*", in: "9 _a1 ", want: "_a1"},
		{pat: "[[:space:]]+", in: "a \t b", want: " \t "},
		{pat: "[[:upper:]][[:lower:]]", in: "aBcD", want: "Bc"},
		{pat: "[[:xdigit:]]+", in: "zz0fAg", want: "0fA"},
		{pat: "[[:punct:]]", in: "ab;c", want: ";"},
		{pat: "[]a]+", in: "x]a]y", want: "]a]"},
		{pat: "[^]a]", in: "]ab", want: "b"},
		{pat: "[a-]+", in: "x-a-y", want: "-a-"},
		{pat: "[[.hyphen.]]", in: "a-b", want: "-"},
		{pat: "[[=a=]]", in: "ba", want: "a"},
		// LLVM's regex treats \w, \n, \t as the literal letters.
		{pat: `\w+`, in: "abc www", want: "www"},
		{pat: `a\n`, in: "an", want: "an"},
		{pat: `a\.b`, in: "a.b", want: "a.b"},
		// REG_NEWLINE: '.' and negated classes do not match newlines; ^ and $
		// match at line boundaries.
		{pat: "a.*", in: "abc\ndef", want: "abc"},
		{pat: "[^x]+", in: "ab\ncd", want: "ab"},
		{pat: "^d", in: "abc\ndef", want: "d"},
		{pat: "c$", in: "abc\ndef", want: "c"},
		{pat: "{a", in: "x{a", want: "{a"},
		{pat: "a{2,3}", in: "aaaa", want: "aaa"},
		{pat: "a{2,}", in: "aaaaa", want: "aaaaa"},
		{pat: "a{2}", in: "aaaa", want: "aa"},
		{pat: "()a", in: "a", want: "a"},
		{pat: "abc", in: "xABC", want: "ABC", icase: true},
		{pat: "[a-c]+", in: "xABC", want: "ABC", icase: true},
		// Backreferences use the backtracking matcher.
		{pat: `(ab)\1`, in: "xababx", want: "abab"},
		{pat: `([a-z]+) \1`, in: "foo bar bar", want: "bar bar"},
		{pat: `(a*)b\1`, in: "aabaa", want: "aabaa"},
		{pat: `(a|ab)\1c`, in: "ababc", want: "ababc"},
		{pat: `(x)\1`, in: "aXxx", want: "xx", icase: true}, // backrefs compare exactly
		{pat: `^(a)\1$`, in: "b\naa\n", want: "aa"},
		// Bytes, not UTF-8 characters: '.' and brackets match one byte.
		{pat: "a..c", in: "xa\u00e9c", want: "a\u00e9c"},
		{pat: "a[^b]{2}c", in: "a\u00e9c", want: "a\u00e9c"},
		{pat: "x.{3}y", in: "x\u20acy", want: "x\u20acy"},
		{pat: "a.b", in: "a\xffb", want: "a\xffb"},
		{pat: "\xe9+", in: "a\xe9\xe9b", want: "\xe9\xe9"},
		{pat: "b(.)\\1", in: "a\u00e9b\xc3\xc3", want: "b\xc3\xc3"},
		// Ignoring case folds ASCII letters only, before a bracket is negated.
		{pat: "[^a]", in: "Ab", want: "b", icase: true},
		{pat: "[[:upper:]]+", in: "1abC", want: "abC", icase: true},
		{pat: "\u00c9", in: "\u00e9\u00c9", want: "\u00c9", icase: true},
	} {
		re := mustERE(t, c.pat, c.icase)
		m := re.FindSubmatchIndex(c.in)
		require.NotNil(t, m, "%q on %q", c.pat, c.in)
		require.Equal(t, c.want, c.in[m[0]:m[1]], "%q on %q", c.pat, c.in)
	}
	for _, c := range []struct{ pat, in string }{
		{`(ab)\1`, "abac"},
		{"a.b", "a\nb"},
		{"[^x]b", "a\nb"},
		{`\w`, "abc"},
		{"^b", "ab"},
		{"^a.c$", "a\u00e9c"},
		{"^a[^b]c$", "a\u00e9c"},
	} {
		require.Nil(t, mustERE(t, c.pat, false).FindSubmatchIndex(c.in), "%q on %q", c.pat, c.in)
	}
}

// TestEREGroupsLikeLLVM checks that groups get the text LLVM's engine
// gives them, where Go's own assignment differs.
func TestEREGroupsLikeLLVM(t *testing.T) {
	for _, c := range []struct {
		pat, in string
		want    []string // the text of groups 1..n ("-" for unset)
	}{
		// An element of a concatenation takes the longest text that lets
		// the rest match: the first alternative does not win by order.
		{`(((a|c)ab[ab])*|[^a].*)(b?)`, "cacb", []string{"cacb", "-", "-", ""}},
		{`(a|ab)(c|bcd)`, "abcd", []string{"a", "bcd"}},
		// x{1,3} is (x|)(x|)x: the optional copies come first.
		{`(a{1,3})(a*)`, "aaaa", []string{"aaa", "a"}},
		// Repetitions keep the last iteration's groups.
		{`((a|b))+`, "abb", []string{"b", "b"}},
		{`(a|ab)*(c)`, "ababc", []string{"ab", "c"}},
		// An optional group that matched nothing stays unset.
		{`x(y)?z`, "xz", []string{"-"}},
		{`x(y*)z`, "xz", []string{""}},
	} {
		re := mustERE(t, c.pat, false)
		m := re.FindSubmatchIndex(c.in)
		require.NotNil(t, m, c.pat)
		var got []string
		for g := 1; g <= re.NumGroups(); g++ {
			if m[2*g] < 0 {
				got = append(got, "-")
			} else {
				got = append(got, c.in[m[2*g]:m[2*g+1]])
			}
		}
		require.Equal(t, c.want, got, "%s on %q", c.pat, c.in)
	}
}

// TestEREEngineLikeLLVM checks matches where LLVM's engine is not plain
// leftmost-longest, and its word boundaries.
func TestEREEngineLikeLLVM(t *testing.T) {
	for _, c := range []struct{ pat, in, want string }{
		// The scan restarts where its state set is the initial one: an
		// empty first alternative makes "xa" look like no match under way.
		{`(b*|.)a`, "xaa", "aa"},
		{`(.|b*)a`, "xaa", "xa"},
		{`(c?|.)a`, "bbxaa", "aa"},
		{`[[:<:]]foo[[:>:]]`, "xfoo foox foo", "foo"},
		{`^^a$$`, "ba\na", "a"},
	} {
		m := mustERE(t, c.pat, false).FindSubmatchIndex(c.in)
		require.NotNil(t, m, c.pat)
		require.Equal(t, c.want, c.in[m[0]:m[1]], "%s on %q", c.pat, c.in)
	}
	m := mustERE(t, `[[:<:]]foo[[:>:]]`, false).FindSubmatchIndex("xfoo foox foo")
	require.Equal(t, 10, m[0])
	// A small program steps over one assertion per edge.
	require.Nil(t, mustERE(t, `[[:<:]][[:<:]]`, false).FindSubmatchIndex("aAA"))
}

func TestEREOffsetsAfterNonASCII(t *testing.T) {
	re := mustERE(t, "(b+)c", false)
	in := "\u00e9\u00e9\xffbbc"
	m := re.FindSubmatchIndex(in)
	require.Equal(t, []int{5, 8, 5, 7}, m)
	subj := newSubject(in)
	require.Equal(t, []int{0, 3, 0, 2}, re.find(subj, 5, len(in)))
	require.Nil(t, re.find(subj, 0, 6))
}

func TestIndexFold(t *testing.T) {
	for _, c := range []struct {
		s, sub string
		want   int
	}{
		{"xxABdabc", "abc", 5},
		{"xxABcab", "aBc", 2},
		{"aaaaab", "AB", 4},
		{"\u00c9cole", "\u00e9cole", -1},
		{"abc", "", 0},
		{"ab", "abc", -1},
		{"12-3", "-3", 2},
	} {
		require.Equal(t, c.want, indexFold(c.s, c.sub), "%q in %q", c.sub, c.s)
	}
}

func TestEREGroups(t *testing.T) {
	re := mustERE(t, "(a)(b(c))|(d)", false)
	require.Equal(t, 4, re.NumGroups())
	m := re.FindSubmatchIndex("abc")
	require.Equal(t, []int{0, 3, 0, 1, 1, 3, 2, 3, -1, -1}, m)
	re = mustERE(t, `(a)(b)\2`, false)
	require.Equal(t, 2, re.NumGroups())
	require.Equal(t, []int{0, 3, 0, 1, 1, 2}, re.FindSubmatchIndex("abb"))
}

func TestEREErrors(t *testing.T) {
	for pat, want := range map[string]string{
		"":           reErrEmpty,
		"a|":         reErrEmpty,
		"|a":         reErrEmpty,
		"(|a)":       reErrEmpty,
		"(a":         reErrParen,
		"a)":         reErrParen,
		"(":          reErrParen,
		"[a":         reErrBrack,
		"[":          reErrBrack,
		"[[:foo:]]":  reErrCtype,
		"[[:alpha]]": reErrCtype,
		"[[=ab=]]":   reErrCollate,
		"[[.foo.]]":  reErrCollate,
		"[z-a]":      reErrRange,
		"[a--]":      reErrRange,
		"*a":         reErrBadRpt,
		"a**":        reErrBadRpt,
		"a{1}{2}":    reErrBadRpt,
		"^*":         reErrBadRpt,
		"{1}":        reErrBadRpt,
		"a{2,1}":     reErrBadBr,
		"a{256}":     reErrBadBr,
		"a{1,2x}":    reErrBadBr,
		"a{1":        reErrBrace,
		`a\`:         reErrEscape,
		`a\1`:        reErrSubreg,
		`(a\1)`:      reErrSubreg,
	} {
		_, err := ParseERE(pat, false)
		require.Error(t, err, "%q", pat)
		require.Equal(t, want, err.Error(), "%q", pat)
	}
}

func TestEscapeERE(t *testing.T) {
	s := `a.b*c+d?e(f)g[h]i{j}k|l^m$n\o`
	require.Equal(t, `a\.b\*c\+d\?e\(f\)g\[h\]i\{j\}k\|l\^m\$n\\o`, EscapeERE(s))
	re := mustERE(t, EscapeERE(s), false)
	m := re.FindSubmatchIndex("xx" + s)
	require.Equal(t, []int{2, 2 + len(s)}, m)
}
