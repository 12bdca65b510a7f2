package ir

// Custom syntax hooks of the scf dialect.

// parseAssignmentList reads `(%a = %x, %b = %y)` and returns the region
// arguments and the operands assigned to them.
func parseAssignmentList(p OpAsmParser) ([]Argument, []UnresolvedOperand, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, err
	}
	var args []Argument
	var vals []UnresolvedOperand
	if p.ParseOptionalPunct(")") {
		return args, vals, nil
	}
	for {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, err
		}
		v, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		args = append(args, a)
		vals = append(vals, v)
		if p.ParseOptionalPunct(")") {
			return args, vals, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, nil, err
		}
	}
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
	unsigned := p.ParseOptionalKeyword("unsigned")
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var bounds [3]UnresolvedOperand
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	var iterArgs []Argument
	var inits []UnresolvedOperand
	var types []Type
	if p.ParseOptionalKeyword("iter_args") {
		if iterArgs, inits, err = parseAssignmentList(p); err != nil {
			return err
		}
		if types, err = p.ParseArrowTypeList(); err != nil {
			return err
		}
		if len(types) != len(inits) {
			return p.Errorf("expected as many result types as iter_args (%d), got %d", len(inits), len(types))
		}
	}
	ivType := Index
	if p.ParseOptionalPunct(":") {
		if ivType, err = p.ParseType(); err != nil {
			return err
		}
	}
	bs, err := resolveAll(p, bounds[:], ivType)
	if err != nil {
		return err
	}
	is, err := resolveEach(p, inits, types)
	if err != nil {
		return err
	}
	st.Operands = append(append(st.Operands, bs...), is...)
	st.ResultTypes = append(st.ResultTypes, types...)
	iv.Type = ivType
	setArgTypes(iterArgs, types)
	r := st.AddRegion()
	if err := p.ParseRegion(r, append([]Argument{iv}, iterArgs...)); err != nil {
		return err
	}
	ensureTerm(r, "scf.yield", st.Loc)
	if unsigned {
		st.Props = append(st.Props, NamedAttr{"unsignedCmp", Unit})
	}
	return p.ParseOptionalAttrDict(st)
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
	if len(inits) > 0 {
		p.WriteString(" iter_args")
		printAssignmentList(p, body.Args()[1:], inits)
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
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
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, I1)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, cv)
	if ts, ok, err := p.ParseOptionalArrowTypeList(); err != nil {
		return err
	} else if ok {
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	then := st.AddRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	ensureTerm(then, "scf.yield", st.Loc)
	els := st.AddRegion()
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		ensureTerm(els, "scf.yield", st.Loc)
	}
	return p.ParseOptionalAttrDict(st)
}

func printScfIf(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	yields := op.NumResults() > 0
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, yields)
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, yields)
	}
	p.PrintOptionalAttrDict(op)
}

func parseScfWhile(p OpAsmParser, st *OperationState) error {
	args, inits, err := parseAssignmentList(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	vs, err := resolveEach(p, inits, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, ft.Results...)
	setArgTypes(args, ft.Inputs)
	before := st.AddRegion()
	if err := p.ParseRegion(before, args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	after := st.AddRegion()
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDictWithKeyword(st)
}

func printScfWhile(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printAssignmentList(p, entryArgs(op.Region(0)), op.Operands())
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
	ivs, err := p.ParseArgumentList(DelimParen, false, false)
	if err != nil {
		return err
	}
	var lbDyn, ubDyn, stDyn []UnresolvedOperand
	var lb, ub, step []int64
	if p.ParseOptionalKeyword("in") {
		if ubDyn, ub, err = parseDynamicIndexListDelim(p, "(", ")"); err != nil {
			return err
		}
		lb = make([]int64, len(ub))
		step = make([]int64, len(ub))
		for i := range step {
			step[i] = 1
		}
	} else {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if lbDyn, lb, err = parseDynamicIndexListDelim(p, "(", ")"); err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		if ubDyn, ub, err = parseDynamicIndexListDelim(p, "(", ")"); err != nil {
			return err
		}
		if err := p.ParseKeyword("step"); err != nil {
			return err
		}
		if stDyn, step, err = parseDynamicIndexListDelim(p, "(", ")"); err != nil {
			return err
		}
	}
	if len(ub) != len(ivs) || len(lb) != len(ivs) || len(step) != len(ivs) {
		return p.Errorf("expected %d bounds for the induction variables", len(ivs))
	}
	var outArgs []Argument
	var outs []UnresolvedOperand
	var types []Type
	if p.ParseOptionalKeyword("shared_outs") {
		if outArgs, outs, err = parseAssignmentList(p); err != nil {
			return err
		}
		if types, err = p.ParseArrowTypeList(); err != nil {
			return err
		}
	}
	for _, group := range [][]UnresolvedOperand{lbDyn, ubDyn, stDyn} {
		vs, err := resolveAll(p, group, Index)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
	}
	ovs, err := resolveEach(p, outs, types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, ovs...)
	st.ResultTypes = append(st.ResultTypes, types...)
	st.Props = append(st.Props,
		NamedAttr{"staticLowerBound", i64Array(lb)},
		NamedAttr{"staticUpperBound", i64Array(ub)},
		NamedAttr{"staticStep", i64Array(step)},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(lbDyn), len(ubDyn), len(stDyn), len(outs))})
	for i := range ivs {
		ivs[i].Type = Index
	}
	setArgTypes(outArgs, types)
	r := st.AddRegion()
	if err := p.ParseRegion(r, append(ivs, outArgs...)); err != nil {
		return err
	}
	ensureInParallel(r, st.Loc)
	return p.ParseOptionalAttrDict(st)
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
	if len(outs) > 0 {
		p.WriteString(" shared_outs")
		printAssignmentList(p, args[n:], outs)
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, len(outs) > 0)
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, "staticLowerBound", "staticUpperBound", "staticStep")
}

