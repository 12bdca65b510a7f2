package ir

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// This file holds the op signature language: the declarative description
// of an op's operand, result, attribute, region and successor slots that an
// OpDef carries (OpDef.Args, Results, Regions, Successors, TypeRules). The
// declarative assembly-format engine (format_*.go) and the verifier read it.
//
// Each field is a comma-separated list of `name:Constraint` entries, with
// constraints spelled like MLIR ODS constraints:
//
//	Args:       "memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">"
//	Results:    "result:AnyType"
//	Regions:    "body:SizedRegion<1>"
//	Successors: "dest:AnySuccessor"
//	TypeRules:  "AllTypesMatch<lhs, rhs, result>; result = elem(memref)"
//
// Args holds operands and attributes in ODS order. An entry is an attribute
// when its constraint is an attribute constraint (its name ends in "Attr",
// e.g. I64Attr, UnitAttr, OptionalAttr<...>, DefaultValuedAttr<...>,
// I64EnumAttr<...>, DialectAttr<...>); otherwise it is an operand.
// Attributes named in Args are inherent (properties).
//
// See doc.go for the list of constraints and type rules.

// SlotKind says what an op slot holds.
type SlotKind int

// Slot kinds.
const (
	SlotOperand SlotKind = iota
	SlotResult
	SlotAttr
	SlotRegion
	SlotSuccessor
)

func (k SlotKind) String() string {
	return [...]string{"operand", "result", "attribute", "region", "successor"}[k]
}

// Arity is how many values an operand/result/region/successor slot holds.
type Arity int

// Slot arities: exactly one, zero or one (Optional<...>), any (Variadic<...>).
const (
	Single Arity = iota
	OptionalArity
	VariadicArity
)

// Constraint is a parsed ODS-style constraint: a name with arguments, e.g.
// Variadic<Index> or DefaultValuedAttr<I64Attr, "0">.
type Constraint struct {
	Name string
	Args []*Constraint
	// Lit is set for string/number arguments (without quotes).
	Lit   string
	IsLit bool
}

func (c *Constraint) String() string {
	if c.IsLit {
		return strconv.Quote(c.Lit)
	}
	if len(c.Args) == 0 {
		return c.Name
	}
	parts := make([]string, len(c.Args))
	for i, a := range c.Args {
		parts[i] = a.String()
	}
	return c.Name + "<" + strings.Join(parts, ", ") + ">"
}

// Slot is one declared operand, result, attribute, region or successor.
type Slot struct {
	Name  string
	Kind  SlotKind
	Arity Arity
	// Index is the slot's position among the slots of its kind.
	Index int
	// Constraint is the full constraint as written.
	Constraint *Constraint
	// Type is the element constraint for operands/results (inside
	// Variadic/Optional), or the base attribute constraint for attributes
	// (inside OptionalAttr/DefaultValuedAttr/ConfinedAttr).
	Type *Constraint
	// Buildable is the fixed type an operand/result constraint implies
	// (Index -> index, I1 -> i1, ...), or the type of untyped literals of an
	// attribute constraint (I64Attr -> i64); nil if none.
	Buildable Type
	// OptionalAttr marks attributes that may be absent (OptionalAttr,
	// DefaultValuedAttr, UnitAttr).
	OptionalAttr bool
	// Default is the default value text of a DefaultValuedAttr; an
	// attribute whose printed form equals Default is elided when printed.
	Default string
	// Materialized marks DefaultValuedAttr (not DefaultValuedOptionalAttr)
	// slots: MLIR always holds their value, so the generic form prints the
	// default when the op does not set one.
	Materialized bool
}

// TypeRule is one compiled type relation of OpDef.TypeRules.
type TypeRule struct {
	// Kind is "all" (all named slots have one type) or "fn" (Target's type
	// is Func applied to Source's type).
	Kind    string
	Names   []string
	Target  string
	Func    string
	Sources []string
}

// Signature is the compiled slot description of an OpDef.
type Signature struct {
	Operands   []*Slot
	Results    []*Slot
	Attrs      []*Slot
	Regions    []*Slot
	Successors []*Slot
	Rules      []TypeRule
	// SameOperandsAndResultType is set by that type rule.
	SameOperandsAndResultType bool
	byName                    map[string]*Slot
	all                       []*Slot
}

