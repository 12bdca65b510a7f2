package ir

import (
	"strconv"
	"strings"
)

// This file holds the helpers the custom Parse/Print hooks of the dialect
// files share: mixed static/dynamic index lists, `ins(...) outs(...)`
// clauses, region terminators and result-type inference.

// ensureTerm appends a terminator op named term (without operands) to
// every block of r that does not end in a terminator; an empty region gets
// one block. Custom forms elide such terminators (scf.yield, affine.yield).
func ensureTerm(r *Region, term string, loc Location) {
	if r.Empty() {
		r.AppendBlock(NewBlock())
	}
	for _, b := range r.Blocks() {
		if l := b.Last(); l != nil && (l.Name() == term || l.HasTrait(Terminator)) {
			continue
		}
		b.Append(NewOperation(&OperationState{Name: term, Loc: loc}))
	}
}

// elidableTerm reports whether r's single block ends in an operand-less,
// attribute-less terminator named term that custom syntax may omit.
func elidableTerm(r *Region, term string) bool {
	if len(r.Blocks()) != 1 {
		return false
	}
	t := r.Front().Last()
	return t != nil && t.Name() == term && t.NumOperands() == 0 && len(t.Attrs()) == 0 && len(t.Props()) == 0
}

// parseDynamicIndexList reads `[%a, 4, %b]` (square brackets, possibly
// empty): operands for dynamic entries and a static list with Dynamic at
// their positions.
func parseDynamicIndexList(p OpAsmParser) ([]UnresolvedOperand, []int64, error) {
	return parseDynamicIndexListDelim(p, "[", "]")
}

func parseDynamicIndexListDelim(p OpAsmParser, open, close string) ([]UnresolvedOperand, []int64, error) {
	if err := p.ParsePunct(open); err != nil {
		return nil, nil, err
	}
	var dyn []UnresolvedOperand
	static := []int64{}
	if p.ParseOptionalPunct(close) {
		return dyn, static, nil
	}
	for {
		if o, ok, err := p.ParseOptionalOperand(); err != nil {
			return nil, nil, err
		} else if ok {
			dyn = append(dyn, o)
			static = append(static, Dynamic)
		} else {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, nil, err
			}
			static = append(static, v)
		}
		if p.ParseOptionalPunct(close) {
			return dyn, static, nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, nil, err
		}
	}
}

// printDynamicIndexList writes `[%a, 4, %b]`, taking an operand from dyn
// for every Dynamic entry of static.
func printDynamicIndexList(p OpAsmPrinter, dyn []*Value, static []int64) {
	printDynamicIndexListDelim(p, dyn, static, "[", "]")
}

func printDynamicIndexListDelim(p OpAsmPrinter, dyn []*Value, static []int64, open, close string) {
	p.WriteString(open)
	k := 0
	for i, s := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if s == Dynamic && k < len(dyn) {
			p.PrintOperand(dyn[k])
			k++
		} else {
			p.WriteString(strconv.FormatInt(s, 10))
		}
	}
	p.WriteString(close)
}

// i64Array makes an `array<i64: ...>` attribute.
func i64Array(vs []int64) *DenseArrayAttr {
	return &DenseArrayAttr{Elem: I64, Values: append([]int64{}, vs...)}
}

// denseI64 returns the values of an array<i64: ...> attribute (nil if a is
// not one).
func denseI64(a Attribute) []int64 {
	if d, ok := a.(*DenseArrayAttr); ok {
		return d.Values
	}
	return nil
}

