package staticplan

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/valuebounds"
	"github.com/memopt/memopt/mergealloc"
)

// Op names the pass looks for. Calls, globals and allocations are what
// whole-program planning is about: it rewrites exactly these ops (and
// func.func signatures), so it matches them by name; everything else it
// learns from traits, effects and the view-flow analysis.
const (
	funcOpName         = "func.func"
	callOpName         = "func.call"
	allocOpName        = "memref.alloc"
	copyOpName         = "memref.copy"
	dimOpName          = "memref.dim"
	globalOpName       = "memref.global"
	getGlobalOpName    = "memref.get_global"
	viewOpName         = "memref.view"
	castSpaceOpName    = "memref.memory_space_cast"
	constantOpName     = "arith.constant"
	poolAttrName       = "memopt.pool"
	workspaceAttrName  = "memopt.workspace"
	poolSymbolPrefix   = "__memopt_pool_"
	defaultEntry       = "main"
	defaultWorkspace   = "workspace"
	defaultConstants   = "constants"
	defaultIO          = "io"
	externalCalleeNote = "reaches an external callee"
)

// argClass says what a callee does with a memref argument, from harmless
// to worst (a lattice; the analysis joins with max).
type argClass int

const (
	// argLocal: only accessed during the call.
	argLocal argClass = iota
	// argExternal: reaches an external callee (a declaration), which may
	// keep it until the entry returns.
	argExternal
	// argCaptured: returned, freed, stored or otherwise outlives the call
	// in a way the analysis does not follow.
	argCaptured
)

// funcInfo is what the pass knows about one func.func of the module.
type funcInfo struct {
	op      *ir.Operation
	name    string // symbol name without '@'
	defined bool
	entry   bool
	// calls are the func.call ops in the body; callSites the func.call ops
	// elsewhere that call this function.
	calls     []*ir.Operation
	callSites []*ir.Operation
	// addressTaken names an op referring to the function other than as a
	// callee (func.constant, ...); refs are the functions the body refers
	// to that way (they may be called indirectly from here).
	addressTaken *ir.Operation
	refs         []*funcInfo
	reachable    bool
	// unplanned says why the function's buffers are left to run time
	// ("" when it is planned).
	unplanned string
	// args holds the argClass of each argument; writes whether the
	// function (or a callee) may write through it.
	args   []argClass
	writes []bool
	// returnedAs lists, per argument, the results of the function that
	// may point into it (the argument, or a view of it, is returned):
	// at a call, those results are views of the operand.
	returnedAs [][]int
	vf         *mergealloc.ViewFlow
	// m is the module the function belongs to.
	m *module
}

// module is the call graph of a module's top-level functions.
type module struct {
	// bounds bounds the sizes of buffers of dynamic shape (made when
	// first needed; it reads the whole module, before the rewrite).
	bounds *valuebounds.Analysis
	op     *ir.Operation
	funcs  map[string]*funcInfo
	order  []*funcInfo // in module order
}

// at returns the name of the function for messages ("@f").
func (f *funcInfo) at() string { return "@" + f.name }

// viewFlow returns the function's view-flow analysis (computed once per
// round of the capture analysis): a call's results that its callee
// returns an argument through are views of that operand.
func (f *funcInfo) viewFlow() *mergealloc.ViewFlow {
	if f.vf == nil {
		f.vf = mergealloc.NewViewFlow(f.op)
		for _, call := range f.calls {
			g := f.m.calleeOf(call)
			if g == nil || !g.defined {
				continue
			}
			for i, rs := range g.returnedAs {
				for _, j := range rs {
					if i < call.NumOperands() && j < call.NumResults() {
						f.vf.AddEdge(call.Operand(i), call.Result(j))
					}
				}
			}
		}
	}
	return f.vf
}

// calleeOf returns the function a func.call calls (nil if unknown).
func (m *module) calleeOf(call *ir.Operation) *funcInfo {
	if call.Name() != callOpName {
		return nil
	}
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) > 0 {
		return nil
	}
	return m.funcs[ref.Root]
}

