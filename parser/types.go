package parser

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
)

var intTypes [129]*ir.IntegerType

func init() {
	for i := range intTypes {
		intTypes[i] = &ir.IntegerType{Width: i}
	}
	intTypes[1] = ir.I1.(*ir.IntegerType)
	intTypes[8] = ir.I8.(*ir.IntegerType)
	intTypes[32] = ir.I32.(*ir.IntegerType)
	intTypes[64] = ir.I64.(*ir.IntegerType)
}

var floatKinds = map[string]ir.Type{}

func init() {
	for _, k := range []string{"f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
		"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU",
		"f4E2M1FN", "f6E2M3FN", "f6E3M2FN"} {
		floatKinds[k] = &ir.FloatType{Kind: k}
	}
	floatKinds["f32"] = ir.F32
	floatKinds["f64"] = ir.F64
}

var (
	noneType = &ir.NoneType{}
)

// scalarType returns the builtin scalar type spelled b, or nil.
func (p *parser) scalarType(b []byte) ir.Type {
	if len(b) == 0 {
		return nil
	}
	switch b[0] {
	case 'i':
		if len(b) == 5 && string(b) == "index" {
			return ir.Index
		}
		return p.intType(b[1:], ir.Signless)
	case 's':
		if len(b) > 2 && b[1] == 'i' {
			return p.intType(b[2:], ir.Signed)
		}
	case 'u':
		if len(b) > 2 && b[1] == 'i' {
			return p.intType(b[2:], ir.Unsigned)
		}
	case 'f', 'b', 't':
		if t, ok := floatKinds[string(b)]; ok {
			return t
		}
	case 'n':
		if string(b) == "none" {
			return noneType
		}
	}
	return nil
}

func (p *parser) intType(digits []byte, s ir.Signedness) ir.Type {
	if len(digits) == 0 || len(digits) > 8 {
		return nil
	}
	w := 0
	for _, c := range digits {
		if !isDigit(c) {
			return nil
		}
		w = w*10 + int(c-'0')
	}
	if w >= 1<<24 {
		p.fail("integer bitwidth is limited to 16777215 bits")
	}
	if s == ir.Signless && w < len(intTypes) {
		return intTypes[w]
	}
	return p.canon(&ir.IntegerType{Width: w, Signedness: s})
}

// canon interns a type by its printed form (ir.TypeKey: with the
// structure of the affine maps it holds, which may print alike).
func (p *parser) canon(t ir.Type) ir.Type {
	k := ir.TypeKey(t)
	if c, ok := p.canonTypes[k]; ok {
		return c
	}
	p.canonTypes[k] = t
	return t
}