// resolveAll resolves operands that all have type t.
func resolveAll(p OpAsmParser, os []UnresolvedOperand, t Type) ([]*Value, error) {
	out := make([]*Value, 0, len(os))
	for _, o := range os {
		v, err := p.ResolveOperand(o, t)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// resolveEach resolves operands against their own types.
func resolveEach(p OpAsmParser, os []UnresolvedOperand, ts []Type) ([]*Value, error) {
	if len(os) != len(ts) {
		return nil, p.Errorf("%d operands present, but expected %d", len(os), len(ts))
	}
	out := make([]*Value, 0, len(os))
	for i, o := range os {
		v, err := p.ResolveOperand(o, ts[i])
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// parseOperandsColonTypes reads `%a, %b : t1, t2` inside already consumed
// delimiters; an empty list is allowed when close is next.
func parseOperandsColonTypes(p OpAsmParser, close string) ([]*Value, error) {
	if p.PeekPunct(close) {
		return nil, nil
	}
	os, err := p.ParseOperandList(DelimNone)
	if err != nil {
		return nil, err
	}
	if len(os) == 0 {
		return nil, nil
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return nil, err
	}
	return resolveEach(p, os, ts)
}

// operandsAppender is implemented by parsers that read `%a, %b : t1, t2`
// (an empty list when close is next) resolving the operands straight into
// dst, without the lists ParseOperandList and ParseColonTypeList return.
type operandsAppender interface {
	AppendOperandsColonTypes(dst []*Value, close string) ([]*Value, error)
}

// parseInsOuts reads the optional `ins(%a, %b : t1, t2)` and
// `outs(%c : t3)` clauses of DPS ops.
func parseInsOuts(p OpAsmParser) (ins, outs []*Value, err error) {
	// Through an operandsAppender ins and outs share one allocation.
	appendList := func(all []*Value, close string) ([]*Value, error) {
		vs, err := parseOperandsColonTypes(p, close)
		return append(all, vs...), err
	}
	if ap, ok := p.(operandsAppender); ok {
		appendList = ap.AppendOperandsColonTypes
	}
	var buf [8]*Value
	all := buf[:0]
	nIns := 0
	for i, kw := range [2]string{"ins", "outs"} {
		if !p.ParseOptionalKeyword(kw) {
			continue
		}
		if err = p.ParsePunct("("); err != nil {
			return nil, nil, err
		}
		if all, err = appendList(all, ")"); err != nil {
			return nil, nil, err
		}
		if err = p.ParsePunct(")"); err != nil {
			return nil, nil, err
		}
		if i == 0 {
			nIns = len(all)
		}
	}
	if len(all) == 0 {
		return nil, nil, nil
	}
	all = append([]*Value(nil), all...)
	if nIns > 0 {
		ins = all[:nIns:nIns]
	}
	if len(all) > nIns {
		outs = all[nIns:]
	}
	return ins, outs, nil
}

// printValuesColonTypes writes `%a, %b : t1, t2`.
func printValuesColonTypes(p OpAsmPrinter, vs []*Value) {
	p.PrintOperands(vs)
	p.WriteString(" : ")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
}

// printInsOuts writes ` ins(...) outs(...)` (empty clauses omitted).
func printInsOuts(p OpAsmPrinter, ins, outs []*Value) {
	if len(ins) > 0 {
		p.WriteString(" ins(")
		printValuesColonTypes(p, ins)
		p.WriteString(")")
	}
	if len(outs) > 0 {
		p.WriteString(" outs(")
		printValuesColonTypes(p, outs)
		p.WriteString(")")
	}
}

// tensorResultTypes returns the types of the tensor values among outs.
func tensorResultTypes(outs []*Value) []Type {
	var ts []Type
	for _, v := range outs {
		if IsTensor(v.Type()) {
			ts = append(ts, v.Type())
		}
	}
	return ts
}

// typedAttr is implemented by attributes that know their type (dense
// elements attributes, for example).
type typedAttr interface{ AttrType() Type }

// AttributeType returns the type of a typed attribute (integer, float,
// bool, dense elements) or nil.
func AttributeType(a Attribute) Type {
	switch a := a.(type) {
	case *IntegerAttr:
		if a.Type == nil {
			return I64
		}
		return a.Type
	case *FloatAttr:
		if a.Type == nil {
			return F64
		}
		return a.Type
	case *BoolAttr:
		return I1
	case *DenseElementsAttr:
		return a.Type
	case typedAttr:
		return a.AttrType()
	}
	// Attributes the IR keeps as text: take the trailing `: type` if the
	// text has one at the top level (e.g. `dense<1.0> : tensor<4xf32>`).
	return nil
}

// namedAttrs returns the names of attrs for elision lists.
func withoutNames(list []string, drop ...string) []string {
	var out []string
outer:
	for _, n := range list {
		for _, d := range drop {
			if n == d {
				continue outer
			}
		}
		out = append(out, n)
	}
	return out
}

// parseKeywordEnum reads one of kws and returns its index.
func parseKeywordEnum(p OpAsmParser, kws []string) (int, error) {
	pos := p.Pos()
	_ = pos
	k, ok := p.ParseOptionalKeywordOf(kws...)
	if !ok {
		return 0, p.Errorf("expected one of [%s]", strings.Join(kws, ", "))
	}
	for i, s := range kws {
		if s == k {
			return i, nil
		}
	}
	return 0, p.Errorf("unknown keyword %q", k)
}

// indexListDelims returns the delimiters a string argument of
// custom<DynamicIndexList> names (`[`/`]` by default).
func indexListDelims(args []*CustomArg) (open, close string) {
	for _, a := range args[2:] {
		switch {
		case strings.HasSuffix(a.Str, "Delimiter::Paren"):
			return "(", ")"
		case strings.HasSuffix(a.Str, "Delimiter::LessGreater"):
			return "<", ">"
		case strings.HasSuffix(a.Str, "Delimiter::Braces"):
			return "{", "}"
		}
	}
	return "[", "]"
}

// intValue returns the integer value of an IntegerAttr (0 otherwise).
func intValue(a Attribute) int64 {
	if ia, ok := a.(*IntegerAttr); ok {
		return ia.Value
	}
	return 0
}

func init() {
	// custom<DynamicIndexList>($dynamic, $static): `[%a, 4, %b]`; a
	// string argument naming a delimiter picks another one, as in MLIR:
	// custom<DynamicIndexList>($d, $s, "{}", "::mlir::AsmParser::Delimiter::Paren").
	RegisterCustomDirective("DynamicIndexList", &CustomDirective{
		Parse: func(p OpAsmParser, args []*CustomArg) error {
			open, close := indexListDelims(args)
			dyn, static, err := parseDynamicIndexListDelim(p, open, close)
			if err != nil {
				return err
			}
			args[0].Operands = dyn
			args[1].Attr = i64Array(static)
			return nil
		},
		Print: func(p OpAsmPrinter, op *Operation, args []*CustomArg) {
			open, close := indexListDelims(args)
			printDynamicIndexListDelim(p, args[0].Values, denseI64(args[1].Attr), open, close)
		},
		Peek: func(p OpAsmParser) bool { return p.PeekPunct("[") },
	})
	// custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value):
	// `memref<4xf32>`, `memref<4xf32> = uninitialized` or
	// `memref<4xf32> = dense<...>`.
	RegisterCustomDirective("GlobalMemrefOpTypeAndInitialValue", &CustomDirective{
		Parse: func(p OpAsmParser, args []*CustomArg) error {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			args[0].Attr = &TypeAttr{Type: t}
			if !p.ParseOptionalPunct("=") {
				return nil
			}
			if p.ParseOptionalKeyword("uninitialized") {
				args[1].Attr = Unit
				return nil
			}
			var implied Type
			if mt, ok := t.(*MemRefType); ok {
				implied = &RankedTensorType{Shape: mt.Shape, Elem: mt.Elem}
			}
			a, err := p.ParseAttribute(implied)
			if err != nil {
				return err
			}
			args[1].Attr = a
			return nil
		},
		Print: func(p OpAsmPrinter, op *Operation, args []*CustomArg) {
			if ta, ok := args[0].Attr.(*TypeAttr); ok {
				p.PrintType(ta.Type)
			}
			switch a := args[1].Attr.(type) {
			case nil:
			case *UnitAttr:
				p.WriteString(" = uninitialized")
			default:
				p.WriteString(" = ")
				p.PrintAttributeWithoutType(a)
			}
		},
	})
}

// formatInt formats v in decimal.
func formatInt(v int64) string { return strconv.FormatInt(v, 10) }
