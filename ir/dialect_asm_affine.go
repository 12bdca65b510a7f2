package ir

import (
	"slices"
	"strconv"
	"strings"
)

// Custom syntax hooks of the affine dialect.

// parseMapWithOperands reads `#map(%d0, %d1)[%s0]` (the map may be an
// alias or an inline affine_map<...>) and resolves the operands as index.
func parseMapWithOperands(p OpAsmParser) (*AffineMapAttr, []*Value, error) {
	h := &hookParser{p: p}
	m, vs := h.mapWithOperands()
	return m, vs, h.err
}

// mapOrSetWithOperands reads `#map(%d0, %d1)[%s0]`: an affine map (an
// integer set with set) and its dimension and symbol operands, resolved
// as index.
func (h *hookParser) mapOrSetWithOperands(set bool) (Attribute, []*Value) {
	a := h.attribute(nil)
	if h.err != nil {
		return nil, nil
	}
	what, nd, ns, ok := "affine map", 0, 0, false
	if m, isMap := a.(*AffineMapAttr); isMap && !set {
		nd, ns, ok = m.Map.NumDims, m.Map.NumSyms, true
	}
	if s, isSet := a.(*IntegerSetAttr); set {
		what = "integer set"
		if isSet {
			nd, ns, ok = s.Set.NumDims, s.Set.NumSyms, true
		}
	}
	if !ok {
		h.fail("expected %s", what)
		return nil, nil
	}
	dims := h.operandList(DelimParen)
	syms := h.operandList(DelimOptionalSquare)
	if h.ok() && (len(dims) != nd || len(syms) != ns) {
		h.fail("dimension or symbol operand count does not equal the %s's (%d dims, %d symbols)", what, nd, ns)
	}
	return a, h.resolveAll(append(dims, syms...), Index)
}

func (h *hookParser) mapWithOperands() (*AffineMapAttr, []*Value) {
	a, vs := h.mapOrSetWithOperands(false)
	m, _ := a.(*AffineMapAttr)
	return m, vs
}

// printMapWithOperands writes `#map(%a)[%b]`.
func printMapWithOperands(p OpAsmPrinter, m *AffineMapAttr, operands []*Value) {
	printDimsAndSyms(p, m, m.Map.NumDims, operands)
}

// printDimsAndSyms writes `#map(%a)[%b]`, the first nd operands as dims.
func printDimsAndSyms(p OpAsmPrinter, m Attribute, nd int, operands []*Value) {
	p.PrintAttribute(m)
	nd = min(nd, len(operands))
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
	h := &hookParser{p: p}
	m, vs := h.mapWithOperands()
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"map", m})
	st.ResultTypes = append(st.ResultTypes, Index)
	h.attrDict(st)
	return h.err
}

func printAffineApplyLike(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if m, ok := op.Attr("map").(*AffineMapAttr); ok {
		printMapWithOperands(p, m, op.Operands())
	}
	p.PrintOptionalAttrDict(op, "map")
}

// affineAccessParse builds the hooks of affine.load/store/vector_load/
// vector_store: stores read the value first; vector forms add a type.
func affineAccessParse(store, vector bool) ParseHook {
	return func(p OpAsmParser, st *OperationState) error {
		h := &hookParser{p: p}
		var val UnresolvedOperand
		if store {
			val = h.operand()
			h.punct(",")
		}
		m, am, idx := h.affineAccess()
		h.attrDict(st)
		mt := h.colonType()
		valT := elemOrSelf(mt)
		if vector {
			h.punct(",")
			valT = h.typ()
		}
		if store {
			st.Operands = append(st.Operands, h.resolve(val, valT))
		} else {
			st.ResultTypes = append(st.ResultTypes, valT)
		}
		st.Operands = append(append(st.Operands, h.resolve(m, mt)), h.resolveAll(idx, Index)...)
		st.Props = append(st.Props, NamedAttr{"map", &AffineMapAttr{Map: am}})
		return h.err
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
	h := &hookParser{p: p}
	m, vs := h.affineBound()
	return m, vs, h.err
}

func (h *hookParser) affineBound() (*AffineMapAttr, []*Value) {
	h.p.ParseOptionalKeywordOf("max", "min")
	if o, ok := h.optionalOperand(); ok {
		return &AffineMapAttr{Map: &AffineMap{NumSyms: 1, Results: []*AffineExpr{SymExpr(0)}}}, []*Value{h.resolve(o, Index)}
	}
	if h.err != nil {
		return nil, nil
	}
	c, ok, err := h.p.ParseOptionalInteger()
	if h.check(err); ok {
		return &AffineMapAttr{Map: &AffineMap{Results: []*AffineExpr{ConstExpr(c)}}}, nil
	}
	return h.mapWithOperands()
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
	h := &hookParser{p: p}
	iv := h.argument()
	h.punct("=")
	lb, lbOps := h.affineBound()
	h.keyword("to")
	ub, ubOps := h.affineBound()
	step := int64(1)
	if h.ok() && p.ParseOptionalKeyword("step") {
		step = h.integer()
	}
	iterArgs, inits := h.iterArgs("iter_args", st)
	st.Operands = append(append(append(st.Operands, lbOps...), ubOps...), inits...)
	st.Props = append(st.Props,
		NamedAttr{"lowerBoundMap", lb}, NamedAttr{"upperBoundMap", ub},
		NamedAttr{"step", IntAttr(step, Index)},
		NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(lbOps), len(ubOps), len(inits))})
	iv.Type = Index
	h.body(st, append([]Argument{iv}, iterArgs...), "affine.yield")
	h.attrDict(st)
	return h.err
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
	printIterArgs(p, "iter_args", body.Args()[1:], inits, op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, len(inits) > 0)
	p.PrintOptionalAttrDict(op, "lowerBoundMap", "upperBoundMap", "step", OperandSegmentSizesAttr)
}

