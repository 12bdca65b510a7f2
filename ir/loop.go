package ir

// Loops: the iteration space of loop ops (MLIR's LoopLikeOpInterface:
// getLoopInductionVars, getLoopLowerBounds, getLoopUpperBounds,
// getLoopSteps), described per op kind by OpDef.Loop.

// FoldResult is a static integer or an SSA value (MLIR's OpFoldResult). A
// nil Value means the constant Const.
type FoldResult struct {
	Value *Value
	Const int64
}

// Constant returns the static value of f: Const, or the integer a constant
// op (ConstantLike) gives Value.
func (f FoldResult) Constant() (int64, bool) {
	if f.Value == nil {
		return f.Const, true
	}
	return ConstantInt(f.Value)
}

// ConstantInt returns the integer value of v when a constant op
// (ConstantLike trait, integer `value` attribute that fits int64) defines
// it.
func ConstantInt(v *Value) (int64, bool) {
	if v == nil {
		return 0, false
	}
	op := v.DefiningOp()
	if op == nil || !op.HasTrait(ConstantLike) {
		return 0, false
	}
	a, ok := op.Attr("value").(*IntegerAttr)
	if !ok || a.Big != nil {
		return 0, false
	}
	return a.Value, true
}

// LoopInterface describes the iteration space of a loop op. Every list has
// one entry per induction variable, outermost first.
type LoopInterface struct {
	// InductionVars returns the induction variables (body block arguments).
	InductionVars func(op *Operation) []*Value
	// Bounds returns the lower bounds, upper bounds and steps.
	Bounds func(op *Operation) (lbs, ubs, steps []FoldResult)
	// Parallel marks loops whose iterations may run concurrently
	// (scf.forall, scf.parallel); sequential loops run them in order.
	Parallel bool
}

// LoopInfo is the iteration space of one loop op.
type LoopInfo struct {
	// IVs are the induction variables, outermost first.
	IVs []*Value
	// Lower, Upper and Step hold the bounds and steps, one per IV.
	Lower, Upper, Step []FoldResult
	// Parallel marks loops whose iterations may run concurrently.
	Parallel bool
}

// Loop returns the iteration space of op, or nil when op is not a loop
// that describes one (OpDef.Loop) or its shape is malformed.
func Loop(op *Operation) *LoopInfo {
	d := op.Def()
	if d == nil || d.Loop == nil || op.NumRegions() == 0 || op.Region(0).Front() == nil {
		return nil
	}
	ivs := d.Loop.InductionVars(op)
	lbs, ubs, steps := d.Loop.Bounds(op)
	if len(ivs) == 0 || len(lbs) != len(ivs) || len(ubs) != len(ivs) || len(steps) != len(ivs) {
		return nil
	}
	return &LoopInfo{IVs: ivs, Lower: lbs, Upper: ubs, Step: steps, Parallel: d.Loop.Parallel}
}

// TripCounts returns the number of iterations along every IV when all
// bounds and steps are constant and every step is positive
// (max(0, ceil((ub - lb) / step))); ok is false otherwise or when a count
// overflows int64.
func (l *LoopInfo) TripCounts() (counts []int64, ok bool) {
	for i := range l.IVs {
		lb, ok1 := l.Lower[i].Constant()
		ub, ok2 := l.Upper[i].Constant()
		st, ok3 := l.Step[i].Constant()
		if !ok1 || !ok2 || !ok3 || st <= 0 {
			return nil, false
		}
		n := int64(0)
		if ub > lb {
			d := ub - lb
			if d < 0 { // overflow
				return nil, false
			}
			n = d/st + min(d%st, 1)
		}
		counts = append(counts, n)
	}
	return counts, true
}

// valuesFold turns values into FoldResults.
func valuesFold(vs []*Value) []FoldResult {
	out := make([]FoldResult, len(vs))
	for i, v := range vs {
		out[i] = FoldResult{Value: v}
	}
	return out
}

