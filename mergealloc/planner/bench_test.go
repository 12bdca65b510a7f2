package planner

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"syscall"
	"testing"
	"time"
)

// scaleProblem makes n random buffers on a timeline of n steps: start
// uniform, length 1-64 steps, size 64 B-64 KiB, so about 32 buffers are live
// at a time whatever n is.
func scaleProblem(n int, seed int64) *Problem {
	rng := rand.New(rand.NewSource(seed))
	p := &Problem{Buffers: make([]Buffer, n)}
	for i := range p.Buffers {
		lo := rng.Int63n(int64(n))
		p.Buffers[i] = Buffer{ID: fmt.Sprint(i), Lower: lo, Upper: lo + 1 + rng.Int63n(64), Size: 64 * (1 + rng.Int63n(1024)), Alignment: 64}
	}
	return p
}

// BenchmarkScale plans 10k, 100k and 1M random buffers with the default
// planner; the plan is verified once outside the timed loop. Run in one go,
// each size also reports its CPU time over the previous size's
// (x-per-decade: 10 is linear growth).
func BenchmarkScale(b *testing.B) {
	var prevCPU float64
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			p := scaleProblem(n, 1)
			alg, err := ByName(benchAlg())
			if err != nil {
				b.Fatal(err)
			}
			var pl *Plan
			b.ResetTimer()
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				pl, err = alg.Plan(p, Options{})
				if err != nil {
					b.Fatal(err)
				}
			}
			cpu := float64((cpuTime() - c0).Microseconds()) / 1000 / float64(b.N)
			b.ReportMetric(cpu, "cpu-ms/op")
			if prevCPU > 0 {
				b.ReportMetric(cpu/prevCPU, "x-per-decade")
			}
			prevCPU = cpu
			b.StopTimer()
			if err := Verify(p, pl); err != nil {
				b.Fatal(err)
			}
			lb := LowerBound(p)
			b.ReportMetric(float64(pl.Peak())/float64(lb), "peak/lb")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/buffer")
		})
	}
}

// BenchmarkInstances times every algorithm on every MiniMalloc instance
// (the repository's instances when those are absent). exact runs in
// decision mode (FitOnly, capacity 1048576, or the lower bound for the
// repository's instances), as MiniMalloc.
func BenchmarkInstances(b *testing.B) {
	dir, list := benchInstances(b)
	for _, ins := range list {
		p := loadInstance(b, dir, ins)
		lb := LowerBound(p)
		if ins.capacity == 0 {
			ins.capacity = lb
		}
		for _, a := range Algorithms() {
			b.Run(ins.name+"/"+a.Name, func(b *testing.B) {
				q := *p
				var opt Options
				if a.Name == "best" {
					opt.TimeLimit = 10 * time.Second
				}
				if a.Name == "exact" {
					opt.TimeLimit = 10 * time.Second
					q.Pools = []Pool{{Name: "mem", Size: ins.capacity}}
					opt.FitOnly = true
				}
				var pl *Plan
				var err error
				c0 := cpuTime()
				for i := 0; i < b.N; i++ {
					pl, err = a.Plan(&q, opt)
				}
				b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
				// Checking the plan and counting auto's work plan again:
				// outside the wall time (ns/op) too, which covered a second
				// auto run and so read about twice the CPU time.
				b.StopTimer()
				if err != nil {
					b.Logf("%s %s: %v", ins.name, a.Name, err)
					return
				}
				if err := Verify(&q, pl); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(pl.Peak()), "peak")
				b.ReportMetric(100*float64(pl.Peak()-lb)/float64(lb), "gap%")
				if a.Name == Default {
					// The work units that bound auto (deterministic).
					in, err := newInst(&q)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := a.call(in, opt); err != nil {
						b.Fatal(err)
					}
					b.ReportMetric(float64(in.work)/1e6, "work-M")
					b.ReportMetric(float64(in.sideWork)/1e6, "ladder-work-M")
				}
			})
		}
	}
}

// cpuTime returns the process's user+system CPU time. The machine is shared,
// so the benchmarks report CPU time per operation beside wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchAlg is the algorithm BenchmarkScale runs: $MEMPLAN_BENCH_ALG or the
// default.
func benchAlg() string {
	if a := os.Getenv("MEMPLAN_BENCH_ALG"); a != "" {
		return a
	}
	return Default
}

