package dealloc

import "github.com/memopt/memopt/ir"

// Interface is MLIR's BufferDeallocationOpInterface: ops that need their
// own deallocation logic implement it as an external model attached with
// Attach. When an op has it, Process replaces the generic handling.
type Interface struct {
	// Process updates the state for op (and may insert deallocs or replace
	// op); it returns the op whose remaining result ownerships the pass
	// still fills in, or nil when op is gone.
	Process func(d *Deallocator, op *ir.Operation) (*ir.Operation, error)
	// MaterializeUniqueOwnership, when set, returns v (a result of op) or a
	// replacement with an ownership indicator that is unique, creating IR
	// with b; otherwise the state's default (a clone) applies.
	MaterializeUniqueOwnership func(d *Deallocator, b *ir.Builder, op *ir.Operation, v *ir.Value) (*ir.Value, *ir.Value)
}

var interfaceKey = ir.NewInterfaceKey("BufferDeallocationOpInterface")

// Attach attaches m as the deallocation model of the op kinds named; it
// panics when an op is not registered or has a model already.
func Attach(m *Interface, names ...string) {
	for _, n := range names {
		if err := ir.AttachInterface(n, interfaceKey, m); err != nil {
			panic(err)
		}
	}
}

// InterfaceOf returns the deallocation model of op, or nil.
func InterfaceOf(op *ir.Operation) *Interface {
	if m, ok := op.Def().Interface(interfaceKey).(*Interface); ok {
		return m
	}
	return nil
}

func init() {
	Attach(&Interface{Process: processCondBranch}, "cf.cond_br")
	Attach(&Interface{
		Process:                    func(_ *Deallocator, op *ir.Operation) (*ir.Operation, error) { return op, nil },
		MaterializeUniqueOwnership: selectUniqueOwnership,
	}, "arith.select")
	Attach(&Interface{Process: processInParallel}, "scf.forall.in_parallel")
}

// processCondBranch gives each successor of a cf.cond_br its own dealloc,
// guarded by the branch condition, and passes the updated ownerships of
// the forwarded memrefs along; values retained by both deallocs get the
// ownership the condition selects.
func processCondBranch(d *Deallocator, op *ir.Operation) (*ir.Operation, error) {
	s := d.State
	blk := op.Block()
	b := ir.NewBuilder()
	b.SetInsertionPointBefore(op)
	memrefs, conds, err := s.MemrefsAndConditionsToDeallocate(b, op.Loc, blk)
	if err != nil {
		return nil, err
	}
	cond := op.Operand(0)
	branch := func(i int, adapt func(*ir.Value) *ir.Value, mapping map[*ir.Value]*ir.Value) *ir.Operation {
		fwd := ir.BranchOperandsOf(op, i)
		retain := s.MemrefsToRetain(blk, op.Successors()[i], fwd)
		adapted := make([]*ir.Value, len(conds))
		for j, c := range conds {
			adapted[j] = adapt(c)
		}
		dop := ir.BuildDealloc(b, op.Loc, memrefs, adapted, retain)
		s.ResetOwnerships(retain, blk)
		for j, r := range retain {
			s.UpdateOwnership(r, Unique(dop.Result(j)), blk)
			mapping[r] = dop.Result(j)
		}
		repl := append([]*ir.Value(nil), fwd...)
		for _, v := range fwd {
			if isMemref(v) {
				repl = append(repl, mapping[v])
			}
		}
		ir.SetBranchOperandsOf(op, i, repl)
		return dop
	}
	thenMap, elseMap := map[*ir.Value]*ir.Value{}, map[*ir.Value]*ir.Value{}
	thenOp := branch(0, func(c *ir.Value) *ir.Value { return buildBinary(b, op.Loc, "arith.andi", c, cond) }, thenMap)
	elseOp := branch(1, func(c *ir.Value) *ir.Value {
		t := ir.BoolConstant(b, op.Loc, true)
		neg := buildBinary(b, op.Loc, "arith.xori", t, cond)
		return buildBinary(b, op.Loc, "arith.andi", c, neg)
	}, elseMap)
	inThen := map[*ir.Value]bool{}
	for _, v := range deallocRetained(thenOp) {
		inThen[v] = true
	}
	var common []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, v := range deallocRetained(elseOp) {
		if inThen[v] && !seen[v] {
			seen[v] = true
			common = append(common, v)
		}
	}
	for _, v := range common {
		s.ResetOwnerships([]*ir.Value{v}, blk)
		sel := buildSelect(b, op.Loc, cond, thenMap[v], elseMap[v])
		s.UpdateOwnership(v, Unique(sel), blk)
	}
	return op, nil
}

// deallocRetained returns the retained operands of a bufferization.dealloc.
func deallocRetained(op *ir.Operation) []*ir.Value { return ir.OperandSegment(op, 2) }

// selectUniqueOwnership gives the result of arith.select the ownership its
// condition selects from the operands' when both are unique.
func selectUniqueOwnership(d *Deallocator, b *ir.Builder, op *ir.Operation, v *ir.Value) (*ir.Value, *ir.Value) {
	s := d.State
	blk := v.OwnerBlock()
	t, f := s.GetOwnership(op.Operand(1), blk), s.GetOwnership(op.Operand(2), blk)
	if !t.IsUnique() || !f.IsUnique() {
		return s.MemrefWithUniqueOwnership(b, v, blk)
	}
	return v, buildSelect(b, op.Loc, op.Operand(0), t.Indicator(), f.Indicator())
}

// processInParallel frees, before scf.forall.in_parallel, what the forall
// body owns; its region must be empty (it is after bufferization).
func processInParallel(d *Deallocator, op *ir.Operation) (*ir.Operation, error) {
	if op.NumRegions() > 0 && op.Region(0).Front() != nil && !op.Region(0).Front().Empty() {
		return nil, op.Errorf("only supported when nested region is empty")
	}
	if _, err := d.insertDeallocForReturnLike(op, nil); err != nil {
		return nil, err
	}
	return op, nil
}
