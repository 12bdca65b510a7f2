package ir

import (
	"bufio"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
)

// printGeneration numbers printer runs (see Value.printGen).
var printGeneration atomic.Uint32

// printer writes MLIR text. It implements OpAsmPrinter for custom hooks
// and the format engine.
type printer struct {
	w      *bufio.Writer
	opts   PrintOptions
	indent int

	// aliases collects the generated #map/#set/... aliases; nil when
	// printing in local scope (no aliases, as mlir-opt's IR dumps of
	// nested ops).
	aliases *aliasState
	// resources lists the dense_resource keys printed, in order.
	resources []string
	// aliasVisited holds the generic-form ops whose regions aliasVisitor
	// has already met.
	aliasVisited map[*Operation]bool

	// names holds the SSA value and block names (see asmnames.go).
	names   *namer
	scratch []byte
	typeStr map[Type]string
	// dialects is the stack of default dialects of the ops whose regions
	// are being printed.
	dialects []string
	// distincts numbers distinct attributes (print_distinct.go).
	distincts *distinctState
}

var _ OpAsmPrinter = (*printer)(nil)

func newPrinter(w *bufio.Writer, opts PrintOptions, withAliases bool) *printer {
	pr := &printer{w: w, opts: opts,
		names:   newNamer(opts.Generic),
		typeStr: map[Type]string{},
	}
	if withAliases {
		pr.aliases = newAliasState()
		pr.aliases.typeText = pr.typeString
	}
	return pr
}

func (pr *printer) ws(s string) { pr.w.WriteString(s) }

// printTopLevel prints op as the root of the output.
func (pr *printer) printTopLevel(op *Operation) {
	pr.names.nameTree(op)
	pr.printOp(op)
	pr.ws("\n")
}

func (pr *printer) writeIndent() {
	for i := 0; i < pr.indent; i++ {
		pr.w.WriteString("  ")
	}
}

func (pr *printer) valueName(v *Value) {
	b := pr.names.appendValueName(pr.scratch[:0], v)
	pr.w.Write(b)
	pr.scratch = b
}

func (pr *printer) blockName(b *Block) {
	n, ok := pr.names.blocks[b]
	if !ok {
		pr.w.WriteString("^INVALIDBLOCK")
		return
	}
	pr.w.WriteString("^bb")
	pr.w.WriteString(strconv.Itoa(int(n)))
}

// printResults prints the result list left of ` = `, one entry per result
// group (`%0`, `%0:2`, `%base_buffer, %offset, %sizes:2, %strides:2`).
func (pr *printer) printResults(op *Operation) {
	n := int32(len(op.results))
	starts := pr.names.resultGroups(op)
	b := pr.scratch[:0]
	for gi, s := range starts {
		if gi > 0 {
			b = append(b, ", "...)
		}
		end := n
		if gi+1 < len(starts) {
			end = starts[gi+1]
		}
		head := &op.results[s]
		if head.printGen != pr.names.gen {
			b = append(b, "%<<UNKNOWN SSA VALUE>>"...)
		} else {
			b = pr.names.appendName(b, head.printNum, -1, false)
		}
		if end-s > 1 {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(end-s), 10)
		}
	}
	b = append(b, " = "...)
	pr.w.Write(b)
	pr.scratch = b
}

// printOp prints op (without indentation or trailing newline).
func (pr *printer) printOp(op *Operation) {
	// MLIR's alias walk meets an op's location before the op.
	var locAlias *aliasEntry
	if pr.opts.DebugInfo && pr.aliases != nil {
		locAlias = pr.aliases.locAlias(locationAttr(op.Loc), true)
	}
	if len(op.results) > 0 {
		pr.printResults(op)
	}
	pr.printOpBody(op, locAlias, true)
}

// PrintCustomOrGenericOp prints op inline, without its results and
// without its location (mlir-opt's --mlir-print-debuginfo leaves it out
// there, though the location keeps its alias).
func (pr *printer) PrintCustomOrGenericOp(op *Operation) {
	if pr.opts.DebugInfo && pr.aliases != nil {
		pr.aliases.locAlias(locationAttr(op.Loc), true)
	}
	pr.printOpBody(op, nil, false)
}

