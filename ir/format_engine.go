package ir

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// This file is the declarative assembly-format engine: it parses and prints
// an op's custom form from its compiled Format and Signature, the way
// MLIR's ODS-generated parsers and printers do.

// fparse is the state of parsing one op with a format.
type fparse struct {
	p   OpAsmParser
	f   *Format
	sig *Signature
	def *OpDef
	st  *OperationState

	ops        [][]UnresolvedOperand
	opTypes    [][]Type
	opTypesSet []bool
	resTypes   [][]Type
	resSet     []bool

	allOps        []UnresolvedOperand
	allOpsSet     bool
	allOpTypes    []Type
	allOpTypesSet bool
	allRes        []Type
	allResSet     bool

	regions   [][]*Region
	regionSet bool
	succs     [][]*Block

	// typeArena backs one-element type lists (reused across ops; the
	// lists never outlive the parse of one op).
	typeArena []Type
}

var fparsePool = sync.Pool{New: func() any { return new(fparse) }}

// resized returns s with n zeroed elements, reusing its array when it
// is large enough.
func resized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// ParseFormat parses an op's custom form with format f (the text after
// the op name) into st: operands are resolved, result types inferred.
func (f *Format) ParseFormat(p OpAsmParser, def *OpDef, st *OperationState) error {
	sig := f.Sig
	fp := fparsePool.Get().(*fparse)
	arena := fp.typeArena[:0]
	*fp = fparse{p: p, f: f, sig: sig, def: def, st: st, typeArena: arena,
		ops:        resized(fp.ops, len(sig.Operands)),
		opTypes:    resized(fp.opTypes, len(sig.Operands)),
		opTypesSet: resized(fp.opTypesSet, len(sig.Operands)),
		resTypes:   resized(fp.resTypes, len(sig.Results)),
		resSet:     resized(fp.resSet, len(sig.Results)),
		regions:    make([][]*Region, len(sig.Regions)),
		succs:      make([][]*Block, len(sig.Successors)),
	}
	err := fp.elems(f.Elems)
	if err == nil {
		err = fp.finish()
	}
	fp.p, fp.st, fp.def = nil, nil, nil
	fparsePool.Put(fp)
	return err
}

func (fp *fparse) elems(es []*FormatElem) error {
	for _, e := range es {
		if err := fp.elem(e); err != nil {
			return err
		}
	}
	return nil
}

