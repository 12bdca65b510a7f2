package program

import (
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"testing"

	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/stretchr/testify/require"
)

func ws(name string, limit, align int64) Pool {
	return Pool{Name: name, Kind: KindWorkspace, Limit: limit, Alignment: align}
}

func buf(name string, size, first, last int64, pools ...string) Buffer {
	if len(pools) == 0 {
		pools = []string{"ws"}
	}
	return Buffer{Name: name, Size: size, First: first, Last: last, Pools: pools, Location: "f.mlir:" + name}
}

// twoCalls is main (a buffer live across two sequential calls) calling f
// and then g; f and g each hold two buffers live together.
func twoCalls() *Program {
	return &Program{
		Pools:   []Pool{ws("ws", 0, 1)},
		Planner: "greedy-by-size",
		Functions: []Function{
			{Name: "@main", Entry: true, Ticks: 10, Buffers: []Buffer{buf("%x", 100, 2, 9)},
				Calls: []Call{{Callee: 1, Tick: 4}, {Callee: 2, Tick: 6}}},
			{Name: "@f", Ticks: 5, Buffers: []Buffer{buf("%a", 300, 2, 4), buf("%b", 200, 3, 4)}},
			{Name: "@g", Ticks: 5, Buffers: []Buffer{buf("%c", 400, 2, 4), buf("%d", 50, 2, 3)}},
		},
	}
}

func TestSequentialCallsShare(t *testing.T) {
	pl, err := Solve(twoCalls())
	require.NoError(t, err)
	require.True(t, pl.Flattened)
	// main's pool: %x plus the larger callee frame (f: 500, g: 450).
	require.Equal(t, int64(600), pl.Pools[0].Size)
	require.Equal(t, int64(500), pl.Funcs[1].Pools[0].Transient.Size)
	require.Equal(t, int64(450), pl.Funcs[2].Pools[0].Transient.Size)
	// The sum of the per-function arenas is larger.
	var sum int64
	for _, f := range pl.Funcs {
		sum += f.Pools[0].Arena
	}
	require.Equal(t, int64(1050), sum)
	require.False(t, pl.Funcs[1].Relative)
	require.Equal(t, int64(1), pl.Funcs[1].Paths)
	// f and g start at the same place (one after the other in time).
	require.Equal(t, pl.Funcs[1].Pools[0].AbsTransient, pl.Funcs[2].Pools[0].AbsTransient)
	require.Len(t, pl.Instances, 5)
	require.Equal(t, int64(600), pl.Pools[0].LowerBound)
}

func TestHelperCalledTwiceIsRelative(t *testing.T) {
	p := twoCalls()
	p.Functions[0].Calls[1].Callee = 1 // main calls f twice
	p.Functions = p.Functions[:2]
	pl, err := Solve(p)
	require.NoError(t, err)
	require.Equal(t, int64(2), pl.Funcs[1].Paths)
	require.True(t, pl.Funcs[1].Relative)
	require.Equal(t, int64(600), pl.Pools[0].Size)
	require.Len(t, pl.Instances, 5) // %x, and %a, %b per call
	// Argument mode makes a single-path callee relative too.
	p = twoCalls()
	p.ArgumentWorkspace = true
	pl, err = Solve(p)
	require.NoError(t, err)
	require.True(t, pl.Funcs[1].Relative)
	require.False(t, pl.Funcs[0].Relative)
}

func TestNestedCallsAbsoluteOffsets(t *testing.T) {
	p := &Program{
		Pools:   []Pool{ws("ws", 0, 16)},
		Planner: "greedy-by-size",
		Functions: []Function{
			{Name: "@main", Entry: true, Ticks: 6, Buffers: []Buffer{buf("%m", 10, 2, 5)}, Calls: []Call{{Callee: 1, Tick: 3}}},
			{Name: "@a", Ticks: 6, Buffers: []Buffer{buf("%a", 20, 2, 5)}, Calls: []Call{{Callee: 2, Tick: 4}}},
			{Name: "@b", Ticks: 3, Buffers: []Buffer{buf("%b", 30, 2, 2)}},
		},
	}
	pl, err := Solve(p)
	require.NoError(t, err)
	// Alignment 16 along the single path: %m (16) + @a's frame (@b's 30
	// rounded to 32, then %a's 20).
	require.Equal(t, int64(68), pl.Pools[0].Size)
	for _, in := range pl.Instances {
		fr := pl.Funcs[in.Func].Pools[0]
		require.Equal(t, fr.AbsTransient+pl.Funcs[in.Func].Buffers[in.Buffer].Offset, in.Offset)
	}
	// Durations: b 3, a 6+3, main 6+9.
	require.Equal(t, int64(15), pl.Funcs[0].Duration)
}

