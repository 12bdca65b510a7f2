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
	h := &hookParser{p: p}
	src, idx := h.access()
	h.punct(",")
	pad := h.operand()
	mask := h.operandAfter(",")
	h.attrDict(st)
	ts := h.colonTypesN(2)
	st.Operands = append(append(append(st.Operands, h.resolve(src, ts[0])), h.resolveAll(idx, Index)...),
		h.resolve(pad, elemOrSelf(ts[0])))
	st.Operands = append(st.Operands, h.resolveAll(mask, maskTypeFor(ts[1]))...)
	st.ResultTypes = append(st.ResultTypes, ts[1])
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, len(idx), 1, len(mask))})
	transferDefaults(st, ts[0], ts[1])
	return h.err
}

func printVectorTransferRead(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	printMemrefAccess(p, append([]*Value{op.Operand(0)}, OperandSegment(op, 1)...))
	p.WriteString(", ")
	p.PrintOperand(OperandSegment(op, 2)[0])
	printTransferTail(p, op, op.Operand(0).Type(), op.Result(0).Type(), false)
}

// printTransferTail prints the end of a vector transfer op: `, %mask`,
// the attributes and the types (the vector's first for a write).
func printTransferTail(p OpAsmPrinter, op *Operation, shaped, vec Type, write bool) {
	if m := OperandSegment(op, 3); len(m) > 0 {
		p.WriteString(", ")
		p.PrintOperand(m[0])
	}
	p.PrintOptionalAttrDict(op, transferElided(op, shaped, vec)...)
	p.WriteString(" : ")
	if write {
		p.PrintTypes([]Type{vec, shaped})
	} else {
		p.PrintTypes([]Type{shaped, vec})
	}
}

func parseVectorTransferWrite(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	val := h.operand()
	h.punct(",")
	dst, idx := h.access()
	mask := h.operandAfter(",")
	h.attrDict(st)
	ts := h.colonTypesN(2)
	st.Operands = append(append(append(st.Operands, h.resolve(val, ts[0]), h.resolve(dst, ts[1])),
		h.resolveAll(idx, Index)...), h.resolveAll(mask, maskTypeFor(ts[0]))...)
	if IsTensor(ts[1]) {
		st.ResultTypes = append(st.ResultTypes, ts[1])
	}
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, 1, len(idx), len(mask))})
	transferDefaults(st, ts[1], ts[0])
	return h.err
}

func printVectorTransferWrite(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	printMemrefAccess(p, append([]*Value{op.Operand(1)}, OperandSegment(op, 2)...))
	printTransferTail(p, op, op.Operand(1).Type(), op.Operand(0).Type(), true)
}

// convertIteratorTypes maps `"parallel"` strings to #vector.iterator_type
// attributes (toAttr) or back.
func convertIteratorTypes(a Attribute, prefix string, toAttr bool) Attribute {
	arr, ok := a.(*ArrayAttr)
	if !ok {
		return a
	}
	out := &ArrayAttr{Elems: make([]Attribute, len(arr.Elems))}
	for i, e := range arr.Elems {
		out.Elems[i] = e
		if s, ok := e.(*StringAttr); ok && toAttr {
			out.Elems[i] = &OpaqueAttr{Text: prefix + "<" + s.Value + ">"}
		} else if s := e.String(); !toAttr && strings.HasPrefix(s, prefix+"<") {
			out.Elems[i] = StrAttr(strings.TrimSuffix(strings.TrimPrefix(s, prefix+"<"), ">"))
		}
	}
	return out
}

// traitDict reads the leading dictionary of linalg.generic and
// vector.contract into st's properties; its iterator_types are strings
// standing for prefix<...> attributes.
//
// Each iterator type string must be one MLIR knows ("parallel" or
// "reduction"); any other is mlir-opt's "custom op '<op>' unexpected
// iterator_type (<s>)", reported where mlir-opt reports it: vector.contract
// at the dictionary, linalg.generic at the token after it (errAfter).
func (h *hookParser) traitDict(st *OperationState, prefix string, errAfter bool) {
	pos := h.p.Pos()
	d := h.dict()
	if errAfter {
		pos = h.p.Pos()
	}
	for _, e := range d.Entries {
		v := e.Value
		if e.Name == "iterator_types" {
			if bad, ok := unknownIteratorType(v); ok && h.ok() {
				h.err = Errorf(pos, "custom op '%s' unexpected iterator_type (%s)", st.Name, bad)
			}
			v = convertIteratorTypes(v, prefix, true)
		}
		st.Props = append(st.Props, NamedAttr{e.Name, v})
	}
}

// unknownIteratorType returns the first string of an iterator_types array
// that is neither "parallel" nor "reduction" (the iterator types of MLIR's
// linalg and vector dialects).
func unknownIteratorType(a Attribute) (string, bool) {
	arr, ok := a.(*ArrayAttr)
	if !ok {
		return "", false
	}
	for _, e := range arr.Elems {
		if s, ok := e.(*StringAttr); ok && s.Value != "parallel" && s.Value != "reduction" {
			return s.Value, true
		}
	}
	return "", false
}

