package multibuffer

import (
	"fmt"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
)

// DepthAttr marks a loop whose buffers get N copies:
// `scf.for ... {memopt.pipeline_depth = 3 : i64}`.
const DepthAttr = "memopt.pipeline_depth"

// Names of the ops the pass rewrites or creates. The transformation is
// defined on memref.alloc (whose result it replaces) and builds the slice
// with memref.subview, whose result types it recomputes, as MLIR's
// memref::multiBuffer does; everything else is asked through op traits and
// interfaces.
const (
	allocOpName   = "memref.alloc"
	subviewOpName = "memref.subview"
	applyOpName   = "affine.apply"
	deallocOpName = "memref.dealloc"
)

// Options configures the pass (multi-buffer{factor=2 skip-analysis=false}).
type Options struct {
	// Factor is the number of copies for loops without DepthAttr (>= 1;
	// 1 leaves them alone).
	Factor int64
	// SkipAnalysis multi-buffers without checking that the buffer is
	// overwritten before it is read in each iteration.
	SkipAnalysis bool
}

// DefaultOptions returns the pass defaults.
func DefaultOptions() Options { return Options{Factor: 2} }

// Decision is what the pass decided for one memref.alloc that a loop uses.
type Decision struct {
	// Alloc is the original alloc (erased when Buffer is set).
	Alloc *ir.Operation
	// Loc is the original alloc's location.
	Loc ir.Location
	// Type is the original buffer type.
	Type ir.Type
	// Loop is the loop whose iterations use the buffer.
	Loop *ir.Operation
	// Marked is set when Loop carries DepthAttr.
	Marked bool
	// Factor is the number of copies asked for.
	Factor int64
	// Hoisted is set when the alloc was inside Loop (the new buffer is
	// allocated before the loop).
	Hoisted bool
	// Buffer is the multi-buffered alloc, nil when nothing was done.
	Buffer *ir.Operation
	// Reason says why the buffer was not multi-buffered ("" when it was,
	// or when Factor is 1).
	Reason string
}

// Run multi-buffers the eligible allocations of fn (a func.func) and
// returns a decision for every alloc used inside a loop, in IR order. An
// error is returned for a malformed DepthAttr.
func Run(fn *ir.Operation, opts Options) ([]Decision, error) {
	if opts.Factor < 1 {
		return nil, fmt.Errorf("multi-buffer: factor must be >= 1, got %d", opts.Factor)
	}
	depths, err := loopDepths(fn)
	if err != nil {
		return nil, err
	}
	var allocs []*ir.Operation
	order := map[*ir.Operation]int{}
	ir.WalkPreOrder(fn, func(op *ir.Operation) {
		order[op] = len(order)
		if op.Name() == allocOpName && op.NumResults() == 1 {
			allocs = append(allocs, op)
		}
	})
	r := &run{vf: mergealloc.NewViewFlow(fn), fn: fn, opts: opts, depths: depths, order: order,
		index: map[indexKey]*ir.Value{}, cursor: map[*ir.Operation]*ir.Operation{}}
	var out []Decision
	for _, a := range allocs {
		d, ok := r.analyze(a)
		if !ok {
			continue
		}
		if d.Reason == "" && d.Factor > 1 {
			r.rewrite(&d)
		}
		out = append(out, d)
	}
	return out, nil
}

// loopDepths reads and checks every DepthAttr under fn.
func loopDepths(fn *ir.Operation) (map[*ir.Operation]int64, error) {
	depths := map[*ir.Operation]int64{}
	var err error
	ir.Walk(fn, func(op *ir.Operation) ir.WalkResult {
		a := op.DiscardableAttr(DepthAttr)
		if a == nil {
			return ir.WalkAdvance
		}
		ia, ok := a.(*ir.IntegerAttr)
		if !ok || ia.Big != nil || ia.Value < 1 {
			err = op.Errorf("'%s' must be a positive integer, got %s", DepthAttr, a)
			return ir.WalkInterrupt
		}
		if li := ir.Loop(op); li == nil || li.Parallel || len(li.IVs) != 1 {
			err = op.Errorf("'%s' must be on a sequential loop with one induction variable (like scf.for), not on '%s'", DepthAttr, op.Name())
			return ir.WalkInterrupt
		}
		depths[op] = ia.Value
		return ir.WalkAdvance
	})
	return depths, err
}

