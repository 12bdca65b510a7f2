package multibuffer

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"
)

// runPipeline runs a textual pipeline over src the way memopt does (pass
// manager, verifier after each pass) and returns the printed module.
func runPipeline(t *testing.T, name string, src []byte, pipeline string) []byte {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	pl, err := passes.ParsePipeline(pipeline)
	require.NoError(t, err)
	var diags []string
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Diagnostics = func(d *ir.Diagnostic) { diags = append(diags, d.Error()) }
	require.NoError(t, mgr.Run(m.Op), "%v", diags)
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	return buf.Bytes()
}

// allocTypes returns the types of the memref.alloc ops of a module, in
// order.
func allocTypes(t *testing.T, name string, src []byte) []string {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	var out []string
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		if op.Name() == allocOpName {
			out = append(out, op.Result(0).Type().String())
		}
	})
	return out
}

var header = regexp.MustCompile(`(?m)^// (MULTIBUFFER|TRANSFORM|MULTIBUFFERED): (.*)$`)

// transformScript applies transform.memref.multibuffer with attrs to every
// memref.alloc carrying the unit attribute `multibuffer`.
const transformScript = `module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%%root: !transform.any_op {transform.readonly}) {
    %%allocs = transform.structured.match ops{["memref.alloc"]} attributes {multibuffer} in %%root : (!transform.any_op) -> !transform.op<"memref.alloc">
    %%mb = transform.memref.multibuffer %%allocs {%s} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.yield
  }
}
`

// TestDifferentialExecution runs every program of testdata/multibuffer/exec
// (lowered by mlir-opt 22, run by mlir-runner) as written, after memopt's
// multi-buffer (with the options of its MULTIBUFFER line), after
// multi-buffer and merge-alloc, and, for programs with a TRANSFORM line,
// after mlir-opt 22's transform.memref.multibuffer (applied with
// -transform-interpreter to the allocs marked {multibuffer}) alone and
// followed by memopt's merge-alloc: every output must be the original's.
// memopt must multi-buffer as many buffers as the MULTIBUFFERED line says
// and, where the transform applies, make exactly the allocations MLIR
// makes.
func TestDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	files, err := filepath.Glob("../../testdata/multibuffer/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 9)
	withTransform := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		h := map[string]string{}
		for _, m := range header.FindAllStringSubmatch(string(src), -1) {
			h[m[1]] = strings.TrimSpace(m[2])
		}
		require.Contains(t, h, "MULTIBUFFER", file)
		require.Contains(t, h, "MULTIBUFFERED", file)
		if h["TRANSFORM"] != "" {
			withTransform++
		}
		t.Run(strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
			t.Parallel()
			// memopt reads the generic form of every op.
			generic := llvmtools.Tool(t, ex.MlirOpt, src, "--mlir-print-op-generic")
			want := ex.Run(t, generic)
			require.Contains(t, want, "data =", "the program prints nothing")

			m, err := parser.Parse(file, generic)
			require.NoError(t, err)
			opts := DefaultOptions()
			for _, kv := range strings.Fields(h["MULTIBUFFER"]) {
				if v, ok := strings.CutPrefix(kv, "factor="); ok {
					opts.Factor, err = strconv.ParseInt(v, 10, 64)
					require.NoError(t, err)
				}
				opts.SkipAnalysis = opts.SkipAnalysis || kv == "skip-analysis"
			}
			done := 0
			for _, fn := range m.Body().Ops() {
				if fn.Name() == "func.func" {
					ds, err := Run(fn, opts)
					require.NoError(t, err)
					for _, d := range ds {
						if d.Buffer != nil {
							done++
						}
					}
				}
			}
			require.Equal(t, h["MULTIBUFFERED"], strconv.Itoa(done), "multi-buffered allocs")

			spec := "multi-buffer{" + h["MULTIBUFFER"] + "}"
			mb := runPipeline(t, file, generic, "builtin.module(func.func("+spec+"))")
			require.Equal(t, want, ex.Run(t, mb), "after multi-buffer")
			mbm := runPipeline(t, file, generic, "builtin.module(func.func("+spec+",merge-alloc))")
			require.Contains(t, string(mbm), "memref.view", "merge-alloc merged nothing")
			require.Equal(t, want, ex.Run(t, mbm), "after multi-buffer and merge-alloc")

			if h["TRANSFORM"] == "" {
				return
			}
			script := filepath.Join(t.TempDir(), "transform.mlir")
			require.NoError(t, os.WriteFile(script, []byte(fmt.Sprintf(transformScript, h["TRANSFORM"])), 0o644))
			tr := llvmtools.Tool(t, ex.MlirOpt, src, "--transform-preload-library=transform-library-paths="+script,
				"--transform-interpreter", "--mlir-print-op-generic")
			require.Equal(t, allocTypes(t, "mlir-opt", tr), allocTypes(t, file, mb), "memopt and MLIR multi-buffer differently")
			require.Equal(t, want, ex.Run(t, tr), "after mlir-opt's transform.memref.multibuffer")
			trm := runPipeline(t, "mlir-opt", tr, "builtin.module(func.func(merge-alloc))")
			require.Equal(t, want, ex.Run(t, trm), "after mlir-opt's multibuffer and memopt's merge-alloc")
		})
	}
	require.GreaterOrEqual(t, withTransform, 6, "programs compared with transform.memref.multibuffer")
}

// TestOutputAcceptedByMLIROpt requires mlir-opt 22 to accept memopt's
// output for every lit input of testdata/multibuffer (without
// --verify-diagnostics runs), with and without skip-analysis.
func TestOutputAcceptedByMLIROpt(t *testing.T) {
	mlirOpt := llvmtools.Require(t, "mlir-opt")[0]
	files, err := filepath.Glob("../../testdata/multibuffer/*.mlir")
	require.NoError(t, err)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		if bytes.Contains(src, []byte("--split-input-file")) {
			continue
		}
		for _, spec := range []string{"multi-buffer", "multi-buffer{factor=3 skip-analysis}", "multi-buffer,merge-alloc"} {
			t.Run(filepath.Base(file)+"/"+spec, func(t *testing.T) {
				out := runPipeline(t, file, src, "builtin.module(func.func("+spec+"))")
				llvmtools.Tool(t, mlirOpt, out, "--allow-unregistered-dialect", "--verify-each")
			})
		}
	}
}
