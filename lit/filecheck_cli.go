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

// FileCheckMain runs FileCheck with command-line arguments args (without the
// program name), reading options from the FILECHECK_OPTS variable of getenv
// first, the input from stdin unless --input-file names a file. It returns the
// exit code.
func FileCheckMain(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	return fileCheckMain("", args, getenv, stdin, stdout, stderr)
}

// fileCheckMain is FileCheckMain with relative file names resolved against
// dir (the current directory when empty).
func fileCheckMain(dir string, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	resolve := func(p string) string {
		if dir == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	if getenv != nil {
		if env := getenv("FILECHECK_OPTS"); env != "" {
			args = append(SplitCommandLine(env), args...)
		}
	}
	var opts FileCheckOptions
	inputFile := "-"
	var positional []string
	boolOpts := map[string]*bool{
		"allow-unused-prefixes":        &opts.AllowUnusedPrefixes,
		"match-full-lines":             &opts.MatchFullLines,
		"strict-whitespace":            &opts.StrictWhitespace,
		"ignore-case":                  &opts.IgnoreCase,
		"enable-var-scope":             &opts.EnableVarScope,
		"allow-empty":                  &opts.AllowEmpty,
		"v":                            &opts.Verbose,
		"allow-deprecated-dag-overlap": &opts.AllowDeprecatedDagOverlap,
	}
	// -vv's extra detail and colors are not implemented; accept the flags.
	ignoredBool := map[string]bool{"vv": true, "color": true}
	valueOpts := map[string]bool{"check-prefix": true, "check-prefixes": true, "comment-prefixes": true,
		"implicit-check-not": true, "input-file": true, "dump-input": true, "dump-input-filter": true,
		"dump-input-context": true}
	commentSet := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if strings.HasPrefix(a, "-D") && !strings.HasPrefix(a, "--") {
			v := a[2:]
			if v == "" {
				// -D is a prefix option: the value must be attached.
				fmt.Fprintf(stderr, "FileCheck: for the -D option: requires a value!\n")
				return 1
			}
			opts.Defines = append(opts.Defines, v)
			continue
		}
		val, hasVal := "", false
		if eq := strings.IndexByte(name, '='); eq >= 0 {
			name, val, hasVal = name[:eq], name[eq+1:], true
		}
		if p, ok := boolOpts[name]; ok {
			switch {
			case !hasVal || val == "true" || val == "1" || val == "TRUE" || val == "True":
				*p = true
			case val == "false" || val == "0" || val == "FALSE" || val == "False":
				*p = false
			default:
				fmt.Fprintf(stderr, "FileCheck: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n", name, val)
				return 1
			}
			continue
		}
		if ignoredBool[name] {
			continue
		}
		if !valueOpts[name] {
			fmt.Fprintf(stderr, "FileCheck: Unknown command line argument '%s'.  Try: 'FileCheck --help'\n", a)
			return 1
		}
		if !hasVal {
			if i+1 >= len(args) {
				fmt.Fprintf(stderr, "FileCheck: for the --%s option: requires a value!\n", name)
				return 1
			}
			i++
			val = args[i]
		}
		switch name {
		case "check-prefix":
			opts.CheckPrefixes = append(opts.CheckPrefixes, val)
		case "check-prefixes":
			opts.CheckPrefixes = append(opts.CheckPrefixes, strings.Split(val, ",")...)
		case "comment-prefixes":
			if !commentSet {
				opts.CommentPrefixes = []string{}
				commentSet = true
			}
			opts.CommentPrefixes = append(opts.CommentPrefixes, strings.Split(val, ",")...)
		case "implicit-check-not":
			opts.ImplicitCheckNot = append(opts.ImplicitCheckNot, val)
		case "input-file":
			inputFile = val
		case "dump-input-filter":
			switch val {
			case "all", "annotation-full", "annotation", "error":
				opts.DumpInputFilter = val
			default:
				fmt.Fprintf(stderr, "FileCheck: for the --dump-input-filter option: Cannot find option named '%s'!\n", val)
				return 1
			}
		case "dump-input-context":
			n, err := strconv.ParseUint(val, 10, 31)
			if err != nil {
				fmt.Fprintf(stderr, "FileCheck: for the --dump-input-context option: '%s' value invalid for uint argument!\n", val)
				return 1
			}
			ctx := int(n)
			opts.DumpInputContext = &ctx
		case "dump-input":
			switch val {
			case "help":
				fmt.Fprint(stdout, dumpInputHelp)
				return 0
			case "always", "fail", "never":
				opts.DumpInput = val
			default:
				fmt.Fprintf(stderr, "FileCheck: for the --dump-input option: Cannot find option named '%s'!\n", val)
				return 1
			}
		}
	}
	if len(positional) == 0 {
		fmt.Fprintf(stderr, "<check-file> not specified\n")
		return 2
	}
	if len(positional) > 1 {
		fmt.Fprintf(stderr, "FileCheck: Too many positional arguments specified!\n")
		return 1
	}
	checkName := positional[0]
	check, err := os.ReadFile(resolve(checkName))
	if err != nil {
		fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", checkName, errText(err))
		return 2
	}
	var input []byte
	if inputFile == "-" {
		input, err = io.ReadAll(stdin)
	} else {
		input, err = os.ReadFile(resolve(inputFile))
	}
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %s\n", inputFile, errText(err))
		return 2
	}
	code := RunFileCheck(opts, checkName, string(check), inputFile, string(input), stderr)
	if code == FileCheckBadUsage && len(input) == 0 && !opts.AllowEmpty {
		fmt.Fprintf(stderr, "FileCheck command line:  FileCheck %s\n", strings.Join(args, " "))
	}
	return code
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
		return pe.Err.Error()
	}
	return err.Error()
}

const dumpInputHelp = `The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -v and -vv add more annotations

Input dump annotation format:

  - L:     labels line number L of the input file
  - T:L    labels the only match result for either (1) a pattern of type T
           from line L of the check file if L is positive or (2) the
           implicit EOF or an -implicit-check-not pattern if L is zero
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
  - ?      marks fuzzy match when no match is found
`
