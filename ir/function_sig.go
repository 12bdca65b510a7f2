package ir

// Function signatures as func.func and llvm.func write them (MLIR's
// function_interface_impl): `(%arg0: i32 {attrs}, %arg1: f32)` for a body,
// `(i32, f32 {attrs})` for a declaration, `...` last for a variadic
// function, then `-> t` or `-> (t {attrs}, u)`.

// funcSignature is a parsed function signature.
type funcSignature struct {
	// Args are the named arguments (nil for a declaration or a body whose
	// entry block is written with its label).
	Args     []Argument
	Inputs   []Type
	ArgAttrs []Attribute
	Variadic bool
	Results  []Type
	ResAttrs []Attribute
}

// parseFunctionSignature reads `(args) [-> results]`; allowVariadic
// accepts a trailing `...`.
func parseFunctionSignature(p OpAsmParser, allowVariadic bool) (*funcSignature, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	sig := &funcSignature{}
	named := false
	if !p.ParseOptionalPunct(")") {
		for {
			if allowVariadic && p.ParseOptionalPunct("...") {
				sig.Variadic = true
				if err := p.ParsePunct(")"); err != nil {
					return nil, err
				}
				break
			}
			o, isOperand, err := p.ParseOptionalOperand()
			if err != nil {
				return nil, err
			}
			var a Argument
			if isOperand {
				a.Name = o
				if a.Type, err = p.ParseColonType(); err != nil {
					return nil, err
				}
			} else {
				if named {
					return nil, p.Errorf("expected SSA identifier")
				}
				if a.Type, err = p.ParseType(); err != nil {
					return nil, err
				}
			}
			d, err := parseOptionalDict(p)
			if err != nil {
				return nil, err
			}
			a.Attrs = d.Entries
			if isOperand {
				if l, ok, err := p.ParseOptionalLocation(); err != nil {
					return nil, err
				} else if ok {
					a.Loc = Location{Attr: l}
				}
				named = true
				sig.Args = append(sig.Args, a)
			}
			sig.Inputs = append(sig.Inputs, a.Type)
			sig.ArgAttrs = append(sig.ArgAttrs, d)
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
	}
	var err error
	if sig.Results, sig.ResAttrs, err = parseFuncResults(p); err != nil {
		return nil, err
	}
	return sig, nil
}

// setSignatureAttrs adds the arg_attrs and res_attrs properties when an
// argument or result has attributes.
func (sig *funcSignature) setSignatureAttrs(st *OperationState) {
	if a := argAttrsProp(sig.ArgAttrs); a != nil {
		st.Props = append(st.Props, NamedAttr{"arg_attrs", a})
	}
	if a := argAttrsProp(sig.ResAttrs); a != nil {
		st.Props = append(st.Props, NamedAttr{"res_attrs", a})
	}
}

// printFunctionSignature writes the signature of function op: its
// arguments named after the entry block's arguments when it has a body.
func printFunctionSignature(p OpAsmPrinter, op *Operation, inputs []Type, variadic bool, results []Type) {
	var body *Block
	if op.NumRegions() > 0 {
		body = op.Region(0).Front()
	}
	argAttrs := op.Attr("arg_attrs")
	p.WriteString("(")
	for i, t := range inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		if body != nil && i < body.NumArgs() {
			p.PrintArgument(body.Arg(i), true, dictAt(argAttrs, i))
			continue
		}
		p.PrintType(t)
		if d := dictAt(argAttrs, i); len(d) > 0 {
			p.WriteString(" ")
			p.PrintAttribute(&DictionaryAttr{Entries: d})
		}
	}
	if variadic {
		if len(inputs) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if len(results) > 0 {
		p.WriteString(" -> ")
		printResultsWithAttrs(p, results, op.Attr("res_attrs"))
	}
}

// printResultsWithAttrs writes `t` or `(t {attrs}, u)`: parentheses when
// there is not exactly one result, when it is a function type or when a
// result has attributes.
func printResultsWithAttrs(p OpAsmPrinter, results []Type, resAttrs Attribute) {
	parens := len(results) != 1
	for i, t := range results {
		if _, isFn := t.(*FunctionType); isFn || len(dictAt(resAttrs, i)) > 0 {
			parens = true
		}
	}
	if !parens {
		p.PrintType(results[0])
		return
	}
	p.WriteString("(")
	for i, t := range results {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		if d := dictAt(resAttrs, i); len(d) > 0 {
			p.WriteString(" ")
			p.PrintAttribute(&DictionaryAttr{Entries: d})
		}
	}
	p.WriteString(")")
}
