package lit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// SplitCommandLine splits s into words like a POSIX shell would for simple
// cases: whitespace separates words, single and double quotes group, and a
// backslash escapes the next character outside single quotes.
func SplitCommandLine(s string) []string {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'':
			inWord = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				cur.WriteString(s[i+1:])
				i = len(s)
			} else {
				cur.WriteString(s[i+1 : i+1+j])
				i += j + 1
			}
		case c == '"':
			inWord = true
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\\\"$`\n", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
		case c == '\\' && i+1 < len(s):
			inWord = true
			i++
			cur.WriteByte(s[i])
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			inWord = true
			cur.WriteByte(c)
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// tokenizeGNU splits s like LLVM's cl::TokenizeGNUCommandLine, which
// FileCheck uses for FILECHECK_OPTS and response files: whitespace separates
// words, a backslash escapes the next character everywhere, and single or
// double quotes group (a backslash escapes inside both).
func tokenizeGNU(s string) []string {
	var words []string
	var tok strings.Builder
	in := false
	isWS := func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
	for i := 0; i < len(s); i++ {
		if !in {
			for i < len(s) && isWS(s[i]) {
				i++
			}
			if i == len(s) {
				break
			}
			in = true
		}
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			tok.WriteByte(s[i])
		case c == '"' || c == '\'':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				tok.WriteByte(s[i])
			}
		case isWS(c):
			words = append(words, tok.String())
			tok.Reset()
			in = false
		default:
			tok.WriteByte(c)
		}
	}
	if in {
		words = append(words, tok.String())
	}
	return words
}

// clKind is how LLVM's command-line library parses one FileCheck option.
type clKind int

const (
	clBool    clKind = iota // cl::opt<bool>: optional value true/false/1/0
	clString                // cl::opt<std::string> or cl::list<std::string>: value required
	clEnum                  // cl::list of an enum: value required, one of values
	clUint                  // cl::list<unsigned>: value required
	clUlong                 // cl::opt<uint64_t>
	clNoValue               // --help, --version and friends: no value allowed
)

// clOption is one option FileCheck 22's command line knows. Options LLVM
// links into every tool (--stats, --rng-seed, ...) are accepted and ignored
// but named, so that typos get the same "Did you mean" suggestion.
type clOption struct {
	name     string
	kind     clKind
	values   []string // clEnum: accepted values, lowest precedence first
	grouping bool     // combines with what follows: -vvv is -v three times, -hx is -h
	prefix   bool     // -D takes its value glued on: -DVAR=VALUE
	comma    bool     // the value is a comma-separated list
}

// fileCheckOptions lists FileCheck 22's options in the order its option
// table (a hash map) visits them when it looks for the nearest option to a
// typo: ties go to the first. The order was learned from FileCheck 22's
// suggestions for thousands of misspellings; it agrees with every one.
var fileCheckOptions = []*clOption{
	{name: "input-file", kind: clString},
	{name: "dump-input-filter", kind: clEnum, values: []string{"error", "annotation", "annotation-full", "all"}},
	{name: "version", kind: clNoValue},
	{name: "check-prefixes", kind: clString, comma: true},
	{name: "comment-prefixes", kind: clString, comma: true},
	{name: "dump-input-context", kind: clUint},
	{name: "h", kind: clNoValue, grouping: true},
	{name: "help-list-hidden", kind: clNoValue, grouping: true},
	{name: "disable-symbolication", kind: clBool},
	{name: "print-options", kind: clBool},
	{name: "debug-counter", kind: clString, comma: true},
	{name: "debug-counter-break-on-last", kind: clBool},
	{name: "dump-input", kind: clEnum, values: []string{"never", "fail", "always", "help"}},
	{name: "implicit-check-not", kind: clString},
	{name: "info-output-file", kind: clString},
	{name: "match-full-lines", kind: clBool},
	{name: "sort-timers", kind: clBool},
	{name: "rng-seed", kind: clUlong},
	{name: "allow-deprecated-dag-overlap", kind: clBool},
	{name: "print-debug-counter-queries", kind: clBool},
	{name: "print-debug-counter", kind: clBool},
	{name: "track-memory", kind: clBool},
	{name: "enable-var-scope", kind: clBool},
	{name: "crash-diagnostics-dir", kind: clString},
	{name: "help-hidden", kind: clNoValue, grouping: true},
	{name: "print-all-options", kind: clBool},
	{name: "stats", kind: clBool},
	{name: "ignore-case", kind: clBool},
	{name: "stats-json", kind: clBool},
	{name: "strict-whitespace", kind: clBool},
	{name: "v", kind: clBool, grouping: true},
	{name: "D", kind: clString, prefix: true},
	{name: "help", kind: clNoValue, grouping: true},
	{name: "help-list", kind: clNoValue, grouping: true},
	{name: "color", kind: clBool},
	{name: "allow-unused-prefixes", kind: clBool},
	{name: "allow-empty", kind: clBool},
	{name: "check-prefix", kind: clString},
	{name: "vv", kind: clBool},
}

