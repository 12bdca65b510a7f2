package parser

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
)

// startsAttr reports whether the current token can begin an attribute.
func (p *parser) startsAttr() bool {
	switch p.tok.kind {
	case tHash, tAt, tInt, tFloat, tString, tBang:
		return true
	case tIdent:
		switch p.tokText() {
		case "true", "false", "unit", "dense", "dense_resource", "array", "affine_map", "affine_set",
			"strided", "loc", "sparse", "opaque", "distinct":
			return true
		}
		return p.startsType()
	case tPunct:
		return p.isByte('[') || p.isByte('{') || p.isByte('-') || p.isByte('(')
	}
	return false
}

func (p *parser) intAttr(v int64, t ir.Type) *ir.IntegerAttr {
	k := intAttrKey{v, t}
	if a, ok := p.intAttrs[k]; ok {
		return a
	}
	a := &ir.IntegerAttr{Value: v, Type: t}
	p.intAttrs[k] = a
	return a
}

// parseAttribute reads an attribute. hint is the type of untyped literals
// (nil: i64 for integers, f64 for floats).
func (p *parser) parseAttribute(hint ir.Type) ir.Attribute {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tInt, tFloat:
		return p.parseNumberAttr(false, hint)
	case tPunct:
		switch {
		case p.isByte('-'):
			p.next()
			if p.tok.kind != tInt && p.tok.kind != tFloat {
				p.fail("expected integer or float literal after '-'")
			}
			return p.parseNumberAttr(true, hint)
		case p.isByte('['):
			p.next()
			arr := &ir.ArrayAttr{Elems: []ir.Attribute{}}
			if !p.is("]") {
				for {
					arr.Elems = append(arr.Elems, p.parseAttribute(nil))
					if !p.accept(",") {
						break
					}
				}
			}
			p.expect("]")
			return arr
		case p.isByte('{'):
			return &ir.DictionaryAttr{Entries: p.parseDictEntries()}
		case p.isByte('('):
			return &ir.TypeAttr{Type: p.parseType()}
		}
	case tString:
		s, ok := unquote(p.tokBytes())
		if !ok {
			p.fail("invalid escape in string literal")
		}
		p.next()
		sa := &ir.StringAttr{Value: s}
		if p.is(":") {
			p.next()
			sa.Type = p.parseType()
		}
		return sa
	case tAt:
		ref := &ir.SymbolRefAttr{Root: p.symName()}
		p.next()
		for p.is("::") {
			p.next()
			if p.tok.kind != tAt {
				p.fail("expected nested symbol reference identifier")
			}
			ref.Nested = append(ref.Nested, p.symName())
			p.next()
		}
		return ref
	case tHash:
		name := string(p.src[p.tok.start+1 : p.tok.end])
		if dot := strings.IndexByte(name, '.'); dot > 0 {
			if !isIdentStart(name[0]) || dot+1 >= len(name) || !isIdentStart(name[dot+1]) {
				p.fail("invalid dialect attribute name '#%s' (expected #dialect.name)", name)
			}
			dialect, data := name[:dot], name[dot+1:]
			p.next()
			if p.isByte('<') && p.tok.start == p.prevEnd {
				data += p.dialectBody(dialect, true)
			}
			return p.typedDialectAttr(ir.DialectSymbol("#", dialect, data), hint)
		}
		if p.tok.end < len(p.src) && p.src[p.tok.end] == '<' && isIdentStart(name[0]) {
			// The opaque form `#dialect<data>`.
			p.next()
			return p.typedDialectAttr(ir.DialectSymbol("#", name, p.dialectBody(name, false)), hint)
		}
		a, ok := p.attrAliases[name]
		if !ok {
			p.fail("undefined symbol alias id '%s'", name)
		}
		p.next()
		return a
	case tBang:
		return &ir.TypeAttr{Type: p.parseType()}
	case tIdent:
		kw := p.tokText()
		switch kw {
		case "true", "false":
			p.next()
			return &ir.BoolAttr{Value: kw == "true"}
		case "unit":
			p.next()
			return ir.Unit
		case "dense", "dense_resource":
			kwPos := p.tokPos()
			p.next()
			if !p.isByte('<') {
				p.fail("expected '<' after '%s'", kw)
			}
			body := p.balancedText()
			body = body[1 : len(body)-1]
			t := hint
			if t == nil && p.is(":") {
				p.next()
				t = p.parseType()
			} else if t == nil {
				p.failWrongToken("expected ':'")
			}
			if _, ok := t.(ir.ShapedType); !ok {
				p.fail("elements literal must be a shaped type")
			}
			if kw == "dense" {
				canon, err := ir.CanonicalDenseBody(body, t)
				if err != nil {
					p.failAt(kwPos, "%s", err.Error())
				}
				body = canon
			}
			return &ir.DenseElementsAttr{Body: body, Type: t, Resource: kw == "dense_resource"}
		case "sparse":
			kwPos := p.tokPos()
			p.next()
			if !p.isByte('<') {
				p.fail("expected '<' after 'sparse'")
			}
			body := p.balancedText()
			t := hint
			if t == nil {
				p.expect(":")
				t = p.parseType()
			}
			canon, err := ir.CanonicalSparseBody(body[1:len(body)-1], t)
			if err != nil {
				p.failAt(kwPos, "%s", err.Error())
			}
			return &ir.SparseElementsAttr{Body: canon, Type: t}
		case "opaque":
			p.next()
			body := p.balancedText()
			p.expect(":")
			t := p.parseType()
			return &ir.OpaqueAttr{Text: kw + body + " : " + t.String()}
		case "distinct":
			return p.parseDistinct()
		case "array":
			return p.parseDenseArray()
		case "affine_map":
			p.next()
			p.expect("<")
			m := p.parseAffineMapBody()
			p.expect(">")
			return &ir.AffineMapAttr{Map: m}
		case "affine_set":
			p.next()
			p.expect("<")
			s := p.parseIntegerSetBody()
			p.expect(">")
			return &ir.IntegerSetAttr{Set: s}
		case "strided":
			return p.parseStrided()
		case "loc":
			return p.parseLocation()
		}
		if p.startsType() {
			return &ir.TypeAttr{Type: p.parseType()}
		}
	}
	p.checkTok()
	p.failWrongToken("expected attribute value")
	return nil
}

