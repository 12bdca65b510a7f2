package lit

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// numFormat is a FileCheck numeric matching format such as %u, %d, %x, %X,
// with optional precision (%.8x) and alternate form (%#x).
type numFormat struct {
	kind byte // 0 (no format), 'u', 'd', 'x' or 'X'
	prec int
	alt  bool
}

func (f numFormat) spec() string {
	if f.kind == 0 {
		return "%u"
	}
	return "%" + string(f.kind)
}

// wildcard returns the regular expression matching any value in format f.
func (f numFormat) wildcard() string {
	prefix := ""
	if f.alt {
		prefix = "0x"
	}
	prec := func(s string) string { return fmt.Sprintf("%s%s{%d}", prefix, s, f.prec) }
	switch f.kind {
	case 'd':
		if f.prec > 0 {
			return prec("-?([1-9][0-9]*)?[0-9]")
		}
		return "-?[0-9]+"
	case 'x':
		if f.prec > 0 {
			return prec("([1-9a-f][0-9a-f]*)?[0-9a-f]")
		}
		return prefix + "[0-9a-f]+"
	case 'X':
		if f.prec > 0 {
			return prec("([1-9A-F][0-9A-F]*)?[0-9A-F]")
		}
		return prefix + "[0-9A-F]+"
	default:
		if f.prec > 0 {
			return prec("([1-9][0-9]*)?[0-9]")
		}
		return "[0-9]+"
	}
}

var errOverflow = errors.New("overflow error")

// errDivZero reports a division by zero in an expression.
var errDivZero = errors.New("division by zero")

// format renders v as the string that format f matches. Like LLVM, values
// have arbitrary precision; a negative value has no unsigned or hex form.
func (f numFormat) format(v *big.Int) (string, error) {
	neg := v.Sign() < 0
	abs := new(big.Int).Abs(v)
	var digits string
	switch f.kind {
	case 'x', 'X':
		if neg {
			return "", errOverflow
		}
		digits = abs.Text(16)
		if f.kind == 'X' {
			digits = strings.ToUpper(digits)
		}
	case 'd':
		digits = abs.Text(10)
	default:
		if neg {
			return "", errOverflow
		}
		digits = abs.Text(10)
	}
	for len(digits) < f.prec {
		digits = "0" + digits
	}
	if f.alt {
		digits = "0x" + digits
	}
	if neg {
		digits = "-" + digits
	}
	return digits, nil
}

// parseValue parses a string matched by f's wildcard.
func (f numFormat) parseValue(s string) (*big.Int, error) {
	base := 10
	if f.kind == 'x' || f.kind == 'X' {
		base = 16
		s = strings.TrimPrefix(s, "0x")
	}
	v, ok := new(big.Int).SetString(s, base)
	if !ok {
		return nil, fmt.Errorf("unable to represent numeric value")
	}
	return v, nil
}

// numVar is a FileCheck numeric variable.
type numVar struct {
	name     string
	format   numFormat
	hasValue bool
	value    *big.Int
	defLine  int // check-file line of its definition, 0 if none
}

// undefVarError reports the use of an undefined variable at pos in buf.
type undefVarError struct {
	name string
	buf  *srcBuf
	pos  int
}

// Error implements error with LLVM's message.
func (e *undefVarError) Error() string { return "undefined variable: " + e.name }

// exprErrors collects the errors of evaluating an expression.
type exprErrors []error

// Error implements error.
func (e exprErrors) Error() string { return fmt.Sprint([]error(e)) }

// formatConflict reports operands with different implicit formats.
type formatConflict struct {
	msg string
	pos int // offset of the conflicting expression in its buffer
}

// numExpr is a node of a numeric expression.
type numExpr interface {
	eval() (*big.Int, exprErrors)
	// implicitFormat returns the format the expression implies (kind 0 for
	// none), or a conflict between its operands.
	implicitFormat() (numFormat, *formatConflict)
	// text is the expression as written, for diagnostics.
	text() string
}

type exprLit struct {
	v   *big.Int
	str string
}

func (l *exprLit) eval() (*big.Int, exprErrors)                 { return l.v, nil }
func (l *exprLit) implicitFormat() (numFormat, *formatConflict) { return numFormat{}, nil }
func (l *exprLit) text() string                                 { return l.str }

