package staticplan

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

// genProgram writes a random multi-function program whose output depends
// on every buffer it computes: functions call functions of higher index
// (a random DAG, some called from several places, some inside loops),
// every function folds each temporary it makes into an accumulator that
// becomes its output, temporaries of random sizes hold intermediate values,
// some buffers go to printMemrefF32 from callees, and constant weights are
// shared.
func genProgram(r *rand.Rand) string {
	n := 2 + r.Intn(4) // functions besides @main
	var sb strings.Builder
	sb.WriteString("memref.global \"private\" constant @w : memref<16xf32> = dense<[")
	for i := 0; i < 16; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%.3f", 0.25+r.Float64())
	}
	sb.WriteString("]>\n\n")
	for f := n; f >= 0; f-- {
		name := fmt.Sprintf("f%d", f)
		if f == 0 {
			name = "main"
		}
		var body strings.Builder
		id := 0
		fresh := func() string { id++; return fmt.Sprintf("%%v%d", id) }
		alloc := func(size int) string {
			v := fresh()
			fmt.Fprintf(&body, "  %s = memref.alloc() : memref<%dxf32>\n", v, size)
			return v
		}
		var vals []string
		if f == 0 {
			body.WriteString("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n")
			in := alloc(16)
			fmt.Fprintf(&body, "  scf.for %%i = %%c0 to %%c16 step %%c1 {\n    %%ii = arith.index_cast %%i : index to i32\n    %%fi = arith.sitofp %%ii : i32 to f32\n    %%s = arith.constant 0.0625 : f32\n    %%v = arith.mulf %%fi, %%s : f32\n    memref.store %%v, %s[%%i] : memref<16xf32>\n  }\n", in)
			vals = append(vals, in)
		} else {
			vals = append(vals, "%in")
		}
		acc := alloc(16)
		fmt.Fprintf(&body, "  linalg.copy ins(%s : memref<16xf32>) outs(%s : memref<16xf32>)\n", vals[0], acc)
		pick := func() string { return vals[r.Intn(len(vals))] }
		steps := 3 + r.Intn(5)
		for s := 0; s < steps; s++ {
			t := ""
			switch k := r.Intn(10); {
			case k < 3:
				t = alloc(16)
				fmt.Fprintf(&body, "  linalg.add ins(%s, %s : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)\n", pick(), pick(), t)
			case k < 4:
				t = alloc(16)
				w := fresh()
				fmt.Fprintf(&body, "  %s = memref.get_global @w : memref<16xf32>\n", w)
				fmt.Fprintf(&body, "  linalg.mul ins(%s, %s : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)\n", pick(), w, t)
			case k < 6 && f < n:
				t = alloc(16)
				callee := f + 1 + r.Intn(n-f)
				if r.Intn(4) == 0 {
					// In a loop: the callee runs several times.
					lo := fresh()
					fmt.Fprintf(&body, "  %s = arith.constant 0 : index\n  %s_n = arith.constant 2 : index\n  %s_s = arith.constant 1 : index\n", lo, lo, lo)
					src := pick()
					fmt.Fprintf(&body, "  scf.for %s_i = %s to %s_n step %s_s {\n    func.call @f%d(%s, %s) : (memref<16xf32>, memref<16xf32>) -> ()\n  }\n", lo, lo, lo, lo, callee, src, t)
				} else {
					fmt.Fprintf(&body, "  call @f%d(%s, %s) : (memref<16xf32>, memref<16xf32>) -> ()\n", callee, pick(), t)
				}
			case k < 8:
				size := 16 + 8*r.Intn(8)
				big := alloc(size)
				c := fresh()
				fmt.Fprintf(&body, "  %s = arith.constant %.2f : f32\n", c, 0.5+r.Float64())
				fmt.Fprintf(&body, "  linalg.fill ins(%s : f32) outs(%s : memref<%dxf32>)\n", c, big, size)
				off := 8 * r.Intn((size-16)/8+1)
				sub := fresh()
				fmt.Fprintf(&body, "  %s = memref.subview %s[%d] [16] [1] : memref<%dxf32> to memref<16xf32, strided<[1], offset: %d>>\n", sub, big, off, size, off)
				src := pick()
				fmt.Fprintf(&body, "  linalg.add ins(%s, %s : memref<16xf32, strided<[1], offset: %d>>, memref<16xf32>) outs(%s : memref<16xf32, strided<[1], offset: %d>>)\n", sub, src, off, sub, off)
				t = alloc(16)
				fmt.Fprintf(&body, "  memref.copy %s, %s : memref<16xf32, strided<[1], offset: %d>> to memref<16xf32>\n", sub, t, off)
			default:
				t = alloc(16)
				c := fresh()
				fmt.Fprintf(&body, "  %s = arith.constant %.2f : f32\n", c, 0.25+r.Float64()/2)
				fmt.Fprintf(&body, "  linalg.fill ins(%s : f32) outs(%s : memref<16xf32>)\n", c, t)
				fmt.Fprintf(&body, "  linalg.mul ins(%s, %s : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)\n", t, pick(), t)
			}
			if t == "" {
				continue
			}
			if f > 0 && r.Intn(6) == 0 {
				u := fresh()
				fmt.Fprintf(&body, "  %s = memref.cast %s : memref<16xf32> to memref<*xf32>\n  call @printMemrefF32(%s) : (memref<*xf32>) -> ()\n", u, t, u)
			}
			fmt.Fprintf(&body, "  linalg.add ins(%s, %s : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)\n", acc, t, acc)
			vals = append(vals, t)
		}
		if f == 0 {
			// @main calls every function at least once so all are reachable.
			for g := 1; g <= n; g++ {
				t := alloc(16)
				fmt.Fprintf(&body, "  call @f%d(%s, %s) : (memref<16xf32>, memref<16xf32>) -> ()\n", g, acc, t)
				fmt.Fprintf(&body, "  linalg.add ins(%s, %s : memref<16xf32>, memref<16xf32>) outs(%s : memref<16xf32>)\n", acc, t, acc)
			}
			u := fresh()
			fmt.Fprintf(&body, "  %s = memref.cast %s : memref<16xf32> to memref<*xf32>\n  call @printMemrefF32(%s) : (memref<*xf32>) -> ()\n", u, acc, u)
			fmt.Fprintf(&sb, "func.func @main() {\n%s  return\n}\n\n", body.String())
			continue
		}
		fmt.Fprintf(&body, "  memref.copy %s, %%out : memref<16xf32> to memref<16xf32>\n", acc)
		fmt.Fprintf(&sb, "func.func @%s(%%in: memref<16xf32>, %%out: memref<16xf32>) {\n%s  return\n}\n\n", name, body.String())
	}
	sb.WriteString("func.func private @printMemrefF32(memref<*xf32>)\n")
	return sb.String()
}