// printOpBody prints op from its name on, and its location with
// DebugInfo when withLoc.
func (pr *printer) printOpBody(op *Operation, locAlias *aliasEntry, withLoc bool) {
	def := op.info.def
	custom := false
	if !pr.opts.Generic && def != nil {
		switch {
		case def.Print != nil:
			pr.writeOpName(op.info.name)
			def.Print(pr, op)
			custom = true
		case def.Format != "":
			if f, err := def.CompiledFormat(); err == nil {
				if ops, res, ok := f.match(op); ok {
					pr.writeOpName(op.info.name)
					f.print(pr, op, ops, res)
					custom = true
				}
			}
		}
	}
	if !custom {
		pr.printGeneric(op)
	}
	if pr.opts.DebugInfo && withLoc {
		if locAlias != nil {
			pr.w.WriteString(" loc(" + locAlias.ref() + ")")
		} else {
			pr.w.WriteString(" ")
			pr.printLoc(op.Loc)
		}
	}
}

// writeOpName writes a custom op's name as mlir-opt prints it:
// builtin.module as `module`, and ops of the enclosing op's default
// dialect without their prefix (`return` inside func.func).
func (pr *printer) writeOpName(name string) {
	if name == "builtin.module" {
		name = "module"
	} else if n := len(pr.dialects); n > 0 {
		if d := pr.dialects[n-1]; d != "" && len(name) > len(d)+1 && name[:len(d)] == d && name[len(d)] == '.' {
			name = name[len(d)+1:]
		}
	}
	pr.w.WriteString(name)
}

// DefaultDialect returns the dialect whose ops may be written without their
// prefix inside op's regions (MLIR's OpAsmOpInterface::getDefaultDialect):
// "func" for func.func, "async" for async.func, "" otherwise.
func DefaultDialect(opName string) string {
	switch opName {
	case "func.func":
		return "func"
	case "async.func":
		return "async"
	}
	return ""
}

// locationAttr returns l as a location attribute: its explicit one, else
// its file position, else unknown.
func locationAttr(l Location) *LocationAttr {
	if la, ok := l.Attr.(*LocationAttr); ok {
		return la
	}
	if l.Pos.IsValid() {
		return NewFileLoc(l.Pos.File, l.Pos.Line, l.Pos.Col)
	}
	return UnknownLoc
}

// printLoc prints l as `loc(...)` without an alias of its own (nested
// locations use theirs when aliases are on, as MLIR prints block argument
// locations).
func (pr *printer) printLoc(l Location) {
	la := locationAttr(l)
	if pr.aliases == nil {
		pr.w.WriteString(la.String())
		return
	}
	e := pr.aliases.locAlias(la, false)
	pr.w.Write([]byte(e.definition()))
}

func (pr *printer) printGeneric(op *Operation) {
	if pr.aliases != nil && !pr.aliasVisited[op] {
		// MLIR numbers the aliases of a generic op's regions, types and
		// attributes in that order, not in print order.
		aliasVisitor{pr}.visitGeneric(op)
	}
	w := pr.w
	w.WriteString(QuoteString(op.info.name))
	w.WriteByte('(')
	for i := range op.operands {
		if i > 0 {
			w.WriteString(", ")
		}
		pr.PrintOperand(op.operands[i].value)
	}
	w.WriteByte(')')
	if len(op.succs()) > 0 {
		w.WriteByte('[')
		for i, b := range op.succs() {
			if i > 0 {
				w.WriteString(", ")
			}
			pr.blockName(b)
		}
		w.WriteByte(']')
	}
	if props := propsWithDefaults(op); len(props) > 0 {
		w.WriteString(" <")
		pr.printDict(props, nil)
		w.WriteString(">")
	}
	if len(op.regs()) > 0 {
		w.WriteString(" (")
		for i, r := range op.regs() {
			if i > 0 {
				w.WriteString(", ")
			}
			pr.printRegion(r, true, true, true)
		}
		w.WriteString(")")
	}
	if len(op.attrs) > 0 {
		w.WriteByte(' ')
		pr.printDict(op.attrs, nil)
	}
	w.WriteString(" : (")
	for i := range op.operands {
		if i > 0 {
			w.WriteString(", ")
		}
		pr.PrintType(op.operands[i].value.typ)
	}
	w.WriteString(") -> ")
	if len(op.results) == 1 {
		if _, isFn := op.results[0].typ.(*FunctionType); !isFn {
			pr.PrintType(op.results[0].typ)
			return
		}
	}
	w.WriteByte('(')
	for i := range op.results {
		if i > 0 {
			w.WriteString(", ")
		}
		pr.PrintType(op.results[i].typ)
	}
	w.WriteByte(')')
}

