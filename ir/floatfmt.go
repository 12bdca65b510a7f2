package ir

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Float formatting as mlir-opt prints float attributes (MLIR's
// printFloatValue on LLVM's APFloat):
//
//  1. APFloat::toString with 6 significant digits in scientific notation
//     (`1.000000e-01`), used when parsing it back gives the same value;
//  2. otherwise the full-precision form (FormatPrecision 2+p*59/196
//     digits for a p-bit significand, trailing zeros dropped, plain
//     notation unless that needs more than 3 padding zeros:
//     `0.123456789`, `3.40282347E+38`), used when it contains a '.';
//  3. otherwise, and for infinities and NaNs, the bit pattern in hex
//     (`0x7FC00000`).
//
// The digits are computed exactly as APFloat computes them (exact decimal
// expansion, truncation to about FormatPrecision digits, then round half
// up), so the text is byte-identical to mlir-opt's.

// floatSem describes a binary floating point format: significand
// precision in bits (with the hidden bit), minimum and maximum normal
// exponents, exponent field width and whether the integer bit is stored
// (f80).
type floatSem struct {
	prec, emin, emax, expBits int
	explicitInt               bool
}

var floatSems = map[string]floatSem{
	"f16":  {prec: 11, emin: -14, emax: 15, expBits: 5},
	"bf16": {prec: 8, emin: -126, emax: 127, expBits: 8},
	"tf32": {prec: 11, emin: -126, emax: 127, expBits: 8},
	"f32":  {prec: 24, emin: -126, emax: 127, expBits: 8},
	"f64":  {prec: 53, emin: -1022, emax: 1023, expBits: 11},
	"f80":  {prec: 64, emin: -16382, emax: 16383, expBits: 15, explicitInt: true},
	"f128": {prec: 113, emin: -16382, emax: 16383, expBits: 15},
}

// floatSemOf returns the semantics of a float type (f64 for nil).
func floatSemOf(t Type) (floatSem, bool) {
	if t == nil {
		return floatSems["f64"], true
	}
	ft, ok := t.(*FloatType)
	if !ok {
		return floatSem{}, false
	}
	s, ok := floatSems[ft.Kind]
	return s, ok
}

// RoundFloat rounds f to the nearest value of float type t (ties to even,
// overflow to infinity), as MLIR converts a parsed double to the type of a
// float literal. Types it does not model are returned unchanged.
func RoundFloat(f float64, t Type) float64 {
	s, ok := floatSemOf(t)
	if !ok || s.prec >= 53 || f == 0 || math.IsNaN(f) || math.IsInf(f, 0) {
		return f
	}
	_, e := math.Frexp(f)
	e-- // f = 1.x * 2^e
	if e < s.emin {
		e = s.emin
	}
	quantum := math.Ldexp(1, e-s.prec+1)
	r := math.RoundToEven(f/quantum) * quantum
	if math.Abs(r) >= math.Ldexp(1, s.emax+1) {
		return math.Copysign(math.Inf(1), f)
	}
	return r
}

// floatBits returns the bit pattern of f in format s (f must be a value of
// the format, or NaN/Inf; NaN is the canonical quiet NaN).
func floatBits(f float64, s floatSem) *big.Int {
	frac := s.prec - 1 // stored fraction bits
	mantBits := frac
	if s.explicitInt {
		mantBits = s.prec
	}
	bias := 1<<(s.expBits-1) - 1
	var exp int
	mant := new(big.Int)
	a := math.Abs(f)
	switch {
	case math.IsNaN(f):
		exp = 1<<s.expBits - 1
		mant.SetBit(mant, frac-1, 1)
		if s.explicitInt {
			mant.SetBit(mant, frac, 1)
		}
	case math.IsInf(f, 0):
		exp = 1<<s.expBits - 1
		if s.explicitInt {
			mant.SetBit(mant, frac, 1)
		}
	case a == 0:
	default:
		_, e := math.Frexp(a)
		e-- // a = 1.x * 2^e
		if e < s.emin {
			e = s.emin - 1 // subnormal: biased exponent 0
		}
		// The significand as an integer: a / 2^(max(e, emin) - frac).
		q := e
		if q < s.emin {
			q = s.emin
		}
		m := new(big.Float).SetPrec(200).SetFloat64(a)
		m.SetMantExp(m, frac-q)
		mant, _ = m.Int(mant)
		if e >= s.emin {
			exp = e + bias
			if !s.explicitInt {
				mant.SetBit(mant, frac, 0)
			}
		}
	}
	out := big.NewInt(0)
	if math.Signbit(f) {
		out.SetInt64(1)
	}
	out.Lsh(out, uint(s.expBits))
	out.Or(out, big.NewInt(int64(exp)))
	out.Lsh(out, uint(mantBits))
	return out.Or(out, mant)
}

// hexFloat prints bits as APInt::toString(16, unsigned, C literal) does.
func hexFloat(bits *big.Int) string {
	return "0x" + strings.ToUpper(bits.Text(16))
}

// formatFloatValue formats f, a value of float type t, as mlir-opt prints
// it. Types it does not model print with the f64 rules.
func formatFloatValue(f float64, t Type) string {
	s, ok := floatSemOf(t)
	if !ok {
		s = floatSems["f64"]
	}
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return hexFloat(floatBits(f, s))
	}
	str := apfloatToString(f, s, 6, 0, false)
	if floatParsesBack(str, f, s) {
		return str
	}
	str = apfloatToString(f, s, 0, 3, true)
	if strings.IndexByte(str, '.') >= 0 {
		return str
	}
	return hexFloat(floatBits(f, s))
}

