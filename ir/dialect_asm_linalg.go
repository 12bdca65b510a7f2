package ir

import (
	"sort"
	"strings"
	"sync"
)

// Custom syntax hooks of the linalg dialect and the builders of the
// implicit payload regions of named ops (which the generic form prints).

// linalgElem returns the payload block argument type for operand v: the
// element type of memrefs and ranked tensors, the value's own type for
// anything else (a vector filled into a tensor of vectors stays a vector,
// as in MLIR's fillStructuredOpRegion).
func linalgElem(v *Value) Type {
	switch t := v.Type().(type) {
	case *MemRefType:
		return t.Elem
	case *RankedTensorType:
		return t.Elem
	}
	return v.Type()
}

// payloadBuilder appends ops to a payload block.
type payloadBuilder struct {
	b   *Block
	loc Location
}

func (pb *payloadBuilder) op(name string, operands []*Value, result Type, props ...NamedAttr) *Value {
	st := &OperationState{Name: name, Operands: operands, Props: props, Loc: pb.loc}
	if result != nil {
		st.ResultTypes = []Type{result}
	}
	o := NewOperation(st)
	pb.b.Append(o)
	if result == nil {
		return nil
	}
	return o.Result(0)
}

// cast converts v to type t the way linalg's named ops do (sign-extending
// integers, signed int to float, float extension or truncation).
func (pb *payloadBuilder) cast(v *Value, t Type, unsigned bool) *Value {
	from := v.Type()
	if TypesEqual(from, t) {
		return v
	}
	fi, fromInt := from.(*IntegerType)
	ff, fromFloat := from.(*FloatType)
	ti, toInt := t.(*IntegerType)
	tf, toFloat := t.(*FloatType)
	switch {
	case fromInt && toInt && fi.Width < ti.Width:
		if unsigned {
			return pb.op("arith.extui", []*Value{v}, t)
		}
		return pb.op("arith.extsi", []*Value{v}, t)
	case fromInt && toInt:
		return pb.op("arith.trunci", []*Value{v}, t)
	case fromInt && toFloat:
		if unsigned {
			return pb.op("arith.uitofp", []*Value{v}, t)
		}
		return pb.op("arith.sitofp", []*Value{v}, t)
	case fromFloat && toFloat && FloatWidth(ff.Kind) < FloatWidth(tf.Kind):
		return pb.op("arith.extf", []*Value{v}, t)
	case fromFloat && toFloat:
		return pb.op("arith.truncf", []*Value{v}, t)
	case fromFloat && toInt:
		return pb.op("arith.fptosi", []*Value{v}, t)
	}
	return v
}

// binary emits the arith op for a float or integer binary operation.
func (pb *payloadBuilder) binary(fop, iop string, a, b *Value) *Value {
	if _, isF := a.Type().(*FloatType); isF {
		return pb.op(fop, []*Value{a, b}, a.Type())
	}
	return pb.op(iop, []*Value{a, b}, a.Type())
}

// linalgUnary maps a named unary op (or elementwise kind) to its payload op.
var linalgUnary = map[string]string{
	"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil", "floor": "math.floor",
	"negf": "arith.negf", "round": "math.round", "sqrt": "math.sqrt", "rsqrt": "math.rsqrt",
	"tanh": "math.tanh", "erf": "math.erf",
}

// linalgBinary maps a named binary op to its float and integer payload ops.
var linalgBinary = map[string][2]string{
	"add": {"arith.addf", "arith.addi"}, "sub": {"arith.subf", "arith.subi"},
	"mul": {"arith.mulf", "arith.muli"}, "div": {"arith.divf", "arith.divsi"},
	"div_unsigned": {"arith.divf", "arith.divui"}, "max": {"arith.maximumf", "arith.maxsi"},
	"min": {"arith.minimumf", "arith.minsi"}, "powf": {"math.powf", "math.powf"},
	"max_signed": {"arith.maximumf", "arith.maxsi"}, "min_signed": {"arith.minimumf", "arith.minsi"},
	"max_unsigned": {"arith.maximumf", "arith.maxui"}, "min_unsigned": {"arith.minimumf", "arith.minui"},
}

