package dealloc

import (
	"github.com/memopt/memopt/ir"
)

// ManualDeallocationAttr marks allocations and frees that the program
// manages itself (MLIR's bufferization.manual_deallocation): the pass
// neither frees those allocations nor rejects those frees.
const ManualDeallocationAttr = "bufferization.manual_deallocation"

// Deallocator places the deallocations of one function (MLIR's
// BufferDeallocation).
type Deallocator struct {
	// State is the ownership state of the function.
	State *State
	fn    *ir.Operation
}

// DeallocateFunction inserts the deallocations of function fn (a
// func.func with a body), as mlir-opt 22's
// ownership-based-buffer-deallocation does; with
// privateFuncDynamicOwnership, private functions take and return the
// ownership of their memref arguments and results as extra i1 values.
func DeallocateFunction(fn *ir.Operation, privateFuncDynamicOwnership bool) error {
	d := &Deallocator{State: newState(fn, privateFuncDynamicOwnership), fn: fn}
	if hasBackedge(fn) {
		return fn.Errorf("Only structured control-flow loops are supported.")
	}
	if err := d.walkBlocks(fn); err != nil {
		return err
	}
	return updateFunctionSignature(fn)
}

// hasBackedge reports whether unstructured control flow in op forms a
// loop (MLIR's Backedges analysis).
func hasBackedge(op *ir.Operation) bool {
	onStack := map[*ir.Block]bool{}
	found := false
	var visitOp func(op *ir.Operation)
	var visitBlock func(b *ir.Block)
	visitBlock = func(b *ir.Block) {
		if onStack[b] {
			found = true
			return
		}
		onStack[b] = true
		for o := b.First(); o != nil; o = o.Next() {
			visitOp(o)
		}
		delete(onStack, b)
	}
	visitOp = func(op *ir.Operation) {
		if ir.IsBranch(op) {
			for _, s := range op.Block().Successors() {
				visitBlock(s)
			}
		}
		for _, r := range op.Regions() {
			if f := r.Front(); f != nil {
				visitBlock(f)
			}
		}
	}
	visitOp(op)
	return found
}

// walkBlocks deallocates every block nested in op, post-order (the blocks
// nested in a block's ops before the block), the blocks of a region in
// depth-first order of the control flow from its entry.
func (d *Deallocator) walkBlocks(op *ir.Operation) error {
	for _, r := range op.Regions() {
		for _, b := range dfsBlocks(r) {
			for _, o := range b.Ops() {
				if err := d.walkBlocks(o); err != nil {
					return err
				}
			}
			if err := d.deallocateBlock(b); err != nil {
				return err
			}
		}
	}
	return nil
}

// dfsBlocks returns the blocks of r reachable from its entry, in
// depth-first pre-order over the successors.
func dfsBlocks(r *ir.Region) []*ir.Block {
	f := r.Front()
	if f == nil {
		return nil
	}
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		if seen[b] {
			return
		}
		seen[b] = true
		out = append(out, b)
		for _, s := range b.Successors() {
			visit(s)
		}
	}
	visit(f)
	return out
}

// atBlockBegin returns a builder inserting before the current first op of
// b (MLIR's OpBuilder::atBlockBegin).
func atBlockBegin(b *ir.Block) *ir.Builder {
	bld := ir.NewBuilder()
	bld.SetInsertionPointToStart(b)
	return bld
}

// before returns a builder inserting before op.
func before(op *ir.Operation) *ir.Builder {
	bld := ir.NewBuilder()
	bld.SetInsertionPointBefore(op)
	return bld
}

// isFunction reports whether op is a function (func.func).
func isFunction(op *ir.Operation) bool {
	return op != nil && op.HasTrait(ir.Symbol) && op.NumRegions() == 1 && ir.FuncType(op) != nil
}

// isPrivate reports whether symbol op has private visibility.
func isPrivate(op *ir.Operation) bool {
	v, _ := op.Attr("sym_visibility").(*ir.StringAttr)
	return v != nil && v.Value == "private"
}

// isDeclaration reports whether function op has no body.
func isDeclaration(op *ir.Operation) bool { return op.NumRegions() == 0 || op.Region(0).Empty() }

// withoutDynamicOwnership reports whether op is a function whose boundary
// follows the fixed ABI (callers own results, the callee owns no argument).
func (d *Deallocator) withoutDynamicOwnership(op *ir.Operation) bool {
	return isFunction(op) && (!d.State.dynamicFn || !isPrivate(op) || isDeclaration(op))
}