// BenchmarkPlanTrace runs the trace planner in both modes on a random
// trace of 20,000 events (about half allocs, 64-byte alignment).
func BenchmarkPlanTrace(b *testing.B) {
	rng := rand.New(rand.NewSource(9))
	ev, _ := randomTrace(rng, 20_000, false, 64)
	for _, mode := range []TraceMode{CostModel, SizeFirst} {
		b.Run(mode.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := PlanTrace(ev, 64, mode); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkTargets asks the exact search (fresh, decision mode) for a
// packing under each target from 1.030 to 1.060 of the lower bound in steps
// of 0.001, with a budget of 12M work units (searchCtl.work) each, on every
// MiniMalloc instance: how the work to a packing varies with the target,
// which decides the default planner's budgets (docs/BENCHMARKS.md). Metrics:
// found (1 or 0), work-M (work units used, millions), gap% (of the packing
// found). Deterministic but for cpu-ms/op.
func BenchmarkTargets(b *testing.B) {
	dir, list := benchInstances(b)
	for _, ins := range list {
		p := loadInstance(b, dir, ins)
		in, err := newInst(p)
		if err != nil {
			b.Fatal(err)
		}
		lb := LowerBound(p)
		g := in.peakGrain()
		for k := 30; k <= 60; k++ {
			target := (lb + lb*int64(k)/1000) / g * g
			b.Run(fmt.Sprintf("%s/%.3f", ins.name, 1+float64(k)/1000), func(b *testing.B) {
				var s *exactSolver
				var ok bool
				c0 := cpuTime()
				for i := 0; i < b.N; i++ {
					s = newExactSolver(in)
					s.workLimit = 12_000_000
					ok = s.solve(target, farFuture, 0)
				}
				b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
				b.ReportMetric(float64(s.work)/1e6, "work-M")
				found, gap := 0.0, 0.0
				if ok {
					var peak int64
					for i := range s.offs {
						peak = max(peak, s.offs[i]+in.size[i])
					}
					found, gap = 1, 100*float64(peak-lb)/float64(lb)
				}
				b.ReportMetric(found, "found")
				b.ReportMetric(gap, "gap%")
			})
		}
	}
}

// BenchmarkDropOne measures how robust the default planner's two schedules
// are on problems like one instance: MiniMalloc's D (the repository's
// tiles when the MiniMalloc instances are absent) with one buffer removed,
// every 7th buffer in turn. For each variant it runs the main schedule
// (autoMain) and the ladder (autoLadder) alone and counts the variants
// within 5% of their lower bound: main-5% with the main schedule alone,
// auto-5% with the better of the two (what auto returns). Deterministic
// but for the times.
func BenchmarkDropOne(b *testing.B) {
	dir, list := benchInstances(b)
	ins := list[0]
	for _, x := range list {
		if x.name == "D" {
			ins = x
		}
	}
	p := loadInstance(b, dir, ins)
	var variants, mainOK, autoOK int
	for i := 0; i < b.N; i++ {
		variants, mainOK, autoOK = 0, 0, 0
		for k := 0; k < len(p.Buffers); k += 7 {
			q := &Problem{Buffers: slices.Delete(slices.Clone(p.Buffers), k, k+1)}
			in, err := newInst(q)
			if err != nil {
				b.Fatal(err)
			}
			sub := in.subset(allIndices(in.n))
			g := sub.peakGrain()
			lb := LowerBound(q)
			lo := (lb + g - 1) / g * g
			sky, skyPeak := skylineRun(sub, lo)
			mainPeak := skyPeak
			if skyPeak > lo {
				_, mainPeak, _, _ = autoMain(sub, lo, sky, skyPeak, farFuture)
			}
			best := mainPeak
			if mainPeak > lo {
				if l := autoLadder(sub, lo, skyPeak, farFuture, nil); l.offs != nil {
					best = min(best, l.peak)
				}
			}
			variants++
			if mainPeak <= lb+lb/20 {
				mainOK++
			}
			if best <= lb+lb/20 {
				autoOK++
			}
		}
	}
	b.ReportMetric(float64(variants), "variants")
	b.ReportMetric(float64(mainOK), "main-5%")
	b.ReportMetric(float64(autoOK), "auto-5%")
}