func lookupCLOption(name string) *clOption {
	for _, o := range fileCheckOptions {
		if o.name == name {
			return o
		}
	}
	return nil
}

// printArg renders an option name as LLVM's cl::PrintArg: one dash for a
// one-letter name, two otherwise.
func printArg(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// parseAutoRadixUint parses s like llvm::StringRef::getAsInteger with radix
// 0 (0x, 0b, 0o and leading-0 octal prefixes) into a value of bits bits.
func parseAutoRadixUint(s string, bits int) (uint64, bool) {
	base := 10
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, s = 16, s[2:]
	case strings.HasPrefix(s, "0b") || strings.HasPrefix(s, "0B"):
		base, s = 2, s[2:]
	case strings.HasPrefix(s, "0o"):
		base, s = 8, s[2:]
	case len(s) > 1 && s[0] == '0' && isDigit(s[1]):
		base, s = 8, s[1:]
	}
	if s == "" || s[0] == '+' || s[0] == '-' || strings.Contains(s, "_") {
		return 0, false
	}
	v, err := strconv.ParseUint(s, base, bits)
	return v, err == nil
}

// fcCommandLine is the result of parsing FileCheck's command line.
type fcCommandLine struct {
	opts       FileCheckOptions
	checkFile  string
	inputFile  string
	dumpInputs []int // indexes into the dump-input values
	filters    []int
	contexts   []int
	// commentSet records that --comment-prefixes appeared: its values
	// replace the default comment prefixes.
	commentSet bool
	// stop is the text --help or --version prints; like LLVM, parsing
	// stops there and FileCheck exits with 0.
	stop string
	// printCounters is --print-debug-counter: FileCheck prints its (empty)
	// list of debug counters when it exits.
	printCounters bool
	stderr        io.Writer
}

// parseFileCheckArgs parses args (FILECHECK_OPTS words first) the way LLVM's
// cl::ParseCommandLineOptions does for FileCheck: every error is reported
// and parsing goes on; it returns false when any error was reported (LLVM
// then exits with 1). argv0 is the program name used in messages.
func parseFileCheckArgs(argv0 string, args []string, resolve func(string) string, stderr io.Writer) (*fcCommandLine, bool) {
	cl := &fcCommandLine{inputFile: "-", stderr: stderr}
	ok := true
	var positional []string
	fail := func(format string, a ...any) {
		fmt.Fprintf(stderr, "FileCheck: "+format+"\n", a...)
		ok = false
	}
	optErr := func(o *clOption, msg string) {
		fail("for the %s option: %s", printArg(o.name), msg)
	}
	// provide hands one value to option o (hasVal false: none was given).
	provide := func(o *clOption, val string, hasVal bool, i *int) {
		switch o.kind {
		case clBool:
			b := true
			switch val {
			case "", "true", "TRUE", "True", "1":
			case "false", "FALSE", "False", "0":
				b = false
			default:
				optErr(o, fmt.Sprintf("'%s' is invalid value for boolean argument! Try 0 or 1", val))
				return
			}
			cl.setBool(o.name, b)
			return
		case clNoValue:
			if hasVal {
				optErr(o, fmt.Sprintf("does not allow a value! '%s' specified.", val))
				return
			}
			cl.setNoValue(o.name)
			return
		}
		if !hasVal {
			if *i+1 >= len(args) || o.prefix {
				optErr(o, "requires a value!")
				return
			}
			*i++
			val = args[*i]
		}
		vals := []string{val}
		if o.comma {
			vals = strings.Split(val, ",")
		}
		for _, v := range vals {
			if !cl.setValue(o, v, optErr) {
				ok = false
				return
			}
		}
	}
	dashDash := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "" || a[0] != '-' || a == "-" || dashDash {
			if strings.HasPrefix(a, "@") && !dashDash {
				if data, err := os.ReadFile(resolve(a[1:])); err == nil {
					// A response file: its words replace it.
					words := tokenizeGNU(string(data))
					args = append(append(append([]string{}, args[:i]...), words...), args[i+1:]...)
					i--
					continue
				}
			}
			positional = append(positional, a)
			continue
		}
		if a == "--" {
			dashDash = true
			continue
		}
		name := strings.TrimPrefix(a[1:], "-")
		val, hasVal := "", false
		o := lookupCLOption(name)
		if o == nil {
			if eq := strings.IndexByte(name, '='); eq >= 0 {
				if o = lookupCLOption(name[:eq]); o != nil && o.prefix {
					o = nil
				} else if o != nil {
					val, hasVal = name[eq+1:], true
					name = name[:eq]
				}
			}
		}
		if o == nil {
			// A prefix option (-DVAR=VALUE) or a group of flags (-vv).
			o, name, val, hasVal = cl.prefixedOrGrouped(name, provide, &i)
			if cl.stop != "" {
				return cl, ok
			}
		}
		if o == nil {
			fmt.Fprintf(stderr, "FileCheck: Unknown command line argument '%s'.  Try: '%s --help'\n", a, argv0)
			if near := nearestCLOption(name); near != "" {
				fmt.Fprintf(stderr, "FileCheck: Did you mean '%s'?\n", printArg(near))
			}
			ok = false
			continue
		}
		provide(o, val, hasVal, &i)
		if cl.stop != "" {
			return cl, ok
		}
	}
	if len(positional) > 1 {
		fmt.Fprintf(stderr, "FileCheck: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help\n", argv0)
		ok = false
	} else if len(positional) == 1 {
		cl.checkFile = positional[0]
	}
	return cl, ok
}