func (d *Deallocator) deallocateBlock(blk *ir.Block) error {
	s := d.State
	bld := atBlockBegin(blk)
	for _, li := range s.liveMemrefsIn(blk) {
		if li.ParentRegion() == blk.Parent() {
			s.UpdateOwnership(li, s.GetOwnership(li, li.OwnerBlock()), blk)
			s.AddMemrefToDeallocate(li, blk)
			continue
		}
		if li.ParentRegion() != nil && li.ParentRegion().IsAncestor(blk.Parent()) {
			s.UpdateOwnership(li, Unique(ir.BoolConstant(bld, valueLoc(li), false)), blk)
		}
	}
	n := blk.NumArgs()
	entry := blk.Parent().Front() == blk
	for i := 0; i < n; i++ {
		arg := blk.Arg(i)
		if !isMemref(arg) {
			continue
		}
		if entry && isFunction(blk.ParentOp()) {
			s.UpdateOwnership(arg, Unique(ir.BoolConstant(bld, arg.Loc, false)), nil)
			s.AddMemrefToDeallocate(arg, blk)
			continue
		}
		na := blk.AddArgument(ir.I1, arg.Loc)
		s.UpdateOwnership(arg, Unique(na), nil)
		s.AddMemrefToDeallocate(arg, blk)
	}
	for op := blk.First(); op != nil; {
		next := op.Next()
		res, err := d.handleAll(op)
		if err != nil {
			return err
		}
		if res != nil {
			d.populateRemainingOwnerships(res)
		}
		op = next
	}
	return nil
}

// implementsEffects reports whether op declares its memory effects
// (MemoryEffectOpInterface; Pure ops declare none).
func implementsEffects(op *ir.Operation) bool {
	d := op.Def()
	return d != nil && (d.Effects != nil || d.Traits&ir.Pure != 0)
}

// effectsOf returns op's declared memory effects.
func effectsOf(op *ir.Operation) []ir.MemoryEffect {
	if d := op.Def(); d != nil && d.Effects != nil {
		return d.Effects(op)
	}
	return nil
}

// hasNeitherAllocNorFree reports whether op (in isolation, without its
// regions) neither allocates nor frees memory.
func hasNeitherAllocNorFree(op *ir.Operation) bool {
	if implementsEffects(op) {
		for _, e := range effectsOf(op) {
			if e.Kind == ir.EffectAllocate || e.Kind == ir.EffectFree {
				return false
			}
		}
		return true
	}
	return op.HasTrait(ir.RecursiveMemoryEffects)
}

// hasBufferSemantics reports whether op has memref operands, results or
// entry block arguments.
func hasBufferSemantics(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if isMemref(v) {
			return true
		}
	}
	for _, v := range op.Results() {
		if isMemref(v) {
			return true
		}
	}
	for _, r := range op.Regions() {
		if f := r.Front(); f != nil {
			for _, a := range f.Args() {
				if isMemref(a) {
					return true
				}
			}
		}
	}
	return false
}

// verifyPreconditions rejects the ops the pass cannot handle.
func verifyPreconditions(op *ir.Operation) error {
	if op.Name() == "bufferization.dealloc" {
		return op.Errorf("No deallocation operations must be present when running this pass!")
	}
	if !implementsEffects(op) && !op.HasTrait(ir.RecursiveMemoryEffects) && ir.CallOf(op) == nil {
		return op.Errorf("ops with unknown memory side effects are not supported")
	}
	if !hasBufferSemantics(op) && hasNeitherAllocNorFree(op) {
		return nil
	}
	n := op.NumRegions()
	if ((n == 1 && op.NumResults() > 0) || n > 1) && op.Def().RegionBranch == nil {
		return op.Errorf("All operations with attached regions need to implement the RegionBranchOpInterface.")
	}
	if op.HasTrait(ir.NoTerminator) {
		return op.Errorf("NoTerminator trait is not supported")
	}
	if op.HasTrait(ir.Terminator) {
		br, rt := ir.IsBranch(op), ir.IsRegionTerminator(op)
		if br == rt {
			return op.Errorf("Terminators must implement either BranchOpInterface or RegionBranchTerminatorOpInterface (but not both)!")
		}
		if len(op.Successors()) > 1 {
			return op.Errorf("Terminators with more than one successor are not supported!")
		}
	}
	return nil
}

