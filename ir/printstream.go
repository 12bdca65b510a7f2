package ir

// Streaming the printed form. The alias definitions (#map = ...) come
// first in the output but are numbered while the body prints, so printTop
// prints the body into memory when it may need aliases. Most large modules
// need none (no affine maps, integer sets, tuples of more than 16 types or
// locations used as attributes), and then the body goes straight to the
// writer. aliasScan decides, conservatively: any attribute or type of a
// kind it does not know counts as one that may get an alias.

// aliasScan finds whether printing an op tree may define an alias. It
// remembers the answer for composite attributes and types (keyed by their
// pointer).
type aliasScan struct {
	memo map[any]bool
}

// mayNeedAliases reports whether printing root (whose implied regions the
// namer has already built when they print) may define an alias.
func mayNeedAliases(root *Operation, opts PrintOptions) bool {
	if opts.DebugInfo {
		return true // locations print as #loc aliases
	}
	s := &aliasScan{memo: map[any]bool{}}
	return s.op(root)
}

func (s *aliasScan) op(op *Operation) bool {
	for _, na := range op.props {
		if s.attr(na.Value) {
			return true
		}
	}
	for _, na := range op.attrs {
		if s.attr(na.Value) {
			return true
		}
	}
	for i := range op.results {
		if s.typ(op.results[i].typ) {
			return true
		}
	}
	for _, r := range op.regs() {
		for _, b := range r.blocks {
			for _, a := range b.args {
				if s.typ(a.typ) {
					return true
				}
			}
			for o := b.first; o != nil; o = o.next {
				if s.op(o) {
					return true
				}
			}
		}
	}
	return false
}

// attr reports whether a is, or holds, an attribute or type that may get
// an alias.
func (s *aliasScan) attr(a Attribute) bool {
	switch a := a.(type) {
	case nil:
		return false
	case *BoolAttr, *UnitAttr, *SymbolRefAttr, *StridedLayoutAttr:
		return false
	case *OpaqueAttr:
		return isSparseEncoding(a)
	case *IntegerAttr:
		return s.typ(a.Type)
	case *FloatAttr:
		return s.typ(a.Type)
	case *StringAttr:
		return s.typ(a.Type)
	case *DenseArrayAttr:
		return s.typ(a.Elem)
	case *DenseElementsAttr:
		return s.typ(a.Type)
	case *SparseElementsAttr:
		return s.typ(a.Type)
	case *TypeAttr:
		return s.typ(a.Type)
	case *ArrayAttr:
		return s.memoized(a, func() bool {
			for _, e := range a.Elems {
				if s.attr(e) {
					return true
				}
			}
			return false
		})
	case *DictionaryAttr:
		return s.memoized(a, func() bool {
			for _, e := range a.Entries {
				if s.attr(e.Value) {
					return true
				}
			}
			return false
		})
	}
	return true
}

// memoized returns f's answer for the composite attribute or type k,
// computed once.
func (s *aliasScan) memoized(k any, f func() bool) bool {
	if r, ok := s.memo[k]; ok {
		return r
	}
	r := f()
	s.memo[k] = r
	return r
}

// typ reports whether t is, or holds, a type or attribute that may get an
// alias.
func (s *aliasScan) typ(t Type) bool {
	switch t := t.(type) {
	case nil:
		return false
	case *IntegerType, *IndexType, *FloatType, *NoneType, *OpaqueType, *AsyncType:
		return false
	case *AsyncValueType:
		return s.typ(t.Elem)
	case *ComplexType:
		return s.typ(t.Elem)
	case *VectorType:
		return s.typ(t.Elem)
	case *UnrankedTensorType:
		return s.typ(t.Elem)
	case *RankedTensorType:
		return s.memoized(t, func() bool { return s.typ(t.Elem) || s.attr(t.Encoding) })
	case *MemRefType:
		return s.memoized(t, func() bool { return s.typ(t.Elem) || s.attr(t.Layout) || s.attr(t.MemorySpace) })
	case *UnrankedMemRefType:
		return s.typ(t.Elem) || s.attr(t.MemorySpace)
	case *FunctionType:
		return s.memoized(t, func() bool { return s.types2(t.Inputs) || s.types2(t.Results) })
	case *TupleType:
		return len(t.Types) > 16 || s.memoized(t, func() bool { return s.types2(t.Types) })
	}
	return true
}

func (s *aliasScan) types2(ts []Type) bool {
	for _, t := range ts {
		if s.typ(t) {
			return true
		}
	}
	return false
}

// forceBufferedPrint makes printTop always print the body into memory
// first (tests compare both ways).
var forceBufferedPrint = false

// printNamedTop is printTopLevel once the namer has named op's tree.
func (pr *printer) printNamedTop(op *Operation) {
	pr.printOp(op)
	pr.ws("\n")
}
