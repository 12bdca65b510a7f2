package parser

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// randomAffineExpr writes a random affine expression over d0-d2 and
// s0-s2: sums, differences, products by constants or symbolic terms,
// floordiv, ceildiv and mod by constants or symbols, with and without
// parentheses. symOnly restricts it to symbols and constants (the factor
// of a product must be symbolic for the map to be affine).
func randomAffineExpr(r *rand.Rand, depth int, symOnly bool) string {
	leaf := func(symOnly bool) string {
		switch x := r.Float64(); {
		case x < 0.3:
			return fmt.Sprint(r.Intn(13) - 3)
		case x < 0.6 || symOnly:
			return fmt.Sprintf("s%d", r.Intn(3))
		default:
			return fmt.Sprintf("d%d", r.Intn(3))
		}
	}
	if depth == 0 || r.Float64() < 0.25 {
		return leaf(symOnly)
	}
	ops := []string{"+", "+", "-", "*", "floordiv", "mod", "ceildiv"}
	op := ops[r.Intn(len(ops))]
	a := randomAffineExpr(r, depth-1, symOnly)
	var b string
	switch op {
	case "*":
		b = randomAffineExpr(r, depth-1, true)
		if r.Intn(2) == 0 {
			a, b = b, a
		}
	case "floordiv", "mod", "ceildiv":
		if r.Intn(2) == 0 {
			b = fmt.Sprint(r.Intn(8) + 1)
		} else {
			b = fmt.Sprintf("s%d", r.Intn(3))
		}
	default:
		b = randomAffineExpr(r, depth-1, symOnly)
	}
	if r.Float64() < 0.6 {
		return fmt.Sprintf("(%s %s %s)", a, op, b)
	}
	return fmt.Sprintf("%s %s %s", a, op, b)
}

// TestRandomAffineMapsMatchMlirOpt: random affine maps (fixed seeds) are
// simplified and printed by memopt exactly as by mlir-opt 22, which
// builds them with MLIR's simplifying constructors (constant folding,
// operand order, the floordiv/mod rules); each map is an attribute of its
// own op, so the alias list compares every map. Integer sets of such
// constraints too.
func TestRandomAffineMapsMatchMlirOpt(t *testing.T) {
	tool := llvmtools.Require(t, "mlir-opt")[0]
	for seed := int64(1); seed <= 4; seed++ {
		r := rand.New(rand.NewSource(seed))
		var src strings.Builder
		for i := 0; i < 250; i++ {
			fmt.Fprintf(&src, "\"x.y\"() {a = affine_map<(d0, d1, d2)[s0, s1, s2] -> (%s)>} : () -> ()\n", randomAffineExpr(r, 2+int(seed%2), false))
		}
		want, err := runMlirOpt(t, tool, []byte(src.String()))
		require.NoError(t, err, "seed %d", seed)
		m, err := Parse("random.mlir", []byte(src.String()))
		require.NoError(t, err, "seed %d", seed)
		got := printModule(t, m, ir.PrintOptions{})
		require.Equal(t, strings.TrimSpace(want), strings.TrimSpace(got), "seed %d", seed)
	}
	// Integer sets: the same expressions as constraints.
	r := rand.New(rand.NewSource(5))
	var src strings.Builder
	for i := 0; i < 250; i++ {
		var cs []string
		for k := r.Intn(3) + 1; k > 0; k-- {
			cs = append(cs, randomAffineExpr(r, 3, false)+[]string{" >= 0", " == 0"}[r.Intn(2)])
		}
		fmt.Fprintf(&src, "\"x.y\"() {a = affine_set<(d0, d1, d2)[s0, s1, s2] : (%s)>} : () -> ()\n", strings.Join(cs, ", "))
	}
	want, err := runMlirOpt(t, tool, []byte(src.String()))
	require.NoError(t, err)
	m, err := Parse("random.mlir", []byte(src.String()))
	require.NoError(t, err)
	require.Equal(t, strings.TrimSpace(want), strings.TrimSpace(printModule(t, m, ir.PrintOptions{})))
}