// scanAngles returns the offset just past the '>' matching the '<' at
// src[i], skipping "->" and strings; -1 if unbalanced.
func scanAngles(src []byte, i int) int {
	depth := 0
	for ; i < len(src); i++ {
		switch src[i] {
		case '<':
			depth++
		case '>':
			if i > 0 && src[i-1] == '-' {
				continue
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case '"':
			e, ok := scanString(src, i)
			if !ok {
				return -1
			}
			i = e - 1
		case '{', '}', ';':
			return -1
		}
	}
	return -1
}

// startsType reports whether the current token can begin a type.
func (p *parser) startsType() bool {
	switch p.tok.kind {
	case tBang:
		return true
	case tIdent:
		b := p.tokBytes()
		if p.scalarType(b) != nil {
			return true
		}
		switch string(b) {
		case "memref", "tensor", "vector", "complex", "tuple":
			return true
		}
	case tPunct:
		return p.isByte('(')
	}
	return false
}

func (p *parser) parseType() ir.Type {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tIdent:
		b := p.tokBytes()
		if t := p.scalarType(b); t != nil {
			p.next()
			return t
		}
		start := p.tok.start
		end := -1
		if p.tok.end < len(p.src) && p.src[p.tok.end] == '<' {
			end = scanAngles(p.src, p.tok.end)
			if end > 0 {
				if t, ok := p.typeCache[string(p.src[start:end])]; ok {
					p.resetTo(end)
					return t
				}
			}
		}
		kw := string(b)
		var t ir.Type
		switch kw {
		case "memref", "tensor", "vector":
			p.next()
			t = p.parseShaped(kw)
		case "complex":
			p.next()
			p.expect("<")
			t = &ir.ComplexType{Elem: p.parseType()}
			p.expect(">")
		case "tuple":
			p.next()
			p.expect("<")
			tt := &ir.TupleType{}
			if !p.is(">") {
				tt.Types = p.parseTypeListNoParens()
			}
			p.expect(">")
			t = tt
		default:
			p.failWrongToken("expected non-function type")
		}
		t = p.canon(t)
		if end > 0 && p.prevEnd == end {
			p.typeCache[string(p.src[start:end])] = t
		}
		return t
	case tBang:
		name := string(p.src[p.tok.start+1 : p.tok.end])
		if dot := strings.IndexByte(name, '.'); dot > 0 {
			body := name[dot+1:]
			dialect := name[:dot]
			if !isIdentStart(dialect[0]) || body == "" || !isIdentStart(body[0]) {
				p.fail("invalid dialect type name '!%s' (expected !dialect.name)", name)
			}
			if dialect == "llvm" {
				if t := p.parseLLVMType(body); t != nil {
					return p.canon(t)
				}
			}
			if dialect == "async" {
				return p.canon(p.parseAsyncType(body))
			}
			p.next()
			if p.isByte('<') && p.tok.start == p.prevEnd {
				body += p.dialectBody(dialect, true)
			}
			return p.canon(&ir.OpaqueType{Dialect: dialect, Body: body})
		}
		if p.tok.end < len(p.src) && p.src[p.tok.end] == '<' && isIdentStart(name[0]) {
			// The opaque form `!dialect<data>`; a pretty body reads as
			// `!dialect.body`.
			p.next()
			data := p.dialectBody(name, false)
			if (name == "llvm" || name == "async") && prettyBody(data) {
				return p.reparseType("!" + name + "." + data)
			}
			return p.canon(&ir.OpaqueType{Dialect: name, Body: data})
		}
		t, ok := p.typeAliases[name]
		if !ok {
			p.fail("undefined symbol alias id '%s'", name)
		}
		p.next()
		return t
	case tPunct:
		if p.isByte('(') {
			return p.parseFunctionType()
		}
	}
	p.checkTok()
	p.failWrongToken("expected non-function type")
	return nil
}

// balancedText reads a balanced `<...>` token run starting at the current
// '<' and returns its text with whitespace normalized.
func (p *parser) balancedText() string {
	start, end := p.balancedSpan()
	return normalizeSpace(p.src[start:end])
}

// dialectBody reads the balanced `<...>` of a dialect attribute or type
// of the dialect named dialect and returns it (withBrackets) or what is
// inside it. Dialects that mlir-opt registers get their whitespace
// normalized (their own printers respace them); others are kept verbatim,
// as mlir-opt keeps the data of an unregistered dialect's symbols.
func (p *parser) dialectBody(dialect string, withBrackets bool) string {
	start, end := p.dialectSpan()
	var s string
	if registeredDialects[dialect] {
		s = normalizeSpace(p.src[start:end])
	} else {
		s = string(p.src[start:end])
	}
	if !withBrackets {
		s = s[1 : len(s)-1]
	}
	return s
}

// registeredDialects are the dialects mlir-opt 22 registers.
var registeredDialects = map[string]bool{}

func init() {
	for _, d := range strings.Fields(`acc affine amdgpu amx arith arm_neon arm_sme arm_sve async
		bufferization builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
		mesh ml_program mpi nvgpu nvvm omp pdl pdl_interp polynomial ptr quant rocdl scf shape
		shard smt sparse_tensor spirv tensor tosa transform ub vcix vector x86vector xegpu xevm
		wasmssa`) {
		registeredDialects[d] = true
	}
}

// prettyBody reports whether data of `!dialect<data>` is an identifier
// optionally followed by `<...>`, so that it reads as `!dialect.data`.
func prettyBody(data string) bool {
	return ir.DialectSymbol("!", "d", data) == "!d."+data
}