func parseScfInParallel(p OpAsmParser, st *OperationState) error {
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	return p.ParseOptionalAttrDict(st)
}

func printScfInParallel(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false)
	p.PrintOptionalAttrDict(op)
}

func parseScfParallel(p OpAsmParser, st *OperationState) error {
	ivs, err := p.ParseArgumentList(DelimParen, false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var groups [3][]UnresolvedOperand
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if groups[i], err = p.ParseOperandList(DelimParen); err != nil {
			return err
		}
		if len(groups[i]) != len(ivs) {
			return p.Errorf("expected %d values, got %d", len(ivs), len(groups[i]))
		}
	}
	var inits []UnresolvedOperand
	var types []Type
	if p.ParseOptionalKeyword("init") {
		if inits, err = p.ParseOperandList(DelimParen); err != nil {
			return err
		}
		if types, err = p.ParseArrowTypeList(); err != nil {
			return err
		}
	}
	for _, g := range groups {
		vs, err := resolveAll(p, g, Index)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
	}
	is, err := resolveEach(p, inits, types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, is...)
	st.ResultTypes = append(st.ResultTypes, types...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(ivs), len(ivs), len(ivs), len(inits))})
	for i := range ivs {
		ivs[i].Type = Index
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, ivs); err != nil {
		return err
	}
	ensureTerm(r, "scf.reduce", st.Loc)
	return p.ParseOptionalAttrDict(st)
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
	if p.ParseOptionalPunct("(") {
		vs, err := parseOperandsColonTypes(p, ")")
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		for range vs {
			if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
				return err
			}
		}
	}
	return p.ParseOptionalAttrDict(st)
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
	if ts, ok, err := p.ParseOptionalArrowTypeList(); err != nil {
		return err
	} else if ok {
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	if p.ParseOptionalKeyword("no_inline") {
		st.Props = append(st.Props, NamedAttr{"no_inline", Unit})
	}
	if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDictWithKeyword(st)
}

func printScfExecuteRegion(p OpAsmPrinter, op *Operation) {
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(op.ResultTypes())
	}
	if op.Attr("no_inline") != nil {
		p.WriteString(" no_inline")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDictWithKeyword(op, "no_inline")
}

func parseScfIndexSwitch(p OpAsmParser, st *OperationState) error {
	o, err := p.ParseOperand()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(o, Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	if ts, ok, err := p.ParseOptionalArrowTypeList(); err != nil {
		return err
	} else if ok {
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	var cases []int64
	var regions []*Region
	for p.ParseOptionalKeyword("case") {
		c, err := p.ParseInteger()
		if err != nil {
			return err
		}
		r := NewRegion()
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		ensureTerm(r, "scf.yield", st.Loc)
		cases = append(cases, c)
		regions = append(regions, r)
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	def := st.AddRegion()
	if err := p.ParseRegion(def, nil); err != nil {
		return err
	}
	ensureTerm(def, "scf.yield", st.Loc)
	st.Regions = append(st.Regions, regions...)
	st.Props = append(st.Props, NamedAttr{"cases", i64Array(cases)})
	return nil
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
