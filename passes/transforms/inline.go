package transforms

import (
	"fmt"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// Inline is the inline pass (MLIR's InlinerPass with its Inliner): it
// builds the call graph of the symbol table op it runs on, visits its
// strongly connected components bottom-up (callees before callers) and,
// in each, runs its op's pipeline (op-pipelines) or the default one
// (canonicalize) on every callable and then inlines the calls the SCC's callables make, as long as something
// was inlined and max-iterations allows. A call is inlined when the
// callee is no ancestor of it and not (mutually) recursive with its
// caller, and when the dialects involved allow it (ir.InlinerInterface of
// the call's dialect, of the region it is in and of every op of the
// callee). Private callables that end with no use are erased, the last
// call of one inlined in place; public ones stay.
var Inline = &passes.Pass{
	Name:        "inline",
	Summary:     "Inline function calls",
	DisplayName: "Inliner",
	Options: []*passes.Option{
		{Name: "default-pipeline", Kind: passes.String, Default: "canonicalize", Help: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"},
		{Name: "inlining-threshold", Kind: passes.Int, Default: "4294967295", Help: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it"},
		{Name: "max-iterations", Kind: passes.Int, Default: "4", Help: "Maximum number of iterations when inlining within an SCC"},
		{Name: "op-pipelines", Kind: passes.String, Help: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"},
	},
	Run: func(c *passes.Context) error {
		op := c.Op
		if !op.HasTrait(ir.SymbolTable) {
			return c.Errorf(op, "'%s' op  was scheduled to run under the inliner, but does not define a symbol table", op.Name())
		}
		var pipeline *passes.Pipeline
		if text := c.String("default-pipeline"); text != "" {
			pl, err := passes.ParsePipeline("any(" + text + ")")
			if err != nil {
				return fmt.Errorf("inline: default-pipeline: %v", err)
			}
			pipeline = pl
		}
		opPipelines := map[string]*passes.Pipeline{}
		for _, text := range splitTopLevel(c.String("op-pipelines")) {
			pl, err := passes.ParsePipeline(text)
			if err != nil {
				return fmt.Errorf("inline: op-pipelines: %v", err)
			}
			opPipelines[pl.Anchor] = pl
		}
		in := &inliner{
			root:        op,
			pipeline:    pipeline,
			opPipelines: opPipelines,
			maxIter:     int(c.Int("max-iterations")),
			threshold:   c.Int("inlining-threshold"),
			cg:          buildCallGraph(op),
			deadMarked:  map[*cgNode]bool{},
		}
		in.uses = newUseList(op, in.cg)
		if err := in.run(); err != nil {
			return err
		}
		return nil
	},
}

func init() {
	passes.Register(Inline)
}

// cgNode is a node of the call graph: a callable region, or (region nil)
// the external caller or the unknown callee.
type cgNode struct {
	region *ir.Region
	edges  []cgEdge
	seen   map[cgEdge]bool
}

// cgEdge kinds, as MLIR's CallGraphNode::Edge.
const (
	edgeAbstract = iota
	edgeCall
	edgeChild
)

type cgEdge struct {
	target *cgNode
	kind   int
}

func (n *cgNode) addEdge(t *cgNode, kind int) {
	e := cgEdge{t, kind}
	if n.seen[e] {
		return
	}
	if n.seen == nil {
		n.seen = map[cgEdge]bool{}
	}
	n.seen[e] = true
	n.edges = append(n.edges, e)
}

func (n *cgNode) external() bool { return n.region == nil }

func (n *cgNode) hasChildren() bool {
	for _, e := range n.edges {
		if e.kind == edgeChild {
			return true
		}
	}
	return false
}

// callGraph is MLIR's CallGraph: a node per callable region, edges from
// each to what it calls (call edges), to callables nested in it (child
// edges), and from the external node to every callable not nested in
// another (abstract edges).
type callGraph struct {
	nodes    map[*ir.Region]*cgNode
	external *cgNode
	unknown  *cgNode
	// tables caches symbol tables: inlining adds no symbol and erases
	// callables only at the end.
	tables symbolTables
}

func buildCallGraph(root *ir.Operation) *callGraph {
	cg := &callGraph{nodes: map[*ir.Region]*cgNode{}, external: &cgNode{}, unknown: &cgNode{}, tables: symbolTables{}}
	cg.compute(root, nil, false)
	cg.compute(root, nil, true)
	return cg
}

func (cg *callGraph) compute(op *ir.Operation, parent *cgNode, resolveCalls bool) {
	if ir.CallOf(op) != nil {
		if resolveCalls && parent != nil {
			parent.addEdge(cg.resolve(op), edgeCall)
		}
		return
	}
	if ir.IsCallable(op) {
		r := ir.CallableRegion(op)
		if r == nil {
			return
		}
		parent = cg.getOrAdd(r, parent)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				cg.compute(o, parent, resolveCalls)
			}
		}
	}
}

func (cg *callGraph) getOrAdd(r *ir.Region, parent *cgNode) *cgNode {
	if n := cg.nodes[r]; n != nil {
		return n
	}
	n := &cgNode{region: r}
	cg.nodes[r] = n
	if parent != nil {
		parent.addEdge(n, edgeChild)
	} else {
		cg.external.addEdge(n, edgeAbstract)
	}
	return n
}

// resolve returns the node of the callable call calls, or the unknown
// node.
func (cg *callGraph) resolve(call *ir.Operation) *cgNode {
	if callee := cg.resolveCallee(call); callee != nil {
		if r := ir.CallableRegion(callee); r != nil {
			if n := cg.nodes[r]; n != nil {
				return n
			}
		}
	}
	return cg.unknown
}

// resolveCallee returns the op a call names, looked up from the nearest
// symbol table around the call, or nil.
func (cg *callGraph) resolveCallee(call *ir.Operation) *ir.Operation {
	ci := ir.CallOf(call)
	if ci == nil || ci.Callee == nil {
		return nil
	}
	ref := ci.Callee(call)
	if ref == nil {
		return nil
	}
	return cg.lookupNearest(call.ParentOp(), ref)
}

// lookupNearest resolves ref from the nearest symbol table at or above
// from (MLIR's lookupNearestSymbolFrom).
func (cg *callGraph) lookupNearest(from *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	for from != nil && !from.HasTrait(ir.SymbolTable) {
		from = from.ParentOp()
	}
	if from == nil {
		return nil
	}
	path := cg.tables.resolveSymbol(from, ref)
	if len(path) != 1+len(ref.Nested) {
		return nil
	}
	return path[len(path)-1]
}

// sccs returns the strongly connected components of the graph reachable
// from the external node in the order of LLVM's scc_iterator (Tarjan's,
// callees first), each with its nodes in the iterator's order.
func (cg *callGraph) sccs() [][]*cgNode {
	var out [][]*cgNode
	num := map[*cgNode]int{}
	done := map[*cgNode]bool{}
	type frame struct {
		n        *cgNode
		next     int
		minVisit int
	}
	visit := 0
	var stack []*cgNode
	var frames []*frame
	push := func(n *cgNode) {
		visit++
		num[n] = visit
		stack = append(stack, n)
		frames = append(frames, &frame{n: n, minVisit: visit})
	}
	push(cg.external)
	for len(frames) > 0 {
		f := frames[len(frames)-1]
		if f.next < len(f.n.edges) {
			child := f.n.edges[f.next].target
			f.next++
			if _, seen := num[child]; !seen {
				push(child)
				continue
			}
			if !done[child] && num[child] < f.minVisit {
				f.minVisit = num[child]
			}
			continue
		}
		frames = frames[:len(frames)-1]
		if len(frames) > 0 && frames[len(frames)-1].minVisit > f.minVisit {
			frames[len(frames)-1].minVisit = f.minVisit
		}
		if f.minVisit != num[f.n] {
			continue
		}
		var scc []*cgNode
		for {
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			done[top] = true
			scc = append(scc, top)
			if top == f.n {
				break
			}
		}
		out = append(out, scc)
	}
	return out
}

// useList counts the uses of discardable (private) callables (MLIR's
// CGUseList): a callable whose count drops to zero is dead.
type useList struct {
	cg          *callGraph
	discardable map[*cgNode]int
	nodeUses    map[*cgNode]*cgUser
}

type cgUser struct {
	topLevel map[*cgNode]bool
	inner    map[*cgNode]int
}

func newUseList(root *ir.Operation, cg *callGraph) *useList {
	u := &useList{cg: cg, discardable: map[*cgNode]int{}, nodeUses: map[*cgNode]*cgUser{}}
	alwaysLive := map[*cgNode]bool{}
	walkSymbolTables(root, root.Block() == nil, func(table *ir.Operation, allUsesVisible bool) {
		for _, r := range table.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					if ir.IsCallable(o) {
						if n := cg.nodes[ir.CallableRegion(o)]; n != nil && ir.CallableRegion(o) != nil {
							// MLIR's condition: visible uses and canDiscardOnUseEmpty
							// (not public).
							if o.HasTrait(ir.Symbol) && (allUsesVisible || isPrivateSymbol(o)) && !isPublicSymbol(o) {
								u.discardable[n] = 0
							}
							continue
						}
					}
					u.walkReferenced(o, func(n *cgNode, _ *ir.Operation) { alwaysLive[n] = true })
				}
			}
		}
	})
	for n := range alwaysLive {
		delete(u.discardable, n)
	}
	for _, n := range cg.allNodes() {
		u.recompute(n)
	}
	return u
}

