package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Rewrites of scf ops: loops and branches keep their regions; their tensor
// block arguments and results are retyped to buffers in place, their
// terminators forward buffers (memref.cast where a layout is joined to a
// fully dynamic one).

// loopArgType is the buffer type of a loop's iteration argument: the
// type of its init, joined with the type of the value yielded for it. The
// yielded value's type may depend on the argument's own type; while it is
// computed the argument is assumed to have the init's type (MLIR's
// computeLoopRegionIterArgBufferType).
func (t *Typer) loopArgType(loop *ir.Operation, arg, init, yielded *ir.Value) (ir.Type, error) {
	initT, err := t.Type(init)
	if err != nil {
		return nil, err
	}
	if yielded == arg {
		return initT, nil
	}
	t.assume[arg] = initT
	yT, err := t.Type(yielded)
	delete(t.assume, arg)
	// Uses of this assumption are resolved here; the types computed from
	// it were not cached.
	t.assumptions -= t.assumedUses[arg]
	delete(t.assumedUses, arg)
	if err != nil {
		return nil, err
	}
	return joinTypes(initT, yT, arg.Type(), loop, "init_arg and yielded value")
}

// forwardTargetType is the type of the value a region terminator's
// operand i flows into (the successor's block argument or the parent's
// result), already retyped by the parent.
func forwardTargetType(term *ir.Operation, i int) ir.Type {
	parent := term.ParentOp()
	rb := parent.Def().RegionBranch
	if rb == nil {
		return nil
	}
	for _, succ := range rb.Successors(parent, term.ParentRegion()) {
		if i < len(succ.Inputs) {
			return succ.Inputs[i].Type()
		}
	}
	return nil
}

// bufferizeTerminator replaces the tensor operands of a region terminator
// by their buffers, cast to the types they flow into.
func bufferizeTerminator(r *Rewriter, op *ir.Operation, first int) error {
	for i := first; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if !r.isTensor(v) {
			continue
		}
		b, err := r.Buffer(v)
		if err != nil {
			return err
		}
		if t := forwardTargetType(op, i-first); t != nil && ir.IsMemRef(t) {
			b = r.Cast(b, t)
		}
		op.SetOperand(i, b)
	}
	return nil
}

// retypeResults retypes op's tensor results to their buffer types.
func retypeResults(r *Rewriter, op *ir.Operation) error {
	for _, res := range op.Results() {
		if !ir.IsTensor(res.Type()) {
			continue
		}
		t, err := r.T.Type(res)
		if err != nil {
			return err
		}
		r.Retype(res, t)
	}
	return nil
}

// branchType is the buffer type of result i of an op whose regions yield
// it (scf.if, index_switch, execute_region): the yielded buffers' type
// if they agree, else the fully dynamic layout.
func branchType(t *Typer, v *ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	var join ir.Type
	for _, a := range branchResultAliases(t.s, v) {
		yt, err := t.Type(a.Operand.Get())
		if err != nil {
			return nil, err
		}
		if join == nil {
			join = yt
			continue
		}
		if join, err = joinTypes(join, yt, v.Type(), op, "yielded values"); err != nil {
			return nil, err
		}
	}
	if join == nil {
		return t.allocType(v)
	}
	return join, nil
}

func init() {
	scfYieldModel.Bufferize = func(r *Rewriter, op *ir.Operation) error { return bufferizeTerminator(r, op, 0) }
	scfConditionModel.Bufferize = func(r *Rewriter, op *ir.Operation) error { return bufferizeTerminator(r, op, 1) }

	scfForModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := Owner(v)
		body := op.Region(0).Front()
		i := v.Index()
		if v.IsBlockArgument() {
			i--
		} else {
			return t.Type(body.Arg(i + 1))
		}
		return t.loopArgType(op, body.Arg(i+1), op.Operand(3+i), body.Terminator().Operand(i))
	}
	scfForModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		body := op.Region(0).Front()
		for i := 0; i < op.NumResults(); i++ {
			if !ir.IsTensor(op.Result(i).Type()) {
				continue
			}
			arg := body.Arg(i + 1)
			t, err := r.T.Type(arg)
			if err != nil {
				return err
			}
			b, err := r.BufferAs(op.Operand(3+i), t)
			if err != nil {
				return err
			}
			op.SetOperand(3+i, b)
			r.Retype(arg, t)
			r.Retype(op.Result(i), t)
		}
		return nil
	}
	scfForModel.ResolveConflicts = loopConflicts(func(c *CopyInserter, op *ir.Operation) error {
		// A yielded value that may alias a buffer defined outside the loop
		// (other than its own iteration argument) is copied: result i may
		// only alias init i.
		body := op.Region(0).Front()
		return c.copyForwarded(body.Terminator(), 0, func(i int, v *ir.Value) bool {
			return c.s.doesNotAliasExternal(v, op.Region(0), body.Arg(i+1))
		})
	})

	scfWhileModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := Owner(v)
		before, after := op.Region(0).Front(), op.Region(1).Front()
		cond := before.Terminator()
		if v.IsBlockArgument() && v.OwnerBlock() == before {
			i := v.Index()
			return t.loopArgType(op, v, op.Operand(i), after.Terminator().Operand(i))
		}
		// After-region arguments and results: the condition's arguments.
		return t.Type(cond.Operand(v.Index() + 1))
	}
	scfWhileModel.Bufferize = func(r *Rewriter, op *ir.Operation) error {
		before, after := op.Region(0).Front(), op.Region(1).Front()
		for i := 0; i < op.NumOperands(); i++ {
			if !r.isTensor(op.Operand(i)) {
				continue
			}
			arg := before.Arg(i)
			t, err := r.T.Type(arg)
			if err != nil {
				return err
			}
			b, err := r.BufferAs(op.Operand(i), t)
			if err != nil {
				return err
			}
			op.SetOperand(i, b)
		}
		// Compute every type before retyping anything.
		var vals []*ir.Value
		var types []ir.Type
		for _, v := range append(append(append([]*ir.Value(nil), before.Args()...), after.Args()...), op.Results()...) {
			if ir.IsTensor(v.Type()) {
				t, err := r.T.Type(v)
				if err != nil {
					return err
				}
				vals = append(vals, v)
				types = append(types, t)
			}
		}
		for k, v := range vals {
			r.Retype(v, types[k])
		}
		return nil
	}
	scfWhileModel.ResolveConflicts = loopConflicts(func(c *CopyInserter, op *ir.Operation) error {
		// Condition arguments not equivalent to the before arguments, and
		// yielded values that may alias outside buffers, are copied.
		before, after := op.Region(0).Front(), op.Region(1).Front()
		if err := c.copyForwarded(before.Terminator(), 1, func(i int, v *ir.Value) bool {
			return i < before.NumArgs() && c.s.Equivalent(v, before.Arg(i))
		}); err != nil {
			return err
		}
		return c.copyForwarded(after.Terminator(), 0, func(_ int, v *ir.Value) bool {
			return c.s.doesNotAliasExternal(v, op.Region(1), after.Args()...)
		})
	})

	scfIfModel.BufferType = branchType
	scfIndexSwitchModel.BufferType = branchType
	scfExecuteRegionModel.BufferType = branchType
	scfIfModel.Bufferize = retypeResults
	scfIndexSwitchModel.Bufferize = retypeResults
	scfExecuteRegionModel.Bufferize = retypeResults

	scfForallModel.BufferType = func(t *Typer, v *ir.Value) (ir.Type, error) {
		op := Owner(v)
		outs := ir.ScfForallOutputs(op)
		k := v.Index()
		if v.IsBlockArgument() {
			k -= v.OwnerBlock().NumArgs() - len(outs)
		}
		return t.Type(outs[k])
	}
	scfForallModel.Bufferize = bufferizeForall
}

