package schedule

import (
	"math/rand"
	"testing"
)

// BenchmarkSchedule10000 schedules one block of 10,000 ops (the random
// blocks of the tests: buffers used by up to three later ops, extra
// dependences) with the default options, where the heuristic runs.
func BenchmarkSchedule10000(b *testing.B) {
	p := randomProblem(rand.New(rand.NewSource(10000)), 10000)
	b.ReportAllocs()
	var res *Result
	for b.Loop() {
		var err error
		if res, err = Schedule(p, Options{ExactLimit: DefaultExactLimit}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.InputPeak), "input-peak")
	b.ReportMetric(float64(res.Peak), "peak")
	b.ReportMetric(float64(res.Steps), "steps")
}
