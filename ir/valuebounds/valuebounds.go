// Package valuebounds computes constant ranges of index and integer values
// and of the dynamic dimensions of shaped values, modelled on MLIR's
// ValueBoundsOpInterface: what an op says about the values it defines is
// its ir.OpDef.Bounds hook; this package follows values through those
// hooks, through loop induction variables (ir.Loop), through the values
// that structured control flow forwards (ir.RegionBranchInterface: scf.if
// results, loop results) and, when asked, across calls to private
// functions whose every call site is bounded.
//
// Every range the analysis gives is sound: the value (or dimension) lies in
// it whenever the program reaches it. When it finds no upper bound, Why
// says where the chain of values ends.
package valuebounds

import (
	"fmt"

	"github.com/memopt/memopt/ir"
)

// Options configure an analysis.
type Options struct {
	// AcrossCalls bounds the arguments of private functions by their call
	// sites (every use of the function must be a direct call). It reads
	// the IR of the callers: a pass that runs on several functions at once
	// must leave it off.
	AcrossCalls bool
}

// key names a value (dim -1) or one dimension of a shaped value.
type key struct {
	v   *ir.Value
	dim int
}

// entry is a computed (or in-progress) range with the reason for an
// unknown upper side.
type entry struct {
	r    ir.Range
	why  string
	busy bool
}

// Analysis computes ranges on demand and caches them. It only reads the
// IR; it must not outlive changes to the values it was asked about.
type Analysis struct {
	opts  Options
	memo  map[key]*entry
	calls map[*ir.Operation]*symbolUses
}

// New returns an analysis with options opts.
func New(opts Options) *Analysis {
	return &Analysis{opts: opts, memo: map[key]*entry{}, calls: map[*ir.Operation]*symbolUses{}}
}

// Value returns the range of an integer or index value.
func (a *Analysis) Value(v *ir.Value) ir.Range { return a.get(key{v, -1}).r }

// Dim returns the range of dimension d of a ranked shaped value (exact
// for a static dimension).
func (a *Analysis) Dim(v *ir.Value, d int) ir.Range { return a.get(key{v, d}).r }

// Why says why Value(v) (d < 0) or Dim(v, d) has no upper bound ("" when
// it has one).
func (a *Analysis) Why(v *ir.Value, d int) string {
	if d < 0 {
		d = -1
	}
	e := a.get(key{v, d})
	if e.r.HasHi {
		return ""
	}
	return e.why
}

// UpperBound returns the upper bound of v, or ok false and why there is
// none.
func (a *Analysis) UpperBound(v *ir.Value) (hi int64, ok bool, why string) {
	e := a.get(key{v, -1})
	return e.r.Hi, e.r.HasHi, e.why
}

// query is the ir.BoundsQuery a hook gets: it remembers the first value it
// gave without an upper bound, whose reason becomes the op's.
type query struct {
	a     *Analysis
	first *entry
}

func (q *query) note(e *entry) ir.Range {
	if !e.r.HasHi && q.first == nil {
		q.first = e
	}
	return e.r
}

// Value implements ir.BoundsQuery.
func (q *query) Value(v *ir.Value) ir.Range { return q.note(q.a.get(key{v, -1})) }

// Dim implements ir.BoundsQuery.
func (q *query) Dim(v *ir.Value, d int) ir.Range { return q.note(q.a.get(key{v, d})) }

// at names an op and where it is, for reasons.
func at(op *ir.Operation) string {
	p := op.Loc.Position()
	if p.Line > 0 {
		return fmt.Sprintf("'%s' at line %d", op.Name(), p.Line)
	}
	return fmt.Sprintf("'%s'", op.Name())
}

// what names k for reasons.
func what(k key) string {
	if k.dim >= 0 {
		return fmt.Sprintf("dimension %d of ", k.dim)
	}
	return ""
}

func (a *Analysis) get(k key) *entry {
	if e := a.memo[k]; e != nil {
		if e.busy {
			// A value that depends on itself (carried around a loop):
			// nothing is known without a fixed point.
			return &entry{why: "it depends on itself around a loop"}
		}
		return e
	}
	e := &entry{busy: true}
	a.memo[k] = e
	r, why := a.compute(k)
	if k.dim >= 0 {
		r = r.AtLeast(0)
	}
	e.r, e.why, e.busy = r, why, false
	if r.HasHi {
		e.why = ""
	} else if e.why == "" {
		e.why = "nothing bounds it"
	}
	return e
}

// compute derives the range of k.
func (a *Analysis) compute(k key) (ir.Range, string) {
	v := k.v
	if v == nil {
		return ir.Unbounded, "no value"
	}
	if k.dim >= 0 {
		st, ok := v.Type().(ir.ShapedType)
		if !ok {
			return ir.Unbounded, "not a shaped value"
		}
		shape, ok := st.Dims()
		if !ok {
			return ir.Unbounded, "an unranked value"
		}
		if k.dim >= len(shape) {
			return ir.Unbounded, "no such dimension"
		}
		if shape[k.dim] != ir.Dynamic {
			return ir.Exact(shape[k.dim]), ""
		}
	} else if ir.IntBits(v.Type()) == 0 {
		return ir.Unbounded, "not an integer"
	}
	if op := v.DefiningOp(); op != nil {
		return a.result(op, v.Index(), k)
	}
	return a.blockArg(k)
}