// loopConflicts is a ResolveConflicts for loops: the out-of-place operands
// first, then (unless bufferizing without analysis) the loop's own copies.
func loopConflicts(own func(c *CopyInserter, op *ir.Operation) error) func(c *CopyInserter, op *ir.Operation) error {
	return func(c *CopyInserter, op *ir.Operation) error {
		if err := c.resolveOperandConflicts(op); err != nil {
			return err
		}
		if c.s.copyBeforeWrite(op) {
			return nil
		}
		return own(c, op)
	}
}

// copyForwarded replaces the tensor operands of terminator term (from
// operand first on) by copies, except those keep accepts (i counts from
// first).
func (c *CopyInserter) copyForwarded(term *ir.Operation, first int, keep func(i int, v *ir.Value) bool) error {
	c.b.SetInsertionPointBefore(term)
	for i := first; i < term.NumOperands(); i++ {
		v := term.Operand(i)
		if !ir.IsTensor(v.Type()) || keep(i-first, v) {
			continue
		}
		nv, err := c.allocTensor(v, true, term.Loc)
		if err != nil {
			return err
		}
		term.SetOperand(i, nv)
	}
	return nil
}

// doesNotAliasExternal reports whether no alias of v is defined outside
// region r (the loop body), except the given block arguments.
func (s *State) doesNotAliasExternal(v *ir.Value, r *ir.Region, exceptions ...*ir.Value) bool {
	ok := true
	s.forAliases(v, func(a *ir.Value) bool {
		for _, e := range exceptions {
			if a == e {
				return true
			}
		}
		ar := a.ParentRegion()
		if a.IsBlockArgument() {
			if ar == r || !r.IsAncestor(ar) {
				ok = false
			}
		} else if !r.IsAncestor(ar) {
			ok = false
		}
		return ok
	})
	return ok
}

// bufferizeForall rebuilds an scf.forall without shared outputs: each
// thread writes the buffer of its shared output directly, and the
// forall's results are those buffers.
func bufferizeForall(r *Rewriter, op *ir.Operation) error {
	outs := ir.ScfForallOutputs(op)
	body := op.Region(0).Front()
	first := body.NumArgs() - len(outs)
	bufs := make([]*ir.Value, len(outs))
	for k, out := range outs {
		arg := body.Arg(first + k)
		t, err := r.T.Type(arg)
		if err != nil {
			return err
		}
		b, err := r.BufferAs(out, t)
		if err != nil {
			return err
		}
		bufs[k] = b
		r.buf[arg] = b
		r.deadArgs = append(r.deadArgs, arg)
	}
	sizes := ir.OperandSegmentSizes(op)
	n := sizes[0] + sizes[1] + sizes[2]
	var props []ir.NamedAttr
	for _, p := range op.Props() {
		if p.Name == ir.OperandSegmentSizesAttr {
			p.Value = ir.SegmentSizesAttr(sizes[0], sizes[1], sizes[2], 0)
		}
		props = append(props, p)
	}
	r.B.Create(&ir.OperationState{Name: op.Name(), Operands: op.Operands()[:n], Props: props, Attrs: op.Attrs(), Regions: op.TakeRegions()})
	// The block arguments of the shared outputs go once their uses are
	// rewritten (deadArgs).
	r.Replace(op, bufs...)
	return nil
}
