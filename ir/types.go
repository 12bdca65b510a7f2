package ir

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// Type is an MLIR type. String returns its canonical printed form, as
// mlir-opt prints it (without aliases).
type Type interface {
	String() string
	isType()
}

// Dynamic marks a dynamic dimension size, stride or offset ('?').
const Dynamic int64 = math.MinInt64

// Signedness of an integer type.
type Signedness int

// Integer signedness kinds: iN, siN, uiN.
const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is iN, siN or uiN.
type IntegerType struct {
	Width      int
	Signedness Signedness
}

// IndexType is `index`.
type IndexType struct{}

// FloatType is a builtin floating point type; Kind is its keyword: f16, bf16,
// f32, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, ...
type FloatType struct{ Kind string }

// NoneType is `none`.
type NoneType struct{}

// ComplexType is `complex<elem>`.
type ComplexType struct{ Elem Type }

// VectorType is `vector<4x[8]xf32>`; Scalable marks scalable dims (may be
// nil when none is).
type VectorType struct {
	Shape    []int64
	Scalable []bool
	Elem     Type
}

// RankedTensorType is `tensor<4x?xf32[, encoding]>`.
type RankedTensorType struct {
	Shape    []int64
	Elem     Type
	Encoding Attribute
}

// UnrankedTensorType is `tensor<*xf32>`.
type UnrankedTensorType struct{ Elem Type }

// MemRefType is `memref<4x?xf32[, layout][, memory space]>`. A nil Layout
// is the identity layout; a nil MemorySpace is the default space.
type MemRefType struct {
	Shape       []int64
	Elem        Type
	Layout      Attribute
	MemorySpace Attribute
}

// UnrankedMemRefType is `memref<*xf32[, memory space]>`.
type UnrankedMemRefType struct {
	Elem        Type
	MemorySpace Attribute
}

// FunctionType is `(inputs) -> results`.
type FunctionType struct {
	Inputs  []Type
	Results []Type
}

// TupleType is `tuple<...>`.
type TupleType struct{ Types []Type }

// OpaqueType is a type of a dialect memopt does not model, kept as text:
// `!dialect.body` or `!dialect<"data">`. Body is the dialect's symbol
// data: everything after "dialect." (e.g. `bar<1, 2>`), or what is inside
// the angle brackets of the `!dialect<...>` form (e.g. `"x"`). It prints as
// MLIR prints dialect symbols: the pretty form `!dialect.body` when Body is
// an identifier optionally followed by `<...>`, else `!dialect<body>`.
type OpaqueType struct {
	Dialect string
	Body    string
}

func (*IntegerType) isType()        {}
func (*IndexType) isType()          {}
func (*FloatType) isType()          {}
func (*NoneType) isType()           {}
func (*ComplexType) isType()        {}
func (*VectorType) isType()         {}
func (*RankedTensorType) isType()   {}
func (*UnrankedTensorType) isType() {}
func (*MemRefType) isType()         {}
func (*UnrankedMemRefType) isType() {}
func (*FunctionType) isType()       {}
func (*TupleType) isType()          {}
func (*OpaqueType) isType()         {}

func (t *IntegerType) String() string {
	switch t.Signedness {
	case Signed:
		return "si" + strconv.Itoa(t.Width)
	case Unsigned:
		return "ui" + strconv.Itoa(t.Width)
	}
	return "i" + strconv.Itoa(t.Width)
}
func (*IndexType) String() string     { return "index" }
func (t *FloatType) String() string   { return t.Kind }
func (*NoneType) String() string      { return "none" }
func (t *ComplexType) String() string { return "complex<" + t.Elem.String() + ">" }

func (t *VectorType) String() string {
	var sb strings.Builder
	sb.WriteString("vector<")
	for i, d := range t.Shape {
		if i < len(t.Scalable) && t.Scalable[i] {
			sb.WriteString("[" + dimString(d) + "]")
		} else {
			sb.WriteString(dimString(d))
		}
		sb.WriteByte('x')
	}
	sb.WriteString(t.Elem.String())
	sb.WriteByte('>')
	return sb.String()
}

func (t *RankedTensorType) String() string {
	s := "tensor<" + ShapeString(t.Shape) + t.Elem.String()
	if t.Encoding != nil {
		s += ", " + typedString(t.Encoding)
	}
	return s + ">"
}

func (t *UnrankedTensorType) String() string { return "tensor<*x" + t.Elem.String() + ">" }

