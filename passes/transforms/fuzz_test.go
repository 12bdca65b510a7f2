package transforms_test

import (
	"bytes"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	_ "github.com/memopt/memopt/passes/transforms"
)

// FuzzCanonicalizeCSE: for any input that parses and verifies,
// `canonicalize`, `cse`, `symbol-dce` and `loop-invariant-code-motion`
// never panic, their outputs verify
// and print as text that parses back, and each is idempotent: running it
// again on its own output changes nothing (canonicalize followed by cse is
// not: cse can make new work for canonicalize, in mlir-opt too). Seeds are
// generated programs and small cases.
func FuzzCanonicalizeCSE(f *testing.F) {
	for seed := int64(1); seed <= 4; seed++ {
		f.Add([]byte(progen.Generate(seed, progen.Options{Stmts: 8, MaxFuncs: 2}).Text()))
	}
	f.Add([]byte(`func.func private @dead() { return }
func.func @g() { return }
module @m { func.func private @h() { return } }`))
	f.Add([]byte(`func.func @f(%a: i32, %b: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %x = arith.addi %c3, %a : i32
  %y = arith.addi %a, %c3 : i32
  %z = arith.subi %x, %y : i32
  %w = arith.ori %z, %c0 : i32
  return %w : i32
}`))
	f.Add([]byte(`func.func @l(%a: i32, %n: index, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %d = arith.divsi %a, %a : i32
    scf.for %j = %c0 to %n step %c1 {
      %x = arith.muli %a, %a : i32
      memref.store %x, %m[%c0] : memref<4xi32>
    }
  }
  return
}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.Parse("fuzz.mlir", src)
		if err != nil || ir.Verify(m.Op) != nil {
			return
		}
		for _, pipeline := range []string{"builtin.module(canonicalize)", "builtin.module(cse)", "builtin.module(symbol-dce)", "builtin.module(loop-invariant-code-motion)", "builtin.module(canonicalize,cse)"} {
			m, _ := parser.Parse("fuzz.mlir", src)
			once := runPipeline(t, m, pipeline)
			m2, err := parser.Parse("once.mlir", []byte(once))
			if err != nil {
				t.Fatalf("%s: output does not parse: %v\n%s", pipeline, err, once)
			}
			if pipeline == "builtin.module(canonicalize,cse)" {
				continue
			}
			if twice := runPipeline(t, m2, pipeline); twice != once {
				t.Fatalf("%s: a second run changed the output:\n%s\n---\n%s", pipeline, once, twice)
			}
		}
	})
}

// runPipeline runs pipeline on m, checks the result verifies and returns
// it printed.
func runPipeline(t *testing.T, m *ir.Module, pipeline string) string {
	pl, err := passes.ParsePipeline(pipeline)
	if err != nil {
		t.Fatal(err)
	}
	if err := passes.NewManager(pl, ir.Verify).Run(m.Op); err != nil {
		var b bytes.Buffer
		_ = m.Print(&b, ir.PrintOptions{})
		t.Fatalf("%s failed: %v\n%s", pipeline, err, b.String())
	}
	var b bytes.Buffer
	if err := m.Print(&b, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
