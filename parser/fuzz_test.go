package parser

import (
	"bytes"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
)

// FuzzParse: the parser never panics; input that parses and verifies
// prints (custom and generic) to text that parses again to the same text.
// Seeds live in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`"t"() : () -> ()`,
		"%0:2 = \"t\"(%1) ({\n^bb0(%a: i32):\n  \"t.br\"(%a)[^bb1] : (i32) -> ()\n^bb1:\n  \"t.r\"() : () -> ()\n}) {x = [1, \"s\"]} : (index) -> (i32, f32)\n%1 = \"c\"() : () -> index\n",
		"#map = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>\n\"t\"() {m = #map, t = memref<4x?xf32, strided<[?, 1], offset: ?>>} : () -> ()\n",
		"func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.mlir", src)
		if err != nil {
			if strings.Contains(err.Error(), "internal parser error") {
				t.Fatalf("parser panicked: %v", err)
			}
			if !strings.HasPrefix(err.Error(), "fuzz.mlir:") {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		if ir.Verify(m.Op) != nil {
			return
		}
		for _, opts := range []ir.PrintOptions{{}, {Generic: true}} {
			var b1 bytes.Buffer
			if err := m.Print(&b1, opts); err != nil {
				t.Fatalf("print: %v", err)
			}
			m2, err := Parse("printed.mlir", b1.Bytes())
			if err != nil {
				t.Fatalf("printed output does not parse: %v\ninput:\n%s\nprinted:\n%s", err, src, b1.String())
			}
			var b2 bytes.Buffer
			if err := m2.Print(&b2, opts); err != nil {
				t.Fatalf("print: %v", err)
			}
			if b1.String() != b2.String() {
				t.Fatalf("not a fixed point:\n%s", textDiff(b1.String(), b2.String()))
			}
		}
	})
}