// TestRandomDifferentialExecution runs random multi-function programs
// before and after static-memory-plan (both workspace modes, several
// planners, constants packed or not) and requires identical output, no
// static allocation left and maps that pass the independent checkers.
func TestRandomDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	planners := []string{"cost-model", "size-first", "greedy-by-size", "gmem", "auto", "heap-temporal"}
	seeds := int64(12)
	if n, err := strconv.ParseInt(os.Getenv("MEMOPT_STATICPLAN_SEEDS"), 10, 64); err == nil && n > 0 {
		seeds = n // longer runs: MEMOPT_STATICPLAN_SEEDS=500 go test -run RandomDiff
	}
	for seed := int64(1); seed <= seeds; seed++ {
		seed := seed
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewSource(seed))
			src := []byte(genProgram(r))
			want := ex.Run(t, src)
			require.Contains(t, want, "data =")
			opts := "planner=" + planners[int(seed)%len(planners)]
			if seed%2 == 0 {
				opts += " constants=pack"
			}
			if seed%3 == 0 {
				opts += " pools=a:size=512:align=32,b:align=64" // fallback between two pools
			}
			for _, ws := range []string{WorkspaceGlobal, WorkspaceArgument} {
				text, mod, mm := planText(t, "random.mlir", src, opts+" workspace="+ws, seed%4 == 1)
				require.Empty(t, staticAllocs(t, text), "seed %d %s", seed, ws)
				checkMap(t, mm)
				verifyWithPlanner(t, mm)
				prog := text
				if ws == WorkspaceArgument {
					prog = withDriver(t, mod, mm)
				}
				require.Equal(t, want, ex.Run(t, []byte(prog)), "seed %d %s %s\n%s", seed, opts, ws, src)
			}
		})
	}
}
