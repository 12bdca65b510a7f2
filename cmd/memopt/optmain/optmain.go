package optmain

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// Version is memopt's version, printed by --version.
const Version = "0.1.0"

// Tool describes a memopt-like command: how it names itself in messages,
// in --help and in --version. The zero value is a tool named after its
// executable, as LLVM tools are.
type Tool struct {
	// Name is the tool's name: the prefix of command-line errors
	// ("myopt: Unknown command line argument '--x'.  Try: 'myopt --help'"),
	// the USAGE line of --help and the first word of --version. Empty means
	// the base name of the executable (os.Args[0]).
	Name string
	// Overview is the text after "OVERVIEW: " in --help. Empty means one
	// naming the tool as built on memopt.
	Overview string
	// Version is the tool's own version for --version. Empty means the
	// version of the main module from the build information, "(devel)"
	// when built from a checkout.
	Version string
}

// Run is memopt's whole command line, for a tool named after its
// executable: it parses args (without the program name), reads the input
// (a file, or stdin), runs the passes and prints the result, exactly as
// the memopt command does, and returns the exit code (0 on success, 1 on
// any error). The extra passes are registered first, next to memopt's own
// passes, so they get their flag, their --help entry and their pipeline
// name:
//
//	func main() {
//		os.Exit(optmain.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, mypass.Pass))
//	}
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer, extra ...*passes.Pass) int {
	return (&Tool{}).Run(args, stdin, stdout, stderr, extra...)
}

// Run is the command line of tool t; see the package function Run.
func (t *Tool) Run(args []string, stdin io.Reader, stdout, stderr io.Writer, extra ...*passes.Pass) int {
	name := t.name()
	if err := registerExtra(extra); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	c, err := parseArgs(name, args)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	switch {
	case c.help:
		writeHelp(stdout, name, t.overview(name))
		return 0
	case c.version:
		t.writeVersion(stdout, name)
		return 0
	case c.listPasses:
		writePassList(stdout)
		return 0
	}
	return run(name, c, stdin, stdout, stderr)
}

// name returns the tool's name: Name, or the executable's base name.
func (t *Tool) name() string {
	if t.Name != "" {
		return t.Name
	}
	if len(os.Args) > 0 && os.Args[0] != "" {
		return strings.TrimSuffix(filepath.Base(os.Args[0]), ".exe")
	}
	return "memopt"
}

func (t *Tool) overview(name string) string {
	if t.Overview != "" {
		return t.Overview
	}
	if name == "memopt" {
		return "memopt, an mlir-opt look-alike whose main job is static memory planning"
	}
	return name + ", an optimizer driver built on memopt (an mlir-opt look-alike whose main job is static memory planning)"
}

// writeVersion is --version: "memopt version V" for memopt itself; a
// custom tool prints its own version and memopt's below it.
func (t *Tool) writeVersion(w io.Writer, name string) {
	if name == "memopt" && t.Version == "" {
		fmt.Fprintf(w, "memopt version %s\n", Version)
		return
	}
	v := t.Version
	if v == "" {
		v = "(devel)"
		if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
			v = bi.Main.Version
		}
	}
	fmt.Fprintf(w, "%s version %s\n  memopt version %s\n", name, v, Version)
}

// regMu serializes the registration of extra passes by concurrent Runs.
var regMu sync.Mutex

// registerExtra registers the extra passes that are not registered yet,
// after checking them. A pass of the same name that is another value is an
// error (two passes would answer to one flag).
func registerExtra(extra []*passes.Pass) error {
	regMu.Lock()
	defer regMu.Unlock()
	for _, p := range extra {
		if p == nil {
			return fmt.Errorf("a nil pass was given to optmain.Run")
		}
		if q := passes.Lookup(p.Name); q != nil {
			if q != p {
				return fmt.Errorf("pass '%s' given to optmain.Run clashes with the registered pass of the same name", p.Name)
			}
			continue
		}
		if err := passes.ValidatePass(p); err != nil {
			return fmt.Errorf("invalid pass: %v", err)
		}
		if _, clash := flagDefs[p.Name]; clash {
			return fmt.Errorf("invalid pass: pass %q: name clashes with a memopt flag", p.Name)
		}
		passes.Register(p)
	}
	return nil
}

