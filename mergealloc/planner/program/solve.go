package program

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/memopt/memopt/mergealloc/planner"
)

// Solve plans p: every buffer and datum gets a pool and an offset, falling
// back to later candidate pools when a pool overflows its limit. The plan
// is checked by planner.Verify on the flattened timeline before it is
// returned.
func Solve(p *Program) (*Plan, error) {
	s, err := newSolver(p)
	if err != nil {
		return nil, err
	}
	for {
		pl, err := s.layout()
		if err != nil {
			return nil, err
		}
		over := -1
		for k, pool := range p.Pools {
			if pool.Limit > 0 && pl.Pools[k].Size > pool.Limit {
				over = k
				break
			}
		}
		if over < 0 {
			pl.Moves = s.moves
			if err := s.check(pl); err != nil {
				return nil, err
			}
			return pl, nil
		}
		if err := s.fallBack(pl, over); err != nil {
			return nil, err
		}
	}
}

// solver holds a validated program and the current pool choices.
type solver struct {
	p       *Program
	poolIdx map[string]int
	order   []int // functions, callees before callers
	cands   [][][]int
	choice  [][]int
	dcands  [][]int
	dchoice []int
	moves   []Move
	name    string
	// memo holds the plans of item lists already planned (the planners
	// are deterministic): a function's own buffers are planned for its
	// arena and again inside its region, and fallback rounds replan
	// unchanged functions.
	memo map[string]memoPlan
}

type memoPlan struct {
	offs []int64
	size int64
}

func newSolver(p *Program) (*solver, error) {
	s := &solver{p: p, poolIdx: map[string]int{}, name: p.Planner, memo: map[string]memoPlan{}}
	if s.name == "" {
		s.name = planner.Default
	}
	if _, err := planner.ByName(s.name); err != nil {
		return nil, err
	}
	for k, pool := range p.Pools {
		if pool.Name == "" {
			return nil, fmt.Errorf("pool #%d has no name", k)
		}
		if _, dup := s.poolIdx[pool.Name]; dup {
			return nil, fmt.Errorf("pool '%s' declared twice", pool.Name)
		}
		switch pool.Kind {
		case KindWorkspace, KindConstants, KindIO:
		default:
			return nil, fmt.Errorf("pool '%s': unknown kind %q", pool.Name, pool.Kind)
		}
		if pool.Limit < 0 || pool.Alignment < 0 {
			return nil, fmt.Errorf("pool '%s': negative limit or alignment", pool.Name)
		}
		s.poolIdx[pool.Name] = k
	}
	resolve := func(what string, names []string, kinds ...string) ([]int, error) {
		if len(names) == 0 {
			return nil, fmt.Errorf("%s has no candidate pool", what)
		}
		var out []int
		for _, n := range names {
			k, ok := s.poolIdx[n]
			if !ok {
				return nil, fmt.Errorf("%s: unknown pool '%s'", what, n)
			}
			okKind := false
			for _, kind := range kinds {
				okKind = okKind || p.Pools[k].Kind == kind
			}
			if !okKind {
				return nil, fmt.Errorf("%s: pool '%s' is a %s pool", what, n, p.Pools[k].Kind)
			}
			out = append(out, k)
		}
		return out, nil
	}
	n := len(p.Functions)
	s.cands = make([][][]int, n)
	s.choice = make([][]int, n)
	for f, fn := range p.Functions {
		if fn.Ticks < 1 {
			return nil, fmt.Errorf("function %s: %d ticks", fn.Name, fn.Ticks)
		}
		s.cands[f] = make([][]int, len(fn.Buffers))
		s.choice[f] = make([]int, len(fn.Buffers))
		for i, b := range fn.Buffers {
			what := fmt.Sprintf("buffer %s of %s", b.Name, fn.Name)
			if b.Size < 0 || b.Alignment < 0 {
				return nil, fmt.Errorf("%s: negative size or alignment", what)
			}
			if b.First < 1 || b.First > b.Last || b.Last > fn.Ticks {
				return nil, fmt.Errorf("%s: live range [%d, %d] outside the function's ticks [1, %d]", what, b.First, b.Last, fn.Ticks)
			}
			c, err := resolve(what, b.Pools, KindWorkspace)
			if err != nil {
				return nil, err
			}
			s.cands[f][i] = c
		}
		seen := map[int64]bool{}
		for _, c := range fn.Calls {
			if c.Callee < 0 || c.Callee >= n {
				return nil, fmt.Errorf("function %s: call at tick %d to function #%d out of range", fn.Name, c.Tick, c.Callee)
			}
			if p.Functions[c.Callee].Entry {
				return nil, fmt.Errorf("function %s calls the entry function %s", fn.Name, p.Functions[c.Callee].Name)
			}
			if c.Tick < 1 || c.Tick > fn.Ticks || seen[c.Tick] {
				return nil, fmt.Errorf("function %s: call at tick %d is outside [1, %d] or shares its tick", fn.Name, c.Tick, fn.Ticks)
			}
			seen[c.Tick] = true
		}
	}
	s.dcands = make([][]int, len(p.Data))
	s.dchoice = make([]int, len(p.Data))
	for i, d := range p.Data {
		what := fmt.Sprintf("%s %s", d.Kind, d.Name)
		if d.Size < 0 || d.Alignment < 0 {
			return nil, fmt.Errorf("%s: negative size or alignment", what)
		}
		kind := KindIO
		switch d.Kind {
		case DataConstant:
			kind = KindConstants
		case DataInput, DataOutput:
			if d.Entry < 0 || d.Entry >= n || !p.Functions[d.Entry].Entry {
				return nil, fmt.Errorf("%s: entry #%d is not an entry function", what, d.Entry)
			}
		default:
			return nil, fmt.Errorf("%s: unknown data kind", what)
		}
		c, err := resolve(what, d.Pools, kind)
		if err != nil {
			return nil, err
		}
		s.dcands[i] = c
	}
	order, err := topoOrder(p.Functions)
	if err != nil {
		return nil, err
	}
	s.order = order
	return s, nil
}

