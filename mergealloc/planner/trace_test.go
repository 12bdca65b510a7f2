package planner

import (
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
