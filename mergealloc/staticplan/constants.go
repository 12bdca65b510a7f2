package staticplan

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
)

// EncodeDense returns the bytes a dense<...> initializer of a memref of
// type mt occupies in memory after MLIR's lowering to LLVM: elements in
// row-major order, each little-endian in ceil(width/8) bytes; i1 takes one
// byte (0 or 1) per element, as LLVM stores an [N x i1] array. It accepts
// element lists (nested or flat), splats and "0x..." hex blobs (MLIR's raw
// storage: i1 bit-packed, least significant bit first). Supported element
// types: signless, signed and unsigned integers up to 64 bits, index, f16,
// bf16, f32 and f64.
func EncodeDense(a *ir.DenseElementsAttr, mt *ir.MemRefType) ([]byte, error) {
	if a.Resource {
		return nil, fmt.Errorf("dense_resource initializers are not packed")
	}
	n := mt.NumElements()
	w, err := elemBytes(mt.Elem)
	if err != nil {
		return nil, err
	}
	body := strings.TrimSpace(a.Body)
	if strings.HasPrefix(body, "\"0x") || strings.HasPrefix(body, "\"0X") {
		raw, err := hex.DecodeString(strings.Trim(body, "\"")[2:])
		if err != nil {
			return nil, fmt.Errorf("bad hex initializer: %v", err)
		}
		return expandRaw(raw, mt.Elem, w, n)
	}
	toks := tokens(body)
	if int64(len(toks)) != n && len(toks) != 1 {
		return nil, fmt.Errorf("initializer has %d elements, the type %d", len(toks), n)
	}
	out := make([]byte, 0, n*w)
	var first []byte
	for i, t := range toks {
		b, err := encodeScalar(t, mt.Elem, w)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			first = b
		}
		out = append(out, b...)
	}
	if len(toks) == 1 {
		out = out[:0]
		for i := int64(0); i < n; i++ {
			out = append(out, first...)
		}
	}
	return out, nil
}

// elemBytes is the number of bytes an element takes in memory.
func elemBytes(t ir.Type) (int64, error) {
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.Width > 64 {
			return 0, fmt.Errorf("integers wider than 64 bits are not packed")
		}
		return int64((t.Width + 7) / 8), nil
	case *ir.IndexType:
		return 8, nil
	case *ir.FloatType:
		switch t.Kind {
		case "f16", "bf16":
			return 2, nil
		case "f32":
			return 4, nil
		case "f64":
			return 8, nil
		}
	}
	return 0, fmt.Errorf("element type %s is not packed", t)
}

// tokens splits an element list into its scalars: brackets and commas are
// separators.
func tokens(body string) []string {
	f := strings.FieldsFunc(body, func(r rune) bool { return r == '[' || r == ']' || r == ',' || r == ' ' || r == '\n' || r == '\t' })
	return f
}

// expandRaw converts MLIR's raw storage to memory bytes.
func expandRaw(raw []byte, elem ir.Type, w, n int64) ([]byte, error) {
	if it, ok := elem.(*ir.IntegerType); ok && it.Width == 1 {
		out := make([]byte, n)
		if len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xff) {
			for i := range out {
				out[i] = raw[0] & 1
			}
			return out, nil
		}
		if int64(len(raw)) != (n+7)/8 {
			return nil, fmt.Errorf("hex initializer has %d bytes, %d i1 elements need %d", len(raw), n, (n+7)/8)
		}
		for i := int64(0); i < n; i++ {
			out[i] = raw[i/8] >> (i % 8) & 1
		}
		return out, nil
	}
	switch int64(len(raw)) {
	case n * w:
		return raw, nil
	case w:
		out := make([]byte, 0, n*w)
		for i := int64(0); i < n; i++ {
			out = append(out, raw...)
		}
		return out, nil
	}
	return nil, fmt.Errorf("hex initializer has %d bytes, %d elements of %d bytes need %d", len(raw), n, w, n*w)
}

