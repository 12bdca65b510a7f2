package planner

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTraceSeedExample: the merge-alloc design's example, A [1,4] 16 bytes,
// B [2,3] 64 bytes, C [5,6] 16 bytes: C reuses A's place after A and B are
// freed and merged.
func TestTraceSeedExample(t *testing.T) {
	ev := []TraceEvent{Alloc(0, 16), Alloc(1, 64), Free(1), Free(0), Alloc(2, 16), Free(2)}
	for _, mode := range []TraceMode{CostModel, SizeFirst} {
		res, err := PlanTrace(ev, 1, mode)
		require.NoError(t, err)
		require.Equal(t, map[int]int64{0: 0, 1: 16, 2: 0}, res.Offsets, mode.String())
		require.Equal(t, int64(80), res.Total)
		verifyTrace(t, ev, 1, res)
	}
	// Sizes round up to the alignment.
	res, err := PlanTrace(ev, 64, CostModel)
	require.NoError(t, err)
	require.Equal(t, map[int]int64{0: 0, 1: 64, 2: 0}, res.Offsets)
	require.Equal(t, int64(128), res.Total)
}

// TestTraceExtension: a too-small free chunk is extended and the chunks to
// its right move right, including places recorded for earlier buffers.
func TestTraceExtension(t *testing.T) {
	ev := []TraceEvent{Alloc(0, 10), Alloc(1, 10), Free(0), Alloc(2, 20)}
	res, err := PlanTrace(ev, 1, SizeFirst)
	require.NoError(t, err)
	require.Equal(t, map[int]int64{0: 0, 1: 20, 2: 0}, res.Offsets)
	require.Equal(t, int64(30), res.Total)
	verifyTrace(t, ev, 1, res)
}

// TestTraceCostModelVersusSizeFirst: an exact-fit chunk freed long ago
// against a large chunk freed just now. size-first takes the exact fit;
// cost-model scores the old chunk 0 + 1 and the new one 0.9 + 0.25 and takes
// the new one, splitting it.
func TestTraceCostModelVersusSizeFirst(t *testing.T) {
	var ev []TraceEvent
	ev = append(ev, Alloc(0, 50), Alloc(100, 1))
	for i := 1; i <= 9; i++ {
		ev = append(ev, Alloc(i, 1), Alloc(100+i, 1))
	}
	ev = append(ev, Alloc(50, 200), Free(0))
	for i := 1; i <= 9; i++ {
		ev = append(ev, Free(i))
	}
	ev = append(ev, Free(50), Alloc(60, 50))
	cm, err := PlanTrace(ev, 1, CostModel)
	require.NoError(t, err)
	require.Equal(t, int64(69), cm.Offsets[50])
	require.Equal(t, int64(69), cm.Offsets[60])
	sf, err := PlanTrace(ev, 1, SizeFirst)
	require.NoError(t, err)
	require.Equal(t, int64(0), sf.Offsets[60])
	require.Equal(t, cm.Total, sf.Total)
	verifyTrace(t, ev, 1, cm)
	verifyTrace(t, ev, 1, sf)
	// size-first with nothing that fits takes the largest and extends it.
	ev2 := []TraceEvent{Alloc(0, 8), Alloc(1, 1), Alloc(2, 4), Alloc(3, 1), Free(0), Free(2), Alloc(4, 12)}
	res, err := PlanTrace(ev2, 1, SizeFirst)
	require.NoError(t, err)
	require.Equal(t, int64(0), res.Offsets[4])
	require.Equal(t, int64(12), res.Offsets[1])
	require.Equal(t, int64(18), res.Total)
}

// TestTraceMergeOnFree: freeing a chunk between two free chunks merges all
// three, so a large alloc fits without growing.
func TestTraceMergeOnFree(t *testing.T) {
	ev := []TraceEvent{Alloc(0, 4), Alloc(1, 4), Alloc(2, 4), Alloc(3, 4), Free(0), Free(2), Free(1), Alloc(4, 12)}
	res, err := PlanTrace(ev, 1, CostModel)
	require.NoError(t, err)
	require.Equal(t, int64(0), res.Offsets[4])
	require.Equal(t, int64(16), res.Total)
	verifyTrace(t, ev, 1, res)
}

