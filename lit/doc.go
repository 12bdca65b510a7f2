// Package lit reimplements LLVM's lit test runner and FileCheck in Go, so
// memopt's golden tests run with `go test` and stay portable to LLVM's own
// tools (the same files pass under LLVM's lit 22 with testdata/lit.cfg.py).
//
// FileCheck: RunFileCheck checks an input against the directives of a check
// file (CHECK, -NEXT, -SAME, -NOT, -DAG, -LABEL, -EMPTY, -COUNT-n, COM:, the
// {LITERAL} modifier), with string and numeric variables, @LINE, and
// LLVM's whitespace canonicalization, --ignore-case (ASCII letters, every
// directive kind), diagnostics, -v and -vv reports, annotated input dump,
// --color and exit codes (0 match, 1 mismatch, 2 bad usage). FileCheckMain parses
// FileCheck's command line (and FILECHECK_OPTS, response files) the way
// LLVM's command-line library does, errors and "Did you mean" included;
// cmd/filecheck wraps it. The output is FileCheck 22's byte for byte: the
// differential suite (testdata/diff, TestFileCheckDifferential) runs every
// case through both and compares stderr, stdout and exit code. Numeric
// expressions (numeric.go) follow FileCheck's parser: formats %u %d %x %X
// with precision and alternate form, radix-sensing literals, + and -, the
// add/sub/mul/div/max/min functions, arbitrary precision, and its error
// messages and columns.
//
// Regular expressions: {{...}} blocks use LLVM's POSIX ERE dialect (ParseERE):
// bracket classes such as [[:space:]], the word boundaries [[:<:]] and
// [[:>:]], REG_NEWLINE semantics ('.' and [^...] never match a newline),
// backslash escapes that are literal characters (\w is "w"), and
// backreferences. Matching is LLVM's (Henry Spencer's) engine rewritten in
// Go, so the match and the text each group (variable) gets are LLVM's,
// quirks included (it is leftmost-longest but for one scanning shortcut);
// Go's regexp only screens out texts without a match. Like LLVM's engine it
// works on bytes: '.' and bracket expressions match one byte of a
// multi-byte UTF-8 character. Errors carry LLVM's regerror messages.
//
// lit: Discover finds tests by suffix under a suite root marked by a
// lit.suite file (per-directory lit.local files override suffixes and
// excludes); RunTest runs a test's RUN lines (with '\' continuation,
// substitutions %s %S %p %t %T %% and %{name} from DEFINE:/REDEFINE:, and the
// late %{readfile:PATH}, read when the line starts) in an internal shell with
// pipes, &&, ||, ;, redirections, not, env and FileCheck in-process, honoring
// XFAIL, REQUIRES and UNSUPPORTED feature expressions and a timeout.
// SelectTests and OrderTests implement --filter, --filter-out and --order
// (smart, lexical, random; test times in .lit_test_times.txt). Runner runs
// tests in parallel and prints lit's result lines, -v failure details and
// summary; cmd/lit wraps it.
package lit
