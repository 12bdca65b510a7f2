package ir

import (
	"strconv"
	"strings"
)

// Custom syntax hooks of the affine dialect.

// parseMapWithOperands reads `#map(%d0, %d1)[%s0]` (the map may be an
// alias or an inline affine_map<...>) and resolves the operands as index.
func parseMapWithOperands(p OpAsmParser) (*AffineMapAttr, []*Value, error) {
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, nil, err
	}
	m, ok := a.(*AffineMapAttr)
	if !ok {
		return nil, nil, p.Errorf("expected an affine map")
	}
	dims, err := p.ParseOperandList(DelimParen)
	if err != nil {
		return nil, nil, err
	}
	syms, err := p.ParseOperandList(DelimOptionalSquare)
	if err != nil {
		return nil, nil, err
	}
	if len(dims) != m.Map.NumDims || len(syms) != m.Map.NumSyms {
		return nil, nil, p.Errorf("dimension or symbol operand count does not equal the affine map's (%d dims, %d symbols)", m.Map.NumDims, m.Map.NumSyms)
	}
	vs, err := resolveAll(p, append(dims, syms...), Index)
	return m, vs, err
}

// printMapWithOperands writes `#map(%a)[%b]`.
func printMapWithOperands(p OpAsmPrinter, m *AffineMapAttr, operands []*Value) {
	p.PrintAttribute(m)
	nd := m.Map.NumDims
	if nd > len(operands) {
		nd = len(operands)
	}
	p.WriteString("(")
	p.PrintOperands(operands[:nd])
	p.WriteString(")")
	if len(operands) > nd {
		p.WriteString("[")
		p.PrintOperands(operands[nd:])
		p.WriteString("]")
	}
}

func parseAffineApplyLike(p OpAsmParser, st *OperationState) error {
	m, vs, err := parseMapWithOperands(p)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"map", m})
	st.ResultTypes = append(st.ResultTypes, Index)
	return p.ParseOptionalAttrDict(st)
}

func printAffineApplyLike(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if m, ok := op.Attr("map").(*AffineMapAttr); ok {
		printMapWithOperands(p, m, op.Operands())
	}
	p.PrintOptionalAttrDict(op, "map")
}

// parseAffineAccess reads `%m[exprs]` and returns the memref operand, the
// subscript map and its operands.
func parseAffineAccess(p OpAsmParser) (UnresolvedOperand, *AffineMap, []UnresolvedOperand, error) {
	m, err := p.ParseOperand()
	if err != nil {
		return m, nil, nil, err
	}
	am, ops, err := p.ParseAffineMapOfSSAIds(DelimSquare)
	return m, am, ops, err
}

