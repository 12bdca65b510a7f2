package schedule

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomProblem builds a random block of n ops: each op allocates up to
// two buffers used by up to three later ops, some buffers are live on
// entry or kept, and some ops depend on earlier ones directly.
func randomProblem(r *rand.Rand, n int) *Problem {
	p := &Problem{NumOps: n, Deps: make([][]int, n)}
	for v := 0; v < n; v++ {
		for k := r.Intn(3); k > 0; k-- {
			if v+1 >= n && r.Intn(2) == 0 {
				break
			}
			b := Buffer{Size: int64(1 + r.Intn(100)), Def: v}
			if r.Intn(8) == 0 {
				b.Keep = true
			}
			for u := r.Intn(4); u > 0 && v+1 < n; u-- {
				b.Users = append(b.Users, v+1+r.Intn(n-v-1))
			}
			p.Buffers = append(p.Buffers, b)
		}
		if v > 0 && r.Intn(3) == 0 {
			p.Deps[v] = append(p.Deps[v], r.Intn(v))
		}
	}
	for k := r.Intn(3); k > 0 && n > 0; k-- {
		b := Buffer{Size: int64(1 + r.Intn(100)), Def: -1, Keep: r.Intn(3) == 0}
		for u := 1 + r.Intn(3); u > 0; u-- {
			b.Users = append(b.Users, r.Intn(n))
		}
		p.Buffers = append(p.Buffers, b)
	}
	return p
}

// refPeak computes the peak of order from the definition, step by step,
// independently of the package: at step t a buffer is live when it was
// allocated at or before t and is kept, used at or after t, or (used by
// nobody) allocated exactly at t. It returns -1 when order breaks a
// dependence or uses a buffer before its allocation.
func refPeak(p *Problem, order []int) int64 {
	pos := map[int]int{}
	for i, v := range order {
		pos[v] = i
	}
	for v, ds := range p.Deps {
		for _, u := range ds {
			if pos[u] > pos[v] {
				return -1
			}
		}
	}
	for _, b := range p.Buffers {
		for _, u := range b.Users {
			if b.Def >= 0 && pos[u] < pos[b.Def] {
				return -1
			}
		}
	}
	var peak int64
	for t := range order {
		var live int64
		for _, b := range p.Buffers {
			born := b.Def < 0 || pos[b.Def] <= t
			if !born {
				continue
			}
			needed := b.Keep
			for _, u := range b.Users {
				if u != b.Def && pos[u] >= t {
					needed = true
				}
			}
			used := false
			for _, u := range b.Users {
				if u != b.Def {
					used = true
				}
			}
			if !used && b.Def >= 0 && pos[b.Def] == t {
				needed = true
			}
			if needed {
				live += b.Size
			}
		}
		if live > peak {
			peak = live
		}
	}
	return peak
}

// bruteForce returns the lowest peak over every valid order of p.
func bruteForce(p *Problem) int64 {
	best := int64(-1)
	order := make([]int, 0, p.NumOps)
	used := make([]bool, p.NumOps)
	var rec func()
	rec = func() {
		if len(order) == p.NumOps {
			if pk := refPeak(p, order); pk >= 0 && (best < 0 || pk < best) {
				best = pk
			}
			return
		}
		for v := 0; v < p.NumOps; v++ {
			if !used[v] {
				used[v] = true
				order = append(order, v)
				rec()
				order = order[:len(order)-1]
				used[v] = false
			}
		}
	}
	rec()
	return best
}

func identity(n int) []int {
	o := make([]int, n)
	for i := range o {
		o[i] = i
	}
	return o
}

func TestTwoBranchesExample(t *testing.T) {
	// a1 and b1 allocate 10 bytes each; a2 and b2 reduce them to 1 byte;
	// join uses both. Level by level the peak is 21 (a1, b1 and a2's
	// output live at a2); branch by branch it is 12.
	p := &Problem{NumOps: 5, Buffers: []Buffer{
		{Size: 10, Def: 0, Users: []int{2}},
		{Size: 10, Def: 1, Users: []int{3}},
		{Size: 1, Def: 2, Users: []int{4}},
		{Size: 1, Def: 3, Users: []int{4}},
	}}
	r, err := Schedule(p, Options{ExactLimit: 8})
	require.NoError(t, err)
	require.Equal(t, int64(21), r.InputPeak)
	require.Equal(t, int64(12), r.Peak)
	require.Equal(t, int64(11), r.LowerBound)
	require.True(t, r.Optimal)
	require.Equal(t, []int{0, 2, 1, 3, 4}, r.Order)
	require.Equal(t, int64(12), refPeak(p, r.Order))
}

func TestExactEqualsBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	improved := 0
	for i := 0; i < 400; i++ {
		n := 1 + r.Intn(8)
		p := randomProblem(r, n)
		opt := bruteForce(p)
		res, err := Schedule(p, Options{ExactLimit: MaxExactLimit})
		require.NoError(t, err)
		require.Equal(t, opt, res.Peak, "case %d: %+v", i, p)
		require.True(t, res.Optimal, "case %d", i)
		require.Equal(t, res.Peak, refPeak(p, res.Order), "case %d", i)
		require.Equal(t, refPeak(p, identity(n)), res.InputPeak, "case %d", i)
		if res.Peak < res.InputPeak {
			improved++
		}
	}
	// The random blocks must exercise reordering, not only the input order.
	require.Greater(t, improved, 40)
}

