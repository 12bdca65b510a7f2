package lit

import (
	"errors"
	"fmt"
	"math"
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

// format renders v as the string that format f matches.
func (f numFormat) format(v int64) (string, error) {
	neg := v < 0
	var digits string
	switch f.kind {
	case 'x', 'X':
		if neg {
			return "", errOverflow
		}
		digits = strconv.FormatUint(uint64(v), 16)
		if f.kind == 'X' {
			digits = strings.ToUpper(digits)
		}
	case 'd':
		if neg {
			digits = strconv.FormatUint(uint64(-v), 10)
		} else {
			digits = strconv.FormatInt(v, 10)
		}
	default:
		if neg {
			return "", errOverflow
		}
		digits = strconv.FormatInt(v, 10)
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
func (f numFormat) parseValue(s string) (int64, error) {
	switch f.kind {
	case 'x', 'X':
		s = strings.TrimPrefix(s, "0x")
		u, err := strconv.ParseUint(s, 16, 64)
		if err != nil || u > math.MaxInt64 {
			return 0, errOverflow
		}
		return int64(u), nil
	default:
		return strconv.ParseInt(s, 10, 64)
	}
}

// numVar is a FileCheck numeric variable.
type numVar struct {
	name     string
	format   numFormat
	hasValue bool
	value    int64
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

// numExpr is a node of a numeric expression.
type numExpr interface {
	eval() (int64, exprErrors)
	implicitFormat() (numFormat, string)
}

type exprLit struct{ v int64 }

func (l *exprLit) eval() (int64, exprErrors)           { return l.v, nil }
func (l *exprLit) implicitFormat() (numFormat, string) { return numFormat{}, "" }

type exprVar struct {
	v   *numVar
	buf *srcBuf
	pos int
}

func (u *exprVar) eval() (int64, exprErrors) {
	if !u.v.hasValue {
		return 0, exprErrors{&undefVarError{name: u.v.name, buf: u.buf, pos: u.pos}}
	}
	return u.v.value, nil
}

func (u *exprVar) implicitFormat() (numFormat, string) { return u.v.format, u.v.name }

type exprOp struct {
	op   string
	l, r numExpr
}

func (o *exprOp) eval() (int64, exprErrors) {
	a, e1 := o.l.eval()
	b, e2 := o.r.eval()
	if e1 != nil || e2 != nil {
		return 0, append(e1, e2...)
	}
	var r int64
	ok := true
	switch o.op {
	case "+", "add":
		r = a + b
		ok = (b >= 0) == (r >= a)
	case "-", "sub":
		r = a - b
		ok = (b >= 0) == (r <= a)
	case "mul":
		r = a * b
		ok = a == 0 || (r/a == b && !(a == -1 && b == math.MinInt64))
	case "div":
		if b == 0 {
			return 0, exprErrors{errOverflow}
		}
		r = a / b
	case "max":
		r = max(a, b)
	case "min":
		r = min(a, b)
	}
	if !ok {
		return 0, exprErrors{errOverflow}
	}
	return r, nil
}

func (o *exprOp) implicitFormat() (numFormat, string) {
	f, n := o.l.implicitFormat()
	if f.kind != 0 {
		return f, n
	}
	return o.r.implicitFormat()
}