func (t *MemRefType) String() string {
	s := "memref<" + ShapeString(t.Shape) + t.Elem.String()
	if t.Layout != nil {
		s += ", " + t.Layout.String()
	}
	if t.MemorySpace != nil {
		s += ", " + t.MemorySpace.String()
	}
	return s + ">"
}

func (t *UnrankedMemRefType) String() string {
	s := "memref<*x" + t.Elem.String()
	if t.MemorySpace != nil {
		s += ", " + t.MemorySpace.String()
	}
	return s + ">"
}

func (t *FunctionType) String() string {
	var sb strings.Builder
	sb.WriteByte('(')
	writeTypeList(&sb, t.Inputs)
	sb.WriteString(") -> ")
	if len(t.Results) == 1 {
		if _, isFn := t.Results[0].(*FunctionType); !isFn {
			sb.WriteString(t.Results[0].String())
			return sb.String()
		}
	}
	sb.WriteByte('(')
	writeTypeList(&sb, t.Results)
	sb.WriteByte(')')
	return sb.String()
}

func (t *TupleType) String() string {
	var sb strings.Builder
	sb.WriteString("tuple<")
	writeTypeList(&sb, t.Types)
	sb.WriteByte('>')
	return sb.String()
}

func (t *OpaqueType) String() string { return DialectSymbol("!", t.Dialect, t.Body) }

// DialectSymbol spells a dialect attribute or type as MLIR prints one:
// prefix ("#" or "!"), the dialect namespace, then `.data` when data is
// simple enough for the pretty form (an identifier of letters, digits, '.'
// and '_' starting with a letter, optionally followed by a `<...>` body),
// else `<data>`.
func DialectSymbol(prefix, dialect, data string) string {
	if prettyDialectSymbol(data) {
		return prefix + dialect + "." + data
	}
	return prefix + dialect + "<" + data + ">"
}

func prettyDialectSymbol(s string) bool {
	if s == "" || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' {
			i++
			continue
		}
		break
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>'
}

func writeTypeList(sb *strings.Builder, ts []Type) {
	for i, t := range ts {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(t.String())
	}
}

func dimString(d int64) string {
	if d == Dynamic {
		return "?"
	}
	return strconv.FormatInt(d, 10)
}

// ShapeString renders a shape as MLIR writes it inside shaped types, with a
// trailing 'x' after each dimension ("4x?x" for [4, ?]).
func ShapeString(shape []int64) string {
	var sb strings.Builder
	for _, d := range shape {
		sb.WriteString(dimString(d))
		sb.WriteByte('x')
	}
	return sb.String()
}

// TypesEqual reports whether two types are the same type.
func TypesEqual(a, b Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	return TypeKey(a) == TypeKey(b)
}

// TypeKey returns a key that identifies t as MLIR's type uniquing does:
// its printed form, followed, when the type holds affine maps (memref
// layouts, tensor encodings), by their structural keys, since two
// different maps may print alike (`d0 + (d1 + 5)` and `(d0 + d1) + 5`).
func TypeKey(t Type) string {
	s := t.String()
	if !strings.Contains(s, "affine_map<") {
		return s
	}
	var sb strings.Builder
	sb.WriteString(s)
	writeTypeMapKeys(&sb, t)
	return sb.String()
}

// writeTypeMapKeys appends the structural keys of the affine maps t holds.
func writeTypeMapKeys(sb *strings.Builder, t Type) {
	attr := func(a Attribute) {
		if m, ok := a.(*AffineMapAttr); ok {
			sb.WriteString("\x00")
			sb.WriteString(m.Map.Key())
		}
	}
	switch t := t.(type) {
	case *MemRefType:
		attr(t.Layout)
	case *RankedTensorType:
		attr(t.Encoding)
	case *TupleType:
		for _, e := range t.Types {
			writeTypeMapKeys(sb, e)
		}
	case *AsyncValueType:
		writeTypeMapKeys(sb, t.Elem)
	case *FunctionType:
		for _, e := range t.Inputs {
			writeTypeMapKeys(sb, e)
		}
		for _, e := range t.Results {
			writeTypeMapKeys(sb, e)
		}
	}
}

// Common type singletons and constructors.
var (
	// Index is the `index` type.
	Index Type = &IndexType{}
	// I1 is `i1`.
	I1 Type = &IntegerType{Width: 1}
	// I8 is `i8`.
	I8 Type = &IntegerType{Width: 8}
	// I32 is `i32`.
	I32 Type = &IntegerType{Width: 32}
	// I64 is `i64`.
	I64 Type = &IntegerType{Width: 64}
	// F32 is `f32`.
	F32 Type = &FloatType{Kind: "f32"}
	// F64 is `f64`.
	F64 Type = &FloatType{Kind: "f64"}
)