func TestExactOnMidSizedBlocks(t *testing.T) {
	// Blocks of 20 to 30 ops: the exact search finishes within the default
	// budget on most of them and is never above the heuristic.
	r := rand.New(rand.NewSource(2))
	proven, same, worst := 0, 0, 1.0
	for i := 0; i < 40; i++ {
		n := 20 + r.Intn(11)
		p := randomProblem(r, n)
		heur, err := Schedule(p, Options{ExactLimit: 0})
		require.NoError(t, err)
		ex, err := Schedule(p, Options{ExactLimit: MaxExactLimit})
		require.NoError(t, err)
		require.LessOrEqual(t, ex.Peak, heur.Peak, "case %d", i)
		require.Equal(t, ex.Peak, refPeak(p, ex.Order), "case %d", i)
		if ex.Optimal {
			proven++
			if r := float64(heur.Peak) / float64(ex.Peak); r > worst {
				worst = r
			}
			if heur.Peak == ex.Peak {
				same++
			}
		}
	}
	require.Greater(t, proven, 30)
	t.Logf("exact proven on %d of 40 blocks; the heuristic reaches the optimum on %d of them, at worst %.3f times it", proven, same, worst)
}

func TestHeuristicNeverAboveInput(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	var sumIn, sumOut int64
	for i := 0; i < 60; i++ {
		n := 50 + r.Intn(250)
		p := randomProblem(r, n)
		res, err := Schedule(p, Options{ExactLimit: 0})
		require.NoError(t, err)
		in := refPeak(p, identity(n))
		require.Equal(t, in, res.InputPeak, "case %d", i)
		got := refPeak(p, res.Order)
		require.GreaterOrEqual(t, got, int64(0), "case %d: invalid order", i)
		require.Equal(t, got, res.Peak, "case %d", i)
		require.LessOrEqual(t, got, in, "case %d", i)
		require.GreaterOrEqual(t, got, res.LowerBound, "case %d", i)
		require.False(t, res.Method == MethodExact)
		sumIn += in
		sumOut += got
	}
	require.Less(t, sumOut, sumIn, "the heuristic lowers the peaks of random blocks")
	t.Logf("heuristic: sum of peaks %d -> %d", sumIn, sumOut)
}

func TestHeuristicOnSmallBlocks(t *testing.T) {
	// The heuristic alone against the brute-force optimum: never below it
	// (that would be a wrong peak), never above the input order.
	r := rand.New(rand.NewSource(4))
	atOpt, total := 0, 0
	for i := 0; i < 300; i++ {
		n := 1 + r.Intn(8)
		p := randomProblem(r, n)
		opt := bruteForce(p)
		res, err := Schedule(p, Options{ExactLimit: 0})
		require.NoError(t, err)
		require.GreaterOrEqual(t, res.Peak, opt)
		require.LessOrEqual(t, res.Peak, res.InputPeak)
		total++
		if res.Peak == opt {
			atOpt++
		}
	}
	t.Logf("heuristic at the optimum on %d of %d small blocks", atOpt, total)
}

func TestDeterministic(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 20; i++ {
		n := 10 + r.Intn(400)
		p := randomProblem(r, n)
		a, err := Schedule(p, Options{ExactLimit: 24})
		require.NoError(t, err)
		b, err := Schedule(p, Options{ExactLimit: 24})
		require.NoError(t, err)
		require.Equal(t, a, b, "case %d", i)
	}
}

func TestBudget(t *testing.T) {
	// A wide block: 30 independent two-op chains, each allocating a large
	// buffer it then shrinks. Exhausting a tiny budget still gives a valid
	// order no worse than the input, not claimed optimal unless it reached
	// the lower bound.
	const k = 30
	p := &Problem{NumOps: 2*k + 1}
	for i := 0; i < k; i++ {
		p.Buffers = append(p.Buffers, Buffer{Size: int64(50 + i), Def: i, Users: []int{k + i}})
		p.Buffers = append(p.Buffers, Buffer{Size: 1, Def: k + i, Users: []int{2 * k}})
	}
	res, err := Schedule(p, Options{ExactLimit: MaxExactLimit, Budget: 100})
	require.NoError(t, err)
	require.True(t, res.BudgetExhausted)
	require.LessOrEqual(t, res.Peak, res.InputPeak)
	require.Equal(t, res.Peak, refPeak(p, res.Order))
	if res.Optimal {
		require.Equal(t, res.LowerBound, res.Peak)
	}
	full, err := Schedule(p, Options{ExactLimit: MaxExactLimit})
	require.NoError(t, err)
	require.Less(t, full.Peak, full.InputPeak)
}

func TestInvalidProblems(t *testing.T) {
	for name, p := range map[string]*Problem{
		"forward dep":    {NumOps: 2, Deps: [][]int{{1}, nil}},
		"negative size":  {NumOps: 1, Buffers: []Buffer{{Size: -1, Def: 0}}},
		"use before def": {NumOps: 2, Buffers: []Buffer{{Size: 1, Def: 1, Users: []int{0}}}},
		"bad def":        {NumOps: 1, Buffers: []Buffer{{Size: 1, Def: 3}}},
		"bad user":       {NumOps: 1, Buffers: []Buffer{{Size: 1, Def: -1, Users: []int{7}}}},
	} {
		_, err := Schedule(p, Options{})
		require.Error(t, err, name)
	}
	_, err := Peak(&Problem{NumOps: 2, Deps: [][]int{nil, {0}}}, []int{1, 0})
	require.Error(t, err)
}

func TestEmptyAndTrivial(t *testing.T) {
	res, err := Schedule(&Problem{}, Options{})
	require.NoError(t, err)
	require.Empty(t, res.Order)
	require.True(t, res.Optimal)
	res, err = Schedule(&Problem{NumOps: 3}, Options{})
	require.NoError(t, err)
	require.Equal(t, []int{0, 1, 2}, res.Order)
	require.False(t, res.Changed())
}
