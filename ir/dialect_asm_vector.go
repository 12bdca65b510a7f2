package ir

import (
	"strconv"
	"strings"
)

// Custom syntax hooks of vector, cf.switch and bufferization ops.

// minorIdentity returns the map (d0..dn-1) -> (dn-r..dn-1).
func minorIdentity(n, r int) *AffineMap {
	m := &AffineMap{NumDims: n}
	for i := n - r; i < n; i++ {
		m.Results = append(m.Results, DimExpr(i))
	}
	return m
}

// vectorShape returns the shape of a vector type (nil otherwise).
func vectorShape(t Type) []int64 {
	if v, ok := t.(*VectorType); ok {
		return v.Shape
	}
	return nil
}

// shapedRank returns the rank of a ranked shaped type.
func shapedRank(t Type) int {
	if s, ok := t.(ShapedType); ok {
		if d, ok := s.Dims(); ok {
			return len(d)
		}
	}
	return 0
}

// boolArray makes `[false, false]`-style array attributes.
func boolArray(n int) *ArrayAttr {
	a := &ArrayAttr{}
	for i := 0; i < n; i++ {
		a.Elems = append(a.Elems, &BoolAttr{})
	}
	return a
}

// transferDefaults fills in the permutation_map and in_bounds properties
// the custom form may leave out.
func transferDefaults(st *OperationState, shapedT, vecT Type) {
	rank, vrank := shapedRank(shapedT), len(vectorShape(vecT))
	if lookupNamed(st.Props, "permutation_map") == nil && lookupNamed(st.Attrs, "permutation_map") == nil {
		st.Props = append(st.Props, NamedAttr{"permutation_map", &AffineMapAttr{Map: minorIdentity(rank, vrank)}})
	}
	if lookupNamed(st.Props, "in_bounds") == nil && lookupNamed(st.Attrs, "in_bounds") == nil {
		st.Props = append(st.Props, NamedAttr{"in_bounds", boolArray(vrank)})
	}
}

// transferElided lists the transfer properties that equal their defaults.
func transferElided(op *Operation, shapedT, vecT Type) []string {
	out := []string{OperandSegmentSizesAttr}
	if m, ok := op.Attr("permutation_map").(*AffineMapAttr); ok && m.Map.String() == minorIdentity(shapedRank(shapedT), len(vectorShape(vecT))).String() {
		out = append(out, "permutation_map")
	}
	if a, ok := op.Attr("in_bounds").(*ArrayAttr); ok {
		allFalse := true
		for _, e := range a.Elems {
			if b, ok := e.(*BoolAttr); !ok || b.Value {
				allFalse = false
			}
		}
		if allFalse {
			out = append(out, "in_bounds")
		}
	}
	return out
}

// maskTypeFor returns the i1 vector type a transfer mask has.
func maskTypeFor(vecT Type) Type {
	if v, ok := vecT.(*VectorType); ok {
		return &VectorType{Shape: v.Shape, Scalable: v.Scalable, Elem: I1}
	}
	return I1
}

func parseVectorTransferRead(p OpAsmParser, st *OperationState) error {
	src, idx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	pad, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var mask []UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		m, err := p.ParseOperand()
		if err != nil {
			return err
		}
		mask = append(mask, m)
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != 2 {
		return p.Errorf("requires two types")
	}
	vs, err := resolveAccess(p, src, idx, ts[0])
	if err != nil {
		return err
	}
	pv, err := p.ResolveOperand(pad, elemOrSelf(ts[0]))
	if err != nil {
		return err
	}
	ms, err := resolveAll(p, mask, maskTypeFor(ts[1]))
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, vs...), pv), ms...)
	st.ResultTypes = append(st.ResultTypes, ts[1])
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, len(idx), 1, len(mask))})
	transferDefaults(st, ts[0], ts[1])
	return nil
}

