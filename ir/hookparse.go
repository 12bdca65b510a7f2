package ir

// hookParser is what hand-written parse hooks (OpDef.Parse) use: an
// OpAsmParser with a sticky error. After the first failure every step
// does nothing and returns zero values, and err holds the failure, so a
// hook reads as a plain sequence of steps and checks err where it needs
// the values (before looking into a type list, say) and at the end.
type hookParser struct {
	p   OpAsmParser
	err error
}

// ok reports whether no step failed yet.
func (h *hookParser) ok() bool { return h.err == nil }

// fail records a diagnostic at the current token (unless a step already
// failed).
func (h *hookParser) fail(format string, args ...any) {
	if h.err == nil {
		h.err = h.p.Errorf(format, args...)
	}
}

func (h *hookParser) check(err error) {
	if h.err == nil {
		h.err = err
	}
}

func (h *hookParser) operand() UnresolvedOperand {
	if h.err != nil {
		return UnresolvedOperand{}
	}
	o, err := h.p.ParseOperand()
	h.check(err)
	return o
}

// optionalOperand reads an operand if one is next.
func (h *hookParser) optionalOperand() (UnresolvedOperand, bool) {
	if h.err != nil {
		return UnresolvedOperand{}, false
	}
	o, ok, err := h.p.ParseOptionalOperand()
	h.check(err)
	return o, ok && err == nil
}

// operandAfter reads `punct %operand` if punct is next (e.g. `, %mask`)
// and returns it as a list of zero or one operand.
func (h *hookParser) operandAfter(punct string) []UnresolvedOperand {
	if h.err != nil || !h.p.ParseOptionalPunct(punct) {
		return nil
	}
	return []UnresolvedOperand{h.operand()}
}

func (h *hookParser) operandList(d Delimiter) []UnresolvedOperand {
	if h.err != nil {
		return nil
	}
	os, err := h.p.ParseOperandList(d)
	h.check(err)
	return os
}

func (h *hookParser) punct(s string) {
	if h.err == nil {
		h.check(h.p.ParsePunct(s))
	}
}

func (h *hookParser) keyword(kw string) {
	if h.err == nil {
		h.check(h.p.ParseKeyword(kw))
	}
}

func (h *hookParser) integer() int64 {
	if h.err != nil {
		return 0
	}
	v, err := h.p.ParseInteger()
	h.check(err)
	return v
}

func (h *hookParser) typ() Type {
	if h.err != nil {
		return nil
	}
	t, err := h.p.ParseType()
	h.check(err)
	return t
}

func (h *hookParser) colonType() Type {
	if h.err != nil {
		return nil
	}
	t, err := h.p.ParseColonType()
	h.check(err)
	return t
}

func (h *hookParser) colonTypes() []Type {
	if h.err != nil {
		return nil
	}
	ts, err := h.p.ParseColonTypeList()
	h.check(err)
	return ts
}

// colonTypesN reads `: t1, ..., tn` and requires exactly n types.
func (h *hookParser) colonTypesN(n int) []Type {
	ts := h.colonTypes()
	if h.err == nil && len(ts) != n {
		h.fail("expected %d types", n)
	}
	if h.err != nil {
		return make([]Type, n)
	}
	return ts
}

func (h *hookParser) attribute(t Type) Attribute {
	if h.err != nil {
		return nil
	}
	a, err := h.p.ParseAttribute(t)
	h.check(err)
	return a
}

func (h *hookParser) attrDict(st *OperationState) {
	if h.err == nil {
		h.check(h.p.ParseOptionalAttrDict(st))
	}
}

func (h *hookParser) region(r *Region, args []Argument) {
	if h.err == nil {
		h.check(h.p.ParseRegion(r, args))
	}
}

// dynamicIndexList reads `[%a, 4, %b]`.
func (h *hookParser) dynamicIndexList() ([]UnresolvedOperand, []int64) {
	if h.err != nil {
		return nil, nil
	}
	d, s, err := parseDynamicIndexList(h.p)
	h.check(err)
	return d, s
}

// access reads `%m[%i, %j]`.
func (h *hookParser) access() (UnresolvedOperand, []UnresolvedOperand) {
	m := h.operand()
	return m, h.operandList(DelimSquare)
}