// buildModule collects the functions, their calls and symbol uses.
func buildModule(mod *ir.Operation) *module {
	m := &module{op: mod, funcs: map[string]*funcInfo{}}
	body := mod.Region(0).Front()
	if body == nil {
		return m
	}
	for op := body.First(); op != nil; op = op.Next() {
		if op.Name() != funcOpName {
			continue
		}
		name := ir.SymbolName(op)
		if name == "" || m.funcs[name] != nil {
			continue
		}
		f := &funcInfo{op: op, name: name, defined: op.NumRegions() > 0 && !op.Region(0).Empty(), m: m}
		if ft := ir.FuncType(op); ft != nil {
			f.args = make([]argClass, len(ft.Inputs))
			f.writes = make([]bool, len(ft.Inputs))
			f.returnedAs = make([][]int, len(ft.Inputs))
		}
		m.funcs[name] = f
		m.order = append(m.order, f)
	}
	ir.WalkPreOrder(mod, func(op *ir.Operation) {
		forEachSymbolRef(op, func(attrName string, ref *ir.SymbolRefAttr) {
			g := m.funcs[ref.Root]
			if g == nil || len(ref.Nested) > 0 {
				return
			}
			if op.Name() == callOpName && attrName == "callee" {
				g.callSites = append(g.callSites, op)
				if fn := enclosingFunc(op, mod); fn != nil {
					if f := m.funcs[ir.SymbolName(fn)]; f != nil && f.op == fn {
						f.calls = append(f.calls, op)
					}
				}
				return
			}
			if op == g.op && attrName == "sym_name" {
				return
			}
			if g.addressTaken == nil {
				g.addressTaken = op
			}
			if fn := enclosingFunc(op, mod); fn != nil {
				if f := m.funcs[ir.SymbolName(fn)]; f != nil && f.op == fn {
					f.refs = append(f.refs, g)
				}
			}
		})
	})
	return m
}

// enclosingFunc returns the top-level func.func holding op.
func enclosingFunc(op, mod *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == funcOpName && p.ParentOp() == mod {
			return p
		}
	}
	return nil
}

// forEachSymbolRef calls f for every symbol reference in op's properties
// and attributes (nested in arrays and dictionaries too).
func forEachSymbolRef(op *ir.Operation, f func(attrName string, ref *ir.SymbolRefAttr)) {
	var walk func(name string, a ir.Attribute)
	walk = func(name string, a ir.Attribute) {
		switch a := a.(type) {
		case *ir.SymbolRefAttr:
			f(name, a)
		case *ir.ArrayAttr:
			for _, e := range a.Elems {
				walk(name, e)
			}
		case *ir.DictionaryAttr:
			for _, e := range a.Entries {
				walk(name, e.Value)
			}
		}
	}
	for _, na := range op.Props() {
		walk(na.Name, na.Value)
	}
	for _, na := range op.Attrs() {
		walk(na.Name, na.Value)
	}
}