// handleAll applies the model of op or, without one, every generic
// handler op's interfaces call for, in MLIR's order.
func (d *Deallocator) handleAll(op *ir.Operation) (*ir.Operation, error) {
	if m := InterfaceOf(op); m != nil {
		return m.Process(d, op)
	}
	if err := verifyPreconditions(op); err != nil {
		return nil, err
	}
	var err error
	if implementsEffects(op) {
		if op, err = d.handleEffects(op); err != nil || op == nil {
			return op, err
		}
	}
	if op.Def().RegionBranch != nil {
		op = d.handleRegionBranch(op)
	}
	if ir.CallOf(op) != nil {
		op = d.handleCall(op)
	}
	if ir.IsBranch(op) {
		if op, err = d.handleBranch(op); err != nil || op == nil {
			return op, err
		}
	}
	if ir.IsRegionTerminator(op) {
		return d.handleRegionTerminator(op)
	}
	return op, nil
}

// handleEffects records allocations (owned, to be freed unless scoped or
// manual) and rejects frees outside manual deallocation.
func (d *Deallocator) handleEffects(op *ir.Operation) (*ir.Operation, error) {
	s := d.State
	blk := op.Block()
	effs := effectsOf(op)
	for _, v := range op.Operands() {
		if !isMemref(v) {
			continue
		}
		for _, e := range effs {
			if e.Kind != ir.EffectFree || e.Value != v {
				continue
			}
			if op.Attr(ManualDeallocationAttr) == nil {
				return nil, op.Errorf("memory free side-effect on MemRef value not supported!")
			}
			if o := s.GetOwnership(v, blk); o.IsUnique() {
				b := before(op)
				t := ir.BoolConstant(b, op.Loc, true)
				inv := buildBinary(b, op.Loc, "arith.xori", o.Indicator(), t)
				b.Create(&ir.OperationState{Name: "cf.assert", Operands: []*ir.Value{inv}, Loc: op.Loc,
					Props: []ir.NamedAttr{{Name: "msg", Value: &ir.StringAttr{Value: "expected that the block does not have ownership"}}}})
			}
			break
		}
	}
	for _, r := range op.Results() {
		if !isMemref(r) {
			continue
		}
		var alloc *ir.MemoryEffect
		for i := range effs {
			if effs[i].Kind == ir.EffectAllocate && effs[i].Value == r {
				alloc = &effs[i]
				break
			}
		}
		if alloc == nil {
			continue
		}
		if alloc.Resource == ir.AutomaticAllocationScopeResource || op.Attr(ManualDeallocationAttr) != nil {
			s.ResetOwnerships([]*ir.Value{r}, blk)
			s.UpdateOwnership(r, Unique(ir.BoolConstant(atBlockBegin(blk), op.Loc, false)), nil)
			continue
		}
		s.UpdateOwnership(r, Unique(ir.BoolConstant(atBlockBegin(blk), op.Loc, true)), nil)
		s.AddMemrefToDeallocate(r, blk)
	}
	return op, nil
}

// handleRegionBranch passes no ownership into the regions (a false
// indicator per memref entry operand) and gives every memref result an
// ownership result.
func (d *Deallocator) handleRegionBranch(op *ir.Operation) *ir.Operation {
	s := d.State
	rb := op.Def().RegionBranch
	succs := rb.Successors(op, nil)
	var entry []*ir.Value
	if len(succs) > 0 {
		entry = rb.EntryOperands(op, succs[0])
	}
	f := ir.BoolConstant(atBlockBegin(op.Block()), op.Loc, false)
	ops := op.Operands()
	for _, v := range entry {
		if isMemref(v) {
			ops = append(ops, f)
		}
	}
	op.SetOperands(ops)
	var extra []ir.Type
	for _, r := range op.Results() {
		if isMemref(r) {
			extra = append(extra, ir.I1)
		}
	}
	n := op.NumResults()
	nop := rebuildWithResults(op, extra, s.live)
	k := n
	for _, r := range nop.Results()[:n] {
		if isMemref(r) {
			s.UpdateOwnership(r, Unique(nop.Result(k)), nil)
			k++
			s.AddMemrefToDeallocate(r, nop.Block())
		}
	}
	return nop
}

