package ir

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Dense elements literals as mlir-opt 22 reads and prints them
// (DenseIntOrFPElementsAttr): the body is parsed into element bit patterns
// of the element type and printed back canonically:
//
//   - all elements equal: the single element (a splat), `dense<1.000000e+00>`;
//   - more than 100 elements: the raw little-endian storage in hex,
//     `dense<"0x0000803F...">` (i1 packed one bit per element);
//   - otherwise nested lists following the shape, `dense<[[1, 2], [3, 4]]>`;
//   - no elements: `dense<>`.
//
// Integers print signed (unsigned for ui types), i1 as true/false, floats
// as float attributes do (floatfmt.go), complex values as `(re,im)`.
// Element types it does not model (strings, f80, ...) keep their text.

// denseHexLimit is mlir-opt's default for printing elements as hex
// (--mlir-print-elementsattrs-with-hex-if-larger).
const denseHexLimit = 100

// denseElemKind describes how one element (or complex component) is read
// and stored.
type denseElemKind struct {
	intWidth int // > 0 for integers (index: 64)
	unsigned bool
	float    floatSem
	ftype    *FloatType
	isFloat  bool
	complex  bool
	bytes    int // storage bytes of one component (0 for i1: bit packed)
}

func denseKindOf(t Type) (denseElemKind, bool) {
	var k denseElemKind
	if ct, ok := t.(*ComplexType); ok {
		k.complex = true
		t = ct.Elem
	}
	switch t := t.(type) {
	case *IntegerType:
		if t.Width > 64 || t.Width == 0 {
			return k, false
		}
		k.intWidth, k.unsigned = t.Width, t.Signedness == Unsigned
		if t.Width > 1 {
			k.bytes = (t.Width + 7) / 8
		}
	case *IndexType:
		k.intWidth, k.bytes = 64, 8
	case *FloatType:
		s, ok := floatSems[t.Kind]
		if !ok || s.expBits > 11 {
			return k, false
		}
		k.isFloat, k.float, k.ftype = true, s, t
		k.bytes = (s.prec + s.expBits + 7) / 8
	default:
		return k, false
	}
	if k.complex && k.bytes == 0 {
		return k, false // complex<i1>
	}
	return k, true
}

// denseShape returns the static shape and element count of t.
func denseShape(t Type) ([]int64, int64, bool) {
	st, ok := t.(ShapedType)
	if !ok {
		return nil, 0, false
	}
	shape, ranked := st.Dims()
	if !ranked {
		return nil, 0, false
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return nil, 0, false
		}
		n *= d
	}
	return shape, n, true
}

// CanonicalDenseBody parses the body of `dense<body> : t` and returns it
// as mlir-opt prints it. Element types the printer does not model return
// body unchanged. Errors use mlir-opt's wording.
func CanonicalDenseBody(body string, t Type) (string, error) {
	st, ok := t.(ShapedType)
	if !ok {
		return body, nil
	}
	kind, ok := denseKindOf(st.ElementType())
	shape, n, okShape := denseShape(t)
	if !ok || !okShape {
		return requoteStrings(body), nil
	}
	vals, splat, err := parseDenseBody(body, kind, shape, n, t)
	if err != nil {
		return "", err
	}
	return printDenseBody(vals, splat, kind, shape, n), nil
}

