package ir

// Calls and control-flow operand updates: the callee and arguments of call
// ops (MLIR's CallOpInterface) and the mutable forms of the operand lists
// that branch and region terminators forward (BranchOpInterface's and
// RegionBranchTerminatorOpInterface's mutable successor operands).

// CallInterface describes a call op (MLIR's CallOpInterface).
type CallInterface struct {
	// Callee returns the symbol the op calls, or nil when it calls an SSA
	// value (func.call_indirect).
	Callee func(op *Operation) *SymbolRefAttr
	// ArgStart is the index of the first argument operand; the arguments
	// run to the end of the operand list.
	ArgStart int
}

// CallOf returns the call interface of op, or nil when op is no call.
func CallOf(op *Operation) *CallInterface {
	if d := op.Def(); d != nil {
		return d.Call
	}
	return nil
}

// CallArgs returns the argument operands of a call op.
func CallArgs(op *Operation) []*Value {
	c := CallOf(op)
	if c == nil || c.ArgStart > op.NumOperands() {
		return nil
	}
	return op.Operands()[c.ArgStart:]
}

// SetCallArgs replaces the argument operands of a call op by args.
func SetCallArgs(op *Operation, args []*Value) {
	c := CallOf(op)
	if c == nil {
		return
	}
	vs := append(append([]*Value(nil), op.Operands()[:c.ArgStart]...), args...)
	op.SetOperands(vs)
}

// calleeAttr is the Callee of calls naming their callee in `callee`.
func calleeAttr(op *Operation) *SymbolRefAttr {
	a, _ := op.Attr("callee").(*SymbolRefAttr)
	return a
}

// IsRegionTerminator reports whether op is a terminator that forwards
// operands to its parent op or to a sibling region
// (RegionBranchTerminatorOpInterface): it has a RegionTerminatorOperands
// hook or the ReturnLike trait.
func IsRegionTerminator(op *Operation) bool {
	d := op.Def()
	return d != nil && (d.RegionTerminatorOperands != nil || d.Traits&ReturnLike != 0)
}

// RegionTerminatorForwarded returns the operands a region terminator
// forwards to its parent op's results: every operand of a ReturnLike op
// without a RegionTerminatorOperands hook.
func RegionTerminatorForwarded(term *Operation) []*Value {
	d := term.Def()
	if d != nil && d.RegionTerminatorOperands != nil {
		var p *Operation
		if p = term.ParentOp(); p == nil {
			return nil
		}
		return d.RegionTerminatorOperands(term, RegionSuccessor{Inputs: p.Results()})
	}
	return term.Operands()
}

// SetRegionTerminatorForwarded replaces the operands a region terminator
// forwards (RegionTerminatorForwarded), which are the trailing operands of
// every such terminator memopt knows, by vals.
func SetRegionTerminatorForwarded(term *Operation, vals []*Value) {
	n := len(RegionTerminatorForwarded(term))
	keep := term.Operands()[:term.NumOperands()-n]
	term.SetOperands(append(append([]*Value(nil), keep...), vals...))
}

// BranchOperandsOf returns the operands branch terminator op passes to its
// successor i (BranchOpInterface), nil when op is no branch.
func BranchOperandsOf(op *Operation, i int) []*Value {
	if d := op.Def(); d != nil && d.BranchOperands != nil {
		return d.BranchOperands(op, i)
	}
	return nil
}

// IsBranch reports whether op implements BranchOpInterface.
func IsBranch(op *Operation) bool {
	d := op.Def()
	return d != nil && d.BranchOperands != nil
}

// SetBranchOperandsOf replaces the operands branch terminator op passes to
// successor i; it reports false when the op cannot change them.
func SetBranchOperandsOf(op *Operation, i int, vals []*Value) bool {
	d := op.Def()
	if d == nil || d.SetBranchOperands == nil {
		return false
	}
	d.SetBranchOperands(op, i, vals)
	return true
}

// setSegment replaces operand segment seg of op by vals and updates its
// operandSegmentSizes.
func setSegment(op *Operation, seg int, vals []*Value) {
	sizes := OperandSegmentSizes(op)
	if seg >= len(sizes) {
		return
	}
	start := OperandSegmentStart(op, seg)
	ops := op.Operands()
	out := append(append(append([]*Value(nil), ops[:start]...), vals...), ops[start+sizes[seg]:]...)
	op.SetOperands(out)
	sizes[seg] = len(vals)
	op.SetProp(OperandSegmentSizesAttr, SegmentSizesAttr(sizes...))
}
