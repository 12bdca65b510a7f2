package ir

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Attribute is an MLIR attribute. String returns its canonical printed form
// (without aliases) as mlir-opt prints it.
type Attribute interface {
	String() string
	isAttr()
}

// IntegerAttr is an integer constant with its type: `42 : i64`, `7 : index`.
// Values that do not fit in int64 keep Big (Value is then meaningless).
type IntegerAttr struct {
	Value int64
	Big   *big.Int
	Type  Type
}

// FloatAttr is a float constant with its type: `1.000000e+00 : f32`. Text,
// when set, is the exact spelling to print (e.g. a hex literal).
type FloatAttr struct {
	Value float64
	Type  Type
	Text  string
}

// BoolAttr is `true` or `false`.
type BoolAttr struct{ Value bool }

// StringAttr is a quoted string, optionally typed: `"abc"`, `"abc" : i32`.
type StringAttr struct {
	Value string
	Type  Type
}

// UnitAttr is the unit attribute (an attribute name with no value).
type UnitAttr struct{}

// ArrayAttr is `[a, b, c]`.
type ArrayAttr struct{ Elems []Attribute }

// DictionaryAttr is `{a = 1, b}`.
type DictionaryAttr struct{ Entries []NamedAttr }

// TypeAttr wraps a type used as an attribute.
type TypeAttr struct{ Type Type }

// SymbolRefAttr is `@sym` or `@root::@nested`.
type SymbolRefAttr struct {
	Root   string
	Nested []string
}

// DenseArrayAttr is `array<i64: 1, 2, 3>`; Elem is the element type and
// Values hold integers (or float bits via FloatValues for float elements).
type DenseArrayAttr struct {
	Elem        Type
	Values      []int64
	FloatValues []float64
}

// StridedLayoutAttr is `strided<[s0, s1], offset: o>`; Dynamic marks '?'.
type StridedLayoutAttr struct {
	Strides []int64
	Offset  int64
}

// AffineMapAttr is `affine_map<(d0)[s0] -> (d0 + s0)>`.
type AffineMapAttr struct{ Map *AffineMap }

// IntegerSetAttr is `affine_set<(d0) : (d0 >= 0)>`.
type IntegerSetAttr struct{ Set *IntegerSet }

// OpaqueAttr is a dialect attribute `#dialect.body` or any attribute the
// IR keeps as text (Text is printed verbatim).
type OpaqueAttr struct{ Text string }

func (*IntegerAttr) isAttr()       {}
func (*FloatAttr) isAttr()         {}
func (*BoolAttr) isAttr()          {}
func (*StringAttr) isAttr()        {}
func (*UnitAttr) isAttr()          {}
func (*ArrayAttr) isAttr()         {}
func (*DictionaryAttr) isAttr()    {}
func (*TypeAttr) isAttr()          {}
func (*SymbolRefAttr) isAttr()     {}
func (*DenseArrayAttr) isAttr()    {}
func (*StridedLayoutAttr) isAttr() {}
func (*AffineMapAttr) isAttr()     {}
func (*IntegerSetAttr) isAttr()    {}
func (*OpaqueAttr) isAttr()        {}

// valueString is the attribute's value in decimal, without type.
func (a *IntegerAttr) valueString() string {
	if a.Big != nil {
		return a.Big.String()
	}
	return strconv.FormatInt(a.Value, 10)
}

