package dealloc_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/bufferize/dealloc"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// fuzzSeeds returns the cases of testdata/dealloc/*.mlir.
func fuzzSeeds(f *testing.F) []string {
	files, _ := filepath.Glob("../../testdata/dealloc/*.mlir")
	var out []string
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, caseSplit.Split(string(b), -1)...)
	}
	return out
}

// FuzzOwnershipDeallocation: for any input that parses and verifies,
// ownership-based deallocation (with or without dynamic ownership of
// private functions) never panics; when it succeeds its output verifies
// and printing it is a fixed point (print, parse, print gives the same
// text).
func FuzzOwnershipDeallocation(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, src []byte, dynamic bool) {
		m, err := parser.Parse("fuzz.mlir", src)
		if err != nil || ir.Verify(m.Op) != nil {
			return
		}
		var fns []*ir.Operation
		ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
			if op.Name() == "func.func" && op.NumRegions() == 1 && !op.Region(0).Empty() {
				fns = append(fns, op)
			}
		})
		for _, fn := range fns {
			if err := dealloc.DeallocateFunction(fn, dynamic); err != nil {
				return // refused: a diagnostic, no promise about the IR
			}
		}
		checkOutput(t, m)
	})
}

// FuzzDeallocationPipeline: for any input that parses and verifies,
// expand-realloc (emit-deallocs=false), the ownership-based deallocation
// and the lowering of its deallocs, run in that order as mlir-opt's
// buffer-deallocation-pipeline does, never panic; whatever succeeds leaves
// IR that verifies and prints as a fixed point.
func FuzzDeallocationPipeline(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, src []byte, emitDeallocs bool) {
		m, err := parser.Parse("fuzz.mlir", src)
		if err != nil || ir.Verify(m.Op) != nil {
			return
		}
		var reallocs []*ir.Operation
		ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
			if op.Name() == "memref.realloc" {
				reallocs = append(reallocs, op)
			}
		})
		for _, op := range reallocs {
			if dealloc.ExpandRealloc(op, emitDeallocs) != nil {
				return
			}
		}
		checkOutput(t, m)
		var fns []*ir.Operation
		ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
			if op.Name() == "func.func" && op.NumRegions() == 1 && !op.Region(0).Empty() {
				fns = append(fns, op)
			}
		})
		for _, fn := range fns {
			if dealloc.DeallocateFunction(fn, false) != nil {
				return
			}
		}
		checkOutput(t, m)
		if dealloc.LowerDeallocations(m.Op) != nil {
			return
		}
		checkOutput(t, m)
	})
}

// checkOutput requires m to verify and to print as a fixed point.
func checkOutput(t *testing.T, m *ir.Module) {
	t.Helper()
	var b1, b2 bytes.Buffer
	if err := m.Print(&b1, ir.PrintOptions{}); err != nil {
		t.Fatalf("print: %v", err)
	}
	if err := ir.Verify(m.Op); err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, b1.String())
	}
	m2, err := parser.Parse("out.mlir", b1.Bytes())
	if err != nil {
		t.Fatalf("output does not parse: %v\n%s", err, b1.String())
	}
	if err := m2.Print(&b2, ir.PrintOptions{}); err != nil {
		t.Fatalf("print: %v", err)
	}
	if b1.String() != b2.String() {
		t.Fatalf("printing is not a fixed point:\n%s\n---\n%s", b1.String(), b2.String())
	}
}
