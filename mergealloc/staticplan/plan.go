package staticplan

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc/planner/program"
)

// RegionTimeLimit bounds the search of planner=exact and planner=best on
// each frame.
const RegionTimeLimit = time.Second

// dataInfo is a constant global or an input or output of an entry.
type dataInfo struct {
	kind   string // program.DataConstant, DataInput, DataOutput
	global *ir.Operation
	entry  *funcData
	arg    int
	argVal *ir.Value
	name   string
	mt     *ir.MemRefType
	size   int64
	align  int64
	space  string
	pools  []string
	// keep says why a constant is not packed ("" when it can be).
	keep string
	// bytes is the constant's packed content (constants=pack).
	bytes []byte
}

// state is one run of the pass over a module.
type state struct {
	cfg    *Config
	m      *module
	funcs  []*funcData // reachable defined functions, module order
	byInfo map[*funcInfo]*funcData
	// planned are the program's functions (prog.Functions order).
	planned []*funcData
	data    []*dataInfo
	specs   []PoolSpec
	// poolSpace is each pool's memory space attribute (its global's type).
	poolSpace []ir.Attribute
	prog      *program.Program
	plan      *program.Plan
	addrs     []program.PoolAddress
	uses      []program.RegionUse
	// symbols names each pool's global ("" when none is made).
	symbols []string
	// runtime lists the buffers left to run-time allocation.
	runtime []*bufInfo
	// unreachable lists defined functions not called from an entry that
	// hold memref.alloc ops.
	unreachable []*funcInfo
	// keptConstants are the constants constants=pack leaves as they are.
	keptConstants []*dataInfo
	// names holds the printed value names of each function (NewAsmNames),
	// computed when first needed.
	names map[*ir.Operation]*ir.AsmNames
}

// serves reports whether pool spec serves memory space key.
func (p *PoolSpec) serves(key string) bool {
	if len(p.Spaces) == 0 {
		return p.Kind != program.KindWorkspace || key == "0"
	}
	for _, s := range p.Spaces {
		if s == key {
			return true
		}
	}
	return false
}

// typeSpace is the memory space of the pool's global: its first space.
func (p *PoolSpec) typeSpace() string {
	if len(p.Spaces) == 0 {
		return "0"
	}
	return p.Spaces[0]
}

// setupPools resolves the pools: the user's or the defaults (one workspace
// pool per memory space of the planned buffers), plus a constants and an io
// pool when the program has such data and no pool of that kind.
func (st *state) setupPools() {
	cfg := st.cfg
	if cfg.Pools != nil {
		st.specs = append(st.specs, cfg.Pools...)
	} else {
		var spaces []string
		seen := map[string]bool{}
		for _, fd := range st.planned {
			for _, b := range fd.bufs {
				if b.runtime == "" && !seen[b.space] {
					seen[b.space] = true
					spaces = append(spaces, b.space)
				}
			}
		}
		sort.SliceStable(spaces, func(i, j int) bool {
			if spaces[i] == "0" || spaces[j] == "0" {
				return spaces[i] == "0" && spaces[j] != "0"
			}
			return spaces[i] < spaces[j]
		})
		for _, sp := range spaces {
			name := defaultWorkspace
			if sp != "0" {
				name += "_" + sanitize(sp, false)
			}
			st.specs = append(st.specs, PoolSpec{Name: name, Kind: program.KindWorkspace, Spaces: []string{sp}})
		}
	}
	need := map[string]bool{}
	if cfg.Device != nil && cfg.Pools == nil {
		// A device map may place the default pools even when the program
		// leaves them empty.
		for _, r := range cfg.Device.Regions {
			for _, name := range r.Pools {
				switch {
				case st.hasPool(name):
				case name == defaultWorkspace:
					st.specs = append(st.specs, PoolSpec{Name: name, Kind: program.KindWorkspace, Spaces: []string{"0"}})
				case name == defaultConstants:
					need[program.KindConstants] = true
				case name == defaultIO:
					need[program.KindIO] = true
				}
			}
		}
	}
	for _, d := range st.data {
		if d.kind == program.DataConstant {
			need[program.KindConstants] = true
		} else {
			need[program.KindIO] = true
		}
	}
	for _, kind := range []string{program.KindConstants, program.KindIO} {
		if !need[kind] {
			continue
		}
		have := false
		for _, p := range st.specs {
			have = have || p.Kind == kind
		}
		if !have {
			name := map[string]string{program.KindConstants: defaultConstants, program.KindIO: defaultIO}[kind]
			for st.hasPool(name) {
				name += "_"
			}
			st.specs = append(st.specs, PoolSpec{Name: name, Kind: kind})
		}
	}
	for i := range st.specs {
		if st.specs[i].Alignment == 0 {
			st.specs[i].Alignment = cfg.Alignment
		}
	}
}