// run processes the input as c says and returns the exit code.
func run(tool string, c *config, stdin io.Reader, stdout, stderr io.Writer) int {
	pl, err := buildPipeline(c)
	if err != nil {
		fmt.Fprintln(stderr, err.Error())
		return 1
	}
	if c.dumpPipeline {
		pl.Dump(stderr)
	}
	for flag, names := range map[string]map[string]bool{"mlir-print-ir-before": c.printBefore, "mlir-print-ir-after": c.printAfter} {
		for n := range names {
			if passes.Lookup(n) == nil {
				fmt.Fprintf(stderr, "%s: for the --%s option: '%s' does not refer to a registered pass\n", tool, flag, n)
				return 1
			}
		}
	}

	name, text, err := readInput(c.input, stdin)
	if err != nil {
		fmt.Fprintln(stderr, err.Error())
		return 1
	}
	src := newSource(name, text)
	chunks := []chunk{{text: text}}
	if c.split {
		chunks = splitInput(text, c.splitMarker)
	}
	ok := true
	outs := make([]string, len(chunks))
	for i, ch := range chunks {
		// Each case is timed and reported on its own, as mlir-opt does.
		var timing *passes.Timing
		if c.timing {
			timing = passes.NewTiming()
			timing.Display = c.timingDisplay
		}
		out, chunkOK := processChunk(c, pl, src, ch, stderr, timing)
		outs[i] = out
		ok = ok && chunkOK
		if timing != nil {
			timing.Report(stderr)
		}
	}
	result := outs[0]
	if c.split {
		result = joinOutputs(outs, c.outputSplitMarker)
	}
	if err := writeOutput(c.output, result, ok, stdout); err != nil {
		fmt.Fprintln(stderr, err.Error())
		ok = false
	}
	if !ok {
		return 1
	}
	return 0
}

// readInput reads the input file, or stdin for "-" (named "<stdin>" in
// diagnostics, as mlir-opt does).
func readInput(path string, stdin io.Reader) (string, []byte, error) {
	if path == "-" {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return "", nil, fmt.Errorf("cannot read standard input: %v", err)
		}
		return "<stdin>", b, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return "", nil, fmt.Errorf("cannot open input file '%s': %v", path, err)
	}
	return path, b, nil
}

