package mergealloc

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/lit/llvmtools"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/parser"
	"github.com/stretchr/testify/require"
)

// choicePlanners are the planners TestPlannerChoice compares.
var choicePlanners = []string{PlannerCostModel, PlannerSizeFirst, "skyline", "greedy-by-size", "auto"}

// plannedScope is one scope's planning problem as the pass built it.
type plannedScope struct {
	p       *planner.Problem
	hoisted bool // a hoisted forall's per-thread plan (inside its parent's arena)
}

// choiceRun runs merge-alloc with the named planner over every function of
// src and returns the sum of the arenas made (hoisted per-thread plans
// excluded, they live inside their parent's arena) and the problems the
// planner was given.
func choiceRun(t *testing.T, name string, src []byte, plannerName string) (int64, []plannedScope) {
	t.Helper()
	m, err := parser.Parse(name, src)
	require.NoError(t, err)
	opts := DefaultOptions()
	opts.PlannerOptions = plannerName
	var scopes []plannedScope
	pl := DefaultPipeline()
	pl.Plan = func(fn *ir.Operation, trace LifetimeTrace, o Options) (*MemorySchedule, error) {
		tt := trace.(*TickTrace)
		scopes = append(scopes, plannedScope{tt.Problem(max(o.Alignment, 1)), tt.Parent != nil})
		return PlanTickTrace(fn, trace, o)
	}
	var arena int64
	for _, op := range m.Body().Ops() {
		if op.Name() != "func.func" {
			continue
		}
		res, err := pl.Run(op, opts)
		require.NoError(t, err, "%s with %s", name, plannerName)
		for _, s := range res.Stats {
			if !s.Hoisted {
				arena += s.Arena
			}
		}
	}
	return arena, scopes
}

// threadCPU returns the CPU time of the calling thread (lock the goroutine
// to its thread around the measurement).
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_THREAD, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// choicePrograms returns the memref-level programs TestPlannerChoice plans:
// the merge-alloc lit tests, the differential execution programs, the
// bufferized corpus, the network programs and the tensor-level model
// programs (bufferized by mlir-opt 22 when it is installed).
func choicePrograms(t *testing.T) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	mlirOpt, _ := llvmtools.Find("mlir-opt")
	globs := []string{"mergealloc/*.mlir", "exec/*.mlir", "bufferized/*.bufferized.mlir", "networks/*.mlir", "programs/model_*.mlir"}
	for _, g := range globs {
		files, err := filepath.Glob(filepath.Join("..", "testdata", g))
		require.NoError(t, err)
		for _, f := range files {
			if strings.HasSuffix(f, ".tensor.mlir") {
				continue
			}
			src, err := os.ReadFile(f)
			require.NoError(t, err)
			if bytes.Contains(src, []byte("--verify-diagnostics")) || bytes.Contains(src, []byte("expected-error")) {
				continue
			}
			needsBufferize := bytes.Contains(src, []byte("// EXEC: bufferize")) ||
				(!bytes.Contains(src, []byte("memref.alloc")) && bytes.Contains(src, []byte("tensor.empty")))
			if needsBufferize {
				if mlirOpt == "" {
					continue
				}
				cmd := exec.Command(mlirOpt, "--one-shot-bufferize=bufferize-function-boundaries")
				cmd.Stdin = bytes.NewReader(src)
				if src, err = cmd.Output(); err != nil {
					t.Logf("%s: not bufferized by mlir-opt (%v), left out", f, err)
					continue
				}
			}
			if bytes.Contains(src, []byte("tensor.empty")) || !bytes.Contains(src, []byte("memref.alloc")) {
				continue // nothing for merge-alloc
			}
			out[strings.TrimPrefix(f, "../")] = src
		}
	}
	return out
}

