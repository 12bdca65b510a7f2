package ir

import (
	"bufio"
	"bytes"
	"sort"
	"strconv"
	"strings"
)

// Attribute and type aliases as mlir-opt 22 generates them (MLIR's
// AliasInitializer with the builtin dialect's OpAsmDialectInterface):
// affine maps print as #map, #map1, ..., integer sets as #set, ...,
// locations as #loc, ... and tuple types of more than 16 elements as
// !tuple, .... Aliases written in the input are not kept (mlir-opt does
// not keep them either).
//
// MLIR numbers the aliases of one name in the order its alias walk meets
// them, after sorting all aliases by depth (an alias whose definition uses
// other aliases comes after them), kind (attributes first) and name. The
// walk meets things in print order, except that it meets an op's location
// before the op, and a generic-form op's regions, types and attributes in
// that order; the printer does the same (aliasVisitor for generic ops).
// Because the numbers are only known at the end, the printer writes a
// placeholder for each alias and replaces them once the body is printed.
// Aliases of op locations (--mlir-print-debuginfo) are deferred: defined
// after the top-level op, as mlir-opt does; all others are defined first.

// aliasEntry is one generated alias.
type aliasEntry struct {
	base       string // "map", "set", "loc", "tuple"
	isType     bool
	ordinal    int // order in which the walk met it
	depth      int // 1, or 1 + the largest depth of the aliases it uses
	deferrable bool
	children   []*aliasEntry
	def        string        // its definition (may hold placeholders)
	loc        *LocationAttr // for locations: rendered at the end
	metaType   string        // a fused location's type metadata, with placeholders
	index      int           // the number after the name, set by finalize
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

// Placeholders for alias references: aliasMark, the entry's ordinal,
// aliasEnd. The printed text never holds these control bytes otherwise.
const (
	aliasMark = '\x01'
	aliasEnd  = '\x02'
)

// ref returns the placeholder for a reference to e.
func (e *aliasEntry) ref() string {
	return string(aliasMark) + strconv.Itoa(e.ordinal) + string(aliasEnd)
}

// aliasState collects the aliases of one printing.
type aliasState struct {
	byText map[string]*aliasEntry
	byMap  map[*AffineMap]*aliasEntry
	list   []*aliasEntry
	// collect, when set, receives every entry met (the aliases used by a
	// definition being built).
	collect *[]*aliasEntry
	// typeText prints a type with alias placeholders (the printer's
	// typeString), for types inside location definitions.
	typeText func(Type) string
}

func newAliasState() *aliasState {
	return &aliasState{byText: map[string]*aliasEntry{}, byMap: map[*AffineMap]*aliasEntry{}}
}

// get returns the alias of the attribute or type printed as def, creating
// it with the given base name and the aliases its definition uses.
// Attributes and types that print alike are the same one here.
func (s *aliasState) get(base, def string, isType, deferrable bool, children []*aliasEntry) *aliasEntry {
	key := def
	if isType {
		key = "!" + def
	}
	return s.getKeyed(key, base, def, isType, deferrable, children)
}

// getKeyed is get for an attribute identified by key rather than by its
// printed text (affine maps and integer sets: MLIR keys aliases by the
// uniqued attribute, and two different maps may print alike).
func (s *aliasState) getKeyed(key, base, def string, isType, deferrable bool, children []*aliasEntry) *aliasEntry {
	e, ok := s.byText[key]
	if !ok {
		e = &aliasEntry{base: base, isType: isType, ordinal: len(s.list), depth: 1, deferrable: deferrable, def: def, children: children}
		for _, c := range children {
			if c.depth+1 > e.depth {
				e.depth = c.depth + 1
			}
		}
		s.byText[key] = e
		s.list = append(s.list, e)
	} else if !deferrable {
		e.markNonDeferrable()
	}
	if s.collect != nil {
		*s.collect = append(*s.collect, e)
	}
	return e
}

// add records an alias made elsewhere (distinct attributes), numbered in
// the order added among its name.
func (s *aliasState) add(e *aliasEntry) {
	e.ordinal, e.depth = len(s.list), 1
	s.list = append(s.list, e)
}

func (e *aliasEntry) markNonDeferrable() {
	if !e.deferrable {
		return
	}
	e.deferrable = false
	for _, c := range e.children {
		c.markNonDeferrable()
	}
}

// mapAlias returns the alias of an affine map attribute.
func (s *aliasState) mapAlias(m *AffineMap) *aliasEntry {
	if e, ok := s.byMap[m]; ok {
		if s.collect != nil {
			*s.collect = append(*s.collect, e)
		}
		return e
	}
	e := s.getKeyed("\x00map "+m.Key(), "map", (&AffineMapAttr{Map: m}).String(), false, false, nil)
	s.byMap[m] = e
	return e
}

// locAlias returns the alias of location l, meeting its nested locations
// first (they get aliases too); deferrable is set for op locations.
func (s *aliasState) locAlias(l *LocationAttr, deferrable bool) *aliasEntry {
	key := l.String()
	if _, ok := s.byText[key]; ok {
		return s.get("loc", key, false, deferrable, nil)
	}
	// Create the entry first (its ordinal comes before its children's),
	// then meet the children and fix the depth.
	e := s.get("loc", key, false, deferrable, nil)
	e.loc = l
	var kids []*LocationAttr
	switch l.Kind {
	case LocName:
		if l.Child != nil && l.Child.Kind != LocUnknown {
			kids = append(kids, l.Child)
		}
	case LocCallSite:
		kids = append(kids, l.Callee, l.Caller)
	case LocFused:
		// A location as metadata gets an alias too, met first.
		if ml, ok := l.Metadata.(*LocationAttr); ok {
			kids = append(kids, ml)
		}
		kids = append(kids, l.Locs...)
	}
	save := s.collect
	s.collect = nil
	if ta, ok := l.Metadata.(*TypeAttr); ok && l.Kind == LocFused && s.typeText != nil {
		// A type as metadata (a tuple of more than 16 types gets its
		// alias there too), printed before the fused locations. The
		// type attribute between them counts as a level of depth, as in
		// MLIR's alias initializer.
		e.metaType = s.typeText(ta.Type)
		for _, c := range s.referenced(e.metaType) {
			e.children = append(e.children, c)
			e.depth = max(e.depth, c.depth+2)
		}
	}
	for _, k := range kids {
		c := s.locAlias(k, deferrable)
		e.children = append(e.children, c)
		e.depth = max(e.depth, c.depth+1)
	}
	s.collect = save
	return e
}

// attrAlias returns the alias of attribute a, or nil if it has none.
func (s *aliasState) attrAlias(a Attribute) *aliasEntry {
	switch a := a.(type) {
	case *AffineMapAttr:
		return s.mapAlias(a.Map)
	case *IntegerSetAttr:
		return s.getKeyed("\x00set "+a.Set.Key(), "set", a.String(), false, false, nil)
	case *LocationAttr:
		return s.locAlias(a, false)
	case *OpaqueAttr:
		if isSparseEncoding(a) {
			return s.get("sparse", a.Text, false, false, nil)
		}
	}
	return nil
}

// isSparseEncoding reports whether a is a sparse tensor encoding, which
// mlir-opt's sparse_tensor dialect aliases as #sparse, #sparse1, ...
// (memopt keeps its text as written).
func isSparseEncoding(a Attribute) bool {
	o, ok := a.(*OpaqueAttr)
	return ok && strings.HasPrefix(o.Text, "#sparse_tensor.encoding<")
}

// finalize numbers the aliases: sorted by depth, kind and name (stable in
// the order they were met), each name counting from 0.
func (s *aliasState) finalize() []*aliasEntry {
	list := append([]*aliasEntry(nil), s.list...)
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.base < b.base
	})
	counts := map[string]int{}
	for _, e := range list {
		e.index = counts[e.base]
		counts[e.base]++
	}
	return list
}