// topoOrder returns the functions with every callee before its callers, or
// an error naming a cycle.
func topoOrder(fns []Function) ([]int, error) {
	const (
		white = iota
		grey
		black
	)
	color := make([]int, len(fns))
	var order []int
	var stack []int
	var visit func(f int) error
	visit = func(f int) error {
		color[f] = grey
		stack = append(stack, f)
		for _, c := range fns[f].Calls {
			switch color[c.Callee] {
			case grey:
				cyc := ""
				for i := len(stack) - 1; i >= 0; i-- {
					cyc = " -> " + fns[stack[i]].Name + cyc
					if stack[i] == c.Callee {
						break
					}
				}
				return fmt.Errorf("recursive calls cannot be planned statically:%s -> %s", cyc, fns[c.Callee].Name)
			case white:
				if err := visit(c.Callee); err != nil {
					return err
				}
			}
		}
		stack = stack[:len(stack)-1]
		color[f] = black
		order = append(order, f)
		return nil
	}
	for f := range fns {
		if color[f] == white {
			if err := visit(f); err != nil {
				return nil, err
			}
		}
	}
	return order, nil
}

// item is one thing placed in a region.
type item struct {
	name        string
	fixed       bool
	offset      int64
	size, align int64
	lo, hi      int64 // inclusive ticks
	own         bool  // a buffer of the function (else a callee region)
	persistent  bool  // a callee's persistent region
	buf, call   int
}

// regionPlan is a planned region.
type regionPlan struct {
	offs    []int64
	size    int64
	align   int64
	stacked bool
}

