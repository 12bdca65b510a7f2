package lit

import (
	"errors"
	"fmt"
	"math/big"
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
