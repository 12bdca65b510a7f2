package mergealloc

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/stretchr/testify/require"
)

// progGen writes random executable memref programs: buffers of 32 or 64
// f32 (the 64-element ones are used through subviews of either half),
// initialized with small integers that differ per element, combined with
// linalg.add/sub into other buffers, aliased through scf.if results and
// accumulated into an output that @main prints, inside scf.for loops and
// data-dependent scf.if branches. Every buffer is written before it is
// read, so the output is deterministic; if merge-alloc let two live buffers
// share bytes, values would be clobbered and the output would change.
type progGen struct {
	r     *rand.Rand
	sb    strings.Builder
	n     int
	depth int
}

type genBuf struct {
	name string
	size int // 32 or 64 elements
}

func (g *progGen) fresh(p string) string {
	g.n++
	return fmt.Sprintf("%%%s%d", p, g.n)
}

func (g *progGen) line(format string, args ...any) {
	g.sb.WriteString(strings.Repeat("  ", g.depth+1))
	fmt.Fprintf(&g.sb, format, args...)
	g.sb.WriteByte('\n')
}

const view32 = "memref<32xf32, strided<[1], offset: ?>>"

// operand returns a 32-element view of b (a subview, cast to a common
// type so that every operand has the same type).
func (g *progGen) operand(b genBuf) string {
	off := 0
	if b.size == 64 && g.r.Intn(2) == 1 {
		off = 32
	}
	v := g.fresh("v")
	g.line("%s = memref.subview %s[%d] [32] [1] : memref<%dxf32> to memref<32xf32, strided<[1], offset: %d>>", v, b.name, off, b.size, off)
	c := g.fresh("v")
	g.line("%s = memref.cast %s : memref<32xf32, strided<[1], offset: %d>> to %s", c, v, off, view32)
	return c
}

func (g *progGen) alloc(scope *[]genBuf) genBuf {
	b := genBuf{name: g.fresh("b"), size: 32}
	if g.r.Intn(3) == 0 {
		b.size = 64
	}
	g.line("%s = memref.alloc() : memref<%dxf32>", b.name, b.size)
	// b[i] = (i * A) mod 7 + C: every buffer holds distinct values.
	g.line("linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = [\"parallel\"]} outs(%s : memref<%dxf32>) {", b.name, b.size)
	o, i, ii, k, m, seven, r, f, c, v := g.fresh("o"), g.fresh("i"), g.fresh("i"), g.fresh("k"), g.fresh("m"), g.fresh("k"), g.fresh("r"), g.fresh("f"), g.fresh("k"), g.fresh("v")
	g.line("^bb0(%s: f32):", o)
	g.line("  %s = linalg.index 0 : index", i)
	g.line("  %s = arith.index_cast %s : index to i32", ii, i)
	g.line("  %s = arith.constant %d : i32", k, 1+g.r.Intn(5))
	g.line("  %s = arith.muli %s, %s : i32", m, ii, k)
	g.line("  %s = arith.constant 7 : i32", seven)
	g.line("  %s = arith.remsi %s, %s : i32", r, m, seven)
	g.line("  %s = arith.sitofp %s : i32 to f32", f, r)
	g.line("  %s = arith.constant %d.0 : f32", c, g.r.Intn(7)-3)
	g.line("  %s = arith.addf %s, %s : f32", v, f, c)
	g.line("  linalg.yield %s : f32", v)
	g.line("}")
	*scope = append(*scope, b)
	return b
}