// encodeScalar encodes one element literal.
func encodeScalar(tok string, elem ir.Type, w int64) ([]byte, error) {
	out := make([]byte, 8)
	switch t := elem.(type) {
	case *ir.IntegerType, *ir.IndexType:
		width := 64
		if it, ok := t.(*ir.IntegerType); ok {
			width = it.Width
		}
		var v uint64
		switch tok {
		case "true":
			v = 1
		case "false":
			v = 0
		default:
			bi, ok := new(big.Int).SetString(tok, 0)
			if !ok {
				return nil, fmt.Errorf("'%s' is not an integer", tok)
			}
			if bi.Sign() < 0 {
				bi.Add(bi, new(big.Int).Lsh(big.NewInt(1), uint(width)))
			}
			if bi.Sign() < 0 || bi.BitLen() > width {
				return nil, fmt.Errorf("'%s' does not fit in %d bits", tok, width)
			}
			v = bi.Uint64()
		}
		binary.LittleEndian.PutUint64(out, v)
		return out[:w], nil
	case *ir.FloatType:
		var bits uint64
		if strings.HasPrefix(tok, "0x") || strings.HasPrefix(tok, "0X") {
			b, err := strconv.ParseUint(tok[2:], 16, 64)
			if err != nil {
				return nil, fmt.Errorf("'%s' is not a float bit pattern", tok)
			}
			bits = b
		} else {
			switch t.Kind {
			case "f32":
				f, err := strconv.ParseFloat(tok, 32)
				if err != nil && !isRange(err) {
					return nil, fmt.Errorf("'%s' is not a float", tok)
				}
				bits = uint64(math.Float32bits(float32(f)))
			case "f64":
				f, err := strconv.ParseFloat(tok, 64)
				if err != nil && !isRange(err) {
					return nil, fmt.Errorf("'%s' is not a float", tok)
				}
				bits = math.Float64bits(f)
			case "f16", "bf16":
				f, err := strconv.ParseFloat(tok, 64)
				if err != nil && !isRange(err) {
					return nil, fmt.Errorf("'%s' is not a float", tok)
				}
				if t.Kind == "f16" {
					bits = uint64(roundFloat(f, 5, 10))
				} else {
					bits = uint64(roundFloat(f, 8, 7))
				}
			}
		}
		binary.LittleEndian.PutUint64(out, bits)
		return out[:w], nil
	}
	return nil, fmt.Errorf("element type %s is not packed", elem)
}

func isRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// roundFloat converts f to an IEEE binary format with expBits exponent and
// manBits mantissa bits, rounding to nearest, ties to even (f16: 5, 10;
// bf16: 8, 7). Infinities and NaNs map to their counterparts.
func roundFloat(f float64, expBits, manBits uint) uint16 {
	b := math.Float64bits(f)
	sign := uint16(b>>63) << (expBits + manBits)
	bias := int64(1)<<(expBits-1) - 1
	expMax := int64(1)<<expBits - 1
	if math.IsNaN(f) {
		return sign | uint16(expMax)<<manBits | 1<<(manBits-1)
	}
	a := math.Abs(f)
	if math.IsInf(f, 0) {
		return sign | uint16(expMax)<<manBits
	}
	if a == 0 {
		return sign
	}
	// a = m * 2^e with m in [1, 2).
	e := int64(math.Ilogb(a))
	if e < 1-bias {
		e = 1 - bias // subnormal: fixed exponent
	}
	// Scale so that the kept mantissa bits are the integer part.
	scaled := math.Ldexp(a, int(int64(manBits)-e))
	q := math.RoundToEven(scaled)
	iq := uint64(q)
	if iq>>(manBits+1) != 0 { // rounding overflowed into the next binade
		iq >>= 1
		e++
	}
	if e > bias {
		return sign | uint16(expMax)<<manBits // overflow: infinity
	}
	if iq < 1<<manBits { // subnormal
		return sign | uint16(iq)
	}
	return sign | uint16(e+bias)<<manBits | uint16(iq&(1<<manBits-1))
}
