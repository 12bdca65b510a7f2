package ir_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// namesSrc exercises every naming rule: op name hints, `_N` conflicts
// (one counter per scope, continued into nested regions and restarted for
// siblings), numbering of the enclosing region before nested ones, result
// groups, non-entry block arguments and linalg's payload names.
const namesSrc = `func.func @f(%m: memref<4x4xf32>, %t: tensor<4xf32>, %n: index) -> (index, index) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 42 : i32
  %neg = arith.constant -1 : i32
  %t1 = arith.constant true
  %f = arith.constant 1.0 : f32
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0, %y = %c1) -> (index, index) {
    %c0_2 = arith.constant 0 : index
    %s = arith.addi %x, %c0_2 : index
    scf.yield %s, %y : index, index
  }
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c0) -> (index) {
    %c0_3 = arith.constant 0 : index
    scf.yield %c0_3 : index
  }
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%u: f32, %v: f32, %w: f32):
    linalg.yield %u : f32
  } -> tensor<4xf32>
  cf.br ^bb1(%c0 : index)
^bb1(%z: index):
  return %r#1, %sz#1 : index, index
}
`

// The expected names, as mlir-opt 22 prints this function (checked with
// mlir-opt: the second alloc takes conflict number 0, so the constants
// of both loops, siblings, are %c0_1).
var namesWant = []string{
	"%alloc = memref.alloc() : memref<8xf32>",
	"%alloc_0 = memref.alloc() : memref<8xf32>",
	"%c0 = arith.constant 0 : index",
	"%c1 = arith.constant 1 : index",
	"%c42_i32 = arith.constant 42 : i32",
	"%c-1_i32 = arith.constant -1 : i32",
	"%true = arith.constant true",
	"%cst = arith.constant 1.000000e+00 : f32",
	"%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0",
	"%0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %c0, %arg5 = %c1) -> (index, index) {",
	"%c0_1 = arith.constant 0 : index",
	"%4 = arith.addi %arg4, %c0_1 : index",
	"scf.yield %4, %arg5 : index, index",
	"%1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %c0) -> (index) {",
	"scf.yield %c0_1 : index",
	"%2 = linalg.generic",
	"^bb0(%in: f32, %in_1: f32, %out: f32):",
	"^bb1(%3: index):",
	"return %0#1, %sizes#1 : index, index",
}

func TestPrintedNames(t *testing.T) {
	m, err := parser.Parse("names.mlir", []byte(namesSrc))
	require.NoError(t, err)
	require.NoError(t, ir.Verify(m.Op))
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	out := buf.String()
	for _, w := range namesWant {
		require.Contains(t, out, w)
	}

	// The generic form uses no name hints, and every value has a unique
	// number; regions are numbered last to first (mlir-opt's unique-ID
	// mode; these lines are mlir-opt's --mlir-print-op-generic output).
	buf.Reset()
	require.NoError(t, m.Print(&buf, ir.PrintOptions{Generic: true}))
	gen := buf.String()
	require.NotContains(t, gen, "%alloc")
	for _, w := range []string{
		`%0 = "memref.alloc"()`,
		`%8:6 = "memref.extract_strided_metadata"(%arg0)`,
		"^bb0(%arg8: index, %arg9: index, %arg10: index):\n      %14 = \"arith.constant\"()",
		"^bb0(%arg6: index, %arg7: index):\n      %13 = \"arith.constant\"()",
		"^bb0(%arg3: f32, %arg4: f32, %arg5: f32):",
		"^bb1(%12: index):  // pred: ^bb0",
		`"func.return"(%9#1, %8#3)`,
	} {
		require.Contains(t, gen, w)
	}
}