func parseAffineIf(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	set, vs := h.mapOrSetWithOperands(true)
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"condition", set})
	h.resultTypesArrow(st)
	h.thenElse(st, "affine.yield")
	return h.err
}

func printAffineIf(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	if set, ok := op.Attr("condition").(*IntegerSetAttr); ok {
		printDimsAndSyms(p, set, set.Set.NumDims, op.Operands())
	}
	p.PrintArrowTypeList(op.ResultTypes())
	printThenElse(p, op)
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
	h := &hookParser{p: p}
	ivs := h.arguments(DelimParen)
	h.punct("=")
	lb, lbOps := h.minMaxBounds("max", "lower", len(ivs))
	h.keyword("to")
	ub, ubOps := h.minMaxBounds("min", "upper", len(ivs))
	steps := &ArrayAttr{}
	if h.ok() && p.ParseOptionalKeyword("step") {
		h.parenList(func() { steps.Elems = append(steps.Elems, IntAttr(h.integer(), I64)) })
	} else {
		for range ivs {
			steps.Elems = append(steps.Elems, IntAttr(1, I64))
		}
	}
	reds := &ArrayAttr{}
	if h.ok() && p.ParseOptionalKeyword("reduce") {
		h.parenList(func() {
			s := step(h, p.ParseString)
			k := slices.Index(atomicKinds, s)
			if k < 0 {
				h.fail("invalid reduction value: %q", s)
			}
			reds.Elems = append(reds.Elems, IntAttr(int64(k), I64))
		})
		st.ResultTypes = append(st.ResultTypes, h.arrowTypes()...)
	}
	st.Operands = append(st.Operands, h.resolveAll(append(lbOps, ubOps...), Index)...)
	st.Props = append(st.Props,
		NamedAttr{"lowerBoundsGroups", boundGroups(lb.groups)},
		NamedAttr{"lowerBoundsMap", &AffineMapAttr{Map: lb.m}},
		NamedAttr{"reductions", reds},
		NamedAttr{"steps", steps},
		NamedAttr{"upperBoundsGroups", boundGroups(ub.groups)},
		NamedAttr{"upperBoundsMap", &AffineMapAttr{Map: ub.m}})
	for i := range ivs {
		ivs[i].Type = Index
	}
	h.body(st, ivs, "affine.yield")
	h.attrDict(st)
	return h.err
}

type minMaxBounds struct {
	m      *AffineMap
	groups []int
}

// minMaxBounds reads affine.parallel's `(%a, max(%b, 4))` bounds, one
// per induction variable (which: "lower" or "upper").
func (h *hookParser) minMaxBounds(kw, which string, n int) (minMaxBounds, []UnresolvedOperand) {
	if h.err != nil {
		return minMaxBounds{}, nil
	}
	pos := h.p.Pos()
	m, groups, ops, err := h.p.ParseAffineMinMaxBounds(kw)
	h.check(err)
	if h.ok() && len(groups) != n {
		h.err = Errorf(pos, "expected %d %s bound(s), got %d", n, which, len(groups))
	}
	return minMaxBounds{m, groups}, ops
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

// parseAffineDmaWait reads `%tag[%i + 1], %n : memref<2xi32, 2>`: the tag
// memref with its affine access, then the number of elements. As in MLIR,
// the map is the discardable attribute tag_map and the custom form has no
// attribute dictionary.
func parseAffineDmaWait(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	tag, m, idx := h.affineAccess()
	h.punct(",")
	n := h.operand()
	t := h.colonType()
	st.Operands = append(append(st.Operands, h.resolve(tag, t)), h.resolveAll(idx, Index)...)
	st.Operands = append(st.Operands, h.resolve(n, Index))
	st.Attrs = append(st.Attrs, NamedAttr{"tag_map", &AffineMapAttr{Map: m}})
	return h.err
}

// affineDmaWaitEffects: the wait reads and writes its tag memref.
func affineDmaWaitEffects(op *Operation) []MemoryEffect {
	return append(operandEffect(EffectRead, 0)(op), operandEffect(EffectWrite, 0)(op)...)
}

func printAffineDmaWait(p OpAsmPrinter, op *Operation) {
	ops := op.Operands()
	p.WriteString(" ")
	p.PrintOperand(ops[0])
	if m, ok := op.Attr("tag_map").(*AffineMapAttr); ok {
		p.PrintAffineMapOfSSAIds(m.Map, ops[1:len(ops)-1])
	}
	p.WriteString(", ")
	p.PrintOperand(ops[len(ops)-1])
	p.WriteString(" : ")
	p.PrintType(ops[0].Type())
}
