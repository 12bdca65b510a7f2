package ir

import (
	"fmt"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// This file compiles OpDef.Format strings, written in MLIR's declarative
// assembly-format language, into a list of FormatElems. The grammar of the
// format language is a participle v2 grammar; formats are compiled once per
// op kind and cached.

var formatLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Var", Pattern: `\$[a-zA-Z_][a-zA-Z0-9_]*`},
	{Name: "Lit", Pattern: "`[^`]*`"},
	{Name: "Str", Pattern: `"[^"]*"`},
	{Name: "Ident", Pattern: `[a-zA-Z_][a-zA-Z0-9_\-]*`},
	{Name: "Punct", Pattern: `[()<>,^?:|]`},
	{Name: "Space", Pattern: `[ \t\r\n]+`},
})

type fmtAST struct {
	Elems []*fmtNode `parser:"@@*"`
}

type fmtNode struct {
	Group  *fmtGroup  `parser:"(  @@"`
	Var    string     `parser:" | @Var"`
	Lit    *string    `parser:" | @Lit"`
	Str    *string    `parser:" | @Str"`
	Custom *fmtCustom `parser:" | @@"`
	OIList *fmtOIList `parser:" | @@"`
	Dir    *fmtDir    `parser:" | @@ )"`
	Anchor bool       `parser:"@'^'?"`
}

// fmtOIList is `oilist(clause | clause ...)`: clauses that may appear in
// any order, each at most once.
type fmtOIList struct {
	Clauses []*fmtClause `parser:"'oilist' '(' @@ ( '|' @@ )* ')'"`
}

type fmtClause struct {
	Elems []*fmtNode `parser:"@@+"`
}

type fmtGroup struct {
	Then []*fmtNode `parser:"'(' @@+ ')'"`
	Else []*fmtNode `parser:"( ':' '(' @@* ')' )? '?'"`
}

type fmtCustom struct {
	Name string     `parser:"'custom' '<' @Ident '>'"`
	Args []*fmtNode `parser:"'(' ( @@ ( ',' @@ )* )? ')'"`
}

type fmtDir struct {
	Name string     `parser:"@Ident"`
	Args []*fmtNode `parser:"( '(' ( @@ ( ',' @@ )* )? ')' )?"`
}

var formatParser = participle.MustBuild[fmtAST](
	participle.Lexer(formatLexer),
	participle.Elide("Space"),
	participle.UseLookahead(3),
)

// FormatKind is the kind of a compiled format element.
type FormatKind int

// Format element kinds.
const (
	FmtLiteral FormatKind = iota
	FmtVar
	FmtAttrDict
	FmtAttrDictWithKeyword
	FmtPropDict
	FmtType
	FmtQualified
	FmtFunctionalType
	FmtOperands
	FmtResults
	FmtRegions
	FmtSuccessors
	FmtCustom
	FmtGroup
	FmtRef
	FmtOIList
	// FmtString is a string argument of a custom directive (MLIR passes
	// C++ expressions this way, e.g. a delimiter).
	FmtString
)

// FormatElem is one compiled element of a declarative assembly format.
type FormatElem struct {
	Kind FormatKind
	// Lit is a literal's text (empty for the `` spacing literal).
	Lit string
	// Slot is the variable's slot (FmtVar).
	Slot *Slot
	// Args are a directive's arguments: type($x), functional-type(a, b),
	// qualified(x), ref(x) and custom<Name>(...).
	Args []*FormatElem
	// Name is a custom directive's name.
	Name string
	// Then and Else are an optional group's elements.
	Then, Else []*FormatElem
	// Clauses are an oilist's clauses, each starting with its keyword.
	Clauses [][]*FormatElem
	// Anchor marks the anchor element of an optional group; AnchorElem is
	// the group's anchor.
	Anchor     bool
	AnchorElem *FormatElem
}

// Format is a compiled declarative assembly format.
type Format struct {
	Elems []*FormatElem
	// Used holds the names of attributes the format prints itself (so that
	// attr-dict elides them).
	Used map[string]bool
	Sig  *Signature

	elideOnce    sync.Once
	staticElided []string
	hasDefaults  bool
}