// requoteStrings reprints every string literal of a body whose element
// type the printer does not model (`dense<"new\nline"> :
// tensor<2x!unknown<"">>`) with MLIR's escapes (QuoteString), as
// mlir-opt does: `dense<"new\0Aline">`. Everything outside the literals
// is kept; a literal with an invalid escape is kept as written.
func requoteStrings(body string) string {
	if !strings.Contains(body, `\`) {
		return body
	}
	var sb strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] != '"' {
			sb.WriteByte(body[i])
			continue
		}
		j := i + 1
		for j < len(body) && body[j] != '"' {
			if body[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(body) {
			sb.WriteString(body[i:])
			break
		}
		lit := body[i : j+1]
		if v, ok := unescapeString(lit[1 : len(lit)-1]); ok {
			lit = QuoteString(v)
		}
		sb.WriteString(lit)
		i = j
	}
	return sb.String()
}

// unescapeString decodes the escapes of an MLIR string literal's
// contents: \", \\, \n, \t and two hex digits.
func unescapeString(s string) (string, bool) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			out = append(out, s[i])
			continue
		}
		if i+1 >= len(s) {
			return "", false
		}
		switch c := s[i+1]; c {
		case '"', '\\':
			out = append(out, c)
			i++
		case 'n':
			out = append(out, '\n')
			i++
		case 't':
			out = append(out, '\t')
			i++
		default:
			if i+2 >= len(s) {
				return "", false
			}
			b, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				return "", false
			}
			out = append(out, byte(b))
			i += 2
		}
	}
	return string(out), true
}

// parseDenseBody returns the elements' bit patterns (two per complex
// element) and whether the literal was a splat.
func parseDenseBody(body string, k denseElemKind, shape []int64, n int64, t Type) ([]uint64, bool, error) {
	body = strings.TrimSpace(body)
	comps := int64(1)
	if k.complex {
		comps = 2
	}
	if body == "" {
		if n != 0 {
			return nil, false, fmt.Errorf("expected %d elements, but parsed 0", n)
		}
		return nil, false, nil
	}
	if body[0] == '"' {
		return parseDenseHex(body, k, n, comps, t)
	}
	dp := &denseParser{s: body, k: k}
	var vals []uint64
	var got []int64
	if body[0] == '[' {
		var err error
		got, err = dp.list(&vals, 0)
		if err != nil {
			return nil, false, err
		}
	} else {
		if err := dp.elem(&vals); err != nil {
			return nil, false, err
		}
	}
	dp.skip()
	if dp.i != len(dp.s) {
		return nil, false, fmt.Errorf("unexpected '%c' in elements literal", dp.s[dp.i])
	}
	if body[0] != '[' {
		return vals, true, nil
	}
	if !sameShape(got, shape) {
		return nil, false, fmt.Errorf("inferred shape of elements literal (%s) does not match type (%s)", shapeList(got), shapeList(shape))
	}
	if int64(len(vals)) != n*comps {
		return nil, false, fmt.Errorf("elements literal has %d elements, type %s has %d", int64(len(vals))/comps, t, n)
	}
	return vals, false, nil
}

func sameShape(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func shapeList(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// parseDenseHex reads `"0x..."`: the raw storage of all elements, or of
// one (a splat).
func parseDenseHex(body string, k denseElemKind, n, comps int64, t Type) ([]uint64, bool, error) {
	if len(body) < 4 || body[len(body)-1] != '"' || !strings.HasPrefix(body, `"0x`) {
		return nil, false, fmt.Errorf("expected hex string for elements literal")
	}
	hex := body[3 : len(body)-1]
	raw := make([]byte, len(hex)/2)
	if len(hex)%2 != 0 {
		return nil, false, fmt.Errorf("expected an even number of hex digits")
	}
	for i := range raw {
		b, err := strconv.ParseUint(hex[2*i:2*i+2], 16, 8)
		if err != nil {
			return nil, false, fmt.Errorf("invalid hex digits in elements literal")
		}
		raw[i] = byte(b)
	}
	invalid := fmt.Errorf("elements hex data size is invalid for provided type: '%s'", t)
	if k.bytes == 0 { // i1, one bit per element
		switch {
		case int64(len(raw)) == (n+7)/8:
		case len(raw) == 1 && (raw[0] == 0 || raw[0] == 0xFF || raw[0] == 1):
			return []uint64{uint64(raw[0] & 1)}, true, nil
		default:
			return nil, false, invalid
		}
		vals := make([]uint64, n)
		for i := range vals {
			vals[i] = uint64(raw[i/8] >> uint(i%8) & 1)
		}
		return vals, false, nil
	}
	size := int64(k.bytes)
	total := n * comps
	splat := false
	switch int64(len(raw)) {
	case total * size:
	case comps * size:
		splat, total = true, comps
	default:
		return nil, false, invalid
	}
	vals := make([]uint64, total)
	for i := range vals {
		var v uint64
		for b := int64(k.bytes) - 1; b >= 0; b-- {
			v = v<<8 | uint64(raw[int64(i)*size+b])
		}
		vals[i] = v
	}
	return vals, splat, nil
}

// denseParser reads the element lists of a dense literal.
type denseParser struct {
	s string
	i int
	k denseElemKind
}

func (p *denseParser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\n' || p.s[p.i] == '\t' || p.s[p.i] == '\r') {
		p.i++
	}
}

