package parser

import (
	"github.com/memopt/memopt/ir"
)

// asmParser implements ir.OpAsmParser over the parser for custom op
// syntax (hand-written hooks and the declarative format engine).
type asmParser struct{ p *parser }

var _ ir.OpAsmParser = (*asmParser)(nil)

// catch, deferred by a method with an error result, turns a parse failure
// (the parser's abort panic) into that error. It is try without a closure
// (closures make the variables they set escape to the heap).
func (a *asmParser) catch(err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(abort); ok {
			*err = a.p.err
			a.p.err = nil
			return
		}
		panic(r)
	}
}

// try runs f and turns a parse failure into an error return.
func (a *asmParser) try(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(abort); ok {
				err = a.p.err
				a.p.err = nil
				return
			}
			panic(r)
		}
	}()
	f()
	return nil
}

func (a *asmParser) Pos() ir.Pos { return a.p.tokPos() }

func (a *asmParser) Errorf(format string, args ...any) error { return a.p.errorf(format, args...) }

func (a *asmParser) ResultCount() int { return a.p.resultCount }

func (a *asmParser) Def() *ir.OpDef { return a.p.curDef }

// ParseKeyword reports a missing keyword as MLIR's parseKeyword does in a
// custom op: at the token found, "custom op 'memref.expand_shape'
// expected 'into'".
func (a *asmParser) ParseKeyword(kw string) error {
	if !a.p.isKw(kw) {
		if d := a.p.curDef; d != nil {
			return a.p.errorf("custom op '%s' expected '%s'", d.Name, kw)
		}
		return a.p.errorf("expected '%s'", kw)
	}
	a.p.next()
	return nil
}

func (a *asmParser) ParseOptionalKeyword(kw string) bool {
	if a.p.isKw(kw) {
		a.p.next()
		return true
	}
	return false
}

func (a *asmParser) ParseOptionalKeywordOf(kws ...string) (string, bool) {
	if a.p.tok.kind != tIdent {
		return "", false
	}
	t := a.p.tokBytes()
	for _, k := range kws {
		if string(t) == k {
			a.p.next()
			return k, true
		}
	}
	return "", false
}

func (a *asmParser) ParseKeywordOrString() (string, error) {
	switch a.p.tok.kind {
	case tIdent:
		s := a.p.tokText()
		a.p.next()
		return s, nil
	case tString:
		s, ok := unquote(a.p.tokBytes())
		if !ok {
			return "", a.p.errorf("invalid escape in string literal")
		}
		a.p.next()
		return s, nil
	}
	return "", a.p.errorf("expected keyword or string, found %s", a.p.describeTok())
}

// ParsePunct reports missing punctuation as MLIR's parseComma, parseColon,
// ... do (emitWrongTokenError): "expected ','" at the end of the token
// before.
func (a *asmParser) ParsePunct(s string) error {
	if !a.p.is(s) {
		return ir.Errorf(a.p.wrongTokenPos(), "expected '%s'", s)
	}
	a.p.next()
	return nil
}

func (a *asmParser) PeekKeyword() bool { return a.p.tok.kind == tIdent }

func (a *asmParser) ParseOptionalPunct(s string) bool { return a.p.accept(s) }

func (a *asmParser) PeekPunct(s string) bool { return a.p.is(s) }

func (a *asmParser) ParseInteger() (int64, error) {
	v, ok, err := a.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, a.p.errorf("expected integer value, found %s", a.p.describeTok())
	}
	return v, nil
}

func (a *asmParser) ParseOptionalInteger() (v int64, ok bool, err error) {
	p := a.p
	neg := false
	if p.isByte('-') {
		if p.tok.end >= len(p.src) || !isDigit(p.src[p.tok.end]) {
			return 0, false, nil
		}
		neg = true
		p.next()
	}
	if p.tok.kind != tInt {
		if neg {
			return 0, false, p.errorf("expected integer value")
		}
		return 0, false, nil
	}
	err = a.try(func() {
		x, bi := p.parseIntLit(neg)
		if bi != nil {
			p.fail("integer value too large")
		}
		p.next()
		v, ok = x, true
	})
	return v, ok, err
}

func (a *asmParser) ParseString() (string, error) {
	s, ok := a.ParseOptionalString()
	if !ok {
		return "", a.p.errorf("expected string, found %s", a.p.describeTok())
	}
	return s, nil
}

func (a *asmParser) ParseOptionalString() (string, bool) {
	if a.p.tok.kind != tString {
		return "", false
	}
	s, ok := unquote(a.p.tokBytes())
	if !ok {
		return "", false
	}
	a.p.next()
	return s, true
}