func TestPersistentBuffersLiveUntilEntryReturns(t *testing.T) {
	p := twoCalls()
	p.Functions[1].Buffers[0].Persistent = true // %a reaches an external callee
	pl, err := Solve(p)
	require.NoError(t, err)
	f := pl.Funcs[1]
	require.Equal(t, RegionPersistent, f.Buffers[0].Region)
	require.Equal(t, int64(300), f.Pools[0].Persistent.Size)
	require.Equal(t, int64(200), f.Pools[0].Transient.Size)
	for _, in := range pl.Instances {
		if in.Func == 1 && in.Buffer == 0 {
			require.Equal(t, pl.Funcs[0].Duration, in.End, "a persistent buffer lives until the entry returns")
		}
	}
	// %a outlives f, so g's frame cannot reuse it: 100 + 300 + max(200, 450).
	require.Equal(t, int64(850), pl.Pools[0].Size)
}

func TestFallbackMovesLargestPeakBuffers(t *testing.T) {
	p := twoCalls()
	p.Pools = []Pool{ws("sram", 512, 1), ws("dram", 0, 1)}
	for f := range p.Functions {
		for i := range p.Functions[f].Buffers {
			p.Functions[f].Buffers[i].Pools = []string{"sram", "dram"}
		}
	}
	pl, err := Solve(p)
	require.NoError(t, err)
	require.LessOrEqual(t, pl.Pools[0].Size, int64(512))
	require.NotEmpty(t, pl.Moves)
	require.Equal(t, "sram", pl.Moves[0].From)
	require.Equal(t, "dram", pl.Moves[0].To)
	// The peak is in f (%x + %a + %b = 600); the largest live buffer, %a,
	// moves first.
	require.Equal(t, "%a", pl.Moves[0].Name)
	inDram := 0
	for _, in := range pl.Instances {
		if in.Pool == 1 {
			inDram++
		}
	}
	require.Greater(t, inDram, 0)
}

func TestOverflowErrorNamesPeakBuffers(t *testing.T) {
	p := twoCalls()
	p.Pools = []Pool{ws("ws", 400, 1)}
	_, err := Solve(p)
	var oe *OverflowError
	require.True(t, errors.As(err, &oe), "%v", err)
	require.Equal(t, "ws", oe.Pool)
	require.Equal(t, int64(400), oe.Limit)
	require.Equal(t, int64(600), oe.Needed)
	require.Equal(t, "%a", oe.Live[0].Name)
	require.Equal(t, "@f", oe.Live[0].Function)
	require.Equal(t, "f.mlir:%a", oe.Live[0].Location)
	require.Contains(t, err.Error(), "pool 'ws' overflows: limit 400 bytes, needs 600 bytes")
	require.Contains(t, err.Error(), "%a in @f (300 bytes) at f.mlir:%a")
}

func TestDataLayout(t *testing.T) {
	p := &Program{
		Pools: []Pool{{Name: "constants", Kind: KindConstants, Alignment: 64}, {Name: "io", Kind: KindIO, Alignment: 16},
			{Name: "rom", Kind: KindConstants, Limit: 100, Alignment: 1}},
		Functions: []Function{{Name: "@main", Entry: true, Ticks: 2}},
		Data: []Data{
			{Name: "@w", Kind: DataConstant, Entry: -1, Size: 10, Pools: []string{"rom", "constants"}},
			{Name: "@v", Kind: DataConstant, Entry: -1, Size: 200, Alignment: 128, Pools: []string{"rom", "constants"}},
			{Name: "%arg0", Kind: DataInput, Entry: 0, Size: 24, Pools: []string{"io"}},
			{Name: "%arg1", Kind: DataOutput, Entry: 0, Size: 8, Pools: []string{"io"}},
		},
	}
	pl, err := Solve(p)
	require.NoError(t, err)
	require.Equal(t, DataPlacement{Pool: 2, Offset: 0, Alignment: 1}, pl.Data[0])
	require.Equal(t, DataPlacement{Pool: 0, Offset: 0, Alignment: 128}, pl.Data[1], "@v does not fit in rom and falls back")
	require.Equal(t, DataPlacement{Pool: 1, Offset: 32, Alignment: 16}, pl.Data[3])
	require.Equal(t, int64(40), pl.Pools[1].Size)
	require.Len(t, pl.Moves, 1)
	// GMEM: constants 4 KiB aligned.
	p.ConstantAlignment = 4096
	p.Data[1].Pools = []string{"constants"}
	p.Data[0].Pools = []string{"constants"}
	pl, err = Solve(p)
	require.NoError(t, err)
	require.Equal(t, int64(4096), pl.Data[1].Offset)
	require.Equal(t, int64(4096+200), pl.Pools[0].Size)
}