// buildNamedPayload fills the payload region of a named linalg op.
func buildNamedPayload(name string, ins, outs []*Value, props []NamedAttr, loc Location) *Region {
	blk := NewBlock()
	for _, v := range append(append([]*Value{}, ins...), outs...) {
		blk.AddArgument(linalgElem(v), loc)
	}
	r := NewRegion()
	r.AppendBlock(blk)
	pb := &payloadBuilder{b: blk, loc: loc}
	args := blk.Args()
	nin := len(ins)
	if len(outs) == 0 {
		return r
	}
	out := args[nin]
	outT := out.Type()
	short := strings.TrimPrefix(name, "linalg.")
	yield := func(v *Value) { pb.op("linalg.yield", []*Value{v}, nil) }
	if short == "elementwise" {
		short = ""
		for _, p := range props {
			if p.Name == "kind" {
				s := p.Value.String()
				if i := strings.LastIndexByte(s, '<'); i >= 0 {
					short = strings.TrimSuffix(s[i+1:], ">")
				}
			}
		}
	}
	unsigned := strings.Contains(short, "unsigned")
	switch {
	case short == "fill" || short == "copy" || short == "transpose" || short == "broadcast":
		if nin > 0 {
			yield(pb.cast(args[0], outT, false))
		}
	case linalgUnary[short] != "" && nin >= 1:
		yield(pb.op(linalgUnary[short], []*Value{pb.cast(args[0], outT, false)}, outT))
	case short == "square" && nin >= 1:
		a := pb.cast(args[0], outT, false)
		yield(pb.binary("arith.mulf", "arith.muli", a, a))
	case short == "reciprocal" && nin >= 1:
		one := pb.op("arith.constant", nil, outT, NamedAttr{"value", &FloatAttr{Value: 1, Type: outT}})
		yield(pb.op("arith.divf", []*Value{one, pb.cast(args[0], outT, false)}, outT))
	case linalgBinary[short][0] != "" && nin >= 2:
		ops := linalgBinary[short]
		a, b := pb.cast(args[0], outT, unsigned), pb.cast(args[1], outT, unsigned)
		yield(pb.binary(ops[0], ops[1], a, b))
	case short == "select" && nin >= 3:
		yield(pb.op("arith.select", []*Value{args[0], args[1], args[2]}, outT))
	case strings.HasPrefix(short, "pooling_"):
		in := pb.cast(args[0], outT, unsigned)
		var v *Value
		switch {
		case strings.Contains(short, "_sum"):
			v = pb.binary("arith.addf", "arith.addi", out, in)
		case strings.Contains(short, "_max_unsigned"):
			v = pb.binary("arith.maximumf", "arith.maxui", out, in)
		case strings.Contains(short, "_max"):
			v = pb.binary("arith.maximumf", "arith.maxsi", out, in)
		case strings.Contains(short, "_min_unsigned"):
			v = pb.binary("arith.minimumf", "arith.minui", out, in)
		default:
			v = pb.binary("arith.minimumf", "arith.minsi", out, in)
		}
		yield(v)
	case nin == 4:
		// Quantized contractions and convolutions (two zero points):
		// out += (cast(a) - cast(aZp)) * (cast(b) - cast(bZp)).
		a := pb.cast(args[0], outT, false)
		a = pb.binary("arith.subf", "arith.subi", a, pb.cast(args[2], outT, false))
		b := pb.cast(args[1], outT, false)
		b = pb.binary("arith.subf", "arith.subi", b, pb.cast(args[3], outT, false))
		m := pb.binary("arith.mulf", "arith.muli", a, b)
		yield(pb.binary("arith.addf", "arith.addi", out, m))
	case nin >= 2:
		// Contractions and convolutions: out += cast(a) * cast(b).
		a, b := pb.cast(args[0], outT, false), pb.cast(args[1], outT, false)
		m := pb.binary("arith.mulf", "arith.muli", a, b)
		yield(pb.binary("arith.addf", "arith.addi", out, m))
	default:
		yield(out)
	}
	return r
}

// parseResultTypesArrow reads an optional `-> t` / `-> (t, u)`.
func parseResultTypesArrow(p OpAsmParser, st *OperationState) error {
	ts, ok, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	if ok {
		st.ResultTypes = append(st.ResultTypes, ts...)
	}
	return nil
}

