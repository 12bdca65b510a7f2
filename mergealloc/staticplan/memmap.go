package staticplan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner/program"
	"github.com/memopt/memopt/mergealloc/report"
)

// MapVersion is the version of the memory map's JSON schema
// (docs/memory-map.md); it changes whenever a field changes meaning or
// disappears.
const MapVersion = 1

// MemoryMap is the memory map the pass writes (memory-map=FILE): every
// pool, function and buffer of the plan. Its JSON form is documented in
// docs/memory-map.md.
type MemoryMap struct {
	Version   int    `json:"version"`
	Tool      string `json:"tool"`
	Pass      string `json:"pass"`
	Input     string `json:"input,omitempty"`
	Planner   string `json:"planner"`
	Workspace string `json:"workspace"`
	Constants string `json:"constants"`
	// Entries are the entry functions.
	Entries []string   `json:"entries"`
	Device  *MapDevice `json:"device,omitempty"`
	Pools   []MapPool  `json:"pools"`
	// Functions are the planned functions.
	Functions []MapFunction `json:"functions"`
	// Buffers are every planned buffer instance, constant, input and
	// output.
	Buffers []MapBuffer `json:"buffers"`
	// Flattened is false when the program had too many call-path instances
	// to list; Buffers then holds one entry per buffer with its offset in
	// its function's region.
	Flattened bool `json:"flattened"`
	// Runtime lists what is left to run-time allocation, and why.
	Runtime []MapRuntime `json:"runtime,omitempty"`
	// Moves lists the fallback decisions.
	Moves []MapMove `json:"moves,omitempty"`
	// planTime is the planner's time (reports only, not serialized).
	planTime time.Duration
}

// MapDevice is the device the pools were placed on.
type MapDevice struct {
	Name    string      `json:"name,omitempty"`
	Regions []MapRegion `json:"regions"`
}

// MapRegion is one device region and what it holds.
type MapRegion struct {
	Name  string   `json:"name"`
	Kind  string   `json:"kind"`
	Base  int64    `json:"base"`
	Size  int64    `json:"size"`
	Pools []string `json:"pools,omitempty"`
	// UpEnd is where what grows up from Base ends; DownStart where what
	// grows down from the end starts (Base+Size when nothing does).
	UpEnd     int64 `json:"up_end"`
	DownStart int64 `json:"down_start"`
}

// MapPool is one pool.
type MapPool struct {
	Name       string   `json:"name"`
	Kind       string   `json:"kind"`
	Spaces     []string `json:"spaces,omitempty"`
	Alignment  int64    `json:"alignment"`
	Limit      int64    `json:"limit,omitempty"`
	Size       int64    `json:"size"`
	LowerBound int64    `json:"lower_bound"`
	// Symbol is the pool's memref.global ("" when there is none).
	Symbol string `json:"symbol,omitempty"`
	// Arguments are the entry arguments receiving the pool
	// (workspace=argument).
	Arguments []MapArgument `json:"arguments,omitempty"`
	Region    string        `json:"region,omitempty"`
	Address   *int64        `json:"address,omitempty"`
	// RegionOffset is the pool's offset from its device region's base.
	RegionOffset *int64 `json:"region_offset,omitempty"`
}

// MapArgument is a function argument carrying a pool or a region.
type MapArgument struct {
	Function string `json:"function,omitempty"`
	Index    int    `json:"index"`
	Pool     string `json:"pool"`
	Region   string `json:"region"`
	Size     int64  `json:"size"`
}

// MapFunction is one planned function.
type MapFunction struct {
	Name  string `json:"name"`
	Entry bool   `json:"entry,omitempty"`
	Paths int64  `json:"paths"`
	// Addressing is "entry", "absolute" (fixed offsets in the pools) or
	// "relative" (regions passed as arguments).
	Addressing string `json:"addressing"`
	// Duration is the function's length in flattened ticks.
	Duration int64 `json:"duration"`
	// Calls lists the planned functions it calls, one per call, in order.
	Calls     []string      `json:"calls,omitempty"`
	Pools     []MapFrame    `json:"pools,omitempty"`
	Arguments []MapArgument `json:"arguments,omitempty"`
}

// MapFrame is a function's use of one pool.
type MapFrame struct {
	Pool string `json:"pool"`
	// Frame is the transient region (an entry's whole frame); Persistent
	// the persistent region; Arena the function's own buffers planned
	// alone.
	Frame      int64 `json:"frame"`
	Persistent int64 `json:"persistent,omitempty"`
	Arena      int64 `json:"arena"`
	// Offset and PersistentOffset are the regions' absolute offsets (not
	// for relative functions).
	Offset           *int64 `json:"offset,omitempty"`
	PersistentOffset *int64 `json:"persistent_offset,omitempty"`
	Stacked          bool   `json:"stacked,omitempty"`
}