func (a *asmParser) ParseSymbolName() (string, error) {
	s, ok := a.ParseOptionalSymbolName()
	if !ok {
		return "", a.p.errorf("expected valid '@'-identifier for symbol name")
	}
	return s, nil
}

func (a *asmParser) ParseOptionalSymbolName() (string, bool) {
	if a.p.tok.kind != tAt {
		return "", false
	}
	s := a.p.symName()
	a.p.next()
	return s, true
}

func (a *asmParser) ParseOperand() (o ir.UnresolvedOperand, err error) {
	defer a.catch(&err)
	return a.p.parseUse(), nil
}

func (a *asmParser) ParseOptionalOperand() (ir.UnresolvedOperand, bool, error) {
	if a.p.tok.kind != tPercent {
		return ir.UnresolvedOperand{}, false, nil
	}
	o, err := a.ParseOperand()
	return o, err == nil, err
}

func open(d ir.Delimiter) (string, string, bool) {
	switch d {
	case ir.DelimParen, ir.DelimOptionalParen:
		return "(", ")", d == ir.DelimOptionalParen
	case ir.DelimSquare, ir.DelimOptionalSquare:
		return "[", "]", d == ir.DelimOptionalSquare
	case ir.DelimBrace:
		return "{", "}", false
	case ir.DelimLessGreater:
		return "<", ">", false
	}
	return "", "", false
}

func (a *asmParser) ParseOperandList(d ir.Delimiter) (out []ir.UnresolvedOperand, err error) {
	defer a.catch(&err)
	p := a.p
	l, r, opt := open(d)
	if l != "" {
		if opt && !p.is(l) {
			return nil, nil
		}
		p.expect(l)
		if p.accept(r) {
			return nil, nil
		}
	} else if p.tok.kind != tPercent {
		return nil, nil
	}
	var buf [4]ir.UnresolvedOperand
	list := p.appendUses(buf[:0])
	if r != "" {
		p.expect(r)
	}
	return append([]ir.UnresolvedOperand(nil), list...), nil
}

// appendUses reads `%a, %b#1, ...` (at least one) and appends the uses.
func (p *parser) appendUses(out []ir.UnresolvedOperand) []ir.UnresolvedOperand {
	for {
		out = append(out, p.parseUse())
		if !p.accept(",") {
			return out
		}
	}
}

// AppendOperandsColonTypes reads `%a, %b : t1, t2` (nothing when close is
// next) and appends the resolved operands to dst (see ir's
// operandsAppender).
func (a *asmParser) AppendOperandsColonTypes(dst []*ir.Value, close string) (out []*ir.Value, err error) {
	p := a.p
	if p.is(close) || p.tok.kind != tPercent {
		return dst, nil // empty, or not an operand: the caller reports it
	}
	defer a.catch(&err)
	var ubuf [8]ir.UnresolvedOperand
	uses := p.appendUses(ubuf[:0])
	p.expect(":")
	var tbuf [8]ir.Type
	ts := append(tbuf[:0], p.parseType())
	for p.accept(",") {
		ts = append(ts, p.parseType())
	}
	if len(ts) != len(uses) {
		return nil, p.errorf("%d operands present, but expected %d", len(uses), len(ts))
	}
	for i, u := range uses {
		dst = append(dst, p.resolve(u, ts[i]))
	}
	return dst, nil
}

func (a *asmParser) ResolveOperand(o ir.UnresolvedOperand, t ir.Type) (v *ir.Value, err error) {
	defer a.catch(&err)
	return a.p.resolve(o, t), nil
}

func (a *asmParser) ResolveOperands(os []ir.UnresolvedOperand, ts []ir.Type) ([]*ir.Value, error) {
	if len(ts) == 1 && len(os) > 1 {
		t := ts[0]
		ts = make([]ir.Type, len(os))
		for i := range ts {
			ts[i] = t
		}
	}
	if len(ts) != len(os) {
		pos := a.p.tokPos()
		if len(os) > 0 {
			pos = os[0].Pos
		}
		return nil, ir.Errorf(pos, "%d operands present, but expected %d", len(os), len(ts))
	}
	return a.resolveAll(os, ts)
}

func (a *asmParser) resolveAll(os []ir.UnresolvedOperand, ts []ir.Type) (out []*ir.Value, err error) {
	defer a.catch(&err)
	out = make([]*ir.Value, len(os))
	for i, o := range os {
		out[i] = a.p.resolve(o, ts[i])
	}
	return out, nil
}

func (a *asmParser) ParseType() (t ir.Type, err error) {
	defer a.catch(&err)
	return a.p.parseType(), nil
}

