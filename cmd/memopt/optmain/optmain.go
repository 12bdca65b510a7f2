package optmain

import (
	"bufio"
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
	"github.com/memopt/memopt/mergealloc/report"
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
	if err := checkReportPath(c); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", tool, err)
		return 1
	}
	src := newSource(name, text)
	// Files passes write besides the IR (memory maps) are written only
	// when everything succeeded, like -o and --memory-report.
	files := &passes.OutputFiles{}
	files.Reserve("input file", c.input)
	files.Reserve("-o output file", c.output)
	files.Reserve("--memory-report file", c.memoryReport)
	var mem *memoryReport
	if c.memoryReport != "" {
		threads := 0
		if c.disableThreading {
			threads = 1
		}
		mem = newMemoryReport(tool, name, threads)
	}
	if !c.split {
		// One case: print straight into the output (through a temporary
		// file for a regular file), never holding the whole text.
		out := &outputSink{path: c.output, stdout: stdout, input: c.input}
		timing := newTiming(c)
		ok := processChunk(c, pl, src, chunk{text: text}, stderr, timing, mem.sink(out.print), mem.collector(), files)
		mem.endChunk()
		ok = commitFiles(files, ok, stderr)
		ok = mem.finish(c.memoryReport, ok, stderr, timing)
		if timing != nil {
			timing.Report(stderr)
		}
		if err := out.finish(ok); err != nil {
			fmt.Fprintln(stderr, err.Error())
			ok = false
			mem.discard(c.memoryReport)
		}
		if !ok {
			files.Discard()
		}
		if !ok {
			return 1
		}
		return 0
	}
	chunks := splitInput(text, c.splitMarker)
	ok := true
	outs := make([]string, len(chunks))
	// With --memory-report, the last case's timing report waits for the
	// memory report, which it times as "Memory report".
	var lastTiming *passes.Timing
	for i, ch := range chunks {
		// Each case is timed and reported on its own, as mlir-opt does.
		timing := newTiming(c)
		var sb strings.Builder
		chunkOK := processChunk(c, pl, src, ch, stderr, timing, mem.sink(func(print func(io.Writer) error) error {
			return printTrimmed(&sb, print)
		}), mem.collector(), files)
		mem.endChunk()
		if chunkOK {
			outs[i] = sb.String()
		}
		ok = ok && chunkOK
		if timing != nil {
			if mem != nil && i == len(chunks)-1 {
				lastTiming = timing
			} else {
				timing.Report(stderr)
			}
		}
	}
	ok = commitFiles(files, ok, stderr)
	ok = mem.finish(c.memoryReport, ok, stderr, lastTiming)
	if lastTiming != nil {
		lastTiming.Report(stderr)
	}
	if err := writeOutput(c.output, c.input, joinOutputs(outs, c.outputSplitMarker), ok, stdout); err != nil {
		fmt.Fprintln(stderr, err.Error())
		ok = false
		mem.discard(c.memoryReport)
	}
	if !ok {
		files.Discard()
	}
	if !ok {
		return 1
	}
	return 0
}

// commitFiles writes the files passes produced besides the IR when ok,
// and reports whether everything is still ok.
func commitFiles(files *passes.OutputFiles, ok bool, stderr io.Writer) bool {
	if !ok {
		return false
	}
	if err := files.Commit(); err != nil {
		fmt.Fprintln(stderr, err.Error())
		return false
	}
	return true
}