type indexKey struct {
	loop   *ir.Operation
	factor int64
}

// run holds one function's state.
type run struct {
	vf     *mergealloc.ViewFlow
	fn     *ir.Operation
	opts   Options
	depths map[*ir.Operation]int64
	// order numbers the ops of the input in pre-order (for messages).
	order map[*ir.Operation]int
	// index caches the copy index per loop and factor.
	index map[indexKey]*ir.Value
	// cursor is, per loop, the op after which the next in-place slice goes.
	cursor map[*ir.Operation]*ir.Operation
}

// enclosingLoop returns the nearest proper ancestor of op below fn with the
// LoopLike trait, or nil.
func (r *run) enclosingLoop(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil && p != r.fn; p = p.ParentOp() {
		if p.HasTrait(ir.LoopLike) {
			return p
		}
	}
	return nil
}

// innermostLoopOf returns the innermost LoopLike op below fn that holds
// every op of users, or nil.
func (r *run) innermostLoopOf(users []*ir.Operation) *ir.Operation {
	if len(users) == 0 {
		return nil
	}
	for l := r.enclosingLoop(users[0]); l != nil; l = r.enclosingLoop(l) {
		all := true
		for _, u := range users {
			if !l.IsProperAncestor(u) {
				all = false
				break
			}
		}
		if all {
			return l
		}
	}
	return nil
}

func where(op *ir.Operation) string {
	return fmt.Sprintf("'%s' at %s", op.Name(), op.Loc.Position())
}

// analyze finds the loop of alloc and decides whether it can be
// multi-buffered. ok is false for allocs no loop uses.
func (r *run) analyze(alloc *ir.Operation) (d Decision, ok bool) {
	res := alloc.Result(0)
	d = Decision{Alloc: alloc, Loc: alloc.Loc, Type: res.Type()}
	aliases := r.vf.Aliases(res)
	var users, deallocs []*ir.Operation
	for _, v := range aliases {
		for _, u := range v.Uses() {
			if v == res && mergealloc.DeallocOf(u.Owner()) == res {
				deallocs = append(deallocs, u.Owner())
				continue
			}
			users = append(users, u.Owner())
		}
	}
	own := r.enclosingLoop(alloc)
	loop := r.innermostLoopOf(users)
	if own != nil && r.depths[own] > 0 && loop != nil && loop != own && own.IsProperAncestor(loop) {
		loop = own // the marked loop the alloc is in claims its buffers
	}
	switch {
	case len(users) == 0:
		if own == nil {
			return d, false
		}
		d.Loop, d.Reason = own, "the buffer is never used"
	case own != nil && loop != own && (loop == nil || loop.IsProperAncestor(own)):
		d.Loop = own
		for _, u := range users {
			if !own.IsProperAncestor(u) {
				d.Reason = "the buffer is used outside the loop, by " + where(u)
				break
			}
		}
	case loop == nil:
		return d, false
	default:
		d.Loop = loop
		d.Hoisted = loop == own
	}
	d.Factor = r.opts.Factor
	if n, ok := r.depths[d.Loop]; ok {
		d.Factor, d.Marked = n, true
	}
	if d.Reason != "" {
		return d, true
	}
	d.Reason = r.check(alloc, d.Loop, d.Hoisted, aliases, users, deallocs)
	if mt, ok := d.Type.(*ir.MemRefType); ok && d.Reason == "" && d.Factor > 1 {
		if size, ok := mt.SizeInBytes(); ok && size > ir.MaxBufferBytes/d.Factor {
			d.Reason = fmt.Sprintf("%d copies of %d bytes would take more than %d bytes", d.Factor, size, ir.MaxBufferBytes)
		}
	}
	return d, true
}