// allNodes returns the callable nodes (MLIR iterates them in an order that
// does not matter here: counts only add up).
func (cg *callGraph) allNodes() []*cgNode {
	out := make([]*cgNode, 0, len(cg.nodes))
	for _, n := range cg.nodes {
		out = append(out, n)
	}
	return out
}

// walkSymbolTables calls f for every symbol table op at or below op, nested
// ones first, with whether all uses of its symbols are visible (MLIR's
// SymbolTable::walkSymbolTables).
func walkSymbolTables(op *ir.Operation, allVisible bool, f func(*ir.Operation, bool)) {
	isTable := op.HasTrait(ir.SymbolTable)
	if isTable {
		allVisible = allVisible || !op.HasTrait(ir.Symbol) || isPrivateSymbol(op)
	} else {
		allVisible = true
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				walkSymbolTables(o, allVisible, f)
			}
		}
	}
	if isTable {
		f(op, allVisible)
	}
}

// walkReferenced calls f with the callable node of every symbol reference
// in op and the ops nested in it (not in nested symbol tables), and the
// op holding the reference.
func (u *useList) walkReferenced(op *ir.Operation, f func(*cgNode, *ir.Operation)) {
	scope := op.ParentOp()
	ir.Walk(op, func(o *ir.Operation) ir.WalkResult {
		each := func(ref *ir.SymbolRefAttr) {
			if scope == nil {
				return
			}
			s := u.cg.lookupNearest(scope, ref)
			if s == nil || !ir.IsCallable(s) {
				return
			}
			if n := u.cg.nodes[ir.CallableRegion(s)]; n != nil && ir.CallableRegion(s) != nil {
				f(n, o)
			}
		}
		for _, na := range o.Props() {
			forEachRef(na.Value, each)
		}
		for _, na := range o.Attrs() {
			forEachRef(na.Value, each)
		}
		if o != op && o.HasTrait(ir.SymbolTable) {
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
}

// forEachRef calls f for every symbol reference in a.
func forEachRef(a ir.Attribute, f func(*ir.SymbolRefAttr)) {
	switch a := a.(type) {
	case *ir.SymbolRefAttr:
		f(a)
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			forEachRef(e, f)
		}
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			forEachRef(e.Value, f)
		}
	}
}

func (u *useList) decrement(user *cgUser) {
	for n := range user.topLevel {
		if _, ok := u.discardable[n]; ok {
			u.discardable[n]--
		}
	}
	for n, c := range user.inner {
		if _, ok := u.discardable[n]; ok {
			u.discardable[n] -= c
		}
	}
}

// recompute recounts the uses node's callable op makes.
func (u *useList) recompute(n *cgNode) {
	parent := n.region.ParentOp()
	if old := u.nodeUses[n]; old != nil {
		u.decrement(old)
	}
	user := &cgUser{topLevel: map[*cgNode]bool{}, inner: map[*cgNode]int{}}
	u.nodeUses[n] = user
	u.walkReferenced(parent, func(ref *cgNode, by *ir.Operation) {
		if _, ok := u.discardable[ref]; !ok {
			return
		}
		if by != parent {
			user.inner[ref]++
		} else if user.topLevel[ref] {
			return
		} else {
			user.topLevel[ref] = true
		}
		u.discardable[ref]++
	})
}

func (u *useList) isDead(n *cgNode) bool {
	op := n.region.ParentOp()
	if !op.HasTrait(ir.Symbol) {
		return ir.HasNoEffect(op) && !hasUses(op)
	}
	c, ok := u.discardable[n]
	return ok && c == 0
}

func (u *useList) hasOneUseAndDiscardable(n *cgNode) bool {
	op := n.region.ParentOp()
	if !op.HasTrait(ir.Symbol) {
		return false
	}
	c, ok := u.discardable[n]
	return ok && c == 1
}

func hasUses(op *ir.Operation) bool {
	for _, r := range op.Results() {
		if r.HasUses() {
			return true
		}
	}
	return false
}

// dropCallUses removes the uses call made from user's node.
func (u *useList) dropCallUses(user *cgNode, call *ir.Operation) {
	refs := u.nodeUses[user]
	if refs == nil {
		return
	}
	u.walkReferenced(call, func(n *cgNode, _ *ir.Operation) {
		if _, ok := refs.inner[n]; !ok {
			return
		}
		refs.inner[n]--
		u.discardable[n]--
	})
}

// mergeAfterInlining adds the uses callee makes to caller's.
func (u *useList) mergeAfterInlining(callee, caller *cgNode) {
	from, to := u.nodeUses[callee], u.nodeUses[caller]
	if from == nil || to == nil {
		return
	}
	for n, c := range from.inner {
		to.inner[n] += c
		u.discardable[n] += c
	}
}

// eraseNode drops the uses node (and the callables nested in it) make.
func (u *useList) eraseNode(n *cgNode) {
	for _, e := range n.edges {
		if e.kind == edgeChild {
			u.eraseNode(e.target)
		}
	}
	if user := u.nodeUses[n]; user != nil {
		u.decrement(user)
	}
	delete(u.nodeUses, n)
	delete(u.discardable, n)
}

// resolvedCall is a call with the nodes of its caller and callee.
type resolvedCall struct {
	call           *ir.Operation
	source, target *cgNode
}

type inliner struct {
	root        *ir.Operation
	pipeline    *passes.Pipeline
	opPipelines map[string]*passes.Pipeline
	maxIter     int
	threshold   int64
	cg          *callGraph
	uses        *useList
	calls       []resolvedCall
	deadMarked  map[*cgNode]bool
	dead        []*cgNode
}

func (in *inliner) run() error {
	for _, scc := range in.cg.sccs() {
		if err := in.inlineSCC(scc); err != nil {
			return err
		}
	}
	for _, n := range in.dead {
		n.region.ParentOp().Erase()
	}
	return nil
}

func (in *inliner) inlineSCC(scc []*cgNode) error {
	for it := 0; ; {
		if err := in.optimizeSCC(scc); err != nil {
			return err
		}
		var inlined bool
		scc, inlined = in.inlineCallsInSCC(scc)
		it++
		if !inlined || it >= in.maxIter {
			return nil
		}
	}
}

// optimizeSCC runs on each callable of the SCC that has no nested
// callables its op's pipeline (op-pipelines), else the default one.
func (in *inliner) optimizeSCC(scc []*cgNode) error {
	if in.pipeline == nil && len(in.opPipelines) == 0 {
		return nil
	}
	var visit []*cgNode
	for _, n := range scc {
		if n.external() || n.hasChildren() || n.region.ParentOp().Def() == nil {
			continue
		}
		visit = append(visit, n)
	}
	for _, n := range visit {
		op := n.region.ParentOp()
		pl := in.opPipelines[op.Name()]
		if pl == nil {
			pl = in.pipeline
		}
		if pl == nil {
			continue
		}
		if err := passes.NewManager(pl, nil).Run(op); err != nil {
			return err
		}
	}
	for _, n := range visit {
		in.uses.recompute(n)
	}
	return nil
}

// collectCalls appends the calls in blocks (and in the regions nested in
// their ops, not in nested callables unless nested) to in.calls, in the
// order of MLIR's collectCallOps (a stack of blocks).
func (in *inliner) collectCalls(blocks []*ir.Block, source *cgNode, nested bool) {
	type item struct {
		b *ir.Block
		n *cgNode
	}
	var work []item
	for _, b := range blocks {
		work = append(work, item{b, source})
	}
	for len(work) > 0 {
		it := work[len(work)-1]
		work = work[:len(work)-1]
		for o := it.b.First(); o != nil; o = o.Next() {
			if ci := ir.CallOf(o); ci != nil {
				if ci.Callee != nil {
					if ref := ci.Callee(o); ref != nil && len(ref.Nested) > 0 {
						continue
					}
				}
				if t := in.cg.resolve(o); !t.external() {
					in.calls = append(in.calls, resolvedCall{o, it.n, t})
				}
				continue
			}
			for _, r := range o.Regions() {
				nn := in.cg.nodes[r]
				if nested || nn == nil {
					if nn == nil {
						nn = it.n
					}
					for _, b := range r.Blocks() {
						work = append(work, item{b, nn})
					}
				}
			}
		}
	}
}

func (in *inliner) inlineCallsInSCC(scc []*cgNode) ([]*cgNode, bool) {
	deadNodes := map[*cgNode]bool{}
	var deadOrder []*cgNode
	markDead := func(n *cgNode) {
		if !deadNodes[n] {
			deadNodes[n] = true
			deadOrder = append(deadOrder, n)
		}
	}
	for _, n := range scc {
		if n.external() {
			continue
		}
		if in.uses.isDead(n) {
			markDead(n)
		} else {
			in.collectCalls(n.region.Blocks(), n, false)
		}
	}
	type histEntry struct {
		node   *cgNode
		parent int // -1: none
	}
	var history []histEntry
	callHistory := make([]int, len(in.calls))
	for i := range callHistory {
		callHistory[i] = -1
	}
	inHistory := func(n *cgNode, id int) bool {
		for id >= 0 {
			if history[id].node == n {
				return true
			}
			id = history[id].parent
		}
		return false
	}
	inlinedAny := false
	for i := 0; i < len(in.calls); i++ {
		rc := in.calls[i]
		if deadNodes[rc.source] {
			continue
		}
		hid := callHistory[i]
		if inHistory(rc.target, hid) || !in.shouldInline(rc) {
			continue
		}
		prev := len(in.calls)
		inPlace := in.uses.hasOneUseAndDiscardable(rc.target)
		if !in.inlineCall(rc, !inPlace) {
			continue
		}
		inlinedAny = true
		history = append(history, histEntry{rc.target, hid})
		for k := prev; k < len(in.calls); k++ {
			callHistory = append(callHistory, len(history)-1)
		}
		in.uses.dropCallUses(rc.source, rc.call)
		in.uses.mergeAfterInlining(rc.target, rc.source)
		rc.call.Erase()
		if inPlace {
			in.uses.eraseNode(rc.target)
			markDead(rc.target)
		}
	}
	var rest []*cgNode
	for _, n := range scc {
		if !deadNodes[n] {
			rest = append(rest, n)
		}
	}
	for _, n := range deadOrder {
		if !in.deadMarked[n] {
			in.deadMarked[n] = true
			in.dead = append(in.dead, n)
		}
	}
	in.calls = in.calls[:0]
	return rest, inlinedAny
}

// shouldInline is MLIR's: not a terminator call, no edge of the callee
// back to itself or to the caller, the callee no ancestor of the call, a
// callee of several blocks only where the caller's region can hold
// several, and within the inlining threshold.
func (in *inliner) shouldInline(rc resolvedCall) bool {
	if rc.call.HasTrait(ir.Terminator) {
		return false
	}
	for _, e := range rc.target.edges {
		if e.target == rc.target || e.target == rc.source {
			return false
		}
	}
	callee := rc.target.region
	if callee.IsAncestor(rc.call.ParentRegion()) {
		return false
	}
	if len(callee.Blocks()) >= 2 {
		p := rc.call.ParentOp()
		if callee.ParentOp().Name() != p.Name() && (p.Def() == nil || p.HasTrait(ir.SingleBlock)) {
			return false
		}
	}
	return in.profitable(rc)
}

// profitable applies inlining-threshold: the callee's op count over the
// caller's, in percent, must not exceed it.
func (in *inliner) profitable(rc resolvedCall) bool {
	if in.threshold < 0 || in.threshold >= 4294967295 {
		return true
	}
	count := func(r *ir.Region) int64 {
		n := int64(0)
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				ir.Walk(o, func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
			}
		}
		return n
	}
	callee := count(rc.target.region)
	caller := count(rc.source.region)
	if caller == 0 {
		return true
	}
	return callee*100/caller <= in.threshold
}