// reparseType parses text (a type spelled differently from the source) in
// a parser of its own and returns the type.
func (p *parser) reparseType(text string) ir.Type {
	sub := &parser{file: p.file, src: []byte(text), line: 1,
		typeAliases: p.typeAliases, attrAliases: p.attrAliases,
		typeCache: map[string]ir.Type{}, canonTypes: p.canonTypes,
		intAttrs: p.intAttrs, strs: p.strs, opNames: map[string]opInfo{}}
	sub.ap.p = sub
	var t ir.Type
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(abort); !ok {
					panic(r)
				}
				msg := "invalid type"
				if d, ok := sub.err.(*ir.Diagnostic); ok {
					msg = d.Message
				}
				p.fail("%s", msg)
			}
		}()
		sub.next()
		t = sub.parseType()
	}()
	return t
}

// balancedSpan reads a balanced `<...>` token run starting at the current
// '<' and returns its source offsets.
func (p *parser) balancedSpan() (int, int) {
	if !p.isByte('<') {
		p.fail("expected '<'")
	}
	start := p.tok.start
	pos := p.tokPos()
	var stack []byte
	for {
		switch {
		case p.tok.kind == tEOF:
			p.failAt(pos, "unbalanced '<' in dialect attribute or type")
		case p.tok.kind == tError:
			p.checkTok()
		case p.tok.kind == tMetaOpen:
			p.fail("unexpected '{-#'")
		case p.isByte('<'):
			stack = append(stack, '>')
		case p.isByte('('):
			stack = append(stack, ')')
		case p.isByte('['):
			stack = append(stack, ']')
		case p.isByte('{'):
			stack = append(stack, '}')
		case p.isByte('>') || p.isByte(')') || p.isByte(']') || p.isByte('}'):
			c := p.src[p.tok.start]
			if len(stack) == 0 || stack[len(stack)-1] != c {
				want := byte('>')
				if len(stack) > 0 {
					want = stack[len(stack)-1]
				}
				p.fail("unbalanced brackets: expected '%c', found '%c'", want, c)
			}
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			end := p.tok.end
			p.next()
			return start, end
		}
		p.next()
	}
}

// dialectSpan reads the balanced `<...>` of a dialect attribute or type
// byte by byte, as MLIR reads a dialect symbol's body: only brackets,
// `->` and string literals count, so any other character may appear
// (`#foo.dialect<!x@#!@#>`, `<abcd<[f]$$[32]>>`). A body that is not
// balanced is read again by tokens (balancedSpan) for its diagnostic.
func (p *parser) dialectSpan() (int, int) {
	if !p.isByte('<') {
		return p.balancedSpan()
	}
	start := p.tok.start
	end := rawBalancedEnd(p.src, start)
	if end < 0 {
		return p.balancedSpan()
	}
	for i := p.pos; i < end; i++ {
		if p.src[i] == '\n' {
			p.line++
			p.lineStart = i + 1
		}
	}
	p.pos = end
	p.next()
	return start, end
}

// rawBalancedEnd returns the end of the bracketed text that starts at
// src[start], or -1 when its brackets do not match or it does not end
// (a string literal may not span lines).
func rawBalancedEnd(src []byte, start int) int {
	var stack []byte
	for i := start; i < len(src); i++ {
		switch c := src[i]; c {
		case '<':
			stack = append(stack, '>')
		case '(':
			stack = append(stack, ')')
		case '[':
			stack = append(stack, ']')
		case '{':
			stack = append(stack, '}')
		case '-':
			if i+1 < len(src) && src[i+1] == '>' {
				i++ // `->` is one token, not a closing '>'
			}
		case '>', ')', ']', '}':
			if len(stack) == 0 || stack[len(stack)-1] != c {
				return -1
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1
			}
		case '"':
			for i++; i < len(src) && src[i] != '"'; i++ {
				if src[i] == '\n' {
					return -1
				}
				if src[i] == '\\' {
					i++
				}
			}
			if i >= len(src) {
				return -1
			}
		}
	}
	return -1
}

