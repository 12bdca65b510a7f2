package ir

// Custom syntax hooks of the scf dialect.

// parseAssignmentList reads `(%a = %x, %b = %y)` and returns the region
// arguments and the operands assigned to them.
func parseAssignmentList(p OpAsmParser) ([]Argument, []UnresolvedOperand, error) {
	h := &hookParser{p: p}
	args, vals := h.assignments()
	return args, vals, h.err
}

// printAssignmentList writes `(%a = %x, %b = %y)`.
func printAssignmentList(p OpAsmPrinter, args, vals []*Value) {
	p.WriteString("(")
	for i := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(args[i])
		p.WriteString(" = ")
		if i < len(vals) {
			p.PrintOperand(vals[i])
		}
	}
	p.WriteString(")")
}

// setArgTypes gives each argument the matching type.
func setArgTypes(args []Argument, ts []Type) {
	for i := range args {
		if i < len(ts) {
			args[i].Type = ts[i]
		}
	}
}

func parseScfFor(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	unsigned := p.ParseOptionalKeyword("unsigned")
	iv := h.argument()
	h.punct("=")
	lb := h.operand()
	h.keyword("to")
	ub := h.operand()
	h.keyword("step")
	stp := h.operand()
	iterArgs, inits := h.iterArgs("iter_args", st)
	ivType := Index
	if h.ok() && p.ParseOptionalPunct(":") {
		ivType = h.typ()
	}
	st.Operands = append(append(st.Operands, h.resolveAll([]UnresolvedOperand{lb, ub, stp}, ivType)...), inits...)
	iv.Type = ivType
	h.body(st, append([]Argument{iv}, iterArgs...), "scf.yield")
	if unsigned {
		st.Props = append(st.Props, NamedAttr{"unsignedCmp", Unit})
	}
	h.attrDict(st)
	return h.err
}

func printScfFor(p OpAsmPrinter, op *Operation) {
	if op.Attr("unsignedCmp") != nil {
		p.WriteString(" unsigned")
	}
	body := op.Region(0).Front()
	p.WriteString(" ")
	p.PrintOperand(body.Arg(0))
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	inits := scfForInits(op)
	printIterArgs(p, "iter_args", body.Args()[1:], inits, op.ResultTypes())
	// As MLIR's ForOp::print: `step %s  : i32 {` for a non-index type.
	p.WriteString(" ")
	if t := body.Arg(0).Type(); !isIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteString(" ")
	}
	p.PrintRegion(op.Region(0), false, len(inits) > 0)
	p.PrintOptionalAttrDict(op, "unsignedCmp")
}

func parseScfIf(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	st.Operands = append(st.Operands, h.resolve(h.operand(), I1))
	h.resultTypesArrow(st)
	h.thenElse(st, "scf.yield")
	return h.err
}

func printScfIf(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	printThenElse(p, op)
	p.PrintOptionalAttrDict(op)
}

func parseScfWhile(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	// The assignment list is optional (`scf.while : () -> ()`).
	var args []Argument
	var inits []UnresolvedOperand
	if p.PeekPunct("(") {
		args, inits = h.assignments()
	}
	h.punct(":")
	ft := h.functionType()
	if h.err != nil {
		return h.err
	}
	st.Operands = append(st.Operands, h.resolveEach(inits, ft.Inputs)...)
	st.ResultTypes = append(st.ResultTypes, ft.Results...)
	setArgTypes(args, ft.Inputs)
	h.body(st, args, "")
	h.keyword("do")
	h.body(st, nil, "")
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	return h.err
}

func printScfWhile(p OpAsmPrinter, op *Operation) {
	if op.NumOperands() > 0 {
		p.WriteString(" ")
		printAssignmentList(p, entryArgs(op.Region(0)), op.Operands())
	}
	p.WriteString(" : ")
	p.PrintType(&FunctionType{Inputs: op.OperandTypes(), Results: op.ResultTypes()})
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true)
	p.PrintOptionalAttrDictWithKeyword(op)
}