func (p *denseParser) eat(c byte) bool {
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// list reads `[e, e, ...]` and returns the shape it has.
func (p *denseParser) list(vals *[]uint64, depth int) ([]int64, error) {
	if !p.eat('[') {
		return nil, fmt.Errorf("expected '[' in elements literal")
	}
	var sub []int64
	count := int64(0)
	if p.eat(']') {
		return []int64{0}, nil
	}
	for {
		p.skip()
		if p.i < len(p.s) && p.s[p.i] == '[' {
			s, err := p.list(vals, depth+1)
			if err != nil {
				return nil, err
			}
			if count > 0 && !sameShape(s, sub) {
				return nil, fmt.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			sub = s
		} else {
			if count > 0 && sub != nil {
				return nil, fmt.Errorf("tensor literal is invalid; ranks are not consistent between elements")
			}
			if err := p.elem(vals); err != nil {
				return nil, err
			}
		}
		count++
		if p.eat(']') {
			break
		}
		if !p.eat(',') {
			return nil, fmt.Errorf("expected ',' or ']' in elements literal")
		}
	}
	return append([]int64{count}, sub...), nil
}

// token returns the next scalar token.
func (p *denseParser) token() string {
	p.skip()
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == ',' || c == ']' || c == ')' || c == ' ' || c == '[' || c == '(' {
			break
		}
		p.i++
	}
	return p.s[start:p.i]
}

// elem reads one element (a `(re, im)` pair for complex types).
func (p *denseParser) elem(vals *[]uint64) error {
	if !p.k.complex {
		v, err := p.scalar()
		*vals = append(*vals, v)
		return err
	}
	if !p.eat('(') {
		return fmt.Errorf("expected '(' for complex element")
	}
	re, err := p.scalar()
	if err != nil {
		return err
	}
	if !p.eat(',') {
		return fmt.Errorf("expected ',' in complex element")
	}
	im, err := p.scalar()
	if err != nil {
		return err
	}
	if !p.eat(')') {
		return fmt.Errorf("expected ')' after complex element")
	}
	*vals = append(*vals, re, im)
	return nil
}

// scalar reads an integer, float or boolean literal and returns its bit
// pattern in the element type.
func (p *denseParser) scalar() (uint64, error) {
	tok := p.token()
	if tok == "" {
		return 0, fmt.Errorf("expected element literal of primitive type")
	}
	k := p.k
	if tok == "true" || tok == "false" {
		if k.intWidth != 1 {
			return 0, fmt.Errorf("expected i1 type for 'true' or 'false' values")
		}
		if tok == "true" {
			return 1, nil
		}
		return 0, nil
	}
	neg := tok[0] == '-'
	digits := strings.TrimPrefix(tok, "-")
	isHex := strings.HasPrefix(digits, "0x") || strings.HasPrefix(digits, "0X")
	isFloatTok := !isHex && strings.ContainsAny(digits, ".eE")
	if k.isFloat {
		if isHex {
			if neg {
				return 0, fmt.Errorf("hexadecimal float literal should not have a leading minus")
			}
			bits, err := strconv.ParseUint(digits[2:], 16, 64)
			width := k.float.prec + k.float.expBits
			if err != nil || width < 64 && bits>>uint(width) != 0 {
				return 0, fmt.Errorf("hexadecimal float constant out of range for type")
			}
			return bits, nil
		}
		if !isFloatTok {
			return 0, fmt.Errorf("unexpected decimal integer literal for a floating point value")
		}
		f, err := strconv.ParseFloat(digits, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			return 0, fmt.Errorf("invalid floating point literal %q", tok)
		}
		if neg {
			f = -f
		}
		return floatBits64(RoundFloat(f, k.ftype), k.float), nil
	}
	if isFloatTok {
		return 0, fmt.Errorf("expected integer elements, but parsed floating-point")
	}
	var mag uint64
	var err error
	if isHex {
		mag, err = strconv.ParseUint(digits[2:], 16, 64)
	} else {
		mag, err = strconv.ParseUint(digits, 10, 64)
	}
	if err != nil {
		return 0, fmt.Errorf("integer constant out of range for type")
	}
	w := k.intWidth
	if neg {
		if k.unsigned || mag > 1<<63 {
			return 0, fmt.Errorf("integer constant out of range for type")
		}
		v := -int64(mag)
		if w < 64 && v < -(1<<uint(w-1)) && w > 1 {
			return 0, fmt.Errorf("integer constant out of range for type")
		}
		if w == 1 && v < -1 {
			return 0, fmt.Errorf("integer constant out of range for type")
		}
		return maskBits(uint64(v), w), nil
	}
	if w < 64 && mag>>uint(w) != 0 {
		return 0, fmt.Errorf("integer constant out of range for type")
	}
	return mag, nil
}

func maskBits(v uint64, w int) uint64 {
	if w >= 64 {
		return v
	}
	return v & (1<<uint(w) - 1)
}

// floatBits64 is floatBits for formats of at most 64 bits.
func floatBits64(f float64, s floatSem) uint64 {
	switch s {
	case floatSems["f64"]:
		return math.Float64bits(f)
	case floatSems["f32"]:
		return uint64(math.Float32bits(float32(f)))
	}
	return floatBits(f, s).Uint64()
}

// floatOfBits decodes a component of a float element.
func (k denseElemKind) floatOfBits(b uint64) float64 {
	f, _ := FloatFromBits(b, k.ftype)
	return f
}

// appendScalar prints one component.
func (k denseElemKind) appendScalar(sb *strings.Builder, b uint64) {
	switch {
	case k.isFloat:
		f := k.floatOfBits(b)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			sb.WriteString(hexFloat(new(big.Int).SetUint64(b)))
		} else {
			sb.WriteString(formatFloatValue(f, k.ftype))
		}
	case k.intWidth == 1:
		if b&1 != 0 {
			sb.WriteString("true")
		} else {
			sb.WriteString("false")
		}
	case k.unsigned:
		sb.WriteString(strconv.FormatUint(b, 10))
	default:
		v := int64(b)
		if k.intWidth > 0 && k.intWidth < 64 && b>>uint(k.intWidth-1)&1 != 0 {
			v = int64(b | ^uint64(0)<<uint(k.intWidth))
		}
		sb.WriteString(strconv.FormatInt(v, 10))
	}
}

