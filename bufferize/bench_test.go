package bufferize_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// tensorChain writes the tensor-level chains of
// `../shared/bench/gen_chain.py --tensor FUNCS LAYERS` (same ops and
// structure; the row counts come from Go's random source): per layer a
// tensor.empty filled and added to a slice of the previous result, a
// second tensor.empty computed from the previous result (every 4th layer
// in an scf.for), and an insert_slice of the first into the second.
func tensorChain(funcs, layers int) string {
	rnd := rand.New(rand.NewSource(1))
	var sb strings.Builder
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(&sb, "func.func @chain%d(%%in: tensor<64x64xf32>) -> tensor<64x64xf32> {\n", f)
		sb.WriteString("  %cst = arith.constant 1.000000e+00 : f32\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n")
		prev := "%in"
		for l := 0; l < layers; l++ {
			rows := []int{16, 32, 64}[rnd.Intn(3)]
			fmt.Fprintf(&sb, "  %%e%d = tensor.empty() : tensor<%dx64xf32>\n", l, rows)
			fmt.Fprintf(&sb, "  %%t%d = linalg.fill ins(%%cst : f32) outs(%%e%d : tensor<%dx64xf32>) -> tensor<%dx64xf32>\n", l, l, rows, rows)
			fmt.Fprintf(&sb, "  %%s%d = tensor.extract_slice %s[0, 0] [%d, 64] [1, 1] : tensor<64x64xf32> to tensor<%dx64xf32>\n", l, prev, rows, rows)
			fmt.Fprintf(&sb, "  %%u%d = linalg.add ins(%%t%d, %%s%d : tensor<%dx64xf32>, tensor<%dx64xf32>) outs(%%e%d : tensor<%dx64xf32>) -> tensor<%dx64xf32>\n", l, l, l, rows, rows, l, rows, rows)
			fmt.Fprintf(&sb, "  %%b%d = tensor.empty() : tensor<64x64xf32>\n", l)
			if l%4 == 3 {
				fmt.Fprintf(&sb, "  %%a%d = scf.for %%i%d = %%c0 to %%c4 step %%c1 iter_args(%%acc%d = %%b%d) -> (tensor<64x64xf32>) {\n", l, l, l, l)
				fmt.Fprintf(&sb, "    %%x%d = linalg.add ins(%s, %s : tensor<64x64xf32>, tensor<64x64xf32>) outs(%%acc%d : tensor<64x64xf32>) -> tensor<64x64xf32>\n", l, prev, prev, l)
				fmt.Fprintf(&sb, "    scf.yield %%x%d : tensor<64x64xf32>\n  }\n", l)
			} else {
				fmt.Fprintf(&sb, "  %%a%d = linalg.add ins(%s, %s : tensor<64x64xf32>, tensor<64x64xf32>) outs(%%b%d : tensor<64x64xf32>) -> tensor<64x64xf32>\n", l, prev, prev, l)
			}
			fmt.Fprintf(&sb, "  %%r%d = tensor.insert_slice %%u%d into %%a%d[0, 0] [%d, 64] [1, 1] : tensor<%dx64xf32> into tensor<64x64xf32>\n", l, l, l, rows, rows)
			prev = fmt.Sprintf("%%r%d", l)
		}
		fmt.Fprintf(&sb, "  return %s : tensor<64x64xf32>\n}\n", prev)
	}
	return sb.String()
}

// benchLayers is the number of layers per function of the benchmarks.
var benchLayers = 1000

func benchOptions() bufferize.Options {
	o := bufferize.DefaultOptions()
	o.BufferizeFunctionBoundaries = true
	o.FunctionBoundaryTypeConversion = bufferize.IdentityLayoutMap
	return o
}

// BenchmarkChain bufferizes 4 functions of 1000 layers (the structure of
// the bufferization benchmark, gen_chain.py --tensor, at 1/25 of its size):
// the pass alone, each iteration on a fresh parse.
func BenchmarkChain(b *testing.B) { benchChain(b, benchOptions()) }

// BenchmarkChainAnalysis is the analysis alone (test-analysis-only).
func BenchmarkChainAnalysis(b *testing.B) {
	opts := benchOptions()
	opts.TestAnalysisOnly = true
	benchChain(b, opts)
}

func benchChain(b *testing.B, opts bufferize.Options) {
	src := []byte(tensorChain(4, benchLayers))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := parser.Parse("chain", src)
		require.NoError(b, err)
		b.StartTimer()
		require.NoError(b, bufferize.Run(m.Op, opts))
	}
}

// TestChainBufferizes checks the benchmark's input: every layer gets its
// two allocations and the insert_slice copy, and the result verifies.
func TestChainBufferizes(t *testing.T) {
	m, err := parser.Parse("chain", []byte(tensorChain(2, 40)))
	require.NoError(t, err)
	require.NoError(t, bufferize.Run(m.Op, benchOptions()))
	require.NoError(t, ir.Verify(m.Op))
	allocs, copies := 0, 0
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		switch op.Name() {
		case "memref.alloc":
			allocs++
		case "memref.copy":
			copies++
		}
	})
	require.Equal(t, 2*2*40, allocs)
	require.Equal(t, 2*40, copies)
}