// MapBuffer is one placed buffer.
type MapBuffer struct {
	Name     string `json:"name"`
	Function string `json:"function,omitempty"`
	// Kind is workspace, constant, input or output.
	Kind string `json:"kind"`
	Type string `json:"type"`
	// Bound is, for a buffer of dynamic shape planned at its bound, the
	// type it is planned as (every dynamic size at its upper bound).
	Bound     string `json:"bound,omitempty"`
	Pool      string `json:"pool"`
	Offset    int64  `json:"offset"`
	Address   *int64 `json:"address,omitempty"`
	Size      int64  `json:"size"`
	Alignment int64  `json:"alignment"`
	// Live is the inclusive range of flattened ticks.
	Live     [2]int64 `json:"live"`
	Location string   `json:"location,omitempty"`
	// CallPath lists the functions from the entry to the buffer's function
	// and CallSites the calls' locations.
	CallPath   []string `json:"call_path,omitempty"`
	CallSites  []string `json:"call_sites,omitempty"`
	Persistent bool     `json:"persistent,omitempty"`
	// Region is set when the map is not flattened: the offset is then in
	// the function's region.
	Region string `json:"region,omitempty"`
}

// MapRuntime is a buffer (or constant) left as it is.
type MapRuntime struct {
	Name     string `json:"name"`
	Function string `json:"function,omitempty"`
	Type     string `json:"type,omitempty"`
	Location string `json:"location,omitempty"`
	Reason   string `json:"reason"`
}

// MapMove is a fallback decision.
type MapMove struct {
	Name     string `json:"name"`
	Function string `json:"function,omitempty"`
	From     string `json:"from"`
	To       string `json:"to"`
	Bytes    int64  `json:"bytes"`
}

// JSON renders the map as indented JSON, with every object or array that
// holds only scalars (and arrays of scalars) on one line: one line per
// buffer.
func (m *MemoryMap) JSON() []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		panic(err) // plain data: cannot fail
	}
	return layoutJSON(bytes.TrimSpace(buf.Bytes()))
}

// layoutJSON re-indents compact JSON: a container whose elements are
// scalars, or arrays of scalars, stays on one line (with a space after each
// ',' and ':'); any other puts each element on a line of its own, indented
// by two spaces a level.
func layoutJSON(src []byte) []byte {
	// Pass 1: match brackets and decide which containers are flat.
	closeOf := map[int]int{}
	flat := map[int]bool{}
	scalars := map[int]bool{} // no container inside
	var stack []int
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '"':
			i = skipString(src, i)
		case '{', '[':
			stack = append(stack, i)
			flat[i], scalars[i] = true, true
		case '}', ']':
			open := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			closeOf[open] = i
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				scalars[parent] = false
				if src[open] == '{' || !scalars[open] {
					flat[parent] = false
				}
			}
		}
	}
	// Pass 2: write.
	var out bytes.Buffer
	out.Grow(len(src) + len(src)/4)
	var write func(i int, indent string) int
	write = func(i int, indent string) int {
		c := src[i]
		if c == '"' {
			end := skipString(src, i)
			out.Write(src[i : end+1])
			return end + 1
		}
		if c != '{' && c != '[' {
			j := i
			for j < len(src) && src[j] != ',' && src[j] != '}' && src[j] != ']' && src[j] != ':' {
				j++
			}
			out.Write(src[i:j])
			return j
		}
		end := closeOf[i]
		out.WriteByte(c)
		if end == i+1 {
			out.WriteByte(src[end])
			return end + 1
		}
		inline := flat[i]
		inner := indent + "  "
		j := i + 1
		for j < end {
			if !inline {
				out.WriteString("\n" + inner)
			}
			j = write(j, inner)
			if src[j] == ':' {
				out.WriteString(": ")
				j = write(j+1, inner)
			}
			if src[j] == ',' {
				out.WriteByte(',')
				if inline {
					out.WriteByte(' ')
				}
				j++
			}
		}
		if !inline {
			out.WriteString("\n" + indent)
		}
		out.WriteByte(src[end])
		return end + 1
	}
	write(0, "")
	out.WriteByte('\n')
	return out.Bytes()
}

// skipString returns the index of the quote closing the string that starts
// at src[i].
func skipString(src []byte, i int) int {
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(src) - 1
}

