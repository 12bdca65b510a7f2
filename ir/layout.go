package ir

import (
	"errors"
	"fmt"
	"math/bits"
)

// ElementLayout returns how MLIR's LLVM lowering lays out one memref element
// of type t on x86-64 (LLVM's data layout for the host): its size in memory
// (the LLVM alloc size: the store size rounded up to the alignment, so
// consecutive elements stay aligned) and its ABI alignment, in bytes. ok is
// false for types without a fixed size.
//
//   - iN: ceil(N/8) bytes aligned to the next of 1, 2, 4, 8, 16 (i1 and i4
//     take a byte, i24 takes 4);
//   - index: 8; f16, bf16: 2; f32, tf32: 4; f64: 8; f80, f128: 16; 8-bit and
//     smaller floats: 1;
//   - complex<T>: two Ts;
//   - vector<...xNxT>: the 1-D vector of N Ts is its store size rounded up to
//     a power of two (vector<3xi32> takes 16 bytes, aligned to 16), the
//     outer dimensions an array of those.
func ElementLayout(t Type) (size, align int64, ok bool) {
	switch t := t.(type) {
	case *IntegerType:
		if t.Width <= 0 {
			return 0, 0, false
		}
		store := (int64(t.Width) + 7) / 8
		align = min(pow2Ceil(store), 16)
		return alignTo(store, align), align, true
	case *IndexType:
		return 8, 8, true
	case *FloatType:
		switch t.Kind {
		case "f80", "f128":
			return 16, 16, true
		case "tf32":
			return 4, 4, true
		}
		w := int64(FloatWidth(t.Kind))
		if w <= 0 {
			return 0, 0, false
		}
		store := (w + 7) / 8
		return store, store, true
	case *ComplexType:
		s, a, ok := ElementLayout(t.Elem)
		return 2 * s, a, ok
	case *VectorType:
		n := len(t.Shape)
		if n == 0 {
			return 0, 0, false
		}
		for i, d := range t.Shape {
			if d == Dynamic || d < 0 || (i < len(t.Scalable) && t.Scalable[i]) {
				return 0, 0, false
			}
		}
		var eb int64
		switch e := t.Elem.(type) {
		case *IntegerType:
			eb = int64(e.Width)
		case *IndexType:
			eb = 64
		case *FloatType:
			eb = int64(FloatWidth(e.Kind))
			if e.Kind == "f80" {
				// x86_fp80 vectors pad each element to 16 bytes.
				eb = 128
			}
		default:
			return 0, 0, false
		}
		if eb <= 0 {
			return 0, 0, false
		}
		hi, lo := bits.Mul64(uint64(t.Shape[n-1]), uint64(eb))
		if hi != 0 || lo > 1<<62 {
			return 0, 0, false
		}
		store := (int64(lo) + 7) / 8
		align = pow2Ceil(max(store, 1))
		size = alignTo(store, align)
		for _, d := range t.Shape[:n-1] {
			hi, lo := bits.Mul64(uint64(size), uint64(d))
			if hi != 0 || lo > 1<<62 {
				return 0, 0, false
			}
			size = int64(lo)
		}
		return size, align, true
	}
	return 0, 0, false
}

func pow2Ceil(x int64) int64 {
	p := int64(1)
	for p < x {
		p <<= 1
	}
	return p
}

func alignTo(x, a int64) int64 { return (x + a - 1) / a * a }

// Errors of MemRefType.ByteSize.
var (
	// ErrDynamicShape: the memref has a dynamic size.
	ErrDynamicShape = errors.New("dynamic shape")
	// ErrNoFixedSize: the element type has no fixed size in memory.
	ErrNoFixedSize = errors.New("element type without a fixed size")
)

// TooLargeError reports a static memref whose size in bytes exceeds
// MaxBufferBytes (2^62) or does not even fit in int64. MLIR accepts such
// types; memopt plans no buffer with them (MemRefType.TooLarge).
type TooLargeError struct {
	// Type is the memref type.
	Type *MemRefType
}

// Error implements error.
func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the size in bytes of %s is larger than %d bytes", e.Type, MaxBufferBytes)
}

// ByteSize returns the size in bytes of a static memref as the LLVM
// lowering allocates it (elements times ElementLayout's size), and the
// element's ABI alignment. It fails with ErrDynamicShape, ErrNoFixedSize
// or a *TooLargeError for sizes above MaxBufferBytes (never a wrapped
// size).
func (t *MemRefType) ByteSize() (size, align int64, err error) {
	if !t.HasStaticShape() {
		return 0, 0, ErrDynamicShape
	}
	es, ea, ok := ElementLayout(t.Elem)
	if !ok {
		return 0, 0, ErrNoFixedSize
	}
	size = es
	for _, d := range t.Shape {
		hi, lo := bits.Mul64(uint64(size), uint64(d))
		if hi != 0 || lo > uint64(MaxBufferBytes) {
			return 0, 0, &TooLargeError{Type: t}
		}
		size = int64(lo)
	}
	return size, ea, nil
}

// AddSizes returns a+b for sizes a, b >= 0, or false when the sum exceeds
// MaxBufferBytes.
func AddSizes(a, b int64) (int64, bool) {
	if a > MaxBufferBytes || b > MaxBufferBytes-a {
		return 0, false
	}
	return a + b, true
}

// RoundSize returns size >= 0 rounded up to a multiple of align (values
// below 1 count as 1), or false when that exceeds MaxBufferBytes.
func RoundSize(size, align int64) (int64, bool) {
	if r := size % max(align, 1); r != 0 {
		return AddSizes(size, align-r)
	}
	return size, size <= MaxBufferBytes
}