// result derives the range of result i of op through its bounds hook or,
// for structured control flow, the values forwarded to it.
func (a *Analysis) result(op *ir.Operation, i int, k key) (ir.Range, string) {
	d := op.Def()
	var hook func(q *query) ir.Range
	switch {
	case d != nil && d.Bounds != nil && k.dim < 0 && d.Bounds.Value != nil:
		hook = func(q *query) ir.Range { return d.Bounds.Value(op, i, q) }
	case d != nil && d.Bounds != nil && k.dim >= 0 && d.Bounds.Dim != nil:
		hook = func(q *query) ir.Range { return d.Bounds.Dim(op, i, k.dim, q) }
	}
	if hook != nil {
		q := &query{a: a}
		r := hook(q)
		if r.HasHi {
			return r, ""
		}
		if q.first != nil {
			return r, q.first.why
		}
		return r, fmt.Sprintf("%s%s gives no upper bound", what(k), at(op))
	}
	if d != nil && d.RegionBranch != nil {
		if r, why, ok := a.forwarded(op, nil, k); ok {
			return r, why
		}
	}
	return ir.Unbounded, fmt.Sprintf("it comes from %s%s, which has no bounds model", what(k), at(op))
}

// blockArg derives the range of a block argument: a loop induction
// variable, a value forwarded by structured control flow, or a function
// argument bounded by its call sites.
func (a *Analysis) blockArg(k key) (ir.Range, string) {
	v := k.v
	b := v.OwnerBlock()
	if b == nil || b.ParentOp() == nil {
		return ir.Unbounded, "a detached value"
	}
	owner := b.ParentOp()
	r := v.ParentRegion()
	entryBlock := r != nil && r.Front() == b
	if !entryBlock {
		return ir.Unbounded, fmt.Sprintf("it is an argument of a non-entry block in %s", at(owner))
	}
	if k.dim < 0 {
		if li := ir.Loop(owner); li != nil {
			for j, iv := range li.IVs {
				if iv == v {
					return a.inductionVar(owner, li, j)
				}
			}
		}
	}
	if d := owner.Def(); d != nil && d.RegionBranch != nil {
		if rg, why, ok := a.forwarded(owner, r, k); ok {
			return rg, why
		}
	}
	if ft := ir.FuncType(owner); ft != nil && owner.HasTrait(ir.Symbol) && r.Index() == 0 {
		return a.funcArg(owner, v.Index(), k)
	}
	return ir.Unbounded, fmt.Sprintf("it is an argument of %s", at(owner))
}

// inductionVar bounds induction variable j of a loop: lb <= iv < ub for a
// positive step.
func (a *Analysis) inductionVar(loop *ir.Operation, li *ir.LoopInfo, j int) (ir.Range, string) {
	q := &query{a: a}
	fold := func(f ir.FoldResult) ir.Range {
		if f.Value == nil {
			return ir.Exact(f.Const)
		}
		return q.Value(f.Value)
	}
	step := fold(li.Step[j])
	if !step.HasLo || step.Lo <= 0 {
		return ir.Unbounded, fmt.Sprintf("it is an induction variable of %s whose step is not known to be positive", at(loop))
	}
	lb, ub := fold(li.Lower[j]), fold(li.Upper[j])
	out := ir.Range{Lo: lb.Lo, HasLo: lb.HasLo}
	if ub.HasHi {
		out.Hi, out.HasHi = ub.Hi-1, true
		if lb.HasLo && out.Hi < lb.Lo {
			out.Hi = lb.Lo // no iteration: nothing to bound, keep it ordered
		}
		return out, ""
	}
	why := fmt.Sprintf("it is an induction variable of %s whose upper bound is unbounded", at(loop))
	if q.first != nil {
		why += ": " + q.first.why
	}
	return out, why
}