// operandsAndResults returns the operand slots followed by the result
// slots.
func (s *Signature) operandsAndResults() []*Slot { return s.all }

// Slot returns the slot called name, or nil.
func (s *Signature) Slot(name string) *Slot {
	if s == nil {
		return nil
	}
	return s.byName[name]
}

// NeedsOperandSegments reports whether the op splits its operands with an
// operandSegmentSizes property (more than one non-single operand slot).
func (s *Signature) NeedsOperandSegments() bool { return countVariable(s.Operands) > 1 }

// NeedsResultSegments reports whether the op splits its results with a
// resultSegmentSizes property.
func (s *Signature) NeedsResultSegments() bool { return countVariable(s.Results) > 1 }

func countVariable(slots []*Slot) int {
	n := 0
	for _, sl := range slots {
		if sl.Arity != Single {
			n++
		}
	}
	return n
}

// ResultSegmentSizesAttr is the property that splits the results of an op
// with several variadic result groups (MLIR's AttrSizedResultSegments).
const ResultSegmentSizesAttr = "resultSegmentSizes"

var sigCache sync.Map // *OpDef -> sigEntry

type sigEntry struct {
	sig *Signature
	err error
}

// Signature returns the compiled signature of d (nil with a nil error when
// d declares no slots at all). Errors describe a malformed spec in the
// dialect file.
func (d *OpDef) Signature() (*Signature, error) {
	if d == nil {
		return nil, nil
	}
	if e, ok := sigCache.Load(d); ok {
		en := e.(sigEntry)
		return en.sig, en.err
	}
	sig, err := CompileSignature(d.Args, d.Results, d.Regions, d.Successors, d.TypeRules)
	if err != nil {
		err = fmt.Errorf("op %s: %w", d.Name, err)
	}
	sigCache.Store(d, sigEntry{sig, err})
	return sig, err
}

// HasSignature reports whether d declares any slots.
func (d *OpDef) HasSignature() bool {
	return d.Args != "" || d.Results != "" || d.Regions != "" || d.Successors != "" || d.TypeRules != ""
}

// CompileSignature compiles the five signature strings of an OpDef.
func CompileSignature(args, results, regions, successors, rules string) (*Signature, error) {
	s := &Signature{byName: map[string]*Slot{}}
	add := func(spec string, kind SlotKind) error {
		entries, err := splitTop(spec, ',')
		if err != nil {
			return err
		}
		for _, e := range entries {
			e = strings.TrimSpace(e)
			if e == "" {
				continue
			}
			colon := strings.IndexByte(e, ':')
			if colon <= 0 {
				return fmt.Errorf("slot %q: want name:Constraint", e)
			}
			name := strings.TrimSpace(e[:colon])
			c, err := ParseConstraint(strings.TrimSpace(e[colon+1:]))
			if err != nil {
				return fmt.Errorf("slot %q: %w", name, err)
			}
			if _, dup := s.byName[name]; dup {
				return fmt.Errorf("slot %q declared twice", name)
			}
			sl := &Slot{Name: name, Kind: kind, Constraint: c, Type: c}
			k := kind
			if kind == SlotOperand && IsAttrConstraint(c) {
				k = SlotAttr
				sl.Kind = SlotAttr
			}
			switch k {
			case SlotAttr:
				classifyAttrSlot(sl)
				sl.Index = len(s.Attrs)
				s.Attrs = append(s.Attrs, sl)
			case SlotOperand, SlotResult:
				switch c.Name {
				case "Variadic":
					sl.Arity = VariadicArity
				case "Optional":
					sl.Arity = OptionalArity
				}
				if sl.Arity != Single {
					if len(c.Args) != 1 {
						return fmt.Errorf("slot %q: %s takes one argument", name, c.Name)
					}
					sl.Type = c.Args[0]
				}
				sl.Buildable = BuildableType(sl.Type)
				if k == SlotOperand {
					sl.Index = len(s.Operands)
					s.Operands = append(s.Operands, sl)
				} else {
					sl.Index = len(s.Results)
					s.Results = append(s.Results, sl)
				}
			case SlotRegion:
				if c.Name == "VariadicRegion" {
					sl.Arity = VariadicArity
				}
				sl.Index = len(s.Regions)
				s.Regions = append(s.Regions, sl)
			case SlotSuccessor:
				if c.Name == "VariadicSuccessor" {
					sl.Arity = VariadicArity
				}
				sl.Index = len(s.Successors)
				s.Successors = append(s.Successors, sl)
			}
			s.byName[name] = sl
		}
		return nil
	}
	if err := add(args, SlotOperand); err != nil {
		return nil, err
	}
	if err := add(results, SlotResult); err != nil {
		return nil, err
	}
	if err := add(regions, SlotRegion); err != nil {
		return nil, err
	}
	if err := add(successors, SlotSuccessor); err != nil {
		return nil, err
	}
	s.all = append(append([]*Slot{}, s.Operands...), s.Results...)
	for _, r := range strings.Split(rules, ";") {
		r = strings.TrimSpace(r)
		if r == "" {
			continue
		}
		rule, err := compileTypeRule(r)
		if err != nil {
			return nil, err
		}
		if rule.Kind == "same" {
			s.SameOperandsAndResultType = true
			continue
		}
		for _, n := range append(append([]string{rule.Target}, rule.Names...), rule.Sources...) {
			if n != "" && s.byName[n] == nil {
				return nil, fmt.Errorf("type rule %q names unknown slot %q", r, n)
			}
		}
		s.Rules = append(s.Rules, rule)
	}
	return s, nil
}

