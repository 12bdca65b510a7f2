package ir

// The folders of the index dialect (MLIR's IndexOps.cpp) and its constant
// materialization (index.constant, index.bool.constant). Results are
// computed on 64 bits; the ops folded here give the same low 32 bits
// whatever the index width, as MLIR requires of the folds it makes
// without checking both widths.

var indexFolds = map[string]FoldFunc{
	"index.constant":      foldConstantValue,
	"index.bool.constant": foldConstantValue,
	"index.add": intBinaryFoldConstFirst(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // add(x, 0)
			return FoldValue(a), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x + y, true }),
	"index.sub": intBinaryFoldConstFirst(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 0) { // sub(x, 0)
			return FoldValue(a), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x - y, true }),
	"index.mul": intBinaryFoldConstFirst(func(a, b *Value) (Folded, bool) {
		if isIntConst(b, 1) { // mul(x, 1)
			return FoldValue(a), true
		}
		if isIntConst(b, 0) { // mul(x, 0)
			return FoldValue(b), true
		}
		return Folded{}, false
	}, func(x, y uint64) (uint64, bool) { return x * y, true }),
	"index.and": intBinaryFold(nil, func(x, y uint64) (uint64, bool) { return x & y, true }),
	"index.or":  intBinaryFold(nil, func(x, y uint64) (uint64, bool) { return x | y, true }),
	"index.xor": intBinaryFold(nil, func(x, y uint64) (uint64, bool) { return x ^ y, true }),
}

// intBinaryFoldConstFirst is intBinaryFold with constant folding tried
// before the identities (the order of MLIR's index folders).
func intBinaryFoldConstFirst(identity func(a, b *Value) (Folded, bool), eval func(x, y uint64) (uint64, bool)) FoldFunc {
	consts := intBinaryFold(nil, eval)
	ids := intBinaryFold(identity, func(uint64, uint64) (uint64, bool) { return 0, false })
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if res, ok := consts(op, operands); ok {
			return res, true
		}
		return ids(op, operands)
	}
}

// materializeIndexConstant builds index.bool.constant for an i1 value and
// index.constant for an index value.
func materializeIndexConstant(b *Builder, value Attribute, t Type, loc Location) *Operation {
	if isI1(t) {
		switch a := value.(type) {
		case *BoolAttr:
		case *IntegerAttr:
			if !isI1(a.Type) {
				return nil
			}
			value = &BoolAttr{Value: a.Value != 0}
		default:
			return nil
		}
		return b.Create(&OperationState{Name: "index.bool.constant", ResultTypes: []Type{t}, Props: []NamedAttr{{"value", value}}, Loc: loc})
	}
	a, ok := value.(*IntegerAttr)
	if _, isIdx := t.(*IndexType); !ok || !isIdx || a.Type == nil {
		return nil
	}
	if _, isIdx := a.Type.(*IndexType); !isIdx {
		return nil
	}
	return b.Create(&OperationState{Name: "index.constant", ResultTypes: []Type{t}, Props: []NamedAttr{{"value", value}}, Loc: loc})
}
