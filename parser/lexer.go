package parser

import (
	"unicode/utf8"

	"github.com/memopt/memopt/ir"
)

// tokKind is the kind of a lexical token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tIdent
	tPercent  // %name
	tCaret    // ^name
	tAt       // @name or @"name"
	tHash     // #name
	tBang     // !name
	tInt      // 42, 0x2A
	tFloat    // 1.5, 1e3
	tString   // "..."
	tPunct    // ( ) [ ] { } < > , : = -> ? * + - ... | ::
	tMetaOpen // {-#
	tMetaEnd  // #-}
	tError
)

var tokNames = [...]string{"end of file", "identifier", "SSA value", "block label", "symbol", "attribute alias", "type alias", "integer", "float", "string", "punctuation", "'{-#'", "'#-}'", "invalid token"}

// token is the current token: its kind, byte span and position.
type token struct {
	kind       tokKind
	start, end int
	line, col  int
}

// Character classes, looked up in one table (the lexer's inner loops).
const (
	cIdentStart = 1 << iota // letters, '_'
	cIdentChar              // letters, digits, '_', '$', '.'
	cSuffixChar             // cIdentChar and '-' (for %, ^, #, ! and @ names)
	cDigit                  // '0'..'9'
	cSpace                  // ' ', '\t', '\r' (newlines count lines)
)

var charClass [256]uint8

func init() {
	for c := 0; c < 256; c++ {
		b := byte(c)
		var k uint8
		letter := b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
		digit := b >= '0' && b <= '9'
		if letter || b == '_' {
			k |= cIdentStart
		}
		if letter || digit || b == '_' || b == '$' || b == '.' {
			k |= cIdentChar | cSuffixChar
		}
		if b == '-' {
			k |= cSuffixChar
		}
		if digit {
			k |= cDigit
		}
		if b == ' ' || b == '\t' || b == '\r' {
			k |= cSpace
		}
		charClass[c] = k
	}
}

func isIdentStart(c byte) bool { return charClass[c]&cIdentStart != 0 }

func isIdentChar(c byte) bool { return charClass[c]&cIdentChar != 0 }

func isDigit(c byte) bool { return charClass[c]&cDigit != 0 }

// suffix-id chars for %, ^, #, ! names: letters, digits, $ . _ -
func isSuffixChar(c byte) bool { return charClass[c]&cSuffixChar != 0 }