func compileTypeRule(r string) (TypeRule, error) {
	switch {
	case r == "SameOperandsAndResultType":
		return TypeRule{Kind: "same"}, nil
	case strings.HasPrefix(r, "AllTypesMatch<") && strings.HasSuffix(r, ">"):
		var names []string
		for _, n := range strings.Split(r[len("AllTypesMatch<"):len(r)-1], ",") {
			names = append(names, strings.TrimSpace(n))
		}
		if len(names) < 2 {
			return TypeRule{}, fmt.Errorf("type rule %q: AllTypesMatch needs two names", r)
		}
		return TypeRule{Kind: "all", Names: names}, nil
	}
	eq := strings.IndexByte(r, '=')
	if eq <= 0 {
		return TypeRule{}, fmt.Errorf("type rule %q: want AllTypesMatch<...>, SameOperandsAndResultType or `target = fn(source, ...)`", r)
	}
	target := strings.TrimSpace(r[:eq])
	rhs := strings.TrimSpace(r[eq+1:])
	open := strings.IndexByte(rhs, '(')
	if open < 0 {
		return TypeRule{Kind: "all", Names: []string{target, rhs}}, nil
	}
	if !strings.HasSuffix(rhs, ")") {
		return TypeRule{}, fmt.Errorf("type rule %q: missing ')'", r)
	}
	fn := strings.TrimSpace(rhs[:open])
	if LookupTypeFunc(fn) == nil {
		return TypeRule{}, fmt.Errorf("type rule %q: unknown type function %q", r, fn)
	}
	var srcs []string
	for _, n := range strings.Split(rhs[open+1:len(rhs)-1], ",") {
		if n = strings.TrimSpace(n); n != "" {
			srcs = append(srcs, n)
		}
	}
	return TypeRule{Kind: "fn", Target: target, Func: fn, Sources: srcs}, nil
}

// TypeFunc derives a slot's type from the types of other slots in a type
// rule `target = name(source, ...)`; it returns nil when it cannot.
type TypeFunc func(src []Type) Type

var (
	typeFuncMu sync.RWMutex
	typeFuncs  = map[string]TypeFunc{}
)

// RegisterTypeFunc adds a function usable in TypeRules. Dialect files may
// register their own (e.g. a result type computed from an operand type).
func RegisterTypeFunc(name string, f TypeFunc) {
	typeFuncMu.Lock()
	typeFuncs[name] = f
	typeFuncMu.Unlock()
}

// LookupTypeFunc returns the type function called name, or nil.
func LookupTypeFunc(name string) TypeFunc {
	typeFuncMu.RLock()
	defer typeFuncMu.RUnlock()
	return typeFuncs[name]
}