// analyze marks reachable functions, finds the unplanned ones and runs the
// capture analysis. It returns an error diagnostic for an entry called from
// the program, and, when the workspace is an argument (argWorkspace), for an
// entry called from any function at all: its signature gains the workspace
// argument, which the call would lack.
func (m *module) analyze(entries []*funcInfo, argWorkspace bool) error {
	var queue []*funcInfo
	for _, e := range entries {
		e.entry = true
		if !e.reachable {
			e.reachable = true
			queue = append(queue, e)
		}
	}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for _, c := range f.calls {
			if g := m.calleeOf(c); g != nil && g.defined && !g.reachable {
				g.reachable = true
				queue = append(queue, g)
			}
		}
		for _, g := range f.refs {
			if g.defined && !g.reachable {
				g.reachable = true
				queue = append(queue, g)
			}
		}
	}
	for _, f := range m.order {
		if !f.entry {
			continue
		}
		for _, c := range f.callSites {
			caller := m.funcs[ir.SymbolName(enclosingFunc(c, m.op))]
			switch {
			case caller != nil && caller.reachable:
				return c.Errorf("static-memory-plan: the entry function %s is called from %s; entry functions are called by the runtime only", f.at(), caller.at())
			case argWorkspace:
				from := "here"
				if caller != nil {
					from = "from " + caller.at()
				}
				return c.Errorf("static-memory-plan: workspace=argument gives the entry function %s a workspace argument, but it is called %s; use workspace=global, or plan from the caller", f.at(), from)
			}
		}
	}
	m.markRecursion()
	for _, f := range m.order {
		if !f.reachable || f.unplanned != "" {
			continue
		}
		if f.addressTaken != nil {
			f.unplanned = fmt.Sprintf("%s's address is taken at %s, so it may be called indirectly", f.at(), f.addressTaken.Loc.Position())
		}
	}
	// Calls inside parallel loops: every iteration needs its own memory.
	for _, f := range m.order {
		if !f.reachable {
			continue
		}
		for _, c := range f.calls {
			g := m.calleeOf(c)
			if g == nil || !g.defined || g.unplanned != "" {
				continue
			}
			if scope := parallelScope(c, f.op); scope != nil {
				g.unplanned = fmt.Sprintf("%s is called inside %s at %s, %s", g.at(), scope.Name(), scope.Loc.Position(), scopeWhy(scope))
			}
		}
	}
	// Whatever an unplanned function calls runs at times the plan does not
	// see.
	var work []*funcInfo
	for _, f := range m.order {
		if f.reachable && f.unplanned != "" {
			work = append(work, f)
		}
	}
	for len(work) > 0 {
		f := work[0]
		work = work[1:]
		for _, c := range f.calls {
			if g := m.calleeOf(c); g != nil && g.defined && g.unplanned == "" {
				g.unplanned = fmt.Sprintf("%s is called from %s, which is not planned", g.at(), f.at())
				work = append(work, g)
			}
		}
	}
	m.captureAnalysis()
	return nil
}

// parallelScope returns the innermost allocation scope other than fn
// around op (scf.forall, scf.parallel, affine.parallel: every iteration
// allocates its own buffers and may run concurrently), or nil. A scope
// whose loop interface says it is sequential does not count.
func parallelScope(op, fn *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil && p != fn; p = p.ParentOp() {
		if !mergealloc.IsAllocScope(p) {
			continue
		}
		if l := ir.Loop(p); l != nil && !l.Parallel {
			continue
		}
		return p
	}
	return nil
}

// scopeWhy says why a parallelScope needs memory per iteration.
func scopeWhy(scope *ir.Operation) string {
	if ir.Loop(scope) != nil {
		return "whose iterations may run in parallel"
	}
	if def := scope.Def(); def != nil && def.Async != nil && def.Async.Completes != nil {
		return "an asynchronous region that may run while the rest of the program does"
	}
	return "an allocation scope whose iterations are not known to run one after another"
}

// markRecursion marks the reachable functions on call cycles (Tarjan's
// strongly connected components).
func (m *module) markRecursion() {
	index := map[*funcInfo]int{}
	low := map[*funcInfo]int{}
	onStack := map[*funcInfo]bool{}
	var stack []*funcInfo
	next := 0
	var strong func(f *funcInfo)
	strong = func(f *funcInfo) {
		index[f], low[f] = next, next
		next++
		stack = append(stack, f)
		onStack[f] = true
		self := false
		for _, c := range f.calls {
			g := m.calleeOf(c)
			if g == nil || !g.defined {
				continue
			}
			if g == f {
				self = true
			}
			if _, seen := index[g]; !seen {
				strong(g)
				low[f] = min(low[f], low[g])
			} else if onStack[g] {
				low[f] = min(low[f], index[g])
			}
		}
		if low[f] != index[f] {
			return
		}
		var comp []*funcInfo
		for {
			g := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			onStack[g] = false
			comp = append(comp, g)
			if g == f {
				break
			}
		}
		if len(comp) == 1 && !self {
			return
		}
		var names []string
		for _, g := range comp {
			names = append(names, g.at())
		}
		sort.Strings(names)
		for _, g := range comp {
			g.unplanned = fmt.Sprintf("%s is recursive (call cycle through %s)", g.at(), strings.Join(names, ", "))
		}
	}
	for _, f := range m.order {
		if f.reachable && f.defined {
			if _, seen := index[f]; !seen {
				strong(f)
			}
		}
	}
}