// affineLoadStore builds the hooks of affine.load/store/vector_load/
// vector_store: stores read the value first; vector forms add a type.
func affineAccessParse(store, vector bool) ParseHook {
	return func(p OpAsmParser, st *OperationState) error {
		var val UnresolvedOperand
		var err error
		if store {
			if val, err = p.ParseOperand(); err != nil {
				return err
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		m, am, idx, err := parseAffineAccess(p)
		if err != nil {
			return err
		}
		if err := p.ParseOptionalAttrDict(st); err != nil {
			return err
		}
		mt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		valT := elemOrSelf(mt)
		if vector {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
			if valT, err = p.ParseType(); err != nil {
				return err
			}
		}
		if store {
			v, err := p.ResolveOperand(val, valT)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		} else {
			st.ResultTypes = append(st.ResultTypes, valT)
		}
		vs, err := resolveAccess(p, m, idx, mt)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		st.Props = append(st.Props, NamedAttr{"map", &AffineMapAttr{Map: am}})
		return nil
	}
}

func affineAccessPrint(store, vector bool) PrintHook {
	return func(p OpAsmPrinter, op *Operation) {
		ops := op.Operands()
		p.WriteString(" ")
		if store {
			p.PrintOperand(ops[0])
			p.WriteString(", ")
			ops = ops[1:]
		}
		p.PrintOperand(ops[0])
		if m, ok := op.Attr("map").(*AffineMapAttr); ok {
			p.PrintAffineMapOfSSAIds(m.Map, ops[1:])
		}
		p.PrintOptionalAttrDict(op, "map")
		p.WriteString(" : ")
		p.PrintType(ops[0].Type())
		if vector {
			p.WriteString(", ")
			if store {
				p.PrintType(op.Operand(0).Type())
			} else {
				p.PrintType(op.Result(0).Type())
			}
		}
	}
}

// parseAffineBound reads a loop bound: an integer, an SSA symbol, or
// `[max|min] #map(%dims)[%syms]`.
func parseAffineBound(p OpAsmParser) (*AffineMapAttr, []*Value, error) {
	p.ParseOptionalKeywordOf("max", "min")
	if o, ok, err := p.ParseOptionalOperand(); err != nil {
		return nil, nil, err
	} else if ok {
		v, err := p.ResolveOperand(o, Index)
		if err != nil {
			return nil, nil, err
		}
		return &AffineMapAttr{Map: &AffineMap{NumSyms: 1, Results: []*AffineExpr{SymExpr(0)}}}, []*Value{v}, nil
	}
	if c, ok, err := p.ParseOptionalInteger(); err != nil {
		return nil, nil, err
	} else if ok {
		return &AffineMapAttr{Map: &AffineMap{Results: []*AffineExpr{ConstExpr(c)}}}, nil, nil
	}
	return parseMapWithOperands(p)
}

// printAffineBound writes a loop bound in its shortest form.
func printAffineBound(p OpAsmPrinter, m *AffineMapAttr, operands []*Value, kw string) {
	mm := m.Map
	if len(mm.Results) == 1 {
		r := mm.Results[0]
		switch {
		case mm.NumDims == 0 && mm.NumSyms == 0 && r.Kind == AffineConst:
			p.WriteString(strconv.FormatInt(r.Pos, 10))
			return
		case len(operands) == 1 && mm.NumDims == 0 && mm.NumSyms == 1 && r.Kind == AffineSymbol:
			// Only a map of one symbol prints as the bare operand (as
			// MLIR's printBound): (d0) -> (d0) keeps its map.
			p.PrintOperand(operands[0])
			return
		}
	} else {
		p.WriteString(kw + " ")
	}
	printMapWithOperands(p, m, operands)
}

func parseAffineFor(p OpAsmParser, st *OperationState) error {
	iv, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lb, lbOps, err := parseAffineBound(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	ub, ubOps, err := parseAffineBound(p)
	if err != nil {
		return err
	}
	step := int64(1)
	if p.ParseOptionalKeyword("step") {
		if step, err = p.ParseInteger(); err != nil {
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
	}
	is, err := resolveEach(p, inits, types)
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, lbOps...), ubOps...), is...)
	st.ResultTypes = append(st.ResultTypes, types...)
	st.Props = append(st.Props,
		NamedAttr{"lowerBoundMap", lb}, NamedAttr{"upperBoundMap", ub},
		NamedAttr{"step", IntAttr(step, Index)},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(lbOps), len(ubOps), len(inits))})
	iv.Type = Index
	setArgTypes(iterArgs, types)
	r := st.AddRegion()
	if err := p.ParseRegion(r, append([]Argument{iv}, iterArgs...)); err != nil {
		return err
	}
	ensureTerm(r, "affine.yield", st.Loc)
	return p.ParseOptionalAttrDict(st)
}

func printAffineFor(p OpAsmPrinter, op *Operation) {
	body := op.Region(0).Front()
	p.WriteString(" ")
	p.PrintArgument(body.Arg(0), false, nil) // printRegionArgument: with its loc under --mlir-print-debuginfo
	p.WriteString(" = ")
	lb, _ := op.Attr("lowerBoundMap").(*AffineMapAttr)
	ub, _ := op.Attr("upperBoundMap").(*AffineMapAttr)
	if lb != nil {
		printAffineBound(p, lb, OperandSegment(op, 0), "max")
	}
	p.WriteString(" to ")
	if ub != nil {
		printAffineBound(p, ub, OperandSegment(op, 1), "min")
	}
	if s := intValue(op.Attr("step")); s != 1 {
		p.WriteString(" step " + strconv.FormatInt(s, 10))
	}
	inits := OperandSegment(op, 2)
	if len(inits) > 0 {
		p.WriteString(" iter_args")
		printAssignmentList(p, body.Args()[1:], inits)
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, len(inits) > 0)
	p.PrintOptionalAttrDict(op, "lowerBoundMap", "upperBoundMap", "step", OperandSegmentSizesAttr)
}

