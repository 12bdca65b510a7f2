package ir_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// roundTrip parses src, verifies it and prints it in custom form.
func roundTrip(t *testing.T, src string) string {
	t.Helper()
	m, err := parser.Parse("test.mlir", []byte(src))
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op))
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	return buf.String()
}

// TestDialectCustomForms checks the printed custom form of irregular ops
// (the exact spelling matters for readers and FileCheck tests) and that it
// is a fixed point.
func TestDialectCustomForms(t *testing.T) {
	cases := []struct{ src, want string }{
		{`func.func @f(%lb: i32, %ub: i32) {
  scf.for %i = %lb to %ub step %ub : i32 {
  }
  return
}`, "scf.for %arg2 = %arg0 to %arg1 step %arg1  : i32 {"},
		{`func.func @f(%m: memref<16xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<(d0)[s0] -> (16, d0 + s0)>(%n)[%n] step 2 {
    %v = affine.load %m[%i + 1] : memref<16xf32>
  }
  return
}`, "affine.load %arg0[%arg2 + 1] : memref<16xf32>"},
		{`func.func @f(%a: memref<8x16xf32>, %r: memref<8xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<8x16xf32>) outs(%r : memref<8xf32>) dimensions = [1]
  return
}`, "linalg.reduce { arith.addf } ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<8xf32>) dimensions = [1]"},
		{`func.func @f(%m: memref<8x8xf32>, %i: index) {
  %s = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}`, "memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>"},
		{`func.func @f(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %c = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %c {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}`, "vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>"},
		{`func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
  }
  return %r : tensor<8xf32>
}`, "scf.forall (%arg1) in (2) shared_outs(%arg2 = %arg0) -> (tensor<8xf32>) {"},
	}
	for _, c := range cases {
		out := roundTrip(t, c.src)
		require.Contains(t, out, c.want)
		require.Equal(t, out, roundTrip(t, out), "custom form must be a fixed point")
	}
}

// TestDialectPrintersRobust mutates every op of the round-trip corpus
// (dropping one property, or the last operand) and checks that IR which
// still verifies prints and reparses without panicking, and that IR which
// does not verify is reported as an error.
func TestDialectPrintersRobust(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "roundtrip", "*.mlir"))
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	mutations := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		m, err := parser.Parse(f, src)
		require.NoError(t, err, f)
		var ops []*ir.Operation
		ir.WalkPreOrder(m.Op, func(o *ir.Operation) { ops = append(ops, o) })
		for _, o := range ops {
			if o.Def() == nil {
				continue
			}
			for _, p := range o.Props() {
				saved := o.Props()
				kept := make([]ir.NamedAttr, 0, len(saved))
				for _, q := range saved {
					if q.Name != p.Name {
						kept = append(kept, q)
					}
				}
				o.SetProps(kept)
				checkPrints(t, f, m, o.Name()+" without "+p.Name)
				o.SetProps(saved)
				mutations++
			}
			if n := o.NumOperands(); n > 0 {
				saved := o.Operands()
				o.SetOperands(saved[:n-1])
				checkPrints(t, f, m, o.Name()+" without its last operand")
				o.SetOperands(saved[1:])
				checkPrints(t, f, m, o.Name()+" without its first operand")
				o.SetOperands(append(append([]*ir.Value{}, saved...), saved[0]))
				checkPrints(t, f, m, o.Name()+" with an extra operand")
				o.SetOperands(saved)
				mutations += 3
			}
		}
	}
	require.Greater(t, mutations, 100)
}

func checkPrints(t *testing.T, file string, m *ir.Module, what string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s: %s: panic: %v", file, what, r)
		}
	}()
	if err := ir.Verify(m.Op); err != nil {
		return
	}
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}), "%s: %s", file, what)
	_, err := parser.Parse("reprint.mlir", buf.Bytes())
	if err != nil && !strings.Contains(err.Error(), "error:") {
		t.Fatalf("%s: %s: reparse gave a non-diagnostic error %v", file, what, err)
	}
}
