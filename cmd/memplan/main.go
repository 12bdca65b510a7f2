// Command memplan plans a static memory allocation problem given in
// MiniMalloc's CSV format (id,lower,upper,size[,alignment][,offset]; live
// ranges are half-open [lower, upper); a buffer with an offset is fixed
// there and the others are planned around it) with any algorithm of memopt's
// planner library.
//
//	memplan [--algorithm NAME] [--capacity N [--minimize]] [--time-limit D] [--format csv|json] [-o FILE] [--report FILE] INPUT.csv
//
// It writes the input with an offset column (or JSON) to stdout or to -o
// (atomically: a temporary file renamed into place, never a partial file),
// and prints the peak, the lower bound and the gap to stderr. Every plan is
// checked by the library's verifier before it is written. --capacity makes a
// plan above N bytes an error; with it the exact solver stops at the first
// plan within N bytes (MiniMalloc's decision problem) unless --minimize is
// given, and auto, when its plan does not fit, asks the exact solver's
// decision problem too. The summary names a lower bound the solver proved beyond the
// liveness bound, and says when the plan is optimal. --report FILE also
// writes a memory plan report (.txt, .json or .html by the extension, - for
// text on stderr; the format memopt --memory-report writes,
// docs/MEMORY_REPORT.md). Malformed input is reported as
// FILE:LINE:COL: error: MESSAGE. The exit status is 1 on any error.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/report/render"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is memplan with its arguments and streams; it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("memplan", flag.ContinueOnError)
	fs.SetOutput(stderr)
	alg := fs.String("algorithm", planner.Default, "planning algorithm (see below)")
	capacity := fs.Int64("capacity", 0, "plan within this many bytes and fail if there is no such plan (0: no limit); exact stops at the first plan that fits, auto asks exact's decision problem when its plan does not fit")
	minimize := fs.Bool("minimize", false, "with --capacity: exact goes on minimizing the peak below the capacity after the first plan that fits")
	timeLimit := fs.Duration("time-limit", 0, "time budget for search algorithms (exact, best, hill-climb), e.g. 5s")
	format := fs.String("format", "csv", "output format: csv or json")
	out := fs.String("o", "", "write the plan to this file instead of stdout")
	quiet := fs.Bool("q", false, "do not print the summary")
	reportPath := fs.String("report", "", "also write a report of the plan to `FILE`: .txt (a table), .json (docs/MEMORY_REPORT.md) or .html (an interactive timeline), - for text on stderr")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: memplan [flags] INPUT.csv (- for stdin)\n\nflags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nalgorithms:\n")
		for _, a := range planner.Algorithms() {
			fmt.Fprintf(stderr, "  %-20s %s\n", a.Name, a.Doc)
		}
	}
	// Flags may come before or after the input, as with mlir-opt.
	var inputs []string
	for rest := args; ; {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			return 1
		}
		if fs.NArg() == 0 {
			break
		}
		inputs = append(inputs, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "memplan: "+format+"\n", a...)
		return 1
	}
	if len(inputs) != 1 {
		fs.Usage()
		return 1
	}
	if *format != "csv" && *format != "json" {
		return fail("unknown --format %q (want csv or json)", *format)
	}
	if *capacity < 0 {
		return fail("--capacity must not be negative")
	}
	if *timeLimit < 0 {
		return fail("--time-limit must not be negative, got %v", *timeLimit)
	}
	a, err := planner.ByName(*alg)
	if err != nil {
		return fail("%v", err)
	}
	if *reportPath != "" {
		if _, err := render.FormatOf(*reportPath); err != nil {
			return fail("%v", err)
		}
		if err := checkReportPath(*reportPath, inputs[0], *out); err != nil {
			return fail("%v", err)
		}
	}
	name := inputs[0]
	var r io.Reader = stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fail("%v", err)
		}
		defer f.Close()
		r = f
	} else {
		name = "<stdin>"
	}
	p, err := planner.ReadCSV(r, name)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if *capacity > 0 {
		p.Pools = []planner.Pool{{Name: "memory", Size: *capacity}}
	}
	start := time.Now()
	// With a capacity, exact solves the decision problem (as MiniMalloc
	// does) unless --minimize asks for the smallest peak.
	pl, err := a.Plan(p, planner.Options{TimeLimit: *timeLimit, FitOnly: *capacity > 0 && !*minimize})
	elapsed := time.Since(start)
	if err != nil {
		return fail("%s: %v", name, err)
	}
	if err := planner.Verify(p, pl); err != nil {
		if errors.Is(err, planner.ErrTooLarge) {
			return fail("%s: %v", name, err)
		}
		return fail("%s: internal error: invalid plan from %s: %v", name, a.Name, err)
	}
	if *capacity > 0 && pl.Peak() > *capacity {
		return fail("%s: plan needs %d bytes, above --capacity %d", name, pl.Peak(), *capacity)
	}
	var buf bytes.Buffer
	if *format == "json" {
		err = planner.WriteJSON(&buf, p, pl)
	} else {
		err = planner.WriteCSV(&buf, p, pl)
	}
	if err != nil {
		return fail("%v", err)
	}
	if err := checkOutput(buf.Bytes(), *format, p, pl); err != nil {
		return fail("%s: internal error: output does not validate: %v", name, err)
	}
	if *out == "" {
		if _, err := stdout.Write(buf.Bytes()); err != nil {
			return fail("%v", err)
		}
	} else if err := writeAtomic(*out, buf.Bytes()); err != nil {
		return fail("%v", err)
	}
	if *reportPath == "-" {
		if err := render.WriteText(stderr, planReport(name, p, pl, elapsed)); err != nil {
			return fail("%v", err)
		}
	} else if *reportPath != "" {
		if err := render.WriteFile(*reportPath, planReport(name, p, pl, elapsed)); err != nil {
			return fail("%v", err)
		}
	}
	if !*quiet {
		lb := planner.LowerBound(p)
		gap := 0.0
		if lb > 0 {
			gap = 100 * float64(pl.Peak()-lb) / float64(lb)
		}
		opt := ""
		if pl.Bound > lb {
			opt = fmt.Sprintf(", proven lower bound %d", pl.Bound)
		}
		if pl.Optimal {
			opt += " (optimal)"
		}
		fixed := 0
		for _, b := range p.Buffers {
			if b.Fixed {
				fixed++
			}
		}
		nb := fmt.Sprintf("%d buffers", len(p.Buffers))
		if fixed > 0 {
			nb += fmt.Sprintf(" (%d fixed)", fixed)
		}
		fmt.Fprintf(stderr, "%s: algorithm %s: peak %d, lower bound %d, gap %.2f%%%s, %s, %s\n",
			name, pl.Algorithm, pl.Peak(), lb, gap, opt, nb, elapsed.Round(time.Microsecond))
	}
	return 0
}

