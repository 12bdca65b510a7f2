package schedule

import (
	"math/rand"
	"testing"
)

func TestTmpGap(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	worst := 1.0
	proven := 0
	for i := 0; i < 30; i++ {
		n := 33 + r.Intn(32)
		p := randomProblem(r, n)
		def, _ := Schedule(p, Options{ExactLimit: DefaultExactLimit})
		ex, _ := Schedule(p, Options{ExactLimit: MaxExactLimit, Budget: 50_000_000})
		if ex.Optimal {
			proven++
		}
		if x := float64(def.Peak) / float64(ex.Peak); x > worst {
			worst = x
		}
	}
	t.Logf("33-64 ops: proven %d/30, default worst %.3f of exact-with-budget", proven, worst)
}
