package staticplan

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/mergealloc/planner"
	"github.com/memopt/memopt/mergealloc/planner/program"
	"github.com/memopt/memopt/mergealloc/report"
	"github.com/memopt/memopt/passes"
)

// PassName is the pass's command-line name.
const PassName = "static-memory-plan"

// Pass is the registered static-memory-plan pass, anchored on
// builtin.module: `memopt --merge-alloc --static-memory-plan="entry=main
// pools=sram:size=256K:spaces=1,dram workspace=argument memory-map=m.json"`.
var Pass = &passes.Pass{
	Name:        PassName,
	DisplayName: "StaticMemoryPlan",
	Summary:     "Plan every static buffer of the whole program into pools: no memref.alloc left at run time",
	Doc: "Plans the statically sized memref.alloc buffers of every function reachable from the entry functions " +
		"over the func.call graph (a callee's frame is a buffer of its caller live at the call, so sequential calls " +
		"share memory), into pools with size limits and fallback, optionally packs the constant globals into one, " +
		"places the pools on a device memory map and writes the memory map (JSON or a C header).",
	Anchor: "builtin.module",
	Options: []*passes.Option{
		{Name: "entry", Kind: passes.List, Default: defaultEntry, Check: checkOption("entry", func(v any) error {
			l, _ := v.([]string)
			_, err := parseEntries(strings.Join(l, ","))
			return err
		}), Help: "the functions the runtime calls (entry=main,init)"},
		{Name: "pools", Kind: passes.String, Check: checkString("pools", func(s string) error { _, err := ParsePools(s); return err }),
			Help: "the pools: name:size=N:spaces=A+B:align=N[:constants|:io],... or @FILE.json (default: one workspace pool per memory space, a constants and an io pool)"},
		{Name: "workspace", Kind: passes.String, Default: WorkspaceGlobal, Values: []string{WorkspaceGlobal, WorkspaceArgument},
			Help: "global: the pools are private memref.globals; argument: the entry functions take them as trailing memref<Nxi8> arguments"},
		{Name: "constants", Kind: passes.String, Default: ConstantsKeep, Values: []string{ConstantsKeep, ConstantsPack},
			Help: "keep: constant globals stay, the map gives their planned place; pack: one constant pool global, read through views"},
		{Name: "memory-map", Kind: passes.String, Check: checkString("memory-map", checkMapPath),
			Help: "write the memory map to this file: JSON, or a C header when it ends in .h"},
		{Name: "device", Kind: passes.String, Check: checkString("device", func(s string) error { _, err := ReadDevice(s); return err }),
			Help: "@FILE.json: device regions (base, size, pools); the map gets absolute addresses"},
		{Name: "planner", Kind: passes.String, Default: mergealloc.DefaultOptions().PlannerOptions, ValuesFunc: planner.Names,
			Help: "the planner library algorithm for every frame (gmem also lays constants out 4 KiB aligned; exact and best search each frame for at most 1 s)"},
		{Name: "alignment", Kind: passes.Int, Default: "64", Check: passes.PowerOfTwo,
			Help: "alignment in bytes of the default pools and of pools that give none"},
	},
	Run: runPass,
}

func init() { passes.Register(Pass) }

// configFrom reads the pass options.
func configFrom(c *passes.Context) (*Config, error) {
	cfg := &Config{Workspace: c.String("workspace"), Constants: c.String("constants"), MemoryMap: c.String("memory-map"),
		Planner: c.String("planner"), Alignment: c.Int("alignment")}
	var err error
	if cfg.Entries, err = parseEntries(strings.Join(c.List("entry"), ",")); err != nil {
		return nil, err
	}
	if s := c.String("pools"); s != "" {
		if cfg.Pools, err = ParsePools(s); err != nil {
			return nil, err
		}
	}
	if s := c.String("device"); s != "" {
		if cfg.Device, err = ReadDevice(s); err != nil {
			return nil, err
		}
	}
	if cfg.MemoryMap != "" {
		if err := checkMapPath(cfg.MemoryMap); err != nil {
			return nil, err
		}
	}
	return cfg, nil
}

// checkMapPath checks the memory-map= file name.
func checkMapPath(path string) error {
	if !strings.HasSuffix(path, ".h") && !strings.HasSuffix(path, ".json") {
		return fmt.Errorf("memory-map: '%s' must end in .json or .h", path)
	}
	return nil
}

