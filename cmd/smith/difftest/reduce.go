package difftest

import (
	"context"
	"fmt"
	"strings"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/progen"
)

// Reduction is the result of reducing a failing program.
type Reduction struct {
	// Edits turn the generated program into the reduced one.
	Edits *progen.Edits
	// Text is the reduced program.
	Text string
	// Want is what the reduced program prints before the pass.
	Want string
	// Tests counts the candidate programs tried.
	Tests int
	// Lowering are the mlir-opt arguments of the lit test's lowering.
	Lowering []string
}

// DefaultMaxReduceTests bounds the candidates a reduction tries when
// Runner.MaxReduceTests is 0.
const DefaultMaxReduceTests = 800

// Reduce shrinks the program p, which fails as f says, while it still
// fails that way: it drops statements (and everything that used what they
// defined), replaces loops and ifs by their bodies, runs loops once, makes
// allocations plain and halves shapes, until no candidate (progen.
// Candidates) still fails. logf, if not nil, reports progress.
func (r *Runner) Reduce(ctx context.Context, p *progen.Program, f Failure, logf func(format string, args ...any)) *Reduction {
	ed := (*progen.Edits)(nil).Clone()
	cur, _ := progen.Emit(p, ed)
	red := &Reduction{Edits: ed, Text: cur}
	limit := r.MaxReduceTests
	if limit <= 0 {
		limit = DefaultMaxReduceTests
	}
	for improved := true; improved && ctx.Err() == nil && red.Tests < limit; {
		improved = false
		for _, c := range progen.Candidates(p, ed) {
			if ctx.Err() != nil || red.Tests >= limit {
				break
			}
			text, _ := progen.Emit(p, c)
			if text == cur || len(text) > len(cur) {
				continue
			}
			red.Tests++
			if !r.Reproduces(ctx, []byte(text), f) {
				continue
			}
			ed, cur = c, text
			improved = true
			if logf != nil {
				logf("reduce: %d lines after %d tests", strings.Count(cur, "\n"), red.Tests)
			}
		}
	}
	red.Edits, red.Text = ed, cur
	if want, err := r.lowerAndRun(ctx, []byte(cur), false); err == nil {
		red.Want = want
	}
	red.Lowering = r.LoweringArgs()
	if r.Tensor && strings.Contains(f.Config, "one-shot-bufferize") {
		// memopt's output is bufferized: lower it as it is (loweringFor).
		red.Lowering = llvmtools.LowerPasses
	}
	return red
}

// LitTest returns a lit test for a reduced failure: the program, run with
// the failing configuration through the MLIR lowering and mlir-runner,
// must print what it printed before the pass (Want). The test runs under
// memopt's Go lit and LLVM's lit 22 (testdata/lit.cfg.py provides
// %mlir_runner_utils and %mlir_c_runner_utils).
func LitTest(f Failure, cfg Config, red *Reduction, summary string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "// Found by the program generator (seed %d), reduced: %s fails with %s.\n", f.Seed, cfg.Name, f.Kind)
	for _, l := range strings.Split(strings.TrimSpace(summary), "\n") {
		if l != "" {
			fmt.Fprintf(&sb, "// %s\n", l)
		}
	}
	sb.WriteString("// REQUIRES: mlir-opt, mlir-runner\n")
	memopt := "memopt %s"
	if cfg.Pipeline != "" {
		memopt = fmt.Sprintf("memopt --pass-pipeline='%s' %%s", cfg.Pipeline)
	}
	fmt.Fprintf(&sb, "// RUN: %s \\\n", memopt)
	lowering := red.Lowering
	if lowering == nil {
		lowering = llvmtools.LowerPasses
	}
	var args []string
	for _, a := range lowering {
		if strings.Contains(a, " ") {
			a = "'" + a + "'"
		}
		args = append(args, a)
	}
	fmt.Fprintf(&sb, "// RUN: | mlir-opt %s \\\n", strings.Join(args, " "))
	sb.WriteString("// RUN: | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \\\n")
	if strings.TrimSpace(red.Want) == "" {
		// The failure does not need the output (the pass or mlir-opt
		// failed): the program prints nothing.
		sb.WriteString("// RUN: | FileCheck %s --allow-empty\n// CHECK-NOT: {{.}}\n")
	} else {
		sb.WriteString("// RUN: | FileCheck %s\n")
	}
	first := true
	for _, l := range strings.Split(strings.TrimRight(red.Want, "\n"), "\n") {
		if l == "" {
			continue
		}
		if first {
			fmt.Fprintf(&sb, "// CHECK: %s\n", l)
			first = false
		} else {
			fmt.Fprintf(&sb, "// CHECK-NEXT: %s\n", l)
		}
	}
	sb.WriteString("\n")
	// The generator's own header comment is replaced by the one above.
	text := red.Text
	if strings.HasPrefix(text, "// Generated") {
		text = text[strings.Index(text, "\n")+1:]
	}
	sb.WriteString(text)
	return sb.String()
}