// unsignedPayloadFn names the unsigned operation of a named op's payload
// (div_unsigned, the *_max_unsigned and *_min_unsigned pooling ops), or "".
func unsignedPayloadFn(name string) string {
	switch n := strings.TrimPrefix(name, "linalg."); {
	case n == "div_unsigned":
		return "div"
	case strings.HasPrefix(n, "pooling_") && strings.HasSuffix(n, "_max_unsigned"):
		return "max"
	case strings.HasPrefix(n, "pooling_") && strings.HasSuffix(n, "_min_unsigned"):
		return "min"
	}
	return ""
}

func parseLinalgNamed(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	// `indexing_maps = [...]` and `kind=#...` (linalg.elementwise writes
	// the kind first).
	for h.ok() {
		kw, ok := p.ParseOptionalKeywordOf("indexing_maps", "kind")
		if !ok || lookupNamed(st.Props, kw) != nil {
			break
		}
		h.punct("=")
		st.Props = append(st.Props, NamedAttr{kw, h.attribute(nil)})
	}
	h.propDict(st)
	attrsPos := p.Pos()
	h.attrDict(st)
	if h.ok() {
		// mlir-opt checks the inherent attributes of the attribute
		// dictionary while parsing (verifyInherentAttrs), at its position.
		attr := func(n string) Attribute {
			if a := lookupNamed(st.Props, n); a != nil {
				return a
			}
			return lookupNamed(st.Attrs, n)
		}
		if msg := windowAttrsError(st.Name, attr); msg != "" {
			return Errorf(attrsPos, "custom op '%s' '%s' op %s", st.Name, st.Name, msg)
		}
	}
	insPos := p.Pos()
	ins, outs := h.insOuts()
	st.Operands = append(append(st.Operands, ins...), outs...)
	h.resultTypesArrow(st)
	if h.err != nil {
		return h.err
	}
	if fn := unsignedPayloadFn(st.Name); fn != "" && len(outs) > 0 {
		// MLIR's region builder refuses an unsigned operation on floats.
		if _, isFloat := linalgElem(outs[0]).(*FloatType); isFloat {
			return Errorf(insPos, "custom op '%s' unsupported operation: unsigned %s not on uint", st.Name, fn)
		}
	}
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(ins), len(outs))})
	// The matmul family without `indexing_maps` gets its default maps as
	// the property, as MLIR's parsers set it (its generic form shows them).
	if lookupNamed(st.Props, "indexing_maps") == nil {
		if d := defaultLinalgMapsAttr(st.Name); d != nil {
			st.Props = append(st.Props, NamedAttr{"indexing_maps", d})
		}
	}
	if st.Name == "linalg.elementwise" && lookupNamed(st.Props, "indexing_maps") == nil && len(outs) == 1 {
		if sh, ok := outs[0].Type().(ShapedType); ok {
			if dims, ok := sh.Dims(); ok {
				id := &AffineMap{NumDims: len(dims)}
				for i := range dims {
					id.Results = append(id.Results, DimExpr(i))
				}
				maps := &ArrayAttr{}
				for range append(append([]*Value{}, ins...), outs...) {
					maps.Elems = append(maps.Elems, &AffineMapAttr{Map: id})
				}
				st.Props = append(st.Props, NamedAttr{"indexing_maps", maps})
			}
		}
	}
	st.Regions = append(st.Regions, NewImpliedRegion(&linalgNamedBody))
	return nil
}

// insOuts reads ` ins(%a : t) outs(%b : u)` (each clause optional).
func (h *hookParser) insOuts() (ins, outs []*Value) {
	if h.err != nil {
		return nil, nil
	}
	ins, outs, err := parseInsOuts(h.p)
	h.check(err)
	return ins, outs
}

// propDict reads the `<{...}>` properties a structured op may carry
// before its attribute dictionary (MLIR's parseCommonStructuredOpParts);
// they join the op's properties, except operandSegmentSizes, which the
// ins/outs lists determine.
func (h *hookParser) propDict(st *OperationState) {
	if !h.ok() || !h.p.ParseOptionalPunct("<") {
		return
	}
	d := h.dict()
	h.punct(">")
	for _, e := range d.Entries {
		if e.Name != OperandSegmentSizesAttr && lookupNamed(st.Props, e.Name) == nil {
			st.Props = append(st.Props, e)
		}
	}
}

// linalgNamedBody is the payload of a named linalg op parsed from its
// custom form, built from the op when first needed (see ImpliedBody): what
// buildNamedPayload makes of its ins, outs and properties.
var linalgNamedBody = ImpliedBody{Build: buildLinalgNamedBody, Count: countLinalgPayload, ArgUses: linalgPayloadArgUses}

