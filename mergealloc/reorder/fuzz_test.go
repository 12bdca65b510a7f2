package reorder

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/memopt/memopt/parser"
)

// FuzzReorderForMemory: for any input that parses and verifies,
// reorder-for-memory with any exact limit never panics or fails, never
// raises a block's peak, its output verifies and printing it is a fixed
// point; a second run on the output never raises a peak either. Seeds:
// generated programs and the pass's lit and exec programs.
func FuzzReorderForMemory(f *testing.F) {
	for seed := int64(1); seed <= 4; seed++ {
		f.Add([]byte(progen.Generate(seed, progen.Options{Stmts: 8, MaxFuncs: 1}).Text()), uint8(seed*7))
	}
	for _, glob := range []string{"../../testdata/reorder/*.mlir", "../../testdata/reorder/exec/dag_1.mlir"} {
		files, _ := filepath.Glob(glob)
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src, uint8(32))
			}
		}
	}
	f.Fuzz(fuzzReorder)
}

func fuzzReorder(t *testing.T, src []byte, limit uint8) {
	m, err := parser.Parse("fuzz.mlir", src)
	if err != nil || ir.Verify(m.Op) != nil {
		return
	}
	opts := Options{ExactLimit: int(limit) % 65, Budget: 200000}
	run := func(mod *ir.Operation) {
		ir.WalkPreOrder(mod, func(fn *ir.Operation) {
			if fn.Name() != "func.func" {
				return
			}
			rs, err := Run(fn, opts)
			if err != nil {
				t.Fatalf("reorder-for-memory failed: %v", err)
			}
			for _, r := range rs {
				if r.After > r.Before {
					t.Fatalf("peak raised: %s", r.Message())
				}
			}
		})
	}
	run(m.Op)
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
		t.Fatalf("printing the output is not a fixed point:\n%s\n---\n%s", b1.String(), b2.String())
	}
	run(m2.Op)
}