func TestValidation(t *testing.T) {
	p := twoCalls()
	p.Functions[2].Calls = []Call{{Callee: 0, Tick: 2}}
	_, err := Solve(p)
	require.ErrorContains(t, err, "calls the entry function @main")
	p = twoCalls()
	p.Functions[2].Calls = []Call{{Callee: 1, Tick: 2}}
	p.Functions[1].Calls = []Call{{Callee: 2, Tick: 2}}
	_, err = Solve(p)
	require.ErrorContains(t, err, "recursive calls cannot be planned statically")
	p = twoCalls()
	p.Functions[1].Buffers[0].Pools = []string{"nope"}
	_, err = Solve(p)
	require.ErrorContains(t, err, "unknown pool 'nope'")
	p = twoCalls()
	p.Functions[1].Buffers[0].Last = 9
	_, err = Solve(p)
	require.ErrorContains(t, err, "outside the function's ticks")
	p = twoCalls()
	p.Planner = "nope"
	_, err = Solve(p)
	require.ErrorContains(t, err, "unknown planner")
}

func TestPlaceDevice(t *testing.T) {
	pools := []Pool{{Name: "constants", Kind: KindConstants}, ws("ws", 0, 64), {Name: "io", Kind: KindIO}}
	plans := []PoolPlan{{Size: 1000, Alignment: 64}, {Size: 2000, Alignment: 64}, {Size: 100, Alignment: 16}}
	d := &Device{Regions: []DeviceRegion{
		{Name: "code", Kind: "code", Base: 0x1000, Size: 0x1000},
		{Name: "data", Kind: RegionData, Base: 0x10000, Size: 0x1000, Pools: []string{"constants", "ws", "io"}},
	}}
	addrs, uses, err := PlaceDevice(d, pools, plans)
	require.NoError(t, err)
	require.Equal(t, PoolAddress{Region: "data", Base: 0x10000}, addrs[0])
	require.Equal(t, PoolAddress{Region: "data", Base: (0x11000 - 2000) / 64 * 64}, addrs[1])
	require.Equal(t, int64(0x10000+1000), uses[1].Low)
	require.Equal(t, addrs[2].Base, uses[1].High)
	require.Less(t, addrs[2].Base+100, addrs[1].Base+1)

	d.Regions[1].Size = 3000
	_, _, err = PlaceDevice(d, pools, plans)
	var ce *CollisionError
	require.True(t, errors.As(err, &ce), "%v", err)
	require.Equal(t, int64(1000), ce.ConstBytes)
	require.Equal(t, int64(0x10000+1000), ce.ConstEnd)
	require.Positive(t, ce.Shortfall)
	require.Equal(t, ce.ConstEnd-ce.PoolStart, ce.Shortfall)
	require.Contains(t, err.Error(), "they collide")

	d.Regions[1].Size = 0x1000
	d.Regions[1].Pools = []string{"constants", "ws"}
	_, _, err = PlaceDevice(d, pools, plans)
	require.ErrorContains(t, err, "pool 'io' (100 bytes) is not placed in any device region")

	d.Regions[1].Pools = []string{"constants", "ws", "io"}
	d.Regions[0].Size = 0x10000
	_, _, err = PlaceDevice(d, pools, plans)
	require.ErrorContains(t, err, "overlap")

	d = &Device{Regions: []DeviceRegion{{Name: "sram", Kind: "sram", Base: 0, Size: 1500, Pools: []string{"constants", "ws"}}}}
	_, _, err = PlaceDevice(d, pools[:2], plans[:2])
	var oe *OverflowRegionError
	require.True(t, errors.As(err, &oe), "%v", err)
	require.Equal(t, int64(1024+2000), oe.Needed)
}

