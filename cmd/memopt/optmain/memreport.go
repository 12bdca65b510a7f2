package optmain

import (
	"fmt"
	"io"
	"os"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/mergealloc/report/render"
	"github.com/memopt/memopt/passes"
)

// memoryReport gathers --memory-report's plans over the input's cases: a
// collector per case, whose plans count only when the case was processed
// to its output (its printer ran), in case order. A nil *memoryReport
// (no report asked for) does nothing.
type memoryReport struct {
	rep     *report.Report
	cur     *report.Collector
	printed bool
	// threads bounds the writer's goroutines (1 with
	// --mlir-disable-threading, 0 for GOMAXPROCS).
	threads int
}

func newMemoryReport(tool, input string, threads int) *memoryReport {
	return &memoryReport{rep: report.NewCollector().Report(tool, input), threads: threads}
}

// collector returns a new case's collector.
func (m *memoryReport) collector() *report.Collector {
	if m == nil {
		return nil
	}
	m.cur, m.printed = report.NewCollector(), false
	return m.cur
}

// sink wraps a case's output sink to notice that the case was printed.
func (m *memoryReport) sink(sink func(print func(io.Writer) error) error) func(print func(io.Writer) error) error {
	if m == nil {
		return sink
	}
	return func(print func(io.Writer) error) error {
		err := sink(print)
		m.printed = err == nil
		return err
	}
}

// endChunk keeps the case's plans when it was printed.
func (m *memoryReport) endChunk() {
	if m == nil || m.cur == nil {
		return
	}
	if m.printed {
		m.rep.Scopes = append(m.rep.Scopes, m.cur.Report(m.rep.Tool, m.rep.Input).Scopes...)
	}
	m.cur = nil
}

// finish writes the report to path ("-": text on stderr) when ok, or
// discards a stale one otherwise, and returns whether everything is still
// ok; --mlir-timing shows the writing as "Memory report".
func (m *memoryReport) finish(path string, ok bool, stderr io.Writer, timing *passes.Timing) bool {
	if m == nil {
		return ok
	}
	if !ok {
		m.discard(path)
		return false
	}
	if timing != nil {
		defer timing.Start("Memory report")()
	}
	if path == "-" {
		if err := (render.Options{Format: render.Text, Threads: m.threads}).Write(stderr, m.rep); err != nil {
			fmt.Fprintf(stderr, "cannot write memory report: %v\n", err)
			return false
		}
		return true
	}
	f, err := render.FormatOf(path)
	if err == nil {
		err = render.Options{Format: f, Threads: m.threads}.WriteFile(path, m.rep)
	}
	if err != nil {
		fmt.Fprintln(stderr, err.Error())
		return false
	}
	return true
}

// discard makes sure no report is left after a failure, as -o does: a
// regular file at path (a report of an earlier run, or the one just
// written) is removed; other files (/dev/null, pipes) are left alone.
func (m *memoryReport) discard(path string) {
	if m == nil || path == "-" {
		return
	}
	if st, err := os.Lstat(path); err == nil && st.Mode().IsRegular() {
		os.Remove(path)
	}
}

// checkReportPath refuses a --memory-report file that is the input or the
// -o output: the report must never replace either. Paths that are not
// regular files (/dev/null) may be shared.
func checkReportPath(c *config) error {
	rp := c.memoryReport
	if passes.SameFile(rp, c.input) {
		return fmt.Errorf("for the --memory-report option: '%s' is the input file; the report would replace it", rp)
	}
	if passes.SameFile(rp, c.output) {
		return fmt.Errorf("for the --memory-report option: '%s' is also the -o output file", rp)
	}
	return nil
}
