package ir

// The canonicalization patterns of arith's integer add, sub and mul with
// constants (MLIR's ArithCanonicalization.td: AddIAddConstant and the
// patterns after it), each a Pattern value attached to its root op's
// OpDef. They apply to scalar constants only, and only to ops without
// overflow flags (MLIR merges the flags; memopt leaves such ops alone).

// arithPatterns are the canonicalization patterns of the arith ops, by
// root op, in MLIR's order.
var arithPatterns = map[string][]*Pattern{
	"arith.addi": {
		arithNegOnePattern("AddIMulNegativeOneRhs", 1),
		arithNegOnePattern("AddIMulNegativeOneLhs", 0),
		arithConstPattern("AddIAddConstant", "arith.addi", "arith.addi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 + c1, "arith.addi", false }),
		arithConstPattern("AddISubConstantRHS", "arith.addi", "arith.subi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c1 - c0, "arith.addi", false }),
		arithConstPattern("AddISubConstantLHS", "arith.addi", "arith.subi", true,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 + c1, "arith.subi", true }),
	},
	"arith.subi": {
		arithConstPattern("SubIRHSAddConstant", "arith.subi", "arith.addi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 - c1, "arith.addi", false }),
		arithConstLHSPattern("SubILHSAddConstant", "arith.addi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c1 - c0, "arith.subi", true }),
		arithConstPattern("SubIRHSSubConstantRHS", "arith.subi", "arith.subi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 + c1, "arith.subi", false }),
		arithConstPattern("SubIRHSSubConstantLHS", "arith.subi", "arith.subi", true,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 - c1, "arith.subi", true }),
		arithConstLHSPattern("SubILHSSubConstantRHS", "arith.subi", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 + c1, "arith.subi", true }),
		arithConstLHSPattern("SubILHSSubConstantLHS", "arith.subi", true,
			func(c0, c1 uint64) (uint64, string, bool) { return c1 - c0, "arith.addi", false }),
	},
	"arith.select": arithSelectPatterns,
	"arith.xori":   {{Name: "XOrINotCmpI", Root: "arith.xori", Benefit: 1, GeneratedOps: []string{"arith.cmpi"}, MatchAndRewrite: xorINotCmpI}},
	"arith.muli": {
		arithConstPattern("MulIMulIConstant", "arith.muli", "arith.muli", false,
			func(c0, c1 uint64) (uint64, string, bool) { return c0 * c1, "arith.muli", false }),
	},
}

// noOverflowFlags reports whether op has no overflow flags set.
func noOverflowFlags(op *Operation) bool {
	a := op.Attr("overflowFlags")
	return a == nil || a.String() == "#arith.overflow<none>"
}

// scalarIntConst returns the value of a scalar integer constant v as w-bit
// bits.
func scalarIntConst(v *Value) (uint64, int, bool) {
	w := intWidth(v.Type())
	if w == 0 {
		return 0, 0, false
	}
	a, ok := ConstantOf(v).(*IntegerAttr)
	if !ok || a.Big != nil {
		return 0, 0, false
	}
	return truncBits(uint64(a.Value), w), w, true
}

// rebuild replaces op with `newName %a, %b` (flags none), creating the
// constant c first when a or b is nil (the constant's place).
func rebuild(op *Operation, r *Rewriter, newName string, x *Value, c uint64, constFirst bool) {
	t := op.Result(0).Type()
	k := r.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{t},
		Props: []NamedAttr{{"value", intAttrOf(c, t)}}, Loc: op.Loc}).Result(0)
	ops := []*Value{x, k}
	if constFirst {
		ops = []*Value{k, x}
	}
	r.ReplaceOpWithNew(op, &OperationState{Name: newName, Operands: ops, ResultTypes: []Type{t}})
}