func init() {
	// elem(x): the element type of a shaped type x.
	RegisterTypeFunc("elem", func(src []Type) Type {
		if len(src) == 1 {
			if s, ok := src[0].(ShapedType); ok {
				return s.ElementType()
			}
		}
		return nil
	})
	// i1like(x): i1, or a vector/tensor of i1 with x's shape.
	RegisterTypeFunc("i1like", func(src []Type) Type {
		if len(src) != 1 {
			return nil
		}
		switch t := src[0].(type) {
		case *VectorType:
			return &VectorType{Shape: t.Shape, Scalable: t.Scalable, Elem: I1}
		case *RankedTensorType:
			return &RankedTensorType{Shape: t.Shape, Elem: I1, Encoding: t.Encoding}
		case *UnrankedTensorType:
			return &UnrankedTensorType{Elem: I1}
		}
		return I1
	})
	// index(): the index type; i1(): i1.
	RegisterTypeFunc("index", func([]Type) Type { return Index })
	RegisterTypeFunc("i1", func([]Type) Type { return I1 })
	// tensorof(m): the tensor type with memref m's shape and element type.
	RegisterTypeFunc("tensorof", func(src []Type) Type {
		if len(src) == 1 {
			switch t := src[0].(type) {
			case *MemRefType:
				return &RankedTensorType{Shape: t.Shape, Elem: t.Elem}
			case *UnrankedMemRefType:
				return &UnrankedTensorType{Elem: t.Elem}
			}
		}
		return nil
	})
	// memrefof(t): the identity-layout memref with tensor t's shape and
	// element type.
	RegisterTypeFunc("memrefof", func(src []Type) Type {
		if len(src) == 1 {
			switch t := src[0].(type) {
			case *RankedTensorType:
				return &MemRefType{Shape: t.Shape, Elem: t.Elem}
			case *UnrankedTensorType:
				return &UnrankedMemRefType{Elem: t.Elem}
			}
		}
		return nil
	})
}

// IsAttrConstraint reports whether c constrains an attribute (its name
// ends in "Attr", or it wraps one in OptionalAttr/DefaultValuedAttr/...).
func IsAttrConstraint(c *Constraint) bool {
	if c.IsLit {
		return false
	}
	return strings.HasSuffix(c.Name, "Attr") || strings.HasSuffix(c.Name, "AttrOf") ||
		c.Name == "DialectAttr" || strings.HasPrefix(c.Name, "DenseI") || strings.HasPrefix(c.Name, "DenseF") ||
		strings.HasSuffix(c.Name, "Prop")
}

func classifyAttrSlot(sl *Slot) {
	c := sl.Constraint
	for {
		switch c.Name {
		case "OptionalAttr", "OptionalProp":
			sl.OptionalAttr = true
			if len(c.Args) > 0 {
				c = c.Args[0]
				continue
			}
		case "DefaultValuedAttr", "DefaultValuedOptionalAttr", "DefaultValuedProp":
			sl.OptionalAttr = true
			sl.Materialized = c.Name != "DefaultValuedOptionalAttr"
			if len(c.Args) > 1 && c.Args[1].IsLit {
				sl.Default = c.Args[1].Lit
			}
			if len(c.Args) > 0 {
				c = c.Args[0]
				continue
			}
		case "ConfinedAttr":
			if len(c.Args) > 0 {
				c = c.Args[0]
				continue
			}
		}
		break
	}
	if c.Name == "UnitAttr" || c.Name == "UnitProp" {
		sl.OptionalAttr = true
	}
	if c.Name == "UnitProp" {
		// A bool property: the generic form prints `name = false` when unset.
		sl.Materialized, sl.Default = true, "false"
	}
	sl.Type = c
	sl.Buildable = attrLiteralType(c)
}

// attrLiteralType is the type untyped literals of an attribute constraint
// take (I64Attr -> i64, IndexAttr -> index, F32Attr -> f32).
func attrLiteralType(c *Constraint) Type {
	switch c.Name {
	case "I64Attr", "I64Prop", "SI64Attr", "UI64Attr":
		return I64
	case "I32Attr", "I32Prop":
		return I32
	case "I16Attr":
		return &IntegerType{Width: 16}
	case "I8Attr":
		return I8
	case "I1Attr":
		return I1
	case "IndexAttr":
		return Index
	case "F32Attr":
		return F32
	case "F64Attr":
		return F64
	case "F16Attr":
		return &FloatType{Kind: "f16"}
	}
	return nil
}