func (g *progGen) block(out string, visible []genBuf, steps int) {
	local := append([]genBuf(nil), visible...)
	for i := 0; i < steps; i++ {
		switch k := g.r.Intn(10); {
		case k < 3 || len(local) < 2:
			g.alloc(&local)
		case k < 6:
			a, b := local[g.r.Intn(len(local))], local[g.r.Intn(len(local))]
			dst := local[g.r.Intn(len(local))]
			if g.r.Intn(2) == 0 {
				dst = g.alloc(&local)
			}
			op := "linalg.add"
			if g.r.Intn(2) == 0 {
				op = "linalg.sub"
			}
			va, vb, vd := g.operand(a), g.operand(b), g.operand(dst)
			g.line("%s ins(%s, %s : %s, %s) outs(%s : %s)", op, va, vb, view32, view32, vd, view32)
		case k == 6:
			// An alias made by scf.if results: either of two buffers.
			var smalls []genBuf
			for _, b := range local {
				if b.size == 32 {
					smalls = append(smalls, b)
				}
			}
			if len(smalls) < 2 {
				g.alloc(&local)
				continue
			}
			a, b := smalls[g.r.Intn(len(smalls))], smalls[g.r.Intn(len(smalls))]
			x, idx, zero, cond, r := g.fresh("x"), g.fresh("c"), g.fresh("c"), g.fresh("p"), g.fresh("r")
			g.line("%s = arith.constant %d : index", idx, g.r.Intn(32))
			g.line("%s = memref.load %s[%s] : memref<32xf32>", x, a.name, idx)
			g.line("%s = arith.constant 0.0 : f32", zero)
			g.line("%s = arith.cmpf olt, %s, %s : f32", cond, x, zero)
			g.line("%s = scf.if %s -> (memref<32xf32>) {", r, cond)
			g.line("  scf.yield %s : memref<32xf32>", a.name)
			g.line("} else {")
			g.line("  scf.yield %s : memref<32xf32>", b.name)
			g.line("}")
			local = append(local, genBuf{name: r, size: 32})
		case k < 8:
			a := local[g.r.Intn(len(local))]
			va := g.operand(a)
			g.line("linalg.add ins(%s, %s : memref<32xf32>, %s) outs(%s : memref<32xf32>)", out, va, view32, out)
		case k == 8 && g.depth < 2:
			lb, ub, st := g.fresh("c"), g.fresh("c"), g.fresh("c")
			g.line("%s = arith.constant 0 : index", lb)
			g.line("%s = arith.constant 3 : index", ub)
			g.line("%s = arith.constant 1 : index", st)
			g.line("scf.for %s = %s to %s step %s {", g.fresh("i"), lb, ub, st)
			g.depth++
			g.block(out, local, 2+g.r.Intn(4))
			g.depth--
			g.line("}")
		case k == 9 && g.depth < 2:
			a := local[g.r.Intn(len(local))]
			idx, x, zero, cond := g.fresh("c"), g.fresh("x"), g.fresh("c"), g.fresh("p")
			g.line("%s = arith.constant %d : index", idx, g.r.Intn(32))
			g.line("%s = memref.load %s[%s] : memref<%dxf32>", x, a.name, idx, a.size)
			g.line("%s = arith.constant 0.0 : f32", zero)
			g.line("%s = arith.cmpf ogt, %s, %s : f32", cond, x, zero)
			g.line("scf.if %s {", cond)
			g.depth++
			g.block(out, local, 1+g.r.Intn(3))
			g.depth--
			g.line("} else {")
			g.depth++
			g.block(out, local, 1+g.r.Intn(3))
			g.depth--
			g.line("}")
		default:
			g.alloc(&local)
		}
	}
}

// randomProgram returns a random executable program for seed.
func randomProgram(seed int64) string {
	g := &progGen{r: rand.New(rand.NewSource(seed))}
	g.sb.WriteString("func.func @main() {\n")
	g.line("%%out = memref.alloc() : memref<32xf32>")
	g.line("%%zero = arith.constant 0.0 : f32")
	g.line("linalg.fill ins(%%zero : f32) outs(%%out : memref<32xf32>)")
	g.block("%out", nil, 12+g.r.Intn(10))
	g.line("%%u = memref.cast %%out : memref<32xf32> to memref<*xf32>")
	g.line("call @printMemrefF32(%%u) : (memref<*xf32>) -> ()")
	g.line("return")
	g.sb.WriteString("}\nfunc.func private @printMemrefF32(memref<*xf32>)\n")
	return g.sb.String()
}

// TestRandomDifferentialExecution runs random programs (randomProgram)
// before and after merge-alloc with both trace planners. A few seeds run by
// default; MEMOPT_RANDOM_EXEC=N runs N more.
func TestRandomDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	mlirOpt := ex.MlirOpt
	n := 4
	if s := os.Getenv("MEMOPT_RANDOM_EXEC"); s != "" {
		v, err := strconv.Atoi(s)
		require.NoError(t, err)
		n = v
	}
	run := func(t *testing.T, src []byte) string { return ex.Run(t, src) }
	for seed := int64(1); seed <= int64(n); seed++ {
		seed := seed
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			t.Parallel()
			src := []byte(randomProgram(seed))
			src = tool(t, mlirOpt, src, "--mlir-print-op-generic")
			want := run(t, src)
			var seen []string
			for _, planner := range []string{PlannerCostModel, PlannerSizeFirst} {
				opts := DefaultOptions()
				opts.PlannerOptions = planner
				merged, stats := mergeText(t, "random", src, opts)
				var arena, sum int64
				for _, s := range stats {
					arena += s.Arena
					sum += s.Sum
				}
				t.Logf("%s: arena %d, temporaries %d", planner, arena, sum)
				dup := false
				for _, s := range seen {
					dup = dup || s == string(merged)
				}
				if dup {
					continue
				}
				seen = append(seen, string(merged))
				require.Equal(t, want, run(t, merged), "seed %d, %s: output differs after merge-alloc\n%s", seed, planner, randomProgram(seed))
			}
		})
	}
}