// floatParsesBack reports whether the decimal str parses (rounded to
// nearest even in format s) to exactly f.
func floatParsesBack(str string, f float64, s floatSem) bool {
	switch s {
	case floatSems["f64"]:
		g, err := strconv.ParseFloat(str, 64)
		return err == nil && g == f && math.Signbit(g) == math.Signbit(f)
	case floatSems["f32"]:
		g, err := strconv.ParseFloat(str, 32)
		return err == nil && g == f && math.Signbit(g) == math.Signbit(f)
	}
	x, _, err := big.ParseFloat(str, 10, 256, big.ToNearestEven)
	if err != nil {
		return false
	}
	if x.Sign() == 0 || f == 0 {
		return x.Sign() == 0 && f == 0 && x.Signbit() == math.Signbit(f)
	}
	// Round x to the format's precision, with its subnormal range.
	e := x.MantExp(nil) - 1
	p := s.prec
	if e < s.emin {
		p -= s.emin - e
	}
	if p <= 0 {
		return false
	}
	r := new(big.Float).SetMode(big.ToNearestEven).SetPrec(uint(p)).Set(x)
	want := new(big.Float).SetFloat64(f)
	return r.Cmp(want) == 0
}

var bigTen = big.NewInt(10)

// apfloatToString is LLVM's IEEEFloat::toString for a finite value f of
// format s.
func apfloatToString(f float64, s floatSem, formatPrecision, formatMaxPadding int, truncateZero bool) string {
	var sb strings.Builder
	if f == 0 {
		if math.Signbit(f) {
			sb.WriteByte('-')
		}
		if formatMaxPadding == 0 {
			if truncateZero {
				sb.WriteString("0.0E+0")
			} else {
				sb.WriteString("0.0")
				if formatPrecision > 1 {
					sb.WriteString(strings.Repeat("0", formatPrecision-1))
				}
				sb.WriteString("e+00")
			}
		} else {
			sb.WriteByte('0')
		}
		return sb.String()
	}
	if f < 0 {
		sb.WriteByte('-')
		f = -f
	}
	if formatPrecision == 0 {
		formatPrecision = 2 + s.prec*59/196
	}
	// f = mant * 2^exp with mant an integer without trailing zero bits.
	fr, e := math.Frexp(f)
	mant := uint64(math.Ldexp(fr, 53))
	exp := e - 53
	for mant&1 == 0 {
		mant >>= 1
		exp++
	}
	sig := new(big.Int).SetUint64(mant)
	if exp > 0 {
		sig.Lsh(sig, uint(exp))
		exp = 0
	} else if exp < 0 {
		five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
		sig.Mul(sig, five)
	}
	// exp is now a power of ten: f = sig * 10^exp.

	// AdjustToPrecision on the significand: drop the decimal digits beyond
	// what the precision needs (by truncation).
	bitsRequired := (formatPrecision*196 + 58) / 59
	if bits := sig.BitLen(); bits > bitsRequired {
		if tens := (bits - bitsRequired) * 59 / 196; tens > 0 {
			exp += tens
			sig.Quo(sig, new(big.Int).Exp(bigTen, big.NewInt(int64(tens)), nil))
		}
	}
	digits := []byte(sig.Text(10)) // most significant first
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	// AdjustToPrecision on the digits: round half up.
	if n := len(digits); n > formatPrecision {
		first := n - formatPrecision // digits dropped
		if digits[formatPrecision] < '5' {
			digits = digits[:formatPrecision]
			exp += first
		} else {
			exp += first
			digits = digits[:formatPrecision]
			i := len(digits) - 1
			for i >= 0 && digits[i] == '9' {
				i--
				exp++
			}
			if i < 0 {
				digits = []byte{'1'}
			} else {
				digits[i]++
				digits = digits[:i+1]
			}
		}
		for len(digits) > 1 && digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
			exp++
		}
	}
	nd := len(digits)

	scientific := true
	if formatMaxPadding != 0 {
		if exp >= 0 {
			scientific = exp > formatMaxPadding || nd+exp > formatPrecision
		} else {
			msd := exp + nd - 1
			if msd >= 0 {
				scientific = false
			} else {
				scientific = -msd > formatMaxPadding
			}
		}
	}
	if scientific {
		exp += nd - 1
		sb.WriteByte(digits[0])
		sb.WriteByte('.')
		if nd == 1 && truncateZero {
			sb.WriteByte('0')
		} else {
			sb.Write(digits[1:])
		}
		if !truncateZero && formatPrecision > nd-1 {
			sb.WriteString(strings.Repeat("0", formatPrecision-nd+1))
		}
		if truncateZero {
			sb.WriteByte('E')
		} else {
			sb.WriteByte('e')
		}
		if exp >= 0 {
			sb.WriteByte('+')
		} else {
			sb.WriteByte('-')
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if !truncateZero && len(es) < 2 {
			sb.WriteByte('0')
		}
		sb.WriteString(es)
		return sb.String()
	}
	if exp >= 0 {
		sb.Write(digits)
		sb.WriteString(strings.Repeat("0", exp))
		return sb.String()
	}
	whole := exp + nd
	if whole > 0 {
		sb.Write(digits[:whole])
		sb.WriteByte('.')
		sb.Write(digits[whole:])
	} else {
		sb.WriteString("0.")
		sb.WriteString(strings.Repeat("0", -whole))
		sb.Write(digits)
	}
	return sb.String()
}