// printTraitDict prints ` {names...}` for traitDict.
func printTraitDict(p OpAsmPrinter, op *Operation, names []string, prefix string) {
	d := &DictionaryAttr{}
	for _, n := range names {
		if v := op.Attr(n); v != nil {
			if n == "iterator_types" {
				v = convertIteratorTypes(v, prefix, false)
			}
			d.Entries = append(d.Entries, NamedAttr{n, v})
		}
	}
	p.WriteString(" ")
	p.PrintAttribute(d)
}

var vectorContractTraits = []string{"indexing_maps", "iterator_types", "kind"}

func parseVectorContract(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.traitDict(st, "#vector.iterator_type", false)
	// The combining kind defaults to add and is always printed, as in MLIR.
	if lookupNamed(st.Props, "kind") == nil {
		st.Props = append(st.Props, NamedAttr{"kind", &OpaqueAttr{Text: "#vector.kind<add>"}})
	}
	ops := h.operandList(DelimNone)
	h.attrDict(st)
	ts := h.colonTypes()
	h.keyword("into")
	accT := h.typ()
	if h.ok() && (len(ops) < 3 || len(ts) < 2) {
		h.fail("expected lhs, rhs and acc operands with their types")
	}
	if !h.ok() {
		return h.err
	}
	// lhs, rhs, acc, then the masks.
	types := append([]Type{ts[0], ts[1], accT}, ts[2:]...)
	st.Operands = append(st.Operands, h.resolveEach(ops, types)...)
	st.ResultTypes = append(st.ResultTypes, accT)
	return h.err
}

func printVectorContract(p OpAsmPrinter, op *Operation) {
	printTraitDict(p, op, vectorContractTraits, "#vector.iterator_type")
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
	h := &hookParser{p: p}
	if p.ParseOptionalKeyword("str") {
		s, err := p.ParseString()
		h.check(err)
		st.Props = append(st.Props, NamedAttr{"stringLiteral", StrAttr(s)})
	} else if o, ok := h.optionalOperand(); ok {
		st.Operands = append(st.Operands, h.resolve(o, h.colonType()))
	}
	if h.ok() && p.ParseOptionalKeyword("punctuation") {
		body, ok, err := p.ParseOptionalAngleBody()
		h.check(err)
		if !ok {
			h.fail("expected '<'")
		}
		st.Props = append(st.Props, NamedAttr{"punctuation", &OpaqueAttr{Text: "#vector.punctuation" + body}})
	}
	h.attrDict(st)
	// The punctuation defaults to a newline, as MLIR's parser sets it.
	if lookupNamed(st.Props, "punctuation") == nil {
		st.Props = append(st.Props, NamedAttr{"punctuation", &OpaqueAttr{Text: "#vector.punctuation<newline>"}})
	}
	return h.err
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
	h := &hookParser{p: p}
	ops := h.operandList(DelimNone)
	h.attrDict(st)
	// The combining kind defaults to add, as MLIR's parser sets it.
	if lookupNamed(st.Props, "kind") == nil {
		st.Props = append(st.Props, NamedAttr{"kind", &OpaqueAttr{Text: "#vector.kind<add>"}})
	}
	ts := h.colonTypes()
	if h.ok() && (len(ops) < 2 || len(ts) != 2) {
		h.fail("expected 2 or more operands and two types")
	}
	if !h.ok() {
		return h.err
	}
	lhs, _ := ts[0].(*VectorType)
	if lhs == nil {
		return p.Errorf("expected a vector lhs type")
	}
	// The result is lhs x rhs (an AXPY with a scalar rhs), scalable
	// where they are.
	resT := Type(lhs)
	if rhs, ok := ts[1].(*VectorType); ok {
		v := &VectorType{Shape: append(append([]int64{}, lhs.Shape...), rhs.Shape...), Elem: lhs.Elem}
		if len(lhs.Scalable)+len(rhs.Scalable) > 0 {
			v.Scalable = append(scalableFlags(lhs), scalableFlags(rhs)...)
		}
		resT = v
	}
	types := []Type{ts[0], ts[1]}
	if len(ops) > 2 {
		types = append(types, resT)
	}
	st.Operands = append(st.Operands, h.resolveEach(ops, types)...)
	st.ResultTypes = append(st.ResultTypes, resT)
	return h.err
}

// scalableFlags returns v's scalable marks, one per dimension.
func scalableFlags(v *VectorType) []bool {
	f := make([]bool, len(v.Shape))
	copy(f, v.Scalable)
	return f
}

func printVectorOuterProduct(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	// MLIR prints the kind only with an accumulator (always then).
	var elide []string
	if op.NumOperands() < 3 {
		elide = append(elide, "kind")
	}
	p.PrintOptionalAttrDict(op, elide...)
	p.WriteString(" : ")
	p.PrintTypes([]Type{op.Operand(0).Type(), op.Operand(1).Type()})
}