// arithConstPattern matches `root(inner(...), c1)`: with constLHS false,
// inner is `inner(x, c0)`, else `inner(c0, x)`; combine gives the new
// constant, the new op and whether the constant is its lhs.
func arithConstPattern(name, root, inner string, constLHS bool, combine func(c0, c1 uint64) (uint64, string, bool)) *Pattern {
	return &Pattern{Name: name, Root: root, Benefit: 1, GeneratedOps: []string{"arith.constant", "arith.addi", "arith.subi", "arith.muli"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumOperands() != 2 || !noOverflowFlags(op) {
				return false
			}
			c1, _, ok := scalarIntConst(op.Operand(1))
			in := op.Operand(0).DefiningOp()
			if !ok || in == nil || in.Name() != inner || in.NumOperands() != 2 || !noOverflowFlags(in) {
				return false
			}
			xi, ci := 0, 1
			if constLHS {
				xi, ci = 1, 0
			}
			c0, _, ok := scalarIntConst(in.Operand(ci))
			if !ok {
				return false
			}
			v, newName, first := combine(c0, c1)
			rebuild(op, r, newName, in.Operand(xi), v, first)
			return true
		}}
}

// arithConstLHSPattern matches `subi(c1, inner(...))`, inner as in
// arithConstPattern.
func arithConstLHSPattern(name, inner string, constLHS bool, combine func(c0, c1 uint64) (uint64, string, bool)) *Pattern {
	return &Pattern{Name: name, Root: "arith.subi", Benefit: 1, GeneratedOps: []string{"arith.constant", "arith.addi", "arith.subi"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumOperands() != 2 || !noOverflowFlags(op) {
				return false
			}
			c1, _, ok := scalarIntConst(op.Operand(0))
			in := op.Operand(1).DefiningOp()
			if !ok || in == nil || in.Name() != inner || in.NumOperands() != 2 || !noOverflowFlags(in) {
				return false
			}
			xi, ci := 0, 1
			if constLHS {
				xi, ci = 1, 0
			}
			c0, _, ok := scalarIntConst(in.Operand(ci))
			if !ok {
				return false
			}
			v, newName, first := combine(c0, c1)
			rebuild(op, r, newName, in.Operand(xi), v, first)
			return true
		}}
}

// arithNegOnePattern matches `addi(x, muli(y, -1))` (mulSide 1) or
// `addi(muli(y, -1), x)` (mulSide 0) and makes `subi(x, y)`.
func arithNegOnePattern(name string, mulSide int) *Pattern {
	return &Pattern{Name: name, Root: "arith.addi", Benefit: 1, GeneratedOps: []string{"arith.subi"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumOperands() != 2 || !noOverflowFlags(op) {
				return false
			}
			mul := op.Operand(mulSide).DefiningOp()
			if mul == nil || mul.Name() != "arith.muli" || mul.NumOperands() != 2 || !noOverflowFlags(mul) {
				return false
			}
			if !isIntConst(mul.Operand(1), -1) || intWidth(op.Result(0).Type()) == 0 {
				return false
			}
			x := op.Operand(1 - mulSide)
			r.ReplaceOpWithNew(op, &OperationState{Name: "arith.subi", Operands: []*Value{x, mul.Operand(0)}, ResultTypes: op.ResultTypes()})
			return true
		}}
}

