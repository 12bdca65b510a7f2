package ir

// The folders of the arith dialect (MLIR's ArithOps.cpp fold methods) and
// its constant materialization. Only scalar operands fold here; vector and
// tensor constants (dense splats) are left as they are.

// arithFolds are the folders of the arith ops, attached to their OpDefs
// when the dialect registers.
var arithFolds = map[string]FoldFunc{
	"arith.constant":     foldConstantValue,
	"arith.cmpi":         foldCmpI,
	"arith.select":       foldSelect,
	"arith.extsi":        foldExt(true),
	"arith.extui":        foldExt(false),
	"arith.trunci":       foldTrunc,
	"arith.index_cast":   foldIndexCast(true),
	"arith.index_castui": foldIndexCast(false),
	"arith.addf":         foldAddF,
	"arith.subf":         foldSubF,
	"arith.mulf":         foldMulF,
	"arith.divf":         foldDivF,
	"arith.divui":        foldIntDivRem(false, false),
	"arith.divsi":        foldIntDivRem(true, false),
	"arith.remui":        foldIntDivRem(false, true),
	"arith.remsi":        foldIntDivRem(true, true),
	"arith.sitofp":       foldIntToFloat(true),
	"arith.uitofp":       foldIntToFloat(false),
	"arith.extf":         foldExtF,
	"arith.bitcast":      foldBitcast,
	"arith.addi": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // x + 0
			return FoldValue(a), true
		}
		if s := a.DefiningOp(); s != nil && s.Name() == "arith.subi" && s.Operand(1) == b { // (x - b) + b
			return FoldValue(s.Operand(0)), true
		}
		if s := b.DefiningOp(); s != nil && s.Name() == "arith.subi" && s.Operand(1) == a { // a + (x - a)
			return FoldValue(s.Operand(0)), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x + y, true }),
	"arith.subi": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if a == b { // x - x
			return FoldAttr(intAttrOf(0, a.Type())), true
		}
		if isIntConst(b, 0) { // x - 0
			return FoldValue(a), true
		}
		if s := a.DefiningOp(); s != nil && s.Name() == "arith.addi" {
			if s.Operand(1) == b { // (x + b) - b
				return FoldValue(s.Operand(0)), true
			}
			if s.Operand(0) == b { // (b + x) - b
				return FoldValue(s.Operand(1)), true
			}
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x - y, true }),
	"arith.muli": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // x * 0
			return FoldValue(b), true
		}
		if isIntConst(b, 1) { // x * 1
			return FoldValue(a), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x * y, true }),
	"arith.andi": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // x & 0
			return FoldValue(b), true
		}
		if isIntConst(b, -1) || a == b { // x & ~0, x & x
			return FoldValue(a), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x & y, true }),
	"arith.ori": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) || a == b { // x | 0, x | x
			return FoldValue(a), true
		}
		if isIntConst(b, -1) { // x | ~0
			return FoldValue(b), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x | y, true }),
	"arith.xori": intBinaryFold(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // x ^ 0
			return FoldValue(a), true
		}
		if a == b { // x ^ x
			return FoldAttr(intAttrOf(0, a.Type())), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x ^ y, true }),
}

// foldConstantValue is the folder of constant ops: their value.
func foldConstantValue(op *Operation, _ []Attribute) ([]Folded, bool) {
	v := op.Attr("value")
	if v == nil {
		return nil, false
	}
	return []Folded{FoldAttr(v)}, true
}

// intWidth returns the bit width of a signless integer or index type (64
// for index), or 0 for other types.
func intWidth(t Type) int {
	switch t := t.(type) {
	case *IndexType:
		return 64
	case *IntegerType:
		if t.Signedness == Signless && t.Width <= 64 {
			return t.Width
		}
	}
	return 0
}

// intConst returns the value of an integer constant attribute of width w
// as w-bit unsigned bits, and whether a is one.
func intConst(a Attribute, w int) (uint64, bool) {
	switch a := a.(type) {
	case *IntegerAttr:
		if a.Big != nil {
			return 0, false
		}
		return truncBits(uint64(a.Value), w), true
	case *BoolAttr:
		if a.Value {
			return 1, true
		}
		return 0, true
	}
	return 0, false
}

// truncBits keeps the low w bits of x.
func truncBits(x uint64, w int) uint64 {
	if w >= 64 {
		return x
	}
	return x & (1<<uint(w) - 1)
}