func printVectorTransferRead(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printMemrefAccess(p, append([]*Value{op.Operand(0)}, OperandSegment(op, 1)...))
	p.WriteString(", ")
	p.PrintOperand(OperandSegment(op, 2)[0])
	if m := OperandSegment(op, 3); len(m) > 0 {
		p.WriteString(", ")
		p.PrintOperand(m[0])
	}
	p.PrintOptionalAttrDict(op, transferElided(op, op.Operand(0).Type(), op.Result(0).Type())...)
	p.WriteString(" : ")
	p.PrintTypes([]Type{op.Operand(0).Type(), op.Result(0).Type()})
}

func parseVectorTransferWrite(p OpAsmParser, st *OperationState) error {
	val, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	dst, idx, err := parseMemrefAccess(p)
	if err != nil {
		return err
	}
	var mask []UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		m, err := p.ParseOperand()
		if err != nil {
			return err
		}
		mask = append(mask, m)
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != 2 {
		return p.Errorf("requires two types")
	}
	v, err := p.ResolveOperand(val, ts[0])
	if err != nil {
		return err
	}
	vs, err := resolveAccess(p, dst, idx, ts[1])
	if err != nil {
		return err
	}
	ms, err := resolveAll(p, mask, maskTypeFor(ts[0]))
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, v), vs...), ms...)
	if IsTensor(ts[1]) {
		st.ResultTypes = append(st.ResultTypes, ts[1])
	}
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, len(idx), len(mask))})
	transferDefaults(st, ts[1], ts[0])
	return nil
}

func printVectorTransferWrite(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	printMemrefAccess(p, append([]*Value{op.Operand(1)}, OperandSegment(op, 2)...))
	if m := OperandSegment(op, 3); len(m) > 0 {
		p.WriteString(", ")
		p.PrintOperand(m[0])
	}
	p.PrintOptionalAttrDict(op, transferElided(op, op.Operand(1).Type(), op.Operand(0).Type())...)
	p.WriteString(" : ")
	p.PrintTypes([]Type{op.Operand(0).Type(), op.Operand(1).Type()})
}

// convertIteratorTypes maps `"parallel"` strings to #vector.iterator_type
// attributes (toAttr) or back.
func convertIteratorTypes(a Attribute, prefix string, toAttr bool) Attribute {
	if toAttr {
		arr, ok := a.(*ArrayAttr)
		if !ok {
			return a
		}
		out := &ArrayAttr{}
		for _, e := range arr.Elems {
			if s, ok := e.(*StringAttr); ok {
				out.Elems = append(out.Elems, &OpaqueAttr{Text: prefix + "<" + s.Value + ">"})
			} else {
				out.Elems = append(out.Elems, e)
			}
		}
		return out
	}
	arr, ok := a.(*ArrayAttr)
	if !ok {
		return a
	}
	out := &ArrayAttr{}
	for _, e := range arr.Elems {
		s := e.String()
		if strings.HasPrefix(s, prefix+"<") {
			out.Elems = append(out.Elems, StrAttr(strings.TrimSuffix(strings.TrimPrefix(s, prefix+"<"), ">")))
		} else {
			out.Elems = append(out.Elems, e)
		}
	}
	return out
}

var vectorContractTraits = []string{"indexing_maps", "iterator_types", "kind"}

func parseVectorContract(p OpAsmParser, st *OperationState) error {
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	d, ok := a.(*DictionaryAttr)
	if !ok {
		return p.Errorf("expected an attribute dictionary")
	}
	for _, e := range d.Entries {
		v := e.Value
		if e.Name == "iterator_types" {
			v = convertIteratorTypes(v, "#vector.iterator_type", true)
		}
		st.Props = append(st.Props, NamedAttr{e.Name, v})
	}
	// The combining kind defaults to add and is always printed, as in MLIR.
	if lookupNamed(st.Props, "kind") == nil {
		st.Props = append(st.Props, NamedAttr{"kind", &OpaqueAttr{Text: "#vector.kind<add>"}})
	}
	ops, err := p.ParseOperandList(DelimNone)
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
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	accT, err := p.ParseType()
	if err != nil {
		return err
	}
	if len(ops) < 3 || len(ts) < 2 {
		return p.Errorf("expected lhs, rhs and acc operands with their types")
	}
	types := []Type{ts[0], ts[1], accT}
	for _, t := range ts[2:] {
		types = append(types, t) // masks
	}
	vs, err := resolveEach(p, ops, types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, accT)
	return nil
}