// propsWithDefaults returns op's properties plus the default value of each
// DefaultValuedAttr property the op does not set: MLIR's properties always
// hold those, so its generic form prints them.
func propsWithDefaults(op *Operation) []NamedAttr {
	d := op.info.def
	if d == nil || !d.HasSignature() {
		return op.props
	}
	sig, err := d.Signature()
	if err != nil || sig == nil {
		return op.props
	}
	props := op.props
	for _, sl := range sig.Attrs {
		if !sl.Materialized || sl.Default == "" || lookupNamed(op.props, sl.Name) != nil || lookupNamed(op.attrs, sl.Name) != nil {
			continue
		}
		if len(props) == len(op.props) {
			props = append([]NamedAttr(nil), op.props...)
		}
		props = append(props, NamedAttr{sl.Name, defaultAttr(sl)})
	}
	return props
}

// defaultAttr is the value of a DefaultValuedAttr slot's default: the case
// index of an enum keyword (as the engine stores enums), else the default
// text as written.
func defaultAttr(sl *Slot) Attribute {
	if c := sl.Type; c != nil && (c.Name == "I64EnumAttr" || c.Name == "I32EnumAttr") {
		for i, cs := range attrCases(c) {
			if cs == sl.Default {
				t := I64
				if c.Name == "I32EnumAttr" {
					t = I32
				}
				return &IntegerAttr{Value: int64(i), Type: t}
			}
		}
	}
	return &OpaqueAttr{Text: sl.Default}
}

// sortedAttrs returns list sorted by name, as MLIR's attribute
// dictionaries are (list itself when it already is).
func sortedAttrs(list []NamedAttr) []NamedAttr {
	for i := 1; i < len(list); i++ {
		if list[i].Name < list[i-1].Name {
			out := append([]NamedAttr(nil), list...)
			sort.SliceStable(out, func(a, b int) bool { return out[a].Name < out[b].Name })
			return out
		}
	}
	return list
}

func (pr *printer) printDict(list []NamedAttr, elided map[string]bool) {
	list = sortedAttrs(list)
	w := pr.w
	w.WriteByte('{')
	first := true
	for _, na := range list {
		if elided[na.Name] {
			continue
		}
		if !first {
			w.WriteString(", ")
		}
		first = false
		pr.printAttrName(na.Name)
		if _, unit := na.Value.(*UnitAttr); !unit {
			w.WriteString(" = ")
			pr.PrintAttribute(na.Value)
		}
	}
	w.WriteByte('}')
}

func (pr *printer) printAttrName(n string) {
	ok := n != ""
	for i := 0; i < len(n) && ok; i++ {
		c := n[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || (i > 0 && (c >= '0' && c <= '9' || c == '$' || c == '.'))) {
			ok = false
		}
	}
	if ok {
		pr.w.WriteString(n)
	} else {
		pr.w.WriteString(QuoteString(n))
	}
}

// ---- OpAsmPrinter ----

func (pr *printer) WriteString(s string) { pr.w.WriteString(s) }