// next lexes the token starting at p.pos into p.tok.
func (p *parser) next() {
	src := p.src
	i := p.pos
	p.prevEnd = p.tok.end
	// Skip whitespace and comments, counting lines.
	for i < len(src) {
		c := src[i]
		if charClass[c]&cSpace != 0 {
			i++
		} else if c == '\n' {
			i++
			p.line++
			p.lineStart = i
		} else if c == '/' && i+1 < len(src) && src[i+1] == '/' {
			for i < len(src) && src[i] != '\n' {
				i++
			}
		} else {
			break
		}
	}
	t := &p.tok
	t.start = i
	t.line = p.line
	t.col = i - p.lineStart + 1
	if i >= len(src) {
		t.kind, t.end = tEOF, i
		p.pos = i
		return
	}
	c := src[i]
	switch {
	case isIdentStart(c):
		j := i + 1
		for j < len(src) && isIdentChar(src[j]) {
			j++
		}
		t.kind, t.end = tIdent, j
	case c == '%' || c == '^' || c == '#' || c == '!':
		if c == '#' && i+1 < len(src) && src[i+1] == '-' && i+2 < len(src) && src[i+2] == '}' {
			t.kind, t.end = tMetaEnd, i+3
			break
		}
		j := i + 1
		for j < len(src) && isSuffixChar(src[j]) {
			j++
		}
		if j == i+1 {
			if c == '!' && j < len(src) && src[j] == '"' {
				// !"dialect"<...> opaque types are not supported; lex as error.
				t.kind, t.end = tError, j
				break
			}
			t.kind, t.end = tError, j
			break
		}
		switch c {
		case '%':
			t.kind = tPercent
		case '^':
			t.kind = tCaret
		case '#':
			t.kind = tHash
		default:
			t.kind = tBang
		}
		t.end = j
	case c == '@':
		j := i + 1
		if j < len(src) && src[j] == '"' {
			e, ok := scanString(src, j)
			if !ok {
				t.kind, t.end = tError, len(src)
				break
			}
			t.kind, t.end = tAt, e
			break
		}
		for j < len(src) && isSuffixChar(src[j]) {
			j++
		}
		if j == i+1 {
			t.kind, t.end = tError, j
			break
		}
		t.kind, t.end = tAt, j
	case isDigit(c):
		j := i + 1
		if c == '0' && j < len(src) && src[j] == 'x' && j+1 < len(src) && isHex(src[j+1]) {
			j += 2
			for j < len(src) && isHex(src[j]) {
				j++
			}
			t.kind, t.end = tInt, j
			break
		}
		for j < len(src) && isDigit(src[j]) {
			j++
		}
		t.kind = tInt
		if j < len(src) && src[j] == '.' {
			t.kind = tFloat
			j++
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			if j < len(src) && (src[j] == 'e' || src[j] == 'E') {
				k := j + 1
				if k < len(src) && (src[k] == '+' || src[k] == '-') {
					k++
				}
				if k < len(src) && isDigit(src[k]) {
					j = k
					for j < len(src) && isDigit(src[j]) {
						j++
					}
				}
			}
		}
		t.end = j
	case c == '"':
		e, ok := scanString(src, i)
		if !ok {
			t.kind, t.end = tError, len(src)
			break
		}
		t.kind, t.end = tString, e
	default:
		t.kind = tPunct
		t.end = i + 1
		switch c {
		case '-':
			if i+1 < len(src) && src[i+1] == '>' {
				t.end = i + 2
			}
		case ':':
			if i+1 < len(src) && src[i+1] == ':' {
				t.end = i + 2
			}
		case '.':
			if i+2 < len(src) && src[i+1] == '.' && src[i+2] == '.' {
				t.end = i + 3
			} else {
				t.kind = tError
			}
		case '{':
			if i+2 < len(src) && src[i+1] == '-' && src[i+2] == '#' {
				t.kind, t.end = tMetaOpen, i+3
			}
		case '(', ')', '[', ']', '}', '<', '>', ',', '=', '?', '*', '+', '|':
		default:
			t.kind = tError
			if c >= 0x80 {
				_, n := utf8.DecodeRune(src[i:])
				t.end = i + n
			}
		}
	}
	p.pos = t.end
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// scanString returns the end of the string literal starting at src[i]
// ('"'); ok is false when it is not terminated on its line.
func scanString(src []byte, i int) (int, bool) {
	j := i + 1
	for j < len(src) {
		switch src[j] {
		case '"':
			return j + 1, true
		case '\\':
			j += 2
			continue
		case '\n':
			return j, false
		}
		j++
	}
	return j, false
}

// unquote decodes an MLIR string literal (with quotes).
func unquote(s []byte) (string, bool) {
	s = s[1 : len(s)-1]
	simple := true
	for _, c := range s {
		if c == '\\' {
			simple = false
			break
		}
	}
	if simple {
		return string(s), true
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		if i >= len(s) {
			return "", false
		}
		switch s[i] {
		case '"', '\\':
			out = append(out, s[i])
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		default:
			if i+1 < len(s) && isHex(s[i]) && isHex(s[i+1]) {
				out = append(out, hexVal(s[i])<<4|hexVal(s[i+1]))
				i++
			} else {
				return "", false
			}
		}
	}
	return string(out), true
}

func hexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

// text returns the current token's text (no allocation: a view).
func (p *parser) tokBytes() []byte { return p.src[p.tok.start:p.tok.end] }

func (p *parser) tokText() string { return string(p.src[p.tok.start:p.tok.end]) }

// is reports whether the current token is punctuation s.
func (p *parser) is(s string) bool {
	return p.tok.kind == tPunct && p.tok.end-p.tok.start == len(s) && string(p.src[p.tok.start:p.tok.end]) == s
}

func (p *parser) isByte(c byte) bool {
	return p.tok.kind == tPunct && p.tok.end-p.tok.start == 1 && p.src[p.tok.start] == c
}

// isKw reports whether the current token is the bare identifier kw.
func (p *parser) isKw(kw string) bool {
	return p.tok.kind == tIdent && string(p.src[p.tok.start:p.tok.end]) == kw
}

func (p *parser) tokPos() ir.Pos {
	return ir.Pos{File: p.file, Line: p.tok.line + p.lineOffset, Col: p.tok.col}
}

// reset repositions the lexer at byte offset off, which must lie on the
// current token's line or later without newlines skipped in between, and
// lexes the token there.
func (p *parser) resetTo(off int) {
	// Count newlines between the current token start and off.
	line, ls := p.tok.line, p.tok.start-(p.tok.col-1)
	for i := p.tok.start; i < off && i < len(p.src); i++ {
		if p.src[i] == '\n' {
			line++
			ls = i + 1
		}
	}
	p.pos, p.line, p.lineStart = off, line, ls
	p.next()
}