// captureAnalysis computes every reachable function's argClass, writes
// and returnedAs per argument, iterating to a fixpoint over the call graph
// (recursion included). An argument that a function only returns (itself
// or a view of it) is not captured: at each call, the results it comes
// back as are views of the operand (viewFlow), so the caller's buffer
// lives as long as they do.
func (m *module) captureAnalysis() {
	for changed := true; changed; {
		changed = false
		aliasing := false
		for _, f := range m.order {
			if !f.reachable || !f.defined {
				continue
			}
			entry := f.op.Region(0).Front()
			for i, a := range entry.Args() {
				if i >= len(f.args) || !ir.IsMemRef(a.Type()) {
					continue
				}
				cls, _, _ := m.classifyUses(f, a, nil)
				w := m.mayWrite(f, a)
				if cls > f.args[i] || (w && !f.writes[i]) {
					f.args[i] = max(f.args[i], cls)
					f.writes[i] = f.writes[i] || w
					changed = true
				}
				if f.args[i] == argCaptured {
					continue
				}
				for _, j := range m.returnedResults(f, a) {
					if !slices.Contains(f.returnedAs[i], j) {
						f.returnedAs[i] = append(f.returnedAs[i], j)
						changed, aliasing = true, true
					}
				}
			}
		}
		if aliasing {
			for _, f := range m.order {
				f.vf = nil // calls now return views of more operands
			}
		}
	}
}

// returnedResults lists the results of f that v (an argument of f) or a
// view of it is returned as.
func (m *module) returnedResults(f *funcInfo, v *ir.Value) []int {
	var out []int
	for _, a := range f.viewFlow().Aliases(v) {
		for _, u := range a.Uses() {
			if op := u.Owner(); op.HasTrait(ir.ReturnLike) && op.ParentOp() == f.op && !slices.Contains(out, u.Index()) {
				out = append(out, u.Index())
			}
		}
	}
	return out
}

// classifyUses returns the worst thing f does with the memory of v (an
// allocation or an argument of f) through any alias, the op responsible
// and why. Plain deallocs of own (v's allocation, which the rewrite erases)
// do not count, nor, for an argument (own == nil), returning it: the
// caller follows that (returnedAs).
func (m *module) classifyUses(f *funcInfo, v, own *ir.Value) (argClass, *ir.Operation, string) {
	worst, at, why := argLocal, (*ir.Operation)(nil), ""
	note := func(c argClass, op *ir.Operation, reason string) {
		if c > worst {
			worst, at, why = c, op, reason
		}
	}
	for _, a := range f.viewFlow().Aliases(v) {
		for _, u := range a.Uses() {
			op := u.Owner()
			if own != nil && a == own && mergealloc.DeallocOf(op) == own {
				continue
			}
			if own == nil && op.HasTrait(ir.ReturnLike) && op.ParentOp() == f.op {
				continue
			}
			c, reason := m.useClass(f, op, u.Index())
			note(c, op, reason)
		}
	}
	return worst, at, why
}