// ensureInParallel gives an scf.forall body without terminator an empty
// scf.forall.in_parallel.
func ensureInParallel(r *Region, loc Location) {
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	b := r.Front()
	if l := b.Last(); l != nil && l.HasTrait(Terminator) {
		return
	}
	st := &OperationState{Name: "scf.forall.in_parallel", Loc: loc}
	st.AddRegion().AppendBlock(NewBlock())
	b.Append(NewOperation(st))
}

func parseScfForall(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	ivs := h.arguments(DelimParen)
	var lbDyn, ubDyn, stDyn []UnresolvedOperand
	var lb, ub, step []int64
	if h.ok() && p.ParseOptionalKeyword("in") {
		ubDyn, ub = h.indexList("(", ")")
		lb = make([]int64, len(ub))
		step = make([]int64, len(ub))
		for i := range step {
			step[i] = 1
		}
	} else {
		h.punct("=")
		lbDyn, lb = h.indexList("(", ")")
		h.keyword("to")
		ubDyn, ub = h.indexList("(", ")")
		h.keyword("step")
		stDyn, step = h.indexList("(", ")")
	}
	if h.ok() && (len(ub) != len(ivs) || len(lb) != len(ivs) || len(step) != len(ivs)) {
		h.fail("expected %d bounds for the induction variables", len(ivs))
	}
	outArgs, outs := h.iterArgs("shared_outs", st)
	for _, group := range [][]UnresolvedOperand{lbDyn, ubDyn, stDyn} {
		st.Operands = append(st.Operands, h.resolveAll(group, Index)...)
	}
	st.Operands = append(st.Operands, outs...)
	st.Props = append(st.Props,
		NamedAttr{"staticLowerBound", i64Array(lb)},
		NamedAttr{"staticUpperBound", i64Array(ub)},
		NamedAttr{"staticStep", i64Array(step)},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(lbDyn), len(ubDyn), len(stDyn), len(outs))})
	for i := range ivs {
		ivs[i].Type = Index
	}
	r := h.body(st, append(ivs, outArgs...), "")
	if h.ok() {
		ensureInParallel(r, st.Loc)
	}
	h.attrDict(st)
	return h.err
}

func printScfForall(p OpAsmPrinter, op *Operation) {
	n := scfForallNumIVs(op)
	args := entryArgs(op.Region(0))
	p.WriteString(" (")
	p.PrintOperands(args[:n])
	p.WriteString(")")
	lb, ub, step := denseI64(op.Attr("staticLowerBound")), denseI64(op.Attr("staticUpperBound")), denseI64(op.Attr("staticStep"))
	normalized := len(OperandSegment(op, 0)) == 0 && len(OperandSegment(op, 2)) == 0
	for i := range lb {
		if lb[i] != 0 || i >= len(step) || step[i] != 1 {
			normalized = false
		}
	}
	if normalized {
		p.WriteString(" in ")
		printDynamicIndexListDelim(p, OperandSegment(op, 1), ub, "(", ")")
	} else {
		p.WriteString(" = ")
		printDynamicIndexListDelim(p, OperandSegment(op, 0), lb, "(", ")")
		p.WriteString(" to ")
		printDynamicIndexListDelim(p, OperandSegment(op, 1), ub, "(", ")")
		p.WriteString(" step ")
		printDynamicIndexListDelim(p, OperandSegment(op, 2), step, "(", ")")
	}
	outs := ScfForallOutputs(op)
	printIterArgs(p, "shared_outs", args[n:], outs, op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, len(outs) > 0)
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, "staticLowerBound", "staticUpperBound", "staticStep")
}

func parseScfInParallel(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	if r := h.body(st, nil, ""); h.ok() && r.Empty() {
		r.AppendBlock(NewBlock())
	}
	h.attrDict(st)
	return h.err
}

func printScfInParallel(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
	p.PrintOptionalAttrDict(op)
}