// prefixedOrGrouped handles an argument that names no option exactly, like
// LLVM's HandlePrefixedOrGroupedOption: the longest option name that starts
// it must be -D (the rest is its value) or a grouping flag (-v, or -h and
// the --help family, which print the help at once), after which the rest
// must again start with one of them. It returns the option and
// value to provide, or nil with the unmatched rest of the name.
func (cl *fcCommandLine) prefixedOrGrouped(name string, provide func(*clOption, string, bool, *int), i *int) (*clOption, string, string, bool) {
	find := func(s string) *clOption {
		for n := len(s); n >= 1; n-- {
			if o := lookupCLOption(s[:n]); o != nil && (o.grouping || o.prefix) {
				return o
			}
		}
		return nil
	}
	if len(name) <= 1 {
		return nil, name, "", false
	}
	o := find(name)
	for o != nil {
		rest := name[len(o.name):]
		if rest == "" {
			return o, o.name, "", false
		}
		if o.prefix {
			return o, o.name, rest, true
		}
		if rest[0] == '=' {
			return o, o.name, rest[1:], true
		}
		provide(o, "", false, i)
		if cl.stop != "" {
			return nil, name, "", false
		}
		name = rest
		o = find(name)
	}
	return nil, name, "", false
}

// nearestCLOption returns the option LLVM suggests for an unknown one: the
// smallest edit distance to the name before any '=' (keeping the value for
// options that take one), the first in table order on ties.
func nearestCLOption(arg string) string {
	if arg == "" {
		return ""
	}
	lhs, rhs, _ := strings.Cut(arg, "=")
	best, bestDist := "", -1
	for _, o := range fileCheckOptions {
		flag := arg
		permitValue := o.kind != clNoValue
		if permitValue {
			flag = lhs
		}
		d := editDistance(o.name, flag)
		if bestDist < 0 || d < bestDist {
			bestDist = d
			best = o.name
			if rhs != "" && permitValue {
				best = o.name + "=" + rhs
			}
		}
	}
	return best
}

func (cl *fcCommandLine) setBool(name string, b bool) {
	o := &cl.opts
	flags := map[string]*bool{
		"allow-unused-prefixes": &o.AllowUnusedPrefixes, "match-full-lines": &o.MatchFullLines,
		"strict-whitespace": &o.StrictWhitespace, "ignore-case": &o.IgnoreCase,
		"enable-var-scope": &o.EnableVarScope, "allow-empty": &o.AllowEmpty, "v": &o.Verbose,
		"vv": &o.VerboseVerbose, "allow-deprecated-dag-overlap": &o.AllowDeprecatedDagOverlap,
		"color": &o.Color,
	}
	if p := flags[name]; p != nil {
		*p = b
	}
	if name == "print-debug-counter" {
		cl.printCounters = b
	}
}