type exprVar struct {
	v   *numVar
	buf *srcBuf
	pos int
}

func (u *exprVar) eval() (*big.Int, exprErrors) {
	if !u.v.hasValue {
		return nil, exprErrors{&undefVarError{name: u.v.name, buf: u.buf, pos: u.pos}}
	}
	return u.v.value, nil
}

func (u *exprVar) implicitFormat() (numFormat, *formatConflict) { return u.v.format, nil }
func (u *exprVar) text() string                                 { return u.v.name }

type exprOp struct {
	op   string
	l, r numExpr
	str  string
	pos  int // offset of str in the check buffer
}

func (o *exprOp) text() string { return o.str }

func (o *exprOp) eval() (*big.Int, exprErrors) {
	a, e1 := o.l.eval()
	b, e2 := o.r.eval()
	if e1 != nil || e2 != nil {
		return nil, append(e1, e2...)
	}
	r := new(big.Int)
	switch o.op {
	case "+", "add":
		r.Add(a, b)
	case "-", "sub":
		r.Sub(a, b)
	case "mul":
		r.Mul(a, b)
	case "div":
		if b.Sign() == 0 {
			return nil, exprErrors{errDivZero}
		}
		r.Quo(a, b)
	case "max":
		if a.Cmp(b) >= 0 {
			r.Set(a)
		} else {
			r.Set(b)
		}
	case "min":
		if a.Cmp(b) <= 0 {
			r.Set(a)
		} else {
			r.Set(b)
		}
	}
	return r, nil
}

func (o *exprOp) implicitFormat() (numFormat, *formatConflict) {
	lf, c := o.l.implicitFormat()
	if c != nil {
		return lf, c
	}
	rf, c := o.r.implicitFormat()
	if c != nil {
		return rf, c
	}
	if lf.kind == 0 || lf == rf {
		return rf, nil
	}
	if rf.kind == 0 {
		return lf, nil
	}
	return lf, &formatConflict{msg: fmt.Sprintf("implicit format conflict between '%s' (%s) and '%s' (%s), need an explicit format specifier",
		o.l.text(), lf.spec(), o.r.text(), rf.spec()), pos: o.pos}
}

// ref is a piece [s, e) of a source buffer, the counterpart of the
// llvm::StringRef cursors LLVM's expression parser moves through a pattern:
// diagnostics point at where a ref starts.
type ref struct {
	src  string
	s, e int
}

func (r ref) str() string   { return r.src[r.s:r.e] }
func (r ref) empty() bool   { return r.s >= r.e }
func (r ref) front() byte   { return r.src[r.s] }
func (r ref) size() int     { return r.e - r.s }
func (r ref) sub(n int) ref { return ref{r.src, r.s + n, r.e} }

func (r ref) startsWith(p string) bool { return strings.HasPrefix(r.str(), p) }

func (r *ref) consume(p string) bool {
	if r.startsWith(p) {
		r.s += len(p)
		return true
	}
	return false
}

func isSpaceTab(c byte) bool { return c == ' ' || c == '\t' }

func (r ref) ltrim() ref {
	for r.s < r.e && isSpaceTab(r.src[r.s]) {
		r.s++
	}
	return r
}

func (r ref) rtrim() ref {
	for r.e > r.s && isSpaceTab(r.src[r.e-1]) {
		r.e--
	}
	return r
}

// autoSenseRadix is llvm::getAutoSenseRadix: 0x/0X, 0b/0B, 0o and a leading
// 0 followed by a digit select the radix and are consumed.
func autoSenseRadix(s string) (int, string) {
	switch {
	case s == "":
		return 10, s
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		return 16, s[2:]
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'):
		return 2, s[2:]
	case strings.HasPrefix(s, "0o"):
		return 8, s[2:]
	case len(s) > 1 && s[0] == '0' && isDigit(s[1]):
		return 8, s[1:]
	}
	return 10, s
}