func buildLinalgNamedBody(op *Operation) *Block {
	ins, outs, _ := DPSInputsOutputs(op)
	return buildNamedPayload(op.Name(), ins, outs, op.Props(), Location{Pos: op.Loc.Pos}).blocks[0]
}

// linalgPermLikeBody is linalgNamedBody for linalg.transpose and
// linalg.broadcast, whose payload does not depend on their attributes.
var linalgPermLikeBody = ImpliedBody{
	Build: func(op *Operation) *Block {
		ins, outs, _ := DPSInputsOutputs(op)
		return buildNamedPayload(op.Name(), ins, outs, nil, Location{Pos: op.Loc.Pos}).blocks[0]
	},
	Count:   countLinalgPayload,
	ArgUses: linalgPayloadArgUses,
}

// payloadShape is what the ops of a named linalg payload depend on: the
// op, its split into ins and outs (operandSegmentSizes: shared
// attributes compare equal), the element types of (up to 4) operands and
// its kind property.
type payloadShape struct {
	name  string
	n     int
	seg   Attribute
	elems [4]Type
	kind  Attribute
}

// payloadFacts is what a named linalg payload of one payloadShape holds:
// its op count (nested ones included) and which block arguments it uses.
type payloadFacts struct {
	ops     int
	argUsed []bool
}

// payloadMemo memoizes the facts of named linalg payloads per shape.
var (
	payloadMemoMu sync.RWMutex
	payloadMemo   = map[payloadShape]payloadFacts{}
)

// linalgPayloadFacts returns the facts of op's named payload: built once
// per payloadShape. Ops with more operands or element types that are not
// plain scalars are not memoized (ok false: callers build a copy).
func linalgPayloadFacts(op *Operation) (payloadFacts, bool) {
	k := payloadShape{name: op.Name(), n: len(op.operands), kind: op.Prop("kind"), seg: op.Prop(OperandSegmentSizesAttr)}
	if k.n > len(k.elems) {
		return payloadFacts{}, false
	}
	for _, a := range [2]Attribute{k.kind, k.seg} {
		switch a.(type) {
		case nil, *OpaqueAttr, *DenseArrayAttr:
		default:
			return payloadFacts{}, false
		}
	}
	for i := range op.operands {
		e := linalgElem(op.operands[i].value)
		switch e.(type) {
		case *IntegerType, *FloatType, *IndexType:
		default:
			return payloadFacts{}, false
		}
		k.elems[i] = e
	}
	payloadMemoMu.RLock()
	f, ok := payloadMemo[k]
	payloadMemoMu.RUnlock()
	if ok {
		return f, true
	}
	// (The properties other than kind do not change the payload: the
	// named build serves transpose and broadcast too.)
	f = factsOfBuilt(buildLinalgNamedBody(op))
	payloadMemoMu.Lock()
	payloadMemo[k] = f
	payloadMemoMu.Unlock()
	return f, true
}

// countLinalgPayload is the Count of named linalg payloads.
func countLinalgPayload(op *Operation) (int, bool) {
	f, ok := linalgPayloadFacts(op)
	return f.ops, ok
}

// linalgPayloadArgUses is the ArgUses of named linalg payloads.
func linalgPayloadArgUses(op *Operation) ([]bool, bool) {
	f, ok := linalgPayloadFacts(op)
	return f.argUsed, ok
}

// linalgMemoizedMaps is the discardable attribute in which MLIR caches
// the indexing maps of a named linalg op.
const linalgMemoizedMaps = "linalg.memoized_indexing_maps"