func (a *asmParser) ParseOptionalType() (ir.Type, bool, error) {
	if !a.p.startsType() {
		return nil, false, nil
	}
	t, err := a.ParseType()
	return t, err == nil, err
}

func (a *asmParser) ParseTypeList() (ts []ir.Type, err error) {
	defer a.catch(&err)
	return a.p.parseTypeListNoParens(), nil
}

func (a *asmParser) ParseColonType() (ir.Type, error) {
	if err := a.ParsePunct(":"); err != nil {
		return nil, err
	}
	return a.ParseType()
}

func (a *asmParser) ParseColonTypeList() ([]ir.Type, error) {
	if err := a.ParsePunct(":"); err != nil {
		return nil, err
	}
	return a.ParseTypeList()
}

func (a *asmParser) ParseArrowTypeList() ([]ir.Type, error) {
	if err := a.ParsePunct("->"); err != nil {
		return nil, err
	}
	return a.resultTypes()
}

func (a *asmParser) resultTypes() (ts []ir.Type, err error) {
	defer a.catch(&err)
	return a.p.parseResultTypes(), nil
}

func (a *asmParser) ParseOptionalArrowTypeList() ([]ir.Type, bool, error) {
	if !a.p.is("->") {
		return nil, false, nil
	}
	ts, err := a.ParseArrowTypeList()
	return ts, err == nil, err
}

func (a *asmParser) ParseFunctionType() (*ir.FunctionType, error) {
	var ft *ir.FunctionType
	err := a.try(func() {
		if !a.p.isByte('(') {
			a.p.fail("expected '(' in function type")
		}
		ft = a.p.parseFunctionType().(*ir.FunctionType)
	})
	return ft, err
}

func (a *asmParser) ParseAttribute(t ir.Type) (at ir.Attribute, err error) {
	defer a.catch(&err)
	return a.p.parseAttribute(t), nil
}

func (a *asmParser) ParseOptionalAttribute(t ir.Type) (ir.Attribute, bool, error) {
	if !a.p.startsAttr() {
		return nil, false, nil
	}
	at, err := a.ParseAttribute(t)
	return at, err == nil, err
}

func (a *asmParser) ParseOptionalAttrDict(st *ir.OperationState) (err error) {
	if !a.p.is("{") {
		return nil
	}
	defer a.catch(&err)
	var buf [4]ir.NamedAttr
	attrs := a.p.appendDictEntries(buf[:0])
	def := a.p.curDef
	if def == nil || def.Name != st.Name {
		def = ir.Lookup(st.Name)
	}
	for _, na := range attrs {
		if def != nil && def.IsInherent(na.Name) {
			st.Props = append(st.Props, na)
		} else {
			st.Attrs = append(st.Attrs, na)
		}
	}
	return nil
}

func (a *asmParser) ParseOptionalAttrDictWithKeyword(st *ir.OperationState) error {
	if !a.p.isKw("attributes") {
		return nil
	}
	a.p.next()
	if !a.p.is("{") {
		return a.p.errorf("expected '{' after 'attributes'")
	}
	return a.ParseOptionalAttrDict(st)
}

func (a *asmParser) ParseOptionalProperties(st *ir.OperationState) error {
	if !a.p.is("<") {
		return nil
	}
	return a.try(func() {
		a.p.next()
		st.Props = append(st.Props, a.p.parseDictEntries()...)
		a.p.expect(">")
	})
}

func (a *asmParser) ParseAffineMapOfSSAIds(d ir.Delimiter) (*ir.AffineMap, []ir.UnresolvedOperand, error) {
	var m *ir.AffineMap
	var ops []ir.UnresolvedOperand
	err := a.try(func() {
		p := a.p
		l, r, opt := open(d)
		if l != "" {
			if opt && !p.is(l) {
				m = &ir.AffineMap{}
				return
			}
			p.expect(l)
		}
		ap := &affineParser{p: p, ssa: true, dims: map[string]int{}, syms: map[string]int{}}
		var exprs []*ir.AffineExpr
		if r == "" || !p.is(r) {
			for {
				exprs = append(exprs, ap.expr())
				if !p.accept(",") {
					break
				}
			}
		}
		if r != "" {
			p.expect(r)
		}
		nd := len(ap.ssaDims)
		// symbols are numbered after dims in the operand list
		m = &ir.AffineMap{NumDims: nd, NumSyms: len(ap.ssaSyms), Results: exprs}
		if m.Results == nil {
			m.Results = []*ir.AffineExpr{}
		}
		ops = append(append(ops, ap.ssaDims...), ap.ssaSyms...)
	})
	return m, ops, err
}