func (st *state) hasPool(name string) bool {
	for _, p := range st.specs {
		if p.Name == name {
			return true
		}
	}
	return false
}

// sanitize turns s into an identifier piece: letters and digits kept,
// anything else '_'; upper-cased for C macros.
func sanitize(s string, upper bool) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			if upper {
				r -= 'a' - 'A'
			}
			sb.WriteRune(r)
		case r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			sb.WriteRune(r)
		default:
			sb.WriteByte('_')
		}
	}
	return strings.Trim(sb.String(), "_")
}

// candidates returns the candidate pools of an item of the given kind and
// memory space: the memopt.pool attribute of op (a string or an array of
// strings) or every pool of that kind serving the space, in pool order.
func (st *state) candidates(op *ir.Operation, kind, space string) ([]string, error) {
	if a := op.Attr(poolAttrName); a != nil {
		var names []string
		switch a := a.(type) {
		case *ir.StringAttr:
			names = []string{a.Value}
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				s, ok := e.(*ir.StringAttr)
				if !ok {
					return nil, op.Errorf("static-memory-plan: %s must be a string or an array of strings", poolAttrName)
				}
				names = append(names, s.Value)
			}
		default:
			return nil, op.Errorf("static-memory-plan: %s must be a string or an array of strings", poolAttrName)
		}
		if len(names) == 0 {
			return nil, op.Errorf("static-memory-plan: %s names no pool", poolAttrName)
		}
		for _, n := range names {
			var spec *PoolSpec
			for i := range st.specs {
				if st.specs[i].Name == n {
					spec = &st.specs[i]
				}
			}
			switch {
			case spec == nil:
				return nil, op.Errorf("static-memory-plan: %s names the unknown pool '%s' (pools: %s)", poolAttrName, n, st.poolList())
			case spec.Kind != kind:
				return nil, op.Errorf("static-memory-plan: %s names '%s', a %s pool, for a %s", poolAttrName, n, spec.Kind, kindNoun(kind))
			case !spec.serves(space):
				return nil, op.Errorf("static-memory-plan: %s names '%s', which does not serve memory space %s", poolAttrName, n, space)
			}
		}
		return names, nil
	}
	var names []string
	for _, p := range st.specs {
		if p.Kind == kind && p.serves(space) {
			names = append(names, p.Name)
		}
	}
	if len(names) == 0 {
		return nil, op.Errorf("static-memory-plan: no %s pool serves memory space %s (pools: %s)", kind, space, st.poolList())
	}
	return names, nil
}

func kindNoun(kind string) string {
	switch kind {
	case program.KindConstants:
		return "constant"
	case program.KindIO:
		return "input or output"
	}
	return "buffer"
}