// consumeInteger is llvm::StringRef::consumeInteger into an APInt: radix 0
// auto-senses the radix; digits valid in the radix are consumed. It fails
// (consuming nothing) when nothing at all was consumed or only a radix
// prefix was present.
func consumeInteger(s string, radix int) (*big.Int, int, bool) {
	str := s
	if radix == 0 {
		radix, str = autoSenseRadix(str)
	}
	if str == "" {
		return nil, 0, false
	}
	trimmed := strings.TrimLeft(str, "0")
	if trimmed == "" {
		return new(big.Int), len(s), true
	}
	str = trimmed
	j := 0
	for j < len(str) {
		c := str[j]
		var v int
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'a' && c <= 'z':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 10
		default:
			v = 99
		}
		if v >= radix {
			break
		}
		j++
	}
	consumed := len(s) - (len(str) - j)
	if consumed == 0 {
		return nil, 0, false
	}
	v := new(big.Int)
	if j > 0 {
		v.SetString(str[:j], radix)
	}
	return v, consumed, true
}

// consumeUnsigned64 is llvm::consumeUnsignedInteger in radix 10: it
// returns the value and the number of digits consumed; on overflow or
// without digits it fails and consumes nothing.
func consumeUnsigned64(s string) (uint64, int, bool) {
	j := 0
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == 0 {
		return 0, 0, false
	}
	v, err := strconv.ParseUint(s[:j], 10, 64)
	if err != nil {
		return 0, 0, false
	}
	return v, j, true
}

// consumeUnsignedMax is StringRef::consumeInteger into an unsigned type
// whose largest value is max: a value that fits 64 bits but not the type is
// consumed, yet the call fails.
func consumeUnsignedMax(s string, max uint64) (uint64, int, bool) {
	v, n, ok := consumeUnsigned64(s)
	if !ok {
		return 0, 0, false
	}
	return v, n, v <= max
}

// consumeSigned64 is StringRef::consumeInteger into an int64 in radix 10:
// it returns the value, how much of s it consumed and whether it
// succeeded.
func consumeSigned64(s string) (int64, int, bool) {
	if !strings.HasPrefix(s, "-") {
		v, n, ok := consumeUnsignedMax(s, 1<<63-1)
		return int64(v), n, ok
	}
	v, n, ok := consumeUnsigned64(s[1:])
	if !ok || v > 1<<63 {
		return 0, 0, false
	}
	return -int64(v), n + 1, true
}

// Kinds of operand a numeric expression accepts at a point, as LLVM's
// AllowedOperand.
const (
	operandLineVar       = iota // the @LINE of a legacy [[@LINE+n]]
	operandLegacyLiteral        // its decimal literal
	operandAny
)

// numParser parses numeric substitution blocks (and -D#VAR=expr) the way
// LLVM's Pattern::parseNumericSubstitutionBlock does, with its diagnostics.
type numParser struct {
	fc   *fileCheck
	b    *srcBuf
	line int // check-file line of the directive; 0 on the command line
}

func (np *numParser) errAt(pos int, format string, args ...any) error {
	return np.fc.errorDiag(np.b, pos, format, args...)
}