// TestAsmNamesMatchPrinter: AsmNames.Name is what the printer prints for
// every value, at its definition and at every use.
func TestAsmNamesMatchPrinter(t *testing.T) {
	m, err := parser.Parse("names.mlir", []byte(namesSrc))
	require.NoError(t, err)
	names := ir.NewAsmNames(m.Op)
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	out := buf.String()

	fn := m.Body().First()
	require.Equal(t, "%arg0", names.Name(fn.Region(0).Front().Arg(0)))
	checked := 0
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		for i := 0; i < op.NumOperands(); i++ {
			v := op.Operand(i)
			n := names.Name(v)
			require.NotContains(t, n, "UNKNOWN")
			// The use is printed with this exact name (not a prefix of a
			// longer one).
			re := regexp.MustCompile(regexp.QuoteMeta(n) + `\b(?:[^#_\w]|$)`)
			require.Regexp(t, re, out, "use of %s in %s", n, op.Name())
			checked++
		}
	})
	require.Greater(t, checked, 20)

	ops := fn.Region(0).Front().Ops()
	require.Equal(t, "%alloc_0", names.Name(ops[1].Result(0)))
	require.Equal(t, "%c-1_i32", names.Name(ops[5].Result(0)))
	meta := ops[8]
	require.Equal(t, "%base_buffer", names.Name(meta.Result(0)))
	require.Equal(t, "%sizes#0", names.Name(meta.Result(2)))
	require.Equal(t, "%strides#1", names.Name(meta.Result(5)))
	loop := ops[9]
	require.Equal(t, "%0#1", names.Name(loop.Result(1)))
	inner := loop.Region(0).Front().Ops()
	require.Equal(t, "%c0_1", names.Name(inner[0].Result(0)))
	require.Equal(t, "%4", names.Name(inner[1].Result(0)))
	require.Equal(t, "%arg3", names.Name(loop.Region(0).Front().Arg(0)))

	// AsmNamesOf names the values asked for exactly as AsmNames does.
	var vals []*ir.Value
	ir.WalkPreOrder(fn, func(op *ir.Operation) { vals = append(vals, op.Results()...) })
	got := ir.AsmNamesOf(m.Op, vals)
	for i, v := range vals {
		require.Equal(t, names.Name(v), got[i])
	}
	// Its tables are reused: naming a part, then the whole again (a
	// reused namer must start from empty tables) gives the same names.
	for round := 0; round < 3; round++ {
		ir.AsmNamesOf(loop, loop.Results())
		again := ir.AsmNamesOf(m.Op, vals)
		require.Equal(t, got, again, "round %d", round)
	}

	// AsmNamesWhere collects the results of the ops it is asked for while
	// naming, every one of them (nested regions included), with the same
	// names.
	var want []*ir.Value
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		if op.Name() == "arith.constant" || op.Name() == "memref.alloc" {
			want = append(want, op.Results()...)
		}
	})
	require.Greater(t, len(want), 3)
	table := ir.AsmNamesWhere(m.Op, func(op *ir.Operation) bool {
		return op.Name() == "arith.constant" || op.Name() == "memref.alloc"
	})
	require.ElementsMatch(t, want, table.Values())
	for _, v := range table.Values() {
		require.Equal(t, names.Name(v), table.Name(v))
		require.Equal(t, "x"+names.Name(v), string(table.AppendName([]byte("x"), v)))
	}
	require.Equal(t, "%<<UNKNOWN SSA VALUE>>", table.Name(loop.Region(0).Front().Arg(0)), "not collected")
	require.Equal(t, "%<<UNKNOWN SSA VALUE>>", table.Name(nil))
	// Every result, result groups and numbered values included.
	all := ir.AsmNamesWhere(m.Op, func(*ir.Operation) bool { return true })
	require.Len(t, all.Values(), len(vals))
	for _, v := range vals {
		require.Equal(t, names.Name(v), all.Name(v))
	}
	require.Equal(t, "%strides#1", all.Name(meta.Result(5)))
	require.Equal(t, "%0#1", all.Name(loop.Result(1)))
	// By position: Index, AppendNameAt and the name list (no values).
	list := all.NameList()
	for i, v := range all.Values() {
		require.Equal(t, i, all.Index(v))
		require.Equal(t, names.Name(v), string(all.AppendNameAt(nil, i)))
		require.Equal(t, names.Name(v), string(list.AppendNameAt(nil, i)))
	}
	require.Equal(t, -1, table.Index(loop.Region(0).Front().Arg(0)))
	require.Equal(t, "%<<UNKNOWN SSA VALUE>>", string(list.AppendNameAt(nil, len(vals))))
	require.Equal(t, "%<<UNKNOWN SSA VALUE>>", string(list.AppendNameAt(nil, -1)))
	// The names stay when the values are named again (the printer, another
	// table) or their ops erased.
	again := ir.AsmNamesWhere(m.Op, func(op *ir.Operation) bool { return op.Name() == "memref.alloc" })
	require.NotEmpty(t, again.Values())
	ir.NewAsmNames(m.Op)
	for _, v := range table.Values() {
		require.Equal(t, names.Name(v), table.Name(v))
	}
	for _, v := range again.Values() {
		require.Equal(t, names.Name(v), again.Name(v))
	}
	// The match is not kept for the next use of the namer's tables.
	require.Equal(t, got, ir.AsmNamesOf(m.Op, vals))

	// A value outside the named root.
	sub := ir.NewAsmNames(loop)
	require.Equal(t, "%<<UNKNOWN SSA VALUE>>", sub.Name(ops[0].Result(0)))
	require.True(t, strings.HasPrefix(sub.Name(loop.Region(0).Front().Arg(0)), "%arg"))
}