func (p *parser) symName() string {
	b := p.src[p.tok.start+1 : p.tok.end]
	if len(b) > 0 && b[0] == '"' {
		s, ok := unquote(b)
		if !ok {
			p.fail("invalid escape in symbol name")
		}
		return s
	}
	return string(b)
}

// wideHexFloat reads a hex float literal of an f80 or f128 attribute: its
// bit pattern. memopt keeps infinities and NaNs (with their payload) and
// the finite values a float64 holds exactly.
func (p *parser) wideHexFloat(text []byte, neg bool, t ir.Type, pos ir.Pos) ir.Attribute {
	bits, ok := new(big.Int).SetString(string(text[2:]), 16)
	if !ok {
		p.failAt(pos, "hexadecimal float constant out of range for type")
	}
	f, exact, ok := ir.FloatFromWideBits(bits, t)
	if !ok {
		p.failAt(pos, "hexadecimal float constant out of range for type")
	}
	if !exact {
		p.failAt(pos, "memopt cannot represent this %s constant: it keeps float values as 64-bit floats (infinities, NaNs and the values a 64-bit float holds exactly are supported)", t)
	}
	s := string(text)
	if neg {
		s = "-" + s
	}
	return &ir.FloatAttr{Value: f, Type: t, Text: s}
}