// processChunk parses, verifies, transforms and prints one case of the
// input. It returns the chunk's output (empty when it failed) and whether
// it succeeded; with --verify-diagnostics, success means the diagnostics
// matched the expected-* comments.
func processChunk(c *config, pl *passes.Pipeline, src *source, ch chunk, stderr io.Writer, timing *passes.Timing) (string, bool) {
	var verifier *diagVerifier
	if c.verifyDiagnostics {
		verifier = newDiagVerifier(src, ch, c.onlyExpected)
	}
	emit := func(d *ir.Diagnostic) {
		if verifier != nil {
			verifier.handle(d)
			return
		}
		io.WriteString(stderr, src.render(d))
	}
	start := func(phase string) func() {
		if timing == nil {
			return func() {}
		}
		return timing.Start(phase)
	}
	popts := ir.PrintOptions{Generic: c.generic, DebugInfo: c.debugInfo}

	out, processed := func() (string, bool) {
		stop := start("Parser")
		var mod *module
		err := safely("parser", func() (err error) {
			mod, err = parseModule(src.name, ch.text, ch.lineOffset)
			if err == nil {
				// mlir-opt verifies what it parsed before running passes.
				err = verifyOp(mod.op)
			}
			return err
		})
		stop()
		if err != nil {
			for _, d := range diagnostics(err) {
				emit(d)
			}
			return "", false
		}
		m := passes.NewManager(pl, func(op *ir.Operation) error {
			return safely("verifier", func() error { return verifyOp(op) })
		})
		m.VerifyEach = c.verifyEach
		m.NoteFailingPass = !c.verifyDiagnostics
		m.Diagnostics = emit
		m.Out = stderr
		var printIR *passes.PrintIR
		if c.printBeforeAll || c.printAfterAll || c.printAfterFailure || len(c.printBefore) > 0 || len(c.printAfter) > 0 {
			printIR = &passes.PrintIR{
				Before: c.printBefore, After: c.printAfter,
				BeforeAll: c.printBeforeAll, AfterAll: c.printAfterAll,
				OnlyIfChanged: c.printAfterChanged,
				AfterFailure:  c.printAfterFailure,
				ModuleScope:   c.printModuleScope,
				Print: func(w io.Writer, op *ir.Operation) error {
					return safely("printer", func() error { return printOp(w, op, popts) })
				},
				Out:     stderr,
				TreeDir: c.printTreeDir,
			}
			m.Instrumentations = append(m.Instrumentations, printIR)
		}
		if timing != nil {
			m.Instrumentations = append(m.Instrumentations, timing)
		}
		runErr := m.Run(mod.op)
		if printIR != nil && printIR.Err != nil {
			// The dumps asked for could not be written: a failure (mlir-opt
			// only prints the error), reported once.
			fmt.Fprintln(stderr, printIR.Err.Error())
			return "", false
		}
		if runErr != nil {
			return "", false
		}
		stop = start("Output")
		defer stop()
		var sb strings.Builder
		if err := safely("printer", func() error { return mod.print(&sb, popts) }); err != nil {
			for _, d := range diagnostics(err) {
				emit(d)
			}
			return "", false
		}
		return strings.TrimRight(sb.String(), "\n") + "\n\n", true
	}()
	if verifier != nil {
		report, verified := verifier.finish()
		io.WriteString(stderr, report)
		return out, verified
	}
	return out, processed
}

// safely runs f, turning a panic (a bug in memopt, never the user's fault)
// into an error diagnostic instead of a Go stack trace.
// MEMOPT_TRACEBACK=1 adds the stack.
func safely(what string, f func() error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			msg := fmt.Sprintf("internal error: the %s panicked: %v", what, v)
			if os.Getenv("MEMOPT_TRACEBACK") == "1" {
				msg += "\n" + string(debug.Stack())
			}
			err = &ir.Diagnostic{Severity: ir.SeverityError, Message: msg}
		}
	}()
	return f()
}

// writeOutput writes the result to stdout ("" or "-") or to path. A regular
// file is written only when everything succeeded, through a temporary file
// renamed into place, so it is never partial. On failure there is no output
// file afterwards: like mlir-opt, which opens -o before running and deletes
// it when anything fails, memopt removes a regular file already there.
// Paths that are not regular files (/dev/null, /dev/stdout, pipes) are
// written in place and never removed or replaced.
func writeOutput(path, text string, ok bool, stdout io.Writer) error {
	if path == "" || path == "-" {
		_, err := io.WriteString(stdout, text)
		return err
	}
	lst, lerr := os.Lstat(path)
	target := path
	if lerr == nil && lst.Mode()&os.ModeSymlink != 0 {
		if r, err := filepath.EvalSymlinks(path); err == nil {
			target = r
		}
	}
	st, serr := os.Stat(target)
	exists := serr == nil
	if exists && !st.Mode().IsRegular() {
		if !ok {
			return nil
		}
		f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return fmt.Errorf("cannot open output file '%s': %v", path, unwrapPath(err))
		}
		_, err = io.WriteString(f, text)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("cannot write output file '%s': %v", path, unwrapPath(err))
		}
		return nil
	}
	if !ok {
		if lerr == nil && lst.Mode().IsRegular() {
			os.Remove(path)
		}
		return nil
	}
	perm := os.FileMode(0o644)
	if exists {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".memopt-*")
	if err != nil {
		return fmt.Errorf("cannot open output file '%s': %v", path, unwrapPath(err))
	}
	_, err = io.WriteString(tmp, text)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), perm)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), target)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("cannot write output file '%s': %v", path, unwrapPath(err))
	}
	return nil
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