// check returns why alloc cannot be multi-buffered over loop ("" when it
// can).
func (r *run) check(alloc, loop *ir.Operation, hoisted bool, aliases []*ir.Value, users, deallocs []*ir.Operation) string {
	li := ir.Loop(loop)
	if li == nil || len(li.IVs) != 1 || loop.NumRegions() != 1 || len(loop.Region(0).Blocks()) != 1 {
		return fmt.Sprintf("the loop '%s' has no single induction variable, lower bound and step", loop.Name())
	}
	if li.Parallel {
		return fmt.Sprintf("the loop '%s' runs its iterations in parallel", loop.Name())
	}
	if _, ok := li.IVs[0].Type().(*ir.IndexType); !ok {
		return fmt.Sprintf("the loop's induction variable has type %s, not index", li.IVs[0].Type())
	}
	if st, ok := li.Step[0].Constant(); ok && st == 0 {
		return "the loop's step is 0"
	}
	mt, ok := alloc.Result(0).Type().(*ir.MemRefType)
	switch {
	case !ok:
		return "the buffer is not a ranked memref"
	case !mt.HasStaticShape() || alloc.NumOperands() > 0:
		return "the buffer has a dynamic shape"
	case !mt.HasIdentityLayout():
		return "the buffer has a non-identity layout"
	case mt.NumElements() == 0:
		// Nothing to overlap, and no slice of it can be taken: MLIR
		// rejects a subview offset into a dimension of size 0.
		return "the buffer has no elements"
	}
	for _, dl := range deallocs {
		if !hoisted && loop.IsProperAncestor(dl) {
			return "the buffer is freed inside the loop, by " + where(dl)
		}
	}
	// Values of the old type become slices (strided, dynamic offset):
	// the alloc and subviews of it. Other aliases must keep their type.
	sliced := map[*ir.Value]bool{alloc.Result(0): true}
	for _, v := range aliases[1:] {
		def := v.DefiningOp()
		var src *ir.Value
		if def != nil && def.Def() != nil && def.Def().ViewSource != nil {
			src = def.Def().ViewSource(def)
		}
		switch {
		case src != nil && sliced[src] && def.Name() == subviewOpName:
			sliced[v] = true
		case src != nil && sliced[src] && !readsOffset(v.Type()):
			return fmt.Sprintf("%s views the buffer with a static offset, which a slice of the multi-buffer does not have", where(def))
		case src != nil:
			// a view whose type stays valid
		case v.IsBlockArgument() && v.OwnerBlock().ParentOp() == loop:
			return fmt.Sprintf("the buffer's value is carried to the next iteration (iter_args of '%s')", loop.Name())
		case def != nil:
			return fmt.Sprintf("the buffer is forwarded by %s", where(def))
		default:
			return fmt.Sprintf("the buffer is forwarded into a region of %s", where(v.OwnerBlock().ParentOp()))
		}
	}
	for _, u := range users {
		if u.HasTrait(ir.ExposesPointer) {
			return fmt.Sprintf("the buffer's address escapes through %s", where(u))
		}
		if u.HasTrait(ir.CallLike) {
			return fmt.Sprintf("the buffer is passed to %s", where(u))
		}
		effects, _ := ir.Effects(u)
		for _, e := range effects {
			if e.Kind == ir.EffectFree {
				return fmt.Sprintf("the buffer is freed through an alias by %s", where(u))
			}
		}
	}
	if !r.opts.SkipAnalysis {
		if why := r.overwrittenFirst(alloc, loop, users); why != "" {
			return why
		}
	}
	return verifySliceTypes(alloc, sliced)
}

// readsOffset reports whether a memref value of type t reads its offset
// from the descriptor at run time (unranked, or a strided layout with a
// dynamic offset), so that it may view a slice at any offset.
func readsOffset(t ir.Type) bool {
	switch mt := t.(type) {
	case *ir.UnrankedMemRefType:
		return true
	case *ir.MemRefType:
		_, off, ok := ir.StridesAndOffset(mt)
		return ok && off == ir.Dynamic
	}
	return true // not a memref
}