var formatCache sync.Map // *OpDef -> fmtEntry

type fmtEntry struct {
	f   *Format
	err error
}

// CompiledFormat returns d's compiled Format (nil if d.Format is empty).
func (d *OpDef) CompiledFormat() (*Format, error) {
	if d == nil || d.Format == "" {
		return nil, nil
	}
	if e, ok := formatCache.Load(d); ok {
		en := e.(fmtEntry)
		return en.f, en.err
	}
	sig, err := d.Signature()
	var f *Format
	if err == nil {
		f, err = CompileFormat(d.Format, sig, d)
		if err != nil {
			err = fmt.Errorf("op %s: format: %w", d.Name, err)
		}
	}
	formatCache.Store(d, fmtEntry{f, err})
	return f, err
}

// CompileFormat compiles a declarative format against a signature.
func CompileFormat(src string, sig *Signature, d *OpDef) (*Format, error) {
	ast, err := formatParser.ParseString("format", src)
	if err != nil {
		return nil, err
	}
	if sig == nil {
		sig = &Signature{byName: map[string]*Slot{}}
	}
	c := &formatCompiler{sig: sig, used: map[string]bool{}}
	elems, err := c.nodes(ast.Elems, false)
	if err != nil {
		return nil, err
	}
	return &Format{Elems: elems, Used: c.used, Sig: sig}, nil
}

type formatCompiler struct {
	sig      *Signature
	used     map[string]bool
	inCustom int // nesting depth of custom directive arguments
}