// parseBlock parses expr, the text of a numeric block after its '#' (or the
// whole of a legacy @LINE expression). It returns the expression (nil for a
// plain definition), the format of its value and the variable it defines.
func (np *numParser) parseBlock(expr ref, legacy bool) (numExpr, numFormat, *numVar, error) {
	var explicit numFormat
	prec := 0
	if fe := strings.IndexByte(expr.str(), ','); fe >= 0 {
		if fs := strings.IndexByte(expr.str(), '('); fs < 0 || fe < fs {
			f := ref{expr.src, expr.s, expr.s + fe}.ltrim().rtrim()
			expr = expr.sub(fe + 1)
			if !f.consume("%") {
				return nil, explicit, nil, np.errAt(f.s, "invalid matching format specification in expression")
			}
			altLoc := f.s
			alt := f.consume("#")
			if f.consume(".") {
				n, d, ok := consumeUnsignedMax(f.str(), 1<<32-1)
				f.s += d
				if !ok {
					return nil, explicit, nil, np.errAt(f.s, "invalid precision in format specifier")
				}
				prec = int(n)
			}
			if !f.empty() {
				switch c := f.front(); c {
				case 'u', 'd':
					explicit = numFormat{kind: c, prec: prec}
				case 'x', 'X':
					explicit = numFormat{kind: c, prec: prec, alt: alt}
				default:
					return nil, explicit, nil, np.errAt(f.s, "invalid format specifier in expression")
				}
				f.s++
			}
			if alt && explicit.kind != 'x' && explicit.kind != 'X' {
				return nil, explicit, nil, np.errAt(altLoc, "alternate form only supported for hex values")
			}
			if f = f.ltrim(); !f.empty() {
				return nil, explicit, nil, np.errAt(f.s, "invalid matching format specification in expression")
			}
		}
	}
	var def ref
	hasDef := false
	if c := strings.IndexByte(expr.str(), ':'); c >= 0 {
		def, hasDef = ref{expr.src, expr.s, expr.s + c}, true
		expr = expr.sub(c + 1)
	}
	expr = expr.ltrim()
	constraint := expr.consume("==")
	expr = expr.ltrim()
	var ast numExpr
	if expr.empty() {
		if constraint {
			return nil, explicit, nil, np.errAt(expr.s, "empty numeric expression should not have a constraint")
		}
	} else {
		expr = expr.rtrim()
		outer := expr
		mode := operandAny
		if legacy {
			mode = operandLineVar
		}
		var err error
		ast, err = np.operand(&expr, mode, !constraint)
		for err == nil && !expr.empty() {
			ast, err = np.binop(outer, &expr, ast, legacy)
			if err == nil && legacy && !expr.empty() {
				return nil, explicit, nil, np.errAt(expr.s, "unexpected characters at end of expression '%s'", expr.str())
			}
		}
		if err != nil {
			return nil, explicit, nil, err
		}
	}
	f := explicit
	if f.kind == 0 && ast != nil {
		impl, conflict := ast.implicitFormat()
		if conflict != nil {
			return nil, f, nil, np.errAt(conflict.pos, "%s", conflict.msg)
		}
		f = impl
	}
	if f.kind == 0 {
		f = numFormat{kind: 'u', prec: prec}
	}
	if !hasDef {
		return ast, f, nil, nil
	}
	v, err := np.definition(def.ltrim(), f)
	return ast, f, v, err
}

// definition parses the variable name of [[#...NAME:...]] and returns the
// variable: an existing one of the same format is reused (as LLVM does), a
// new one is created otherwise.
func (np *numParser) definition(def ref, f numFormat) (*numVar, error) {
	fc := np.fc
	vp, n, msg, at := parseVariable(def.str())
	if msg != "" {
		return nil, np.errAt(def.s+at, "%s", msg)
	}
	if vp.pseudo {
		return nil, np.errAt(def.s, "definition of pseudo numeric variable unsupported")
	}
	if fc.ctx.definedStr[vp.name] {
		return nil, np.errAt(def.s, "string variable with name '%s' already exists", vp.name)
	}
	rest := def.sub(n).ltrim()
	if !rest.empty() {
		return nil, np.errAt(rest.s, "unexpected characters after numeric variable name")
	}
	if v, ok := fc.ctx.numVars[vp.name]; ok {
		if v.format != f {
			return nil, np.errAt(rest.s, "format different from previous variable definition")
		}
		return v, nil
	}
	v := &numVar{name: vp.name, format: f, defLine: np.line}
	fc.ctx.numVars[vp.name] = v
	return v, nil
}

// operand parses a parenthesized expression, a variable use, a call or a
// literal at the start of r.
func (np *numParser) operand(r *ref, mode int, maybeConstraint bool) (numExpr, error) {
	if r.startsWith("(") {
		if mode != operandAny {
			return nil, np.errAt(r.s, "parenthesized expression not permitted here")
		}
		return np.paren(r)
	}
	if mode == operandLineVar || mode == operandAny {
		vp, n, msg, at := parseVariable(r.str())
		if msg == "" {
			name := r.s
			*r = r.sub(n)
			if r.ltrim().startsWith("(") {
				if mode != operandAny {
					return nil, np.errAt(name, "unexpected function call")
				}
				return np.call(r, vp.name, name)
			}
			return np.varUse(vp, name)
		}
		if mode == operandLineVar {
			return nil, np.errAt(r.s+at, "%s", msg)
		}
	}
	save := *r
	t := *r
	neg := t.consume("-")
	radix := 0
	if mode == operandLegacyLiteral {
		radix = 10
	}
	if v, n, ok := consumeInteger(t.str(), radix); ok {
		t.s += n
		if neg {
			v.Neg(v)
		}
		*r = t
		return &exprLit{v: v, str: save.src[save.s:t.s]}, nil
	}
	what := "operand format"
	if maybeConstraint {
		what = "matching constraint or operand format"
	}
	return nil, np.errAt(save.s, "invalid %s", what)
}

