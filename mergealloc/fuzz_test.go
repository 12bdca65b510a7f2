package mergealloc

import (
	"bytes"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/memopt/memopt/parser"
)

// FuzzMergeAlloc: for any input that parses and verifies, merge-alloc with
// any planner, alignment, forall-hoisting mode, analysis-only and symbolic
// setting never panics, the
// independent plan checker accepts every plan, the rewritten IR verifies,
// and printing it is a fixed point (print, parse, print gives the same
// text); a second run on the output never panics either. Seeds live in
// testdata/fuzz/FuzzMergeAlloc (lit tests, execution tests and generated
// programs).
func FuzzMergeAlloc(f *testing.F) {
	for seed := int64(1); seed <= 4; seed++ {
		f.Add([]byte(progen.Generate(seed, progen.Options{Stmts: 6, MaxFuncs: 1}).Text()), uint8(seed), uint8(6), false)
	}
	f.Fuzz(fuzzMergeAlloc)
}

// fuzzMergeAlloc is FuzzMergeAlloc's body.
func fuzzMergeAlloc(t *testing.T, src []byte, plannerIdx, alignExp uint8, analysisOnly bool) {
	names := planner.Names()
	m, err := parser.Parse("fuzz.mlir", src)
	if err != nil || ir.Verify(m.Op) != nil {
		return
	}
	opts := Options{
		PlannerOptions: names[int(plannerIdx)%len(names)],
		Alignment:      int64(1) << (alignExp % 9),
		AnalysisOnly:   analysisOnly,
		VerifyPlan:     true,
		// The alignment takes the low bits; the top one picks symbolic
		// plans (the corpus keeps its shape).
		Symbolic: alignExp >= 128,
		// The planner index's high part picks the forall-hoisting mode.
		ForallHoisting: ForallHoisting(ForallHoistingModes()[int(plannerIdx)/len(names)%3]),
	}
	allocs := 0
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		if op.Name() == allocOpName {
			allocs++
		}
	})
	if allocs > 12 && (opts.PlannerOptions == "exact" || opts.PlannerOptions == "best") {
		opts.PlannerOptions = planner.Default // searches bounded by time, not by work
	}
	var checkErr error
	p := DefaultPipeline()
	p.Check = func(tr LifetimeTrace, sched *MemorySchedule, o Options) error {
		err := CheckSchedule(tr, sched, o)
		if err != nil {
			checkErr = err
		}
		return err
	}
	run := func(mod *ir.Operation) {
		for _, fn := range mod.Region(0).Front().Ops() {
			if fn.Name() != "func.func" {
				continue
			}
			if _, err := p.Run(fn, opts); checkErr != nil {
				t.Fatalf("plan checker: %v (planner %s, alignment %d)", checkErr, opts.PlannerOptions, opts.Alignment)
			} else if err != nil {
				return // a diagnostic: the input is refused, nothing rewritten
			}
		}
	}
	run(m.Op)
	if err := ir.Verify(m.Op); err != nil {
		var b bytes.Buffer
		m.Print(&b, ir.PrintOptions{})
		t.Fatalf("merge-alloc output does not verify: %v\n%s", err, b.String())
	}
	var b1, b2 bytes.Buffer
	if err := m.Print(&b1, ir.PrintOptions{}); err != nil {
		t.Fatalf("print: %v", err)
	}
	m2, err := parser.Parse("out.mlir", b1.Bytes())
	if err != nil {
		t.Fatalf("output does not parse: %v\n%s", err, b1.String())
	}
	if err := m2.Print(&b2, ir.PrintOptions{}); err != nil {
		t.Fatalf("print: %v", err)
	}
	if b1.String() != b2.String() {
		t.Fatalf("printing the output is not a fixed point:\n%s\n---\n%s", b1.String(), b2.String())
	}
	run(m2.Op)
}
