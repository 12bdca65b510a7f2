package ir

// Custom forms of the async dialect's ops written by hand in MLIR:
// async.execute (dependencies, unwrapped value operands, result types, a
// region) and async.await (its result type follows from its operand's).

func parseAsyncExecute(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	var deps []*Value
	if p.PeekPunct("[") {
		deps = h.resolveAll(h.operandList(DelimSquare), AsyncToken)
	}
	// `(%value as %unwrapped: !async.value<T>, ...)`, possibly empty.
	var vals []UnresolvedOperand
	var args []Argument
	var types []Type
	if h.ok() && p.ParseOptionalPunct("(") && !p.ParseOptionalPunct(")") {
		for h.ok() {
			vals = append(vals, h.operand())
			h.keyword("as")
			a := h.argument()
			h.punct(":")
			t := h.typ()
			if elem := AsyncValueElem(t); elem != nil {
				a.Type = elem
			} else if h.ok() {
				h.fail("expected an !async.value type for the value operand of async.execute, got '%s'", t)
			}
			args = append(args, a)
			types = append(types, t)
			if p.ParseOptionalPunct(")") {
				break
			}
			h.punct(",")
		}
	}
	operands := h.resolveEach(vals, types)
	st.Operands = append(append(st.Operands, deps...), operands...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(deps), len(vals))})
	var results []Type
	if h.ok() {
		ts, _, err := p.ParseOptionalArrowTypeList()
		h.check(err)
		results = ts
	}
	st.ResultTypes = append(append(st.ResultTypes, AsyncToken), results...)
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	h.body(st, args, "")
	return h.err
}

func printAsyncExecute(p OpAsmPrinter, op *Operation) {
	if deps := OperandSegment(op, 0); len(deps) > 0 {
		p.WriteString(" [")
		p.PrintOperands(deps)
		p.WriteString("]")
	}
	if vals := OperandSegment(op, 1); len(vals) > 0 {
		args := entryArgs(op.Region(0))
		p.WriteString(" (")
		for i, v := range vals {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" as ")
			if i < len(args) {
				p.PrintOperand(args[i])
			}
			p.WriteString(": ")
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	}
	var results []Type
	for _, r := range asyncExecuteBodyResults(op) {
		results = append(results, r.Type())
	}
	p.PrintArrowTypeList(results)
	p.PrintOptionalAttrDictWithKeyword(op, OperandSegmentSizesAttr)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
}

func parseAsyncAwait(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	v := h.operand()
	t := h.colonType()
	st.Operands = append(st.Operands, h.resolve(v, t))
	if elem := AsyncValueElem(t); elem != nil {
		st.ResultTypes = append(st.ResultTypes, elem)
	}
	h.attrDict(st)
	return h.err
}

func printAsyncAwait(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.PrintOptionalAttrDict(op)
}