// arithSelectPatterns are arith.select's canonicalization patterns.
var arithSelectPatterns = []*Pattern{
	// select(p, a, select(p, b, c)) -> select(p, a, c)
	{Name: "RedundantSelectFalse", Root: "arith.select", Benefit: 2, GeneratedOps: []string{"arith.select"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			in := op.Operand(2).DefiningOp()
			if in == nil || in.Name() != "arith.select" || in.Operand(0) != op.Operand(0) {
				return false
			}
			r.ReplaceOpWithNew(op, &OperationState{Name: "arith.select", Operands: []*Value{op.Operand(0), op.Operand(1), in.Operand(2)},
				ResultTypes: op.ResultTypes()})
			return true
		}},
	// select(p, select(p, a, b), c) -> select(p, a, c)
	{Name: "RedundantSelectTrue", Root: "arith.select", Benefit: 2, GeneratedOps: []string{"arith.select"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			in := op.Operand(1).DefiningOp()
			if in == nil || in.Name() != "arith.select" || in.Operand(0) != op.Operand(0) {
				return false
			}
			r.ReplaceOpWithNew(op, &OperationState{Name: "arith.select", Operands: []*Value{op.Operand(0), in.Operand(1), op.Operand(2)},
				ResultTypes: op.ResultTypes()})
			return true
		}},
	// select(xori(p, true), a, b) -> select(p, b, a)
	{Name: "SelectNotCond", Root: "arith.select", Benefit: 2, GeneratedOps: []string{"arith.select"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			x := op.Operand(0).DefiningOp()
			if x == nil || x.Name() != "arith.xori" || x.NumOperands() != 2 || !isI1(x.Result(0).Type()) {
				return false
			}
			if _, _, ok := scalarIntConst(x.Operand(1)); !ok || !isIntConst(x.Operand(1), -1) {
				return false
			}
			r.ReplaceOpWithNew(op, &OperationState{Name: "arith.select", Operands: []*Value{x.Operand(0), op.Operand(2), op.Operand(1)},
				ResultTypes: op.ResultTypes()})
			return true
		}},
	// select(p, false, true) -> xori(p, true)
	{Name: "SelectI1ToNot", Root: "arith.select", Benefit: 1, GeneratedOps: []string{"arith.xori", "arith.constant"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if !isI1(op.Result(0).Type()) || !isI1(op.Operand(0).Type()) || !isIntConst(op.Operand(1), 0) || !isIntConst(op.Operand(2), 1) {
				return false
			}
			one := r.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{I1},
				Props: []NamedAttr{{"value", &IntegerAttr{Value: 1, Type: I1}}}, Loc: op.Loc}).Result(0)
			r.ReplaceOpWithNew(op, &OperationState{Name: "arith.xori", Operands: []*Value{op.Operand(0), one}, ResultTypes: []Type{I1}})
			return true
		}},
	// select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, 1))
	{Name: "SelectToExtUI", Root: "arith.select", Benefit: 1, GeneratedOps: []string{"arith.extui", "arith.xori", "arith.constant"},
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			t := op.Result(0).Type()
			if w := intWidth(t); w <= 1 || !isI1(op.Operand(0).Type()) {
				return false
			}
			if _, isIdx := t.(*IndexType); isIdx {
				return false
			}
			switch {
			case isIntConst(op.Operand(1), 1) && isIntConst(op.Operand(2), 0):
				r.ReplaceOpWithNew(op, &OperationState{Name: "arith.extui", Operands: []*Value{op.Operand(0)}, ResultTypes: []Type{t}})
			case isIntConst(op.Operand(1), 0) && isIntConst(op.Operand(2), 1):
				one := r.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{I1},
					Props: []NamedAttr{{"value", &IntegerAttr{Value: 1, Type: I1}}}, Loc: op.Loc}).Result(0)
				not := r.Create(&OperationState{Name: "arith.xori", Operands: []*Value{op.Operand(0), one}, ResultTypes: []Type{I1}, Loc: op.Loc})
				r.ReplaceOpWithNew(op, &OperationState{Name: "arith.extui", Operands: []*Value{not.Result(0)}, ResultTypes: []Type{t}})
			default:
				return false
			}
			return true
		}},
}

// invertedCmp is the predicate that gives the opposite result.
var invertedCmp = [...]int64{cmpNe, cmpEq, cmpSge, cmpSgt, cmpSle, cmpSlt, cmpUge, cmpUgt, cmpUle, cmpUlt}

// xorINotCmpI rewrites `xori(cmpi(p, a, b), true)` to `cmpi(!p, a, b)`
// (MLIR's XOrINotCmpI).
func xorINotCmpI(op *Operation, r *Rewriter) bool {
	if op.NumOperands() != 2 || !isI1(op.Result(0).Type()) || !isBoolConst(op.Operand(1), true) {
		return false
	}
	cmp := op.Operand(0).DefiningOp()
	if cmp == nil || cmp.Name() != "arith.cmpi" || cmp.NumOperands() != 2 {
		return false
	}
	pa, ok := cmp.Attr("predicate").(*IntegerAttr)
	if !ok || pa.Value < 0 || pa.Value >= int64(len(invertedCmp)) {
		return false
	}
	r.ReplaceOpWithNew(op, &OperationState{Name: "arith.cmpi", Operands: cmp.Operands(), ResultTypes: op.ResultTypes(),
		Props: []NamedAttr{{"predicate", &IntegerAttr{Value: invertedCmp[pa.Value], Type: pa.Type}}}})
	return true
}
