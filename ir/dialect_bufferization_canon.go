package ir

// bufferization.dealloc's canonicalization patterns (MLIR 22's
// populateDeallocOpCanonicalizationPatterns), which
// buffer-deallocation-simplification also applies: duplicate memrefs and
// retained values merged, empty and always-false deallocations dropped,
// extract_strided_metadata of an allocation skipped, and an allocation
// only deallocated erased with its entry.

// DeallocParts returns a bufferization.dealloc's memrefs, conditions and
// retained values.
func DeallocParts(op *Operation) (memrefs, conds, retained []*Value) {
	return OperandSegment(op, 0), OperandSegment(op, 1), OperandSegment(op, 2)
}

// BuildDealloc creates a bufferization.dealloc of memrefs under conds,
// retaining retained, with b at its insertion point; it has one i1
// result per retained value.
func BuildDealloc(b *Builder, loc Location, memrefs, conds, retained []*Value) *Operation {
	ops := append(append(append([]*Value{}, memrefs...), conds...), retained...)
	res := make([]Type, len(retained))
	for i := range res {
		res[i] = I1
	}
	return b.Create(&OperationState{Name: "bufferization.dealloc", Operands: ops, ResultTypes: res, Loc: loc,
		Props: []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(len(memrefs), len(conds), len(retained))}}})
}

// UpdateDealloc changes a bufferization.dealloc's memrefs and conditions
// in place through r (its retained values stay), and reports whether
// anything changed (MLIR's updateDeallocIfChanged).
func UpdateDealloc(r *Rewriter, op *Operation, memrefs, conds []*Value) bool {
	oldM, oldC, retained := DeallocParts(op)
	if sameValues(oldM, memrefs) && sameValues(oldC, conds) {
		return false
	}
	r.ModifyOpInPlace(op, func() {
		op.SetOperands(append(append(append([]*Value{}, memrefs...), conds...), retained...))
		op.SetAttr(OperandSegmentSizesAttr, SegmentSizesAttr(len(memrefs), len(conds), len(retained)))
	})
	return true
}

