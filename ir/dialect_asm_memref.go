package ir

import "strings"

// Custom syntax hooks of the irregular memref ops (the others have
// declarative formats).

func parseMemrefAllocaScope(p OpAsmParser, st *OperationState) error {
	if err := parseResultTypesArrow(p, st); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	ensureTerm(r, "memref.alloca_scope.return", st.Loc)
	return p.ParseOptionalAttrDict(st)
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

// parseMemrefAccess reads `%m[%i, %j]` and returns the memref and indices.
func parseMemrefAccess(p OpAsmParser) (UnresolvedOperand, []UnresolvedOperand, error) {
	m, err := p.ParseOperand()
	if err != nil {
		return m, nil, err
	}
	idx, err := p.ParseOperandList(DelimSquare)
	return m, idx, err
}

// resolveAccess resolves a memref of type t with index operands.
func resolveAccess(p OpAsmParser, m UnresolvedOperand, idx []UnresolvedOperand, t Type) ([]*Value, error) {
	mv, err := p.ResolveOperand(m, t)
	if err != nil {
		return nil, err
	}
	is, err := resolveAll(p, idx, Index)
	if err != nil {
		return nil, err
	}
	return append([]*Value{mv}, is...), nil
}

func printMemrefAccess(p OpAsmPrinter, vs []*Value) {
	p.PrintOperand(vs[0])
	p.WriteString("[")
	p.PrintOperands(vs[1:])
	p.WriteString("]")
}

func parseMemrefGenericAtomicRMW(p OpAsmParser, st *OperationState) error {
	m, idx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	vs, err := resolveAccess(p, m, idx, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, elemOrSelf(t))
	if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
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
	src, srcIdx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	dst, dstIdx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	num, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	tag, tagIdx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	var stride []UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		if stride, err = p.ParseOperandList(DelimNone); err != nil {
			return err
		}
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != 3 {
		return p.Errorf("expected three types")
	}
	for i, a := range []struct {
		m   UnresolvedOperand
		idx []UnresolvedOperand
	}{{src, srcIdx}, {dst, dstIdx}} {
		vs, err := resolveAccess(p, a.m, a.idx, ts[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
	}
	nv, err := p.ResolveOperand(num, Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, nv)
	vs, err := resolveAccess(p, tag, tagIdx, ts[2])
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	ss, err := resolveAll(p, stride, Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, ss...)
	return nil
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
	m, idx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rw, ok := p.ParseOptionalKeywordOf("read", "write")
	if !ok {
		return p.Errorf("rw specifier has to be 'read' or 'write'")
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParseKeyword("locality"); err != nil {
		return err
	}
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	loc, err := p.ParseInteger()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	cache, ok := p.ParseOptionalKeywordOf("data", "instr")
	if !ok {
		return p.Errorf("cache type has to be 'data' or 'instr'")
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	vs, err := resolveAccess(p, m, idx, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props,
		NamedAttr{"isWrite", &BoolAttr{Value: rw == "write"}},
		NamedAttr{"localityHint", IntAttr(loc, I32)},
		NamedAttr{"isDataCache", &BoolAttr{Value: cache == "data"}})
	return nil
}

func printMemrefPrefetch(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printMemrefAccess(p, op.Operands())
	rw, cache := "read", "instr"
	if b, ok := op.Attr("isWrite").(*BoolAttr); ok && b.Value {
		rw = "write"
	}
	if b, ok := op.Attr("isDataCache").(*BoolAttr); ok && b.Value {
		cache = "data"
	}
	p.WriteString(", " + rw + ", locality<" + formatInt(intValue(op.Attr("localityHint"))) + ">, " + cache)
	p.PrintOptionalAttrDict(op, "isWrite", "localityHint", "isDataCache")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func parseMemrefTranspose(p OpAsmParser, st *OperationState) error {
	in, err := p.ParseOperand()
	if err != nil {
		return err
	}
	// The permutation is a bare affine map `(d0, d1) -> (d1, d0)`.
	a, err := parsePermutationMap(p)
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"permutation", a})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	inT, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	resT, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(in, inT)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.ResultTypes = append(st.ResultTypes, resT)
	return nil
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
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var out []string
	if p.ParseOptionalPunct(")") {
		return out, nil
	}
	for {
		s, err := p.ParseKeywordOrString()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
		if p.ParseOptionalPunct(")") {
			return out, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
	}
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