// FloatWidth returns the bit width of a float kind, or 0 if unknown.
func FloatWidth(kind string) int {
	switch kind {
	case "f16", "bf16":
		return 16
	case "f32", "tf32":
		if kind == "tf32" {
			return 19
		}
		return 32
	case "f64":
		return 64
	case "f80":
		return 80
	case "f128":
		return 128
	}
	if strings.HasPrefix(kind, "f8") {
		return 8
	}
	if strings.HasPrefix(kind, "f6") {
		return 6
	}
	if strings.HasPrefix(kind, "f4") {
		return 4
	}
	return 0
}

// BitWidth returns the storage bit width of a scalar or vector element type
// as memref layouts use it (index counts as 64 bits), or 0 if the type has
// no fixed width.
func BitWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *IndexType:
		return 64
	case *FloatType:
		return FloatWidth(t.Kind)
	case *ComplexType:
		return 2 * BitWidth(t.Elem)
	case *VectorType:
		n := int64(BitWidth(t.Elem))
		for _, d := range t.Shape {
			if d == Dynamic {
				return 0
			}
			n *= d
		}
		return int(n)
	}
	return 0
}

// ShapedType is implemented by tensor, memref and vector types.
type ShapedType interface {
	Type
	ElementType() Type
	// Dims returns the shape, or nil with ok=false when unranked.
	Dims() (shape []int64, ok bool)
}

// ElementType returns the element type.
func (t *VectorType) ElementType() Type { return t.Elem }

// Dims returns the shape.
func (t *VectorType) Dims() ([]int64, bool) { return t.Shape, true }

// ElementType returns the element type.
func (t *RankedTensorType) ElementType() Type { return t.Elem }

// Dims returns the shape.
func (t *RankedTensorType) Dims() ([]int64, bool) { return t.Shape, true }

// ElementType returns the element type.
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }

// Dims reports an unranked type.
func (t *UnrankedTensorType) Dims() ([]int64, bool) { return nil, false }

// ElementType returns the element type.
func (t *MemRefType) ElementType() Type { return t.Elem }

// Dims returns the shape.
func (t *MemRefType) Dims() ([]int64, bool) { return t.Shape, true }

// ElementType returns the element type.
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }

// Dims reports an unranked type.
func (t *UnrankedMemRefType) Dims() ([]int64, bool) { return nil, false }

// HasStaticShape reports whether every dimension is known.
func (t *MemRefType) HasStaticShape() bool {
	for _, d := range t.Shape {
		if d == Dynamic {
			return false
		}
	}
	return true
}

// NumElements returns the product of the dimensions (static shapes only).
func (t *MemRefType) NumElements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// MaxBufferBytes is the largest buffer size SizeInBytes reports, 2^62
// bytes: sums and aligned offsets of such sizes still fit in an int64.
const MaxBufferBytes = int64(1) << 62

// SizeInBytes returns the buffer size of a static memref in bytes as the
// LLVM lowering allocates it (see ByteSize and ElementLayout: sub-byte
// elements take a byte each, vectors are padded to their alignment); ok is
// false for dynamic shapes, element types without a fixed size and sizes
// above MaxBufferBytes (TooLarge tells them apart).
func (t *MemRefType) SizeInBytes() (size int64, ok bool) {
	size, _, err := t.ByteSize()
	return size, err == nil
}

// TooLarge reports whether t is a static memref of fixed-size elements
// whose size exceeds MaxBufferBytes (SizeInBytes has none for it).
func (t *MemRefType) TooLarge() bool {
	_, _, err := t.ByteSize()
	var tl *TooLargeError
	return errors.As(err, &tl)
}

// HasIdentityLayout reports whether the memref uses the default row-major
// contiguous layout: no layout, an identity affine map, or a strided layout
// equal to the canonical strides with offset 0.
func (t *MemRefType) HasIdentityLayout() bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *AffineMapAttr:
		return l.Map.IsIdentity()
	case *StridedLayoutAttr:
		if l.Offset != 0 || len(l.Strides) != len(t.Shape) {
			return false
		}
		want := int64(1)
		for i := len(t.Shape) - 1; i >= 0; i-- {
			if t.Shape[i] == 1 {
				continue // strides of unit dims do not matter
			}
			if l.Strides[i] != want || t.Shape[i] == Dynamic {
				return false
			}
			want *= t.Shape[i]
		}
		return true
	}
	return false
}