// materializeUniqueOwnership returns memref (or a replacement) with a
// unique ownership indicator valid in blk, through the model of its
// defining op when it has one.
func (d *Deallocator) materializeUniqueOwnership(b *ir.Builder, memref *ir.Value, blk *ir.Block) (*ir.Value, *ir.Value) {
	if memref.OwnerBlock() != blk {
		return d.State.MemrefWithUniqueOwnership(b, memref, blk)
	}
	owner := memref.DefiningOp()
	if owner == nil {
		owner = memref.OwnerBlock().ParentOp()
	}
	if m := InterfaceOf(owner); m != nil && m.MaterializeUniqueOwnership != nil {
		return m.MaterializeUniqueOwnership(d, b, owner, memref)
	}
	return d.State.MemrefWithUniqueOwnership(b, memref, blk)
}

// materializeGuaranteedOwnership returns memref or a value the block owns
// for sure: a run-time clone when its indicator is not constant true.
func (d *Deallocator) materializeGuaranteedOwnership(b *ir.Builder, memref *ir.Value, blk *ir.Block) *ir.Value {
	nm, cond := d.materializeUniqueOwnership(b, memref, blk)
	if isConstTrue(cond) {
		return nm
	}
	loc := valueLoc(memref)
	mc := buildIfYield(b, loc, cond, nm.Type(), func(*ir.Builder) *ir.Value { return nm }, func(ib *ir.Builder) *ir.Value {
		return ib.Create(&ir.OperationState{Name: "bufferization.clone", Operands: []*ir.Value{nm},
			ResultTypes: []ir.Type{nm.Type()}, Loc: loc}).Result(0)
	})
	t := ir.BoolConstant(b, loc, true)
	d.State.UpdateOwnership(mc, Unique(t), nil)
	d.State.AddMemrefToDeallocate(mc, mc.OwnerBlock())
	return mc
}

// handleCall gives the memref results of a call the ownership the function
// boundary ABI says (owned), or, for private callees under dynamic
// ownership, the ownership the callee returns as extra i1 results. (As in
// mlir-opt 22, arguments pass no ownership: a callee never owns them.)
func (d *Deallocator) handleCall(op *ir.Operation) *ir.Operation {
	s := d.State
	// A callee that is no symbol of the table (func.call_indirect) follows
	// the ABI, as in mlir-opt 22.
	private := false
	if ref := ir.CallOf(op).Callee(op); ref != nil && s.symbols != nil {
		if fn := s.symbols.Lookup(ref); fn != nil {
			private = isPrivate(fn) && !isDeclaration(fn)
		}
	}
	b := before(op)
	if s.dynamicFn && private {
		var extra []ir.Type
		for _, r := range op.Results() {
			if isMemref(r) {
				extra = append(extra, ir.I1)
			}
		}
		n := op.NumResults()
		nop := rebuildWithResults(op, extra, s.live)
		k := n
		for _, r := range nop.Results()[:n] {
			if isMemref(r) {
				s.UpdateOwnership(r, Unique(nop.Result(k)), nil)
				k++
				s.AddMemrefToDeallocate(r, r.OwnerBlock())
			}
		}
		return nop
	}
	t := ir.BoolConstant(b, op.Loc, true)
	for _, r := range op.Results() {
		if isMemref(r) {
			s.UpdateOwnership(r, Unique(t), nil)
			s.AddMemrefToDeallocate(r, r.OwnerBlock())
		}
	}
	return op
}

// handleBranch frees, before a one-successor branch, what the block owns
// and does not pass on, and forwards the ownerships of the memrefs it
// passes as extra operands.
func (d *Deallocator) handleBranch(op *ir.Operation) (*ir.Operation, error) {
	s := d.State
	if len(op.Successors()) > 1 {
		return nil, op.Errorf("BranchOpInterface operations with multiple successors are not supported yet")
	}
	if len(op.Successors()) != 1 {
		return nil, op.Errorf("only BranchOpInterface operations with exactly one successor are supported yet")
	}
	blk := op.Block()
	b := before(op)
	memrefs, conds, err := s.MemrefsAndConditionsToDeallocate(b, op.Loc, blk)
	if err != nil {
		return nil, err
	}
	fwd := ir.BranchOperandsOf(op, 0)
	retain := s.MemrefsToRetain(blk, op.Successors()[0], fwd)
	dop := ir.BuildDealloc(b, op.Loc, memrefs, conds, retain)
	s.ResetOwnerships(retain, blk)
	for i, r := range retain {
		s.UpdateOwnership(r, Unique(dop.Result(i)), blk)
	}
	n := 0
	for _, v := range fwd {
		if isMemref(v) {
			n++
		}
	}
	ops := append(append([]*ir.Value(nil), fwd...), dop.Results()[:n]...)
	ir.SetBranchOperandsOf(op, 0, ops)
	return op, nil
}

