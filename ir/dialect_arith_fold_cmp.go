package ir

// More arith folders: comparisons, select and the integer casts (MLIR's
// CmpIOp, SelectOp, ExtSIOp, ExtUIOp, TruncIOp, IndexCastOp and
// IndexCastUIOp fold methods), scalar operands only.

// cmpi predicates in the order of their enum values.
const (
	cmpEq = iota
	cmpNe
	cmpSlt
	cmpSle
	cmpSgt
	cmpSge
	cmpUlt
	cmpUle
	cmpUgt
	cmpUge
)

// swappedCmp is the predicate that gives the same result with the operands
// swapped.
var swappedCmp = [...]int64{cmpEq, cmpNe, cmpSgt, cmpSge, cmpSlt, cmpSle, cmpUgt, cmpUge, cmpUlt, cmpUle}

// signExtend interprets the low w bits of x as a signed number.
func signExtend(x uint64, w int) int64 {
	if w >= 64 {
		return int64(x)
	}
	if x&(1<<uint(w-1)) != 0 {
		return int64(x | ^uint64(0)<<uint(w))
	}
	return int64(x)
}

// evalCmp applies predicate p to w-bit values x and y.
func evalCmp(p int64, x, y uint64, w int) bool {
	sx, sy := signExtend(x, w), signExtend(y, w)
	switch p {
	case cmpEq:
		return x == y
	case cmpNe:
		return x != y
	case cmpSlt:
		return sx < sy
	case cmpSle:
		return sx <= sy
	case cmpSgt:
		return sx > sy
	case cmpSge:
		return sx >= sy
	case cmpUlt:
		return x < y
	case cmpUle:
		return x <= y
	case cmpUgt:
		return x > y
	}
	return x >= y
}

func boolAttr(b bool) *IntegerAttr {
	if b {
		return &IntegerAttr{Value: 1, Type: I1}
	}
	return &IntegerAttr{Value: 0, Type: I1}
}

// foldCmpI folds arith.cmpi: equal operands, comparisons of i1 (and of
// extended i1) with 0 or 1, a constant lhs moved to the right (in place,
// with the predicate swapped) and two constants.
func foldCmpI(op *Operation, operands []Attribute) ([]Folded, bool) {
	pa, ok := op.Attr("predicate").(*IntegerAttr)
	if !ok || op.NumOperands() != 2 || !isI1(op.Result(0).Type()) {
		return nil, false
	}
	p := pa.Value
	if p < 0 || p > cmpUge {
		return nil, false
	}
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		switch p {
		case cmpEq, cmpSle, cmpSge, cmpUle, cmpUge:
			return []Folded{FoldAttr(boolAttr(true))}, true
		}
		return []Folded{FoldAttr(boolAttr(false))}, true
	}
	w := intWidth(lhs.Type())
	if w == 0 {
		return nil, false
	}
	if isIntConst(rhs, 0) && p == cmpNe {
		if ext := lhs.DefiningOp(); ext != nil && (ext.Name() == "arith.extsi" || ext.Name() == "arith.extui") &&
			ext.NumOperands() == 1 && isI1(ext.Operand(0).Type()) {
			return []Folded{FoldValue(ext.Operand(0))}, true
		}
		if w == 1 {
			return []Folded{FoldValue(lhs)}, true
		}
	}
	if w == 1 && p == cmpEq && isIntConst(rhs, 1) {
		return []Folded{FoldValue(lhs)}, true
	}
	if operands[0] != nil && operands[1] == nil {
		op.SetProp("predicate", &IntegerAttr{Value: swappedCmp[p], Type: pa.Type})
		op.SetOperand(0, rhs)
		op.SetOperand(1, lhs)
		return []Folded{FoldValue(op.Result(0))}, true
	}
	x, okx := intConst(operands[0], w)
	y, oky := intConst(operands[1], w)
	if !okx || !oky {
		return nil, false
	}
	return []Folded{FoldAttr(boolAttr(evalCmp(p, x, y, w)))}, true
}

// foldSelect folds arith.select with equal branches, a constant condition,
// `select %c, true, false` and a select on the equality of its branches.
func foldSelect(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return nil, false
	}
	c, t, f := op.Operand(0), op.Operand(1), op.Operand(2)
	if t == f {
		return []Folded{FoldValue(t)}, true
	}
	if isI1(c.Type()) {
		if isIntConst(c, 1) {
			return []Folded{FoldValue(t)}, true
		}
		if isIntConst(c, 0) {
			return []Folded{FoldValue(f)}, true
		}
	}
	if isI1(op.Result(0).Type()) && isIntConst(t, 1) && isIntConst(f, 0) {
		return []Folded{FoldValue(c)}, true
	}
	if cmp := c.DefiningOp(); cmp != nil && cmp.Name() == "arith.cmpi" && cmp.NumOperands() == 2 {
		if pa, ok := cmp.Attr("predicate").(*IntegerAttr); ok && (pa.Value == cmpEq || pa.Value == cmpNe) {
			l, r := cmp.Operand(0), cmp.Operand(1)
			if (l == t && r == f) || (r == t && l == f) {
				if pa.Value == cmpNe {
					return []Folded{FoldValue(t)}, true
				}
				return []Folded{FoldValue(f)}, true
			}
		}
	}
	return nil, false
}

// foldExt folds arith.extsi (signed) or arith.extui: a constant extends;
// an extension of the same kind of extension extends the inner source (in
// place).
func foldExt(signed bool) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return nil, false
		}
		if in := op.Operand(0).DefiningOp(); in != nil && in.Name() == op.Name() && in.NumOperands() == 1 {
			op.SetOperand(0, in.Operand(0))
			return []Folded{FoldValue(op.Result(0))}, true
		}
		return foldIntCast(op, operands, signed)
	}
}

// foldIntCast converts a scalar integer constant operand to the result
// type, sign- or zero-extending or truncating.
func foldIntCast(op *Operation, operands []Attribute, signed bool) ([]Folded, bool) {
	win, wout := intWidth(op.Operand(0).Type()), intWidth(op.Result(0).Type())
	if win == 0 || wout == 0 {
		return nil, false
	}
	x, ok := intConst(operands[0], win)
	if !ok {
		return nil, false
	}
	if signed {
		x = uint64(signExtend(x, win))
	}
	return []Folded{FoldAttr(intAttrOf(x, op.Result(0).Type()))}, true
}

// foldTrunc folds arith.trunci: of an extension, the extension's source
// when it has the result type, or a truncation of it when it is wider (in
// place); of a truncation, a truncation of its source (in place); of a
// constant, the truncated constant.
func foldTrunc(op *Operation, operands []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	if in := op.Operand(0).DefiningOp(); in != nil && in.NumOperands() == 1 {
		switch in.Name() {
		case "arith.extsi", "arith.extui":
			src := in.Operand(0)
			ws, wd := intWidth(src.Type()), intWidth(op.Result(0).Type())
			if ws != 0 && wd != 0 && ws > wd {
				op.SetOperand(0, src)
				return []Folded{FoldValue(op.Result(0))}, true
			}
			if TypesEqual(src.Type(), op.Result(0).Type()) {
				return []Folded{FoldValue(src)}, true
			}
		case "arith.trunci":
			op.SetOperand(0, in.Operand(0))
			return []Folded{FoldValue(op.Result(0))}, true
		}
	}
	return foldIntCast(op, operands, false)
}

// foldIndexCast folds arith.index_cast (signed) and arith.index_castui of
// a constant.
func foldIndexCast(signed bool) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return nil, false
		}
		return foldIntCast(op, operands, signed)
	}
}
