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

// step runs parse unless a step failed before, and keeps its error.
func step[T any](h *hookParser, parse func() (T, error)) (v T) {
	if h.err == nil {
		v, h.err = parse()
	}
	return v
}

func (h *hookParser) operand() UnresolvedOperand { return step(h, h.p.ParseOperand) }

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
	return step(h, func() ([]UnresolvedOperand, error) { return h.p.ParseOperandList(d) })
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

func (h *hookParser) integer() int64 { return step(h, h.p.ParseInteger) }

func (h *hookParser) typ() Type { return step(h, h.p.ParseType) }

func (h *hookParser) colonType() Type { return step(h, h.p.ParseColonType) }

func (h *hookParser) colonTypes() []Type { return step(h, h.p.ParseColonTypeList) }

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
	return step(h, func() (Attribute, error) { return h.p.ParseAttribute(t) })
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
	return step(h, func() (*Value, error) { return h.p.ResolveOperand(o, t) })
}

// resolveAll resolves every operand of os with type t.
func (h *hookParser) resolveAll(os []UnresolvedOperand, t Type) []*Value {
	return step(h, func() ([]*Value, error) { return resolveAll(h.p, os, t) })
}

// resolveEach resolves os[i] with type ts[i].
func (h *hookParser) resolveEach(os []UnresolvedOperand, ts []Type) []*Value {
	return step(h, func() ([]*Value, error) { return resolveEach(h.p, os, ts) })
}

// valuesColonTypes reads `%a, %b : t1, t2` (or nothing before close) and
// resolves it.
func (h *hookParser) valuesColonTypes(close string) []*Value {
	return step(h, func() ([]*Value, error) { return parseOperandsColonTypes(h.p, close) })
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
	b := step(h, h.p.ParseSuccessor)
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

// argument reads a region argument name, `%i`.
func (h *hookParser) argument() Argument {
	return step(h, func() (Argument, error) { return h.p.ParseArgument(false, false) })
}

// arguments reads a delimited list of region argument names, `(%i, %j)`.
func (h *hookParser) arguments(d Delimiter) []Argument {
	return step(h, func() ([]Argument, error) { return h.p.ParseArgumentList(d, false, false) })
}

// arrowTypes reads `-> t` or `-> (t1, t2)`.
func (h *hookParser) arrowTypes() []Type { return step(h, h.p.ParseArrowTypeList) }

// functionType reads `(t1, t2) -> (t3)`.
func (h *hookParser) functionType() *FunctionType { return step(h, h.p.ParseFunctionType) }

// indexList reads a mixed static/dynamic list between open and close,
// `(4, %n)`.
func (h *hookParser) indexList(open, close string) ([]UnresolvedOperand, []int64) {
	if h.err != nil {
		return nil, nil
	}
	d, s, err := parseDynamicIndexListDelim(h.p, open, close)
	h.check(err)
	return d, s
}

// assignments reads `(%a = %x, %b = %y)`: the region arguments and the
// operands assigned to them.
func (h *hookParser) assignments() (args []Argument, vals []UnresolvedOperand) {
	h.punct("(")
	if h.err != nil || h.p.ParseOptionalPunct(")") {
		return nil, nil
	}
	for h.err == nil {
		args = append(args, h.argument())
		h.punct("=")
		vals = append(vals, h.operand())
		if h.p.ParseOptionalPunct(")") {
			break
		}
		h.punct(",")
	}
	return args, vals
}

// iterArgs reads the optional loop-carried values `kw(%a = %x) -> (t)`
// of a loop (kw: iter_args, shared_outs): the region arguments, typed,
// and the resolved init operands, whose types are added to st's results.
func (h *hookParser) iterArgs(kw string, st *OperationState) ([]Argument, []*Value) {
	if h.err != nil || !h.p.ParseOptionalKeyword(kw) {
		return nil, nil
	}
	args, inits := h.assignments()
	types := h.arrowTypes()
	if h.err == nil && len(types) != len(inits) {
		h.fail("expected as many result types as %s (%d), got %d", kw, len(inits), len(types))
	}
	setArgTypes(args, types)
	st.ResultTypes = append(st.ResultTypes, types...)
	return args, h.resolveEach(inits, types)
}

// body reads an op's region with the given entry arguments and gives
// it term as implicit terminator (term "": none).
func (h *hookParser) body(st *OperationState, args []Argument, term string) *Region {
	r := st.AddRegion()
	h.region(r, args)
	if h.err == nil && term != "" {
		ensureTerm(r, term, st.Loc)
	}
	return r
}

// thenElse reads the `{...} else {...}` regions of scf.if and affine.if
// (the else region stays empty without `else`), then the attributes.
func (h *hookParser) thenElse(st *OperationState, term string) {
	h.body(st, nil, term)
	els := st.AddRegion()
	if h.err == nil && h.p.ParseOptionalKeyword("else") {
		h.region(els, nil)
		if h.err == nil {
			ensureTerm(els, term, st.Loc)
		}
	}
	h.attrDict(st)
}

// printThenElse prints the regions of scf.if and affine.if.
func printThenElse(p OpAsmPrinter, op *Operation) {
	yields := op.NumResults() > 0
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, yields)
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, yields)
	}
}

// printIterArgs prints ` kw(%a = %x) -> (t)` when there are inits.
func printIterArgs(p OpAsmPrinter, kw string, args, inits []*Value, types []Type) {
	if len(inits) == 0 {
		return
	}
	p.WriteString(" " + kw)
	printAssignmentList(p, args, inits)
	p.WriteString(" -> (")
	p.PrintTypes(types)
	p.WriteString(")")
}

// parenList reads `(e1, e2, ...)` (at least one element), calling elem
// to read each.
func (h *hookParser) parenList(elem func()) {
	h.punct("(")
	for h.ok() {
		elem()
		if h.p.ParseOptionalPunct(")") {
			return
		}
		h.punct(",")
	}
}

// dict reads an attribute dictionary `{a = 1, b}` (as an attribute).
func (h *hookParser) dict() *DictionaryAttr {
	a := h.attribute(nil)
	d, ok := a.(*DictionaryAttr)
	if h.ok() && !ok {
		h.fail("expected an attribute dictionary")
	}
	if !ok {
		return &DictionaryAttr{}
	}
	return d
}