func parseAffineIf(p OpAsmParser, st *OperationState) error {
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	set, ok := a.(*IntegerSetAttr)
	if !ok {
		return p.Errorf("expected an integer set")
	}
	dims, err := p.ParseOperandList(DelimParen)
	if err != nil {
		return err
	}
	syms, err := p.ParseOperandList(DelimOptionalSquare)
	if err != nil {
		return err
	}
	vs, err := resolveAll(p, append(dims, syms...), Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"condition", set})
	if err := parseResultTypesArrow(p, st); err != nil {
		return err
	}
	then := st.AddRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	ensureTerm(then, "affine.yield", st.Loc)
	els := st.AddRegion()
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		ensureTerm(els, "affine.yield", st.Loc)
	}
	return p.ParseOptionalAttrDict(st)
}

func printAffineIf(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	set, _ := op.Attr("condition").(*IntegerSetAttr)
	if set != nil {
		p.PrintAttribute(set)
		nd := set.Set.NumDims
		ops := op.Operands()
		if nd > len(ops) {
			nd = len(ops)
		}
		p.WriteString("(")
		p.PrintOperands(ops[:nd])
		p.WriteString(")")
		if len(ops) > nd {
			p.WriteString("[")
			p.PrintOperands(ops[nd:])
			p.WriteString("]")
		}
	}
	p.PrintArrowTypeList(op.ResultTypes())
	yields := op.NumResults() > 0
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, yields)
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, yields)
	}
	p.PrintOptionalAttrDict(op, "condition")
}

// atomicKinds are the arith::AtomicRMWKind names in enum order.
var atomicKinds = []string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
	"minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}

func printMapSSAParens(p OpAsmPrinter, m *AffineMap, operands []*Value) {
	p.WriteString("(")
	for i, e := range m.Results {
		if i > 0 {
			p.WriteString(", ")
		}
		writeAffineExprSSA(p, e, m.NumDims, operands)
	}
	p.WriteString(")")
}

// boundGroups returns affine.parallel's bound group attribute: the number
// of results of each bound, `dense<[2, 1]> : tensor<2xi32>` (a splat
// `dense<1>` when every bound has one result).
func boundGroups(groups []int) Attribute {
	t := &RankedTensorType{Shape: []int64{int64(len(groups))}, Elem: I32}
	splat := len(groups) > 0
	for _, g := range groups {
		splat = splat && g == groups[0]
	}
	if splat {
		return &DenseElementsAttr{Body: strconv.Itoa(groups[0]), Type: t}
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = strconv.Itoa(g)
	}
	return &DenseElementsAttr{Body: "[" + strings.Join(parts, ", ") + "]", Type: t}
}

// boundGroupSizes reads a bound group attribute (see boundGroups); ok is
// false when it is not one.
func boundGroupSizes(a Attribute, n int) (sizes []int, ok bool) {
	d, isDense := a.(*DenseElementsAttr)
	if !isDense {
		return nil, false
	}
	body := strings.TrimSpace(d.Body)
	if !strings.HasPrefix(body, "[") {
		v, err := strconv.Atoi(body)
		if err != nil {
			return nil, false
		}
		shape, _ := d.Type.(ShapedType).Dims()
		if len(shape) != 1 || shape[0] < 0 {
			return nil, false
		}
		for i := int64(0); i < shape[0]; i++ {
			sizes = append(sizes, v)
		}
	} else {
		for _, f := range strings.Split(strings.Trim(body, "[]"), ",") {
			v, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				return nil, false
			}
			sizes = append(sizes, v)
		}
	}
	total := 0
	for _, s := range sizes {
		total += s
	}
	return sizes, total == n
}