// planItems plans items with the solver's planner; it returns the offsets
// and the used size.
func (s *solver) planItems(items []item) ([]int64, int64, error) {
	if len(items) == 0 {
		return nil, 0, nil
	}
	key := make([]byte, 0, 40*len(items))
	for _, it := range items {
		fixed := int64(0)
		if it.fixed {
			fixed = 1
		}
		for _, v := range []int64{it.size, it.align, it.lo, it.hi, fixed, it.offset} {
			key = strconv.AppendInt(key, v, 36)
			key = append(key, ',')
		}
	}
	if m, ok := s.memo[string(key)]; ok {
		return m.offs, m.size, nil
	}
	prob := &planner.Problem{Buffers: make([]planner.Buffer, len(items))}
	for i, it := range items {
		prob.Buffers[i] = planner.Buffer{ID: it.name, Size: it.size, Alignment: it.align,
			Lower: 2 * it.lo, Upper: 2*it.hi + 2, Fixed: it.fixed, Offset: it.offset}
	}
	pl, err := planner.Solve(prob, s.name, s.p.PlannerOptions)
	if err != nil {
		return nil, 0, err
	}
	s.memo[string(key)] = memoPlan{pl.Offsets, pl.PoolSizes[0]}
	return pl.Offsets, pl.PoolSizes[0], nil
}

// planRegion plans the items of one region: the planner's layout, or the
// stacked layout (own items planned alone, then every callee transient
// region at one offset, then the persistent regions one after another) when
// that is smaller.
func (s *solver) planRegion(items []item, poolAlign int64) (regionPlan, error) {
	rp := regionPlan{align: maxAlign(poolAlign, 1)}
	for _, it := range items {
		rp.align = max(rp.align, it.align)
	}
	offs, size, err := s.planItems(items)
	if err != nil {
		return rp, err
	}
	rp.offs, rp.size = offs, size
	var own []item
	var ownIdx, calls []int
	for i, it := range items {
		if it.own {
			own = append(own, it)
			ownIdx = append(ownIdx, i)
		} else {
			calls = append(calls, i)
		}
	}
	if len(calls) == 0 {
		return rp, nil
	}
	ownOffs, end, err := s.planItems(own)
	if err != nil {
		return rp, err
	}
	st := make([]int64, len(items))
	for x, i := range ownIdx {
		st[i] = ownOffs[x]
	}
	var tAlign int64 = 1
	for _, i := range calls {
		if !items[i].persistent {
			tAlign = max(tAlign, items[i].align)
		}
	}
	base := alignUp(end, tAlign)
	for _, i := range calls {
		if !items[i].persistent {
			st[i] = base
			end = max(end, base+items[i].size)
		}
	}
	for _, i := range calls {
		if items[i].persistent {
			st[i] = alignUp(end, items[i].align)
			end = st[i] + items[i].size
		}
	}
	if end < rp.size {
		rp.offs, rp.size, rp.stacked = st, end, true
	}
	return rp, nil
}

// layout plans every function and datum with the current pool choices.
func (s *solver) layout() (*Plan, error) {
	p := s.p
	np := len(p.Pools)
	pl := &Plan{Funcs: make([]FuncPlan, len(p.Functions)), Pools: make([]PoolPlan, np),
		EntryStart: make([]int64, len(p.Functions)), Planner: s.name}
	for k, pool := range p.Pools {
		pl.Pools[k].Alignment = maxAlign(pool.Alignment, 1)
	}
	for _, f := range s.order {
		if err := s.planFunction(pl, f); err != nil {
			return nil, err
		}
	}
	if err := s.addressing(pl); err != nil {
		return nil, err
	}
	for f, fn := range p.Functions {
		if !fn.Entry {
			continue
		}
		for k := range p.Pools {
			fr := pl.Funcs[f].Pools[k]
			pl.Pools[k].Size = max(pl.Pools[k].Size, fr.Transient.Size)
			pl.Pools[k].Alignment = max(pl.Pools[k].Alignment, fr.Transient.Alignment)
		}
	}
	s.layoutData(pl)
	s.flatten(pl)
	return pl, nil
}