func (pr *printer) PrintOperand(v *Value) {
	if v == nil {
		pr.w.WriteString("%<<NULL VALUE>>")
		return
	}
	pr.valueName(v)
}

func (pr *printer) PrintOperands(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			pr.w.WriteString(", ")
		}
		pr.PrintOperand(v)
	}
}

func (pr *printer) PrintType(t Type) {
	if t == nil {
		pr.w.WriteString("<<NULL TYPE>>")
		return
	}
	pr.w.WriteString(pr.typeString(t))
}

func (pr *printer) PrintTypes(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			pr.w.WriteString(", ")
		}
		pr.PrintType(t)
	}
}

func (pr *printer) PrintArrowTypeList(ts []Type) {
	if len(ts) == 0 {
		return
	}
	pr.w.WriteString(" -> ")
	if len(ts) == 1 {
		if _, isFn := ts[0].(*FunctionType); !isFn {
			pr.PrintType(ts[0])
			return
		}
	}
	pr.w.WriteByte('(')
	pr.PrintTypes(ts)
	pr.w.WriteByte(')')
}

func (pr *printer) PrintFunctionalType(op *Operation) {
	pr.w.WriteByte('(')
	pr.PrintTypes(op.OperandTypes())
	pr.w.WriteString(") -> ")
	rs := op.ResultTypes()
	if len(rs) == 1 {
		if _, isFn := rs[0].(*FunctionType); !isFn {
			pr.PrintType(rs[0])
			return
		}
	}
	pr.w.WriteByte('(')
	pr.PrintTypes(rs)
	pr.w.WriteByte(')')
}

func (pr *printer) PrintAttribute(a Attribute) { pr.printAttr(a, false) }