// inlineCall inlines the callee of rc at the call (MLIR's inlineCall):
// a copy of the callee's body (or the body itself, moved, when clone is
// false) replaces the call, its arguments bound to the call's operands and
// its returns to the call's results; the call itself stays for the caller
// to erase. It reports false, having changed nothing, when a type does not
// match or a dialect does not allow it.
func (in *inliner) inlineCall(rc resolvedCall, clone bool) bool {
	call, src := rc.call, rc.target.region
	callable := src.ParentOp()
	entry := src.Front()
	args := ir.CallArgs(call)
	if entry == nil || len(args) != entry.NumArgs() || call.NumResults() != len(callableResults(callable)) {
		return false
	}
	for i, t := range callableResults(callable) {
		if !ir.TypesEqual(t, call.Result(i).Type()) {
			return false
		}
	}
	if ci := ir.InlinerOf(call); ci == nil || ci.LegalCall == nil || !ci.LegalCall(call, callable, clone) {
		return false
	}
	m := ir.NewMapping()
	for i, a := range entry.Args() {
		if !ir.TypesEqual(args[i].Type(), a.Type()) {
			return false
		}
		m.Map(a, args[i])
	}
	dest := call.ParentRegion()
	if di := ir.InlinerOf(dest.ParentOp()); di == nil || di.LegalRegion == nil || !di.LegalRegion(dest, src, clone, m) {
		return false
	}
	if !legalToInline(src, dest, clone, m) {
		return false
	}

	r := ir.NewRewriter(nil)
	block := call.Block()
	post := r.SplitBlock(block, call.Next())
	var blocks []*ir.Block
	if clone {
		blocks = src.CloneInto(dest, post, m)
	} else {
		blocks = append(blocks, src.Blocks()...)
		r.InlineRegionBefore(src, dest, post)
		for _, b := range blocks {
			for o := b.First(); o != nil; o = o.Next() {
				ir.Walk(o, func(x *ir.Operation) ir.WalkResult {
					for i, v := range x.Operands() {
						if w := m.Lookup(v); w != v {
							x.SetOperand(i, w)
						}
					}
					return ir.WalkAdvance
				})
			}
		}
	}
	if !call.Loc.IsUnknown() {
		remapLocations(blocks, call.Loc)
	}
	in.collectCalls(blocks, in.nodeAround(dest), true)
	first := blocks[0]
	if len(blocks) == 1 {
		term := first.Terminator()
		if ti := ir.InlinerOf(term); ti != nil && ti.HandleTerminator != nil {
			ti.HandleTerminator(term, call.Results())
		}
		term.Erase()
		moveOps(post, first)
		dest.RemoveBlock(post)
	} else {
		for _, res := range call.Results() {
			res.ReplaceAllUsesWith(post.AddArgument(res.Type(), call.Loc))
		}
		b := &ir.Builder{}
		for _, nb := range blocks {
			term := nb.Terminator()
			if ti := ir.InlinerOf(term); ti != nil && ti.HandleTerminatorBranch != nil {
				b.SetInsertionPointBefore(term)
				ti.HandleTerminatorBranch(b, term, post)
			}
		}
	}
	moveOps(first, block)
	dest.RemoveBlock(first)
	return true
}