// planFunction plans function f's regions in every pool; its callees are
// planned already.
func (s *solver) planFunction(pl *Plan, f int) error {
	p := s.p
	fn := p.Functions[f]
	fp := &pl.Funcs[f]
	fp.Pools = make([]PoolFrame, len(p.Pools))
	fp.Buffers = make([]Placement, len(fn.Buffers))
	fp.Calls = make([][]Slot, len(fn.Calls))
	for c := range fn.Calls {
		fp.Calls[c] = make([]Slot, len(p.Pools))
	}
	fp.Duration = fn.Ticks
	for _, c := range fn.Calls {
		fp.Duration += pl.Funcs[c.Callee].Duration
	}
	for k, pool := range p.Pools {
		if pool.Kind != KindWorkspace {
			continue
		}
		pa := maxAlign(pool.Alignment, 1)
		var trans, pers, all, callT, callP []item
		for i, b := range fn.Buffers {
			if s.cands[f][i][s.choice[f][i]] != k {
				continue
			}
			it := item{name: b.Name, size: b.Size, align: maxAlign(b.Alignment, pa), lo: b.First, hi: b.Last, own: true, buf: i, call: -1,
				fixed: b.Fixed, offset: b.Offset}
			if b.Persistent {
				it.hi = fn.Ticks
				pers = append(pers, it)
			} else {
				trans = append(trans, it)
			}
			all = append(all, it)
		}
		for c, call := range fn.Calls {
			cf := pl.Funcs[call.Callee].Pools[k]
			if cf.Transient.Size > 0 {
				callT = append(callT, item{name: fmt.Sprintf("frame of %s (call at tick %d)", p.Functions[call.Callee].Name, call.Tick),
					size: cf.Transient.Size, align: cf.Transient.Alignment, lo: call.Tick, hi: call.Tick, buf: -1, call: c})
			}
			if cf.Persistent.Size > 0 {
				callP = append(callP, item{name: fmt.Sprintf("persistent region of %s (call at tick %d)", p.Functions[call.Callee].Name, call.Tick),
					size: cf.Persistent.Size, align: cf.Persistent.Alignment, lo: call.Tick, hi: fn.Ticks, persistent: true, buf: -1, call: c})
			}
		}
		trans = append(trans, callT...)
		pers = append(pers, callP...)
		_, arena, err := s.planItems(all)
		if err != nil {
			return fmt.Errorf("%s: %w", fn.Name, err)
		}
		fr := &fp.Pools[k]
		fr.Arena = arena
		place := func(items []item, region Region) (Extent, error) {
			rp, err := s.planRegion(items, pa)
			if err != nil {
				return Extent{}, fmt.Errorf("%s: %w", fn.Name, err)
			}
			fr.Stacked = fr.Stacked || rp.stacked
			for x, it := range items {
				switch {
				case it.own:
					fp.Buffers[it.buf] = Placement{Pool: k, Region: region, Offset: rp.offs[x], Alignment: it.align}
				case it.persistent:
					fp.Calls[it.call][k].Persistent = rp.offs[x]
				default:
					fp.Calls[it.call][k].Transient = rp.offs[x]
				}
			}
			return Extent{Size: rp.size, Alignment: rp.align}, nil
		}
		if fn.Entry {
			// Own buffers in their order (as for the arena), then the
			// callees' regions.
			ext, err := place(append(append(all, callT...), callP...), RegionFrame)
			if err != nil {
				return err
			}
			fr.Transient = ext
			fr.Persistent = Extent{Alignment: pa}
			continue
		}
		if fr.Transient, err = place(trans, RegionTransient); err != nil {
			return err
		}
		if fr.Persistent, err = place(pers, RegionPersistent); err != nil {
			return err
		}
	}
	return nil
}

