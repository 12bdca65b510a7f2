package ir

import "strings"

// Bit-enum dialect attributes that memopt keeps as text are spelled the
// way mlir-opt 22 prints them: flags in declaration order, all flags as
// the combined case (`fast`), no flag as `none`, with the dialect's
// separator: `#arith.fastmath<nnan,ninf>`, `#llvm.fastmath<nnan, ninf>`,
// `#arith.overflow<nsw, nuw>`.

type bitEnum struct {
	flags    []string // one name per bit, lowest first
	all      string   // the name of every bit set ("" if none)
	sep      string
	zeroName string
}

var fastmathFlags = []string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"}

var bitEnumAttrs = map[string]*bitEnum{
	"#arith.fastmath": {flags: fastmathFlags, all: "fast", sep: ",", zeroName: "none"},
	"#llvm.fastmath":  {flags: fastmathFlags, all: "fast", sep: ", ", zeroName: "none"},
	"#arith.overflow": {flags: []string{"nsw", "nuw"}, sep: ", ", zeroName: "none"},
}

// CanonicalDialectAttr returns text, a dialect attribute `#d.name<...>`,
// in mlir-opt's spelling when memopt knows the attribute's printer (the
// bit enums above), else text unchanged.
func CanonicalDialectAttr(text string) string {
	lt := strings.IndexByte(text, '<')
	if lt < 0 || !strings.HasSuffix(text, ">") {
		return text
	}
	e := bitEnumAttrs[text[:lt]]
	if e == nil {
		return text
	}
	body := text[lt+1 : len(text)-1]
	bits := 0
	for _, f := range strings.Split(body, ",") {
		f = strings.TrimSpace(f)
		switch {
		case f == e.zeroName:
		case e.all != "" && f == e.all:
			bits |= 1<<len(e.flags) - 1
		default:
			i := indexOf(e.flags, f)
			if i < 0 {
				return text // not a flag: leave it for the verifier
			}
			bits |= 1 << i
		}
	}
	var out string
	switch {
	case bits == 0:
		out = e.zeroName
	case e.all != "" && bits == 1<<len(e.flags)-1:
		out = e.all
	default:
		var names []string
		for i, f := range e.flags {
			if bits&(1<<i) != 0 {
				names = append(names, f)
			}
		}
		out = strings.Join(names, e.sep)
	}
	return text[:lt+1] + out + ">"
}
