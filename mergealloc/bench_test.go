package mergealloc

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
	"github.com/memopt/memopt/passes"
)

// chainFunc builds a function shaped like gen_chain.py's: layers of
// temporaries, each layer allocating a small and a large buffer, every
// fourth layer using them inside an scf.for.
func chainFunc(b testing.TB, layers int) *ir.Operation {
	f := newFB(&testing.T{})
	small, large := mref(16, 64), mref(64, 64)
	prev := f.alloc(large)
	f.use(prev)
	for i := 0; i < layers; i++ {
		t := f.alloc(small)
		f.use(t)
		a := f.alloc(large)
		if i%4 == 3 {
			p := prev
			f.forLoop(nil, func(*ir.Value, []*ir.Value) []*ir.Value {
				f.use(p, t, a)
				return nil
			})
		} else {
			f.use(prev, t, a)
		}
		f.op("memref.dealloc", []*ir.Value{t})
		prev = a
	}
	f.use(prev)
	f.ret()
	return f.fn
}

func benchmarkChain(b *testing.B, check bool) {
	benchmarkChainWith(b, check, func(fn *ir.Operation, opts Options) {
		if _, err := Run(fn, opts); err != nil {
			b.Fatal(err)
		}
	})
}

// benchmarkChainWith times run on a fresh 1000-layer chain function per
// iteration, with the plan checker only when check is set.
func benchmarkChainWith(b *testing.B, check bool, run func(fn *ir.Operation, opts Options)) {
	saved := CheckAlways
	CheckAlways = false
	defer func() { CheckAlways = saved }()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		fn := chainFunc(b, 1000)
		b.StartTimer()
		opts := DefaultOptions()
		opts.VerifyPlan = check
		run(fn, opts)
	}
}

// BenchmarkChain1000 runs the pass on one 1000-layer function without the
// plan checker; BenchmarkChain1000Checked with it.
func BenchmarkChain1000(b *testing.B)        { benchmarkChain(b, false) }
func BenchmarkChain1000Checked(b *testing.B) { benchmarkChain(b, true) }

// BenchmarkCheckSchedule measures the plan checker alone on the same trace.
func BenchmarkCheckSchedule(b *testing.B) {
	fn := chainFunc(b, 1000)
	opts := DefaultOptions()
	s, err := CollectTickTraces(fn, NewViewFlow(fn), opts)
	if err != nil {
		b.Fatal(err)
	}
	sched, err := PlanTickTrace(fn, s.Traces[0], opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := CheckSchedule(s.Traces[0], sched, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkChain1000Report runs the pass as BenchmarkChain1000 does and
// also describes its plan for a memory report (the names mlir-opt prints,
// ReportScopes): the cost of --memory-report inside the pass.
func BenchmarkChain1000Report(b *testing.B) {
	benchmarkChainWith(b, false, func(fn *ir.Operation, opts Options) {
		names := ValueNames(fn)
		res, err := Run(fn, opts)
		if err != nil {
			b.Fatal(err)
		}
		if s := res.ReportScopes(fn, opts, names); len(s) != 1 || s[0].NumBuffers() != 2001 {
			b.Fatalf("%d scopes", len(s))
		}
	})
}

// BenchmarkValueNames names the allocations of a 1000-layer chain function
// as mlir-opt prints them (what a memory report adds to each function's
// run of the pass besides ReportScopes).
func BenchmarkValueNames(b *testing.B) {
	fn := chainFunc(b, 1000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if n := ValueNames(fn); len(n.Values()) != 2001 {
			b.Fatalf("%d names", len(n.Values()))
		}
	}
}

// BenchmarkStages times merge-alloc's stages one at a time on a
// 1000-layer chain function parsed from text (its linalg payloads unbuilt,
// as the command line sees it): view flow, tick collection, planning (with
// the plan checker) and the rewrite. Each stage gets a fresh function;
// building it is not timed.
func BenchmarkStages(b *testing.B) {
	src := chainModule(1, 1000)
	fresh := func(b *testing.B) *ir.Operation {
		b.StopTimer()
		defer b.StartTimer()
		m, err := parser.Parse("chain.mlir", []byte(src))
		if err != nil {
			b.Fatal(err)
		}
		// Payloads stay unbuilt, as on the command line.
		return m.Body().First()
	}
	opts := DefaultOptions()
	b.Run("viewflow", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			NewViewFlow(fresh(b))
		}
	})
	collect := func(b *testing.B) (*ir.Operation, *MemoryTraceScopes) {
		fn := fresh(b)
		b.StopTimer()
		defer b.StartTimer()
		s, err := CollectTickTraces(fn, NewViewFlow(fn), opts)
		if err != nil {
			b.Fatal(err)
		}
		return fn, s
	}
	b.Run("ticks", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			fn := fresh(b)
			b.StopTimer()
			vf := NewViewFlow(fn)
			b.StartTimer()
			if _, err := CollectTickTraces(fn, vf, opts); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("plan", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			fn, s := collect(b)
			sched, err := PlanTickTrace(fn, s.Traces[0], opts)
			if err != nil {
				b.Fatal(err)
			}
			if err := CheckSchedule(s.Traces[0], sched, opts); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("rewrite", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			fn, s := collect(b)
			b.StopTimer()
			sched, err := PlanTickTrace(fn, s.Traces[0], opts)
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if err := RewriteScope(fn, s.Traces[0].AllocScope(), sched, opts); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("pass", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Run(fresh(b), opts); err != nil {
				b.Fatal(err)
			}
		}
	})
	// What a memory report adds: the printed names (ValueNames) and the
	// report's scopes (ReportScopes: 2,000 buffers with their locations);
	// the pass between them is not timed.
	b.Run("report", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			fn := fresh(b)
			names := ValueNames(fn)
			b.StopTimer()
			res, err := Run(fn, opts)
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			if s := res.ReportScopes(fn, opts, names); len(s) != 1 || s[0].NumBuffers() < 2000 || !s[0].Packed.HasLocation(0) {
				b.Fatalf("%d scopes", len(s))
			}
		}
	})
}