// forwarded joins the values that op's structured control flow forwards to
// k's value: op's results (into nil) or the entry arguments of region
// into. ok is false when op does not describe where k comes from.
func (a *Analysis) forwarded(op *ir.Operation, into *ir.Region, k key) (ir.Range, string, bool) {
	rb := op.Def().RegionBranch
	if rb.Successors == nil {
		return ir.Unbounded, "", false
	}
	var sources []*ir.Value
	complete := true
	add := func(s ir.RegionSuccessor, operands []*ir.Value) {
		for idx, in := range s.Inputs {
			if in != k.v {
				continue
			}
			// Inputs and forwarded operands line up from the end (a loop's
			// induction variables come first among the inputs).
			off := len(s.Inputs) - len(operands)
			if idx-off < 0 || idx-off >= len(operands) {
				complete = false
				continue
			}
			sources = append(sources, operands[idx-off])
		}
	}
	targets := func(s ir.RegionSuccessor) bool { return s.Region == into }
	found := false
	for _, s := range rb.Successors(op, nil) {
		if targets(s) {
			found = true
			if rb.EntryOperands == nil {
				complete = false
				continue
			}
			add(s, rb.EntryOperands(op, s))
		}
	}
	for _, reg := range op.Regions() {
		for _, s := range rb.Successors(op, reg) {
			if !targets(s) {
				continue
			}
			found = true
			for _, blk := range reg.Blocks() {
				term := blk.Terminator()
				if term == nil || term.Def() == nil || term.Def().RegionTerminatorOperands == nil || len(term.Successors()) > 0 {
					if term != nil && len(term.Successors()) > 0 {
						continue // a branch inside the region
					}
					complete = false
					continue
				}
				add(s, term.Def().RegionTerminatorOperands(term, s))
			}
		}
	}
	if !found {
		return ir.Unbounded, "", false
	}
	if !complete || len(sources) == 0 {
		return ir.Unbounded, fmt.Sprintf("it is forwarded by %s in a way the analysis does not follow", at(op)), true
	}
	var out ir.Range
	first := true
	q := &query{a: a}
	for _, s := range sources {
		if s == k.v {
			continue // passed around unchanged: adds nothing
		}
		var r ir.Range
		if k.dim >= 0 {
			r = q.Dim(s, k.dim)
		} else {
			r = q.Value(s)
		}
		if first {
			out, first = r, false
		} else {
			out = out.Join(r)
		}
	}
	if first {
		return ir.Unbounded, fmt.Sprintf("it is only forwarded to itself by %s", at(op)), true
	}
	if !out.HasHi && q.first != nil {
		return out, q.first.why, true
	}
	return out, "", true
}

// symbolUses lists, per symbol name of a symbol table, the direct calls
// and whether something else refers to it.
type symbolUses struct {
	calls map[string][]*ir.Operation
	other map[string]*ir.Operation
}

// uses returns the symbol uses of the table op st (computed once).
func (a *Analysis) uses(st *ir.Operation) *symbolUses {
	if u := a.calls[st]; u != nil {
		return u
	}
	u := &symbolUses{calls: map[string][]*ir.Operation{}, other: map[string]*ir.Operation{}}
	ir.Walk(st, func(op *ir.Operation) ir.WalkResult {
		isCall := op.HasTrait(ir.CallLike)
		scan := func(attrs []ir.NamedAttr) {
			for _, na := range attrs {
				ref, ok := na.Value.(*ir.SymbolRefAttr)
				if !ok {
					continue
				}
				if isCall && na.Name == "callee" && len(ref.Nested) == 0 {
					u.calls[ref.Root] = append(u.calls[ref.Root], op)
				} else if u.other[ref.Root] == nil {
					u.other[ref.Root] = op
				}
			}
		}
		scan(op.Props())
		scan(op.Attrs())
		return ir.WalkAdvance
	})
	a.calls[st] = u
	return u
}

// funcArg bounds argument i of function fn by its call sites.
func (a *Analysis) funcArg(fn *ir.Operation, i int, k key) (ir.Range, string) {
	name := ir.SymbolName(fn)
	arg := fmt.Sprintf("argument #%d of @%s", i, name)
	if k.dim >= 0 {
		arg = fmt.Sprintf("dimension %d of %s", k.dim, arg)
	}
	if vis, _ := fn.Attr("sym_visibility").(*ir.StringAttr); vis == nil || vis.Value != "private" {
		return ir.Unbounded, fmt.Sprintf("it is %s, a public function", arg)
	}
	if !a.opts.AcrossCalls {
		return ir.Unbounded, fmt.Sprintf("it is %s (call sites are not analysed here)", arg)
	}
	st := fn.ParentOp()
	if st == nil || !st.HasTrait(ir.SymbolTable) {
		return ir.Unbounded, fmt.Sprintf("it is %s, outside a symbol table", arg)
	}
	u := a.uses(st)
	if o := u.other[name]; o != nil {
		return ir.Unbounded, fmt.Sprintf("it is %s, which %s refers to other than by a call", arg, at(o))
	}
	calls := u.calls[name]
	if len(calls) == 0 {
		return ir.Unbounded, fmt.Sprintf("it is %s, which is never called", arg)
	}
	var out ir.Range
	for j, c := range calls {
		if c.NumOperands() <= i {
			return ir.Unbounded, fmt.Sprintf("it is %s, which %s calls with fewer operands", arg, at(c))
		}
		e := a.get(key{c.Operand(i), k.dim})
		if !e.r.HasHi {
			return e.r, fmt.Sprintf("it is %s, called at %s with a value without bound: %s", arg, at(c), e.why)
		}
		if j == 0 {
			out = e.r
		} else {
			out = out.Join(e.r)
		}
	}
	return out, ""
}