func parseVectorShuffle(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	ops := h.operandList(DelimNone)
	_, mask := h.dynamicIndexList()
	h.attrDict(st)
	ts := h.colonTypes()
	vs := h.resolveEach(ops, ts)
	if h.ok() && len(vs) != 2 {
		h.fail("expected two operands")
	}
	if !h.ok() {
		return h.err
	}
	v1, ok := ts[0].(*VectorType)
	if !ok {
		return p.Errorf("expected vector operands")
	}
	// The result has one row per mask entry (at least one), then the
	// operands' trailing dimensions (none for 0-D operands), as MLIR's
	// ShuffleOp::inferReturnTypes builds it.
	shape := []int64{max(1, int64(len(mask)))}
	if len(v1.Shape) > 0 {
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

func parseCfSwitch(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	flag := h.operand()
	t := h.colonType()
	fv := h.resolve(flag, t)
	h.punct(",")
	h.punct("[")
	h.keyword("default")
	h.punct(":")
	def, defOps := h.successor()
	var values []string
	var caseOps []*Value
	var segs []int64
	succs := []*Block{def}
	for h.ok() && p.ParseOptionalPunct(",") {
		v := h.integer()
		h.punct(":")
		b, ops := h.successor()
		values = append(values, strconv.FormatInt(v, 10))
		caseOps = append(caseOps, ops...)
		segs = append(segs, int64(len(ops)))
		succs = append(succs, b)
	}
	h.punct("]")
	st.Operands = append(append(append(st.Operands, fv), defOps...), caseOps...)
	st.Successors = append(st.Successors, succs...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(1, len(defOps), len(caseOps))})
	if len(values) > 0 {
		st.Props = append(st.Props,
			NamedAttr{"case_values", &DenseElementsAttr{Body: "[" + strings.Join(values, ", ") + "]", Type: &VectorType{Shape: []int64{int64(len(values))}, Elem: t}}},
			NamedAttr{"case_operand_segments", &DenseArrayAttr{Elem: I32, Values: segs}})
	}
	h.attrDict(st)
	return h.err
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

func parseBufferizationDealloc(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	var mems, conds, retained []*Value
	// The operand lists are not optional inside their parentheses: `()`
	// misses the `:` of the types.
	nonEmpty := func() {
		if h.ok() && p.PeekPunct(")") {
			h.err = p.Errorf("expected ':'")
		}
	}
	if p.ParseOptionalPunct("(") {
		nonEmpty()
		mems = h.valuesColonTypes(")")
		h.punct(")")
		h.keyword("if")
		conds = h.resolveAll(h.operandList(DelimParen), I1)
	}
	if h.ok() && p.ParseOptionalKeyword("retain") {
		h.punct("(")
		nonEmpty()
		retained = h.valuesColonTypes(")")
		h.punct(")")
	}
	st.Operands = append(append(append(st.Operands, mems...), conds...), retained...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(mems), len(conds), len(retained))})
	// One updated condition per retained memref.
	for range retained {
		st.ResultTypes = append(st.ResultTypes, I1)
	}
	h.attrDict(st)
	return h.err
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
	h := &hookParser{p: p}
	o := h.operand()
	h.attrDict(st)
	t := h.colonType()
	st.Operands = append(st.Operands, h.resolve(o, t))
	// One scalar result per element.
	n := 1
	for _, d := range vectorShape(t) {
		n *= int(d)
	}
	for i := 0; i < n; i++ {
		st.ResultTypes = append(st.ResultTypes, elemOrSelf(t))
	}
	return h.err
}

func printVectorToElements(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// parseVectorMask reads `%mask[, %passthru] { op } attr-dict : mask type
// [-> result types]`. The region holds the masked op and a vector.yield
// of its results (vector.yield alone when the region is written empty),
// as MLIR's MaskOp::ensureTerminator builds it.
func parseVectorMask(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	mask := h.operand()
	passthru, hasPassthru := UnresolvedOperand{}, false
	if h.ok() && p.ParseOptionalPunct(",") {
		passthru, hasPassthru = h.operand(), true
	}
	r := st.AddRegion()
	h.region(r, nil)
	if !h.ok() {
		return h.err
	}
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	b := r.Front()
	if l := b.Last(); l == nil || l.Name() != "vector.yield" {
		var vals []*Value
		if b.Len() == 1 {
			vals = b.First().Results()
		}
		b.Append(NewOperation(&OperationState{Name: "vector.yield", Loc: st.Loc, Operands: vals}))
	}
	h.attrDict(st)
	maskT := h.colonType()
	h.resultTypesArrow(st)
	if !h.ok() {
		return h.err
	}
	st.Operands = append(st.Operands, h.resolve(mask, maskT))
	if hasPassthru {
		if len(st.ResultTypes) == 0 {
			return p.Errorf("expects a result if passthru operand is provided")
		}
		st.Operands = append(st.Operands, h.resolve(passthru, st.ResultTypes[0]))
	}
	return h.err
}

func printVectorMask(p OpAsmPrinter, op *Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" { ")
	if r := op.Region(0); !r.Empty() {
		if first := r.Front().First(); first != nil {
			p.PrintCustomOrGenericOp(first)
		}
	}
	p.WriteString(" }")
	p.PrintOptionalAttrDict(op)
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(op.ResultTypes())
	}
}