// printAttr prints a; with elide, i64 integer and f64 float literals drop
// their type (as mlir-opt prints array elements).
func (pr *printer) printAttr(a Attribute, elide bool) {
	if a == nil {
		pr.w.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	if d, ok := a.(*DistinctAttr); ok {
		pr.printDistinct(d)
		return
	}
	if pr.aliases != nil {
		if e := pr.aliases.attrAlias(a); e != nil {
			pr.w.WriteString(e.ref())
			return
		}
	}
	switch a := a.(type) {
	case *TypeAttr:
		pr.PrintType(a.Type)
	case *ArrayAttr:
		pr.w.WriteByte('[')
		for i, e := range a.Elems {
			if i > 0 {
				pr.w.WriteString(", ")
			}
			pr.printAttr(e, true)
		}
		pr.w.WriteByte(']')
	case *IntegerAttr:
		pr.PrintAttributeWithoutType(a)
		if it, ok := a.Type.(*IntegerType); ok && it.Width == 1 && it.Signedness == Signless {
			return
		}
		if a.Type == nil || elide && isSignlessInt(a.Type, 64) {
			return
		}
		pr.w.WriteString(" : ")
		pr.PrintType(a.Type)
	case *FloatAttr:
		pr.PrintAttributeWithoutType(a)
		if ft, ok := a.Type.(*FloatType); a.Type == nil || elide && ok && ft.Kind == "f64" {
			return
		}
		pr.w.WriteString(" : ")
		pr.PrintType(a.Type)
	case *DictionaryAttr:
		pr.printDict(a.Entries, nil)
	case *DenseElementsAttr:
		pr.PrintAttributeWithoutType(a)
		pr.w.WriteString(" : ")
		pr.PrintType(a.Type)
	case *SparseElementsAttr:
		pr.PrintAttributeWithoutType(a)
		pr.w.WriteString(" : ")
		pr.PrintType(a.Type)
	case *SymbolRefAttr:
		pr.PrintSymbolName(a.Root)
		for _, n := range a.Nested {
			pr.w.WriteString("::")
			pr.PrintSymbolName(n)
		}
	default:
		pr.w.WriteString(a.String())
	}
}

func (pr *printer) PrintAttributeWithoutType(a Attribute) {
	switch a := a.(type) {
	case *IntegerAttr:
		if it, ok := a.Type.(*IntegerType); ok && it.Width == 1 && it.Signedness == Signless {
			pr.w.WriteString(a.String())
			return
		}
		if a.Big != nil {
			pr.w.WriteString(a.Big.String())
		} else {
			pr.w.WriteString(strconv.FormatInt(a.Value, 10))
		}
	case *FloatAttr:
		pr.w.WriteString(a.Literal())
	case *StringAttr:
		pr.w.WriteString(QuoteString(a.Value))
	case *DenseElementsAttr:
		if a.Resource {
			pr.noteResource(a.Body)
			pr.w.WriteString("dense_resource<" + a.Body + ">")
		} else if body := a.CanonicalBody(); pr.elideElements(body, a.Type) {
			pr.w.WriteString(elidedElements)
		} else {
			pr.w.WriteString("dense<" + body + ">")
		}
	case *SparseElementsAttr:
		if pr.elideSparse(a) {
			pr.w.WriteString(elidedElements)
			return
		}
		pr.w.WriteString("sparse<" + a.Body + ">")
	default:
		pr.PrintAttribute(a)
	}
}

func (pr *printer) attrDict(op *Operation, elided []string, keyword bool) {
	el := func(n string) bool {
		for _, e := range elided {
			if e == n {
				return true
			}
		}
		return false
	}
	any := false
	for _, lists := range [2][]NamedAttr{op.props, op.attrs} {
		for _, na := range lists {
			if !el(na.Name) {
				any = true
			}
		}
	}
	if !any {
		return
	}
	if keyword {
		pr.w.WriteString(" attributes")
	}
	pr.w.WriteString(" {")
	first := true
	var all []NamedAttr
	switch {
	case len(op.props) > 0 && len(op.attrs) > 0:
		all = sortedAttrs(append(append([]NamedAttr(nil), op.props...), op.attrs...))
	case len(op.props) > 0:
		all = sortedAttrs(op.props)
	default:
		all = sortedAttrs(op.attrs)
	}
	for _, lists := range [1][]NamedAttr{all} {
		for _, na := range lists {
			if el(na.Name) {
				continue
			}
			if !first {
				pr.w.WriteString(", ")
			}
			first = false
			pr.printAttrName(na.Name)
			if _, unit := na.Value.(*UnitAttr); !unit {
				pr.w.WriteString(" = ")
				pr.PrintAttribute(na.Value)
			}
		}
	}
	pr.w.WriteString("}")
}

func (pr *printer) PrintOptionalAttrDict(op *Operation, elided ...string) {
	pr.attrDict(op, elided, false)
}

func (pr *printer) PrintOptionalAttrDictWithKeyword(op *Operation, elided ...string) {
	pr.attrDict(op, elided, true)
}

func (pr *printer) PrintSymbolName(name string) {
	pr.w.WriteByte('@')
	ok := name != ""
	for i := 0; i < len(name) && ok; i++ {
		c := name[i]
		// MLIR's bare identifiers: [a-zA-Z_][a-zA-Z0-9_$.]*; others quoted.
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || (i > 0 && (c >= '0' && c <= '9' || c == '$' || c == '.'))) {
			ok = false
		}
	}
	if ok {
		pr.w.WriteString(name)
	} else {
		pr.w.WriteString(QuoteString(name))
	}
}

func (pr *printer) PrintArgument(v *Value, withType bool, attrs []NamedAttr) {
	pr.valueName(v)
	if withType {
		pr.w.WriteString(": ")
		pr.PrintType(v.typ)
	}
	if len(attrs) > 0 {
		pr.w.WriteByte(' ')
		pr.printDict(attrs, nil)
	}
	if pr.opts.DebugInfo {
		pr.w.WriteByte(' ')
		pr.printLoc(v.Loc)
	}
}

func (pr *printer) PrintRegion(r *Region, printEntryArgs, printEmptyTerminator bool) {
	pr.printRegion(r, printEntryArgs, printEmptyTerminator, false)
}

