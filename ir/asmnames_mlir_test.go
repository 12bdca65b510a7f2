package ir_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
)

// namesProgram writes a random function that stresses the namer: runs of
// one name hint (%alloc, %alloc_0, ...), hints that collide across nested
// and sibling regions (constants, loop arguments), result groups, linalg
// payload arguments, numbered results and non-entry blocks.
func namesProgram(rng *rand.Rand) string {
	var sb strings.Builder
	sb.WriteString("func.func @f(%m: memref<4x4xf32>, %t: tensor<4xf32>, %n: index, %b: i1) -> index {\n")
	// idx holds the index values in scope at each depth.
	var body func(depth int, indent string, idx []string)
	tmp := 0
	fresh := func() string { tmp++; return fmt.Sprintf("%%v%d", tmp) }
	body = func(depth int, indent string, idx []string) {
		for i, k := 0, 1+rng.IntN(12-3*depth); i < k; i++ {
			switch rng.IntN(9) {
			case 0, 1:
				for j, r := 0, 1+rng.IntN(3); j < r; j++ {
					fmt.Fprintf(&sb, "%s%s = memref.alloc() : memref<8xf32>\n", indent, fresh())
				}
			case 2:
				v := fresh()
				fmt.Fprintf(&sb, "%s%s = arith.constant %d : index\n", indent, v, rng.IntN(3))
				idx = append(idx, v)
			case 3:
				fmt.Fprintf(&sb, "%s%s = arith.constant %d : i32\n", indent, fresh(), rng.IntN(3)-1)
				fmt.Fprintf(&sb, "%s%s = arith.constant 1.0 : f32\n", indent, fresh())
			case 4:
				v := fresh()
				fmt.Fprintf(&sb, "%s%s = arith.addi %s, %s : index\n", indent, v, idx[rng.IntN(len(idx))], idx[rng.IntN(len(idx))])
				idx = append(idx, v)
			case 5:
				fmt.Fprintf(&sb, "%s%s, %s, %s:2, %s:2 = memref.extract_strided_metadata %%m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index\n",
					indent, fresh(), fresh(), fresh(), fresh())
			case 6:
				if depth < 3 {
					iv, acc, r := fresh(), fresh(), fresh()
					fmt.Fprintf(&sb, "%s%s = scf.for %s = %s to %%n step %s iter_args(%s = %s) -> (index) {\n",
						indent, r, iv, idx[rng.IntN(len(idx))], idx[rng.IntN(len(idx))], acc, idx[rng.IntN(len(idx))])
					inner := append(append([]string(nil), idx...), iv, acc)
					body(depth+1, indent+"  ", inner)
					fmt.Fprintf(&sb, "%s  scf.yield %s : index\n%s}\n", indent, inner[rng.IntN(len(inner))], indent)
					idx = append(idx, r)
				}
			case 7:
				if depth < 3 {
					fmt.Fprintf(&sb, "%sscf.if %%b {\n", indent)
					body(depth+1, indent+"  ", idx)
					fmt.Fprintf(&sb, "%s} else {\n", indent)
					body(depth+1, indent+"  ", idx)
					fmt.Fprintf(&sb, "%s}\n", indent)
				}
			case 8:
				fmt.Fprintf(&sb, "%s%s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%%t, %%t : tensor<4xf32>, tensor<4xf32>) outs(%%t : tensor<4xf32>) {\n%s^bb0(%s: f32, %s: f32, %s: f32):\n%s  linalg.yield %s : f32\n%s} -> tensor<4xf32>\n",
					indent, fresh(), indent, "%p", "%q", "%o", indent, "%p", indent)
			}
		}
	}
	sb.WriteString("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n")
	body(0, "  ", []string{"%c0", "%c1", "%n"})
	if rng.IntN(2) == 0 {
		sb.WriteString("  cf.br ^bb1(%c1 : index)\n^bb1(%z: index):\n  %last = arith.constant 0 : index\n  return %z : index\n}\n")
	} else {
		sb.WriteString("  return %n : index\n}\n")
	}
	return sb.String()
}

// ssaName matches a printed value name with its result number.
var ssaName = regexp.MustCompile(`%[A-Za-z0-9_$.-]+(?:#\d+)?`)

// TestNamesMatchMlirOpt: on random programs full of name conflicts, the
// value names memopt prints are mlir-opt 22's, in order, and AsmNamesWhere
// and AsmNamesBuilder give each value the name the printer prints.
func TestNamesMatchMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	rng := rand.New(rand.NewPCG(12, 3))
	var progs []string
	for i := 0; i < 60; i++ {
		progs = append(progs, namesProgram(rng))
	}
	out := llvmtools.Tool(t, tool, []byte(strings.Join(progs, "// -----\n")), "--split-input-file", "-")
	want := strings.Split(string(out), "// -----\n")
	require.Len(t, want, len(progs))
	for i, src := range progs {
		m, err := parser.Parse("names.mlir", []byte(src))
		require.NoError(t, err, src)
		require.NoError(t, ir.Verify(m.Op), src)
		var got bytes.Buffer
		require.NoError(t, m.Print(&got, ir.PrintOptions{}))
		require.Equal(t, ssaName.FindAllString(want[i], -1), ssaName.FindAllString(got.String(), -1), "program %d:\n%s", i, src)

		// The tables name every result as the printer does.
		fn := m.Body().First()
		full := ir.NewAsmNames(m.Op)
		all := func(*ir.Operation) bool { return true }
		nb := ir.NewAsmNamesBuilder(fn, all)
		ir.WalkExplicit(fn, func(op *ir.Operation) ir.WalkResult { nb.Visit(op); return ir.WalkAdvance })
		for _, table := range []*ir.AsmNameTable{ir.AsmNamesWhere(m.Op, all), nb.Finish()} {
			require.NotEmpty(t, table.Values())
			list := table.NameList()
			for k, v := range table.Values() {
				require.Equal(t, full.Name(v), string(list.AppendNameAt(nil, k)), "program %d", i)
			}
		}
	}
}
