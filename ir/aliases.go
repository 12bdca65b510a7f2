package ir

import (
	"sort"
	"strconv"
	"strings"
)

// Attribute and type aliases as mlir-opt 22 generates them (MLIR's
// AliasInitializer with the builtin dialect's OpAsmDialectInterface):
// affine maps print as #map, #map1, ..., integer sets as #set, #set1, ...,
// locations used as attribute values as #loc, ... and tuple types of more
// than 16 elements as !tuple, .... The aliases are defined at the top of
// the output, sorted by kind (attributes before types) and name, each name
// numbered in the order the printer first meets its attributes. Aliases
// written in the input are not kept (mlir-opt does not keep them either).
//
// The printer assigns aliases as it meets attributes, which is the order
// of MLIR's alias walk except for ops in generic form, whose regions, then
// types, then attributes MLIR visits first: printGeneric visits them in
// that order (aliasVisitor) before printing.

// aliasEntry is one generated alias.
type aliasEntry struct {
	base   string // "map", "set", "loc", "tuple"
	index  int    // the number after the name (0: none)
	def    string // the attribute or type it stands for
	isType bool
}

func (e *aliasEntry) name() string {
	p := "#"
	if e.isType {
		p = "!"
	}
	if e.index == 0 {
		return p + e.base
	}
	return p + e.base + strconv.Itoa(e.index)
}

// aliasState collects the aliases of one printing.
type aliasState struct {
	byText map[string]*aliasEntry
	byMap  map[*AffineMap]*aliasEntry
	counts map[string]int
	list   []*aliasEntry
}

func newAliasState() *aliasState {
	return &aliasState{byText: map[string]*aliasEntry{}, byMap: map[*AffineMap]*aliasEntry{}, counts: map[string]int{}}
}

// get returns the alias of the attribute or type printed as def, creating
// it with the given base name.
func (s *aliasState) get(base, def string, isType bool) *aliasEntry {
	key := def
	if isType {
		key = "!" + def
	}
	if e, ok := s.byText[key]; ok {
		return e
	}
	e := &aliasEntry{base: base, index: s.counts[base], def: def, isType: isType}
	s.counts[base]++
	s.byText[key] = e
	s.list = append(s.list, e)
	return e
}

// add records an alias made elsewhere (distinct attributes).
func (s *aliasState) add(e *aliasEntry) {
	s.counts[e.base]++
	s.list = append(s.list, e)
}

// mapAlias returns the alias of an affine map attribute.
func (s *aliasState) mapAlias(m *AffineMap) *aliasEntry {
	if e, ok := s.byMap[m]; ok {
		return e
	}
	e := s.get("map", (&AffineMapAttr{Map: m}).String(), false)
	s.byMap[m] = e
	return e
}

// attrAlias returns the alias a of the attribute, or nil if it has none.
func (s *aliasState) attrAlias(a Attribute) *aliasEntry {
	switch a := a.(type) {
	case *AffineMapAttr:
		return s.mapAlias(a.Map)
	case *IntegerSetAttr:
		return s.get("set", a.String(), false)
	case *LocationAttr:
		return s.get("loc", a.String(), false)
	}
	return nil
}

// writeDefs writes the alias definitions, attributes first, each kind
// sorted by name (the numbers follow first use).
func (s *aliasState) writeDefs(w interface{ WriteString(string) (int, error) }) {
	list := append([]*aliasEntry(nil), s.list...)
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.isType != b.isType {
			return !a.isType
		}
		return a.base < b.base
	})
	for _, e := range list {
		w.WriteString(e.name())
		w.WriteString(" = ")
		w.WriteString(e.def)
		w.WriteString("\n")
	}
}

// typeString returns t as printed, with aliases for the affine map
// layouts of memrefs and for tuples of more than 16 types.
func (pr *printer) typeString(t Type) string {
	if s, ok := pr.typeStr[t]; ok {
		return s
	}
	var s string
	if pr.aliases == nil {
		s = t.String()
	} else {
		switch t := t.(type) {
		case *MemRefType:
			s = t.String()
			if m, ok := t.Layout.(*AffineMapAttr); ok {
				s = strings.Replace(s, m.String(), pr.aliases.mapAlias(m.Map).name(), 1)
			}
		case *FunctionType:
			var sb strings.Builder
			sb.WriteByte('(')
			pr.writeTypeList(&sb, t.Inputs)
			sb.WriteString(") -> ")
			if len(t.Results) == 1 && !isFunctionType(t.Results[0]) {
				sb.WriteString(pr.typeString(t.Results[0]))
			} else {
				sb.WriteByte('(')
				pr.writeTypeList(&sb, t.Results)
				sb.WriteByte(')')
			}
			s = sb.String()
		case *TupleType:
			var sb strings.Builder
			sb.WriteString("tuple<")
			pr.writeTypeList(&sb, t.Types)
			sb.WriteString(">")
			s = sb.String()
			if len(t.Types) > 16 {
				s = pr.aliases.get("tuple", s, true).name()
			}
		default:
			s = t.String()
		}
	}
	pr.typeStr[t] = s
	return s
}

func isFunctionType(t Type) bool {
	_, ok := t.(*FunctionType)
	return ok
}

