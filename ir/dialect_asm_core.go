package ir

// Custom syntax hooks of builtin.module, func.func, arith.constant and
// arith.select.

func parseBuiltinModule(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.Props = append(st.Props, NamedAttr{"sym_name", StrAttr(name)})
	}
	h.check(p.ParseOptionalAttrDictWithKeyword(st))
	if r := h.body(st, nil, ""); h.ok() && r.Empty() {
		r.AppendBlock(NewBlock())
	}
	return h.err
}

func printBuiltinModule(p OpAsmPrinter, op *Operation) {
	if n := SymbolName(op); n != "" {
		p.WriteString(" ")
		p.PrintSymbolName(n)
	}
	p.PrintOptionalAttrDictWithKeyword(op, "sym_name")
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
}

// parseFuncResults reads `-> t`, `-> (t {attrs}, u)` or nothing.
func parseFuncResults(p OpAsmParser) ([]Type, []Attribute, error) {
	if !p.ParseOptionalPunct("->") {
		return nil, nil, nil
	}
	if p.PeekPunct("(") {
		return parseTypeListWithAttrs(p)
	}
	t, err := p.ParseType()
	if err != nil {
		return nil, nil, err
	}
	return []Type{t}, []Attribute{&DictionaryAttr{}}, nil
}

// parseTypeListWithAttrs reads `(t1 {attrs}, t2)`: types, each with an
// optional attribute dictionary (an empty one when absent).
func parseTypeListWithAttrs(p OpAsmParser) (ts []Type, ds []Attribute, err error) {
	h := &hookParser{p: p}
	h.punct("(")
	if h.err != nil || p.ParseOptionalPunct(")") {
		return nil, nil, h.err
	}
	for h.ok() {
		ts = append(ts, h.typ())
		if h.ok() {
			d, err := parseOptionalDict(p)
			h.check(err)
			ds = append(ds, d)
		}
		if p.ParseOptionalPunct(")") {
			break
		}
		h.punct(",")
	}
	if h.err != nil {
		return nil, nil, h.err
	}
	return ts, ds, nil
}

// parseOptionalDict reads a `{...}` dictionary attribute if one is next;
// it returns an empty dictionary otherwise.
func parseOptionalDict(p OpAsmParser) (*DictionaryAttr, error) {
	if !p.PeekPunct("{") {
		return &DictionaryAttr{}, nil
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	d, ok := a.(*DictionaryAttr)
	if !ok {
		return nil, p.Errorf("expected an attribute dictionary")
	}
	return d, nil
}

// argAttrsProp returns the arg_attrs/res_attrs array, or nil when every
// dictionary is empty.
func argAttrsProp(ds []Attribute) Attribute {
	for _, d := range ds {
		if dd, ok := d.(*DictionaryAttr); ok && len(dd.Entries) > 0 {
			return &ArrayAttr{Elems: ds}
		}
	}
	return nil
}

func parseFuncFunc(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	if vis, ok := p.ParseOptionalString(); ok {
		st.Props = append(st.Props, NamedAttr{"sym_visibility", StrAttr(vis)})
	} else if vis, ok := p.ParseOptionalKeywordOf("private", "public", "nested"); ok {
		st.Props = append(st.Props, NamedAttr{"sym_visibility", StrAttr(vis)})
	}
	name := step(h, p.ParseSymbolName)
	sig := step(h, func() (*funcSignature, error) { return parseFunctionSignature(p, false) })
	if h.err != nil {
		return h.err
	}
	st.Props = append(st.Props,
		NamedAttr{"sym_name", StrAttr(name)},
		NamedAttr{"function_type", &TypeAttr{Type: &FunctionType{Inputs: sig.Inputs, Results: sig.Results}}})
	sig.setSignatureAttrs(st)
	h.check(p.ParseOptionalAttrDictWithKeyword(st))
	// Without argument names (a declaration, or a body whose entry block
	// declares them with an explicit label `^bb0(%a: i32):`), the region
	// gets no arguments from the signature.
	if h.ok() {
		_, err := p.ParseOptionalRegion(st.AddRegion(), sig.Args)
		h.check(err)
	}
	return h.err
}

// dictAt returns element i of an array of dictionaries (nil if absent).
func dictAt(a Attribute, i int) []NamedAttr {
	arr, ok := a.(*ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

func printFuncFunc(p OpAsmPrinter, op *Operation) {
	if v, ok := op.Attr("sym_visibility").(*StringAttr); ok {
		p.WriteString(" " + v.Value)
	}
	p.WriteString(" ")
	p.PrintSymbolName(SymbolName(op))
	ft := FuncType(op)
	if ft == nil {
		ft = &FunctionType{}
	}
	printFunctionSignature(p, op, ft.Inputs, false, ft.Results)
	p.PrintOptionalAttrDictWithKeyword(op, "sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
	if op.Region(0).Front() != nil {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

func parseArithConstant(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.attrDict(st)
	a := h.attribute(nil)
	if h.err != nil {
		return h.err
	}
	t := AttributeType(a)
	if t == nil {
		return p.Errorf("expected a typed attribute for arith.constant")
	}
	st.Props = append(st.Props, NamedAttr{"value", a})
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printArithConstant(p OpAsmPrinter, op *Operation) {
	p.PrintOptionalAttrDict(op, "value")
	p.WriteString(" ")
	p.PrintAttribute(op.Attr("value"))
}

func parseArithSelect(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	os := h.operandList(DelimNone)
	if h.ok() && len(os) != 3 {
		h.fail("expected 3 operands")
	}
	h.attrDict(st)
	ts := h.colonTypes()
	if h.err != nil {
		return h.err
	}
	var cond, t Type
	switch len(ts) {
	case 1:
		cond, t = I1, ts[0]
	case 2:
		cond, t = ts[0], ts[1]
	default:
		return p.Errorf("expected one or two types")
	}
	st.Operands = append(st.Operands, h.resolveEach(os, []Type{cond, t, t})...)
	st.ResultTypes = append(st.ResultTypes, t)
	return h.err
}

func printArithSelect(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	if ct := op.Operand(0).Type(); !isI1(ct) {
		p.PrintType(ct)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}

func parseFuncCallIndirect(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	callee := h.operand()
	args := h.operandList(DelimParen)
	h.attrDict(st)
	h.punct(":")
	ft := h.functionType()
	if h.err != nil {
		return h.err
	}
	st.Operands = append(append(st.Operands, h.resolve(callee, ft)), h.resolveEach(args, ft.Inputs)...)
	st.ResultTypes = append(st.ResultTypes, ft.Results...)
	return h.err
}

func printFuncCallIndirect(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("(")
	p.PrintOperands(op.Operands()[1:])
	p.WriteString(")")
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