// useClass classifies one use of a memref by op (operand index idx).
func (m *module) useClass(f *funcInfo, op *ir.Operation, idx int) (argClass, string) {
	if op.HasTrait(ir.ExposesPointer) {
		return argCaptured, fmt.Sprintf("its address is taken by %s at %s", op.Name(), op.Loc.Position())
	}
	if op.HasTrait(ir.CallLike) {
		g := m.calleeOf(op)
		switch {
		case g == nil && op.Name() == callOpName:
			return argCaptured, fmt.Sprintf("it is passed to an unknown callee at %s", op.Loc.Position())
		case g == nil:
			return argCaptured, fmt.Sprintf("it is passed to an indirect call (%s at %s)", op.Name(), op.Loc.Position())
		case !g.defined:
			return argExternal, fmt.Sprintf("it is passed to the external function %s at %s", g.at(), op.Loc.Position())
		case idx < len(g.args) && g.args[idx] == argCaptured:
			return argCaptured, fmt.Sprintf("%s keeps it beyond the call at %s (returns, frees or stores it)", g.at(), op.Loc.Position())
		case idx < len(g.args) && g.args[idx] == argExternal:
			return argExternal, fmt.Sprintf("%s passes it to an external function (call at %s)", g.at(), op.Loc.Position())
		}
		return argLocal, ""
	}
	if op.HasTrait(ir.Terminator) {
		if len(op.Successors()) > 0 {
			return argLocal, "" // flows into block arguments (view flow)
		}
		parent := op.ParentOp()
		if parent == f.op {
			return argCaptured, fmt.Sprintf("it is returned by %s at %s", f.at(), op.Loc.Position())
		}
		if parent == nil || parent.Def() == nil || parent.Def().RegionBranch == nil {
			return argCaptured, fmt.Sprintf("it leaves %s at %s", op.Name(), op.Loc.Position())
		}
		return argLocal, "" // forwarded to the parent's results or regions
	}
	for _, r := range op.Results() {
		if ir.IsTensor(r.Type()) {
			return argCaptured, fmt.Sprintf("it is turned into a tensor by %s at %s", op.Name(), op.Loc.Position())
		}
	}
	effects, known := ir.Effects(op)
	if !known {
		for _, r := range op.Results() {
			if !ir.IsMemRef(r.Type()) {
				return argCaptured, fmt.Sprintf("it is used by %s at %s, whose effects are unknown", op.Name(), op.Loc.Position())
			}
		}
		return argLocal, ""
	}
	for _, e := range effects {
		if e.Kind == ir.EffectFree && (e.Value == nil || e.Value == op.Operand(idx)) {
			return argCaptured, fmt.Sprintf("it is freed by %s at %s", op.Name(), op.Loc.Position())
		}
	}
	return argLocal, ""
}

// mayWrite reports whether f (or a function it calls) may write the memory
// of v.
func (m *module) mayWrite(f *funcInfo, v *ir.Value) bool {
	for _, a := range f.viewFlow().Aliases(v) {
		for _, u := range a.Uses() {
			op := u.Owner()
			if op.HasTrait(ir.CallLike) {
				g := m.calleeOf(op)
				if g == nil || (g.defined && u.Index() < len(g.writes) && g.writes[u.Index()]) {
					return true
				}
				continue
			}
			effects, known := ir.Effects(op)
			if !known {
				return true
			}
			for _, e := range effects {
				if e.Kind == ir.EffectWrite && (e.Value == nil || e.Value == a) {
					return true
				}
			}
		}
	}
	return false
}

// escapeReason explains why the buffer allocated as v escapes the
// analysis: the worst use classifyUses finds, or the first use that merges
// the buffer into something it cannot follow (a loop's yield).
func (m *module) escapeReason(f *funcInfo, v *ir.Value) string {
	if c, _, why := m.classifyUses(f, v, v); c == argCaptured {
		return why
	}
	for _, a := range f.viewFlow().Aliases(v) {
		for _, u := range a.Uses() {
			op := u.Owner()
			if op.HasTrait(ir.Terminator) && len(op.Successors()) == 0 {
				return fmt.Sprintf("it is yielded by %s at %s and carried across loop iterations", op.ParentOp().Name(), op.Loc.Position())
			}
		}
	}
	for _, a := range f.viewFlow().Aliases(v) {
		for _, u := range a.Uses() {
			if op := u.Owner(); mergealloc.DeallocOf(op) != nil && a != v {
				return fmt.Sprintf("it is freed through an alias by %s at %s", op.Name(), op.Loc.Position())
			}
		}
	}
	return "it escapes what the lifetime analysis follows"
}
