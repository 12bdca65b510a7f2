package staticplan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
	"github.com/stretchr/testify/require"

	_ "github.com/memopt/memopt/mergealloc" // merge-alloc
)

// planText runs `memopt [--merge-alloc] --static-memory-plan="opts
// memory-map=M"` in-process and returns the printed module, the module and
// the memory map. Diagnostics other than remarks fail the test.
func planText(t *testing.T, name string, src []byte, opts string, mergeFirst bool) (string, *ir.Module, *MemoryMap) {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	mapPath := filepath.Join(t.TempDir(), "map.json")
	spec := "builtin.module("
	if mergeFirst {
		spec += "func.func(merge-alloc),"
	}
	spec += fmt.Sprintf("%s{%s memory-map=%s})", PassName, opts, mapPath)
	pl, err := passes.ParsePipeline(spec)
	require.NoError(t, err)
	var diags []string
	mgr := passes.NewManager(pl, ir.Verify)
	mgr.Diagnostics = func(d *ir.Diagnostic) {
		if d.Severity != ir.SeverityRemark {
			diags = append(diags, d.Error())
		}
	}
	require.NoError(t, mgr.Run(m.Op), "%v", diags)
	require.Empty(t, diags)
	var buf bytes.Buffer
	require.NoError(t, m.Print(&buf, ir.PrintOptions{}))
	data, err := os.ReadFile(mapPath)
	require.NoError(t, err)
	var mm MemoryMap
	require.NoError(t, json.Unmarshal(data, &mm))
	return buf.String(), m, &mm
}

// staticAllocs lists the memref.alloc ops with a static size left in the
// printed module (parsed again, so the check sees what mlir-opt sees).
func staticAllocs(t *testing.T, text string) []string {
	t.Helper()
	m, err := parser.Parse("out.mlir", []byte(text))
	require.NoError(t, err)
	var out []string
	ir.WalkPreOrder(m.Op, func(op *ir.Operation) {
		if op.Name() != allocOpName || op.NumOperands() > 0 {
			return
		}
		if mt, ok := op.Result(0).Type().(*ir.MemRefType); ok && mt.HasStaticShape() {
			out = append(out, fmt.Sprintf("%s: %s", op.Loc.Position(), mt))
		}
	})
	return out
}

// withDriver renames the entry @main of an argument-mode module to
// @__memopt_model and adds a @main that allocates the pools (sizes and
// alignments from the memory map) and calls it: the runtime's side of
// TVM's AOT interface.
func withDriver(t *testing.T, m *ir.Module, mm *MemoryMap) string {
	t.Helper()
	var mainOp *ir.Operation
	for _, op := range m.Body().Ops() {
		if op.Name() == funcOpName && ir.SymbolName(op) == "main" {
			mainOp = op
		}
	}
	require.NotNil(t, mainOp)
	mainOp.SetAttr("sym_name", ir.StrAttr("__memopt_model"))
	var text bytes.Buffer
	require.NoError(t, m.Print(&text, ir.PrintOptions{}))
	ft := ir.FuncType(mainOp)
	var sb strings.Builder
	sb.WriteString("  func.func @main() {\n")
	var args, types []string
	for i, in := range ft.Inputs {
		var pool *MapPool
		for k := range mm.Pools {
			for _, a := range mm.Pools[k].Arguments {
				if a.Function == "@main" && a.Index == i {
					pool = &mm.Pools[k]
				}
			}
		}
		require.NotNil(t, pool, "argument %d of @main is not a pool", i)
		require.Equal(t, pool.Size, in.(*ir.MemRefType).Shape[0])
		fmt.Fprintf(&sb, "    %%p%d = memref.alloc() {alignment = %d : i64} : %s\n", i, pool.Alignment, in)
		args = append(args, fmt.Sprintf("%%p%d", i))
		types = append(types, in.String())
	}
	fmt.Fprintf(&sb, "    call @__memopt_model(%s) : (%s) -> ()\n    return\n  }\n}\n",
		strings.Join(args, ", "), strings.Join(types, ", "))
	out := strings.TrimRight(text.String(), "\n")
	require.True(t, strings.HasSuffix(out, "}"))
	return out[:len(out)-1] + sb.String()
}

var (
	optionsLine = regexp.MustCompile(`(?m)^// OPTIONS: (.*)$`)
	poolLine    = regexp.MustCompile(`(?m)^// POOL: (.*)$`)
)

// execStats records what the differential test measured per program, for
// docs (go test -v prints it).
var execStats sync.Map