func printVectorContract(p OpAsmPrinter, op *Operation) {
	d := &DictionaryAttr{}
	for _, n := range vectorContractTraits {
		if v := op.Attr(n); v != nil {
			if n == "iterator_types" {
				v = convertIteratorTypes(v, "#vector.iterator_type", false)
			}
			d.Entries = append(d.Entries, NamedAttr{n, v})
		}
	}
	p.WriteString(" ")
	p.PrintAttribute(d)
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op, vectorContractTraits...)
	p.WriteString(" : ")
	ts := []Type{op.Operand(0).Type(), op.Operand(1).Type()}
	for _, v := range op.Operands()[3:] {
		ts = append(ts, v.Type())
	}
	p.PrintTypes(ts)
	p.WriteString(" into ")
	p.PrintType(op.Result(0).Type())
}

func parseVectorPrint(p OpAsmParser, st *OperationState) error {
	if p.ParseOptionalKeyword("str") {
		s, err := p.ParseString()
		if err != nil {
			return err
		}
		st.Props = append(st.Props, NamedAttr{"stringLiteral", StrAttr(s)})
	} else if o, ok, err := p.ParseOptionalOperand(); err != nil {
		return err
	} else if ok {
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(o, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	if p.ParseOptionalKeyword("punctuation") {
		body, ok, err := p.ParseOptionalAngleBody()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf("expected '<'")
		}
		st.Props = append(st.Props, NamedAttr{"punctuation", &OpaqueAttr{Text: "#vector.punctuation" + body}})
	}
	return p.ParseOptionalAttrDict(st)
}

func printVectorPrint(p OpAsmPrinter, op *Operation) {
	if s, ok := op.Attr("stringLiteral").(*StringAttr); ok {
		p.WriteString(" str ")
		p.WriteString(QuoteString(s.Value))
	}
	if op.NumOperands() > 0 {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
	}
	if a := op.Attr("punctuation"); a != nil && a.String() != "#vector.punctuation<newline>" {
		p.WriteString(" punctuation " + strings.TrimPrefix(a.String(), "#vector.punctuation"))
	}
	p.PrintOptionalAttrDict(op, "stringLiteral", "punctuation")
}

func parseVectorOuterProduct(p OpAsmParser, st *OperationState) error {
	ops, err := p.ParseOperandList(DelimNone)
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
	if len(ops) < 2 || len(ts) != 2 {
		return p.Errorf("expected 2 or more operands and two types")
	}
	lhs, _ := ts[0].(*VectorType)
	if lhs == nil {
		return p.Errorf("expected a vector lhs type")
	}
	resT := Type(lhs)
	if rhs, ok := ts[1].(*VectorType); ok {
		resT = &VectorType{Shape: append(append([]int64{}, lhs.Shape...), rhs.Shape...), Elem: lhs.Elem}
	}
	types := []Type{ts[0], ts[1]}
	if len(ops) > 2 {
		types = append(types, resT)
	}
	vs, err := resolveEach(p, ops, types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.ResultTypes = append(st.ResultTypes, resT)
	return nil
}

func printVectorOuterProduct(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	elide := []string{}
	if a := op.Attr("kind"); a != nil && a.String() == "#vector.kind<add>" {
		elide = append(elide, "kind")
	}
	p.PrintOptionalAttrDict(op, elide...)
	p.WriteString(" : ")
	p.PrintTypes([]Type{op.Operand(0).Type(), op.Operand(1).Type()})
}

func parseVectorShuffle(p OpAsmParser, st *OperationState) error {
	ops, err := p.ParseOperandList(DelimNone)
	if err != nil {
		return err
	}
	_, mask, err := parseDynamicIndexList(p)
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
	vs, err := resolveEach(p, ops, ts)
	if err != nil {
		return err
	}
	if len(vs) != 2 {
		return p.Errorf("expected two operands")
	}
	v1, ok := ts[0].(*VectorType)
	if !ok {
		return p.Errorf("expected vector operands")
	}
	shape := []int64{int64(len(mask))}
	if len(v1.Shape) > 1 {
		shape = append(shape, v1.Shape[1:]...)
	}
	st.Operands = append(st.Operands, vs...)
	st.Props = append(st.Props, NamedAttr{"mask", i64Array(mask)})
	st.ResultTypes = append(st.ResultTypes, &VectorType{Shape: shape, Elem: v1.Elem})
	return nil
}

func printVectorShuffle(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" ")
	printDynamicIndexList(p, nil, denseI64(op.Attr("mask")))
	p.PrintOptionalAttrDict(op, "mask")
	p.WriteString(" : ")
	p.PrintTypes(op.OperandTypes())
}

// denseInts returns the integers of a dense elements attribute body
// (`[1, 2]` or a splat `3` repeated n times).
func denseInts(a Attribute, n int) []int64 {
	d, ok := a.(*DenseElementsAttr)
	if !ok {
		return nil
	}
	body := strings.Trim(d.Body, "[] ")
	var out []int64
	if body == "" {
		return out
	}
	for _, f := range strings.Split(body, ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil {
			return nil
		}
		out = append(out, v)
	}
	if len(out) == 1 && n > 1 && !strings.HasPrefix(strings.TrimSpace(d.Body), "[") {
		for len(out) < n {
			out = append(out, out[0])
		}
	}
	return out
}

// parseSuccessorOperands reads `^bb(%a, %b : t1, t2)` or `^bb`.
func parseSuccessorOperands(p OpAsmParser) (*Block, []*Value, error) {
	b, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, err
	}
	if !p.ParseOptionalPunct("(") {
		return b, nil, nil
	}
	vs, err := parseOperandsColonTypes(p, ")")
	if err != nil {
		return nil, nil, err
	}
	return b, vs, p.ParsePunct(")")
}