func (c *formatCompiler) nodes(ns []*fmtNode, inGroup bool) ([]*FormatElem, error) {
	out := make([]*FormatElem, 0, len(ns))
	for _, n := range ns {
		e, err := c.node(n, inGroup)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

func (c *formatCompiler) node(n *fmtNode, inGroup bool) (*FormatElem, error) {
	var e *FormatElem
	switch {
	case n.Group != nil:
		then, err := c.nodes(n.Group.Then, true)
		if err != nil {
			return nil, err
		}
		els, err := c.nodes(n.Group.Else, true)
		if err != nil {
			return nil, err
		}
		e = &FormatElem{Kind: FmtGroup, Then: then, Else: els}
		for _, t := range then {
			if t.Anchor {
				e.AnchorElem = t
			}
		}
		if e.AnchorElem == nil {
			return nil, fmt.Errorf("optional group has no anchor '^'")
		}
	case n.Var != "":
		name := n.Var[1:]
		sl := c.sig.Slot(name)
		if sl == nil {
			return nil, fmt.Errorf("unknown variable $%s (declare it in Args, Results, Regions or Successors)", name)
		}
		if sl.Kind == SlotAttr {
			c.used[name] = true
		}
		e = &FormatElem{Kind: FmtVar, Slot: sl}
	case n.Lit != nil:
		e = &FormatElem{Kind: FmtLiteral, Lit: strings.Trim(*n.Lit, "`")}
	case n.Str != nil:
		if c.inCustom == 0 {
			return nil, fmt.Errorf("string %s outside a custom directive's arguments", *n.Str)
		}
		e = &FormatElem{Kind: FmtString, Lit: strings.Trim(*n.Str, `"`)}
	case n.OIList != nil:
		e = &FormatElem{Kind: FmtOIList}
		seen := map[string]bool{}
		for _, cl := range n.OIList.Clauses {
			elems, err := c.nodes(cl.Elems, true)
			if err != nil {
				return nil, err
			}
			if elems[0].Kind != FmtLiteral || !isKeywordLit(elems[0].Lit) {
				return nil, fmt.Errorf("oilist clause must start with a keyword literal")
			}
			if seen[elems[0].Lit] {
				return nil, fmt.Errorf("oilist clause keyword `%s` used twice", elems[0].Lit)
			}
			seen[elems[0].Lit] = true
			for _, x := range elems[1:] {
				sl := x.Slot
				if x.Kind == FmtType || x.Kind == FmtQualified {
					sl = x.Args[0].Slot
				}
				if sl != nil && (sl.Kind == SlotOperand || sl.Kind == SlotResult) && sl.Arity == Single ||
					sl != nil && sl.Kind == SlotAttr && !sl.OptionalAttr {
					return nil, fmt.Errorf("$%s in an oilist clause must be optional or variadic", sl.Name)
				}
			}
			e.Clauses = append(e.Clauses, elems)
		}
	case n.Custom != nil:
		c.inCustom++
		args, err := c.nodes(n.Custom.Args, inGroup)
		c.inCustom--
		if err != nil {
			return nil, err
		}

		if LookupCustomDirective(n.Custom.Name) == nil {
			return nil, fmt.Errorf("unknown custom directive custom<%s> (register it with RegisterCustomDirective)", n.Custom.Name)
		}
		e = &FormatElem{Kind: FmtCustom, Name: n.Custom.Name, Args: args}
	case n.Dir != nil:
		args, err := c.nodes(n.Dir.Args, inGroup)
		if err != nil {
			return nil, err
		}
		kinds := map[string]FormatKind{
			"attr-dict": FmtAttrDict, "attr-dict-with-keyword": FmtAttrDictWithKeyword,
			"prop-dict": FmtPropDict, "type": FmtType, "qualified": FmtQualified,
			"functional-type": FmtFunctionalType, "operands": FmtOperands, "results": FmtResults,
			"regions": FmtRegions, "successors": FmtSuccessors, "ref": FmtRef,
		}
		k, ok := kinds[n.Dir.Name]
		if !ok {
			return nil, fmt.Errorf("unknown directive %q", n.Dir.Name)
		}
		e = &FormatElem{Kind: k, Args: args}
		switch k {
		case FmtType, FmtQualified, FmtRef:
			if len(args) != 1 {
				return nil, fmt.Errorf("%s(...) takes one argument", n.Dir.Name)
			}
		case FmtFunctionalType:
			if len(args) != 2 {
				return nil, fmt.Errorf("functional-type(...) takes two arguments")
			}
		}
	default:
		return nil, fmt.Errorf("empty format element")
	}
	e.Anchor = n.Anchor
	return e, nil
}

// CustomArg is one argument of a custom<Name>(...) directive as its parse
// and print functions see it. At parse time the function fills the fields
// that match Kind (Operands for an operand, Types for type(...), Attr for an
// attribute, Regions for a region, Successors for a successor); ref(...)
// arguments come pre-filled and read-only. At print time every field that
// matches Kind is filled from the op (Values for operands).
type CustomArg struct {
	// Kind is the slot kind; for type(...) arguments IsType is set and
	// Kind is the kind of the typed slot.
	Kind   SlotKind
	IsType bool
	// IsAttrDict marks an attr-dict argument (State holds the state at
	// parse time; Op at print time).
	IsAttrDict bool
	Ref        bool
	Slot       *Slot
	elem       *FormatElem // the variable's format element
	// Str is a string argument's text (Slot is nil): `"{}"`, a delimiter.
	Str string

	Operands   []UnresolvedOperand
	Values     []*Value
	Types      []Type
	Attr       Attribute
	Regions    []*Region
	Successors []*Block
	State      *OperationState
	Op         *Operation
}

// CustomDirective implements a custom<Name>(...) format directive. Peek,
// when set, reports whether the directive's syntax starts at the next token
// (needed when the directive begins an optional group).
type CustomDirective struct {
	Parse func(p OpAsmParser, args []*CustomArg) error
	Print func(p OpAsmPrinter, op *Operation, args []*CustomArg)
	Peek  func(p OpAsmParser) bool
}

var (
	customMu   sync.RWMutex
	customDirs = map[string]*CustomDirective{}
)

// RegisterCustomDirective makes custom<name>(...) available to formats.
func RegisterCustomDirective(name string, d *CustomDirective) {
	customMu.Lock()
	customDirs[name] = d
	customMu.Unlock()
}

// LookupCustomDirective returns the custom directive called name, or nil.
func LookupCustomDirective(name string) *CustomDirective {
	customMu.RLock()
	defer customMu.RUnlock()
	return customDirs[name]
}