// checkOutput reads the bytes about to be written back and verifies the plan
// they describe: same buffers, offsets that pass the verifier, same peak.
func checkOutput(data []byte, format string, p *planner.Problem, pl *planner.Plan) error {
	var q *planner.Problem
	var offs []int64
	if format == "json" {
		var doc struct {
			Peak    int64 `json:"peak"`
			Buffers []struct {
				ID     string `json:"id"`
				Lower  int64  `json:"lower"`
				Upper  int64  `json:"upper"`
				Size   int64  `json:"size"`
				Offset int64  `json:"offset"`
			} `json:"buffers"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			return err
		}
		if doc.Peak != pl.Peak() {
			return fmt.Errorf("peak %d, plan says %d", doc.Peak, pl.Peak())
		}
		q = &planner.Problem{}
		for _, b := range doc.Buffers {
			q.Buffers = append(q.Buffers, planner.Buffer{ID: b.ID, Lower: b.Lower, Upper: b.Upper, Size: b.Size})
			offs = append(offs, b.Offset)
		}
	} else {
		var err error
		q, offs, err = planner.ReadCSVPlan(bytes.NewReader(data), "output")
		if err != nil {
			return err
		}
	}
	if len(q.Buffers) != len(p.Buffers) || len(offs) != len(p.Buffers) {
		return fmt.Errorf("%d buffers and %d offsets written for %d buffers", len(q.Buffers), len(offs), len(p.Buffers))
	}
	for i := range p.Buffers {
		a, b := p.Buffers[i], q.Buffers[i]
		if a.ID != b.ID || a.Lower != b.Lower || a.Upper != b.Upper || a.Size != b.Size {
			return fmt.Errorf("buffer %d written as %+v, read as %+v", i, a, b)
		}
	}
	// The offsets read back must make a valid plan of the problem as given
	// (fixed buffers where they were pinned).
	check := &planner.Plan{Offsets: offs, PoolOf: pl.PoolOf, PoolSizes: pl.PoolSizes}
	return planner.Verify(p, check)
}

// writeAtomic writes data to path as memopt writes its outputs
// (render.WriteAtomic): through a temporary file renamed into place, never a
// partial file; a device or a pipe is written in place, never replaced.
func writeAtomic(path string, data []byte) error {
	if err := render.WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}); err != nil {
		return fmt.Errorf("cannot write %s: %v", path, err)
	}
	return nil
}