// accesses reports whether u reads or writes memory through its operands:
// views only create aliases, ops without effects (memref.dim) touch
// nothing.
func accesses(u *ir.Operation) bool {
	if d := u.Def(); d != nil && d.ViewSource != nil {
		return false
	}
	effects, known := ir.Effects(u)
	return !known || len(effects) > 0
}

// overwrittenFirst checks that in every iteration an op overwrites the
// whole buffer before any op reads it: an op W whose Overwrites hook names
// a value covering the buffer, that reads the buffer through no other
// operand, and that properly dominates every other op accessing it.
func (r *run) overwrittenFirst(alloc, loop *ir.Operation, users []*ir.Operation) string {
	var accessing []*ir.Operation
	for _, u := range users {
		if accesses(u) {
			accessing = append(accessing, u)
		}
	}
	base := alloc.Result(0)
	mayAlias := func(v *ir.Value) bool {
		for _, b := range r.vf.Bases(v) {
			if b == base {
				return true
			}
		}
		return false
	}
	for _, w := range accessing {
		if w.Def() == nil || w.Def().Overwrites == nil {
			continue
		}
		var full *ir.Value
		for _, v := range w.Def().Overwrites(w) {
			if coversBuffer(v, base) {
				full = v
				break
			}
		}
		if full == nil {
			continue
		}
		// The overwritten operand is one slot; any other slot that may
		// point into the buffer is read (or partly written) by w too.
		slots := 0
		for _, v := range w.Operands() {
			if mayAlias(v) {
				slots++
			}
		}
		if slots > 1 {
			continue
		}
		dominatesAll := true
		for _, x := range accessing {
			if x != w && !properlyDominates(w, x) {
				dominatesAll = false
				break
			}
		}
		if dominatesAll {
			return ""
		}
	}
	if len(accessing) == 0 {
		return ""
	}
	first := accessing[0]
	for _, x := range accessing[1:] {
		if r.order[x] < r.order[first] {
			first = x
		}
	}
	return fmt.Sprintf("no op overwrites the whole buffer before %s accesses it, so a value may flow from one iteration to the next (skip-analysis=true multi-buffers anyway)", where(first))
}

// coversBuffer reports whether v is base or a view of it that spans every
// element of base: each view on the way keeps the element count, a
// contiguous row-major layout and offset 0.
func coversBuffer(v, base *ir.Value) bool {
	bt, ok := base.Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	for v != base {
		def := v.DefiningOp()
		if def == nil || def.Def() == nil || def.Def().ViewSource == nil {
			return false
		}
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok || !mt.HasStaticShape() || mt.NumElements() != bt.NumElements() || !mt.HasIdentityLayout() {
			return false
		}
		v = def.Def().ViewSource(def)
	}
	return true
}

// properlyDominates reports whether a runs before b whenever b runs: b
// is nested in (or is) an op that follows a in a's block.
func properlyDominates(a, b *ir.Operation) bool {
	for x := b; x != nil; x = x.ParentOp() {
		if x.Block() == a.Block() {
			return x != a && a.IsBeforeInBlock(x)
		}
	}
	return false
}

// sliceType returns the type of the slice of the multi-buffer of type mb
// that replaces a buffer of shape shape.
func sliceType(mb *ir.MemRefType, shape []int64) (*ir.MemRefType, error) {
	rank := len(mb.Shape)
	offs, sizes, strides := make([]int64, rank), make([]int64, rank), make([]int64, rank)
	offs[0], sizes[0], strides[0] = ir.Dynamic, 1, 1
	for i, d := range shape {
		sizes[i+1], strides[i+1] = d, 1
	}
	t, err := ir.SubviewType(mb, offs, sizes, strides)
	if err != nil {
		return nil, err
	}
	rt, ok := ir.RankReduce(t, shape)
	if !ok {
		return nil, fmt.Errorf("cannot rank-reduce %s to the shape of the buffer", t)
	}
	return rt, nil
}