// addressing counts call paths, decides which functions are relative and
// computes the absolute offsets of the others.
func (s *solver) addressing(pl *Plan) error {
	p := s.p
	const capPaths = int64(1) << 62
	for i := len(s.order) - 1; i >= 0; i-- { // callers first
		f := s.order[i]
		if p.Functions[f].Entry {
			pl.Funcs[f].Paths = 1
		}
		for _, c := range p.Functions[f].Calls {
			pl.Funcs[c.Callee].Paths = min(capPaths, pl.Funcs[c.Callee].Paths+pl.Funcs[f].Paths)
		}
	}
	for f, fn := range p.Functions {
		pl.Funcs[f].Relative = !fn.Entry && (p.ArgumentWorkspace || pl.Funcs[f].Paths > 1)
	}
	for f := range p.Functions {
		if pl.Funcs[f].Paths == 0 {
			return fmt.Errorf("function %s is not reachable from an entry function", p.Functions[f].Name)
		}
	}
	for i := len(s.order) - 1; i >= 0; i-- {
		f := s.order[i]
		fp := &pl.Funcs[f]
		if fp.Relative {
			continue
		}
		for c, call := range p.Functions[f].Calls {
			g := &pl.Funcs[call.Callee]
			if g.Relative {
				continue
			}
			for k := range p.Pools {
				g.Pools[k].AbsTransient = fp.Pools[k].AbsTransient + fp.Calls[c][k].Transient
				base := fp.Pools[k].AbsPersistent
				if p.Functions[f].Entry {
					base = fp.Pools[k].AbsTransient
				}
				g.Pools[k].AbsPersistent = base + fp.Calls[c][k].Persistent
			}
		}
	}
	return nil
}

// layoutData lays the data out one after another in their pools.
func (s *solver) layoutData(pl *Plan) {
	p := s.p
	pl.Data = make([]DataPlacement, len(p.Data))
	for i, d := range p.Data {
		k := s.dcands[i][s.dchoice[i]]
		a := maxAlign(p.Pools[k].Alignment, d.Alignment)
		if p.Pools[k].Kind == KindConstants && p.ConstantAlignment > 0 {
			a = max(a, p.ConstantAlignment)
		}
		off := alignUp(pl.Pools[k].Size, a)
		pl.Data[i] = DataPlacement{Pool: k, Offset: off, Alignment: a}
		pl.Pools[k].Size = off + d.Size
		pl.Pools[k].Alignment = max(pl.Pools[k].Alignment, a)
	}
	for k := range p.Pools {
		if p.Pools[k].Kind != KindWorkspace {
			pl.Pools[k].LowerBound = 0
			for i := range p.Data {
				if pl.Data[i].Pool == k {
					pl.Pools[k].LowerBound += p.Data[i].Size
				}
			}
		}
	}
}

// flatten expands every entry's call tree into instances on one timeline
// (entries one after another) and computes the workspace pools' lower
// bounds. It gives up (Flattened false) beyond MaxInstances.
func (s *solver) flatten(pl *Plan) {
	p := s.p
	limit := p.MaxInstances
	if limit <= 0 {
		limit = DefaultMaxInstances
	}
	np := len(p.Pools)
	type timeline struct{ ticks, prefix []int64 }
	timelines := make([]timeline, len(p.Functions))
	for f, fn := range p.Functions {
		calls := append([]Call(nil), fn.Calls...)
		sort.Slice(calls, func(a, b int) bool { return calls[a].Tick < calls[b].Tick })
		tl := timeline{prefix: make([]int64, len(calls)+1)}
		for i, c := range calls {
			tl.ticks = append(tl.ticks, c.Tick)
			tl.prefix[i+1] = tl.prefix[i] + pl.Funcs[c.Callee].Duration
		}
		timelines[f] = tl
	}
	var out []Instance
	ok := true
	var rec func(f, entry int, base, entryEnd int64, absT, absP []int64, path []int)
	rec = func(f, entry int, base, entryEnd int64, absT, absP []int64, path []int) {
		if !ok {
			return
		}
		fn := p.Functions[f]
		fp := &pl.Funcs[f]
		// g maps a local tick to the flattened tick: the ticks before it
		// plus the durations of the callees expanded before it; gEnd adds
		// the duration of a callee expanded at the tick itself.
		calls := fn.Calls
		ct, pre := timelines[f].ticks, timelines[f].prefix
		g := func(t int64) int64 {
			i := sort.Search(len(ct), func(i int) bool { return ct[i] >= t })
			return base + t + pre[i]
		}
		gEnd := func(t int64) int64 {
			i := sort.Search(len(ct), func(i int) bool { return ct[i] >= t })
			if i < len(ct) && ct[i] == t {
				return base + t + pre[i+1]
			}
			return base + t + pre[i]
		}
		for i, b := range fn.Buffers {
			pc := fp.Buffers[i]
			region := absT[pc.Pool]
			if pc.Region == RegionPersistent {
				region = absP[pc.Pool]
			}
			in := Instance{Func: f, Buffer: i, Entry: entry, Path: path, Pool: pc.Pool, Offset: region + pc.Offset,
				Alignment: pc.Alignment, Start: g(b.First), End: gEnd(b.Last)}
			if b.Persistent {
				in.End = entryEnd
			}
			out = append(out, in)
			if len(out) > limit {
				ok = false
				return
			}
		}
		for c, call := range calls {
			nt, npers := make([]int64, np), make([]int64, np)
			for k := 0; k < np; k++ {
				nt[k] = absT[k] + fp.Calls[c][k].Transient
				pb := absP[k]
				if fn.Entry {
					pb = absT[k]
				}
				npers[k] = pb + fp.Calls[c][k].Persistent
			}
			sub := append(append([]int(nil), path...), c)
			rec(call.Callee, entry, g(call.Tick), entryEnd, nt, npers, sub)
		}
	}
	var cursor int64
	for f, fn := range p.Functions {
		if !fn.Entry {
			continue
		}
		pl.EntryStart[f] = cursor
		end := cursor + pl.Funcs[f].Duration
		rec(f, f, cursor, end, make([]int64, np), make([]int64, np), nil)
		cursor = end + 1
	}
	pl.Flattened = ok
	if !ok {
		return
	}
	pl.Instances = out
	for k := range p.Pools {
		if p.Pools[k].Kind == KindWorkspace {
			pl.Pools[k].LowerBound, _, _ = peak(out, k, p)
		}
	}
}