func (k denseElemKind) appendElem(sb *strings.Builder, vals []uint64, i int64) {
	if !k.complex {
		k.appendScalar(sb, vals[i])
		return
	}
	sb.WriteByte('(')
	k.appendScalar(sb, vals[2*i])
	sb.WriteByte(',')
	k.appendScalar(sb, vals[2*i+1])
	sb.WriteByte(')')
}

// printDenseBody prints parsed elements canonically.
func printDenseBody(vals []uint64, splat bool, k denseElemKind, shape []int64, n int64) string {
	var sb strings.Builder
	comps := int64(1)
	if k.complex {
		comps = 2
	}
	if n == 0 {
		return ""
	}
	if !splat {
		splat = true
		for i := comps; i < int64(len(vals)); i++ {
			if vals[i] != vals[i%comps] {
				splat = false
				break
			}
		}
	}
	if splat || len(shape) == 0 {
		k.appendElem(&sb, vals, 0)
		return sb.String()
	}
	if n > denseHexLimit {
		const hexd = "0123456789ABCDEF"
		sb.WriteString(`"0x`)
		if k.bytes == 0 {
			for i := int64(0); i < (n+7)/8; i++ {
				var by byte
				for j := int64(0); j < 8 && i*8+j < n; j++ {
					by |= byte(vals[i*8+j]&1) << uint(j)
				}
				sb.WriteByte(hexd[by>>4])
				sb.WriteByte(hexd[by&15])
			}
		} else {
			for _, v := range vals {
				for b := 0; b < k.bytes; b++ {
					by := byte(v >> uint(8*b))
					sb.WriteByte(hexd[by>>4])
					sb.WriteByte(hexd[by&15])
				}
			}
		}
		sb.WriteByte('"')
		return sb.String()
	}
	// Nested lists with a mixed-radix counter over the shape, as MLIR's
	// printDenseElementsAttrImpl.
	rank := len(shape)
	counter := make([]int64, rank)
	open := 0
	for idx := int64(0); idx < n; idx++ {
		if idx != 0 {
			sb.WriteString(", ")
		}
		for open < rank {
			sb.WriteByte('[')
			open++
		}
		k.appendElem(&sb, vals, idx)
		counter[rank-1]++
		for i := rank - 1; i > 0; i-- {
			if counter[i] >= shape[i] {
				counter[i] = 0
				counter[i-1]++
				open--
				sb.WriteByte(']')
			}
		}
	}
	for ; open > 0; open-- {
		sb.WriteByte(']')
	}
	return sb.String()
}