// staticList returns a subview's static offsets, sizes or strides.
func staticList(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Values
	}
	return nil
}

// retype computes the new types of the sliced values when the alloc
// becomes a slice of type st: the alloc's result takes st, each subview
// of a sliced value the type recomputed from its new source. It returns
// the old types to restore, in order.
func retype(alloc *ir.Operation, sliced map[*ir.Value]bool, st ir.Type) (map[*ir.Value]ir.Type, error) {
	old := map[*ir.Value]ir.Type{}
	set := func(v *ir.Value, t ir.Type) {
		if _, seen := old[v]; !seen {
			old[v] = v.Type()
		}
		v.SetType(t)
	}
	set(alloc.Result(0), st)
	work := []*ir.Value{alloc.Result(0)}
	for len(work) > 0 {
		v := work[0]
		work = work[1:]
		for _, u := range v.Uses() {
			sv := u.Owner()
			if sv.Name() != subviewOpName || u.Index() != 0 || !sliced[sv.Result(0)] {
				continue
			}
			src, ok := v.Type().(*ir.MemRefType)
			oldRes, ok2 := sv.Result(0).Type().(*ir.MemRefType)
			if !ok || !ok2 {
				return old, fmt.Errorf("%s has no ranked memref type", where(sv))
			}
			t, err := ir.SubviewType(src, staticList(sv, "static_offsets"), staticList(sv, "static_sizes"), staticList(sv, "static_strides"))
			if err != nil {
				return old, fmt.Errorf("%s: %v", where(sv), err)
			}
			rt, ok := ir.RankReduce(t, oldRes.Shape)
			if !ok {
				return old, fmt.Errorf("%s: cannot rank-reduce %s", where(sv), t)
			}
			set(sv.Result(0), rt)
			work = append(work, sv.Result(0))
		}
	}
	return old, nil
}

// verifySliceTypes checks, without changing the IR, that every op using a
// sliced value still verifies once the value has its slice type.
func verifySliceTypes(alloc *ir.Operation, sliced map[*ir.Value]bool) string {
	mt := alloc.Result(0).Type().(*ir.MemRefType)
	st, err := sliceType(&ir.MemRefType{Shape: append([]int64{2}, mt.Shape...), Elem: mt.Elem, MemorySpace: mt.MemorySpace}, mt.Shape)
	if err != nil {
		return "the buffer cannot be sliced: " + err.Error()
	}
	old, err := retype(alloc, sliced, st)
	defer func() {
		for v, t := range old {
			v.SetType(t)
		}
	}()
	if err != nil {
		return "a view of the buffer cannot be recomputed: " + err.Error()
	}
	for v := range old {
		for _, u := range v.Uses() {
			if mergealloc.DeallocOf(u.Owner()) == alloc.Result(0) {
				continue
			}
			if err := ir.Verify(u.Owner()); err != nil {
				return fmt.Sprintf("%s does not accept a slice of the multi-buffer (%s)", where(u.Owner()), firstLine(err.Error()))
			}
		}
	}
	return ""
}

func firstLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}

// copyIndex returns ((iv - lb) floordiv step) mod factor for loop, built
// once per loop and factor at the start of the loop body. A constant
// negative step gives ((lb - iv) floordiv -step) mod factor: the same
// index, with the positive divisor lower-affine requires (it stops with
// "division by non-positive value is not supported" otherwise).
func (r *run) copyIndex(loop *ir.Operation, factor int64, loc ir.Location) *ir.Value {
	k := indexKey{loop, factor}
	if v := r.index[k]; v != nil {
		return v
	}
	e, operands, numSyms := ir.Loop(loop).IterationNumber(0)
	e = ir.AffineBin(ir.AffineMod, e, ir.ConstExpr(factor))
	m := &ir.AffineMap{NumDims: 1, NumSyms: numSyms, Results: []*ir.AffineExpr{e}}
	b := ir.NewBuilder()
	body := loop.Region(0).Front()
	b.SetInsertionPointToStart(body)
	if c := r.cursor[loop]; c != nil {
		b.SetInsertionPointAfter(c)
	}
	op := b.Create(&ir.OperationState{
		Name:        applyOpName,
		Operands:    operands,
		ResultTypes: []ir.Type{ir.Index},
		Props:       []ir.NamedAttr{{Name: "map", Value: &ir.AffineMapAttr{Map: m}}},
		Loc:         loc,
	})
	r.cursor[loop] = op
	r.index[k] = op.Result(0)
	return op.Result(0)
}