// checkOption makes an Option.Check of a function that validates the
// option's value with the same errors as the pass (which start with
// "name: "), so that bad values are reported under the option before
// anything runs.
func checkOption(name string, f func(v any) error) func(v any) error {
	return func(v any) error {
		if err := f(v); err != nil {
			return errors.New(strings.TrimPrefix(err.Error(), name+": "))
		}
		return nil
	}
}

// checkString is checkOption for a string option, which may be empty.
func checkString(name string, f func(s string) error) func(v any) error {
	return checkOption(name, func(v any) error {
		if s, _ := v.(string); s != "" {
			return f(s)
		}
		return nil
	})
}

func runPass(c *passes.Context) error {
	cfg, err := configFrom(c)
	if err != nil {
		return c.Errorf(c.Op, "static-memory-plan: %v", err)
	}
	res, err := Run(c.Op, cfg)
	if err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			return d
		}
		return c.Errorf(c.Op, "%v", err)
	}
	for _, r := range res.Remarks {
		c.Emit(r)
	}
	if col, _ := passes.SinkOf[*report.Collector](c); col.Enabled() {
		for _, s := range res.Scopes() {
			col.Add(s)
		}
	}
	if cfg.MemoryMap != "" {
		data := res.Map.JSON()
		if strings.HasSuffix(cfg.MemoryMap, ".h") {
			data = res.Map.Header()
		}
		if err := c.WriteFile("memory map", cfg.MemoryMap, data); err != nil {
			return c.Errorf(c.Op, "static-memory-plan: %v", err)
		}
	}
	return nil
}

// Result is what a run produced besides the rewritten module.
type Result struct {
	// Map is the memory map.
	Map *MemoryMap
	// Remarks are the remarks to report (buffers left to run time,
	// functions not reachable from an entry).
	Remarks []*ir.Diagnostic
	// Program and Plan are the planning problem and its plan.
	Program *program.Program
	Plan    *program.Plan
	// PlanTime is how long planning took.
	PlanTime time.Duration
	st       *state
}