func isKeywordLit(s string) bool {
	return s != "" && (s[0] == '_' || (s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z'))
}

func (fp *fparse) elem(e *FormatElem) error {
	p := fp.p
	switch e.Kind {
	case FmtLiteral:
		if e.Lit == "" || e.Lit == " " || e.Lit == "\\n" {
			return nil
		}
		if isKeywordLit(e.Lit) {
			return p.ParseKeyword(e.Lit)
		}
		return p.ParsePunct(e.Lit)
	case FmtVar:
		return fp.variable(e.Slot)
	case FmtType, FmtQualified:
		return fp.typeOf(e.Args[0], false)
	case FmtFunctionalType:
		ft, err := p.ParseFunctionType()
		if err != nil {
			return err
		}
		if err := fp.setTypes(e.Args[0], ft.Inputs); err != nil {
			return err
		}
		return fp.setTypes(e.Args[1], ft.Results)
	case FmtOperands:
		ops, err := p.ParseOperandList(DelimNone)
		if err != nil {
			return err
		}
		fp.allOps, fp.allOpsSet = ops, true
		return nil
	case FmtRegions:
		fp.regionSet = true
		rs, err := regionList(p)
		fp.st.Regions = append(fp.st.Regions, rs...)
		return err
	case FmtSuccessors:
		bs, err := successorList(p)
		fp.st.Successors = append(fp.st.Successors, bs...)
		return err
	case FmtAttrDict:
		return p.ParseOptionalAttrDict(fp.st)
	case FmtAttrDictWithKeyword:
		return p.ParseOptionalAttrDictWithKeyword(fp.st)
	case FmtPropDict:
		return p.ParseOptionalProperties(fp.st)
	case FmtCustom:
		return fp.custom(e)
	case FmtGroup:
		return fp.group(e)
	case FmtOIList:
		return fp.oilist(e)
	case FmtRef:
		return nil
	}
	return p.Errorf("unsupported format element")
}

// group parses an optional group: it is present when its first element
// (after spacing literals) is present.
func (fp *fparse) group(e *FormatElem) error {
	p := fp.p
	then := e.Then
	for len(then) > 0 && then[0].Kind == FmtLiteral && (then[0].Lit == "" || then[0].Lit == " ") {
		then = then[1:]
	}
	if len(then) == 0 {
		return nil
	}
	first := then[0]
	present := false
	switch first.Kind {
	case FmtLiteral:
		if isKeywordLit(first.Lit) {
			present = p.ParseOptionalKeyword(first.Lit)
		} else {
			present = p.ParseOptionalPunct(first.Lit)
		}
	case FmtVar:
		if isUnitAttrSlot(first.Slot) {
			return fp.p.Errorf("internal: optional group cannot start with unit attribute $%s", first.Slot.Name)
		}
		ok, err := fp.slot(first.Slot, true)
		if err != nil {
			return err
		}
		present = ok
	case FmtType, FmtQualified:
		t, ok, err := p.ParseOptionalType()
		if err != nil {
			return err
		}
		if ok {
			present = true
			ts := []Type{t}
			for p.ParseOptionalPunct(",") {
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				ts = append(ts, t)
			}
			if err := fp.setTypes(first.Args[0], ts); err != nil {
				return err
			}
		}
	case FmtOperands:
		ops, err := p.ParseOperandList(DelimNone)
		if err != nil {
			return err
		}
		fp.allOps, fp.allOpsSet = ops, true
		present = len(ops) > 0
	case FmtRegions:
		rs, err := regionList(p)
		if err != nil {
			return err
		}
		present = len(rs) > 0
		fp.st.Regions = append(fp.st.Regions, rs...)
		fp.regionSet = present
	case FmtCustom:
		cd := LookupCustomDirective(first.Name)
		if cd.Peek == nil {
			return p.Errorf("internal: custom<%s> cannot start an optional group (no Peek)", first.Name)
		}
		if cd.Peek(p) {
			present = true
			if err := fp.custom(first); err != nil {
				return err
			}
		}
	default:
		return p.Errorf("internal: unsupported first element in optional group")
	}
	if !present {
		return fp.elems(e.Else)
	}
	// Unit attributes inside a present group are set.
	for _, t := range then[1:] {
		if t.Kind == FmtVar && t.Slot.Kind == SlotAttr && isUnitAttrSlot(t.Slot) {
			fp.st.Props = setNamed(fp.st.Props, t.Slot.Name, Unit)
		}
	}
	return fp.elems(then[1:])
}

// oilist parses the clauses of an oilist in any order, each at most once:
// a clause is present when its keyword is next.
func (fp *fparse) oilist(e *FormatElem) error {
	p := fp.p
	seen := make([]bool, len(e.Clauses))
	for {
		found := false
		for i, cl := range e.Clauses {
			pos := p.Pos()
			if !p.ParseOptionalKeyword(cl[0].Lit) {
				continue
			}
			if seen[i] {
				return Errorf(pos, "`%s` clause can appear at most once in the expansion of the oilist directive", cl[0].Lit)
			}
			seen[i], found = true, true
			for _, t := range cl[1:] {
				if t.Kind == FmtVar && isUnitAttrSlot(t.Slot) {
					fp.st.Props = setNamed(fp.st.Props, t.Slot.Name, Unit)
				}
			}
			if err := fp.elems(cl[1:]); err != nil {
				return err
			}
		}
		if !found {
			return nil
		}
	}
}

func isUnitAttrSlot(sl *Slot) bool {
	return sl.Kind == SlotAttr && (sl.Type.Name == "UnitAttr" || sl.Type.Name == "UnitProp")
}

func (fp *fparse) variable(sl *Slot) error {
	_, err := fp.slot(sl, false)
	return err
}

// slot parses variable sl. In an optional group's anchor (optional) even a
// single operand, region or successor may be missing; present reports
// whether anything was read.
func (fp *fparse) slot(sl *Slot, optional bool) (present bool, err error) {
	p := fp.p
	optional = optional || sl.Arity != Single
	switch sl.Kind {
	case SlotOperand:
		if sl.Arity == VariadicArity {
			ops, err := p.ParseOperandList(DelimNone)
			fp.ops[sl.Index] = ops
			return len(ops) > 0, err
		}
		var o UnresolvedOperand
		if optional {
			o, present, err = p.ParseOptionalOperand()
		} else {
			o, err = p.ParseOperand()
			present = err == nil
		}
		if present {
			fp.ops[sl.Index] = []UnresolvedOperand{o}
		}
		return present, err
	case SlotAttr:
		if isUnitAttrSlot(sl) {
			return false, nil
		}
		a, ok, err := fp.attr(sl, optional || sl.OptionalAttr)
		if ok {
			fp.st.Props = setNamed(fp.st.Props, sl.Name, a)
		}
		return ok, err
	case SlotRegion:
		var rs []*Region
		if sl.Arity == VariadicArity {
			rs, err = regionList(p)
		} else if r := NewRegion(); optional {
			present, err = p.ParseOptionalRegion(r, nil)
			if present {
				rs = []*Region{r}
			}
		} else if err = p.ParseRegion(r, nil); err == nil {
			rs = []*Region{r}
		}
		fp.regions[sl.Index] = append(fp.regions[sl.Index], rs...)
		return len(rs) > 0, err
	case SlotSuccessor:
		var bs []*Block
		if sl.Arity == VariadicArity {
			bs, err = successorList(p)
		} else if optional {
			var b *Block
			if b, present, err = p.ParseOptionalSuccessor(); present {
				bs = []*Block{b}
			}
		} else if b, err := p.ParseSuccessor(); err == nil {
			bs = []*Block{b}
		} else {
			return false, err
		}
		fp.succs[sl.Index] = append(fp.succs[sl.Index], bs...)
		return len(bs) > 0, err
	case SlotResult:
		return false, p.Errorf("internal: result $%s used outside type()", sl.Name)
	}
	return false, nil
}

// regionList parses `region (`,` region)*` when a region is next, as
// MLIR's generated parsers read variadic regions.
func regionList(p OpAsmParser) ([]*Region, error) {
	r := NewRegion()
	ok, err := p.ParseOptionalRegion(r, nil)
	if !ok || err != nil {
		return nil, err
	}
	rs := []*Region{r}
	for p.ParseOptionalPunct(",") {
		r := NewRegion()
		if err := p.ParseRegion(r, nil); err != nil {
			return rs, err
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// successorList parses `^bb (`,` ^bb)*` when a successor is next.
func successorList(p OpAsmParser) ([]*Block, error) {
	b, ok, err := p.ParseOptionalSuccessor()
	if !ok || err != nil {
		return nil, err
	}
	bs := []*Block{b}
	for p.ParseOptionalPunct(",") {
		b, err := p.ParseSuccessor()
		if err != nil {
			return bs, err
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// simpleAttr parses a string, symbol name or type attribute.
func simpleAttr(p OpAsmParser, kind string, optional bool) (Attribute, bool, error) {
	var a Attribute
	switch kind {
	case "StrAttr":
		if v, ok := p.ParseOptionalString(); ok {
			a = &StringAttr{Value: v}
		}
	case "SymbolNameAttr":
		if v, ok := p.ParseOptionalSymbolName(); ok {
			a = &StringAttr{Value: v}
		}
	default:
		t, ok, err := p.ParseOptionalType()
		if err != nil {
			return nil, false, err
		}
		if ok {
			a = &TypeAttr{Type: t}
		}
	}
	if a != nil || optional {
		return a, a != nil, nil
	}
	// Missing: the required parser says so.
	var err error
	switch kind {
	case "StrAttr":
		_, err = p.ParseString()
	case "SymbolNameAttr":
		_, err = p.ParseSymbolName()
	default:
		_, err = p.ParseType()
	}
	return nil, false, err
}

// attrCases returns the case keywords of an enum attribute constraint.
func attrCases(c *Constraint) []string {
	out := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		if a.IsLit {
			out = append(out, a.Lit)
		} else {
			out = append(out, a.Name)
		}
	}
	return out
}

// attr parses an attribute variable. With optional, a missing attribute is
// not an error (ok == false).
func (fp *fparse) attr(sl *Slot, optional bool) (Attribute, bool, error) {
	p := fp.p
	c := sl.Type
	switch c.Name {
	case "I64EnumAttr", "I32EnumAttr":
		cases := attrCases(c)
		var kw string
		if optional {
			k, ok := p.ParseOptionalKeywordOf(cases...)
			if !ok {
				return nil, false, nil
			}
			kw = k
		} else {
			k, err := p.ParseKeywordOrString()
			if err != nil {
				return nil, false, err
			}
			kw = k
		}
		for i, cs := range cases {
			if cs == kw {
				t := I64
				if c.Name == "I32EnumAttr" {
					t = I32
				}
				return &IntegerAttr{Value: int64(i), Type: t}, true, nil
			}
		}
		return nil, false, p.Errorf("expected %s to be one of: %s", sl.Name, strings.Join(cases, ", "))
	case "DialectAttr":
		prefix := ""
		if len(c.Args) > 0 {
			prefix = c.Args[0].Lit
		}
		if open := strings.Count(prefix, "<") - strings.Count(prefix, ">"); open > 0 {
			// `#index<cmp_predicate` + keyword + `>`
			if optional && !p.PeekKeyword() {
				return nil, false, nil
			}
			kw, err := p.ParseKeywordOrString()
			if err != nil {
				return nil, false, err
			}
			return &OpaqueAttr{Text: prefix + " " + kw + strings.Repeat(">", open)}, true, nil
		}
		body, ok, err := p.ParseOptionalAngleBody()
		if err != nil {
			return nil, false, err
		}
		if ok {
			return &OpaqueAttr{Text: CanonicalDialectAttr(prefix + body)}, true, nil
		}
		a, ok, err := p.ParseOptionalAttribute(nil)
		if err != nil || ok || optional {
			return a, ok, err
		}
		return nil, false, p.Errorf("expected attribute value")
	case "SymbolNameAttr", "StrAttr", "TypeAttr", "TypeAttrOf":
		return simpleAttr(p, c.Name, optional)
	}
	if elem := denseArrayElem(c.Name); elem != nil {
		if !p.PeekPunct("[") {
			if optional {
				return nil, false, nil
			}
			return nil, false, p.Errorf("expected '['")
		}
		_ = p.ParsePunct("[")
		arr := &DenseArrayAttr{Elem: elem}
		isFloat := false
		if _, ok := elem.(*FloatType); ok {
			isFloat = true
			arr.FloatValues = []float64{}
		}
		if !p.ParseOptionalPunct("]") {
			for {
				a, err := p.ParseAttribute(elem)
				if err != nil {
					return nil, false, err
				}
				switch v := a.(type) {
				case *IntegerAttr:
					if isFloat {
						arr.FloatValues = append(arr.FloatValues, float64(v.Value))
					} else {
						arr.Values = append(arr.Values, v.Value)
					}
				case *BoolAttr:
					b := int64(0)
					if v.Value {
						b = 1
					}
					arr.Values = append(arr.Values, b)
				case *FloatAttr:
					arr.FloatValues = append(arr.FloatValues, v.Value)
				default:
					return nil, false, p.Errorf("expected an integer in %s", sl.Name)
				}
				if p.ParseOptionalPunct("]") {
					break
				}
				if err := p.ParsePunct(","); err != nil {
					return nil, false, err
				}
			}
		}
		return arr, true, nil
	}
	pos := p.Pos()
	var a Attribute
	var ok bool
	var err error
	if optional {
		a, ok, err = p.ParseOptionalAttribute(sl.Buildable)
	} else {
		a, err = p.ParseAttribute(sl.Buildable)
		ok = err == nil
	}
	if ok && !attrKindFits(c.Name, a) {
		return nil, false, Errorf(pos, "custom op '%s' invalid kind of attribute specified", fp.st.Name)
	}
	return a, ok, err
}

// attrKindFits reports whether a is of the attribute kind a constraint
// names, for the constraints whose kind mlir-opt's parser checks
// (parseAttribute<SymbolRefAttr>: "invalid kind of attribute specified").
func attrKindFits(constraint string, a Attribute) bool {
	switch constraint {
	case "FlatSymbolRefAttr":
		s, ok := a.(*SymbolRefAttr)
		return ok && len(s.Nested) == 0
	case "SymbolRefAttr":
		_, ok := a.(*SymbolRefAttr)
		return ok
	}
	return true
}

func denseArrayElem(name string) Type {
	switch name {
	case "DenseI64ArrayAttr", "DenseI64ArrayProp":
		return I64
	case "DenseI32ArrayAttr":
		return I32
	case "DenseI16ArrayAttr":
		return &IntegerType{Width: 16}
	case "DenseI8ArrayAttr":
		return I8
	case "DenseBoolArrayAttr":
		return I1
	case "DenseF32ArrayAttr":
		return F32
	case "DenseF64ArrayAttr":
		return F64
	}
	return nil
}

// typeOf parses the types of type(x).
func (fp *fparse) typeOf(e *FormatElem, _ bool) error {
	p := fp.p
	if e.Kind == FmtQualified || e.Kind == FmtRef {
		e = e.Args[0]
	}
	variadic := true
	if e.Kind == FmtVar {
		switch e.Slot.Arity {
		case Single:
			variadic = false
		case OptionalArity:
			t, ok, err := p.ParseOptionalType()
			if err != nil {
				return err
			}
			var ts []Type
			if ok {
				ts = []Type{t}
			}
			return fp.setTypes(e, ts)
		}
	}
	if !variadic {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		fp.typeArena = append(fp.typeArena, t)
		n := len(fp.typeArena)
		return fp.setTypes(e, fp.typeArena[n-1:n:n])
	}
	var ts []Type
	t, ok, err := p.ParseOptionalType()
	if err != nil {
		return err
	}
	if ok {
		ts = append(ts, t)
		for p.ParseOptionalPunct(",") {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			ts = append(ts, t)
		}
	}
	return fp.setTypes(e, ts)
}

func (fp *fparse) setTypes(e *FormatElem, ts []Type) error {
	if e.Kind == FmtQualified || e.Kind == FmtRef {
		e = e.Args[0]
	}
	switch e.Kind {
	case FmtOperands:
		fp.allOpTypes, fp.allOpTypesSet = ts, true
	case FmtResults:
		fp.allRes, fp.allResSet = ts, true
	case FmtVar:
		if !fp.slotTypes(e.Slot, ts) {
			return fp.p.Errorf("internal: type($%s) of a %s", e.Slot.Name, e.Slot.Kind)
		}
	default:
		return fp.p.Errorf("internal: unsupported type() argument")
	}
	return nil
}

func (fp *fparse) custom(e *FormatElem) error {
	cd := LookupCustomDirective(e.Name)
	args := make([]*CustomArg, len(e.Args))
	for i, a := range e.Args {
		ca := newCustomArg(a)
		if ca == nil {
			return fp.p.Errorf("internal: unsupported argument of custom<%s>", e.Name)
		}
		if ca.Ref && ca.Slot != nil {
			fp.fillRef(ca)
		}
		ca.State = fp.st
		args[i] = ca
	}
	if err := cd.Parse(fp.p, args); err != nil {
		return err
	}
	for _, ca := range args {
		if ca.Ref || ca.Slot == nil {
			continue
		}
		sl := ca.Slot
		if ca.IsType {
			switch sl.Kind {
			case SlotOperand:
				fp.opTypes[sl.Index], fp.opTypesSet[sl.Index] = ca.Types, true
			case SlotResult:
				fp.resTypes[sl.Index], fp.resSet[sl.Index] = ca.Types, true
			}
			continue
		}
		switch sl.Kind {
		case SlotOperand:
			fp.ops[sl.Index] = ca.Operands
			if ca.Types != nil {
				fp.opTypes[sl.Index], fp.opTypesSet[sl.Index] = ca.Types, true
			}
		case SlotResult:
			if ca.Types != nil {
				fp.resTypes[sl.Index], fp.resSet[sl.Index] = ca.Types, true
			}
		case SlotAttr:
			if ca.Attr != nil {
				fp.st.Props = setNamed(fp.st.Props, sl.Name, ca.Attr)
			}
		case SlotRegion:
			fp.regions[sl.Index] = ca.Regions
		case SlotSuccessor:
			fp.succs[sl.Index] = ca.Successors
		}
	}
	return nil
}

func (fp *fparse) fillRef(ca *CustomArg) {
	sl := ca.Slot
	switch sl.Kind {
	case SlotOperand:
		if ca.IsType {
			ca.Types = fp.opTypes[sl.Index]
		} else {
			ca.Operands = fp.ops[sl.Index]
		}
	case SlotResult:
		ca.Types = fp.resTypes[sl.Index]
	case SlotAttr:
		ca.Attr = lookupNamed(fp.st.Props, sl.Name)
	case SlotRegion:
		ca.Regions = fp.regions[sl.Index]
	case SlotSuccessor:
		ca.Successors = fp.succs[sl.Index]
	}
}

// slotTypes returns the known types of a single-valued slot (or nil).
func (fp *fparse) known(sl *Slot) ([]Type, bool) {
	switch sl.Kind {
	case SlotOperand:
		return fp.opTypes[sl.Index], fp.opTypesSet[sl.Index]
	case SlotResult:
		return fp.resTypes[sl.Index], fp.resSet[sl.Index]
	}
	return nil, false
}

func (fp *fparse) count(sl *Slot) int {
	switch sl.Kind {
	case SlotOperand:
		return len(fp.ops[sl.Index])
	case SlotResult:
		if sl.Arity == Single {
			return 1
		}
		if fp.resSet[sl.Index] {
			return len(fp.resTypes[sl.Index])
		}
		return 0
	}
	return 0
}

func (fp *fparse) set(sl *Slot, t Type) bool {
	n := fp.count(sl)
	if sl.Kind == SlotResult && sl.Arity == Single {
		n = 1
	}
	ts := make([]Type, n)
	for i := range ts {
		ts[i] = t
	}
	return fp.slotTypes(sl, ts)
}

// slotTypes sets the types of an operand or result slot.
func (fp *fparse) slotTypes(sl *Slot, ts []Type) bool {
	switch sl.Kind {
	case SlotOperand:
		fp.opTypes[sl.Index], fp.opTypesSet[sl.Index] = ts, true
	case SlotResult:
		fp.resTypes[sl.Index], fp.resSet[sl.Index] = ts, true
	default:
		return false
	}
	return true
}

// first returns the first known type of a slot.
func (fp *fparse) first(sl *Slot) Type {
	if ts, ok := fp.known(sl); ok && len(ts) > 0 {
		return ts[0]
	}
	return nil
}

// finish infers missing types, resolves operands and fills st.
func (fp *fparse) finish() error {
	sig, st, p := fp.sig, fp.st, fp.p
	// Whole-list operands/types: distribute them over the slots.
	if fp.allOpsSet && len(sig.Operands) == 1 {
		fp.ops[0] = fp.allOps
	}
	if fp.allOpTypesSet && len(sig.Operands) == 1 {
		fp.opTypes[0], fp.opTypesSet[0] = fp.allOpTypes, true
	}
	if fp.allResSet && len(sig.Results) == 1 {
		fp.resTypes[0], fp.resSet[0] = fp.allRes, true
	}
	if fp.allOpTypesSet && len(sig.Operands) > 1 && !fp.allOpsSet {
		i := 0
		for _, sl := range sig.Operands {
			n := len(fp.ops[sl.Index])
			if i+n > len(fp.allOpTypes) {
				break
			}
			fp.opTypes[sl.Index], fp.opTypesSet[sl.Index] = fp.allOpTypes[i:i+n], true
			i += n
		}
		if n := countOps(fp.ops); n != len(fp.allOpTypes) {
			return p.Errorf("%d operands present, but expected %d", n, len(fp.allOpTypes))
		}
	}
	if fp.allResSet && len(sig.Results) > 1 && countVariable(sig.Results) <= 1 {
		rest := len(fp.allRes) - (len(sig.Results) - countVariable(sig.Results))
		if rest < 0 {
			return p.Errorf("expected at least %d result types", len(sig.Results)-countVariable(sig.Results))
		}
		i := 0
		for _, sl := range sig.Results {
			n := 1
			if sl.Arity != Single {
				n = rest
			}
			fp.resTypes[sl.Index], fp.resSet[sl.Index] = fp.allRes[i:i+n], true
			i += n
		}
		fp.allResSet = false
	}
	// Buildable constraints.
	for _, sl := range sig.Operands {
		if !fp.opTypesSet[sl.Index] && sl.Buildable != nil {
			fp.set(sl, sl.Buildable)
		}
	}
	for _, sl := range sig.Results {
		if !fp.resSet[sl.Index] && sl.Buildable != nil {
			fp.set(sl, sl.Buildable)
		}
	}
	// Type rules until nothing changes.
	for changed := true; changed; {
		changed = false
		if sig.SameOperandsAndResultType {
			var t Type
			all := sig.operandsAndResults()
			for _, sl := range all {
				if t = fp.first(sl); t != nil {
					break
				}
			}
			if t != nil {
				for _, sl := range all {
					if _, ok := fp.known(sl); !ok {
						changed = fp.set(sl, t) || changed
					}
				}
			}
		}
		for _, r := range sig.Rules {
			switch r.Kind {
			case "all":
				var t Type
				for _, n := range r.Names {
					if t = fp.first(sig.Slot(n)); t != nil {
						break
					}
				}
				if t == nil {
					continue
				}
				for _, n := range r.Names {
					sl := sig.Slot(n)
					if _, ok := fp.known(sl); !ok {
						changed = fp.set(sl, t) || changed
					}
				}
			case "fn":
				tgt := sig.Slot(r.Target)
				if _, ok := fp.known(tgt); ok {
					continue
				}
				src := make([]Type, len(r.Sources))
				okAll := true
				for i, n := range r.Sources {
					if src[i] = fp.first(sig.Slot(n)); src[i] == nil {
						okAll = false
					}
				}
				if !okAll {
					continue
				}
				fn := LookupTypeFunc(r.Func)
				if t := fn(src); t != nil {
					changed = fp.set(tgt, t) || changed
				}
			}
		}
	}
	// Operands.
	segs := make([]int, len(sig.Operands))
	if fp.allOpsSet && len(sig.Operands) != 1 {
		// `operands` with several slots: types must come as a whole too.
		if !fp.allOpTypesSet {
			return p.Errorf("internal: 'operands' without 'type(operands)'")
		}
		vals, err := p.ResolveOperands(fp.allOps, fp.allOpTypes)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vals...)
	} else {
		for _, sl := range sig.Operands {
			ops := fp.ops[sl.Index]
			segs[sl.Index] = len(ops)
			if sl.Arity == Single && len(ops) != 1 {
				return p.Errorf("expected operand $%s", sl.Name)
			}
			ts, ok := fp.known(sl)
			if !ok {
				if len(ops) == 0 {
					continue
				}
				return p.Errorf("cannot infer the type of operand $%s of '%s'", sl.Name, st.Name)
			}
			if len(ts) != len(ops) {
				if len(ts) == 1 && sl.Arity == VariadicArity && fp.fromRule(sl) {
					ts = repeatType(ts[0], len(ops))
				} else {
					return p.Errorf("%d operands present, but expected %d", len(ops), len(ts))
				}
			}
			vals, err := p.ResolveOperands(ops, ts)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, vals...)
		}
	}
	if sig.NeedsOperandSegments() && !fp.allOpsSet {
		st.Props = setNamed(st.Props, OperandSegmentSizesAttr, segmentAttr(segs))
	}
	// Results.
	if fp.allResSet && len(sig.Results) != 1 {
		st.ResultTypes = append(st.ResultTypes, fp.allRes...)
	} else {
		rsegs := make([]int, len(sig.Results))
		for _, sl := range sig.Results {
			ts, ok := fp.known(sl)
			if !ok {
				if sl.Arity != Single {
					continue
				}
				return p.Errorf("cannot infer the type of result $%s of '%s'", sl.Name, st.Name)
			}
			if sl.Arity == Single && len(ts) != 1 {
				return p.Errorf("expected one type for result $%s", sl.Name)
			}
			rsegs[sl.Index] = len(ts)
			st.ResultTypes = append(st.ResultTypes, ts...)
		}
		if sig.NeedsResultSegments() {
			st.Props = setNamed(st.Props, ResultSegmentSizesAttr, segmentAttr(rsegs))
		}
	}
	// Regions and successors in slot order.
	if !fp.regionSet {
		for _, rs := range fp.regions {
			st.Regions = append(st.Regions, rs...)
		}
	}
	for i, sl := range sig.Regions {
		if sl.Arity == Single && len(fp.regions[i]) == 0 && !fp.regionSet {
			st.Regions = append(st.Regions, NewRegion())
		}
	}
	for _, bs := range fp.succs {
		st.Successors = append(st.Successors, bs...)
	}
	if fp.def != nil && fp.def.ImplicitTerminatorOp != "" {
		for _, r := range st.Regions {
			EnsureTerminator(r, fp.def.ImplicitTerminatorOp, st.Loc)
		}
	} else if fp.def != nil && fp.def.Traits&SingleBlock != 0 {
		// Like ODS-generated parsers: `{}` of a single-block region gets
		// its (empty) block.
		for _, r := range st.Regions {
			if r.Empty() {
				r.AppendBlock(NewBlock())
			}
		}
	}
	return nil
}

func countOps(ops [][]UnresolvedOperand) int {
	n := 0
	for _, o := range ops {
		n += len(o)
	}
	return n
}

func (fp *fparse) fromRule(sl *Slot) bool {
	return sl.Buildable != nil || fp.sig.SameOperandsAndResultType || len(fp.sig.Rules) > 0
}

func repeatType(t Type, n int) []Type {
	ts := make([]Type, n)
	for i := range ts {
		ts[i] = t
	}
	return ts
}

// EnsureTerminator appends an op named term with no operands to every
// block of r that does not end in a terminator (the implicit terminator of
// custom syntax); an empty region gets one block.
func EnsureTerminator(r *Region, term string, loc Location) {
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	for _, b := range r.bl() {
		if b.last != nil && (b.last.info.name == term || b.last.HasTrait(Terminator)) {
			continue
		}
		b.Append(NewOperation(&OperationState{Name: term, Loc: loc}))
	}
}

// ---- printing ----

// fprint is the state of printing one op with a format.
type fprint struct {
	p        OpAsmPrinter
	f        *Format
	op       *Operation
	def      *OpDef
	ops      [][]*Value
	res      [][]*Value
	regions  [][]*Region
	succs    [][]*Block
	space    bool // shouldEmitSpace
	lastPunc bool // lastWasPunctuation
}

// Groups splits op's operands (or results) over the signature's slots,
// using segment sizes when the signature needs them. ok is false when op
// does not match the signature.
func (s *Signature) Groups(op *Operation, results bool) (groups [][]*Value, ok bool) {
	var buf [9]int
	bounds, ok := s.Bounds(op, results, buf[:0])
	if !ok {
		return nil, false
	}
	slots := s.Operands
	if results {
		slots = s.Results
	}
	if len(slots) == 0 {
		return nil, true
	}
	var vals []*Value
	if results {
		vals = op.Results()
	} else {
		vals = op.Operands()
	}
	groups = make([][]*Value, len(slots))
	for i := range slots {
		groups[i] = vals[bounds[i]:bounds[i+1]]
	}
	return groups, true
}

// Bounds is Groups without the value slices: it appends to buf the start
// of each slot's group followed by the total count (len(slots)+1 entries).
func (s *Signature) Bounds(op *Operation, results bool, buf []int) ([]int, bool) {
	slots, n, segName := s.Operands, len(op.operands), OperandSegmentSizesAttr
	if results {
		slots, n, segName = s.Results, len(op.results), ResultSegmentSizesAttr
	}
	if len(slots) == 0 {
		return append(buf, 0), n == 0
	}
	nv := countVariable(slots)
	if nv > 1 {
		a, isArr := op.Attr(segName).(*DenseArrayAttr)
		if !isArr || len(a.Values) != len(slots) {
			return nil, false
		}
		start := 0
		for i, k := range a.Values {
			if k < 0 || start+int(k) > n || (slots[i].Arity == Single && k != 1) || (slots[i].Arity == OptionalArity && k > 1) {
				return nil, false
			}
			buf = append(buf, start)
			start += int(k)
		}
		return append(buf, start), start == n
	}
	rest := n - (len(slots) - nv)
	if rest < 0 || (nv == 0 && rest != 0) {
		return nil, false
	}
	start := 0
	for _, sl := range slots {
		k := 1
		if sl.Arity != Single {
			k = rest
			if sl.Arity == OptionalArity && k > 1 {
				return nil, false
			}
		}
		buf = append(buf, start)
		start += k
	}
	return append(buf, start), true
}

// CanPrint reports whether op matches the format's signature so that the
// custom form can be printed (otherwise the generic form is used).
func (f *Format) CanPrint(op *Operation) bool {
	if _, ok := f.Sig.Groups(op, false); !ok {
		return false
	}
	if _, ok := f.Sig.Groups(op, true); !ok {
		return false
	}
	return f.canPrintRest(op)
}

// PrintIfPossible prints op's custom form when op matches the format (as
// CanPrint checks) and reports whether it did.
func (f *Format) PrintIfPossible(p OpAsmPrinter, op *Operation) bool {
	ops, res, ok := f.match(op)
	if ok {
		f.print(p, op, ops, res)
	}
	return ok
}

// match splits op's operands and results over the slots and checks that
// the custom form can print op.
func (f *Format) match(op *Operation) (ops, res [][]*Value, ok bool) {
	if ops, ok = f.Sig.Groups(op, false); !ok {
		return nil, nil, false
	}
	if res, ok = f.Sig.Groups(op, true); !ok || !f.canPrintRest(op) {
		return nil, nil, false
	}
	return ops, res, true
}

func (f *Format) canPrintRest(op *Operation) bool {
	nr := 0
	for _, sl := range f.Sig.Regions {
		if sl.Arity == Single {
			nr++
		}
	}
	if len(f.Sig.Regions) > 0 && op.NumRegions() < nr {
		return false
	}
	for _, sl := range f.Sig.Attrs {
		a := op.Attr(sl.Name)
		if a == nil {
			if !sl.OptionalAttr && f.Used[sl.Name] {
				return false
			}
			continue
		}
		if !attrFits(sl, a) {
			return false
		}
	}
	return true
}

// attrFits reports whether a can be printed in the format's form of sl.
func attrFits(sl *Slot, a Attribute) bool {
	switch sl.Type.Name {
	case "I64EnumAttr", "I32EnumAttr":
		ia, ok := a.(*IntegerAttr)
		return ok && ia.Big == nil && ia.Value >= 0 && int(ia.Value) < len(sl.Type.Args)
	case "DialectAttr":
		o, ok := a.(*OpaqueAttr)
		if !ok || len(sl.Type.Args) == 0 {
			return false
		}
		prefix := sl.Type.Args[0].Lit
		if strings.Count(prefix, "<") > strings.Count(prefix, ">") {
			return strings.HasPrefix(o.Text, prefix+" ")
		}
		return strings.HasPrefix(o.Text, prefix+"<")
	case "SymbolNameAttr", "StrAttr":
		s, ok := a.(*StringAttr)
		return ok && s.Type == nil
	case "TypeAttr", "TypeAttrOf":
		_, ok := a.(*TypeAttr)
		return ok
	case "UnitAttr":
		_, ok := a.(*UnitAttr)
		return ok
	case "UnitProp":
		_, ok := a.(*UnitAttr)
		_, isBool := a.(*BoolAttr)
		return ok || isBool
	}
	if elem := denseArrayElem(sl.Type.Name); elem != nil {
		d, ok := a.(*DenseArrayAttr)
		return ok && TypesEqual(d.Elem, elem)
	}
	return true
}

// PrintFormat prints op's custom form with format f (the text after the op
// name). Callers check CanPrint first.
func (f *Format) PrintFormat(p OpAsmPrinter, op *Operation) {
	ops, _ := f.Sig.Groups(op, false)
	res, _ := f.Sig.Groups(op, true)
	f.print(p, op, ops, res)
}

func (f *Format) print(p OpAsmPrinter, op *Operation, ops, res [][]*Value) {
	fp := fprint{p: p, f: f, op: op, def: op.info.def, space: true, ops: ops, res: res}
	fp.regions = splitSlots(op.regs(), f.Sig.Regions)
	fp.succs = splitSlots(op.succs(), f.Sig.Successors)
	fp.elems(f.Elems)
}

// splitSlots splits an op's regions or successors over their slots: one
// each for the single slots, the rest to the variadic one.
func splitSlots[T any](all []T, slots []*Slot) [][]T {
	out := make([][]T, len(slots))
	rest := len(all)
	for _, sl := range slots {
		if sl.Arity == Single {
			rest--
		}
	}
	i := 0
	for k, sl := range slots {
		n := 1
		if sl.Arity != Single {
			n = rest
		}
		if n >= 0 && i+n <= len(all) {
			out[k] = all[i : i+n]
		}
		i += n
	}
	return out
}

func (fp *fprint) elems(es []*FormatElem) {
	for _, e := range es {
		fp.elem(e)
	}
}

func (fp *fprint) spaceBeforeVar() {
	if fp.space || !fp.lastPunc {
		fp.p.WriteString(" ")
	}
	fp.lastPunc = false
	fp.space = true
}

func shouldEmitSpaceBefore(v string, lastWasPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastWasPunct {
		return !strings.ContainsRune(">)}],", rune(v[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(v[0]))
}

func (fp *fprint) literal(v string) {
	if v == "" || v == "\\n" {
		fp.lastPunc = true
		fp.space = false
		return
	}
	if v == " " {
		fp.p.WriteString(" ")
		fp.lastPunc = false
		fp.space = false
		return
	}
	if fp.space && shouldEmitSpaceBefore(v, fp.lastPunc) {
		fp.p.WriteString(" ")
	}
	fp.p.WriteString(v)
	fp.space = len(v) != 1 || !strings.ContainsRune("<({[", rune(v[0]))
	fp.lastPunc = v[0] != '_' && !(v[0] >= 'a' && v[0] <= 'z' || v[0] >= 'A' && v[0] <= 'Z')
}

func (fp *fprint) elem(e *FormatElem) {
	p, op := fp.p, fp.op
	switch e.Kind {
	case FmtLiteral:
		fp.literal(e.Lit)
	case FmtVar:
		sl := e.Slot
		switch sl.Kind {
		case SlotOperand:
			// The space comes even before an empty variadic or absent
			// optional operand, as mlir-tblgen's printers write it
			// (`tensor.from_elements  : tensor<0xindex>`).
			fp.spaceBeforeVar()
			p.PrintOperands(fp.ops[sl.Index])
		case SlotAttr:
			if isUnitAttrSlot(sl) {
				return
			}
			a := op.Attr(sl.Name)
			if a == nil {
				return
			}
			if isOpenDialectAttr(sl) {
				// The attribute's own printer writes ` keyword`.
				fp.lastPunc, fp.space = false, true
			} else {
				fp.spaceBeforeVar()
			}
			fp.printAttr(sl, a, false)
		case SlotRegion:
			fp.printRegions(fp.regions[sl.Index])
		case SlotSuccessor:
			fp.printSuccessors(fp.succs[sl.Index])
		}
	case FmtType, FmtQualified:
		ts := fp.typesOf(e.Args[0])
		if len(ts) == 0 {
			x := e.Args[0]
			if x.Kind == FmtQualified {
				x = x.Args[0]
			}
			if x.Kind != FmtVar || x.Slot.Arity != Single {
				return
			}
		}
		fp.spaceBeforeVar()
		p.PrintTypes(ts)
	case FmtFunctionalType:
		fp.spaceBeforeVar()
		in, out := fp.typesOf(e.Args[0]), fp.typesOf(e.Args[1])
		p.WriteString("(")
		p.PrintTypes(in)
		p.WriteString(") -> ")
		if len(out) == 1 {
			if _, isFn := out[0].(*FunctionType); !isFn {
				p.PrintType(out[0])
				return
			}
		}
		p.WriteString("(")
		p.PrintTypes(out)
		p.WriteString(")")
	case FmtOperands:
		if op.NumOperands() == 0 {
			return
		}
		fp.spaceBeforeVar()
		p.PrintOperands(op.Operands())
	case FmtRegions:
		fp.printRegions(op.regs())
	case FmtSuccessors:
		fp.printSuccessors(op.succs())
	case FmtAttrDict:
		p.PrintOptionalAttrDict(op, fp.elided()...)
		fp.lastPunc = false
	case FmtAttrDictWithKeyword:
		p.PrintOptionalAttrDictWithKeyword(op, fp.elided()...)
		fp.lastPunc = false
	case FmtPropDict:
		el := map[string]bool{}
		for _, n := range fp.elided() {
			el[n] = true
		}
		first := true
		for _, na := range op.props {
			if el[na.Name] {
				continue
			}
			if first {
				p.WriteString(" <{")
				first = false
			} else {
				p.WriteString(", ")
			}
			p.WriteString(na.Name)
			p.WriteString(" = ")
			p.PrintAttribute(na.Value)
		}
		if !first {
			p.WriteString("}>")
		}
		fp.lastPunc = false
	case FmtCustom:
		fp.spaceBeforeVar()
		cd := LookupCustomDirective(e.Name)
		cd.Print(p, op, fp.customArgs(e))
	case FmtGroup:
		if fp.anchorPresent(e.AnchorElem) {
			fp.elems(e.Then)
		} else {
			fp.elems(e.Else)
		}
	case FmtOIList:
		// The present clauses, in the order the format lists them.
		for _, cl := range e.Clauses {
			for _, t := range cl[1:] {
				if fp.anchorPresent(t) {
					fp.elems(cl)
					break
				}
			}
		}
	}
}

func (fp *fprint) printRegion(r *Region) {
	printTerm := true
	if fp.def != nil && fp.def.ImplicitTerminatorOp != "" && len(r.bl()) == 1 {
		if t := r.blocks[0].last; t != nil && t.info.name == fp.def.ImplicitTerminatorOp &&
			len(t.operands) == 0 && len(t.results) == 0 && len(t.attrs) == 0 && len(t.props) == 0 {
			printTerm = false
		}
	}
	fp.p.PrintRegion(r, true, printTerm)
}

func (fp *fprint) elided() []string {
	f := fp.f
	f.elideOnce.Do(func() {
		var out []string
		for n := range f.Used {
			out = append(out, n)
		}
		sort.Strings(out)
		if f.Sig.NeedsOperandSegments() {
			out = append(out, OperandSegmentSizesAttr)
		}
		if f.Sig.NeedsResultSegments() {
			out = append(out, ResultSegmentSizesAttr)
		}
		f.staticElided = out
		for _, sl := range f.Sig.Attrs {
			if sl.Default != "" && !f.Used[sl.Name] {
				f.hasDefaults = true
			}
		}
	})
	out := f.staticElided
	if !f.hasDefaults {
		return out
	}
	out = append([]string(nil), out...)
	sig := f.Sig
	for _, sl := range sig.Attrs {
		if sl.Default != "" && !fp.f.Used[sl.Name] {
			if a := fp.op.Attr(sl.Name); a != nil && attrIsDefault(sl, a) {
				out = append(out, sl.Name)
			}
		}
	}
	return out
}

func attrIsDefault(sl *Slot, a Attribute) bool {
	if sl.Default == "" {
		return false
	}
	s := a.String()
	if s == sl.Default {
		return true
	}
	// I64Attr default "0" vs "0 : i64" style spellings.
	if ia, ok := a.(*IntegerAttr); ok && ia.Big == nil {
		return strconv.FormatInt(ia.Value, 10) == sl.Default
	}
	if ba, ok := a.(*BoolAttr); ok {
		return strconv.FormatBool(ba.Value) == sl.Default
	}
	if sa, ok := a.(*StringAttr); ok {
		return sa.Value == sl.Default || QuoteString(sa.Value) == sl.Default
	}
	return false
}

func (fp *fprint) typesOf(e *FormatElem) []Type {
	if e.Kind == FmtQualified || e.Kind == FmtRef {
		e = e.Args[0]
	}
	switch e.Kind {
	case FmtOperands:
		return fp.op.OperandTypes()
	case FmtResults:
		return fp.op.ResultTypes()
	case FmtVar:
		var vs []*Value
		switch e.Slot.Kind {
		case SlotOperand:
			vs = fp.ops[e.Slot.Index]
		case SlotResult:
			vs = fp.res[e.Slot.Index]
		}
		ts := make([]Type, len(vs))
		for i, v := range vs {
			ts[i] = v.typ
		}
		return ts
	}
	return nil
}

func (fp *fprint) anchorPresent(e *FormatElem) bool {
	switch e.Kind {
	case FmtVar:
		sl := e.Slot
		switch sl.Kind {
		case SlotOperand:
			return len(fp.ops[sl.Index]) > 0
		case SlotResult:
			return len(fp.res[sl.Index]) > 0
		case SlotAttr:
			a := fp.op.Attr(sl.Name)
			return a != nil && !attrIsDefault(sl, a)
		case SlotRegion:
			for _, r := range fp.regions[sl.Index] {
				if !r.Empty() {
					return true
				}
			}
			return false
		case SlotSuccessor:
			return len(fp.succs[sl.Index]) > 0
		}
	case FmtType, FmtQualified:
		return len(fp.typesOf(e.Args[0])) > 0
	case FmtOperands:
		return fp.op.NumOperands() > 0
	case FmtResults:
		return fp.op.NumResults() > 0
	case FmtRegions:
		return len(fp.op.regs()) > 0
	case FmtSuccessors:
		return len(fp.op.succs()) > 0
	case FmtCustom:
		if len(e.Args) > 0 {
			return fp.anchorPresent(e.Args[0])
		}
	case FmtRef:
		return fp.anchorPresent(e.Args[0])
	}
	return false
}

// printRegions prints a comma-separated region list.
func (fp *fprint) printRegions(rs []*Region) {
	for i, r := range rs {
		if i > 0 {
			fp.p.WriteString(",")
		}
		fp.spaceBeforeVar()
		fp.printRegion(r)
	}
}

// printSuccessors prints a comma-separated successor list.
func (fp *fprint) printSuccessors(bs []*Block) {
	for i, b := range bs {
		if i > 0 {
			fp.p.WriteString(",")
		}
		fp.spaceBeforeVar()
		fp.p.PrintSuccessor(b)
	}
}

func (fp *fprint) customArgs(e *FormatElem) []*CustomArg {
	args := make([]*CustomArg, len(e.Args))
	for i, a := range e.Args {
		ca := newCustomArg(a)
		if ca == nil {
			ca = &CustomArg{}
		}
		ca.Op = fp.op
		if sl := ca.Slot; sl != nil {
			switch sl.Kind {
			case SlotOperand:
				ca.Values = fp.ops[sl.Index]
				ca.Types = fp.typesOf(ca.elem)
			case SlotResult:
				ca.Values = fp.res[sl.Index]
				ca.Types = fp.typesOf(ca.elem)
			case SlotAttr:
				ca.Attr = fp.op.Attr(sl.Name)
			case SlotRegion:
				ca.Regions = fp.regions[sl.Index]
			case SlotSuccessor:
				ca.Successors = fp.succs[sl.Index]
			}
		}
		args[i] = ca
	}
	return args
}

// newCustomArg describes argument a of a custom directive: a variable,
// ref(...) or type(...) of one, or attr-dict; nil for anything else.
func newCustomArg(a *FormatElem) *CustomArg {
	ca := &CustomArg{}
	if a.Kind == FmtRef {
		ca.Ref = true
		a = a.Args[0]
	}
	if a.Kind == FmtType || a.Kind == FmtQualified {
		ca.IsType = true
		a = a.Args[0]
	}
	switch a.Kind {
	case FmtVar:
		ca.Slot, ca.Kind, ca.elem = a.Slot, a.Slot.Kind, a
	case FmtAttrDict, FmtAttrDictWithKeyword:
		ca.IsAttrDict = true
	case FmtString:
		ca.Str = a.Lit
	default:
		return nil
	}
	return ca
}

func (fp *fprint) printAttr(sl *Slot, a Attribute, qualified bool) {
	p := fp.p
	c := sl.Type
	switch c.Name {
	case "I64EnumAttr", "I32EnumAttr":
		if ia, ok := a.(*IntegerAttr); ok && ia.Value >= 0 && int(ia.Value) < len(c.Args) {
			p.WriteString(attrCases(c)[ia.Value])
			return
		}
	case "DialectAttr":
		if o, ok := a.(*OpaqueAttr); ok && len(c.Args) > 0 {
			prefix := c.Args[0].Lit
			if open := strings.Count(prefix, "<") - strings.Count(prefix, ">"); open > 0 {
				if strings.HasPrefix(o.Text, prefix+" ") {
					p.WriteString(strings.TrimSuffix(o.Text[len(prefix):], strings.Repeat(">", open)))
					return
				}
			} else if strings.HasPrefix(o.Text, prefix+"<") {
				p.WriteString(o.Text[len(prefix):])
				return
			}
		}
	case "SymbolNameAttr":
		if s, ok := a.(*StringAttr); ok {
			p.PrintSymbolName(s.Value)
			return
		}
	case "TypeAttr", "TypeAttrOf":
		if t, ok := a.(*TypeAttr); ok {
			p.PrintType(t.Type)
			return
		}
	}
	if d, ok := a.(*DenseArrayAttr); ok && denseArrayElem(c.Name) != nil {
		s := d.String() // array<i64: 1, 2>
		if i := strings.IndexByte(s, ':'); i >= 0 {
			p.WriteString("[" + strings.TrimSuffix(s[i+2:], ">") + "]")
		} else {
			p.WriteString("[]")
		}
		return
	}
	if sl.Buildable != nil {
		switch v := a.(type) {
		case *IntegerAttr:
			if TypesEqual(v.Type, sl.Buildable) {
				p.PrintAttributeWithoutType(a)
				return
			}
		case *FloatAttr:
			if TypesEqual(v.Type, sl.Buildable) {
				p.PrintAttributeWithoutType(a)
				return
			}
		}
	}
	p.PrintAttribute(a)
}

// String returns a readable form of the compiled format (for tests and
// error messages).
func (f *Format) String() string {
	var sb strings.Builder
	var w func(es []*FormatElem)
	w = func(es []*FormatElem) {
		for i, e := range es {
			if i > 0 {
				sb.WriteByte(' ')
			}
			switch e.Kind {
			case FmtLiteral:
				sb.WriteString("`" + e.Lit + "`")
			case FmtVar:
				sb.WriteString("$" + e.Slot.Name)
			case FmtGroup:
				sb.WriteByte('(')
				w(e.Then)
				sb.WriteString(")?")
			case FmtOIList:
				sb.WriteString("oilist(")
				writeJoined(&sb, len(e.Clauses), " | ", func(i int) { w(e.Clauses[i]) })
				sb.WriteByte(')')
			case FmtCustom:
				sb.WriteString("custom<" + e.Name + ">(")
				w(e.Args)
				sb.WriteByte(')')
			default:
				names := map[FormatKind]string{FmtAttrDict: "attr-dict", FmtAttrDictWithKeyword: "attr-dict-with-keyword",
					FmtPropDict: "prop-dict", FmtType: "type", FmtQualified: "qualified", FmtFunctionalType: "functional-type",
					FmtOperands: "operands", FmtResults: "results", FmtRegions: "regions", FmtSuccessors: "successors", FmtRef: "ref"}
				sb.WriteString(names[e.Kind])
				if len(e.Args) > 0 {
					sb.WriteByte('(')
					w(e.Args)
					sb.WriteByte(')')
				}
			}
			if e.Anchor {
				sb.WriteByte('^')
			}
		}
	}
	w(f.Elems)
	return sb.String()
}

// isOpenDialectAttr reports whether sl is a DialectAttr whose prefix leaves
// a '<' open (`#index<cmp_predicate`): its custom form is a keyword.
func isOpenDialectAttr(sl *Slot) bool {
	if sl.Kind != SlotAttr || sl.Type.Name != "DialectAttr" || len(sl.Type.Args) == 0 {
		return false
	}
	prefix := sl.Type.Args[0].Lit
	return strings.Count(prefix, "<") > strings.Count(prefix, ">")
}

// segCache2 holds shared segment-size attributes for two slots of up to 7
// values each (attributes are immutable, so ops may share them).
var segCache2 [8][8]*DenseArrayAttr

func init() {
	for a := range segCache2 {
		for b := range segCache2[a] {
			segCache2[a][b] = SegmentSizesAttr(a, b)
		}
	}
}

func segmentAttr(segs []int) *DenseArrayAttr {
	if len(segs) == 2 && segs[0] < 8 && segs[1] < 8 {
		return segCache2[segs[0]][segs[1]]
	}
	return SegmentSizesAttr(segs...)
}