func sameValues(a, b []*Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// BoolConstant creates an arith.constant of i1 with r.
func BoolConstant(b *Builder, loc Location, v bool) *Value {
	return b.Create(&OperationState{Name: "arith.constant", ResultTypes: []Type{I1},
		Props: []NamedAttr{{"value", &BoolAttr{Value: v}}}, Loc: loc}).Result(0)
}

// isBoolConst reports whether v is a constant i1 equal to want (MLIR's
// m_One / m_Zero on i1).
func isBoolConst(v *Value, want bool) bool {
	switch a := ConstantOf(v).(type) {
	case *BoolAttr:
		return a.Value == want
	case *IntegerAttr:
		if !isI1(v.Type()) {
			return false
		}
		return (a.Value != 0) == want
	}
	return false
}

// IsConstTrue and IsConstFalse report whether v is the constant i1 true or
// false.
func IsConstTrue(v *Value) bool { return isBoolConst(v, true) }

// IsConstFalse: see IsConstTrue.
func IsConstFalse(v *Value) bool { return isBoolConst(v, false) }

// AllocatedBy reports whether v is a result that its defining op
// allocates (an Allocate effect on v).
func AllocatedBy(v *Value) bool {
	op := v.DefiningOp()
	if op == nil {
		return false
	}
	effects, _ := Effects(op)
	for _, e := range effects {
		if e.Kind == EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}

// onlyAllocates reports whether op's only effects on v are allocations,
// and it has one (MLIR's hasSingleEffect<Allocate>(op, v): effects on
// other values do not count).
func onlyAllocates(op *Operation, v *Value) bool { return onlyEffect(op, v, EffectAllocate) }

// onlyEffect reports whether op's only effects on v are of kind k, and it
// has one (MLIR's hasSingleEffect<K>(op, v)).
func onlyEffect(op *Operation, v *Value, k EffectKind) bool {
	effects, known := Effects(op)
	if !known {
		return false
	}
	found := false
	for _, e := range effects {
		if e.Value != v {
			continue
		}
		if e.Kind != k {
			return false
		}
		found = true
	}
	return found
}

func deallocPattern(name string, f func(op *Operation, r *Rewriter) bool) *Pattern {
	return &Pattern{Name: name, Root: "bufferization.dealloc", Benefit: 1, MatchAndRewrite: f}
}

// DeallocCanonicalizationPatterns returns bufferization.dealloc's
// canonicalization patterns, in MLIR's order.
func DeallocCanonicalizationPatterns() []*Pattern {
	return []*Pattern{
		// The same memref twice: one entry under the disjunction of its
		// conditions.
		deallocPattern("DeallocRemoveDuplicateDeallocMemrefs", func(op *Operation, r *Rewriter) bool {
			memrefs, conds, _ := DeallocParts(op)
			index := map[*Value]int{}
			var newM, newC []*Value
			for i, m := range memrefs {
				if j, ok := index[m]; ok {
					if newC[j] != conds[i] {
						newC[j] = r.CreateOp("arith.ori", []*Value{newC[j], conds[i]}, []Type{I1}).Result(0)
					}
					continue
				}
				index[m] = len(newM)
				newM = append(newM, m)
				newC = append(newC, conds[i])
			}
			return UpdateDealloc(r, op, newM, newC)
		}),
		// The same retained value twice: one, its result used for both.
		deallocPattern("DeallocRemoveDuplicateRetainedMemrefs", func(op *Operation, r *Rewriter) bool {
			memrefs, conds, retained := DeallocParts(op)
			seen := map[*Value]int{}
			var newR []*Value
			idx := make([]int, len(retained))
			for i, v := range retained {
				if j, ok := seen[v]; ok {
					idx[i] = j
					continue
				}
				seen[v] = len(newR)
				idx[i] = len(newR)
				newR = append(newR, v)
			}
			if len(newR) == len(retained) {
				return false
			}
			n := BuildDealloc(&r.Builder, op.Loc, memrefs, conds, newR)
			repl := make([]*Value, len(retained))
			for i, j := range idx {
				repl[i] = n.Result(j)
			}
			r.ReplaceOp(op, repl...)
			return true
		}),
		// Nothing to deallocate: every result is false.
		deallocPattern("EraseEmptyDealloc", func(op *Operation, r *Rewriter) bool {
			memrefs, _, _ := DeallocParts(op)
			if len(memrefs) != 0 {
				return false
			}
			f := BoolConstant(&r.Builder, op.Loc, false)
			repl := make([]*Value, op.NumResults())
			for i := range repl {
				repl[i] = f
			}
			r.ReplaceOp(op, repl...)
			return true
		}),
		// A memref whose condition is the constant false is never freed.
		deallocPattern("EraseAlwaysFalseDealloc", func(op *Operation, r *Rewriter) bool {
			memrefs, conds, _ := DeallocParts(op)
			var newM, newC []*Value
			for i, m := range memrefs {
				if !IsConstFalse(conds[i]) {
					newM = append(newM, m)
					newC = append(newC, conds[i])
				}
			}
			return UpdateDealloc(r, op, newM, newC)
		}),
		// The base buffer of an allocation is the allocation itself.
		deallocPattern("SkipExtractMetadataOfAlloc", func(op *Operation, r *Rewriter) bool {
			memrefs, conds, _ := DeallocParts(op)
			newM := make([]*Value, len(memrefs))
			for i, m := range memrefs {
				newM[i] = m
				if d := m.DefiningOp(); d != nil && d.Name() == "memref.extract_strided_metadata" && d.NumOperands() > 0 {
					if src := d.Operand(0); AllocatedBy(src) {
						newM[i] = src
					}
				}
			}
			return UpdateDealloc(r, op, newM, conds)
		}),
		// An allocation that nothing but this dealloc uses goes away with
		// its entry.
		deallocPattern("RemoveAllocDeallocPairWhenNoOtherUsers", func(op *Operation, r *Rewriter) bool {
			memrefs, conds, _ := DeallocParts(op)
			var newM, newC []*Value
			var dead []*Operation
			for i, m := range memrefs {
				if d := m.DefiningOp(); d != nil && AllocatedBy(m) && onlyAllocates(d, m) && m.HasOneUse() {
					dead = append(dead, d)
					continue
				}
				newM = append(newM, m)
				newC = append(newC, conds[i])
			}
			if !UpdateDealloc(r, op, newM, newC) {
				return false
			}
			for _, d := range dead {
				r.EraseOp(d)
			}
			return true
		}),
	}
}