// normalizeSpace collapses whitespace runs (outside strings) to one space.
func normalizeSpace(b []byte) string {
	need := false
	for _, c := range b {
		if c == '\n' || c == '\t' || c == '\r' {
			need = true
			break
		}
	}
	if !need && !strings.Contains(string(b), "  ") {
		return string(b)
	}
	var sb strings.Builder
	inStr := false
	space := false
	for i := 0; i < len(b); i++ {
		c := b[i]
		if inStr {
			sb.WriteByte(c)
			if c == '\\' && i+1 < len(b) {
				i++
				sb.WriteByte(b[i])
			} else if c == '"' {
				inStr = false
			}
			continue
		}
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			space = true
			continue
		}
		if space {
			if sb.Len() > 0 {
				last := sb.String()[sb.Len()-1]
				if last != '(' && last != '[' && last != '<' && c != ')' && c != ']' && c != '>' && c != ',' {
					sb.WriteByte(' ')
				} else if last == ',' {
					sb.WriteByte(' ')
				}
			}
			space = false
		}
		if c == '"' {
			inStr = true
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

func (p *parser) parseTypeListNoParens() []ir.Type {
	var buf [4]ir.Type
	ts := append(buf[:0], p.parseType())
	for p.accept(",") {
		ts = append(ts, p.parseType())
	}
	return append([]ir.Type(nil), ts...)
}

func (p *parser) parseFunctionType() ir.Type {
	p.expect("(")
	ft := &ir.FunctionType{}
	if !p.is(")") {
		ft.Inputs = p.parseTypeListNoParens()
	}
	p.expect(")")
	p.expect("->")
	ft.Results = p.parseResultTypes()
	return ft
}

// parseResultTypes reads a function result list: `t` or `(t1, t2)`.
func (p *parser) parseResultTypes() []ir.Type {
	if p.isByte('(') {
		// Either a parenthesized list or a function type as single result.
		save, saveTok := p.pos, p.tok
		p.next()
		if p.is(")") {
			p.next()
			if p.is("->") {
				// `() -> x` is a function type result
				p.pos, p.tok = save, saveTok
				p.resetTo(saveTok.start)
				return []ir.Type{p.parseFunctionType()}
			}
			return []ir.Type{}
		}
		ts := p.parseTypeListNoParens()
		p.expect(")")
		if p.is("->") {
			p.next()
			return []ir.Type{&ir.FunctionType{Inputs: ts, Results: p.parseResultTypes()}}
		}
		return ts
	}
	return []ir.Type{p.parseType()}
}

// parseShaped reads the `<...>` of memref/tensor/vector types.
func (p *parser) parseShaped(kw string) ir.Type {
	if !p.isByte('<') {
		p.failWrongToken("expected '<' in %s type", kw)
	}
	// Dimension list scanned at byte level: `4x?x[8]x`.
	i := p.tok.end
	src := p.src
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if i < len(src) && src[i] == '*' {
		if kw == "vector" {
			p.fail("vector types must be ranked")
		}
		j := i + 1
		for j < len(src) && (src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r') {
			j++
		}
		if j >= len(src) || src[j] != 'x' {
			p.resetTo(i + 1)
			p.fail("expected 'x' in dimension list")
		}
		p.resetTo(j + 1)
		elem := p.parseType()
		var ms ir.Attribute
		if kw == "memref" && p.accept(",") {
			ms = p.parseAttribute(nil)
			if ia, ok := ms.(*ir.IntegerAttr); ok && ia.Big == nil && ia.Value == 0 {
				ms = nil
			}
		}
		p.expect(">")
		if kw == "memref" {
			return &ir.UnrankedMemRefType{Elem: elem, MemorySpace: ms}
		}
		return &ir.UnrankedTensorType{Elem: elem}
	}
	var shape []int64
	var scalable []bool
	anyScalable := false
	skipWS := func(j int) int {
		for j < len(src) && (src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r') {
			j++
		}
		return j
	}
	for i < len(src) {
		j := skipWS(i)
		sc := false
		if j < len(src) && src[j] == '[' {
			sc = true
			j++
		}
		var d int64
		if j < len(src) && src[j] == '?' {
			d = ir.Dynamic
			j++
		} else if j < len(src) && isDigit(src[j]) {
			k := j
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			var err error
			d, err = strconv.ParseInt(string(src[k:j]), 10, 64)
			if err != nil {
				p.resetTo(k)
				p.fail("invalid dimension")
			}
		} else {
			break
		}
		if sc {
			if j >= len(src) || src[j] != ']' {
				break
			}
			j++
		}
		// `2 x i32`: MLIR's lexer allows whitespace around the 'x'.
		j = skipWS(j)
		if j >= len(src) || src[j] != 'x' {
			break
		}
		j++
		shape = append(shape, d)
		scalable = append(scalable, sc)
		anyScalable = anyScalable || sc
		i = j
	}
	p.resetTo(i)
	if shape == nil {
		shape = []int64{}
	}
	elemPos := p.tokPos()
	elem := p.parseType()
	switch kw {
	case "vector":
		if !anyScalable {
			scalable = nil
		}
		for _, d := range shape {
			if d == ir.Dynamic {
				p.failAt(elemPos, "expected static shape")
			}
		}
		p.expect(">")
		return &ir.VectorType{Shape: shape, Scalable: scalable, Elem: elem}
	case "tensor":
		if anyScalable {
			p.failAt(elemPos, "scalable dimensions are only valid in vector types")
		}
		var enc ir.Attribute
		if p.accept(",") {
			enc = p.parseAttribute(nil)
		}
		p.expect(">")
		return &ir.RankedTensorType{Shape: shape, Elem: elem, Encoding: enc}
	default:
		if anyScalable {
			p.failAt(elemPos, "scalable dimensions are only valid in vector types")
		}
		if !validMemRefElem(elem) {
			p.failAt(elemPos, "invalid memref element type")
		}
		mt := &ir.MemRefType{Shape: shape, Elem: elem}
		if p.accept(",") {
			a := p.parseAttribute(nil)
			switch a.(type) {
			case *ir.AffineMapAttr, *ir.StridedLayoutAttr:
				mt.Layout = a
				if p.accept(",") {
					mt.MemorySpace = p.parseAttribute(nil)
				}
			default:
				mt.MemorySpace = a
			}
		}
		p.expect(">")
		if am, ok := mt.Layout.(*ir.AffineMapAttr); ok && am.Map.NumDims != len(shape) {
			p.failAt(elemPos, "memref layout mismatch between rank and affine map: %d != %d", len(shape), am.Map.NumDims)
		}
		// As MLIR builds memref types: an identity map is no layout, and
		// memory space 0 is the default space.
		if am, ok := mt.Layout.(*ir.AffineMapAttr); ok && dimIdentity(am.Map) {
			mt.Layout = nil
		}
		if ia, ok := mt.MemorySpace.(*ir.IntegerAttr); ok && ia.Big == nil && ia.Value == 0 {
			mt.MemorySpace = nil
		}
		if sl, ok := mt.Layout.(*ir.StridedLayoutAttr); ok && len(sl.Strides) != len(shape) {
			p.failAt(elemPos, "expected the number of strides to match the rank")
		}
		return mt
	}
}

// dimIdentity reports whether m maps its dims to themselves in order
// (MLIR's AffineMap::isIdentity, which ignores symbols).
func dimIdentity(m *ir.AffineMap) bool {
	if len(m.Results) != m.NumDims {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != ir.AffineDim || r.Pos != int64(i) {
			return false
		}
	}
	return true
}

// validMemRefElem reports whether t may be a memref's element type: not a
// type of the LLVM dialect or of a dialect mlir-opt does not register
// (neither implements MemRefElementTypeInterface), nor a function, tuple or
// tensor type.
func validMemRefElem(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.OpaqueType:
		return registeredDialects[t.Dialect]
	case *ir.FunctionType, *ir.TupleType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.NoneType:
		return false
	}
	return !ir.IsLLVMType(t)
}

// ---- integers ----

// parseIntLit parses the current integer token (optionally negated).
func (p *parser) parseIntLit(neg bool) (int64, *big.Int) {
	b := p.tokBytes()
	var v uint64
	var err error
	if len(b) > 2 && b[1] == 'x' {
		v, err = strconv.ParseUint(string(b[2:]), 16, 64)
	} else {
		v = 0
		for _, c := range b {
			if v > (math.MaxUint64-9)/10 {
				err = strconv.ErrRange
				break
			}
			v = v*10 + uint64(c-'0')
		}
	}
	if err != nil || (v > math.MaxInt64 && !(neg && v == 1<<63)) || v > math.MaxInt64 && !neg {
		bi := new(big.Int)
		s := string(b)
		base := 10
		if len(b) > 2 && b[1] == 'x' {
			s, base = s[2:], 16
		}
		if _, ok := bi.SetString(s, base); !ok {
			p.fail("invalid integer literal")
		}
		if neg {
			bi.Neg(bi)
		}
		if bi.IsInt64() {
			return bi.Int64(), nil
		}
		return 0, bi
	}
	if neg {
		return -int64(v), nil
	}
	return int64(v), nil
}