// moveOps moves the ops of from to the end of to.
func moveOps(from, to *ir.Block) {
	for o := from.First(); o != nil; o = from.First() {
		o.Remove()
		to.Append(o)
	}
}

// callableResults returns the result types of a callable (a function's
// type's results).
func callableResults(op *ir.Operation) []ir.Type {
	if ft := ir.FuncType(op); ft != nil {
		return ft.Results
	}
	return nil
}

// nodeAround returns the call graph node of the callable region nearest
// around r.
func (in *inliner) nodeAround(r *ir.Region) *cgNode {
	for r != nil {
		if n := in.cg.nodes[r]; n != nil {
			return n
		}
		p := r.ParentOp()
		if p == nil {
			return nil
		}
		r = p.ParentRegion()
	}
	return nil
}

// legalToInline checks every op of src (and, recursively, of their
// regions, each against its own region) with its dialect's LegalOp hook,
// for insertion into dest.
func legalToInline(src, dest *ir.Region, clone bool, m *ir.Mapping) bool {
	for _, b := range src.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			if o.Name() == "builtin.unrealized_conversion_cast" {
				continue
			}
			ii := ir.InlinerOf(o)
			if ii == nil || ii.LegalOp == nil || !ii.LegalOp(o, dest, clone, m) {
				return false
			}
			for _, r := range o.Regions() {
				if !legalToInline(r, r, clone, m) {
					return false
				}
			}
		}
	}
	return true
}

// remapLocations gives every op and block argument in blocks (nested ones
// too) the location callsite(its location at caller).
func remapLocations(blocks []*ir.Block, caller ir.Location) {
	var block func(b *ir.Block)
	block = func(b *ir.Block) {
		for _, a := range b.Args() {
			a.Loc = ir.CallSiteLocation(a.Loc, caller)
		}
		for o := b.First(); o != nil; o = o.Next() {
			o.Loc = ir.CallSiteLocation(o.Loc, caller)
			for _, r := range o.Regions() {
				for _, nb := range r.Blocks() {
					block(nb)
				}
			}
		}
	}
	for _, b := range blocks {
		block(b)
	}
}

// splitTopLevel splits text at the commas outside parentheses and braces
// ("func.func(canonicalize,cse),llvm.func(cse)" gives two pipelines).
func splitTopLevel(text string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range text {
		switch r {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(text[start:i]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}