// handleRegionTerminator makes a function's returned memrefs owned (fixed
// ABI), frees what the block owns and does not return, and (otherwise)
// returns the ownerships of the returned memrefs as extra operands.
func (d *Deallocator) handleRegionTerminator(op *ir.Operation) (*ir.Operation, error) {
	fixed := d.withoutDynamicOwnership(op.ParentOp())
	if fixed {
		b := before(op)
		for i, v := range op.Operands() {
			if isMemref(v) {
				op.SetOperand(i, d.materializeGuaranteedOwnership(b, v, op.Block()))
			}
		}
	}
	fwd := append([]*ir.Value(nil), ir.RegionTerminatorForwarded(op)...)
	owns, err := d.insertDeallocForReturnLike(op, fwd)
	if err != nil || owns == nil {
		return op, err
	}
	if !fixed {
		ir.SetRegionTerminatorForwarded(op, append(fwd, owns...))
	}
	return op, nil
}

// insertDeallocForReturnLike inserts before terminator op (no successors)
// the dealloc of what its block owns, retaining operands and the memrefs
// live out of the block; it returns the updated ownerships of the memref
// operands (non-nil when a dealloc was inserted).
func (d *Deallocator) insertDeallocForReturnLike(op *ir.Operation, operands []*ir.Value) ([]*ir.Value, error) {
	s := d.State
	blk := op.Block()
	b := before(op)
	memrefs, conds, err := s.MemrefsAndConditionsToDeallocate(b, op.Loc, blk)
	if err != nil {
		return nil, err
	}
	retain := s.MemrefsToRetain(blk, nil, operands)
	if len(memrefs) == 0 && len(retain) == 0 {
		return nil, nil
	}
	dop := ir.BuildDealloc(b, op.Loc, memrefs, conds, retain)
	s.ResetOwnerships(retain, blk)
	for i, r := range retain {
		s.UpdateOwnership(r, Unique(dop.Result(i)), blk)
	}
	n := 0
	for _, v := range operands {
		if isMemref(v) {
			n++
		}
	}
	return append([]*ir.Value{}, dop.Results()[:n]...), nil
}

// populateRemainingOwnerships gives the memref results the handlers left
// without ownership the joined ownership of the op's memref operands (a
// result may alias any of them), or false without memref operands.
func (d *Deallocator) populateRemainingOwnerships(op *ir.Operation) {
	s := d.State
	blk := op.Block()
	for _, r := range op.Results() {
		if !isMemref(r) || !s.GetOwnership(r, blk).IsUninitialized() {
			continue
		}
		for _, v := range op.Operands() {
			if isMemref(v) {
				s.UpdateOwnership(r, s.GetOwnership(v, v.OwnerBlock()), blk)
			}
		}
		if s.GetOwnership(r, blk).IsUninitialized() {
			s.UpdateOwnership(r, Unique(ir.BoolConstant(before(op), op.Loc, false)), blk)
		}
	}
}

// updateFunctionSignature sets the function type of fn from its entry
// block arguments and the operands its returns forward.
func updateFunctionSignature(fn *ir.Operation) error {
	ft := ir.FuncType(fn)
	results := ft.Results
	var first []ir.Type
	found := false
	for _, b := range fn.Region(0).Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			if !ir.IsRegionTerminator(o) {
				continue
			}
			var ts []ir.Type
			for _, v := range ir.RegionTerminatorForwarded(o) {
				ts = append(ts, v.Type())
			}
			if !found {
				first, found = ts, true
			} else if !typesEqual(first, ts) {
				return fn.Errorf("there are multiple return operations with different operand types")
			}
		}
	}
	if found {
		results = first
	}
	var inputs []ir.Type
	for _, a := range fn.Region(0).Front().Args() {
		inputs = append(inputs, a.Type())
	}
	fn.SetAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: inputs, Results: results}})
	return nil
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !ir.TypesEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}