// BuildableType returns the single type a type constraint allows (Index ->
// index, I32 -> i32, F32 -> f32, NoneType -> none), or nil.
func BuildableType(c *Constraint) Type {
	if c == nil || c.IsLit {
		return nil
	}
	switch c.Name {
	case "Index":
		return Index
	case "I1", "BoolLike1":
		return I1
	case "I8":
		return I8
	case "I16":
		return &IntegerType{Width: 16}
	case "I32":
		return I32
	case "I64":
		return I64
	case "F16":
		return &FloatType{Kind: "f16"}
	case "BF16":
		return &FloatType{Kind: "bf16"}
	case "F32":
		return F32
	case "F64":
		return F64
	case "NoneType":
		return &NoneType{}
	case "Async_TokenType":
		return AsyncToken
	case "Async_GroupType":
		return AsyncGroup
	case "Async_CoroIdType":
		return &AsyncType{Kind: "coro.id"}
	case "Async_CoroHandleType":
		return &AsyncType{Kind: "coro.handle"}
	case "Async_CoroStateType":
		return &AsyncType{Kind: "coro.state"}
	}
	return nil
}

// ParseConstraint parses an ODS-style constraint such as
// `Variadic<AnyMemRef>` or `DefaultValuedAttr<StrAttr, "\"private\"">`.
func ParseConstraint(s string) (*Constraint, error) {
	p := &constraintParser{s: s}
	c, err := p.parse()
	if err != nil {
		return nil, err
	}
	p.skip()
	if p.i != len(p.s) {
		return nil, fmt.Errorf("constraint %q: unexpected %q", s, p.s[p.i:])
	}
	return c, nil
}

type constraintParser struct {
	s string
	i int
}

func (p *constraintParser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n') {
		p.i++
	}
}

func (p *constraintParser) parse() (*Constraint, error) {
	p.skip()
	if p.i >= len(p.s) {
		return nil, fmt.Errorf("constraint %q: unexpected end", p.s)
	}
	if p.s[p.i] == '"' {
		j := p.i + 1
		var sb strings.Builder
		for j < len(p.s) && p.s[j] != '"' {
			if p.s[j] == '\\' && j+1 < len(p.s) {
				j++
			}
			sb.WriteByte(p.s[j])
			j++
		}
		if j >= len(p.s) {
			return nil, fmt.Errorf("constraint %q: unterminated string", p.s)
		}
		p.i = j + 1
		return &Constraint{Lit: sb.String(), IsLit: true}, nil
	}
	if p.s[p.i] == '[' || p.s[p.i] == '(' {
		// A bracketed list argument (e.g. ConfinedAttr's constraint list) is
		// kept as a literal.
		depth, j := 0, p.i
		for ; j < len(p.s); j++ {
			switch p.s[j] {
			case '[', '(', '<':
				depth++
			case ']', ')', '>':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if j >= len(p.s) {
			return nil, fmt.Errorf("constraint %q: unbalanced brackets", p.s)
		}
		c := &Constraint{Lit: p.s[p.i : j+1], IsLit: true}
		p.i = j + 1
		return c, nil
	}
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '<' || c == '>' || c == ',' || c == ' ' || c == '\t' || c == '\n' {
			break
		}
		p.i++
	}
	if start == p.i {
		return nil, fmt.Errorf("constraint %q: expected a name at offset %d", p.s, p.i)
	}
	word := p.s[start:p.i]
	c := &Constraint{Name: word}
	if word[0] == '-' || (word[0] >= '0' && word[0] <= '9') {
		c.Lit, c.IsLit = word, true
		return c, nil
	}
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == '<' {
		p.i++
		for {
			a, err := p.parse()
			if err != nil {
				return nil, err
			}
			c.Args = append(c.Args, a)
			p.skip()
			if p.i >= len(p.s) {
				return nil, fmt.Errorf("constraint %q: missing '>'", p.s)
			}
			if p.s[p.i] == ',' {
				p.i++
				continue
			}
			if p.s[p.i] == '>' {
				p.i++
				break
			}
			return nil, fmt.Errorf("constraint %q: unexpected %q", p.s, p.s[p.i:])
		}
	}
	return c, nil
}

// splitTop splits s at sep characters that are not nested in <>, (), [] or
// quotes.
func splitTop(s string, sep byte) ([]string, error) {
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inStr {
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
			if depth < 0 {
				return nil, fmt.Errorf("spec %q: unbalanced %q", s, c)
			}
		default:
			if c == sep && depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	if depth != 0 || inStr {
		return nil, fmt.Errorf("spec %q: unbalanced brackets or quotes", s)
	}
	return append(out, s[start:]), nil
}