// printMinMaxBounds prints affine.parallel bounds: `(expr, kw(e1, e2))`,
// one entry per group of map results.
func printMinMaxBounds(p OpAsmPrinter, m *AffineMap, groups Attribute, operands []*Value, kw string) {
	sizes, ok := boundGroupSizes(groups, len(m.Results))
	if !ok {
		printMapSSAParens(p, m, operands)
		return
	}
	p.WriteString("(")
	start := 0
	for i, n := range sizes {
		if i > 0 {
			p.WriteString(", ")
		}
		if n == 1 {
			writeAffineExprSSA(p, m.Results[start], m.NumDims, operands)
		} else {
			p.WriteString(kw + "(")
			for j := start; j < start+n; j++ {
				if j > start {
					p.WriteString(", ")
				}
				writeAffineExprSSA(p, m.Results[j], m.NumDims, operands)
			}
			p.WriteString(")")
		}
		start += n
	}
	p.WriteString(")")
}

func parseAffineParallel(p OpAsmParser, st *OperationState) error {
	ivs, err := p.ParseArgumentList(DelimParen, false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lbPos := p.Pos()
	lb, lbGroups, lbOps, err := p.ParseAffineMinMaxBounds("max")
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	ubPos := p.Pos()
	ub, ubGroups, ubOps, err := p.ParseAffineMinMaxBounds("min")
	if err != nil {
		return err
	}
	if len(lbGroups) != len(ivs) {
		return Errorf(lbPos, "expected %d lower bound(s), got %d", len(ivs), len(lbGroups))
	}
	if len(ubGroups) != len(ivs) {
		return Errorf(ubPos, "expected %d upper bound(s), got %d", len(ivs), len(ubGroups))
	}
	steps := &ArrayAttr{}
	if p.ParseOptionalKeyword("step") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for {
			s, err := p.ParseInteger()
			if err != nil {
				return err
			}
			steps.Elems = append(steps.Elems, IntAttr(s, I64))
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	} else {
		for range ivs {
			steps.Elems = append(steps.Elems, IntAttr(1, I64))
		}
	}
	reds := &ArrayAttr{}
	if p.ParseOptionalKeyword("reduce") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		for {
			s, err := p.ParseString()
			if err != nil {
				return err
			}
			k := -1
			for i, n := range atomicKinds {
				if n == s {
					k = i
				}
			}
			if k < 0 {
				return p.Errorf("invalid reduction value: %q", s)
			}
			reds.Elems = append(reds.Elems, IntAttr(int64(k), I64))
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		ts, err := p.ParseArrowTypeList()
		if err != nil {
			return err
		}
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	vs, err := resolveAll(p, append(lbOps, ubOps...), Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props,
		NamedAttr{"lowerBoundsGroups", boundGroups(lbGroups)},
		NamedAttr{"lowerBoundsMap", &AffineMapAttr{Map: lb}},
		NamedAttr{"reductions", reds},
		NamedAttr{"steps", steps},
		NamedAttr{"upperBoundsGroups", boundGroups(ubGroups)},
		NamedAttr{"upperBoundsMap", &AffineMapAttr{Map: ub}})
	for i := range ivs {
		ivs[i].Type = Index
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, ivs); err != nil {
		return err
	}
	ensureTerm(r, "affine.yield", st.Loc)
	return p.ParseOptionalAttrDict(st)
}

func printAffineParallel(p OpAsmPrinter, op *Operation) {
	args := entryArgs(op.Region(0))
	p.WriteString(" (")
	p.PrintOperands(args)
	p.WriteString(") = ")
	lb, _ := op.Attr("lowerBoundsMap").(*AffineMapAttr)
	ub, _ := op.Attr("upperBoundsMap").(*AffineMapAttr)
	ops := op.Operands()
	nlb := 0
	if lb != nil {
		nlb = lb.Map.NumDims + lb.Map.NumSyms
		printMinMaxBounds(p, lb.Map, op.Attr("lowerBoundsGroups"), ops[:nlb], "max")
	}
	p.WriteString(" to ")
	if ub != nil {
		printMinMaxBounds(p, ub.Map, op.Attr("upperBoundsGroups"), ops[nlb:], "min")
	}
	if steps, ok := op.Attr("steps").(*ArrayAttr); ok {
		nontrivial := false
		for _, s := range steps.Elems {
			if intValue(s) != 1 {
				nontrivial = true
			}
		}
		if nontrivial {
			p.WriteString(" step (")
			for i, s := range steps.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(intValue(s), 10))
			}
			p.WriteString(")")
		}
	}
	if reds, ok := op.Attr("reductions").(*ArrayAttr); ok && len(reds.Elems) > 0 {
		p.WriteString(" reduce (")
		for i, r := range reds.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			k := int(intValue(r))
			if k >= 0 && k < len(atomicKinds) {
				p.WriteString(QuoteString(atomicKinds[k]))
			}
		}
		p.WriteString(") -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0)
	p.PrintOptionalAttrDict(op, "lowerBoundsGroups", "lowerBoundsMap", "reductions", "steps", "upperBoundsGroups", "upperBoundsMap")
}

// parseAffineIndexBasis handles affine.delinearize_index
// (`%i into (4, %n) : index, index`) and affine.linearize_index
// (`[disjoint] [%a, %b] by (4, 8) : index`).
func parseAffineDelinearize(p OpAsmParser, st *OperationState) error {
	o, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	dyn, static, err := parseDynamicIndexListDelim(p, "(", ")")
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	vs, err := resolveAll(p, append([]UnresolvedOperand{o}, dyn...), Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"static_basis", i64Array(static)})
	st.ResultTypes = append(st.ResultTypes, ts...)
	return nil
}