// peak returns the largest sum of the sizes of pool k's instances live
// at one flattened tick, that tick, and the instances live there.
func peak(ins []Instance, k int, p *Program) (int64, int64, []int) {
	type ev struct {
		t, d int64
		i    int
	}
	var evs []ev
	for i, in := range ins {
		if in.Pool != k {
			continue
		}
		sz := p.Functions[in.Func].Buffers[in.Buffer].Size
		evs = append(evs, ev{in.Start, sz, i}, ev{in.End + 1, -sz, i})
	}
	sort.Slice(evs, func(a, b int) bool {
		if evs[a].t != evs[b].t {
			return evs[a].t < evs[b].t
		}
		return evs[a].d < evs[b].d
	})
	var cur, best, at int64
	at = -1
	for _, e := range evs {
		cur += e.d
		if cur > best {
			best, at = cur, e.t
		}
	}
	var live []int
	for i, in := range ins {
		if in.Pool == k && at >= 0 && in.Start <= at && at <= in.End {
			live = append(live, i)
		}
	}
	return best, at, live
}

// fallBack moves the largest movable items live at pool k's peak to their
// next candidate pools, or returns an *OverflowError.
func (s *solver) fallBack(pl *Plan, k int) error {
	p := s.p
	pool := p.Pools[k]
	type cand struct {
		fn, item int
		name     string
		size     int64
		loc      string
		fname    string
	}
	var live []cand
	var lb, at int64 = 0, -1
	if pool.Kind == KindWorkspace {
		if !pl.Flattened {
			return fmt.Errorf("pool '%s' overflows (limit %d bytes, needs %d) and the program has too many call-path instances to choose what to move", pool.Name, pool.Limit, pl.Pools[k].Size)
		}
		var idx []int
		lb, at, idx = peak(pl.Instances, k, p)
		seen := map[[2]int]bool{}
		for _, i := range idx {
			in := pl.Instances[i]
			key := [2]int{in.Func, in.Buffer}
			if seen[key] {
				continue
			}
			seen[key] = true
			fn := p.Functions[in.Func]
			b := fn.Buffers[in.Buffer]
			live = append(live, cand{in.Func, in.Buffer, b.Name, b.Size, b.Location, fn.Name})
		}
	} else {
		lb = pl.Pools[k].LowerBound
		for i, d := range p.Data {
			if pl.Data[i].Pool == k {
				live = append(live, cand{-1, i, d.Name, d.Size, d.Location, ""})
			}
		}
	}
	// Move at least the bytes live at the peak beyond the limit (at least one
	// buffer); alignment and fragmentation may take another round.
	need := max(lb-pool.Limit, 1)
	sort.SliceStable(live, func(a, b int) bool {
		if live[a].size != live[b].size {
			return live[a].size > live[b].size
		}
		return live[a].name < live[b].name
	})
	var moved int64
	n := 0
	for _, c := range live {
		cands, ch := s.dcands, s.dchoice
		var next int
		if c.fn >= 0 {
			if s.choice[c.fn][c.item]+1 >= len(s.cands[c.fn][c.item]) || p.Functions[c.fn].Buffers[c.item].Fixed {
				continue
			}
			s.choice[c.fn][c.item]++
			next = s.cands[c.fn][c.item][s.choice[c.fn][c.item]]
		} else {
			if ch[c.item]+1 >= len(cands[c.item]) {
				continue
			}
			ch[c.item]++
			next = cands[c.item][ch[c.item]]
		}
		s.moves = append(s.moves, Move{Func: c.fn, Item: c.item, Name: c.name, From: pool.Name, To: p.Pools[next].Name, Bytes: c.size})
		moved += c.size
		n++
		if moved >= need {
			break
		}
	}
	if n > 0 {
		return nil
	}
	e := &OverflowError{Pool: pool.Name, Limit: pool.Limit, Needed: pl.Pools[k].Size, LowerBound: lb, PeakTick: at}
	for i, c := range live {
		if i == 5 {
			break
		}
		e.Live = append(e.Live, LiveItem{Func: c.fn, Item: c.item, Name: c.name, Location: c.loc, Function: c.fname, Size: c.size})
	}
	return e
}