// mixedFold merges a static list (Dynamic marks entries given by the next
// value of dyn) and the dynamic values, as MLIR's getMixedValues does.
func mixedFold(static []int64, dyn []*Value) []FoldResult {
	out := make([]FoldResult, len(static))
	k := 0
	for i, s := range static {
		if s == Dynamic && k < len(dyn) {
			out[i] = FoldResult{Value: dyn[k]}
			k++
		} else {
			out[i] = FoldResult{Const: s}
		}
	}
	return out
}

// scfForLoop: one IV, bounds and step are operands 0-2.
var scfForLoop = &LoopInterface{
	InductionVars: func(op *Operation) []*Value {
		if b := op.Region(0).Front(); b != nil && b.NumArgs() > 0 {
			return b.Args()[:1]
		}
		return nil
	},
	Bounds: func(op *Operation) (lbs, ubs, steps []FoldResult) {
		if op.NumOperands() < 3 {
			return nil, nil, nil
		}
		return valuesFold(op.Operands()[0:1]), valuesFold(op.Operands()[1:2]), valuesFold(op.Operands()[2:3])
	},
}

// scfForallLoop: static bounds in staticLowerBound/staticUpperBound/
// staticStep, dynamic ones in operand segments 0-2.
var scfForallLoop = &LoopInterface{
	Parallel: true,
	InductionVars: func(op *Operation) []*Value {
		n := scfForallNumIVs(op)
		args := entryArgs(op.Region(0))
		if n > len(args) {
			return nil
		}
		return args[:n]
	},
	Bounds: func(op *Operation) (lbs, ubs, steps []FoldResult) {
		get := func(name string, seg int) []FoldResult {
			a, ok := op.Attr(name).(*DenseArrayAttr)
			if !ok {
				return nil
			}
			return mixedFold(a.Values, OperandSegment(op, seg))
		}
		return get("staticLowerBound", 0), get("staticUpperBound", 1), get("staticStep", 2)
	},
}

// scfParallelLoop: bounds and steps in operand segments 0-2.
var scfParallelLoop = &LoopInterface{
	Parallel: true,
	InductionVars: func(op *Operation) []*Value {
		n := len(OperandSegment(op, 0))
		args := entryArgs(op.Region(0))
		if n > len(args) {
			return nil
		}
		return args[:n]
	},
	Bounds: func(op *Operation) (lbs, ubs, steps []FoldResult) {
		return valuesFold(OperandSegment(op, 0)), valuesFold(OperandSegment(op, 1)), valuesFold(OperandSegment(op, 2))
	},
}

// IterationNumber returns the number of the current iteration along IV i,
// ((iv - lb) floordiv step), as an affine expression of d0 (the IV) and
// symbols, with its operands (the IV, then the symbols: a non-constant
// lower bound, a non-constant step). A constant negative step gives
// ((lb - iv) floordiv -step): the same number, with the positive divisor
// lower-affine requires.
func (l *LoopInfo) IterationNumber(i int) (e *AffineExpr, operands []*Value, numSyms int) {
	st, constStep := l.Step[i].Constant()
	sign := int64(1)
	if constStep && st < 0 {
		sign, st = -1, -st
	}
	e = DimExpr(0)
	if sign < 0 {
		e = AffineMulExpr(e, ConstExpr(-1))
	}
	operands = []*Value{l.IVs[i]}
	if lb, ok := l.Lower[i].Constant(); ok {
		if lb != 0 {
			e = AffineAddExpr(e, ConstExpr(-sign*lb))
		}
	} else {
		lbe := SymExpr(numSyms)
		if sign > 0 {
			lbe = AffineMulExpr(lbe, ConstExpr(-1))
		}
		e = AffineAddExpr(e, lbe)
		operands = append(operands, l.Lower[i].Value)
		numSyms++
	}
	if constStep {
		if st != 1 {
			e = AffineBin(AffineFloorDiv, e, ConstExpr(st))
		}
	} else {
		e = AffineBin(AffineFloorDiv, e, SymExpr(numSyms))
		operands = append(operands, l.Step[i].Value)
		numSyms++
	}
	return e, operands, numSyms
}