func (a *asmParser) ParseAffineMinMaxBounds(keyword string) (*ir.AffineMap, []int, []ir.UnresolvedOperand, error) {
	var m *ir.AffineMap
	var groups []int
	var ops []ir.UnresolvedOperand
	err := a.try(func() {
		p := a.p
		p.expect("(")
		ap := &affineParser{p: p, ssa: true, dims: map[string]int{}, syms: map[string]int{}}
		exprs := []*ir.AffineExpr{}
		if !p.is(")") {
			for {
				if p.isKw(keyword) {
					p.next()
					p.expect("(")
					n := 0
					for {
						exprs = append(exprs, ap.expr())
						n++
						if !p.accept(",") {
							break
						}
					}
					p.expect(")")
					groups = append(groups, n)
				} else {
					exprs = append(exprs, ap.expr())
					groups = append(groups, 1)
				}
				if !p.accept(",") {
					break
				}
			}
		}
		p.expect(")")
		nd := len(ap.ssaDims)
		m = &ir.AffineMap{NumDims: nd, NumSyms: len(ap.ssaSyms), Results: exprs}
		ops = append(append(ops, ap.ssaDims...), ap.ssaSyms...)
	})
	return m, groups, ops, err
}

func (a *asmParser) ParseArgument(withType, withAttrs bool) (ir.Argument, error) {
	var arg ir.Argument
	err := a.try(func() {
		p := a.p
		if p.tok.kind != tPercent {
			p.fail("expected SSA identifier")
		}
		arg.Name = ir.UnresolvedOperand{Name: string(p.src[p.tok.start+1 : p.tok.end]), Pos: p.tokPos()}
		arg.Loc = ir.Location{Pos: p.tokPos()}
		p.next()
		if withType {
			p.expect(":")
			arg.Type = p.parseType()
		}
		if withAttrs && p.is("{") {
			arg.Attrs = p.parseDictEntries()
		}
		if p.isKw("loc") {
			arg.Loc.Attr = p.parseLocation()
		}
	})
	return arg, err
}

func (a *asmParser) ParseArgumentList(d ir.Delimiter, withType, withAttrs bool) ([]ir.Argument, error) {
	var out []ir.Argument
	p := a.p
	l, r, opt := open(d)
	if l != "" {
		if opt && !p.is(l) {
			return nil, nil
		}
		if err := a.ParsePunct(l); err != nil {
			return nil, err
		}
		if p.accept(r) {
			return []ir.Argument{}, nil
		}
	} else if p.tok.kind != tPercent {
		return nil, nil
	}
	for {
		arg, err := a.ParseArgument(withType, withAttrs)
		if err != nil {
			return nil, err
		}
		out = append(out, arg)
		if !p.accept(",") {
			break
		}
	}
	if r != "" {
		if err := a.ParsePunct(r); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (a *asmParser) ParseRegion(r *ir.Region, args []ir.Argument) error {
	def := a.p.curDef
	isolated := def != nil && def.Traits&ir.IsolatedFromAbove != 0
	savedCount, savedDef := a.p.resultCount, a.p.curDef
	err := a.try(func() {
		if args == nil {
			a.p.parseRegionBody(r, nil, isolated, def)
		} else {
			a.p.parseRegionBody(r, args, isolated, def)
		}
	})
	a.p.resultCount, a.p.curDef = savedCount, savedDef
	return err
}

func (a *asmParser) ParseOptionalRegion(r *ir.Region, args []ir.Argument) (bool, error) {
	if !a.p.is("{") {
		return false, nil
	}
	err := a.ParseRegion(r, args)
	return err == nil, err
}

func (a *asmParser) ParseSuccessor() (b *ir.Block, err error) {
	defer a.catch(&err)
	return a.p.parseSuccessorRef(), nil
}

func (a *asmParser) ParseOptionalSuccessor() (*ir.Block, bool, error) {
	if a.p.tok.kind != tCaret {
		return nil, false, nil
	}
	b, err := a.ParseSuccessor()
	return b, err == nil, err
}

func (a *asmParser) ParseOptionalLocation() (ir.Attribute, bool, error) {
	if !a.p.isKw("loc") {
		return nil, false, nil
	}
	var l ir.Attribute
	err := a.try(func() { l = a.p.parseLocation() })
	return l, err == nil, err
}

func (a *asmParser) ParseOptionalAngleBody() (string, bool, error) {
	if !a.p.isByte('<') {
		return "", false, nil
	}
	var s string
	err := a.try(func() { s = a.p.balancedText() })
	return s, err == nil, err
}
