package report

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestLowerBound(t *testing.T) {
	bufs := []Buffer{
		{Name: "a", Size: 16, Start: 1, End: 4},
		{Name: "b", Size: 64, Start: 2, End: 3},
		{Name: "c", Size: 16, Start: 4, End: 6},
		{Name: "d", Size: 10, Start: 7, End: 7},
	}
	require.Equal(t, int64(80), LowerBound(bufs, 1), "a+b at ticks 2-3")
	require.Equal(t, int64(128), LowerBound(bufs, 64), "a and b rounded to 64 each")
	require.Equal(t, int64(0), LowerBound(nil, 64))
	// [1,4] and [5,6] do not meet; [1,4] and [4,6] do.
	require.Equal(t, int64(8), LowerBound([]Buffer{{Size: 8, Start: 1, End: 4}, {Size: 8, Start: 5, End: 6}}, 1))
	require.Equal(t, int64(16), LowerBound([]Buffer{{Size: 8, Start: 1, End: 4}, {Size: 8, Start: 4, End: 6}}, 1))
}

// TestLowerBoundSparse checks the bound on ticks far apart (the sorted
// events) against the same buffers on dense ticks (the difference array).
func TestLowerBoundSparse(t *testing.T) {
	dense := []Buffer{{Size: 8, Start: 1, End: 4}, {Size: 16, Start: 3, End: 3}, {Size: 4, Start: 4, End: 9}, {Size: 32, Start: 7, End: 6}}
	sparse := make([]Buffer, len(dense))
	for i, b := range dense {
		b.Start, b.End = b.Start*1_000_000, b.End*1_000_000
		sparse[i] = b
	}
	require.Equal(t, int64(24), LowerBound(dense, 1), "8+16 at tick 3")
	require.Equal(t, LowerBound(dense, 1), LowerBound(sparse, 1))
	require.Equal(t, LowerBound(dense, 64), LowerBound(sparse, 64))
	require.Equal(t, int64(0), LowerBound([]Buffer{{Size: 8, Start: 5, End: 4}}, 1), "never live")
}

// TestLowerBoundRandom checks the bound against counting tick by tick, on
// calls one after another with spans large and small (the difference
// arrays are reused from call to call and must start empty).
func TestLowerBoundRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		bufs := make([]Buffer, rng.IntN(40))
		span := int64(1 + rng.IntN(3000))
		for i := range bufs {
			s := rng.Int64N(span)
			bufs[i] = Buffer{Size: 1 + rng.Int64N(100), Start: s, End: s + rng.Int64N(span/4+1) - 1}
		}
		align := []int64{1, 16}[round%2]
		var want int64
		for tick := int64(0); tick < 2*span; tick++ {
			var sum int64
			for _, b := range bufs {
				if b.Start <= tick && tick <= b.End {
					sum += (b.Size + align - 1) / align * align
				}
			}
			want = max(want, sum)
		}
		require.Equal(t, want, LowerBound(bufs, align), "round %d", round)
	}
}

func TestRatio(t *testing.T) {
	require.Equal(t, 1.0, (&Scope{}).Ratio())
	require.Equal(t, 1.5, (&Scope{ArenaSize: 96, LowerBound: 64}).Ratio())
}

func TestCollectorOrderAndNil(t *testing.T) {
	var nilc *Collector
	nilc.Add(&Scope{Name: "x"})
	require.False(t, nilc.Enabled())
	require.Empty(t, nilc.Report("memopt", "in.mlir").Scopes)

	c := NewCollector()
	var wg sync.WaitGroup
	for i := 9; i >= 0; i-- {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			c.Add(&Scope{Name: string(rune('a' + i)), SortKey: []int64{int64(i)}})
		}(i)
	}
	wg.Wait()
	r := c.Report("memopt", "in.mlir")
	require.Equal(t, SchemaVersion, r.Version)
	require.Len(t, r.Scopes, 10)
	for i, s := range r.Scopes {
		require.Equal(t, string(rune('a'+i)), s.Name)
	}
}

func TestFunctionNotes(t *testing.T) {
	var nilc *Collector
	nilc.AddFunctionNote("f", "dropped")

	c := NewCollector()
	c.Add(&Scope{Name: "@f/scf.forall@7", Function: "f", SortKey: []int64{0, 7}})
	c.Add(&Scope{Name: "@f", Function: "f", SortKey: []int64{0, 1}, Notes: []string{"own"}})
	c.AddFunctionNote("f", "one")
	c.AddFunctionNote("g", "two")
	c.AddFunctionNote("f", "three")
	for range 2 { // a second Report adds nothing twice
		r := c.Report("memopt", "in.mlir")
		require.Len(t, r.Scopes, 3)
		require.Equal(t, "@f", r.Scopes[0].Name)
		require.Equal(t, []string{"own", "one", "three"}, r.Scopes[0].Notes, "notes go to the function's first scope")
		require.Empty(t, r.Scopes[1].Notes)
		require.Equal(t, "@g", r.Scopes[2].Name, "a function without scopes gets one for its notes")
		require.Equal(t, KindScope, r.Scopes[2].Kind)
		require.Equal(t, []string{"two"}, r.Scopes[2].Notes)
	}
}

// TestPackedClass: Class gives equal classes one index and different ones
// different indices, whatever the order they come in (runs, cycles among
// a few, many distinct), and Classes holds each once.
func TestPackedClass(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, distinct := range []int{1, 3, 4, 5, 9, 200} {
		p := NewPacked(0, nil)
		seen := map[PackedClass]uint32{}
		for k := 0; k < 2000; k++ {
			n := rng.IntN(distinct)
			if k%3 == 0 {
				n = k % distinct // a cycle
			}
			c := PackedClass{Size: int64(n % 7), Alignment: 64, Type: uint32(n), Pinned: n%2 == 1}
			i := p.Class(c)
			if j, ok := seen[c]; ok {
				require.Equal(t, j, i, "class %+v", c)
			} else {
				seen[c] = i
			}
			require.Equal(t, c, p.Classes[i])
		}
		require.Len(t, p.Classes, len(seen))
	}
}
