package valuebounds_test

import (
	"fmt"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/valuebounds"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// probes parses src and returns the operands of its "test.probe" ops in
// order, with the tag attribute of each.
func probes(t *testing.T, src string) []*ir.Operation {
	t.Helper()
	m, err := parser.Parse("bounds.mlir", []byte(src))
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op))
	var out []*ir.Operation
	ir.Walk(m.Op, func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "test.probe" {
			out = append(out, op)
		}
		return ir.WalkAdvance
	})
	require.NotEmpty(t, out)
	return out
}

// show prints a range as [lo, hi] with ? for an unknown side.
func show(r ir.Range) string {
	lo, hi := "?", "?"
	if r.HasLo {
		lo = fmt.Sprint(r.Lo)
	}
	if r.HasHi {
		hi = fmt.Sprint(r.Hi)
	}
	return "[" + lo + ", " + hi + "]"
}

// ranges returns, per probe, the range of its operand (or of dimension
// `dim` of it when the probe has a dim attribute).
func ranges(t *testing.T, src string, opts valuebounds.Options) ([]string, []string) {
	t.Helper()
	a := valuebounds.New(opts)
	var got, why []string
	for _, p := range probes(t, src) {
		v := p.Operand(0)
		d := -1
		if ia, ok := p.Attr("dim").(*ir.IntegerAttr); ok {
			d = int(ia.Value)
		}
		var r ir.Range
		if d >= 0 {
			r = a.Dim(v, d)
		} else {
			r = a.Value(v)
		}
		got = append(got, show(r))
		why = append(why, a.Why(v, d))
	}
	return got, why
}

func TestArithAndAffine(t *testing.T) {
	src := `
func.func @f(%x: index) {
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  %a = arith.addi %c4, %c10 : index
  %s = arith.subi %c4, %c10 : index
  %m = arith.muli %a, %c3 : index
  %d = arith.divsi %m, %c4 : index
  %cd = arith.ceildivsi %m, %c4 : index
  %mn = arith.minsi %x, %c10 : index
  %mx = arith.maxsi %mn, %c3 : index
  %i32 = arith.index_cast %c10 : index to i32
  %back = arith.index_cast %i32 : i32 to index
  %am = affine.min affine_map<(d0) -> (d0, 16)>(%x)
  %ap = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%am)
  %amax = affine.max affine_map<(d0) -> (d0, 8)>(%mn)
  %mod = affine.apply affine_map<(d0) -> (d0 mod 7)>(%x)
  %fd = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%mx)
  "test.probe"(%a) : (index) -> ()
  "test.probe"(%s) : (index) -> ()
  "test.probe"(%m) : (index) -> ()
  "test.probe"(%d) : (index) -> ()
  "test.probe"(%cd) : (index) -> ()
  "test.probe"(%mn) : (index) -> ()
  "test.probe"(%mx) : (index) -> ()
  "test.probe"(%back) : (index) -> ()
  "test.probe"(%am) : (index) -> ()
  "test.probe"(%ap) : (index) -> ()
  "test.probe"(%amax) : (index) -> ()
  "test.probe"(%mod) : (index) -> ()
  "test.probe"(%fd) : (index) -> ()
  "test.probe"(%x) : (index) -> ()
  return
}`
	got, why := ranges(t, src, valuebounds.Options{})
	require.Equal(t, []string{
		"[14, 14]", "[-6, -6]", "[42, 42]", "[10, 10]", "[11, 11]",
		"[?, 10]", "[3, 10]", "[10, 10]", "[?, 16]", "[?, 33]", "[8, 10]",
		"[0, 6]", "[0, 2]", "[?, ?]",
	}, got)
	require.Equal(t, "it is argument #0 of @f, a public function", why[13])
	require.Empty(t, why[0])
}