// BenchmarkModuleThreads runs the merge-alloc pass pipeline on a module of
// 32 chain functions (200 layers each) through the pass manager, on one
// thread and on GOMAXPROCS threads (verification after the pass included,
// as on the command line).
func BenchmarkModuleThreads(b *testing.B) {
	src := chainModule(32, 200)
	pl, err := passes.ParsePipeline("builtin.module(func.func(merge-alloc))")
	if err != nil {
		b.Fatal(err)
	}
	for _, threads := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				m, err := parser.Parse("chain.mlir", []byte(src))
				if err != nil {
					b.Fatal(err)
				}
				mgr := passes.NewManager(pl, ir.Verify)
				mgr.Threads = threads
				b.StartTimer()
				if err := mgr.Run(m.Op); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReportFill measures what --memory-report adds to each function's
// run of merge-alloc, on a 1000-layer chain function parsed from text: the
// printed names of its allocations (names, on an unchanged copy, the table
// released as the pass releases it) and the report's scopes (scopes:
// ReportScopes on the plan, 2,000 buffers with their names, types and
// locations), beside the pass itself (pass, the
// parse not counted). Nothing is parsed or planned inside the loops of
// names and scopes, so the heap stays the same from iteration to
// iteration. cpu-ns/op is the thread's CPU time, steadier than wall time
// on a shared machine:
//
//	go test ./mergealloc -run '^$' -bench '^BenchmarkReportFill$' -benchmem -cpu 1
func BenchmarkReportFill(b *testing.B) {
	src := []byte(chainModule(1, 1000))
	parse := func() *ir.Operation {
		m, err := parser.Parse("chain.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		return m.Body().First()
	}
	fn, orig := parse(), parse()
	opts := DefaultOptions()
	names := ValueNames(fn)
	res, err := Run(fn, opts)
	if err != nil {
		b.Fatal(err)
	}
	// cpu-ns/op is the thread's CPU time (the machine is shared).
	timed := func(b *testing.B, body func()) {
		b.ReportAllocs()
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		start := threadCPU()
		for i := 0; i < b.N; i++ {
			body()
		}
		b.ReportMetric(float64(threadCPU()-start)/float64(b.N), "cpu-ns/op")
	}
	// The pass itself, for comparison (parsing not counted).
	b.Run("pass", func(b *testing.B) {
		b.ReportAllocs()
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		var cpu time.Duration
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			f := parse()
			b.StartTimer()
			start := threadCPU()
			if _, err := Run(f, opts); err != nil {
				b.Fatal(err)
			}
			cpu += threadCPU() - start
		}
		b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
	})
	b.Run("names", func(b *testing.B) {
		timed(b, func() {
			n := ValueNames(orig)
			if len(n.Values()) != 2000 {
				b.Fatalf("%d names", len(n.Values()))
			}
			n.Release() // as the pass does once the report has the names
		})
	})
	b.Run("scopes", func(b *testing.B) {
		timed(b, func() {
			if s := res.ReportScopes(fn, opts, names); len(s) != 1 || s[0].NumBuffers() != 2000 || !s[0].Packed.HasLocation(0) {
				b.Fatalf("%d scopes", len(s))
			}
		})
	})
}

// BenchmarkReportFillCold measures what naming the allocs for a memory
// report adds to merge-alloc's first walk of a function whose ops are not
// in the cache, as when the pass runs on a large module: per 1000-layer
// function of a 20-function module parsed anew each iteration (not
// timed), the thread CPU time of the view-flow walk alone (walk), of
// ValueNames before it (names+walk: the namer's own walk, as the pass
// named before) and of the walk feeding an ir.AsmNamesBuilder
// (walk+names: what the pass does now when functions run in parallel):
//
//	go test ./mergealloc -run '^$' -bench ReportFillCold -cpu 1 -benchtime 5x
func BenchmarkReportFillCold(b *testing.B) {
	const funcs = 20
	src := []byte(chainModule(funcs, 1000))
	modes := []struct {
		name string
		run  func(fn *ir.Operation)
	}{
		{"walk", func(fn *ir.Operation) { NewViewFlow(fn) }},
		{"names+walk", func(fn *ir.Operation) {
			ValueNames(fn).Release()
			NewViewFlow(fn)
		}},
		{"walk+names", func(fn *ir.Operation) {
			nb := ValueNamesBuilder(fn)
			newViewFlow(fn, nb)
			nb.Finish().Release()
		}},
	}
	for _, mode := range modes {
		b.Run(mode.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				m, err := parser.Parse("chain.mlir", src)
				if err != nil {
					b.Fatal(err)
				}
				runtime.GC()
				b.StartTimer()
				for fn := m.Body().First(); fn != nil; fn = fn.Next() {
					start := threadCPU()
					mode.run(fn)
					cpu += threadCPU() - start
				}
			}
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N*funcs), "cpu-ns/func")
		})
	}
}