func (a *IntegerAttr) String() string {
	var v string
	if a.Big != nil {
		v = a.Big.String()
	} else {
		v = strconv.FormatInt(a.Value, 10)
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Width == 1 && it.Signedness == Signless {
		if a.Value != 0 {
			return "true"
		}
		return "false"
	}
	if a.Type == nil {
		return v
	}
	if it, ok := a.Type.(*IntegerType); ok && it.Width == 64 && it.Signedness == Signless {
		return v
	}
	return v + " : " + a.Type.String()
}

// Literal returns the attribute's value as mlir-opt prints it, without
// its type: `1.000000e-01`, `0.123456789`, `0x7FC00000` (see floatfmt.go).
func (a *FloatAttr) Literal() string {
	if t := a.Text; t != "" {
		if !strings.HasPrefix(t, "0x") && !strings.HasPrefix(t, "0X") {
			return t
		}
		if !math.IsNaN(a.Value) && !math.IsInf(a.Value, 0) {
			return formatFloatValue(a.Value, a.Type)
		}
		// Keep the NaN payload as written, in APInt's spelling.
		if b, ok := new(big.Int).SetString(t[2:], 16); ok {
			return hexFloat(b)
		}
		return t
	}
	return formatFloatValue(a.Value, a.Type)
}

func (a *FloatAttr) String() string {
	v := a.Literal()
	if a.Type == nil {
		return v
	}
	if ft, ok := a.Type.(*FloatType); ok && ft.Kind == "f64" {
		return v
	}
	return v + " : " + a.Type.String()
}

// FormatFloat prints an f64 value as mlir-opt prints float attributes:
// "1.000000e+00", "0.123456789", "0x7FF8000000000000" (see floatfmt.go).
func FormatFloat(f float64) string { return formatFloatValue(f, F64) }

func (a *BoolAttr) String() string {
	if a.Value {
		return "true"
	}
	return "false"
}

func (a *StringAttr) String() string {
	s := QuoteString(a.Value)
	if a.Type != nil {
		s += " : " + a.Type.String()
	}
	return s
}

// QuoteString quotes s as MLIR prints string literals
// (llvm::printEscapedString): printable ASCII as is except '"', which
// becomes \22, '\\' doubled, everything else as \XX hex escapes.
func QuoteString(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			sb.WriteString(`\\`)
		case c >= 0x20 && c < 0x7f && c != '"':
			sb.WriteByte(c)
		default:
			sb.WriteByte('\\')
			sb.WriteByte(hex[c>>4])
			sb.WriteByte(hex[c&15])
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

func (*UnitAttr) String() string { return "unit" }

// writeJoined writes item(i) for every i < n into sb, sep between them.
func writeJoined(sb *strings.Builder, n int, sep string, item func(i int)) {
	for i := 0; i < n; i++ {
		if i > 0 {
			sb.WriteString(sep)
		}
		item(i)
	}
}

func (a *ArrayAttr) String() string {
	var sb strings.Builder
	sb.WriteByte('[')
	writeJoined(&sb, len(a.Elems), ", ", func(i int) { sb.WriteString(a.Elems[i].String()) })
	sb.WriteByte(']')
	return sb.String()
}

func (a *DictionaryAttr) String() string {
	var sb strings.Builder
	sb.WriteByte('{')
	writeJoined(&sb, len(a.Entries), ", ", func(i int) {
		e := a.Entries[i]
		sb.WriteString(e.Name)
		if _, unit := e.Value.(*UnitAttr); !unit {
			sb.WriteString(" = ")
			sb.WriteString(typedString(e.Value))
		}
	})
	sb.WriteByte('}')
	return sb.String()
}

// typedString returns a as MLIR prints an attribute that stands on its own
// (a dictionary entry, a tensor's encoding: AttrTypeElision::Never): i64
// integers and f64 floats keep their type, which String drops as in a
// list's elements or a memref's memory space.
func typedString(a Attribute) string {
	switch a := a.(type) {
	case *IntegerAttr:
		if isSignlessInt(a.Type, 64) {
			return a.String() + " : i64"
		}
	case *FloatAttr:
		if ft, ok := a.Type.(*FloatType); ok && ft.Kind == "f64" {
			return a.String() + " : f64"
		}
	}
	return a.String()
}

// Get returns the entry named name, or nil.
func (a *DictionaryAttr) Get(name string) Attribute { return lookupNamed(a.Entries, name) }

func (a *TypeAttr) String() string { return a.Type.String() }

func (a *SymbolRefAttr) String() string {
	s := "@" + a.Root
	for _, n := range a.Nested {
		s += "::@" + n
	}
	return s
}

func (a *DenseArrayAttr) String() string {
	var sb strings.Builder
	sb.WriteString("array<")
	sb.WriteString(a.Elem.String())
	if len(a.Values) > 0 || len(a.FloatValues) > 0 {
		sb.WriteString(": ")
	}
	if a.FloatValues != nil {
		writeJoined(&sb, len(a.FloatValues), ", ", func(i int) { sb.WriteString(formatFloatValue(a.FloatValues[i], a.Elem)) })
	} else {
		it, _ := a.Elem.(*IntegerType)
		isBool := it != nil && it.Width == 1
		writeJoined(&sb, len(a.Values), ", ", func(i int) {
			if v := a.Values[i]; isBool {
				sb.WriteString(strconv.FormatBool(v != 0))
			} else {
				sb.WriteString(strconv.FormatInt(v, 10))
			}
		})
	}
	sb.WriteByte('>')
	return sb.String()
}

func (a *StridedLayoutAttr) String() string {
	var sb strings.Builder
	sb.WriteString("strided<[")
	writeJoined(&sb, len(a.Strides), ", ", func(i int) { sb.WriteString(dimString(a.Strides[i])) })
	sb.WriteString("]")
	if a.Offset != 0 {
		sb.WriteString(", offset: ")
		sb.WriteString(dimString(a.Offset))
	}
	sb.WriteString(">")
	return sb.String()
}

func (a *AffineMapAttr) String() string  { return "affine_map<" + a.Map.String() + ">" }
func (a *IntegerSetAttr) String() string { return "affine_set<" + a.Set.String() + ">" }
func (a *OpaqueAttr) String() string     { return a.Text }

// IntAttr returns an IntegerAttr of type t.
func IntAttr(v int64, t Type) *IntegerAttr { return &IntegerAttr{Value: v, Type: t} }

// StrAttr returns an untyped StringAttr.
func StrAttr(s string) *StringAttr { return &StringAttr{Value: s} }

// Unit is the unit attribute.
var Unit Attribute = &UnitAttr{}

// AttrsEqual reports whether two attributes are equal.
func AttrsEqual(a, b Attribute) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	// Maps and sets that print alike may differ (`d0 + (d1 + 5)` and
	// `(d0 + d1) + 5`): compare their trees.
	switch a := a.(type) {
	case *AffineMapAttr:
		bm, ok := b.(*AffineMapAttr)
		return ok && a.Map.Key() == bm.Map.Key()
	case *IntegerSetAttr:
		bs, ok := b.(*IntegerSetAttr)
		return ok && a.Set.Key() == bs.Set.Key()
	}
	return a.String() == b.String()
}