func TestLoopsAndBranches(t *testing.T) {
	src := `
func.func @f(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c2 to %c64 step %c8 {
    %r = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    "test.probe"(%i) : (index) -> ()
    "test.probe"(%r) : (index) -> ()
  }
  scf.forall (%a, %b) in (4, 5) {
    "test.probe"(%a) : (index) -> ()
    "test.probe"(%b) : (index) -> ()
  }
  scf.for %j = %c0 to %n step %c1 {
    "test.probe"(%j) : (index) -> ()
  }
  %s = scf.if %c -> index {
    scf.yield %c8 : index
  } else {
    scf.yield %c64 : index
  }
  "test.probe"(%s) : (index) -> ()
  %sel = arith.select %c, %c2, %c8 : index
  "test.probe"(%sel) : (index) -> ()
  %acc = scf.for %k = %c0 to %c8 step %c1 iter_args(%x = %c2) -> index {
    scf.yield %x : index
  }
  "test.probe"(%acc) : (index) -> ()
  %grow = scf.for %k = %c0 to %c8 step %c1 iter_args(%x = %c2) -> index {
    %y = arith.addi %x, %c1 : index
    scf.yield %y : index
  }
  "test.probe"(%grow) : (index) -> ()
  return
}`
	got, why := ranges(t, src, valuebounds.Options{})
	require.Equal(t, []string{"[2, 63]", "[3, 64]", "[0, 3]", "[0, 4]", "[0, ?]", "[8, 64]", "[2, 8]", "[2, 2]", "[?, ?]"}, got)
	require.Contains(t, why[4], "induction variable of 'scf.for' at line 17 whose upper bound is unbounded: it is argument #0 of @f, a public function")
	require.Equal(t, "it depends on itself around a loop", why[8])
}

func TestShapes(t *testing.T) {
	src := `
func.func @f(%n: index, %cache: memref<16x64xf32>, %t: tensor<?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.min affine_map<(d0) -> (d0, 12)>(%n)
  %a = memref.alloc(%m) : memref<?x4xf32>
  "test.probe"(%a) {dim = 0 : i64} : (memref<?x4xf32>) -> ()
  "test.probe"(%a) {dim = 1 : i64} : (memref<?x4xf32>) -> ()
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  "test.probe"(%d) : (index) -> ()
  %sv = memref.subview %cache[0, 0] [%m, 64] [1, 1] : memref<16x64xf32> to memref<?x64xf32, strided<[64, 1]>>
  "test.probe"(%sv) {dim = 0 : i64} : (memref<?x64xf32, strided<[64, 1]>>) -> ()
  %e = tensor.empty(%m) : tensor<?x8xf32>
  %sl = tensor.extract_slice %e[0, 0] [%m, 1] [1, 1] : tensor<?x8xf32> to tensor<?xf32>
  "test.probe"(%sl) {dim = 0 : i64} : (tensor<?xf32>) -> ()
  %td = tensor.dim %e, %c0 : tensor<?x8xf32>
  "test.probe"(%td) : (index) -> ()
  %cast = tensor.cast %e : tensor<?x8xf32> to tensor<?x?xf32>
  "test.probe"(%cast) {dim = 1 : i64} : (tensor<?x?xf32>) -> ()
  "test.probe"(%t) {dim = 0 : i64} : (tensor<?x8xf32>) -> ()
  %buf = bufferization.to_buffer %e : tensor<?x8xf32> to memref<?x8xf32>
  "test.probe"(%buf) {dim = 0 : i64} : (memref<?x8xf32>) -> ()
  return
}`
	got, why := ranges(t, src, valuebounds.Options{})
	require.Equal(t, []string{"[0, 12]", "[4, 4]", "[0, 12]", "[0, 12]", "[0, 12]", "[0, 12]", "[8, 8]", "[0, ?]", "[0, 12]"}, got)
	require.Equal(t, "it is dimension 0 of argument #2 of @f, a public function", why[7])
}

func TestAcrossCalls(t *testing.T) {
	src := `
func.func private @callee(%n: index, %m: index) {
  "test.probe"(%n) : (index) -> ()
  "test.probe"(%m) : (index) -> ()
  return
}
func.func private @taken(%n: index) {
  "test.probe"(%n) : (index) -> ()
  return
}
func.func @main(%x: index) {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  func.call @callee(%c4, %x) : (index, index) -> ()
  func.call @callee(%c9, %c4) : (index, index) -> ()
  %f = func.constant @taken : (index) -> ()
  return
}`
	got, why := ranges(t, src, valuebounds.Options{AcrossCalls: true})
	require.Equal(t, []string{"[4, 9]", "[?, ?]", "[?, ?]"}, got)
	require.Equal(t, "it is argument #1 of @callee, called at 'func.call' at line 14 with a value without bound: it is argument #0 of @main, a public function", why[1])
	require.Equal(t, "it is argument #0 of @taken, which 'func.constant' at line 16 refers to other than by a call", why[2])

	got, why = ranges(t, src, valuebounds.Options{})
	require.Equal(t, []string{"[?, ?]", "[?, ?]", "[?, ?]"}, got)
	require.Equal(t, "it is argument #0 of @callee (call sites are not analysed here)", why[0])
}

