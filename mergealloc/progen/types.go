package progen

import (
	"fmt"
	"slices"
	"strings"
)

// Scalar is a scalar element type.
type Scalar int

// The scalar element types the generator uses.
const (
	F32 Scalar = iota
	F16
	BF16
	I1
	I4
	I8
	I16
	I32
	I64
	Index
)

var scalarNames = [...]string{"f32", "f16", "bf16", "i1", "i4", "i8", "i16", "i32", "i64", "index"}

// String returns the MLIR spelling.
func (s Scalar) String() string { return scalarNames[s] }

// IsFloat reports whether s is a floating-point type.
func (s Scalar) IsFloat() bool { return s == F32 || s == F16 || s == BF16 }

// Bits returns the bit width (64 for index).
func (s Scalar) Bits() int {
	switch s {
	case F32, I32:
		return 32
	case F16, BF16, I16:
		return 16
	case I1:
		return 1
	case I4:
		return 4
	case I8:
		return 8
	}
	return 64
}

// Elem is a memref element type: a scalar, or a vector of Lanes scalars.
type Elem struct {
	S     Scalar
	Lanes int // 0 for a scalar
}

// String returns the MLIR spelling (f32, vector<4xf32>).
func (e Elem) String() string {
	if e.Lanes > 0 {
		return fmt.Sprintf("vector<%dx%s>", e.Lanes, e.S)
	}
	return e.S.String()
}

// storeBytes is the scalar's LLVM store size in bytes (sub-byte integers
// take a whole byte).
func (s Scalar) storeBytes() int64 { return int64((s.Bits() + 7) / 8) }

// ByteSize is the element's size in memory as the LLVM lowering lays it out
// on x86-64 (the data layout's alloc size): whole bytes per sub-byte scalar;
// a vector rounded up to its alignment (vector<3xi32> takes 16 bytes).
func (e Elem) ByteSize() int64 {
	if e.Lanes == 0 {
		return e.S.storeBytes()
	}
	store := (int64(e.Lanes)*int64(e.S.Bits()) + 7) / 8
	a := e.Align()
	return (store + a - 1) / a * a
}

// Align is the element's natural (ABI) alignment on x86-64: the scalar's
// size, or for a vector its store size rounded up to a power of two.
func (e Elem) Align() int64 {
	if e.Lanes == 0 {
		return e.S.storeBytes()
	}
	store := (int64(e.Lanes)*int64(e.S.Bits()) + 7) / 8
	a := int64(1)
	for a < store {
		a *= 2
	}
	return a
}

// Type is a memref type together with the sizes, strides and offset the
// generator knows statically even where the type prints them as '?'.
type Type struct {
	Shape []int64 // actual sizes
	Dyn   []bool  // sizes printed as '?' (nil: none)
	Elem  Elem
	// Strided selects a strided<...> layout; without it the layout is the
	// identity and Strides/Offset are the canonical ones.
	Strided    bool
	Strides    []int64
	Offset     int64
	DynStrides []bool // strides printed as '?' (nil: none)
	DynOffset  bool
	// OffsetUnknown: the offset differs between executions of the op that
	// defines the value (a row of an scf.forall's output, at the
	// iteration's row, and views of it), so Offset is not its value and it
	// cannot be cast to an identity layout, which claims offset 0.
	OffsetUnknown bool
	Space         int // memory space (0: default, printed as nothing)
}

// identityStrides returns the row-major strides of shape.
func identityStrides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	s := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = s
		s *= max(shape[i], 1)
	}
	return st
}

// NewType returns the identity-layout memref type of shape and elem.
func NewType(shape []int64, elem Elem, space int) Type {
	return Type{Shape: append([]int64(nil), shape...), Elem: elem, Strides: identityStrides(shape), Space: space}
}

// Rank returns the number of dimensions.
func (t Type) Rank() int { return len(t.Shape) }

// NumElements returns the number of elements.
func (t Type) NumElements() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= d
	}
	return n
}

// dyn reports whether dim i prints as '?'.
func (t Type) dyn(i int) bool { return i < len(t.Dyn) && t.Dyn[i] }

func (t Type) dynStride(i int) bool { return i < len(t.DynStrides) && t.DynStrides[i] }

// IsStatic reports whether every size prints statically.
func (t Type) IsStatic() bool {
	for i := range t.Shape {
		if t.dyn(i) {
			return false
		}
	}
	return true
}

// Contiguous reports whether the type is a static identity-layout memref
// (the source collapse/expand_shape, vector.load and copies into views
// assume).
func (t Type) Contiguous() bool { return !t.Strided && t.IsStatic() }

// LayoutStatic reports whether no stride or offset prints as '?'.
func (t Type) LayoutStatic() bool {
	if t.DynOffset {
		return false
	}
	for i := range t.Strides {
		if t.dynStride(i) {
			return false
		}
	}
	return true
}

// String returns the MLIR spelling.
func (t Type) String() string {
	var sb strings.Builder
	sb.WriteString("memref<")
	for i, d := range t.Shape {
		if t.dyn(i) {
			sb.WriteString("?")
		} else {
			fmt.Fprint(&sb, d)
		}
		sb.WriteString("x")
	}
	sb.WriteString(t.Elem.String())
	if t.Strided {
		sb.WriteString(", strided<[")
		for i, s := range t.Strides {
			if i > 0 {
				sb.WriteString(", ")
			}
			if t.dynStride(i) {
				sb.WriteString("?")
			} else {
				fmt.Fprint(&sb, s)
			}
		}
		sb.WriteString("]")
		if t.DynOffset {
			sb.WriteString(", offset: ?")
		} else if t.Offset != 0 {
			fmt.Fprintf(&sb, ", offset: %d", t.Offset)
		}
		sb.WriteString(">")
	}
	if t.Space != 0 {
		fmt.Fprintf(&sb, ", %d", t.Space)
	}
	sb.WriteString(">")
	return sb.String()
}

// TensorString returns the spelling of the tensor of t's shape and element
// type (tensor programs).
func (t Type) TensorString() string {
	var sb strings.Builder
	sb.WriteString("tensor<")
	for i, d := range t.Shape {
		if t.dyn(i) {
			sb.WriteString("?")
		} else {
			fmt.Fprint(&sb, d)
		}
		sb.WriteString("x")
	}
	sb.WriteString(t.Elem.String())
	sb.WriteString(">")
	return sb.String()
}

// Same reports whether t and u are interchangeable: they print the same
// (the same MLIR type) and have the same sizes, strides and offset where
// the type prints '?'. The generator computes in-bounds indices from what
// it knows statically, so a value that stands for another (an iter_arg
// swapped with its partner, a select, a yield, a copy target) must have
// the other's geometry, not only its type: memref<?x?xf32, strided<[?, ?]>>
// holding 24x1 in one iteration and 1x24 in the next made seed 9500 read
// out of bounds.
func (t Type) Same(u Type) bool {
	return t.String() == u.String() && slices.Equal(t.Shape, u.Shape) && slices.Equal(t.Strides, u.Strides) && t.Offset == u.Offset
}

// WithSpace returns t in memory space s.
func (t Type) WithSpace(s int) Type {
	u := t.clone()
	u.Space = s
	return u
}

func (t Type) clone() Type {
	u := t
	u.Shape = append([]int64(nil), t.Shape...)
	u.Strides = append([]int64(nil), t.Strides...)
	if t.Dyn != nil {
		u.Dyn = append([]bool(nil), t.Dyn...)
	}
	if t.DynStrides != nil {
		u.DynStrides = append([]bool(nil), t.DynStrides...)
	}
	return u
}