// printRegion is PrintRegion; printEmptyBlock prints the label of an empty
// entry block (the generic form needs it: `({\n^bb0:\n})` has one block,
// `({\n})` none).
func (pr *printer) printRegion(r *Region, printEntryArgs, printEmptyTerminator, printEmptyBlock bool) {
	w := pr.w
	w.WriteString("{\n")
	pr.indent++
	dd := ""
	if r.parent != nil && !pr.opts.Generic {
		dd = DefaultDialect(r.parent.info.name)
	}
	pr.dialects = append(pr.dialects, dd)
	defer func() { pr.dialects = pr.dialects[:len(pr.dialects)-1] }()
	blocks := r.bl()
	var preds [][]int32
	if len(blocks) > 1 {
		preds = blockPredecessors(r, pr.names.blocks)
	}
	for bi, b := range blocks {
		if bi > 0 || (printEntryArgs && len(b.args) > 0) || (printEmptyBlock && b.first == nil) {
			pr.indent--
			pr.writeIndent()
			pr.indent++
			pr.blockName(b)
			if len(b.args) > 0 {
				w.WriteByte('(')
				for i, a := range b.args {
					if i > 0 {
						w.WriteString(", ")
					}
					pr.PrintArgument(a, true, nil)
				}
				w.WriteByte(')')
			}
			w.WriteByte(':')
			if preds != nil {
				pr.printPredecessors(bi, preds[bi])
			}
			w.WriteByte('\n')
		}
		for o := b.first; o != nil; o = o.next {
			if o == b.last && !printEmptyTerminator && len(blocks) == 1 && o.HasTrait(Terminator) &&
				len(o.operands) == 0 && len(o.results) == 0 && len(o.attrs) == 0 && len(o.props) == 0 && len(o.succs()) == 0 {
				continue
			}
			pr.writeIndent()
			pr.printOp(o)
			w.WriteByte('\n')
		}
	}
	pr.indent--
	pr.writeIndent()
	w.WriteString("}")
}

// blockPredecessors returns, for each block of r, the indices of the blocks
// whose terminators branch to it, one per successor use, sorted.
func blockPredecessors(r *Region, index map[*Block]int32) [][]int32 {
	preds := make([][]int32, len(r.blocks))
	for bi, b := range r.blocks {
		for o := b.first; o != nil; o = o.next {
			for _, s := range o.succs() {
				if i, ok := index[s]; ok && s.parent == r {
					preds[i] = append(preds[i], int32(bi))
				}
			}
		}
	}
	for _, p := range preds {
		sort.Slice(p, func(i, j int) bool { return p[i] < p[j] })
	}
	return preds
}

// printPredecessors writes mlir-opt's comment after a block label:
// `  // pred: ^bb0`, `  // 2 preds: ^bb1, ^bb2` or `  // no predecessors`.
func (pr *printer) printPredecessors(bi int, preds []int32) {
	w := pr.w
	switch len(preds) {
	case 0:
		if bi > 0 {
			w.WriteString("  // no predecessors")
		}
		return
	case 1:
		w.WriteString("  // pred: ^bb")
	default:
		w.WriteString("  // ")
		w.WriteString(strconv.Itoa(len(preds)))
		w.WriteString(" preds: ^bb")
	}
	for i, p := range preds {
		if i > 0 {
			w.WriteString(", ^bb")
		}
		w.WriteString(strconv.Itoa(int(p)))
	}
}

func (pr *printer) PrintSuccessor(b *Block) { pr.blockName(b) }

// noteResource records a reference to the builtin dialect resource key.
func (pr *printer) noteResource(key string) {
	if len(key) > 1 && key[0] == '"' && key[len(key)-1] == '"' {
		// MLIR's escapes (\22, \\), not Go's.
		if k, ok := unescapeString(key[1 : len(key)-1]); ok {
			key = k
		}
	}
	for _, k := range pr.resources {
		if k == key {
			return
		}
	}
	pr.resources = append(pr.resources, key)
}

func (pr *printer) PrintNewline() {
	pr.w.WriteByte('\n')
	pr.writeIndent()
}

