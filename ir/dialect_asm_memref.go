package ir

import "strings"

// Custom syntax hooks of the irregular memref ops (the others have
// declarative formats).

func parseMemrefAllocaScope(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.resultTypesArrow(st)
	h.body(st, nil, "memref.alloca_scope.return")
	h.attrDict(st)
	return h.err
}

// printMemrefAllocaScope prints as MLIR's AllocaScopeOp::print, with two
// spaces before `{` or `->`.
func printMemrefAllocaScope(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
	p.PrintOptionalAttrDict(op)
}

func printMemrefAccess(p OpAsmPrinter, vs []*Value) {
	p.PrintOperand(vs[0])
	p.WriteString("[")
	p.PrintOperands(vs[1:])
	p.WriteString("]")
}

func parseMemrefGenericAtomicRMW(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	m, idx := h.access()
	t := h.colonType()
	st.Operands = append(append(st.Operands, h.resolve(m, t)), h.resolveAll(idx, Index)...)
	st.ResultTypes = append(st.ResultTypes, elemOrSelf(t))
	h.region(st.AddRegion(), nil)
	h.attrDict(st)
	return h.err
}

func printMemrefGenericAtomicRMW(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printMemrefAccess(p, op.Operands())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), true, true)
	p.PrintOptionalAttrDict(op)
}

func parseMemrefDmaStart(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	src, srcIdx := h.access()
	h.punct(",")
	dst, dstIdx := h.access()
	h.punct(",")
	num := h.operand()
	h.punct(",")
	tag, tagIdx := h.access()
	var stride []UnresolvedOperand
	if h.ok() && p.ParseOptionalPunct(",") {
		stride = h.operandList(DelimNone)
	}
	h.attrDict(st)
	ts := h.colonTypesN(3)
	st.Operands = append(append(st.Operands, h.resolve(src, ts[0])), h.resolveAll(srcIdx, Index)...)
	st.Operands = append(append(st.Operands, h.resolve(dst, ts[1])), h.resolveAll(dstIdx, Index)...)
	st.Operands = append(append(append(st.Operands, h.resolve(num, Index), h.resolve(tag, ts[2])), h.resolveAll(tagIdx, Index)...),
		h.resolveAll(stride, Index)...)
	return h.err
}

// rankOf returns the rank of a ranked memref type (0 otherwise).
func rankOf(t Type) int {
	if mt, ok := t.(*MemRefType); ok {
		return len(mt.Shape)
	}
	return 0
}

func printMemrefDmaStart(p OpAsmPrinter, op *Operation) {
	ops := op.Operands()
	i := 0
	group := func() []*Value {
		n := 1 + rankOf(ops[i].Type())
		g := ops[i : i+n]
		i += n
		return g
	}
	src := group()
	dst := group()
	num := ops[i]
	i++
	tag := group()
	p.WriteString(" ")
	printMemrefAccess(p, src)
	p.WriteString(", ")
	printMemrefAccess(p, dst)
	p.WriteString(", ")
	p.PrintOperand(num)
	p.WriteString(", ")
	printMemrefAccess(p, tag)
	if i < len(ops) {
		p.WriteString(", ")
		p.PrintOperands(ops[i:])
	}
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	p.PrintTypes([]Type{src[0].Type(), dst[0].Type(), tag[0].Type()})
}

func parseMemrefPrefetch(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	m, idx := h.access()
	h.prefetchTail(st)
	h.attrDict(st)
	t := h.colonType()
	st.Operands = append(append(st.Operands, h.resolve(m, t)), h.resolveAll(idx, Index)...)
	return h.err
}

func printMemrefPrefetch(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printMemrefAccess(p, op.Operands())
	printPrefetchTail(p, op)
}

func parseMemrefTranspose(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	in := h.operand()
	// The permutation is a bare affine map `(d0, d1) -> (d1, d0)`.
	if h.ok() {
		a, err := parsePermutationMap(p)
		h.check(err)
		st.Props = append(st.Props, NamedAttr{"permutation", a})
	}
	h.attrDict(st)
	inT := h.colonType()
	h.keyword("to")
	st.ResultTypes = append(st.ResultTypes, h.typ())
	st.Operands = append(st.Operands, h.resolve(in, inT))
	return h.err
}

func printMemrefTranspose(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" ")
	if m, ok := op.Attr("permutation").(*AffineMapAttr); ok {
		p.WriteString(m.Map.String())
	} else if a := op.Attr("permutation"); a != nil {
		p.PrintAttribute(a)
	}
	p.PrintOptionalAttrDict(op, "permutation")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// parseIdentList reads `(a, b, c)` of bare identifiers.
func parseIdentList(p OpAsmParser) ([]string, error) {
	h := &hookParser{p: p}
	h.punct("(")
	var out []string
	for h.ok() && !p.ParseOptionalPunct(")") {
		if len(out) > 0 {
			h.punct(",")
		}
		s, err := p.ParseKeywordOrString()
		h.check(err)
		out = append(out, s)
	}
	return out, h.err
}

// parsePermutationMap reads a bare permutation map `(d0, d1) -> (d1, d0)`.
func parsePermutationMap(p OpAsmParser) (*AffineMapAttr, error) {
	dims, err := parseIdentList(p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("->"); err != nil {
		return nil, err
	}
	res, err := parseIdentList(p)
	if err != nil {
		return nil, err
	}
	m := &AffineMap{NumDims: len(dims)}
	for _, r := range res {
		pos := -1
		for i, d := range dims {
			if d == r {
				pos = i
			}
		}
		if pos < 0 {
			return nil, p.Errorf("expected a permutation map over (%s)", strings.Join(dims, ", "))
		}
		m.Results = append(m.Results, DimExpr(pos))
	}
	return &AffineMapAttr{Map: m}, nil
}

// verifyMemrefDmaStart checks memref.dma_start's operand layout: source
// with its indices, destination with its indices, the element count, the
// tag with its indices, and optionally a stride and elements per stride.
func verifyMemrefDmaStart(op *Operation) error {
	ops := op.Operands()
	i := 0
	for k, what := range []string{"source", "destination", "", "tag"} {
		if i >= len(ops) {
			return op.OpErrorf("expected more operands")
		}
		if k == 2 {
			if !isIndex(ops[i].Type()) {
				return op.OpErrorf("expected the number of elements to be of index type")
			}
			i++
			continue
		}
		if !isRankedMemRef(ops[i].Type()) {
			return op.OpErrorf("expected %s to be of memref type", what)
		}
		n := 1 + rankOf(ops[i].Type())
		if i+n > len(ops) {
			return op.OpErrorf("expected %d %s indices", n-1, what)
		}
		for _, v := range ops[i+1 : i+n] {
			if !isIndex(v.Type()) {
				return op.OpErrorf("expected %s indices to be of index type", what)
			}
		}
		i += n
	}
	if rest := len(ops) - i; rest != 0 && rest != 2 {
		return op.OpErrorf("incorrect number of operands")
	}
	return nil
}
