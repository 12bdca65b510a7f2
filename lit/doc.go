// Package lit reimplements LLVM's lit test runner and FileCheck in Go, so
// memopt's golden tests run with `go test` and stay portable to LLVM's own
// tools (the same files pass under LLVM's lit 22 with testdata/lit.cfg.py).
//
// FileCheck: RunFileCheck checks an input against the directives of a check
// file (CHECK, -NEXT, -SAME, -NOT, -DAG, -LABEL, -EMPTY, -COUNT-n, COM:, the
// {LITERAL} modifier), with string and numeric variables, @LINE, and
// LLVM's whitespace canonicalization, diagnostics, input dump and exit codes
// (0 match, 1 mismatch, 2 bad usage). FileCheckMain parses FileCheck's
// command line and FILECHECK_OPTS; cmd/filecheck wraps it.
//
// Regular expressions: {{...}} blocks use LLVM's POSIX ERE dialect (ParseERE):
// leftmost-longest matching, bracket classes such as [[:space:]], REG_NEWLINE
// semantics ('.' and [^...] never match a newline), backslash escapes that
// are literal characters (\w is "w"), and backreferences, which Go's regexp
// lacks and a backtracking matcher handles. Errors carry LLVM's regerror
// messages.
//
// lit: Discover finds tests by suffix under a suite root marked by a
// lit.suite file (per-directory lit.local files override suffixes and
// excludes); RunTest runs a test's RUN lines (with '\' continuation,
// substitutions %s %S %p %t %T %% and %{name} from DEFINE:/REDEFINE:) in an
// internal shell with pipes, &&, ||, ;, redirections, not, env and
// FileCheck in-process, honoring XFAIL, REQUIRES and UNSUPPORTED feature
// expressions and a timeout. Runner runs tests in parallel and prints lit's
// result lines, -v failure details and summary; cmd/lit wraps it.
package lit