// definition returns e's definition with placeholders.
func (e *aliasEntry) definition() string {
	if e.loc == nil {
		return e.def
	}
	var sb strings.Builder
	sb.WriteString("loc(")
	e.loc.writeInner(&sb, func(sb *strings.Builder, c *LocationAttr) {
		sb.WriteString(e.childRef(c))
	})
	sb.WriteByte(')')
	if e.metaType != "" {
		// The metadata is this location's own: the first `fused<...>`.
		return strings.Replace(sb.String(), "fused<"+e.loc.Metadata.String()+">", "fused<"+e.metaType+">", 1)
	}
	return sb.String()
}

// childRef returns the placeholder of the alias of nested location c.
func (e *aliasEntry) childRef(c *LocationAttr) string {
	key := c.String()
	for _, k := range e.children {
		if k.def == key {
			return k.ref()
		}
	}
	return key
}

// writeDefs writes the definitions of the non-deferred (deferred: false)
// or deferred aliases, in order.
func (s *aliasState) writeDefs(w *bufio.Writer, list []*aliasEntry, deferred bool) {
	for _, e := range list {
		if e.deferrable != deferred {
			continue
		}
		w.WriteString(e.name())
		w.WriteString(" = ")
		w.Write(s.resolve([]byte(e.definition())))
		w.WriteString("\n")
	}
}