// newTiming returns the --mlir-timing instrumentation of one case, nil
// without --mlir-timing.
func newTiming(c *config) *passes.Timing {
	if !c.timing {
		return nil
	}
	t := passes.NewTiming()
	t.Display = c.timingDisplay
	return t
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
// input, handing the printer to sink (which writes the text where it
// belongs). It reports whether the case succeeded; with
// --verify-diagnostics, success means the diagnostics matched the
// expected-* comments. sink is not called when the case failed before
// printing. col collects the memory plans (nil without --memory-report).
func processChunk(c *config, pl *passes.Pipeline, src *source, ch chunk, stderr io.Writer, timing *passes.Timing, sink func(print func(io.Writer) error) error, col *report.Collector, files *passes.OutputFiles) bool {
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
	popts := ir.PrintOptions{Generic: c.generic, DebugInfo: c.debugInfo, ElideElementsAttrs: c.elideElements, ElideElementsLimit: c.elideLimit}

	processed := func() bool {
		stop := start("Parser")
		var mod *module
		err := safely("parser", func() (err error) {
			mod, err = parseModule(src.name, ch.text, ch.lineOffset, c.noImplicitModule, ch.start(src.name))
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
			return false
		}
		if root := mod.op.Name(); root != pl.Anchor && c.noImplicitModule && !c.hasPipeline {
			// The pass flags nest below the input's own top-level op, as
			// mlir-opt nests them (they parsed before, so this cannot fail).
			if p, err := buildPipelineOn(c, root); err == nil {
				pl = p
			}
		}
		if c.dumpPipeline {
			// After parsing, for each case, as mlir-opt dumps the pass
			// manager it builds for the case's top-level op.
			pl.Dump(stderr)
		}
		m := passes.NewManager(pl, func(op *ir.Operation) error {
			return safely("verifier", func() error { return verifyOp(op) })
		})
		m.VerifyEach = c.verifyEach
		if c.disableThreading {
			m.Threads = 1
		}
		m.NoteFailingPass = !c.verifyDiagnostics
		m.Diagnostics = emit
		m.Out = stderr
		passes.ProvideSink(m, col)
		m.Outputs = files
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
			return false
		}
		if runErr != nil {
			return false
		}
		stop = start("Output")
		defer stop()
		err = sink(func(w io.Writer) error {
			return safely("printer", func() error { return mod.print(w, popts) })
		})
		if err != nil {
			var oe *outputError
			if errors.As(err, &oe) {
				// The output could not be opened or written: mlir-opt's
				// message, no source position.
				fmt.Fprintln(stderr, oe.Error())
				return false
			}
			for _, d := range diagnostics(err) {
				emit(d)
			}
			return false
		}
		return true
	}()
	if verifier != nil {
		report, verified := verifier.finish()
		io.WriteString(stderr, report)
		return verified
	}
	return processed
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

// outputError is a failure to open or write the output file (as opposed
// to a diagnostic of the printer).
type outputError struct{ msg string }

func (e *outputError) Error() string { return e.msg }

// outputSink writes one case's output to stdout ("" or "-") or to path,
// streaming the printer's text. A regular file is written through a
// temporary file renamed into place by finish when everything succeeded,
// so it is never partial. On failure there is no output file afterwards:
// like mlir-opt, which opens -o before running and deletes it when
// anything fails, memopt removes a regular file already there, except the
// input itself (memopt x.mlir -o x.mlir: mlir-opt deletes the input then;
// memopt leaves it as it was). Paths that are not regular files
// (/dev/null, /dev/stdout, pipes) are written in place and never removed
// or replaced.
type outputSink struct {
	path   string
	stdout io.Writer
	// input is the input file's path: a failure never removes it.
	input string
	// tmp is the temporary file written for a regular file, renamed to
	// target by finish; perm is the mode the result gets.
	tmp    *os.File
	target string
	perm   os.FileMode
	// printed reports that print ran to the end.
	printed bool
}

// print opens the output and writes the text print produces, with exactly
// one empty line at its end (as mlir-opt's output has).
func (o *outputSink) print(print func(io.Writer) error) error {
	return o.write(func(w io.Writer) error { return printTrimmed(w, print) })
}

// write opens the output and writes to it what fn writes.
func (o *outputSink) write(fn func(io.Writer) error) error {
	w, err := o.open()
	if err != nil {
		return err
	}
	ew := &errWriter{w: w}
	bw := bufio.NewWriterSize(ew, 1<<16)
	err = fn(bw)
	if err == nil {
		err = bw.Flush()
	}
	if ew.err != nil {
		return &outputError{fmt.Sprintf("cannot write output file '%s': %v", o.path, unwrapPath(ew.err))}
	}
	if err != nil {
		return err
	}
	o.printed = true
	return nil
}

// errWriter remembers the first error of its writer (a failed write of the
// output, which the printer would otherwise report as its own error).
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err != nil {
		e.err = err
	}
	return n, err
}

// open returns the writer the text goes to.
func (o *outputSink) open() (io.Writer, error) {
	if o.path == "" || o.path == "-" {
		return o.stdout, nil
	}
	lst, lerr := os.Lstat(o.path)
	target := o.path
	if lerr == nil && lst.Mode()&os.ModeSymlink != 0 {
		if r, err := filepath.EvalSymlinks(o.path); err == nil {
			target = r
		}
	}
	st, serr := os.Stat(target)
	exists := serr == nil
	if exists && !st.Mode().IsRegular() {
		f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
		if err != nil {
			return nil, &outputError{fmt.Sprintf("cannot open output file '%s': %v", o.path, unwrapPath(err))}
		}
		o.tmp, o.target = f, ""
		return f, nil
	}
	o.perm = 0o644
	if exists {
		o.perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".memopt-*")
	if err != nil {
		return nil, &outputError{fmt.Sprintf("cannot open output file '%s': %v", o.path, unwrapPath(err))}
	}
	o.tmp, o.target = tmp, target
	return tmp, nil
}

// finish commits the output when ok (and the text was printed whole), or
// removes what was written and any regular file at the path otherwise.
func (o *outputSink) finish(ok bool) error {
	ok = ok && o.printed
	if o.tmp == nil {
		if !ok && o.path != "" && o.path != "-" {
			o.removeStale()
		}
		return nil
	}
	cerr := o.tmp.Close()
	if o.target == "" {
		// A special file written in place.
		if ok && cerr != nil {
			return fmt.Errorf("cannot write output file '%s': %v", o.path, unwrapPath(cerr))
		}
		return nil
	}
	name := o.tmp.Name()
	if !ok {
		os.Remove(name)
		o.removeStale()
		return nil
	}
	err := cerr
	if err == nil {
		err = os.Chmod(name, o.perm)
	}
	if err == nil {
		err = os.Rename(name, o.target)
	}
	if err != nil {
		os.Remove(name)
		return fmt.Errorf("cannot write output file '%s': %v", o.path, unwrapPath(err))
	}
	return nil
}

// removeStale removes the regular file at the output path after a
// failure, unless it is the input.
func (o *outputSink) removeStale() {
	if lst, err := os.Lstat(o.path); err == nil && lst.Mode().IsRegular() && !passes.SameFile(o.path, o.input) {
		os.Remove(o.path)
	}
}

// writeOutput writes text (the whole output, already formed) as
// outputSink does; with ok false it only removes a regular file at path
// that is not the input (standard output still gets the text: the cases
// that succeeded).
func writeOutput(path, input, text string, ok bool, stdout io.Writer) error {
	o := &outputSink{path: path, stdout: stdout, input: input}
	if path == "" || path == "-" {
		_, err := io.WriteString(stdout, text)
		return err
	}
	if ok {
		err := o.write(func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		})
		if err != nil {
			o.finish(false)
			return err
		}
	}
	return o.finish(ok)
}

// printTrimmed runs print into w, replacing the newlines at the end of
// its text by exactly two (mlir-opt ends its output with an empty line).
func printTrimmed(w io.Writer, print func(io.Writer) error) error {
	tw := &trailingNewlines{w: w}
	if err := print(tw); err != nil {
		return err
	}
	if tw.err != nil {
		return tw.err
	}
	_, err := io.WriteString(w, "\n\n")
	return err
}

// trailingNewlines passes text through, holding back a run of newlines
// until more text follows it.
type trailingNewlines struct {
	w       io.Writer
	pending int
	err     error
}

func (t *trailingNewlines) Write(p []byte) (int, error) {
	i := len(p) - 1
	for i >= 0 && p[i] == '\n' {
		i--
	}
	if i < 0 {
		t.pending += len(p)
		return len(p), nil
	}
	for ; t.pending > 0 && t.err == nil; t.pending-- {
		_, t.err = t.w.Write([]byte{'\n'})
	}
	if t.err == nil {
		_, t.err = t.w.Write(p[:i+1])
	}
	t.pending = len(p) - i - 1
	if t.err != nil {
		return 0, t.err
	}
	return len(p), nil
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