// rewrite multi-buffers d.Alloc over d.Loop.
func (r *run) rewrite(d *Decision) {
	alloc, loop := d.Alloc, d.Loop
	mt := alloc.Result(0).Type().(*ir.MemRefType)
	mbType := &ir.MemRefType{Shape: append([]int64{d.Factor}, mt.Shape...), Elem: mt.Elem, MemorySpace: mt.MemorySpace}
	b := ir.NewBuilder()
	if d.Hoisted {
		b.SetInsertionPointBefore(loop)
	} else {
		b.SetInsertionPointBefore(alloc)
	}
	mb := b.Create(&ir.OperationState{
		Name:        allocOpName,
		ResultTypes: []ir.Type{mbType},
		ResultNames: []string{"alloc"},
		Props:       append([]ir.NamedAttr(nil), alloc.Props()...),
		Attrs:       append([]ir.NamedAttr(nil), alloc.Attrs()...),
		Loc:         alloc.Loc,
	})
	d.Buffer = mb
	idx := r.copyIndex(loop, d.Factor, alloc.Loc)
	if d.Hoisted {
		b.SetInsertionPointBefore(alloc)
	} else {
		b.SetInsertionPointAfter(r.cursor[loop])
	}
	st, _ := sliceType(mbType, mt.Shape) // checked by verifySliceTypes
	rank := len(mbType.Shape)
	offs, sizes, strides := make([]int64, rank), make([]int64, rank), make([]int64, rank)
	offs[0], sizes[0], strides[0] = ir.Dynamic, 1, 1
	for i, n := range mt.Shape {
		sizes[i+1], strides[i+1] = n, 1
	}
	sv := b.Create(&ir.OperationState{
		Name:        subviewOpName,
		Operands:    []*ir.Value{mb.Result(0), idx},
		ResultTypes: []ir.Type{st},
		ResultNames: []string{"subview"},
		Props: []ir.NamedAttr{
			{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(1, 1, 0, 0)},
			{Name: "static_offsets", Value: &ir.DenseArrayAttr{Elem: ir.I64, Values: offs}},
			{Name: "static_sizes", Value: &ir.DenseArrayAttr{Elem: ir.I64, Values: sizes}},
			{Name: "static_strides", Value: &ir.DenseArrayAttr{Elem: ir.I64, Values: strides}},
		},
		Loc: alloc.Loc,
	})
	if !d.Hoisted {
		r.cursor[loop] = sv
	}
	res := alloc.Result(0)
	freed := false
	for _, u := range res.Uses() {
		if dl := u.Owner(); mergealloc.DeallocOf(dl) == res {
			if d.Hoisted {
				dl.Erase()
				freed = true
			} else {
				dl.SetOperand(0, mb.Result(0))
			}
		}
	}
	if freed {
		b.SetInsertionPointAfter(loop)
		b.Create(&ir.OperationState{Name: deallocOpName, Operands: []*ir.Value{mb.Result(0)}, Loc: alloc.Loc})
	}
	// The alloc's subviews and their subviews take their new types; then
	// every use of the alloc goes through the slice.
	sliced := map[*ir.Value]bool{}
	for _, v := range r.vf.Aliases(res) {
		if def := v.DefiningOp(); v == res || def != nil && def.Name() == subviewOpName && sliced[def.Operand(0)] {
			sliced[v] = true
		}
	}
	_, _ = retype(alloc, sliced, st)
	res.SetType(mt)
	res.ReplaceAllUsesWith(sv.Result(0))
	alloc.Erase()
}