// FloatFromBits decodes the bit pattern of a value of float type t (a hex
// float literal); ok is false for types it does not model or bit patterns
// wider than the type.
func FloatFromBits(bits uint64, t Type) (f float64, ok bool) {
	s, ok := floatSemOf(t)
	if !ok || s.explicitInt || s.expBits > 11 {
		return 0, false
	}
	frac := s.prec - 1
	width := 1 + s.expBits + frac
	if width < 64 && bits>>uint(width) != 0 {
		return 0, false
	}
	if width == 64 {
		return math.Float64frombits(bits), true
	}
	if width == 32 {
		return float64(math.Float32frombits(uint32(bits))), true
	}
	sign := bits >> uint(width-1) & 1
	exp := int(bits >> uint(frac) & (1<<uint(s.expBits) - 1))
	mant := bits & (1<<uint(frac) - 1)
	bias := 1<<(s.expBits-1) - 1
	switch {
	case exp == 1<<s.expBits-1 && mant == 0:
		f = math.Inf(1)
	case exp == 1<<s.expBits-1:
		f = math.NaN()
	case exp == 0:
		f = math.Ldexp(float64(mant), s.emin-frac)
	default:
		f = math.Ldexp(float64(mant|1<<uint(frac)), exp-bias-frac)
	}
	if sign == 1 {
		f = -f
	}
	return f, true
}

// FloatFromWideBits decodes the bit pattern of an f80 or f128 value (a
// hex float literal wider than 64 bits). Infinities and NaNs decode to
// ±Inf and NaN (the literal keeps their payload); finite values decode
// when a float64 holds them exactly, which memopt's float attributes
// need (exact is false otherwise). ok is false for other types and for
// bit patterns wider than the type.
func FloatFromWideBits(bits *big.Int, t Type) (f float64, exact, ok bool) {
	s, ok := floatSemOf(t)
	if !ok || s.expBits <= 11 || bits.Sign() < 0 {
		return 0, false, false
	}
	frac := s.prec - 1 // fraction bits below the integer bit
	mantBits := frac
	if s.explicitInt {
		mantBits = s.prec
	}
	width := 1 + s.expBits + mantBits
	if bits.BitLen() > width {
		return 0, false, false
	}
	neg := bits.Bit(width-1) == 1
	exp := int(new(big.Int).And(new(big.Int).Rsh(bits, uint(mantBits)), big.NewInt(1<<uint(s.expBits)-1)).Int64())
	mant := new(big.Int).And(bits, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(mantBits)), big.NewInt(1)))
	fracPart := new(big.Int).And(mant, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(frac)), big.NewInt(1)))
	intBit := !s.explicitInt || mant.Bit(frac) == 1
	sign := 1
	if neg {
		sign = -1
	}
	bias := 1<<(s.expBits-1) - 1
	switch {
	case exp == 1<<s.expBits-1:
		if fracPart.Sign() == 0 && intBit {
			return math.Inf(sign), true, true
		}
		return math.NaN(), true, true
	case exp == 0:
		if s.explicitInt && mant.Bit(frac) == 1 {
			return 0, false, true // x87 pseudo-denormal
		}
		exp = s.emin + bias // subnormal: the minimum exponent, no integer bit
	case !intBit:
		return 0, false, true // x87 unnormal
	default:
		if !s.explicitInt {
			mant.SetBit(mant, frac, 1)
		}
	}
	v := new(big.Float).SetPrec(uint(s.prec + 2)).SetInt(mant)
	v.SetMantExp(v, exp-bias-frac)
	f, acc := v.Float64()
	if acc != big.Exact {
		return 0, false, true
	}
	if neg {
		f = -f
	}
	return f, true, true
}