// memoryMap builds the map from the plan.
func (st *state) memoryMap(planTime time.Duration) *MemoryMap {
	pl, p := st.plan, st.prog
	mm := &MemoryMap{Version: MapVersion, Tool: "memopt", Pass: PassName, Input: st.m.op.Loc.Position().File, Planner: pl.Planner,
		Workspace: st.cfg.Workspace, Constants: st.cfg.Constants, Flattened: pl.Flattened, planTime: planTime}
	for _, e := range st.cfg.Entries {
		mm.Entries = append(mm.Entries, "@"+e)
	}
	addr := func(k int, off int64) *int64 {
		if st.addrs == nil || st.addrs[k].Region == "" {
			return nil
		}
		a := st.addrs[k].Base + off
		return &a
	}
	if d := st.cfg.Device; d != nil {
		mm.Device = &MapDevice{Name: d.Name}
		for i, r := range d.Regions {
			mm.Device.Regions = append(mm.Device.Regions, MapRegion{Name: r.Name, Kind: r.Kind, Base: r.Base, Size: r.Size,
				Pools: r.Pools, UpEnd: st.uses[i].Low, DownStart: st.uses[i].High})
		}
	}
	for k, spec := range st.specs {
		mp := MapPool{Name: spec.Name, Kind: spec.Kind, Spaces: spec.Spaces, Alignment: pl.Pools[k].Alignment, Limit: spec.Limit,
			Size: pl.Pools[k].Size, LowerBound: pl.Pools[k].LowerBound, Symbol: st.symbols[k], Address: addr(k, 0)}
		if st.addrs != nil && st.addrs[k].Region != "" {
			mp.Region = st.addrs[k].Region
			for _, r := range st.cfg.Device.Regions {
				if r.Name == mp.Region {
					o := st.addrs[k].Base - r.Base
					mp.RegionOffset = &o
				}
			}
		}
		for _, fd := range st.planned {
			for _, a := range st.argumentsOf(fd) {
				if a.Pool == spec.Name && a.Region == program.RegionFrame.String() {
					a.Function = fd.info.at()
					mp.Arguments = append(mp.Arguments, a)
				}
			}
		}
		mm.Pools = append(mm.Pools, mp)
	}
	for _, fd := range st.planned {
		fp := pl.Funcs[fd.index]
		mf := MapFunction{Name: fd.info.at(), Entry: fd.info.entry, Paths: fp.Paths, Duration: fp.Duration, Arguments: st.argumentsOf(fd)}
		for _, c := range fd.calls {
			mf.Calls = append(mf.Calls, c.callee.at())
		}
		switch {
		case fd.info.entry:
			mf.Addressing = "entry"
		case fp.Relative:
			mf.Addressing = "relative"
		default:
			mf.Addressing = "absolute"
		}
		for k, spec := range st.specs {
			pf := fp.Pools[k]
			if spec.Kind != program.KindWorkspace || (pf.Transient.Size == 0 && pf.Persistent.Size == 0 && pf.Arena == 0) {
				continue
			}
			fr := MapFrame{Pool: spec.Name, Frame: pf.Transient.Size, Persistent: pf.Persistent.Size, Arena: pf.Arena, Stacked: pf.Stacked}
			if !fp.Relative {
				o, po := pf.AbsTransient, pf.AbsPersistent
				fr.Offset = &o
				if pf.Persistent.Size > 0 {
					fr.PersistentOffset = &po
				}
			}
			mf.Pools = append(mf.Pools, fr)
		}
		mm.Functions = append(mm.Functions, mf)
	}
	if pl.Flattened {
		for _, in := range pl.Instances {
			fn := p.Functions[in.Func]
			b := fn.Buffers[in.Buffer]
			mb := MapBuffer{Name: st.bufName(in.Func, in.Buffer), Function: fn.Name, Kind: report.BufferWorkspace, Type: b.Type, Bound: st.boundText(in.Func, in.Buffer),
				Pool: st.specs[in.Pool].Name, Offset: in.Offset, Address: addr(in.Pool, in.Offset), Size: b.Size,
				Alignment: in.Alignment, Live: [2]int64{in.Start, in.End}, Location: b.Location, Persistent: b.Persistent}
			f := in.Entry
			mb.CallPath = []string{p.Functions[f].Name}
			for _, c := range in.Path {
				call := p.Functions[f].Calls[c]
				mb.CallSites = append(mb.CallSites, call.Location)
				f = call.Callee
				mb.CallPath = append(mb.CallPath, p.Functions[f].Name)
			}
			if len(in.Path) == 0 {
				mb.CallPath = nil
			}
			mm.Buffers = append(mm.Buffers, mb)
		}
	} else {
		for f, fn := range p.Functions {
			for i, b := range fn.Buffers {
				pc := pl.Funcs[f].Buffers[i]
				mm.Buffers = append(mm.Buffers, MapBuffer{Name: st.bufName(f, i), Function: fn.Name, Kind: report.BufferWorkspace, Type: b.Type, Bound: st.boundText(f, i),
					Pool: st.specs[pc.Pool].Name, Offset: pc.Offset, Size: b.Size, Alignment: pc.Alignment, Live: [2]int64{b.First, b.Last},
					Location: b.Location, Persistent: b.Persistent, Region: pc.Region.String()})
			}
		}
	}
	var end int64
	for f := range p.Functions {
		if p.Functions[f].Entry {
			end = max(end, pl.EntryStart[f]+pl.Funcs[f].Duration)
		}
	}
	for i, d := range p.Data {
		dp := pl.Data[i]
		mb := MapBuffer{Name: d.Name, Kind: d.Kind, Type: d.Type, Pool: st.specs[dp.Pool].Name, Offset: dp.Offset,
			Address: addr(dp.Pool, dp.Offset), Size: d.Size, Alignment: dp.Alignment, Live: [2]int64{0, end}, Location: d.Location}
		if d.Entry >= 0 {
			e := d.Entry
			mb.Function = p.Functions[e].Name
			mb.Live = [2]int64{pl.EntryStart[e], pl.EntryStart[e] + pl.Funcs[e].Duration}
		}
		mm.Buffers = append(mm.Buffers, mb)
	}
	for _, b := range st.runtime {
		mm.Runtime = append(mm.Runtime, MapRuntime{Name: st.name(b.alloc.Result(0)), Function: b.fn.info.at(),
			Type: b.alloc.Result(0).Type().String(), Location: b.alloc.Loc.Position().String(), Reason: b.runtime})
	}
	for _, d := range st.keptConstants {
		mm.Runtime = append(mm.Runtime, MapRuntime{Name: d.name, Type: d.mt.String(), Location: d.global.Loc.Position().String(),
			Reason: "not packed: " + d.keep})
	}
	for _, mv := range pl.Moves {
		m := MapMove{Name: mv.Name, From: mv.From, To: mv.To, Bytes: mv.Bytes}
		if mv.Func >= 0 {
			m.Function = p.Functions[mv.Func].Name
		}
		mm.Moves = append(mm.Moves, m)
	}
	return mm
}