func (cl *fcCommandLine) setNoValue(name string) {
	switch name {
	case "help", "h", "help-hidden", "help-list", "help-list-hidden":
		cl.stop = fileCheckHelp
	case "version":
		cl.stop = "memopt FileCheck (LLVM FileCheck 22 compatible)\n"
	}
}

// setValue stores one value of a value-taking option; it reports false
// after reporting an invalid value.
func (cl *fcCommandLine) setValue(o *clOption, v string, optErr func(*clOption, string)) bool {
	switch o.kind {
	case clEnum:
		for k, name := range o.values {
			if name == v {
				if o.name == "dump-input" {
					cl.dumpInputs = append(cl.dumpInputs, k)
				} else {
					cl.filters = append(cl.filters, k)
				}
				return true
			}
		}
		optErr(o, fmt.Sprintf("Cannot find option named '%s'!", v))
		return false
	case clUint:
		n, ok := parseAutoRadixUint(v, 32)
		if !ok {
			optErr(o, fmt.Sprintf("'%s' value invalid for uint argument!", v))
			return false
		}
		cl.contexts = append(cl.contexts, int(n))
		return true
	case clUlong:
		if _, ok := parseAutoRadixUint(v, 64); !ok {
			optErr(o, fmt.Sprintf("'%s' value invalid for ulong argument!", v))
			return false
		}
		return true
	}
	switch o.name {
	case "D":
		cl.opts.Defines = append(cl.opts.Defines, v)
	case "check-prefix", "check-prefixes":
		cl.opts.CheckPrefixes = append(cl.opts.CheckPrefixes, v)
	case "comment-prefixes":
		if !cl.commentSet {
			cl.opts.CommentPrefixes = []string{}
			cl.commentSet = true
		}
		cl.opts.CommentPrefixes = append(cl.opts.CommentPrefixes, v)
	case "implicit-check-not":
		cl.opts.ImplicitCheckNot = append(cl.opts.ImplicitCheckNot, v)
	case "input-file":
		cl.inputFile = v
	case "debug-counter":
		// FileCheck registers no debug counter.
		name, _, ok := strings.Cut(v, "=")
		if !ok {
			fmt.Fprintf(cl.stderr, "DebugCounter Error: %s does not have an = in it\n", v)
			return false
		}
		fmt.Fprintf(cl.stderr, "DebugCounter Error: %s is not a registered counter\n", name)
	}
	return true
}

// FileCheckMain runs FileCheck with command-line arguments args (without the
// program name), reading options from the FILECHECK_OPTS variable of getenv
// first, the input from stdin unless --input-file names a file. It returns the
// exit code.
func FileCheckMain(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	return fileCheckMain("", args, getenv, stdin, stdout, stderr)
}