// check verifies the plan with the planner library's independent checker:
// every pool's flattened instances (or data) at their absolute offsets.
func (s *solver) check(pl *Plan) error {
	p := s.p
	for k, pool := range p.Pools {
		prob := &planner.Problem{Pools: []planner.Pool{{Name: pool.Name, Size: pool.Limit}}}
		var offs []int64
		if pool.Kind == KindWorkspace {
			if !pl.Flattened {
				continue
			}
			for _, in := range pl.Instances {
				if in.Pool != k {
					continue
				}
				b := p.Functions[in.Func].Buffers[in.Buffer]
				prob.Buffers = append(prob.Buffers, planner.Buffer{ID: p.Functions[in.Func].Name + "/" + b.Name,
					Size: b.Size, Alignment: in.Alignment, Lower: in.Start, Upper: in.End + 1})
				offs = append(offs, in.Offset)
			}
		} else {
			for i, d := range p.Data {
				if pl.Data[i].Pool != k {
					continue
				}
				prob.Buffers = append(prob.Buffers, planner.Buffer{ID: d.Name, Size: d.Size, Alignment: pl.Data[i].Alignment, Lower: 0, Upper: 1})
				offs = append(offs, pl.Data[i].Offset)
			}
		}
		var used int64
		for i, b := range prob.Buffers {
			used = max(used, offs[i]+b.Size)
		}
		if used > pl.Pools[k].Size {
			return fmt.Errorf("plan check: pool '%s' uses %d bytes but is %d bytes", pool.Name, used, pl.Pools[k].Size)
		}
		plan := &planner.Plan{Offsets: offs, PoolOf: make([]int, len(offs)), PoolSizes: []int64{used}}
		if err := planner.Verify(prob, plan); err != nil {
			return fmt.Errorf("plan check: %w", err)
		}
		if pl.Pools[k].Alignment%maxAlign(pool.Alignment, 1) != 0 {
			return fmt.Errorf("plan check: pool '%s' alignment %d is not a multiple of %d", pool.Name, pl.Pools[k].Alignment, pool.Alignment)
		}
	}
	return nil
}