// randomProgram builds a random acyclic program: function f calls only
// functions with larger indices, and every non-entry function is called.
func randomProgram(r *rand.Rand, pools []Pool) *Program {
	n := 2 + r.Intn(6)
	p := &Program{Pools: pools}
	var names []string
	for _, pl := range pools {
		if pl.Kind == KindWorkspace {
			names = append(names, pl.Name)
		}
	}
	for f := 0; f < n; f++ {
		ticks := int64(4 + r.Intn(20))
		fn := Function{Name: fmt.Sprintf("@f%d", f), Entry: f == 0 || (f == 1 && r.Intn(3) == 0), Ticks: ticks}
		for i := r.Intn(6); i > 0; i-- {
			a := 2 + r.Int63n(ticks-1)
			b := a + r.Int63n(ticks-a+1)
			cands := append([]string(nil), names...)
			r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
			fn.Buffers = append(fn.Buffers, Buffer{Name: fmt.Sprintf("%%b%d", i), Size: 1 + r.Int63n(300),
				Alignment: []int64{0, 1, 8, 64}[r.Intn(4)], First: a, Last: b, Persistent: r.Intn(8) == 0, Pools: cands})
		}
		p.Functions = append(p.Functions, fn)
	}
	used := make([]map[int64]bool, n)
	for f := range used {
		used[f] = map[int64]bool{}
	}
	call := func(from, to int) {
		fn := &p.Functions[from]
		start := 2 + r.Int63n(fn.Ticks-1)
		for i := int64(0); i < fn.Ticks-1; i++ {
			tick := 2 + (start-2+i)%(fn.Ticks-1)
			if !used[from][tick] {
				used[from][tick] = true
				fn.Calls = append(fn.Calls, Call{Callee: to, Tick: tick})
				return
			}
		}
		fn.Ticks++ // every tick holds a call: add one
		used[from][fn.Ticks] = true
		fn.Calls = append(fn.Calls, Call{Callee: to, Tick: fn.Ticks})
	}
	for f := 1; f < n; f++ {
		if !p.Functions[f].Entry {
			call(r.Intn(f), f)
		}
		for c := r.Intn(3); c > 0 && f+1 < n; c-- {
			if to := f + 1 + r.Intn(n-f-1); !p.Functions[to].Entry {
				call(f, to)
			}
		}
	}
	for f := range p.Functions {
		calls := p.Functions[f].Calls
		sort.Slice(calls, func(i, j int) bool { return calls[i].Tick < calls[j].Tick })
	}
	return p
}

// TestRandomProgramsNeverExceedSumOfArenas checks, on random programs and
// every planner, that plans pass the flattened check (Solve runs it) and
// that a pool never exceeds the sum of the per-function arenas when no
// callee keeps persistent buffers.
func TestRandomProgramsNeverExceedSumOfArenas(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	names := []string{"cost-model", "size-first", "greedy-by-size", "heap-temporal", "gmem", "skyline", "auto"}
	for iter := 0; iter < 150; iter++ {
		pools := []Pool{ws("a", 0, 16), ws("b", 0, 1)}
		p := randomProgram(r, pools)
		p.Planner = names[iter%len(names)]
		p.ArgumentWorkspace = iter%2 == 0
		pl, err := Solve(p)
		require.NoError(t, err, "iteration %d", iter)
		require.True(t, pl.Flattened)
		persistentInCallee := false
		for _, fn := range p.Functions {
			for _, b := range fn.Buffers {
				persistentInCallee = persistentInCallee || (b.Persistent && !fn.Entry)
			}
		}
		for k := range pools {
			var sum int64
			for f := range p.Functions {
				sum += alignUp(pl.Funcs[f].Pools[k].Arena, pl.Pools[k].Alignment)
			}
			if !persistentInCallee {
				require.LessOrEqual(t, pl.Pools[k].Size, sum, "iteration %d pool %s", iter, pools[k].Name)
			}
			require.GreaterOrEqual(t, pl.Pools[k].Size, pl.Pools[k].LowerBound-0, "iteration %d", iter)
		}
	}
}

// TestRandomFallback gives the first pool a small limit and checks that
// every plan fits it or fails with an OverflowError.
func TestRandomFallback(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for iter := 0; iter < 100; iter++ {
		pools := []Pool{ws("a", 200+r.Int63n(400), 8), ws("b", 0, 8)}
		p := randomProgram(r, pools)
		p.Planner = planner.Default
		pl, err := Solve(p)
		if err != nil {
			var oe *OverflowError
			require.True(t, errors.As(err, &oe), "iteration %d: %v", iter, err)
			continue
		}
		require.LessOrEqual(t, pl.Pools[0].Size, pools[0].Limit)
	}
}