// printLinalgNamed prints a named structured op:
// `linalg.NAME [indexing_maps = [...]] [kind=#...] {attrs} ins(...) outs(...) [-> types]`.
func printLinalgNamed(p OpAsmPrinter, op *Operation) {
	printMaps := func() {
		if a := op.Attr("indexing_maps"); a != nil && !isDefaultMatmulMaps(op) {
			p.WriteString(" indexing_maps = ")
			p.PrintAttribute(a)
		}
	}
	if op.Name() != "linalg.elementwise" {
		printMaps()
	}
	if a := op.Attr("kind"); a != nil {
		p.WriteString(" kind=")
		p.PrintAttribute(a)
	}
	if op.Name() == "linalg.elementwise" {
		printMaps()
	}
	// linalg.memoized_indexing_maps is MLIR's cache of a named op's
	// maps (set when they are first asked, e.g. by the verifier, so
	// mlir-opt's generic form carries it): its custom form leaves it out.
	p.PrintOptionalAttrDict(op, OperandSegmentSizesAttr, "indexing_maps", "kind", linalgMemoizedMaps)
	ins, outs, _ := DPSInputsOutputs(op)
	printInsOuts(p, ins, outs)
	p.PrintArrowTypeList(op.ResultTypes())
}

// isDefaultMatmulMaps reports whether a linalg.matmul-like op's
// indexing_maps are the defaults its custom form leaves out (the matmul
// family's linalgDefaultMaps, identities for linalg.elementwise).
func isDefaultMatmulMaps(op *Operation) bool {
	if op.Name() == "linalg.elementwise" {
		// The default maps are identities; mlir-opt prints others.
		arr, ok := op.Attr("indexing_maps").(*ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if m, ok := e.(*AffineMapAttr); !ok || !m.Map.IsIdentity() {
				return false
			}
		}
		return true
	}
	d := defaultLinalgMapsAttr(op.Name())
	return d != nil && AttrsEqual(op.Attr("indexing_maps"), d)
}

var linalgGenericProps = []string{"indexing_maps", "iterator_types", "doc", "library_call"}

func parseLinalgGeneric(p OpAsmParser, st *OperationState) error {
	h := &hookParser{p: p}
	h.traitDict(st, "#linalg.iterator_type", true)
	h.propDict(st)
	ins, outs := h.insOuts()
	st.Operands = append(append(st.Operands, ins...), outs...)
	st.Props = append(st.Props, NamedAttr{OperandSegmentSizesAttr, SegmentSizesAttr(len(ins), len(outs))})
	if h.ok() {
		h.check(p.ParseOptionalAttrDictWithKeyword(st))
	}
	if h.ok() && p.ParseOptionalKeyword("attrs") {
		h.punct("=")
		h.attrDict(st)
	}
	h.body(st, nil, "")
	h.resultTypesArrow(st)
	return h.err
}

func printLinalgGeneric(p OpAsmPrinter, op *Operation) {
	printTraitDict(p, op, linalgGenericProps, "#linalg.iterator_type")
	ins, outs, _ := DPSInputsOutputs(op)
	printInsOuts(p, ins, outs)
	if len(op.Attrs()) > 0 {
		// MLIR prints ` attrs = ` and then the dictionary with its own
		// leading space.
		p.WriteString(" attrs =  ")
		p.PrintAttribute(&DictionaryAttr{Entries: op.Attrs()})
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), true, true)
	p.PrintArrowTypeList(op.ResultTypes())
}

// parseShortPayload reads `{ dialect.op }` or `{ dialect.op {attrs} }`
// (linalg.map/reduce) and returns the op name and attributes, or "" when
// the long form follows.
func parseShortPayload(p OpAsmParser) (string, []NamedAttr, error) {
	if !p.ParseOptionalPunct("{") {
		return "", nil, nil
	}
	h := &hookParser{p: p}
	name := step(h, p.ParseKeywordOrString)
	d := step(h, func() (*DictionaryAttr, error) { return parseOptionalDict(p) })
	h.punct("}")
	if h.err != nil {
		return "", nil, h.err
	}
	return name, d.Entries, nil
}

// shortPayloadOp returns the single payload op when the body is
// `%r = op(%args...)` followed by `linalg.yield %r`, else nil.
func shortPayloadOp(op *Operation, nargs int, initFirst bool) *Operation {
	b := op.Region(0).Front()
	if b == nil || b.Len() != 2 {
		return nil
	}
	inner, y := b.First(), b.Last()
	if y.Name() != "linalg.yield" || y.NumOperands() != 1 || inner.NumResults() != 1 || y.Operand(0) != inner.Result(0) {
		return nil
	}
	if nargs == 0 || inner.NumOperands() != nargs || inner.NumRegions() > 0 {
		return nil
	}
	order := payloadArgOrder(b.NumArgs(), nargs, initFirst)
	for i, v := range inner.Operands() {
		if v != b.Arg(order[i]) {
			return nil
		}
	}
	return inner
}