func (np *numParser) paren(r *ref) (numExpr, error) {
	*r = r.ltrim()
	r.consume("(")
	*r = r.ltrim()
	if r.empty() {
		return nil, np.errAt(r.s, "missing operand in expression")
	}
	e, err := np.operand(r, operandAny, false)
	*r = r.ltrim()
	for err == nil && !r.empty() && !r.startsWith(")") {
		outer := *r
		e, err = np.binop(outer, r, e, false)
		*r = r.ltrim()
	}
	if err != nil {
		return nil, err
	}
	if !r.consume(")") {
		return nil, np.errAt(r.s, "missing ')' at end of nested expression")
	}
	return e, nil
}

// binop parses "+ operand" or "- operand" after left; outer is where the
// operation's text (for diagnostics) starts.
func (np *numParser) binop(outer ref, r *ref, left numExpr, legacy bool) (numExpr, error) {
	*r = r.ltrim()
	if r.empty() {
		return left, nil
	}
	opLoc := r.s
	op := r.front()
	*r = r.sub(1)
	if op != '+' && op != '-' {
		return nil, np.errAt(opLoc, "unsupported operation '%c'", op)
	}
	*r = r.ltrim()
	if r.empty() {
		return nil, np.errAt(r.s, "missing operand in expression")
	}
	mode := operandAny
	if legacy {
		mode = operandLegacyLiteral
	}
	right, err := np.operand(r, mode, false)
	if err != nil {
		return nil, err
	}
	return &exprOp{op: string(op), l: left, r: right, str: outer.src[outer.s:r.s], pos: outer.s}, nil
}

var numFunctions = map[string]bool{"add": true, "div": true, "max": true, "min": true, "mul": true, "sub": true}

// call parses the arguments of a call to name (at namePos in the buffer).
func (np *numParser) call(r *ref, name string, namePos int) (numExpr, error) {
	*r = r.ltrim()
	if !numFunctions[name] {
		return nil, np.errAt(namePos, "call to undefined function '%s'", name)
	}
	r.consume("(")
	*r = r.ltrim()
	var args []numExpr
	for !r.empty() && !r.startsWith(")") {
		if r.startsWith(",") {
			return nil, np.errAt(r.s, "missing argument")
		}
		outer := *r
		a, err := np.operand(r, operandAny, false)
		for err == nil && !r.empty() {
			*r = r.ltrim()
			if r.startsWith(",") || r.startsWith(")") {
				break
			}
			a, err = np.binop(outer, r, a, false)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, a)
		*r = r.ltrim()
		if !r.consume(",") {
			break
		}
		*r = r.ltrim()
		if r.startsWith(")") {
			return nil, np.errAt(r.s, "missing argument")
		}
	}
	if !r.consume(")") {
		return nil, np.errAt(r.s, "missing ')' at end of call expression")
	}
	if len(args) != 2 {
		return nil, np.errAt(namePos, "function '%s' takes 2 arguments but %d given", name, len(args))
	}
	// Like LLVM, a call's text for diagnostics is what follows it.
	return &exprOp{op: name, l: args[0], r: args[1], str: r.str(), pos: r.s}, nil
}

// varUse returns a use of a numeric variable; like LLVM, a variable not yet
// defined gets a placeholder whose use fails at match time.
func (np *numParser) varUse(vp varProps, at int) (numExpr, error) {
	fc := np.fc
	if vp.pseudo && vp.name != "@LINE" {
		return nil, np.errAt(at, "invalid pseudo numeric variable '%s'", vp.name)
	}
	v, ok := fc.ctx.numVars[vp.name]
	if !ok {
		v = &numVar{name: vp.name, format: numFormat{kind: 'u'}}
		fc.ctx.numVars[vp.name] = v
	}
	if v.defLine != 0 && v.defLine == np.line {
		return nil, np.errAt(at, "numeric variable '%s' defined earlier in the same CHECK directive", vp.name)
	}
	return &exprVar{v: v, buf: np.b, pos: at}, nil
}
