package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
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
		if s := res.ReportScopes(fn, opts, names); len(s) != 1 || len(s[0].Buffers) != 2001 {
			b.Fatalf("%d scopes", len(s))
		}
	})
}