// TestAsmNamesBuilder: a builder fed by any walk names every value as
// AsmNamesWhere does: a whole pre-order walk (merge-alloc's), none, half
// of one, a post-order walk (ops out of the namer's order), a random
// subset, on the roundtrip programs and namesSrc, for each function and
// for the module.
func TestAsmNamesBuilder(t *testing.T) {
	files, err := filepath.Glob("../testdata/roundtrip/*.mlir")
	require.NoError(t, err)
	srcs := map[string][]byte{"names": []byte(namesSrc)}
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		srcs[f] = b
	}
	rng := rand.New(rand.NewPCG(1, 2))
	match := func(op *ir.Operation) bool { return op.NumResults() > 0 && rng.IntN(3) > 0 }
	all := func(*ir.Operation) bool { return true }
	walks := map[string]func(root *ir.Operation, visit func(*ir.Operation)){
		"none": func(*ir.Operation, func(*ir.Operation)) {},
		"pre": func(root *ir.Operation, visit func(*ir.Operation)) {
			ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult { visit(op); return ir.WalkAdvance })
		},
		"half": func(root *ir.Operation, visit func(*ir.Operation)) {
			k := 0
			ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult {
				if k++; k%7 == 3 {
					return ir.WalkInterrupt
				}
				visit(op)
				return ir.WalkAdvance
			})
		},
		"post": func(root *ir.Operation, visit func(*ir.Operation)) { ir.WalkPostExplicit(root, visit) },
		"random": func(root *ir.Operation, visit func(*ir.Operation)) {
			ir.WalkExplicit(root, func(op *ir.Operation) ir.WalkResult {
				if rng.IntN(4) > 0 {
					visit(op)
				}
				return ir.WalkAdvance
			})
		},
	}
	checked := 0
	for name, src := range srcs {
		m, err := parser.Parse(name, src)
		if err != nil {
			continue // a file of expected errors
		}
		roots := []*ir.Operation{m.Op}
		for op := m.Body().First(); op != nil; op = op.Next() {
			if op.NumRegions() > 0 {
				roots = append(roots, op)
			}
		}
		for _, root := range roots {
			for wname, walk := range walks {
				for _, which := range []string{"all", "some"} {
					// The same matches on both sides: the random ones are
					// drawn once per op.
					sel := all
					if which == "some" {
						chosen := map[*ir.Operation]bool{}
						ir.WalkPreOrder(root, func(op *ir.Operation) { chosen[op] = match(op) })
						sel = func(op *ir.Operation) bool { return chosen[op] }
					}
					full := ir.NewAsmNames(root)
					want := ir.AsmNamesWhere(root, sel)
					nb := ir.NewAsmNamesBuilder(root, sel)
					walk(root, nb.Visit)
					got := nb.Finish()
					require.Same(t, got, nb.Finish(), "Finish again")
					msg := fmt.Sprintf("%s, root %s, walk %s, %s", name, root.Name(), wname, which)
					require.Equal(t, want.Values(), got.Values(), msg)
					for i, v := range want.Values() {
						require.Equal(t, full.Name(v), string(want.AppendNameAt(nil, i)), msg)
						require.Equal(t, full.Name(v), string(got.AppendNameAt(nil, i)), msg)
						require.Equal(t, i, got.Index(v), msg)
					}
					checked++
				}
			}
		}
	}
	require.Greater(t, checked, 500)
}