func (h *hookParser) resolve(o UnresolvedOperand, t Type) *Value {
	if h.err != nil {
		return nil
	}
	v, err := h.p.ResolveOperand(o, t)
	h.check(err)
	return v
}

// resolveAll resolves every operand of os with type t.
func (h *hookParser) resolveAll(os []UnresolvedOperand, t Type) []*Value {
	if h.err != nil {
		return nil
	}
	vs, err := resolveAll(h.p, os, t)
	h.check(err)
	return vs
}

// resolveEach resolves os[i] with type ts[i].
func (h *hookParser) resolveEach(os []UnresolvedOperand, ts []Type) []*Value {
	if h.err != nil {
		return nil
	}
	vs, err := resolveEach(h.p, os, ts)
	h.check(err)
	return vs
}

// valuesColonTypes reads `%a, %b : t1, t2` (or nothing before close) and
// resolves it.
func (h *hookParser) valuesColonTypes(close string) []*Value {
	if h.err != nil {
		return nil
	}
	vs, err := parseOperandsColonTypes(h.p, close)
	h.check(err)
	return vs
}

// parenValuesColonTypes reads `(%a, %b : t1, t2)`.
func (h *hookParser) parenValuesColonTypes() []*Value {
	h.punct("(")
	vs := h.valuesColonTypes(")")
	h.punct(")")
	return vs
}

// successor reads `^bb1` or `^bb1(%a, %b : t1, t2)`.
func (h *hookParser) successor() (*Block, []*Value) {
	if h.err != nil {
		return nil, nil
	}
	b, err := h.p.ParseSuccessor()
	h.check(err)
	if h.err != nil || !h.p.ParseOptionalPunct("(") {
		return b, nil
	}
	vs := h.valuesColonTypes(")")
	h.punct(")")
	return b, vs
}

// resultTypesArrow reads an optional `-> t` / `-> (t1, t2)` into st.
func (h *hookParser) resultTypesArrow(st *OperationState) {
	if h.err == nil {
		h.check(parseResultTypesArrow(h.p, st))
	}
}

// affineAccess reads `%m[%i + 1, symbol(%n)]`: the memref, the access map
// and its operands.
func (h *hookParser) affineAccess() (UnresolvedOperand, *AffineMap, []UnresolvedOperand) {
	m := h.operand()
	if h.err != nil {
		return m, nil, nil
	}
	am, ops, err := h.p.ParseAffineMapOfSSAIds(DelimSquare)
	h.check(err)
	return m, am, ops
}

// prefetchTail reads the `, read, locality<3>, data` of memref.prefetch
// and affine.prefetch into st's properties.
func (h *hookParser) prefetchTail(st *OperationState) {
	h.punct(",")
	rw, ok := h.p.ParseOptionalKeywordOf("read", "write")
	if !ok {
		h.fail("rw specifier has to be 'read' or 'write'")
	}
	h.punct(",")
	h.keyword("locality")
	h.punct("<")
	loc := h.integer()
	h.punct(">")
	h.punct(",")
	cache, ok := h.p.ParseOptionalKeywordOf("data", "instr")
	if !ok {
		h.fail("cache type has to be 'data' or 'instr'")
	}
	st.Props = append(st.Props,
		NamedAttr{"isWrite", &BoolAttr{Value: rw == "write"}},
		NamedAttr{"localityHint", IntAttr(loc, I32)},
		NamedAttr{"isDataCache", &BoolAttr{Value: cache == "data"}})
}

// printPrefetchTail prints `, read, locality<3>, data` then the attribute
// dictionary (without the prefetch properties and extra) and `: type`.
func printPrefetchTail(p OpAsmPrinter, op *Operation, extra ...string) {
	rw, cache := "read", "instr"
	if b, ok := op.Attr("isWrite").(*BoolAttr); ok && b.Value {
		rw = "write"
	}
	if b, ok := op.Attr("isDataCache").(*BoolAttr); ok && b.Value {
		cache = "data"
	}
	p.WriteString(", " + rw + ", locality<" + formatInt(intValue(op.Attr("localityHint"))) + ">, " + cache)
	p.PrintOptionalAttrDict(op, append([]string{"isWrite", "localityHint", "isDataCache"}, extra...)...)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
