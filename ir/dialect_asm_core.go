package ir

// Custom syntax hooks of builtin.module, func.func, arith.constant and
// arith.select.

func parseBuiltinModule(p OpAsmParser, st *OperationState) error {
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.Props = append(st.Props, NamedAttr{"sym_name", StrAttr(name)})
	}
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	return nil
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
func parseTypeListWithAttrs(p OpAsmParser) ([]Type, []Attribute, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, err
	}
	var ts []Type
	var ds []Attribute
	if p.ParseOptionalPunct(")") {
		return ts, ds, nil
	}
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		d, err := parseOptionalDict(p)
		if err != nil {
			return nil, nil, err
		}
		ts = append(ts, t)
		ds = append(ds, d)
		if p.ParseOptionalPunct(")") {
			return ts, ds, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, nil, err
		}
	}
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
	if vis, ok := p.ParseOptionalString(); ok {
		st.Props = append(st.Props, NamedAttr{"sym_visibility", StrAttr(vis)})
	} else if vis, ok := p.ParseOptionalKeywordOf("private", "public", "nested"); ok {
		st.Props = append(st.Props, NamedAttr{"sym_visibility", StrAttr(vis)})
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	sig, err := parseFunctionSignature(p, false)
	if err != nil {
		return err
	}
	st.Props = append(st.Props,
		NamedAttr{"sym_name", StrAttr(name)},
		NamedAttr{"function_type", &TypeAttr{Type: &FunctionType{Inputs: sig.Inputs, Results: sig.Results}}})
	sig.setSignatureAttrs(st)
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	r := st.AddRegion()
	// Without argument names (a declaration, or a body whose entry block
	// declares them with an explicit label `^bb0(%a: i32):`), the region
	// gets no arguments from the signature.
	if _, err := p.ParseOptionalRegion(r, sig.Args); err != nil {
		return err
	}
	return nil
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
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
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
	os, err := p.ParseOperandList(DelimNone)
	if err != nil {
		return err
	}
	if len(os) != 3 {
		return p.Errorf("expected 3 operands")
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
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
	vs, err := resolveEach(p, os, []Type{cond, t, t})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
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
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args, err := p.ParseOperandList(DelimParen)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	f, err := p.ResolveOperand(callee, ft)
	if err != nil {
		return err
	}
	vs, err := resolveEach(p, args, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, f), vs...)
	st.ResultTypes = append(st.ResultTypes, ft.Results...)
	return nil
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

// parseIntAttrOp parses `<int> attr-dict : type` for ops whose only
// custom content is an integer property (linalg.index).
func parseLinalgIndex(p OpAsmParser, st *OperationState) error {
	d, err := p.ParseInteger()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"dim", IntAttr(d, I64)})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printLinalgIndex(p OpAsmPrinter, op *Operation) {
	p.WriteString(" " + formatInt(intValue(op.Attr("dim"))))
	p.PrintOptionalAttrDict(op, "dim")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

func parseMemrefAssumeAlignment(p OpAsmParser, st *OperationState) error {
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	a, err := p.ParseInteger()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, NamedAttr{"alignment", IntAttr(a, I32)})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(m, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printMemrefAssumeAlignment(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", " + formatInt(intValue(op.Attr("alignment"))))
	p.PrintOptionalAttrDict(op, "alignment")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