// bufName is the printed name of buffer i of program function f: the name
// of the view that replaced it.
func (st *state) bufName(f, i int) string {
	if b := st.planned[f].planned[i]; b.view != nil {
		return st.name(b.view)
	}
	return st.prog.Functions[f].Buffers[i].Name
}

// boundText returns the type planned buffer i of function f is planned as
// when it has a dynamic shape planned at its bound ("" otherwise).
func (st *state) boundText(f, i int) string {
	b := st.planned[f].planned[i]
	if b.bound == nil || b.mt == nil {
		return ""
	}
	return (&ir.MemRefType{Shape: b.bound, Elem: b.mt.Elem, MemorySpace: b.mt.MemorySpace}).String()
}

// argumentsOf lists the arguments the pass added to fd.
func (st *state) argumentsOf(fd *funcData) []MapArgument {
	var out []MapArgument
	base := fd.firstArg
	for i, key := range fd.argKeys {
		pf := st.plan.Funcs[fd.index].Pools[key.pool]
		size := pf.Transient.Size
		switch key.region {
		case program.RegionPersistent:
			size = pf.Persistent.Size
		case program.RegionFrame:
			size = st.plan.Pools[key.pool].Size
		}
		out = append(out, MapArgument{Index: base + i, Pool: st.specs[key.pool].Name, Region: key.region.String(), Size: size})
	}
	return out
}