func (p *parser) parseNumberAttr(neg bool, hint ir.Type) ir.Attribute {
	isFloat := p.tok.kind == tFloat
	text := p.tokBytes()
	pos := p.tokPos()
	p.next()
	// With a type given by the context, the literal has no `: type`.
	t := hint
	if t == nil && p.is(":") {
		p.next()
		t = p.parseType()
	}
	if t == nil && isFloat {
		t = ir.F64
	}
	_, tIsFloat := t.(*ir.FloatType)
	if isFloat || tIsFloat {
		if !tIsFloat {
			p.failAt(pos, "floating point value not valid for specified type")
		}
		if !isFloat && len(text) > 2 && text[1] == 'x' && ir.FloatWidth(t.(*ir.FloatType).Kind) > 64 {
			return p.wideHexFloat(text, neg, t, pos)
		}
		if !isFloat && len(text) > 2 && text[1] == 'x' {
			bits, err := strconv.ParseUint(string(text[2:]), 16, 64)
			if err != nil {
				p.failAt(pos, "hexadecimal float constant out of range for type")
			}
			f, ok := ir.FloatFromBits(bits, t)
			if !ok && ir.FloatWidth(t.(*ir.FloatType).Kind) < 64 && bits>>uint(ir.FloatWidth(t.(*ir.FloatType).Kind)) != 0 {
				p.failAt(pos, "hexadecimal float constant out of range for type")
			}
			s := string(text)
			if neg {
				s = "-" + s
			}
			return &ir.FloatAttr{Value: f, Type: t, Text: s}
		}
		f, err := strconv.ParseFloat(string(text), 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			p.failAt(pos, "invalid floating point literal")
		}
		if neg {
			f = -f
		}
		// As MLIR: the literal is read as a double, then rounded to the
		// attribute's type.
		return &ir.FloatAttr{Value: ir.RoundFloat(f, t), Type: t}
	}
	if t == nil {
		t = ir.I64
	}
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
	default:
		p.failAt(pos, "integer literal not valid for specified type")
	}
	v, bi := p.parseIntText(text, neg, pos)
	if it, ok := t.(*ir.IntegerType); ok && !intFits(v, bi, it) {
		p.failAt(pos, "integer constant out of range for attribute")
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Signedness == ir.Signless && it.Width > 1 {
		v, bi = signlessValue(v, bi, it.Width)
	} else if _, ok := t.(*ir.IndexType); ok && bi != nil {
		p.failAt(pos, "integer constant out of range for attribute")
	}
	if bi != nil {
		return &ir.IntegerAttr{Big: bi, Type: t}
	}
	if it, ok := t.(*ir.IntegerType); ok && it.Width == 1 && it.Signedness == ir.Signless {
		if v != 0 && v != 1 && v != -1 {
			p.failAt(pos, "integer constant out of range for attribute")
		}
		if v != 0 {
			v = 1
		}
	}
	return p.intAttr(v, t)
}

func (p *parser) parseIntText(text []byte, neg bool, pos ir.Pos) (int64, *big.Int) {
	saveTok := p.tok
	p.tok.start = 0
	// Reuse parseIntLit on the given text by temporarily viewing it.
	src := p.src
	p.src = text
	p.tok.start, p.tok.end = 0, len(text)
	v, bi := p.parseIntLit(neg)
	p.src = src
	p.tok = saveTok
	return v, bi
}

// parseDictEntries reads `{name = attr, name2, "quoted" = attr}`.
func (p *parser) parseDictEntries() []ir.NamedAttr {
	var buf [4]ir.NamedAttr
	out := p.appendDictEntries(buf[:0])
	if len(out) == 0 {
		return nil
	}
	return append([]ir.NamedAttr(nil), out...)
}

// appendDictEntries reads `{a = 1, b}` and appends its entries to out.
func (p *parser) appendDictEntries(out []ir.NamedAttr) []ir.NamedAttr {
	p.expect("{")
	start := len(out)
	if p.accept("}") {
		return out
	}
	for {
		var name string
		keyPos := p.tokPos()
		switch p.tok.kind {
		case tIdent:
			name = p.intern(p.tokBytes())
		case tString:
			s, ok := unquote(p.tokBytes())
			if !ok {
				p.fail("invalid escape in string literal")
			}
			name = s
		default:
			p.fail("expected attribute name")
		}
		p.next()
		for i := start; i < len(out); i++ {
			if out[i].Name == name {
				p.failAt(keyPos, "duplicate key '%s' in dictionary attribute", name)
			}
		}
		if p.accept("=") {
			out = append(out, ir.NamedAttr{Name: name, Value: p.parseAttribute(nil)})
		} else {
			out = append(out, ir.NamedAttr{Name: name, Value: ir.Unit})
		}
		if !p.accept(",") {
			break
		}
	}
	p.expect("}")
	return out
}