// Run plans and rewrites the module op mod. Errors about a place in the
// input are *ir.Diagnostic.
func Run(mod *ir.Operation, cfg *Config) (*Result, error) {
	if cfg.Alignment <= 0 {
		cfg.Alignment = mergealloc.DefaultAlignment
	}
	if cfg.Workspace == "" {
		cfg.Workspace = WorkspaceGlobal
	}
	if cfg.Constants == "" {
		cfg.Constants = ConstantsKeep
	}
	if len(cfg.Entries) == 0 {
		cfg.Entries = []string{defaultEntry}
	}
	// Buffers that loops carry from one iteration to the next get two
	// slots of one buffer allocated before the loop, as merge-alloc's
	// loop-carried=double-buffer does (a no-op after merge-alloc).
	if body := mod.Region(0).Front(); body != nil {
		for op := body.First(); op != nil; op = op.Next() {
			if op.Name() == funcOpName && op.NumRegions() > 0 && !op.Region(0).Empty() {
				mergealloc.DoubleBufferLoopCarried(op, mergealloc.Options{BoundsAcrossCalls: true})
			}
		}
	}
	st := &state{cfg: cfg, m: buildModule(mod), byInfo: map[*funcInfo]*funcData{}, names: map[*ir.Operation]*ir.AsmNames{}}
	var entries []*funcInfo
	for _, name := range cfg.Entries {
		f := st.m.funcs[name]
		switch {
		case f == nil:
			return nil, mod.Errorf("static-memory-plan: entry function @%s not found", name)
		case !f.defined:
			return nil, f.op.Errorf("static-memory-plan: entry function @%s has no body", name)
		}
		entries = append(entries, f)
	}
	if err := st.m.analyze(entries, cfg.Workspace == WorkspaceArgument); err != nil {
		return nil, err
	}
	// Buffers that functions return are handed in by their callers
	// instead; the module's call graph is then built again (and again: a
	// caller may now return the buffer it hands in).
	for rbs := st.m.returnedBuffers(); len(rbs) > 0; rbs = st.m.returnedBuffers() {
		resultsToOutParams(rbs)
		st.m = buildModule(mod)
		entries = entries[:0]
		for _, name := range cfg.Entries {
			entries = append(entries, st.m.funcs[name])
		}
		if err := st.m.analyze(entries, cfg.Workspace == WorkspaceArgument); err != nil {
			return nil, err
		}
	}
	bounds := map[string]int64{} // per memory space: the sum of rounded sizes
	for _, f := range st.m.order {
		if !f.reachable || !f.defined {
			if f.defined && hasAlloc(f.op) {
				st.unreachable = append(st.unreachable, f)
			}
			continue
		}
		fd, err := st.m.collect(f)
		if err != nil {
			return nil, err
		}
		st.funcs = append(st.funcs, fd)
		st.byInfo[f] = fd
		if f.planned() {
			st.planned = append(st.planned, fd)
		}
		for _, b := range fd.bufs {
			if b.runtime == "" && b.size == 0 {
				b.runtime, b.kind = "it has no bytes", "empty"
			}
			if b.runtime == "" {
				// No pool grows past the sum of its buffers' sizes
				// rounded to their alignment (and pinned offsets): a
				// buffer that could take it past ir.MaxBufferBytes is
				// left alone, as mlir-opt accepts such programs.
				need, ok := ir.RoundSize(b.size, max(b.align, cfg.Alignment))
				if ok && b.pinned {
					need, ok = ir.AddSizes(need, b.offset)
				}
				if ok {
					need, ok = ir.AddSizes(bounds[b.space], need)
				}
				if !ok {
					if b.pinned {
						return nil, b.alloc.Errorf("static-memory-plan: cannot place this buffer at its '%s' %d: its pool could grow larger than %d bytes", mergealloc.OffsetAttrName, b.offset, ir.MaxBufferBytes)
					}
					b.runtime, b.kind = fmt.Sprintf("placing it could make its pool larger than %d bytes", ir.MaxBufferBytes), "too large"
				} else {
					bounds[b.space] = need
				}
			}
			if b.runtime != "" {
				st.runtime = append(st.runtime, b)
			}
		}
	}
	st.collectData()
	if cfg.Constants == ConstantsPack {
		st.checkPackable()
		kept := st.data[:0]
		var dropped []*dataInfo
		for _, d := range st.data {
			if d.kind == program.DataConstant && d.keep != "" {
				if d.keep != poolAlready {
					dropped = append(dropped, d)
				}
				continue
			}
			kept = append(kept, d)
		}
		st.data = kept
		st.keptConstants = dropped
	}
	st.setupPools()
	if err := st.buildProgram(); err != nil {
		return nil, err
	}
	start := time.Now()
	if err := st.solve(); err != nil {
		return nil, err
	}
	res := &Result{Program: st.prog, Plan: st.plan, PlanTime: time.Since(start), st: st}
	st.resolvePoolSpaces()
	if err := st.rewrite(); err != nil {
		return nil, err
	}
	// Remarks and the map name values as the output prints them (the
	// allocations left to run time are still there).
	st.names = map[*ir.Operation]*ir.AsmNames{}
	res.Remarks = st.remarks()
	res.Map = st.memoryMap(res.PlanTime)
	return res, nil
}

// hasAlloc reports whether op holds a memref.alloc.
func hasAlloc(op *ir.Operation) bool {
	return ir.Walk(op, func(o *ir.Operation) ir.WalkResult {
		if o.Name() == allocOpName {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
}

// remarks lists a remark per buffer left to run-time allocation, per kept
// constant (constants=pack) and per unreachable function with allocations.
func (st *state) remarks() []*ir.Diagnostic {
	var out []*ir.Diagnostic
	for _, b := range st.runtime {
		out = append(out, &ir.Diagnostic{Pos: b.alloc.Loc.Position(), Severity: ir.SeverityRemark,
			Message: fmt.Sprintf("static-memory-plan: %s is left to run-time allocation: %s", st.name(b.alloc.Result(0)), b.runtime)})
	}
	for _, d := range st.keptConstants {
		out = append(out, &ir.Diagnostic{Pos: d.global.Loc.Position(), Severity: ir.SeverityRemark,
			Message: fmt.Sprintf("static-memory-plan: constant %s is not packed: %s", d.name, d.keep)})
	}
	for _, f := range st.unreachable {
		out = append(out, &ir.Diagnostic{Pos: f.op.Loc.Position(), Severity: ir.SeverityRemark,
			Message: fmt.Sprintf("static-memory-plan: %s is not called from the entry functions (%s): its allocations are left as they are", f.at(), "@"+strings.Join(st.cfg.Entries, ", @"))})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return out
}