// Header renders the map as a C header: one #define per pool size,
// alignment and address (or offset in its device region), and per
// constant, input and output offset and size.
func (m *MemoryMap) Header() []byte {
	var sb strings.Builder
	guard := "MEMOPT_MEMORY_MAP_H"
	fmt.Fprintf(&sb, "/* Memory map written by memopt --%s", m.Pass)
	if m.Input != "" {
		fmt.Fprintf(&sb, " from %s", strings.ReplaceAll(m.Input, "*/", "* /"))
	}
	sb.WriteString(". Do not edit. */\n")
	fmt.Fprintf(&sb, "#ifndef %s\n#define %s\n\n", guard, guard)
	used := map[string]bool{}
	define := func(name string, value string) {
		n := name
		for i := 2; used[n]; i++ {
			n = fmt.Sprintf("%s_%d", name, i)
		}
		used[n] = true
		fmt.Fprintf(&sb, "#define %s %s\n", n, value)
	}
	num := func(v int64) string {
		if v > 0x7fffffff {
			return fmt.Sprintf("0x%XULL", v)
		}
		return fmt.Sprintf("%d", v)
	}
	hexAddr := func(v int64) string { return fmt.Sprintf("0x%XULL", v) }
	fmt.Fprintf(&sb, "/* planner %s, workspace=%s, constants=%s */\n", m.Planner, m.Workspace, m.Constants)
	for _, p := range m.Pools {
		id := "MEMOPT_POOL_" + sanitize(p.Name, true)
		fmt.Fprintf(&sb, "\n/* pool %s: %s", p.Name, p.Kind)
		if p.Limit > 0 {
			fmt.Fprintf(&sb, ", limit %d bytes", p.Limit)
		}
		if p.Symbol != "" {
			fmt.Fprintf(&sb, ", global @%s", p.Symbol)
		}
		sb.WriteString(" */\n")
		define(id+"_SIZE", num(p.Size))
		define(id+"_ALIGN", num(p.Alignment))
		if p.Address != nil {
			define(id+"_ADDRESS", hexAddr(*p.Address))
		}
		if p.RegionOffset != nil {
			define(id+"_OFFSET", num(*p.RegionOffset))
		}
	}
	var data []MapBuffer
	for _, b := range m.Buffers {
		if b.Kind != report.BufferWorkspace {
			data = append(data, b)
		}
	}
	sort.SliceStable(data, func(i, j int) bool { return data[i].Kind < data[j].Kind })
	for _, b := range data {
		id := "MEMOPT_" + strings.ToUpper(b.Kind) + "_"
		if b.Function != "" {
			id += sanitize(b.Function, true) + "_"
		}
		id += sanitize(b.Name, true)
		fmt.Fprintf(&sb, "\n/* %s %s: %s in pool %s */\n", b.Kind, b.Name, b.Type, b.Pool)
		define(id+"_OFFSET", num(b.Offset))
		define(id+"_SIZE", num(b.Size))
		if b.Address != nil {
			define(id+"_ADDRESS", hexAddr(*b.Address))
		}
	}
	fmt.Fprintf(&sb, "\n#endif /* %s */\n", guard)
	return []byte(sb.String())
}

// Scopes returns the plan as report scopes, one per pool.
func (r *Result) Scopes() []*report.Scope {
	st, mm := r.st, r.Map
	var out []*report.Scope
	for k, mp := range mm.Pools {
		s := &report.Scope{Name: mp.Name, Kind: report.KindPool, Pass: PassName, Planner: mm.Planner, PlanTimeNS: mm.planTime.Nanoseconds(),
			Alignment: mp.Alignment, ArenaSize: mp.Size, Capacity: mp.Limit, SortKey: []int64{1 << 40, int64(k)}}
		if len(mp.Spaces) > 0 {
			s.MemorySpace = mp.Spaces[0]
		}
		if mp.Address != nil {
			s.BaseAddress, s.HasAddress = *mp.Address, true
		}
		for _, b := range mm.Buffers {
			if b.Pool != mp.Name {
				continue
			}
			rb := report.Buffer{Name: b.Name, Function: b.Function, Kind: b.Kind, Type: b.Type, Bound: b.Bound, Size: b.Size, Alignment: b.Alignment,
				Start: b.Live[0], End: b.Live[1], Offset: b.Offset, Location: b.Location}
			if b.Address != nil {
				rb.Address = *b.Address
			}
			s.Buffers = append(s.Buffers, rb)
		}
		s.LowerBound = report.LowerBound(s.Buffers, 1)
		for _, mv := range mm.Moves {
			if mv.From == mp.Name {
				s.Notes = append(s.Notes, fmt.Sprintf("%s %s (%d bytes) moved to pool '%s': '%s' is over its limit", mv.Function, mv.Name, mv.Bytes, mv.To, mv.From))
			}
		}
		for _, f := range mm.Functions {
			for _, fr := range f.Pools {
				if fr.Pool == mp.Name && !f.Entry {
					s.Notes = append(s.Notes, fmt.Sprintf("%s: frame %d bytes (own buffers %d), %s", f.Name, fr.Frame, fr.Arena, f.Addressing))
				}
			}
		}
		if k == 0 {
			for _, b := range st.runtime {
				s.Skipped = append(s.Skipped, report.Skipped{Name: st.name(b.alloc.Result(0)), Type: b.alloc.Result(0).Type().String(),
					Location: b.alloc.Loc.Position().String(), Reason: b.kind})
			}
		}
		out = append(out, s)
	}
	return out
}