// TestDifferentialExecution lowers and runs every program of
// testdata/staticplan/exec (tensor programs marked "// EXEC: bufferize" are
// bufferized by mlir-opt first) with mlir-opt and mlir-runner before and after
// static-memory-plan, with workspace=global and workspace=argument (a driver
// allocates the pools), alone and after merge-alloc. The output must be the
// same, no memref.alloc with a static size may be left, the memory map must
// pass the independent checkers (checkMap, planner.Verify), every workspace
// pool must be at most the sum of the per-function arenas (when no callee
// keeps buffers for external functions), the pool sizes a program states in
// "// POOL:" lines must hold, and programs marked "// MAXPATH" must have
// pools equal to the maximum over call paths of the arenas along them
// (workspace=global, no merge-alloc).
func TestDifferentialExecution(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	files, err := filepath.Glob("../../testdata/staticplan/exec/*.mlir")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 12)
	for _, file := range files {
		file := file
		t.Run(strings.TrimSuffix(filepath.Base(file), ".mlir"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			require.NoError(t, err)
			orig := src // its "//" directives
			if bytes.Contains(src, []byte("// EXEC: bufferize")) {
				src = llvmtools.Tool(t, ex.MlirOpt, src, "--one-shot-bufferize=bufferize-function-boundaries")
			}
			want := ex.Run(t, src)
			require.Contains(t, want, "data =", "the program prints nothing")
			opts := ""
			if m := optionsLine.FindSubmatch(orig); m != nil {
				opts = string(m[1])
			}
			type variant struct {
				workspace string
				merge     bool
			}
			variants := []variant{{WorkspaceGlobal, false}, {WorkspaceArgument, false}, {WorkspaceGlobal, true}}
			if bytes.Contains(orig, []byte("// MERGE-ALLOC")) {
				variants = append(variants, variant{WorkspaceArgument, true})
			}
			for _, v := range variants {
				name := v.workspace
				if v.merge {
					name = "merge-alloc+" + name
				}
				text, mod, mm := planText(t, file, src, opts+" workspace="+v.workspace, v.merge)
				require.Empty(t, staticAllocs(t, text), "%s: static allocations left", name)
				checkMap(t, mm)
				verifyWithPlanner(t, mm)
				checkArenaBound(t, mm, name)
				if !v.merge && v.workspace == WorkspaceGlobal {
					if m := poolLine.FindSubmatch(orig); m != nil {
						for _, kv := range strings.Fields(string(m[1])) {
							pool, size, _ := strings.Cut(kv, "=")
							want, err := strconv.ParseInt(size, 10, 64)
							require.NoError(t, err)
							require.Equal(t, want, poolByName(t, mm, pool).Size, "pool %s", pool)
						}
					}
					if bytes.Contains(orig, []byte("// MAXPATH")) {
						for _, p := range mm.Pools {
							if p.Kind == "workspace" {
								require.Equal(t, maxPath(mm, "@main", p), p.Size, "pool %s is not the maximum over call paths", p.Name)
							}
						}
					}
					var stats []string
					for _, p := range mm.Pools {
						stats = append(stats, fmt.Sprintf("%s=%d", p.Name, p.Size))
					}
					execStats.Store(filepath.Base(file), strings.Join(stats, " "))
				}
				prog := text
				if v.workspace == WorkspaceArgument {
					prog = withDriver(t, mod, mm)
				}
				got := ex.Run(t, []byte(prog))
				require.Equal(t, want, got, "%s: output differs after static-memory-plan", name)
				t.Logf("%s: pools %s", name, poolSizes(mm))
			}
		})
	}
}

func poolByName(t *testing.T, mm *MemoryMap, name string) *MapPool {
	t.Helper()
	for i := range mm.Pools {
		if mm.Pools[i].Name == name {
			return &mm.Pools[i]
		}
	}
	t.Fatalf("no pool %s in the map", name)
	return nil
}

func poolSizes(mm *MemoryMap) string {
	var parts []string
	for _, p := range mm.Pools {
		parts = append(parts, fmt.Sprintf("%s=%d", p.Name, p.Size))
	}
	return strings.Join(parts, " ")
}

// maxPath is the largest sum, over the call paths from fn, of the
// per-function arenas in pool p (each but the last rounded up to the pool's
// alignment, as a callee's frame starts at an aligned offset).
func maxPath(mm *MemoryMap, fn string, p MapPool) int64 {
	for _, f := range mm.Functions {
		if f.Name != fn {
			continue
		}
		var arena int64
		for _, fr := range f.Pools {
			if fr.Pool == p.Name {
				arena = fr.Arena
			}
		}
		var worst int64
		for _, c := range f.Calls {
			worst = max(worst, maxPath(mm, c, p))
		}
		if worst == 0 {
			return arena
		}
		return (arena+p.Alignment-1)/p.Alignment*p.Alignment + worst
	}
	return 0
}

// checkArenaBound requires every workspace pool to be at most the sum of
// the per-function arenas (each rounded up to the pool's alignment), unless
// a callee keeps buffers for external functions (each call then has its own
// copy of them).
func checkArenaBound(t *testing.T, mm *MemoryMap, variant string) {
	t.Helper()
	for _, f := range mm.Functions {
		for _, fr := range f.Pools {
			if fr.Persistent > 0 {
				return
			}
		}
	}
	for _, p := range mm.Pools {
		if p.Kind != "workspace" {
			continue
		}
		var sum int64
		for _, f := range mm.Functions {
			for _, fr := range f.Pools {
				if fr.Pool == p.Name {
					sum += (fr.Arena + p.Alignment - 1) / p.Alignment * p.Alignment
				}
			}
		}
		require.LessOrEqual(t, p.Size, sum, "%s: pool %s is larger than the sum of the per-function arenas", variant, p.Name)
	}
}

// TestPoolServingTwoSpaces runs the two-memory-space program with one pool
// serving both spaces: the buffers of the other space are views of the
// pool followed by memref.memory_space_cast, which mlir-opt 22 lowers to
// an LLVM addrspacecast that the host runs like any pointer.
func TestPoolServingTwoSpaces(t *testing.T) {
	ex := llvmtools.NewExecutor(t)
	src, err := os.ReadFile("../../testdata/staticplan/exec/05_two_spaces.mlir")
	require.NoError(t, err)
	want := ex.Run(t, src)
	for _, pools := range []string{"shared:spaces=0+1", "shared:spaces=1+0"} {
		for _, ws := range []string{WorkspaceGlobal, WorkspaceArgument} {
			text, mod, mm := planText(t, "05_two_spaces.mlir", src, "pools="+pools+" workspace="+ws, false)
			require.Contains(t, text, "memref.memory_space_cast")
			require.Len(t, mm.Pools, 1)
			checkMap(t, mm)
			prog := text
			if ws == WorkspaceArgument {
				prog = withDriver(t, mod, mm)
			}
			require.Equal(t, want, ex.Run(t, []byte(prog)), "pools=%s workspace=%s", pools, ws)
		}
	}
}