func printAffineDelinearize(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" into ")
	printDynamicIndexListDelim(p, op.Operands()[1:], denseI64(op.Attr("static_basis")), "(", ")")
	p.PrintOptionalAttrDict(op, "static_basis")
	p.WriteString(" : ")
	p.PrintTypes(op.ResultTypes())
}

func parseAffineLinearize(p OpAsmParser, st *OperationState) error {
	if p.ParseOptionalKeyword("disjoint") {
		st.Props = append(st.Props, NamedAttr{"disjoint", Unit})
	}
	idx, err := p.ParseOperandList(DelimSquare)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("by"); err != nil {
		return err
	}
	dyn, static, err := parseDynamicIndexListDelim(p, "(", ")")
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	vs, err := resolveAll(p, append(idx, dyn...), Index)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"static_basis", i64Array(static)},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(idx), len(dyn))})
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printAffineLinearize(p OpAsmPrinter, op *Operation) {
	if d := op.Attr("disjoint"); d != nil {
		if b, ok := d.(*BoolAttr); !ok || b.Value {
			p.WriteString(" disjoint")
		}
	}
	p.WriteString(" [")
	p.PrintOperands(OperandSegment(op, 0))
	p.WriteString("] by ")
	printDynamicIndexListDelim(p, OperandSegment(op, 1), denseI64(op.Attr("static_basis")), "(", ")")
	p.PrintOptionalAttrDict(op, "static_basis", "disjoint", OperandSegmentSizesAttr)
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

func parseAffinePrefetch(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	m, am, idx := h.affineAccess()
	h.prefetchTail(st)
	h.attrDict(st)
	t := h.colonType()
	st.Operands = append(append(st.Operands, h.resolve(m, t)), h.resolveAll(idx, Index)...)
	st.Props = append(st.Props, NamedAttr{"map", &AffineMapAttr{Map: am}})
	return h.err
}

func printAffinePrefetch(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	if m, ok := op.Attr("map").(*AffineMapAttr); ok {
		p.PrintAffineMapOfSSAIds(m.Map, op.Operands()[1:])
	}
	printPrefetchTail(p, op, "map")
}