func (p *parser) parseDenseArray() ir.Attribute {
	p.next()
	p.expect("<")
	et := p.parseType()
	arr := &ir.DenseArrayAttr{Elem: et}
	_, isFloat := et.(*ir.FloatType)
	if _, isInt := et.(*ir.IntegerType); !isInt && !isFloat {
		p.fail("expected integer or float type, got: '%s'", et)
	}
	if isFloat {
		arr.FloatValues = []float64{}
	} else {
		arr.Values = []int64{}
	}
	if p.accept(":") {
		for {
			a := p.parseAttribute(et)
			switch v := a.(type) {
			case *ir.IntegerAttr:
				if isFloat {
					arr.FloatValues = append(arr.FloatValues, ir.RoundFloat(float64(v.Value), et))
				} else {
					arr.Values = append(arr.Values, v.Value)
				}
			case *ir.FloatAttr:
				arr.FloatValues = append(arr.FloatValues, v.Value)
			case *ir.BoolAttr:
				b := int64(0)
				if v.Value {
					b = 1
				}
				arr.Values = append(arr.Values, b)
			default:
				p.fail("expected integer or float literal in array")
			}
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(">")
	if !isFloat && len(arr.Values) == 0 {
		arr.Values = nil
	}
	if isFloat && len(arr.FloatValues) == 0 {
		arr.FloatValues = nil
	}
	return arr
}

func (p *parser) parseStrided() ir.Attribute {
	p.next()
	p.expect("<")
	p.expect("[")
	s := &ir.StridedLayoutAttr{Strides: []int64{}}
	if !p.is("]") {
		for {
			s.Strides = append(s.Strides, p.parseDimOrQ())
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect("]")
	if p.accept(",") {
		p.expectKw("offset")
		p.expect(":")
		s.Offset = p.parseDimOrQ()
	}
	p.expect(">")
	return s
}

func (p *parser) parseDimOrQ() int64 {
	if p.accept("?") {
		return ir.Dynamic
	}
	neg := p.accept("-")
	if p.tok.kind != tInt {
		p.fail("expected integer value or '?'")
	}
	v, bi := p.parseIntLit(neg)
	if bi != nil {
		p.fail("integer out of range")
	}
	p.next()
	return v
}

// ---- locations ----

// parseLocation reads `loc(...)` and returns a *ir.LocationAttr (or the
// aliased location).
func (p *parser) parseLocation() ir.Attribute {
	p.expectKw("loc")
	if !p.isByte('(') {
		p.fail("expected '(' in location")
	}
	p.next()
	l := p.parseLocInner()
	if !p.isByte(')') {
		p.failWrongToken("expected ')' in location")
	}
	p.next()
	return l
}

// parseLocInner reads a location instance (what loc(...) holds): unknown,
// "file":line:col [to [line]:col], "name"[(loc)], callsite(loc at loc),
// fused[<attr>][locs] or an alias #name (which may be defined later).
func (p *parser) parseLocInner() *ir.LocationAttr {
	p.enter()
	defer p.leave()
	switch {
	case p.tok.kind == tHash:
		name := string(p.src[p.tok.start+1 : p.tok.end])
		pos := p.tokPos()
		p.next()
		if a, ok := p.attrAliases[name]; ok {
			la, ok := a.(*ir.LocationAttr)
			if !ok {
				p.failAt(pos, "expected location, but found '%s'", a)
			}
			return la
		}
		// Location aliases may be defined after their use: a placeholder
		// filled in when the alias is defined.
		ph := p.deferredLocs[name]
		if ph == nil {
			ph = &deferredLoc{loc: &ir.LocationAttr{}, pos: pos}
			if p.deferredLocs == nil {
				p.deferredLocs = map[string]*deferredLoc{}
			}
			p.deferredLocs[name] = ph
		}
		return ph.loc
	case p.isKw("unknown"):
		p.next()
		return ir.UnknownLoc
	case p.isKw("callsite"):
		p.next()
		p.expect("(")
		callee := p.parseLocInner()
		if !p.isKw("at") {
			p.fail("expected 'at' in callsite")
		}
		p.next()
		caller := p.parseLocInner()
		p.expect(")")
		return ir.NewCallSiteLoc(callee, caller)
	case p.isKw("fused"):
		p.next()
		var meta ir.Attribute
		if p.isByte('<') {
			p.next()
			meta = p.parseAttribute(nil)
			p.expect(">")
		}
		p.expect("[")
		var locs []*ir.LocationAttr
		if !p.isByte(']') {
			for {
				locs = append(locs, p.parseLocInner())
				if !p.accept(",") {
					break
				}
			}
		}
		p.expect("]")
		return ir.NewFusedLoc(locs, meta)
	case p.tok.kind == tString:
		str, ok := unquote(p.tokBytes())
		if !ok {
			p.fail("invalid escape in string")
		}
		p.next()
		switch {
		case p.is(":"):
			p.next()
			line := p.locInt("expected integer line number in FileLineColLoc")
			col := 0
			if p.is(":") {
				p.next()
				col = p.locInt("expected integer column number in FileLineColLoc")
			}
			l := ir.NewFileLoc(str, line, col)
			if p.isKw("to") {
				p.next()
				if p.is(":") {
					p.next()
					l.EndCol = p.locInt("expected integer column number in FileLineColRange")
				} else if p.tok.kind == tInt {
					l.EndLine = p.locInt("expected integer line number in FileLineColRange")
					if !p.is(":") {
						p.fail("expected ':' in FileLineColRange")
					}
					p.next()
					l.EndCol = p.locInt("expected integer column number in FileLineColRange")
				} else {
					p.fail("expected either integer or `:` post `to` in FileLineColRange")
				}
			}
			return l
		case p.isByte('('):
			p.next()
			child := p.parseLocInner()
			p.expect(")")
			return ir.NewNameLoc(str, child)
		}
		return ir.NewNameLoc(str, nil)
	}
	p.failWrongToken("expected location instance")
	return nil
}

// locInt reads a non-negative integer of a location.
func (p *parser) locInt(msg string) int {
	if p.tok.kind != tInt {
		p.fail("%s", msg)
	}
	v, err := strconv.Atoi(p.tokText())
	if err != nil || v < 0 {
		p.fail("%s", msg)
	}
	p.next()
	return v
}

// ---- affine maps and sets ----

type affineParser struct {
	p       *parser
	dims    map[string]int
	syms    map[string]int
	ssaDims []ir.UnresolvedOperand
	ssaSyms []ir.UnresolvedOperand
	ssa     bool
}

// declare adds a dim or symbol name, rejecting redefinitions.
func (ap *affineParser) declare(m map[string]int, name string) {
	_, d := ap.dims[name]
	_, s := ap.syms[name]
	if d || s {
		ap.p.fail("redefinition of identifier '%s'", name)
	}
	m[name] = len(m)
}

func (p *parser) parseDimSymLists() *affineParser {
	ap := &affineParser{p: p, dims: map[string]int{}, syms: map[string]int{}}
	p.expect("(")
	if !p.is(")") {
		for {
			if p.tok.kind != tIdent {
				p.fail("expected bare identifier")
			}
			ap.declare(ap.dims, p.tokText())
			p.next()
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(")")
	if p.accept("[") {
		if !p.is("]") {
			for {
				if p.tok.kind != tIdent {
					p.fail("expected bare identifier")
				}
				ap.declare(ap.syms, p.tokText())
				p.next()
				if !p.accept(",") {
					break
				}
			}
		}
		p.expect("]")
	}
	return ap
}

func (p *parser) parseAffineMapBody() *ir.AffineMap {
	ap := p.parseDimSymLists()
	p.expect("->")
	p.expect("(")
	m := &ir.AffineMap{NumDims: len(ap.dims), NumSyms: len(ap.syms), Results: []*ir.AffineExpr{}}
	if !p.is(")") {
		for {
			m.Results = append(m.Results, ap.expr())
			if !p.accept(",") {
				break
			}
		}
	}
	p.expect(")")
	return m
}

func (p *parser) parseIntegerSetBody() *ir.IntegerSet {
	ap := p.parseDimSymLists()
	p.expect(":")
	p.expect("(")
	s := &ir.IntegerSet{NumDims: len(ap.dims), NumSyms: len(ap.syms)}
	if p.accept(")") {
		// The empty constraint list is the set `0 == 0`, as MLIR reads it.
		s.Constraints = []*ir.AffineExpr{ir.ConstExpr(0)}
		s.Eq = []bool{true}
		return s
	}
	for {
		lhs := ap.expr()
		var eq bool
		var rhsSub bool
		switch {
		case p.accept("=="):
			eq = true
		case p.is(">") || p.is("<"):
			ge := p.is(">")
			p.next()
			p.expect("=")
			rhsSub = !ge
		case p.is("="):
			p.next()
			p.expect("=")
			eq = true
		default:
			p.fail("expected '==', '>=' or '<=' in integer set constraint")
		}
		rhs := ap.expr()
		var c *ir.AffineExpr
		if rhsSub {
			c = affAdd(rhs, affNeg(lhs))
		} else {
			c = affAdd(lhs, affNeg(rhs))
		}
		s.Constraints = append(s.Constraints, c)
		s.Eq = append(s.Eq, eq)
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	return s
}

func (ap *affineParser) expr() *ir.AffineExpr {
	p := ap.p
	e := ap.term()
	for {
		switch {
		case p.isByte('+'):
			p.next()
			e = affAdd(e, ap.term())
		case p.isByte('-') && !(p.tok.end < len(p.src) && p.src[p.tok.end] == '>'):
			p.next()
			e = affAdd(e, affNeg(ap.term()))
		default:
			return e
		}
	}
}

func (ap *affineParser) term() *ir.AffineExpr {
	p := ap.p
	e := ap.factor()
	for {
		var k ir.AffineExprKind
		switch {
		case p.isByte('*'):
			k = ir.AffineMul
		case p.isKw("floordiv"):
			k = ir.AffineFloorDiv
		case p.isKw("ceildiv"):
			k = ir.AffineCeilDiv
		case p.isKw("mod"):
			k = ir.AffineMod
		default:
			return e
		}
		opPos := p.tokPos()
		p.next()
		rhs := ap.factor()
		switch {
		case k == ir.AffineMul && !e.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant():
			p.failAt(opPos, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic")
		case k != ir.AffineMul && !rhs.IsSymbolicOrConstant():
			p.failAt(opPos, "non-affine expression: right operand of %s has to be either a constant or symbolic", map[ir.AffineExprKind]string{ir.AffineFloorDiv: "floordiv", ir.AffineCeilDiv: "ceildiv", ir.AffineMod: "mod"}[k])
		}
		e = affBin(k, e, rhs)
	}
}

func (ap *affineParser) factor() *ir.AffineExpr {
	p := ap.p
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tInt:
		v, bi := p.parseIntLit(false)
		if bi != nil {
			p.fail("constant too large for index")
		}
		p.next()
		return ir.ConstExpr(v)
	case tIdent:
		name := p.tokText()
		if name == "symbol" && ap.ssa {
			p.next()
			p.expect("(")
			o := p.parseUse()
			p.expect(")")
			ap.ssaSyms = append(ap.ssaSyms, o)
			return ir.SymExpr(len(ap.ssaSyms) - 1)
		}
		if i, ok := ap.dims[name]; ok {
			p.next()
			return ir.DimExpr(i)
		}
		if i, ok := ap.syms[name]; ok {
			p.next()
			return ir.SymExpr(i)
		}
		p.fail("use of undeclared identifier '%s' in affine expression", name)
	case tPercent:
		if ap.ssa {
			o := p.parseUse()
			for i, d := range ap.ssaDims {
				if d.Name == o.Name && d.Number == o.Number {
					return ir.DimExpr(i)
				}
			}
			ap.ssaDims = append(ap.ssaDims, o)
			return ir.DimExpr(len(ap.ssaDims) - 1)
		}
	case tPunct:
		if p.isByte('(') {
			p.next()
			e := ap.expr()
			p.expect(")")
			return e
		}
		if p.isByte('-') {
			p.next()
			return affNeg(ap.factor())
		}
	}
	p.fail("expected affine expression")
	return nil
}

func affNeg(e *ir.AffineExpr) *ir.AffineExpr { return ir.AffineNeg(e) }

func affAdd(a, b *ir.AffineExpr) *ir.AffineExpr { return ir.AffineAddExpr(a, b) }

func affBin(k ir.AffineExprKind, a, b *ir.AffineExpr) *ir.AffineExpr { return ir.AffineBin(k, a, b) }

// intFits reports whether v (or bi) fits in integer type it: signless
// types accept both the signed and the unsigned range, as MLIR does.
func intFits(v int64, bi *big.Int, it *ir.IntegerType) bool {
	w := it.Width
	if w == 0 { // i0, si0, ui0 hold only 0
		return bi == nil && v == 0 || bi != nil && bi.Sign() == 0
	}
	if bi == nil {
		if w >= 64 {
			return it.Signedness != ir.Unsigned || v >= 0 || w > 64
		}
		half := int64(1) << (w - 1)
		switch it.Signedness {
		case ir.Unsigned:
			return v >= 0 && v < 2*half
		case ir.Signed:
			return v >= -half && v < half
		}
		return v >= -half && v < 2*half
	}
	if w >= 1<<16 {
		return true
	}
	limU := new(big.Int).Lsh(big.NewInt(1), uint(w))   // 2^w
	limS := new(big.Int).Lsh(big.NewInt(1), uint(w-1)) // 2^(w-1)
	minS := new(big.Int).Neg(limS)                     // -2^(w-1)
	switch it.Signedness {
	case ir.Unsigned:
		return bi.Sign() >= 0 && bi.Cmp(limU) < 0
	case ir.Signed:
		return bi.Cmp(minS) >= 0 && bi.Cmp(limS) < 0
	}
	return bi.Cmp(minS) >= 0 && bi.Cmp(limU) < 0
}

// intern returns b as a string shared by every occurrence in the file.
func (p *parser) intern(b []byte) string {
	if s, ok := p.strs[string(b)]; ok {
		return s
	}
	s := string(b)
	p.strs[s] = s
	return s
}

// typedDialectAttr finishes a dialect attribute spelled text: without a
// type from the context, a `: type` after it is the attribute's type
// (`#foo.bar : i32`), as MLIR reads dialect attributes.
func (p *parser) typedDialectAttr(text string, hint ir.Type) ir.Attribute {
	text = ir.CanonicalDialectAttr(text)
	if hint == nil && p.is(":") {
		p.next()
		text += " : " + p.parseType().String()
	}
	return &ir.OpaqueAttr{Text: text}
}

// parseDistinct reads `distinct[N]<attr>` (`distinct[N]<>` for a unit
// referenced attribute). Every occurrence of one N in a file is the same
// attribute; attributes are renumbered in the order the file first uses
// them.
func (p *parser) parseDistinct() ir.Attribute {
	p.expectKw("distinct")
	p.expect("[")
	if p.tok.kind != tInt {
		p.fail("expected distinct ID")
	}
	idPos := p.tokPos()
	id, bi := p.parseIntLit(false)
	if bi != nil {
		p.failAt(idPos, "expected an unsigned 64-bit integer")
	}
	p.next()
	p.expect("]")
	if !p.isByte('<') {
		p.fail("expected '<' after distinct ID")
	}
	p.next()
	var ref ir.Attribute = ir.Unit
	if !p.isByte('>') {
		ref = p.parseAttribute(nil)
	}
	if !p.isByte('>') {
		p.fail("expected '>' to close distinct attribute")
	}
	p.next()
	if p.distincts == nil {
		p.distincts = map[int64]*ir.DistinctAttr{}
	}
	if d, ok := p.distincts[id]; ok {
		if !ir.AttrsEqual(d.Ref, ref) {
			p.failAt(idPos, "referenced attribute does not match previous definition: %s", d.Ref)
		}
		return d
	}
	d := &ir.DistinctAttr{ID: len(p.distincts), Ref: ref}
	p.distincts[id] = d
	return d
}

// signlessValue returns the value a signless integer of width w holds for
// the literal v (or bi): MLIR keeps w bits and prints them as a signed
// number, so `255 : i8` is -1 and `18446744073709551615 : i64` is -1.
func signlessValue(v int64, bi *big.Int, w int) (int64, *big.Int) {
	if bi == nil && w >= 64 || w == 0 {
		return v, nil // an int64 literal is already its own w-bit value; i0 holds only 0
	}
	if bi == nil {
		if half := int64(1) << (w - 1); v >= half {
			v -= half << 1
		}
		return v, nil
	}
	half := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	if bi.Cmp(half) >= 0 {
		bi = new(big.Int).Sub(bi, new(big.Int).Lsh(half, 1))
	}
	if bi.IsInt64() {
		return bi.Int64(), nil
	}
	return 0, bi
}