// fileCheckMain is FileCheckMain with relative file names resolved against
// dir (the current directory when empty). It follows the steps of LLVM's
// FileCheck utility in order: command line, -D syntax, prefixes, check file,
// input file, empty input, checking and the input dump.
func fileCheckMain(dir string, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	const argv0 = "FileCheck"
	resolve := func(p string) string {
		if dir == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	all := args
	if getenv != nil {
		if env := getenv("FILECHECK_OPTS"); env != "" {
			all = append(tokenizeGNU(env), args...)
		}
	}
	cl, ok := parseFileCheckArgs(argv0, all, resolve, stderr)
	if cl.stop != "" {
		fmt.Fprint(stdout, cl.stop)
		return 0
	}
	if !ok {
		return 1
	}
	if cl.printCounters {
		defer fmt.Fprintln(stderr, "Counters and values:")
	}
	opts := cl.opts
	// Of several --dump-input values the one giving the most information
	// wins (help, always, fail, never); likewise for the filter and the
	// context.
	dump := 1 // fail
	for k, d := range cl.dumpInputs {
		if k == 0 || d > dump {
			dump = d
		}
	}
	if dump == 3 {
		fmt.Fprint(stdout, dumpInputHelp)
		return 0
	}
	opts.DumpInput = []string{"never", "fail", "always"}[dump]
	if len(cl.filters) > 0 {
		f := 0
		for _, v := range cl.filters {
			f = max(f, v)
		}
		opts.DumpInputFilter = []string{"error", "annotation", "annotation-full", "all"}[f]
	}
	if len(cl.contexts) > 0 {
		c := 0
		for _, v := range cl.contexts {
			c = max(c, v)
		}
		opts.DumpInputContext = &c
	}
	if cl.checkFile == "" {
		fmt.Fprintf(stderr, "<check-file> not specified\n")
		return 2
	}
	defineError := false
	for _, d := range opts.Defines {
		eq := strings.IndexByte(d, '=')
		switch {
		case eq < 0:
			fmt.Fprintf(stderr, "Missing equal sign in command-line definition '-D%s'\n", d)
			defineError = true
		case eq == 0:
			fmt.Fprintf(stderr, "Missing variable name in command-line definition '-D%s'\n", d)
			defineError = true
		}
	}
	if defineError {
		return 2
	}
	fc := newFileCheck(opts, stderr)
	if code, ok := fc.validatePrefixes(); !ok {
		return code
	}
	read := func(name string) ([]byte, error) {
		if name == "-" {
			return io.ReadAll(stdin)
		}
		return os.ReadFile(resolve(name))
	}
	check, err := read(cl.checkFile)
	if err != nil {
		fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", cl.checkFile, errText(err))
		return 2
	}
	checkBufName := cl.checkFile
	if checkBufName == "-" {
		checkBufName = "<stdin>"
	}
	if code, ok := fc.readCheck(checkBufName, string(check)); !ok {
		return code
	}
	inputName := cl.inputFile
	if inputName == "-" {
		inputName = "<stdin>"
	}
	input, err := read(cl.inputFile)
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %s\n", inputName, errText(err))
		return 2
	}
	if len(input) == 0 && !opts.AllowEmpty {
		fmt.Fprintf(stderr, "FileCheck error: '%s' is empty.\n", inputName)
		fmt.Fprintf(stderr, "FileCheck command line:  %s\n", strings.Join(append([]string{argv0}, args...), " "))
		return 2
	}
	return fc.run(cl.checkFile, inputName, string(input))
}

// errText renders a file error like LLVM's std::error_code messages.
func errText(err error) string {
	if os.IsNotExist(err) {
		return "No such file or directory"
	}
	if os.IsPermission(err) {
		return "Permission denied"
	}
	if pe, ok := err.(*os.PathError); ok {
		if strings.Contains(pe.Err.Error(), "is a directory") {
			return "Is a directory"
		}
		return pe.Err.Error()
	}
	return err.Error()
}

// fileCheckHelp is what --help prints.
const fileCheckHelp = `USAGE: FileCheck [options] <check-file>

memopt's FileCheck checks its input (standard input or --input-file) against
the directives of <check-file>, like LLVM's FileCheck 22.

OPTIONS:
  -D<VAR=VALUE>                   - Define a variable to be used in capture patterns.
  --allow-deprecated-dag-overlap  - Let the matches of a group of CHECK-DAG directives overlap.
  --allow-empty                   - Allow the input file to be empty.
  --allow-unused-prefixes         - Allow prefixes to be specified but not appear in the test.
  --check-prefix=<string>         - Prefix to use from check file (defaults to 'CHECK')
  --check-prefixes=<a,b,...>      - Comma-separated prefixes to use from check file
  --comment-prefixes=<a,b,...>    - Comment prefixes (defaults to 'COM,RUN')
  --dump-input=<help|always|fail|never>
                                  - Dump the annotated input to stderr (default 'fail')
  --dump-input-context=<N>        - Input lines shown around filtered lines (default 5)
  --dump-input-filter=<all|annotation-full|annotation|error>
                                  - Input lines the dump shows
  --enable-var-scope              - Reset variables not starting with '$' at each CHECK-LABEL
  --ignore-case                   - Use case-insensitive matching
  --implicit-check-not=<pattern>  - Add an implicit CHECK-NOT of pattern around every match
  --input-file=<filename>         - File to check (defaults to stdin)
  --match-full-lines              - Require positive matches to cover entire input lines
  --strict-whitespace             - Do not treat all horizontal whitespace as equivalent
  -v                              - Print directive pattern matches
  --vv                            - Print more details (implies -v)
  --color                         - Color the diagnostics and the input dump

Options are parsed from the environment variable FILECHECK_OPTS and
from the command line.
`

const dumpInputHelp = `The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for either (1) a pattern of type T from
           line L of the check file if L is an integer or (2) the I-th implicit
           pattern if L is "imp" followed by an integer I (index origin one)
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - ...    indicates elided input lines and annotations, as specified by
           -dump-input-filter and -dump-input-context
  - colors success, error, fuzzy match, discarded match, unmatched input
`