// TestPlannerChoice prints the evidence for merge-alloc's default planner
// (docs/BENCHMARKS.md): for every program, the lower bound (largest sum of
// aligned sizes live at one time, added over the arenas), what the exact
// solver reaches within 5 s a scope (and whether it proves it optimal), and
// the arena of each planner of choicePlanners with its gap to the bound.
// MEMOPT_CHOICE_CHAIN=file adds a file such as gen_chain.py 100 1000's
// output (exact is skipped there: its scopes reach the bound with every
// planner). It only runs with MEMOPT_PLANNER_REPORT=1:
//
//	MEMOPT_PLANNER_REPORT=1 go test ./mergealloc -run TestPlannerChoice -v
func TestPlannerChoice(t *testing.T) {
	if os.Getenv("MEMOPT_PLANNER_REPORT") != "1" {
		t.Skip("set MEMOPT_PLANNER_REPORT=1 to print the planner comparison")
	}
	progs := choicePrograms(t)
	if chain := os.Getenv("MEMOPT_CHOICE_CHAIN"); chain != "" {
		src, err := os.ReadFile(chain)
		require.NoError(t, err)
		progs[filepath.Base(chain)] = src
	}
	names := make([]string, 0, len(progs))
	for n := range progs {
		names = append(names, n)
	}
	slices.Sort(names)
	var sb strings.Builder
	sb.WriteString("| program | arenas | buffers | lower bound | exact (5 s a scope) |")
	for _, p := range choicePlanners {
		fmt.Fprintf(&sb, " %s |", p)
	}
	sb.WriteString("\n|---|---:|---:|---:|---:|" + strings.Repeat("---:|", len(choicePlanners)) + "\n")
	worst := map[string]float64{}    // gap to the lower bound
	worstOpt := map[string]float64{} // gap to the proven optimum
	for _, name := range names {
		src := progs[name]
		arenas := map[string]int64{}
		var scopes []plannedScope
		for _, p := range choicePlanners {
			a, sc := choiceRun(t, name, src, p)
			arenas[p] = a
			if p == "auto" {
				scopes = sc
			}
		}
		var lb, ex int64
		var nArenas, nBuffers int
		proven := true
		for _, s := range scopes {
			nBuffers += len(s.p.Buffers)
			if s.hoisted {
				continue
			}
			nArenas++
			lb += planner.LowerBound(s.p)
			if strings.HasPrefix(name, "chain") || !strings.Contains(name, "/") {
				ex = -1
				continue
			}
			pl, err := planner.Solve(s.p, "exact", planner.Options{TimeLimit: 5 * time.Second})
			require.NoError(t, err)
			ex += alignUp(pl.Peak(), DefaultAlignment)
			proven = proven && pl.Optimal
		}
		exact := "-"
		if ex >= 0 {
			exact = fmt.Sprint(ex)
			if proven {
				exact += " (optimal)"
			}
		}
		fmt.Fprintf(&sb, "| %s | %d | %d | %d | %s |", name, nArenas, nBuffers, lb, exact)
		for _, p := range choicePlanners {
			gap := 100 * float64(arenas[p]-lb) / float64(max(lb, 1))
			worst[p] = max(worst[p], gap)
			if ex >= 0 && proven {
				worstOpt[p] = max(worstOpt[p], 100*float64(arenas[p]-ex)/float64(max(ex, 1)))
			}
			fmt.Fprintf(&sb, " %d (%+.1f%%) |", arenas[p], gap)
		}
		sb.WriteString("\n")
	}
	sb.WriteString("\n| planner | worst gap to the lower bound | worst gap to the proven optimum |\n|---|---:|---:|\n")
	for _, p := range choicePlanners {
		fmt.Fprintf(&sb, "| %s | %+.1f%% | %+.1f%% |\n", p, worst[p], worstOpt[p])
	}
	fmt.Print(sb.String())
}

// BenchmarkPlannerChoicePass runs the whole pass (all stages) over every
// function of $MEMOPT_CHOICE_CHAIN (e.g. gen_chain.py 100 1000's output) once
// per planner of choicePlanners, on one thread, and reports each planner's
// CPU time for the pass (parsing excluded):
//
//	MEMOPT_CHOICE_CHAIN=chain.mlir go test ./mergealloc -run '^$' -bench PlannerChoicePass -benchtime 1x
func BenchmarkPlannerChoicePass(b *testing.B) {
	file := os.Getenv("MEMOPT_CHOICE_CHAIN")
	if file == "" {
		b.Skip("set MEMOPT_CHOICE_CHAIN to a file (gen_chain.py 100 1000)")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{PlannerCostModel, "auto"} {
		b.Run(name, func(b *testing.B) {
			opts := DefaultOptions()
			opts.PlannerOptions = name
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				m, err := parser.Parse(file, src)
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				runtime.LockOSThread()
				c0 := threadCPU()
				for _, op := range m.Body().Ops() {
					if op.Name() == "func.func" {
						if _, err := Run(op, opts); err != nil {
							b.Fatal(err)
						}
					}
				}
				cpu += threadCPU() - c0
				runtime.UnlockOSThread()
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkPlanStage measures the planning stage alone (PlanTickTrace) on
// the trace of one 1000-layer chain function (chainFunc: 2001 buffers), per
// planner, in thread CPU time:
//
//	go test ./mergealloc -run '^$' -bench PlanStage
func BenchmarkPlanStage(b *testing.B) {
	fn := chainFunc(b, 1000)
	opts := DefaultOptions()
	s, err := CollectTickTraces(fn, NewViewFlow(fn), opts)
	if err != nil {
		b.Fatal(err)
	}
	tr := s.Traces[0]
	for _, name := range []string{PlannerCostModel, PlannerSizeFirst, PlannerDefault, "skyline"} {
		b.Run(name, func(b *testing.B) {
			o := opts
			o.PlannerOptions = name
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			c0 := threadCPU()
			for i := 0; i < b.N; i++ {
				if _, err := PlanTickTrace(fn, tr, o); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((threadCPU()-c0).Microseconds())/float64(b.N), "cpu-us/op")
		})
	}
}