func parseCfSwitch(p OpAsmParser, st *OperationState) error {
	flag, err := p.ParseOperand()
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	fv, err := p.ResolveOperand(flag, t)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	def, defOps, err := parseSuccessorOperands(p)
	if err != nil {
		return err
	}
	var values []string
	var caseOps []*Value
	var segs []int64
	succs := []*Block{def}
	for p.ParseOptionalPunct(",") {
		v, err := p.ParseInteger()
		if err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		b, ops, err := parseSuccessorOperands(p)
		if err != nil {
			return err
		}
		values = append(values, strconv.FormatInt(v, 10))
		caseOps = append(caseOps, ops...)
		segs = append(segs, int64(len(ops)))
		succs = append(succs, b)
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, fv), defOps...), caseOps...)
	st.Successors = append(st.Successors, succs...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, len(defOps), len(caseOps))})
	if len(values) > 0 {
		st.Props = append(st.Props,
			NamedAttr{"case_values", &DenseElementsAttr{Body: "[" + strings.Join(values, ", ") + "]", Type: &VectorType{Shape: []int64{int64(len(values))}, Elem: t}}},
			NamedAttr{"case_operand_segments", &DenseArrayAttr{Elem: I32, Values: segs}})
	}
	return p.ParseOptionalAttrDict(st)
}