func parseScfParallel(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	ivs := h.arguments(DelimParen)
	h.punct("=")
	for _, kw := range []string{"", "to", "step"} {
		if kw != "" {
			h.keyword(kw)
		}
		group := h.operandList(DelimParen)
		if h.ok() && len(group) != len(ivs) {
			h.fail("expected %d values, got %d", len(ivs), len(group))
		}
		st.Operands = append(st.Operands, h.resolveAll(group, Index)...)
	}
	var inits []*Value
	if h.ok() && p.ParseOptionalKeyword("init") {
		os := h.operandList(DelimParen)
		types := h.arrowTypes()
		inits = h.resolveEach(os, types)
		st.ResultTypes = append(st.ResultTypes, types...)
	}
	st.Operands = append(st.Operands, inits...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(ivs), len(ivs), len(ivs), len(inits))})
	for i := range ivs {
		ivs[i].Type = Index
	}
	h.body(st, ivs, "scf.reduce")
	h.attrDict(st)
	return h.err
}

func printScfParallel(p OpAsmPrinter, op *Operation) {
	args := entryArgs(op.Region(0))
	p.WriteString(" (")
	p.PrintOperands(args)
	p.WriteString(") = (")
	p.PrintOperands(OperandSegment(op, 0))
	p.WriteString(") to (")
	p.PrintOperands(OperandSegment(op, 1))
	p.WriteString(") step (")
	p.PrintOperands(OperandSegment(op, 2))
	p.WriteString(")")
	if inits := OperandSegment(op, 3); len(inits) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(inits)
		p.WriteString(") -> ")
		p.PrintTypes(op.ResultTypes())
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr)
}

func parseScfReduce(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	if p.ParseOptionalPunct("(") {
		vs := h.valuesColonTypes(")")
		h.punct(")")
		st.Operands = append(st.Operands, vs...)
		for range vs {
			h.body(st, nil, "")
		}
	}
	h.attrDict(st)
	return h.err
}

func printScfReduce(p OpAsmPrinter, op *Operation) {
	// `(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict`:
	// the space before the (possibly empty) region list is always there.
	if op.NumOperands() > 0 {
		p.WriteString("(")
		printValuesColonTypes(p, op.Operands())
		p.WriteString(")")
	}
	p.WriteString(" ")
	for i, r := range op.Regions() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintRegion(r, true, true)
	}
	p.PrintOptionalAttrDict(op)
}

func parseScfExecuteRegion(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.resultTypesArrow(st)
	if h.ok() && p.ParseOptionalKeyword("no_inline") {
		st.Props = append(st.Props, NamedAttr{"no_inline", Unit})
	}
	h.body(st, nil, "")
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	return h.err
}

func printScfExecuteRegion(p OpAsmPrinter, op *Operation) {
	p.PrintArrowTypeList(op.ResultTypes())
	if op.Attr("no_inline") != nil {
		p.WriteString(" no_inline")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDictWithKeyword(op, "no_inline")
}

func parseScfIndexSwitch(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	st.Operands = append(st.Operands, h.resolve(h.operand(), Index))
	h.attrDict(st)
	// `-> type($results)`: a comma-separated list without parentheses.
	if h.ok() && p.ParseOptionalPunct("->") {
		ts, err := p.ParseTypeList()
		h.check(err)
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	var cases []int64
	var regions []*Region
	for h.ok() && p.ParseOptionalKeyword("case") {
		cases = append(cases, h.integer())
		r := NewRegion()
		h.region(r, nil)
		ensureTerm(r, "scf.yield", st.Loc)
		regions = append(regions, r)
	}
	h.keyword("default")
	h.body(st, nil, "scf.yield")
	st.Regions = append(st.Regions, regions...)
	st.Props = append(st.Props, NamedAttr{"cases", i64Array(cases)})
	return h.err
}

func printScfIndexSwitch(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op, "cases")
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(op.ResultTypes())
	}
	// Each case on its own line (MLIR's printSwitchCases), then `\n`
	// `default`.
	p.WriteString(" ")
	cases := denseI64(op.Attr("cases"))
	for i, r := range op.Regions()[1:] {
		p.PrintNewline()
		p.WriteString("case ")
		if i < len(cases) {
			p.WriteString(formatInt(cases[i]))
		}
		p.WriteString(" ")
		p.PrintRegion(r, false, true)
	}
	p.PrintNewline()
	p.WriteString("default ")
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0)
}