// referenced returns the aliases whose placeholders text holds.
func (s *aliasState) referenced(text string) []*aliasEntry {
	var out []*aliasEntry
	for {
		i := strings.IndexByte(text, aliasMark)
		if i < 0 {
			return out
		}
		text = text[i+1:]
		j := strings.IndexByte(text, aliasEnd)
		n, _ := strconv.Atoi(text[:j])
		out = append(out, s.list[n])
		text = text[j+1:]
	}
}

// resolve replaces the alias placeholders in b by the alias names.
func (s *aliasState) resolve(b []byte) []byte {
	i := bytes.IndexByte(b, aliasMark)
	if i < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i >= 0 {
		out = append(out, b[:i]...)
		b = b[i+1:]
		j := bytes.IndexByte(b, aliasEnd)
		n, _ := strconv.Atoi(string(b[:j]))
		out = append(out, s.list[n].name()...)
		b = b[j+1:]
		i = bytes.IndexByte(b, aliasMark)
	}
	return append(out, b...)
}

// typeString returns t as printed, with aliases for the affine map
// layouts of memrefs, for sparse tensor encodings and for tuples of more
// than 16 types.
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
				s = strings.Replace(s, m.String(), pr.aliases.mapAlias(m.Map).ref(), 1)
			}
		case *RankedTensorType:
			s = t.String()
			if isSparseEncoding(t.Encoding) {
				enc := t.Encoding.(*OpaqueAttr)
				s = s[:len(s)-len(enc.Text)-1] + pr.aliases.attrAlias(enc).ref() + ">"
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
		case *AsyncValueType:
			s = "!async.value<" + pr.typeString(t.Elem) + ">"
		case *TupleType:
			var sb strings.Builder
			var used []*aliasEntry
			save := pr.aliases.collect
			pr.aliases.collect = &used
			sb.WriteString("tuple<")
			pr.writeTypeList(&sb, t.Types)
			sb.WriteString(">")
			pr.aliases.collect = save
			s = sb.String()
			if len(t.Types) > 16 {
				s = pr.aliases.get("tuple", s, true, false, used).ref()
			} else if save != nil {
				*save = append(*save, used...)
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
	if pr.opts.DebugInfo {
		pr.aliases.locAlias(locationAttr(op.Loc), true)
	}
	if def := op.info.def; !pr.opts.Generic && def != nil {
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
	if len(op.regs()) > 0 {
		if v.pr.aliasVisited == nil {
			v.pr.aliasVisited = map[*Operation]bool{}
		}
		v.pr.aliasVisited[op] = true
	}
	for _, r := range op.regs() {
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

func (v aliasVisitor) WriteString(string)     {}
func (v aliasVisitor) PrintOperand(*Value)    {}
func (v aliasVisitor) PrintOperands([]*Value) {}
func (v aliasVisitor) PrintSymbolName(string) {}
func (v aliasVisitor) PrintSuccessor(*Block)  {}
func (v aliasVisitor) PrintNewline()          {}
func (v aliasVisitor) IncreaseIndent()        {}

// PrintCustomOrGenericOp meets what printing op inline meets.
func (v aliasVisitor) PrintCustomOrGenericOp(op *Operation) { v.visitOp(op) }
func (v aliasVisitor) DecreaseIndent()                      {}
func (v aliasVisitor) PrintType(t Type)                     { v.pr.typeString(t) }
func (v aliasVisitor) PrintAttribute(a Attribute)           { v.pr.visitAttr(a) }
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
	v.visitArgLoc(a)
}

// visitArgLoc meets a block argument's location (not deferrable).
func (v aliasVisitor) visitArgLoc(a *Value) {
	if v.pr.opts.DebugInfo {
		v.pr.aliases.locAlias(locationAttr(a.Loc), false)
	}
}

func (v aliasVisitor) PrintRegion(r *Region, printEntryArgs, printEmptyTerminator bool) {
	for bi, b := range r.bl() {
		if bi > 0 || printEntryArgs {
			for _, a := range b.args {
				v.PrintType(a.typ)
				v.visitArgLoc(a)
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
	case *AffineMapAttr, *IntegerSetAttr, *LocationAttr, *OpaqueAttr:
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
