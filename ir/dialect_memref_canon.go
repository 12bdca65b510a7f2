package ir

// The canonicalization patterns of the memref dialect (MLIR's MemRefOps.cpp).

// simplifyDeadAlloc erases a memref.alloc or memref.alloca whose only
// users store into it or deallocate it, together with those users (MLIR's
// SimplifyDeadAlloc).
func simplifyDeadAlloc(name string) *Pattern {
	return &Pattern{Name: "SimplifyDeadAlloc", Root: name, Benefit: 1,
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumResults() != 1 {
				return false
			}
			m := op.Result(0)
			users := m.Users()
			for _, u := range users {
				switch u.Name() {
				case "memref.store":
					if u.Operand(0) == m {
						return false
					}
				case "memref.dealloc":
				default:
					return false
				}
			}
			for _, u := range users {
				r.EraseOp(u)
			}
			r.EraseOp(op)
			return true
		}}
}

// foldDim folds memref.dim and tensor.dim with a constant index: the
// static size of that dimension, or for memref.dim of a memref.alloc or
// memref.alloca the dynamic size operand it was allocated with.
func foldDim(op *Operation, operands []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		return nil, false
	}
	idx, ok := operands[1].(*IntegerAttr)
	if !ok || idx.Big != nil {
		return nil, false
	}
	st, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return nil, false
	}
	shape, ranked := st.Dims()
	i := idx.Value
	if !ranked || i < 0 || i >= int64(len(shape)) {
		return nil, false
	}
	if shape[i] != Dynamic {
		return []Folded{FoldAttr(IntAttr(shape[i], Index))}, true
	}
	if def := op.Operand(0).DefiningOp(); def != nil && (def.Name() == "memref.alloc" || def.Name() == "memref.alloca") {
		k := 0 // the dynamic size operand of dimension i
		for j := int64(0); j < i; j++ {
			if shape[j] == Dynamic {
				k++
			}
		}
		if sizes := OperandSegment(def, 0); k < len(sizes) {
			return []Folded{FoldValue(sizes[k])}, true
		}
	}
	return nil, false
}

// foldRank folds memref.rank and tensor.rank of a ranked type.
func foldRank(op *Operation, _ []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, false
	}
	st, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return nil, false
	}
	shape, ranked := st.Dims()
	if !ranked {
		return nil, false
	}
	return []Folded{FoldAttr(IntAttr(int64(len(shape)), Index))}, true
}

func init() {
	// memref and tensor constants are arith.constant ops, as in MLIR.
	RegisterDialect(&Dialect{Name: "memref", MaterializeConstant: materializeArithConstant})
	RegisterDialect(&Dialect{Name: "tensor", MaterializeConstant: materializeArithConstant})
}