func (pr *printer) IncreaseIndent() { pr.indent++ }

func (pr *printer) DecreaseIndent() { pr.indent-- }

func (pr *printer) PrintSuccessorAndUseList(b *Block, operands []*Value) {
	pr.blockName(b)
	if len(operands) == 0 {
		return
	}
	pr.w.WriteByte('(')
	pr.PrintOperands(operands)
	pr.w.WriteString(" : ")
	for i, v := range operands {
		if i > 0 {
			pr.w.WriteString(", ")
		}
		pr.PrintType(v.typ)
	}
	pr.w.WriteByte(')')
}

func (pr *printer) PrintAffineMapOfSSAIds(m *AffineMap, operands []*Value) {
	pr.w.WriteByte('[')
	for i, e := range m.Results {
		if i > 0 {
			pr.w.WriteString(", ")
		}
		writeAffineExprSSA(pr, e, m.NumDims, operands)
	}
	pr.w.WriteByte(']')
}

// writeAffineExprSSA prints e with dims and symbols replaced by the names
// of operands (dims first, then symbols, printed as symbol(%x)), as MLIR's
// printAffineExprOfSSAIds.
func writeAffineExprSSA(p OpAsmPrinter, e *AffineExpr, numDims int, operands []*Value) {
	ws := func(s string) (int, error) {
		p.WriteString(s)
		return len(s), nil
	}
	affineWriter{ws: ws, leaf: func(e *AffineExpr) {
		i := int(e.Pos)
		if e.Kind == AffineSymbol {
			i += numDims
		}
		if i >= len(operands) {
			p.WriteString(e.String())
			return
		}
		if e.Kind == AffineSymbol {
			p.WriteString("symbol(")
			p.PrintOperand(operands[i])
			p.WriteString(")")
			return
		}
		p.PrintOperand(operands[i])
	}}.expr(e, false)
}

func isSignlessInt(t Type, w int) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == w && it.Signedness == Signless
}

// elidedElements is what an elided elements attribute prints as (MLIR's
// printElidedElementsAttr); mlir-opt and memopt read it back as a
// resource with no data.
const elidedElements = "dense_resource<__elided__>"

// elideElements reports whether the dense elements of type t written as
// the canonical body are elided (PrintOptions.ElideElementsAttrs): more
// elements than the limit and not a splat (one element, not a list or a
// hex string).
func (pr *printer) elideElements(body string, t Type) bool {
	if !pr.opts.ElideElementsAttrs || !strings.HasPrefix(body, "[") && !strings.HasPrefix(body, "\"0x") {
		return false
	}
	st, ok := t.(ShapedType)
	if !ok {
		return false
	}
	dims, ranked := st.Dims()
	if !ranked {
		return false
	}
	n := int64(1)
	for _, d := range dims {
		if d < 0 {
			return false
		}
		if n > 0 && d > math.MaxInt64/n {
			return true
		}
		n *= d
	}
	return n > pr.opts.ElideElementsLimit
}

// elideSparse reports whether a sparse elements attribute is elided: its
// indices (shape [count, rank]) or its values (shape [count]) are, as
// dense elements, more than the limit and not a splat.
func (pr *printer) elideSparse(a *SparseElementsAttr) bool {
	if !pr.opts.ElideElementsAttrs {
		return false
	}
	body := strings.TrimSpace(a.Body)
	comma := topLevelComma(body)
	if comma < 0 {
		return false
	}
	st, ok := a.Type.(ShapedType)
	if !ok {
		return false
	}
	for _, part := range []struct {
		text string
		elem Type
	}{{strings.TrimSpace(body[:comma]), I64}, {strings.TrimSpace(body[comma+1:]), st.ElementType()}} {
		shape, err := literalShape(part.text, part.elem)
		if err != nil || shape == nil {
			continue
		}
		if pr.elideElements(part.text, &RankedTensorType{Shape: shape, Elem: part.elem}) {
			return true
		}
	}
	return false
}