// printShortPayload prints ` { dialect.op {attrs} }` as MLIR's
// printShortForm does: the payload op's attributes, with the properties
// MLIR materializes at their default values, less the first fastmath
// attribute that is `none`.
func printShortPayload(p OpAsmPrinter, inner *Operation) {
	p.WriteString(" { " + inner.Name())
	attrs := append(append([]NamedAttr(nil), inner.Props()...), inner.Attrs()...)
	if sig, err := inner.Def().Signature(); err == nil && sig != nil {
		for _, sl := range sig.Attrs {
			if strings.HasPrefix(sl.Default, "#") && lookupNamed(attrs, sl.Name) == nil {
				attrs = append(attrs, NamedAttr{sl.Name, &OpaqueAttr{Text: sl.Default}})
			}
		}
	}
	sortNamed(attrs)
	for i, a := range attrs {
		if o, ok := a.Value.(*OpaqueAttr); ok && strings.HasPrefix(o.Text, "#arith.fastmath<") {
			if o.Text == "#arith.fastmath<none>" {
				attrs = append(attrs[:i:i], attrs[i+1:]...)
			}
			break
		}
	}
	if len(attrs) > 0 {
		p.WriteString(" ")
		p.PrintAttribute(&DictionaryAttr{Entries: attrs})
	}
	p.WriteString(" }")
}

// sortNamed sorts attributes by name, as attribute dictionaries are.
func sortNamed(list []NamedAttr) {
	sort.SliceStable(list, func(i, j int) bool { return list[i].Name < list[j].Name })
}

// payloadArgOrder returns the block argument indices a short-form payload
// op takes: the first nargs arguments, or for reductions (initFirst) the
// init (last argument) followed by the inputs.
func payloadArgOrder(nblock, nargs int, initFirst bool) []int {
	out := make([]int, 0, nargs)
	if initFirst && nargs > 0 {
		out = append(out, nblock-1)
		for i := 0; i < nargs-1; i++ {
			out = append(out, i)
		}
		return out
	}
	for i := 0; i < nargs; i++ {
		out = append(out, i)
	}
	return out
}

// parseLongPayload reads `(%a: t, %b: u) { ... }` into r.
func parseLongPayload(p OpAsmParser, r *Region) error {
	h := &hookParser{p: p}
	args := step(h, func() ([]Argument, error) { return p.ParseArgumentList(DelimParen, true, false) })
	h.region(r, args)
	return h.err
}

// printLongPayload prints the payload on its own, indented line:
// `\n  (%in: f32, %init: f32) {...}` (MLIR's MapOp/ReduceOp::print).
func printLongPayload(p OpAsmPrinter, op *Operation) {
	b := op.Region(0).Front()
	p.IncreaseIndent()
	p.PrintNewline()
	p.WriteString("(")
	for i, a := range b.Args() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintArgument(a, true, nil)
	}
	p.WriteString(") ")
	p.PrintRegion(op.Region(0), false, true)
	p.DecreaseIndent()
}

// buildShortPayload makes the body `%r = name(args...) {attrs};
// linalg.yield %r`.
func buildShortPayload(name string, attrs []NamedAttr, argTypes []Type, nargs int, initFirst bool, resT Type, loc Location) *Region {
	b := NewBlock(argTypes...)
	r := NewRegion()
	r.AppendBlock(b)
	pb := &payloadBuilder{b: b, loc: loc}
	var operands []*Value
	for _, i := range payloadArgOrder(len(argTypes), nargs, initFirst) {
		operands = append(operands, b.Arg(i))
	}
	v := pb.op(name, operands, resT)
	if def := Lookup(name); def != nil {
		for _, a := range attrs {
			if def.IsInherent(a.Name) {
				v.DefiningOp().SetProp(a.Name, a.Value)
			} else {
				v.DefiningOp().SetAttr(a.Name, a.Value)
			}
		}
	} else {
		v.DefiningOp().SetAttrs(attrs)
	}
	pb.op("linalg.yield", []*Value{v}, nil)
	return r
}

func parseLinalgMap(p OpAsmParser, st *OperationState) error {
	return parseLinalgMapLike(p, st, "")
}