// intAttrOf returns the attribute of type t holding the w-bit value x
// (sign-extended, as MLIR prints integers; i1 as 0 or 1).
func intAttrOf(x uint64, t Type) *IntegerAttr {
	w := intWidth(t)
	x = truncBits(x, w)
	if w == 1 {
		return &IntegerAttr{Value: int64(x), Type: t}
	}
	v := int64(x)
	if w < 64 && x&(1<<uint(w-1)) != 0 {
		v = int64(x | ^uint64(0)<<uint(w))
	}
	return &IntegerAttr{Value: v, Type: t}
}

// isIntConst reports whether v is a scalar integer constant equal to c
// (c = -1 means all ones).
func isIntConst(v *Value, c int64) bool {
	w := intWidth(v.Type())
	if w == 0 {
		return false
	}
	x, ok := intConst(ConstantOf(v), w)
	return ok && x == truncBits(uint64(c), w)
}

// intBinaryFold makes the folder of a scalar integer binary op: identity
// (returns an operand, or nil) first, then constant folding with eval on
// w-bit values (ok false: not foldable, e.g. a division by zero).
func intBinaryFold(identity func(a, b *Value) (Folded, bool), eval func(x, y uint64) (uint64, bool)) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil, false
		}
		t := op.Result(0).Type()
		w := intWidth(t)
		if w == 0 {
			return nil, false
		}
		if identity != nil {
			if f, ok := identity(op.Operand(0), op.Operand(1)); ok {
				return []Folded{f}, true
			}
		}
		x, okx := intConst(operands[0], w)
		y, oky := intConst(operands[1], w)
		if !okx || !oky {
			return nil, false
		}
		r, ok := eval(x, y)
		if !ok {
			return nil, false
		}
		return []Folded{FoldAttr(intAttrOf(r, t))}, true
	}
}

// foldIntDivRem is the folder of arith.divui, divsi, remui and remsi
// (MLIR's DivUIOp::fold and the others): x / 1 is x, x % 1 is 0, and
// constants fold unless the divisor is 0 or a signed division overflows.
func foldIntDivRem(signed, rem bool) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil, false
		}
		w := intWidth(op.Result(0).Type())
		if w == 0 {
			return nil, false
		}
		return intBinaryFold(func(a, b *Value) (Folded, bool) {
			if !isIntConst(b, 1) {
				return Folded{}, false
			}
			if rem {
				return FoldAttr(intAttrOf(0, a.Type())), true
			}
			return FoldValue(a), true
		}, func(x, y uint64) (uint64, bool) {
			if y == 0 {
				return 0, false
			}
			if !signed {
				if rem {
					return x % y, true
				}
				return x / y, true
			}
			sx, sy := signExtend(x, w), signExtend(y, w)
			if rem {
				if sy == -1 {
					return 0, true
				}
				return truncBits(uint64(sx%sy), w), true
			}
			if sy == -1 && sx == signExtend(uint64(1)<<(w-1), w) {
				return 0, false // INT_MIN / -1 overflows
			}
			return truncBits(uint64(sx/sy), w), true
		})(op, operands)
	}
}

// materializeArithConstant builds an arith.constant of type t holding
// value, when value is a scalar of that type (MLIR's
// arith::ConstantOp::materialize).
func materializeArithConstant(b *Builder, value Attribute, t Type, loc Location) *Operation {
	switch a := value.(type) {
	case *IntegerAttr:
		if a.Type == nil || !TypesEqual(a.Type, t) {
			return nil
		}
	case *FloatAttr:
		if a.Type == nil || !TypesEqual(a.Type, t) {
			return nil
		}
	case *BoolAttr:
		if !isI1(t) {
			return nil
		}
	default:
		return nil
	}
	return b.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{t},
		Props: []NamedAttr{{"value", value}}, Loc: loc})
}

// withFolds sets the folder of each def named in folds and the
// canonicalization patterns of each def named in patterns (the dialect
// files use it on the definitions their tables and families make).
func withFolds(defs []*OpDef, folds map[string]FoldFunc, patterns map[string][]*Pattern) []*OpDef {
	for _, d := range defs {
		if f, ok := folds[d.Name]; ok {
			d.Fold = f
		}
		if ps, ok := patterns[d.Name]; ok {
			d.Canonicalize = ps
		}
	}
	return defs
}