// poolList describes the pools for messages: "sram (workspace, spaces 1)".
func (st *state) poolList() string {
	var parts []string
	for _, p := range st.specs {
		s := p.Name + " (" + p.Kind
		if len(p.Spaces) > 0 {
			s += ", spaces " + strings.Join(p.Spaces, "+")
		}
		parts = append(parts, s+")")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// collectData finds the constant globals and the entries' inputs and
// outputs.
func (st *state) collectData() {
	body := st.m.op.Region(0).Front()
	for op := body.First(); op != nil; op = op.Next() {
		if op.Name() != globalOpName || op.Attr("constant") == nil {
			continue
		}
		init := op.Attr("initial_value")
		if init == nil {
			continue
		}
		if _, unit := init.(*ir.UnitAttr); unit {
			continue
		}
		ta, _ := op.Attr("type").(*ir.TypeAttr)
		if ta == nil {
			continue
		}
		mt, ok := ta.Type.(*ir.MemRefType)
		if !ok || !mt.HasStaticShape() || !mt.HasIdentityLayout() {
			continue
		}
		size, ok := mt.SizeInBytes()
		if !ok {
			continue
		}
		d := &dataInfo{kind: program.DataConstant, global: op, name: "@" + ir.SymbolName(op), mt: mt, size: size, space: spaceKey(mt.MemorySpace)}
		if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && a.Big == nil && a.Value > 0 {
			d.align = a.Value
		}
		st.data = append(st.data, d)
	}
	for _, fd := range st.planned {
		if !fd.info.entry {
			continue
		}
		for i, a := range fd.info.op.Region(0).Front().Args() {
			mt, ok := a.Type().(*ir.MemRefType)
			if !ok || !mt.HasStaticShape() || !mt.HasIdentityLayout() {
				continue
			}
			size, ok := mt.SizeInBytes()
			if !ok {
				continue
			}
			kind := program.DataInput
			if i < len(fd.info.writes) && fd.info.writes[i] {
				kind = program.DataOutput
			}
			st.data = append(st.data, &dataInfo{kind: kind, entry: fd, arg: i, argVal: a, name: st.name(a), mt: mt, size: size, space: spaceKey(mt.MemorySpace)})
		}
	}
}

// buildProgram turns the collected functions and data into the IR-free
// planning problem.
func (st *state) buildProgram() error {
	p := &program.Program{Planner: st.cfg.Planner, ArgumentWorkspace: st.cfg.Workspace == WorkspaceArgument}
	switch st.cfg.Planner {
	case "gmem":
		p.ConstantAlignment = 4096 // TPU-MLIR's GMEM allocator: weights 4 KiB aligned
	case "exact", "best":
		// Search-based planners run on every frame: bound each search
		// (their own default, 10 s, is meant for one problem).
		p.PlannerOptions.TimeLimit = RegionTimeLimit
	}
	for _, spec := range st.specs {
		p.Pools = append(p.Pools, program.Pool{Name: spec.Name, Kind: spec.Kind, Limit: spec.Limit, Alignment: spec.Alignment, Spaces: spec.Spaces})
	}
	for i, fd := range st.planned {
		fd.index = i
	}
	for _, fd := range st.planned {
		fn := program.Function{Name: fd.info.at(), Entry: fd.info.entry, Ticks: fd.ticks}
		for _, b := range fd.bufs {
			if b.runtime != "" {
				continue
			}
			pools, err := st.candidates(b.alloc, program.KindWorkspace, b.space)
			if err != nil {
				return err
			}
			b.pools = pools
			b.index = len(fn.Buffers)
			fd.planned = append(fd.planned, b)
			fn.Buffers = append(fn.Buffers, program.Buffer{Name: st.name(b.alloc.Result(0)), Type: b.mt.String(),
				Location: b.alloc.Loc.Position().String(), Size: b.size, Alignment: b.align,
				First: b.first, Last: b.last, Persistent: b.persistent, Pools: pools, Fixed: b.pinned, Offset: b.offset})
		}
		calls := append([]callInfo(nil), fd.calls...)
		sort.Slice(calls, func(i, j int) bool { return calls[i].tick < calls[j].tick })
		fd.calls = calls
		for _, c := range calls {
			fn.Calls = append(fn.Calls, program.Call{Callee: st.byInfo[c.callee].index, Tick: c.tick, Location: c.op.Loc.Position().String()})
		}
		p.Functions = append(p.Functions, fn)
	}
	for _, d := range st.data {
		kind := program.KindIO
		var op *ir.Operation
		entry := -1
		if d.kind == program.DataConstant {
			kind, op = program.KindConstants, d.global
		} else {
			op, entry = d.entry.info.op, d.entry.index
		}
		pools, err := st.candidates(op, kind, d.space)
		if err != nil {
			return err
		}
		d.pools = pools
		loc := op.Loc.Position().String()
		if d.argVal != nil && d.argVal.Loc.Position().IsValid() {
			loc = d.argVal.Loc.Position().String()
		}
		p.Data = append(p.Data, program.Data{Name: d.name, Type: d.mt.String(), Location: loc, Kind: d.kind, Entry: entry,
			Size: d.size, Alignment: d.align, Pools: pools})
	}
	st.prog = p
	return nil
}

// solve plans the program and places the pools on the device. Errors that
// concern buffers come back as diagnostics at their ops.
func (st *state) solve() error {
	pl, err := program.Solve(st.prog)
	if err != nil {
		var oe *program.OverflowError
		if errors.As(err, &oe) {
			return st.overflowDiag(oe)
		}
		return fmt.Errorf("static-memory-plan: %v", err)
	}
	st.plan = pl
	if st.cfg.Device != nil {
		addrs, uses, err := program.PlaceDevice(st.cfg.Device, st.prog.Pools, pl.Pools)
		if err != nil {
			at := st.m.op
			if f := st.m.funcs[st.cfg.Entries[0]]; f != nil {
				at = f.op
			}
			return at.Errorf("static-memory-plan: %v", err)
		}
		st.addrs, st.uses = addrs, uses
	}
	return nil
}

// overflowDiag turns an OverflowError into an error at the largest buffer
// live at the peak, with a note at each such buffer.
func (st *state) overflowDiag(oe *program.OverflowError) error {
	opOf := func(l program.LiveItem) *ir.Operation {
		if l.Func < 0 {
			d := st.dataByIndex(l.Item)
			if d.global != nil {
				return d.global
			}
			return d.entry.info.op
		}
		return st.planned[l.Func].planned[l.Item].alloc
	}
	at := st.m.op
	if len(oe.Live) > 0 {
		at = opOf(oe.Live[0])
	}
	d := at.Errorf("static-memory-plan: %v", oe)
	for _, l := range oe.Live {
		what := l.Name
		if l.Function != "" {
			what += " in " + l.Function
		}
		d.AddNote(opOf(l).Loc.Position(), "%s (%d bytes) is live at the peak of pool '%s'", what, l.Size, oe.Pool)
	}
	return d
}

// dataByIndex returns the i-th datum of the program.
func (st *state) dataByIndex(i int) *dataInfo { return st.data[i] }

// name is the name of v as mlir-opt prints the module ("%alloc_0"), in the
// input before the rewrite and in the output after it. Functions are
// isolated from above, so each is named on its own, when first asked.
func (st *state) name(v *ir.Value) string {
	var op *ir.Operation
	if d := v.DefiningOp(); d != nil {
		op = d
	} else if b := v.OwnerBlock(); b != nil {
		op = b.ParentOp()
	}
	fn := op
	if op != nil && !(op.Name() == funcOpName && op.ParentOp() == st.m.op) {
		fn = enclosingFunc(op, st.m.op)
	}
	if fn == nil {
		fn = st.m.op
	}
	names := st.names[fn]
	if names == nil {
		names = ir.NewAsmNames(fn)
		st.names[fn] = names
	}
	return names.Name(v)
}