func printCfSwitch(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	// One case a line, as MLIR's printSwitchOpCases; case values print
	// unsigned (getLimitedValue), as mlir-opt does.
	p.WriteString(", [")
	p.PrintNewline()
	p.WriteString("  default: ")
	succ := op.Successors()
	p.PrintSuccessorAndUseList(succ[0], OperandSegment(op, 1))
	vals := denseInts(op.Attr("case_values"), len(succ)-1)
	width := 64
	if it, ok := op.Operand(0).Type().(*IntegerType); ok {
		width = it.Width
	}
	for i := 1; i < len(succ); i++ {
		p.WriteString(",")
		p.PrintNewline()
		p.WriteString("  ")
		if i-1 < len(vals) {
			v := uint64(vals[i-1])
			if width < 64 {
				v &= 1<<uint(width) - 1
			}
			p.WriteString(strconv.FormatUint(v, 10))
		}
		p.WriteString(": ")
		p.PrintSuccessorAndUseList(succ[i], cfSwitchCaseOperands(op, i-1))
	}
	p.PrintNewline()
	p.WriteString("]")
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, "case_values", "case_operand_segments")
}

func parseAllocTensor(p OpAsmParser, st *OperationState) error {
	dyn, err := p.ParseOperandList(DelimParen)
	if err != nil {
		return err
	}
	var cp, hint []UnresolvedOperand
	if p.ParseOptionalKeyword("copy") {
		if cp, err = p.ParseOperandList(DelimParen); err != nil {
			return err
		}
	}
	if p.ParseOptionalKeyword("size_hint") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		h, err := p.ParseOperand()
		if err != nil {
			return err
		}
		hint = append(hint, h)
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	ds, err := resolveAll(p, dyn, Index)
	if err != nil {
		return err
	}
	cs, err := resolveAll(p, cp, t)
	if err != nil {
		return err
	}
	hs, err := resolveAll(p, hint, Index)
	if err != nil {
		return err
	}
	st.Operands = append(append(append(st.Operands, ds...), cs...), hs...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(ds), len(cs), len(hs))})
	st.ResultTypes = append(st.ResultTypes, t)
	return nil
}

func printAllocTensor(p OpAsmPrinter, op *Operation) {
	p.WriteString("(")
	p.PrintOperands(OperandSegment(op, 0))
	p.WriteString(")")
	if c := OperandSegment(op, 1); len(c) > 0 {
		p.WriteString(" copy(")
		p.PrintOperands(c)
		p.WriteString(")")
	}
	if h := OperandSegment(op, 2); len(h) > 0 {
		p.WriteString(" size_hint=")
		p.PrintOperand(h[0])
	}
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr)
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

func parseBufferizationDealloc(p OpAsmParser, st *OperationState) error {
	var mems, conds, retained []*Value
	if p.ParseOptionalPunct("(") {
		var err error
		if mems, err = parseOperandsColonTypes(p, ")"); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		if err := p.ParseKeyword("if"); err != nil {
			return err
		}
		cs, err := p.ParseOperandList(DelimParen)
		if err != nil {
			return err
		}
		if conds, err = resolveAll(p, cs, I1); err != nil {
			return err
		}
	}
	if p.ParseOptionalKeyword("retain") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		var err error
		if retained, err = parseOperandsColonTypes(p, ")"); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	st.Operands = append(append(append(st.Operands, mems...), conds...), retained...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(mems), len(conds), len(retained))})
	for range retained {
		st.ResultTypes = append(st.ResultTypes, I1)
	}
	return p.ParseOptionalAttrDict(st)
}

func printBufferizationDealloc(p OpAsmPrinter, op *Operation) {
	if m := OperandSegment(op, 0); len(m) > 0 {
		p.WriteString(" (")
		printValuesColonTypes(p, m)
		p.WriteString(") if (")
		p.PrintOperands(OperandSegment(op, 1))
		p.WriteString(")")
	}
	if r := OperandSegment(op, 2); len(r) > 0 {
		p.WriteString(" retain (")
		printValuesColonTypes(p, r)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr)
}

func parseVectorToElements(p OpAsmParser, st *OperationState) error {
	o, err := p.ParseOperand()
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
	v, err := p.ResolveOperand(o, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	n := 1
	for _, d := range vectorShape(t) {
		n *= int(d)
	}
	for i := 0; i < n; i++ {
		st.ResultTypes = append(st.ResultTypes, elemOrSelf(t))
	}
	return nil
}

func printVectorToElements(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