// parseLinalgMapLike reads linalg.map, and linalg.reduce when dims names
// its dimensions attribute: an optional short payload `{ op }`, ins and
// outs, the dimensions, attributes and the long payload.
func parseLinalgMapLike(p OpAsmParser, st *OperationState, dims string) error {
	h := &hookParser{p: p}
	short, shortAttrs := h.shortPayload()
	ins, outs := h.insOuts()
	if h.ok() && len(outs) != 1 && dims == "" {
		h.fail("expected one init operand")
	}
	st.Operands = append(append(st.Operands, ins...), outs...)
	st.ResultTypes = append(st.ResultTypes, tensorResultTypes(outs)...)
	if dims != "" {
		h.dimsAttr(st, dims)
	}
	h.attrDict(st)
	if h.err != nil {
		return h.err
	}
	if short == "" {
		return parseLongPayload(p, st.AddRegion())
	}
	var ts []Type
	for _, v := range append(append([]*Value{}, ins...), outs...) {
		ts = append(ts, linalgElem(v))
	}
	if len(outs) == 0 {
		return p.Errorf("expected an init operand")
	}
	nargs, initFirst := len(ins), false
	if dims != "" {
		nargs, initFirst = len(ts), true
	}
	st.Regions = append(st.Regions, buildShortPayload(short, shortAttrs, ts, nargs, initFirst, linalgElem(outs[0]), st.Loc))
	return nil
}

func (h *hookParser) shortPayload() (string, []NamedAttr) {
	if h.err != nil {
		return "", nil
	}
	name, attrs, err := parseShortPayload(h.p)
	h.check(err)
	return name, attrs
}

// dimsAttr reads `name = [1, 2]` into a dense i64 array property.
func (h *hookParser) dimsAttr(st *OperationState, name string) {
	h.keyword(name)
	h.punct("=")
	_, vals := h.indexList("[", "]")
	st.Props = append(st.Props, NamedAttr{name, i64Array(vals)})
}

func printLinalgMap(p OpAsmPrinter, op *Operation) {
	ins, outs, _ := DPSInputsOutputs(op)
	short := shortPayloadOp(op, len(ins), false)
	if short != nil {
		printShortPayload(p, short)
	}
	printInsOuts(p, ins, outs)
	p.PrintOptionalAttrDict(op)
	if short == nil {
		printLongPayload(p, op)
	}
}

// printDimsAttr prints ` name = [1, 2] `, with MLIR's trailing space.
func printDimsAttr(p OpAsmPrinter, op *Operation, name string) {
	p.WriteString(" " + name + " = ")
	printDynamicIndexList(p, nil, denseI64(op.Attr(name)))
	p.WriteString(" ")
}

func parseLinalgReduce(p OpAsmParser, st *OperationState) error {
	return parseLinalgMapLike(p, st, "dimensions")
}

func printLinalgReduce(p OpAsmPrinter, op *Operation) {
	ins, outs, _ := DPSInputsOutputs(op)
	short := shortPayloadOp(op, len(ins)+len(outs), true)
	if short != nil {
		printShortPayload(p, short)
	}
	printInsOuts(p, ins, outs)
	printDimsAttr(p, op, "dimensions")
	p.PrintOptionalAttrDict(op, "dimensions")
	if short == nil {
		printLongPayload(p, op)
	}
}

// linalgPermLike parses/prints linalg.transpose and linalg.broadcast:
// `ins(...) outs(...) attr = [..]`.
func linalgPermLikeParse(attr string) ParseHook {
	return func(p OpAsmParser, st *OperationState) error {
		h := &hookParser{p: p}
		ins, outs := h.insOuts()
		if h.ok() && (len(ins) != 1 || len(outs) != 1) {
			h.fail("expected one input and one init")
		}
		if h.err != nil {
			return h.err
		}
		st.Operands = append(st.Operands, ins[0], outs[0])
		st.ResultTypes = append(st.ResultTypes, tensorResultTypes(outs)...)
		h.dimsAttr(st, attr)
		h.attrDict(st)
		st.Regions = append(st.Regions, NewImpliedRegion(&linalgPermLikeBody))
		return h.err
	}
}

func linalgPermLikePrint(attr string) PrintHook {
	return func(p OpAsmPrinter, op *Operation) {
		ins, outs, _ := DPSInputsOutputs(op)
		printInsOuts(p, ins, outs)
		printDimsAttr(p, op, attr)
		p.PrintOptionalAttrDict(op, attr)
	}
}