func (pr *printer) writeTypeList(sb *strings.Builder, ts []Type) {
	for i, t := range ts {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(pr.typeString(t))
	}
}

// aliasVisitor is an OpAsmPrinter that prints nothing: it only meets the
// attributes and types an op's custom or generic form prints, in order, so
// that their aliases are numbered as MLIR numbers them.
type aliasVisitor struct {
	pr *printer
}

var _ OpAsmPrinter = aliasVisitor{}

// visitOp meets what printing op meets.
func (v aliasVisitor) visitOp(op *Operation) {
	pr := v.pr
	if def := op.def; !pr.opts.Generic && def != nil {
		switch {
		case def.Print != nil:
			def.Print(v, op)
			return
		case def.Format != "":
			if f, err := def.CompiledFormat(); err == nil {
				if ops, res, ok := f.match(op); ok {
					f.print(v, op, ops, res)
					return
				}
			}
		}
	}
	v.visitGeneric(op)
}

// visitGeneric meets what the generic form prints, in MLIR's alias order:
// regions, operand types, result types, then all attributes by name.
func (v aliasVisitor) visitGeneric(op *Operation) {
	if len(op.regions) > 0 {
		if v.pr.aliasVisited == nil {
			v.pr.aliasVisited = map[*Operation]bool{}
		}
		v.pr.aliasVisited[op] = true
	}
	for _, r := range op.regions {
		v.PrintRegion(r, true, true)
	}
	for i := range op.operands {
		v.PrintType(op.operands[i].value.typ)
	}
	for i := range op.results {
		v.PrintType(op.results[i].typ)
	}
	all := op.props
	if len(op.attrs) > 0 {
		all = sortedAttrs(append(append([]NamedAttr(nil), op.props...), op.attrs...))
	}
	for _, na := range all {
		v.PrintAttribute(na.Value)
	}
}

func (v aliasVisitor) WriteString(string)         {}
func (v aliasVisitor) PrintOperand(*Value)        {}
func (v aliasVisitor) PrintOperands([]*Value)     {}
func (v aliasVisitor) PrintSymbolName(string)     {}
func (v aliasVisitor) PrintSuccessor(*Block)      {}
func (v aliasVisitor) PrintNewline()              {}
func (v aliasVisitor) IncreaseIndent()            {}
func (v aliasVisitor) DecreaseIndent()            {}
func (v aliasVisitor) PrintType(t Type)           { v.pr.typeString(t) }
func (v aliasVisitor) PrintAttribute(a Attribute) { v.pr.visitAttr(a) }
func (v aliasVisitor) PrintFunctionalType(op *Operation) {
	v.PrintTypes(op.OperandTypes())
	v.PrintTypes(op.ResultTypes())
}

func (v aliasVisitor) PrintTypes(ts []Type) {
	for _, t := range ts {
		v.PrintType(t)
	}
}

func (v aliasVisitor) PrintArrowTypeList(ts []Type) { v.PrintTypes(ts) }

func (v aliasVisitor) PrintAttributeWithoutType(a Attribute) { v.pr.visitAttr(a) }

func (v aliasVisitor) PrintOptionalAttrDict(op *Operation, elided ...string) {
	v.visitDict(op, elided)
}

func (v aliasVisitor) PrintOptionalAttrDictWithKeyword(op *Operation, elided ...string) {
	v.visitDict(op, elided)
}

func (v aliasVisitor) visitDict(op *Operation, elided []string) {
	all := sortedAttrs(append(append([]NamedAttr(nil), op.props...), op.attrs...))
outer:
	for _, na := range all {
		for _, e := range elided {
			if e == na.Name {
				continue outer
			}
		}
		v.pr.visitAttr(na.Value)
	}
}

func (v aliasVisitor) PrintArgument(a *Value, withType bool, attrs []NamedAttr) {
	if withType {
		v.PrintType(a.typ)
	}
	for _, na := range attrs {
		v.pr.visitAttr(na.Value)
	}
}

func (v aliasVisitor) PrintRegion(r *Region, printEntryArgs, printEmptyTerminator bool) {
	for bi, b := range r.bl() {
		if bi > 0 || printEntryArgs {
			for _, a := range b.args {
				v.PrintType(a.typ)
			}
		}
		for o := b.first; o != nil; o = o.next {
			v.visitOp(o)
		}
	}
}

func (v aliasVisitor) PrintSuccessorAndUseList(b *Block, operands []*Value) {
	for _, o := range operands {
		v.PrintType(o.typ)
	}
}

func (v aliasVisitor) PrintAffineMapOfSSAIds(*AffineMap, []*Value) {}

// visitAttr meets attribute a (and what it contains) as printing it does.
func (pr *printer) visitAttr(a Attribute) {
	switch a := a.(type) {
	case *AffineMapAttr, *IntegerSetAttr, *LocationAttr:
		pr.aliases.attrAlias(a)
	case *ArrayAttr:
		for _, e := range a.Elems {
			pr.visitAttr(e)
		}
	case *DictionaryAttr:
		for _, e := range sortedAttrs(a.Entries) {
			pr.visitAttr(e.Value)
		}
	case *TypeAttr:
		pr.typeString(a.Type)
	}
}