func TestTraceErrors(t *testing.T) {
	_, err := PlanTrace([]TraceEvent{Free(3)}, 1, CostModel)
	require.EqualError(t, err, "trace: free(3) of a buffer that is not allocated")
	_, err = PlanTrace([]TraceEvent{Alloc(1, 4), Alloc(1, 4)}, 1, CostModel)
	require.EqualError(t, err, "trace: alloc(1) of a buffer allocated before")
}

// TestTracePlannersOnRanges: cost-model and size-first driven from live
// ranges give verified plans.
func TestTracePlannersOnRanges(t *testing.T) {
	p := &Problem{Buffers: []Buffer{
		{ID: "a", Size: 16, Lower: 2, Upper: 10},
		{ID: "b", Size: 64, Lower: 4, Upper: 8},
		{ID: "c", Size: 16, Lower: 10, Upper: 14},
		{ID: "z", Size: 8, Lower: 5, Upper: 5},
	}}
	for _, alg := range []string{"cost-model", "size-first"} {
		pl, err := Solve(p, alg, Options{})
		require.NoError(t, err)
		require.Equal(t, int64(0), pl.Offsets[2], alg)
		require.Equal(t, int64(80), pl.Peak(), alg)
	}
}

// verifyTrace checks a trace plan with Verify: each id becomes a buffer live
// from its alloc event to its free event (or the end of the trace), with its
// size rounded up to the alignment.
func verifyTrace(t *testing.T, ev []TraceEvent, align int64, res *TraceResult) {
	t.Helper()
	at := map[int]int{}
	p := &Problem{}
	var offs []int64
	for k, e := range ev {
		if e.Alloc {
			at[e.ID] = len(p.Buffers)
			b := Buffer{ID: fmt.Sprint(e.ID), Size: alignUp(e.Size, align), Lower: int64(k), Upper: int64(len(ev))}
			if e.Fixed {
				// A fixed buffer keeps its size and must be at its offset.
				b.Size, b.Fixed, b.Offset = e.Size, true, e.Offset
			}
			p.Buffers = append(p.Buffers, b)
			offs = append(offs, res.Offsets[e.ID])
		} else {
			p.Buffers[at[e.ID]].Upper = int64(k)
		}
	}
	pl := &Plan{Offsets: offs, PoolOf: make([]int, len(offs)), PoolSizes: []int64{0}}
	for i, b := range p.Buffers {
		pl.PoolSizes[0] = max(pl.PoolSizes[0], offs[i]+b.Size)
	}
	require.NoError(t, Verify(p, pl))
	require.LessOrEqual(t, pl.PoolSizes[0], res.Total)
}

// randomTrace makes a random trace of steps events: allocs of 1-100 bytes
// and frees of live buffers. With pin set, about every fourth alloc is fixed
// at a random multiple of align below 1000 where it overlaps no fixed buffer
// live at the time; the fixed ones are returned by ID.
func randomTrace(rng *rand.Rand, steps int, pin bool, align int64) ([]TraceEvent, map[int]span) {
	var ev []TraceEvent
	var live []int
	pins := map[int]span{}
	next := 0
	for step := 0; step < steps; step++ {
		if len(live) > 0 && rng.Intn(2) == 0 {
			k := rng.Intn(len(live))
			ev = append(ev, Free(live[k]))
			live = append(live[:k], live[k+1:]...)
			continue
		}
		size := 1 + rng.Int63n(100)
		e := Alloc(next, size)
		if pin && rng.Intn(4) == 0 {
			off := align * rng.Int63n(1000/align)
			clash := false
			for _, id := range live {
				if p, ok := pins[id]; ok && off < p.end && p.off < off+size {
					clash = true
				}
			}
			if !clash {
				pins[next] = span{off, off + size}
				e = AllocAt(next, size, off)
			}
		}
		ev = append(ev, e)
		live = append(live, next)
		next++
	}
	return ev, pins
}

// TestTraceRandomVerified: random traces in both modes give verified plans.
func TestTraceRandomVerified(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 200; trial++ {
		ev, _ := randomTrace(rng, 60, false, 1)
		for _, mode := range []TraceMode{CostModel, SizeFirst} {
			align := []int64{1, 8, 64}[trial%3]
			res, err := PlanTrace(ev, align, mode)
			require.NoError(t, err)
			verifyTrace(t, ev, align, res)
		}
	}
}
