package transforms_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/progen"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	_ "github.com/memopt/memopt/passes/transforms"
)

// FuzzCanonicalizeCSE: for any input that parses and verifies,
// `canonicalize`, `cse`, `symbol-dce`, `loop-invariant-code-motion` and
// `inline` (with and without its pipeline) never panic, their outputs
// verify and print as text that parses back, and each but inline is
// idempotent: running it again on its own output changes nothing
// (canonicalize followed by cse is not: cse can make new work for
// canonicalize, in mlir-opt too; nor is inline, whose inlining history
// stops a chain of mutually recursive calls that a second run unrolls
// further). Seeds are
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
	f.Add([]byte(`func.func private @g(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %y = call @g(%x, %c) : (i32, i1) -> i32
  return %y : i32
}
func.func @f(%x: i32, %c: i1) -> i32 {
  %r = call @g(%x, %c) : (i32, i1) -> i32
  %s = scf.if %c -> i32 {
    %t = func.call @g(%r, %c) : (i32, i1) -> i32
    scf.yield %t : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.Parse("fuzz.mlir", src)
		if err != nil || ir.Verify(m.Op) != nil {
			return
		}
		for _, pipeline := range []string{"builtin.module(canonicalize)", "builtin.module(cse)", "builtin.module(symbol-dce)", "builtin.module(loop-invariant-code-motion)",
			"builtin.module(canonicalize,cse)", "builtin.module(inline{default-pipeline=})", "builtin.module(inline)"} {
			m, _ := parser.Parse("fuzz.mlir", src)
			once := runPipeline(t, m, pipeline)
			m2, err := parser.Parse("once.mlir", []byte(once))
			if err != nil {
				t.Fatalf("%s: output does not parse: %v\n%s", pipeline, err, once)
			}
			if pipeline == "builtin.module(canonicalize,cse)" || strings.HasPrefix(pipeline, "builtin.module(inline") {
				continue // not idempotent in mlir-opt either
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