func TestRangeArithmetic(t *testing.T) {
	r := func(lo, hi int64) ir.Range { return ir.Range{Lo: lo, Hi: hi, HasLo: true, HasHi: true} }
	require.Equal(t, r(-12, 6), ir.RangeMul(r(-2, 1), r(3, 6)))
	require.Equal(t, r(-1, 3), ir.RangeDiv(r(-7, 13), r(4, 4), ir.TruncDiv))
	require.Equal(t, r(-2, 3), ir.RangeDiv(r(-7, 13), r(4, 4), ir.FloorDiv))
	require.Equal(t, r(-1, 4), ir.RangeDiv(r(-7, 13), r(4, 4), ir.CeilDiv))
	require.Equal(t, ir.Unbounded, ir.RangeDiv(r(1, 2), r(0, 4), ir.TruncDiv))
	require.Equal(t, r(0, 3), ir.RangeRem(r(0, 100), r(4, 4)))
	require.Equal(t, r(1, 2), ir.RangeRem(r(1, 2), r(4, 4)))
	require.False(t, ir.RangeAdd(r(1, 1<<62), r(1, 1<<62)).HasHi, "overflow is unbounded")
	require.Equal(t, ir.Range{Hi: 5, HasHi: true}, ir.RangeMin(ir.Unbounded, r(2, 5)))
	require.Equal(t, ir.Range{Lo: 2, HasLo: true}, ir.RangeMax(ir.Unbounded, r(2, 5)))
}

// FuzzValueBounds: for any input that parses and verifies, asking the
// range of every integer value and of every dimension of every shaped
// value (with and without call sites) never panics, gives ordered ranges,
// exact ones for constants and static dimensions, sizes that are never
// negative, and a reason whenever an upper bound is missing.
func FuzzValueBounds(f *testing.F) {
	f.Add([]byte(`func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %m = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 mod 5)>(%i)[%n]
    %a = memref.alloc(%m) : memref<?x4xf32>
    %d = memref.dim %a, %c0 : memref<?x4xf32>
    %q = arith.ceildivsi %d, %c8 : index
  }
  return
}`))
	f.Add([]byte(`func.func private @g(%n: index) -> index {
  %r = arith.muli %n, %n : index
  return %r : index
}
func.func @h(%c: i1) -> index {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %x = scf.if %c -> index {
    %y = func.call @g(%c3) : (index) -> index
    scf.yield %y : index
  } else {
    scf.yield %c9 : index
  }
  %z = func.call @g(%x) : (index) -> index
  return %z : index
}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := parser.Parse("fuzz.mlir", src)
		if err != nil || ir.Verify(m.Op) != nil {
			return
		}
		for _, across := range []bool{false, true} {
			a := valuebounds.New(valuebounds.Options{AcrossCalls: across})
			check := func(v *ir.Value) {
				if ir.IntBits(v.Type()) > 0 {
					r := a.Value(v)
					if r.HasLo && r.HasHi && r.Lo > r.Hi {
						t.Fatalf("empty range %v", r)
					}
					if c, ok := ir.ConstantInt(v); ok && r != ir.Exact(c) && ir.IntBits(v.Type()) == 64 {
						t.Fatalf("constant %d has range %v", c, r)
					}
					if !r.HasHi && a.Why(v, -1) == "" {
						t.Fatalf("no upper bound and no reason")
					}
				}
				st, ok := v.Type().(ir.ShapedType)
				if !ok {
					return
				}
				shape, ok := st.Dims()
				if !ok {
					return
				}
				for d, n := range shape {
					r := a.Dim(v, d)
					if r.HasLo && r.Lo < 0 || r.HasLo && r.HasHi && r.Lo > r.Hi {
						t.Fatalf("dimension %d: bad range %v", d, r)
					}
					if n != ir.Dynamic && r != ir.Exact(n) {
						t.Fatalf("static dimension %d of %d has range %v", d, n, r)
					}
					if !r.HasHi && a.Why(v, d) == "" {
						t.Fatalf("dimension %d: no upper bound and no reason", d)
					}
				}
			}
			ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
				for _, r := range op.Results() {
					check(r)
				}
				for _, reg := range op.Regions() {
					for _, b := range reg.Blocks() {
						for _, arg := range b.Args() {
							check(arg)
						}
					}
				}
			})
		}
	})
}
