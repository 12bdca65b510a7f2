package lit

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// This file implements the regular expression dialect FileCheck uses: LLVM's
// Regex, a Henry Spencer POSIX extended regular expression (ERE) engine with
// REG_NEWLINE semantics, backreferences and the word boundaries [[:<:]] and
// [[:>:]]. Patterns are parsed into a small tree with LLVM's own error
// messages. Matching is LLVM's engine itself, rewritten in Go
// (ere_spencer.go, with group assignment in ere_dissect.go); a translation
// to Go's regexp syntax rules out texts without any match first and tells
// the engine on which line to start scanning.
//
// LLVM's engine works on bytes: '.' and bracket expressions match one byte,
// and ignoring case folds ASCII letters only (as the C locale does). Go's
// engine works on UTF-8 runes, so the translation names every byte >= 0x80
// as the rune of the same number (U+0080..U+00FF) and a subject holding
// such bytes is matched in that Latin-1 spelling (see subject); ignoring
// case is done at parse time, as LLVM's regcomp does, by turning letters
// into [xX] classes.

// Error messages of LLVM's regerror(), which FileCheck prints after
// "invalid regex: ".
const (
	reErrCollate = "invalid collating element"
	reErrCtype   = "invalid character class"
	reErrEscape  = "trailing backslash (\\)"
	reErrSubreg  = "invalid backreference number"
	reErrBrack   = "brackets ([ ]) not balanced"
	reErrParen   = "parentheses not balanced"
	reErrBrace   = "braces not balanced"
	reErrBadBr   = "invalid repetition count(s)"
	reErrRange   = "invalid character range"
	reErrBadRpt  = "repetition-operator operand invalid"
	reErrEmpty   = "empty (sub)expression"
)

// reDupMax is POSIX RE_DUP_MAX as used by LLVM's regcomp.
const reDupMax = 255

type reKind int

const (
	reLit reKind = iota
	reClass
	reAny
	reBOL
	reEOL
	reGroup
	reConcat
	reAlt
	reRepeat
	reBackref
	reBOW // [[:<:]], the start of a word
	reEOW // [[:>:]], the end of a word
)

type reNode struct {
	kind     reKind
	ch       byte
	set      *[256]bool
	subs     []*reNode
	min, max int  // repetition bounds; max < 0 means unbounded
	op       byte // the repetition operator: '*', '+', '?' or '{'
	group    int  // capture index for reGroup and reBackref
}

// ERE is a compiled LLVM-style POSIX extended regular expression.
type ERE struct {
	root       *reNode
	numGroups  int
	hasBackref bool
	goRE       *regexp.Regexp
	prog       *program // LLVM's engine's program
	strip      dSeq     // the program dissect assigns groups with, built on first use
}

type ereParser struct {
	s       string
	i       int
	nsub    int
	closed  map[int]bool
	err     string
	backref bool
	icase   bool
}

// ParseERE parses pattern as an LLVM POSIX extended regular expression with
// newline-sensitive matching (as FileCheck uses it). The error string is
// LLVM's message, e.g. "parentheses not balanced".
func ParseERE(pattern string, ignoreCase bool) (*ERE, error) {
	p := &ereParser{s: pattern, closed: map[int]bool{}, icase: ignoreCase}
	root := p.parseAlt(false)
	if p.err == "" && p.i < len(p.s) {
		// Only an unbalanced ')' stops the top level early.
		p.fail(reErrParen)
	}
	if p.err != "" {
		return nil, fmt.Errorf("%s", p.err)
	}
	re := &ERE{root: root, numGroups: p.nsub, hasBackref: p.backref}
	if !re.hasBackref {
		var b strings.Builder
		b.WriteString("(?m)")
		writeGo(&b, root)
		g, err := regexp.Compile(b.String())
		if err != nil {
			return nil, fmt.Errorf("internal translation error: %v", err)
		}
		g.Longest()
		re.goRE = g
	}
	return re, nil
}

// NumGroups returns the number of capturing groups in the expression.
func (re *ERE) NumGroups() int { return re.numGroups }

// FindSubmatchIndex returns the match in s that LLVM's engine finds (the
// leftmost-longest, but for a quirk of that engine described in
// ere_spencer.go), with its groups, as index pairs like
// regexp.Regexp.FindStringSubmatchIndex, or nil when there is none. Offsets
// are byte offsets into s; '.' matches one byte.
func (re *ERE) FindSubmatchIndex(s string) []int {
	subj := newSubject(s)
	return re.find(subj, 0, len(s))
}

// find matches re against subj's text[start:end] and returns offsets
// relative to start: LLVM's engine decides, after Go's engine (which
// matches the same language, or with word boundaries a larger one) has
// ruled out texts without any match.
func (re *ERE) find(subj *subject, start, end int) []int {
	text := subj.text[start:end]
	if re.prog == nil {
		re.prog = compileProgram(re.root, re.numGroups)
	}
	from := 0
	if re.goRE != nil {
		var m []int
		if subj.toConv == nil {
			m = re.goRE.FindStringIndex(text)
		} else {
			cs := int(subj.toConv[start])
			if m = re.goRE.FindStringIndex(subj.conv[cs:subj.toConv[end]]); m != nil {
				m[0] = int(subj.fromConv(cs+m[0])) - start
			}
		}
		if m == nil {
			return nil
		}
		if re.prog.lineLocal {
			from = strings.LastIndexByte(text[:m[0]], '\n') + 1
		}
	}
	e := re.prog.newEngine(text)
	return e.match(from, func(s, end int) []int {
		if caps := re.dissect(text, s, end); caps != nil {
			return caps
		}
		// A match too long to dissect: Go's own assignment of its groups.
		if m := re.goRE.FindStringSubmatchIndex(text[s:end]); m != nil && subj.toConv == nil {
			for i := 2; i < len(m); i++ {
				if m[i] >= 0 {
					m[i] += s
				}
			}
			return m[2:]
		}
		return nil
	})
}

// subject is a text to match regular expressions against. When the text
// holds bytes >= 0x80, conv spells each of them as the UTF-8 encoding of
// the rune of the same number, so that Go's rune-based engine sees one
// character per byte; toConv maps text offsets to conv offsets.
type subject struct {
	text   string
	conv   string
	toConv []int32
}

func newSubject(text string) *subject {
	s := &subject{text: text}
	k := strings.IndexFunc(text, func(r rune) bool { return r >= 0x80 })
	if k < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/8)
	s.toConv = make([]int32, len(text)+1)
	for i := 0; i < len(text); i++ {
		s.toConv[i] = int32(b.Len())
		if c := text[i]; c < 0x80 {
			b.WriteByte(c)
		} else {
			b.WriteRune(rune(c))
		}
	}
	s.toConv[len(text)] = int32(b.Len())
	s.conv = b.String()
	return s
}

// fromConv maps a conv offset (at a character boundary) back to text.
func (s *subject) fromConv(c int) int32 {
	i := sort.Search(len(s.toConv), func(i int) bool { return s.toConv[i] >= int32(c) })
	return int32(i)
}

func (p *ereParser) fail(msg string) {
	if p.err == "" {
		p.err = msg
	}
	p.i = len(p.s)
}

func (p *ereParser) more() bool { return p.i < len(p.s) && p.err == "" }

func (p *ereParser) peek() byte { return p.s[p.i] }

// parseAlt parses branches separated by '|'. inGroup reports whether a ')'
// ends the expression.
func (p *ereParser) parseAlt(inGroup bool) *reNode {
	var branches []*reNode
	for {
		var items []*reNode
		for p.more() && p.peek() != '|' && !(inGroup && p.peek() == ')') {
			if !inGroup && p.peek() == ')' {
				p.fail(reErrParen)
				break
			}
			items = append(items, p.parseExp())
		}
		if p.err != "" {
			return nil
		}
		if len(items) == 0 {
			p.fail(reErrEmpty)
			return nil
		}
		branches = append(branches, &reNode{kind: reConcat, subs: items})
		if p.more() && p.peek() == '|' {
			p.i++
			continue
		}
		break
	}
	if len(branches) == 1 {
		return branches[0]
	}
	return &reNode{kind: reAlt, subs: branches}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (p *ereParser) parseExp() *reNode {
	c := p.s[p.i]
	p.i++
	var n *reNode
	wasCaret := false
	switch c {
	case '(':
		if !p.more() {
			p.fail(reErrParen)
			return nil
		}
		p.nsub++
		idx := p.nsub
		var sub *reNode
		if p.peek() != ')' {
			sub = p.parseAlt(true)
		} else {
			sub = &reNode{kind: reConcat}
		}
		if p.err != "" {
			return nil
		}
		if !p.more() || p.peek() != ')' {
			p.fail(reErrParen)
			return nil
		}
		p.i++
		p.closed[idx] = true
		n = &reNode{kind: reGroup, group: idx, subs: []*reNode{sub}}
	case '^':
		n = &reNode{kind: reBOL}
		wasCaret = true
	case '$':
		n = &reNode{kind: reEOL}
	case '|', ')':
		p.fail(reErrParen)
		return nil
	case '*', '+', '?':
		p.fail(reErrBadRpt)
		return nil
	case '{':
		if p.more() && isDigit(p.peek()) {
			p.fail(reErrBadRpt)
			return nil
		}
		n = &reNode{kind: reLit, ch: c}
	case '.':
		n = &reNode{kind: reAny}
	case '[':
		// Like regcomp, "[[:<:]]" and "[[:>:]]" are word boundaries.
		switch {
		case strings.HasPrefix(p.s[p.i:], "[:<:]]") && len(p.s)-p.i > 5:
			n = &reNode{kind: reBOW}
			p.i += 6
		case strings.HasPrefix(p.s[p.i:], "[:>:]]") && len(p.s)-p.i > 5:
			n = &reNode{kind: reEOW}
			p.i += 6
		default:
			n = p.parseBracket()
			if p.err != "" {
				return nil
			}
		}
	case '\\':
		if p.i >= len(p.s) {
			p.fail(reErrEscape)
			return nil
		}
		c = p.s[p.i]
		p.i++
		if c >= '1' && c <= '9' {
			g := int(c - '0')
			if !p.closed[g] {
				p.fail(reErrSubreg)
				return nil
			}
			p.backref = true
			n = &reNode{kind: reBackref, group: g}
		} else {
			n = &reNode{kind: reLit, ch: c}
		}
	default:
		n = &reNode{kind: reLit, ch: c}
	}
	if n.kind == reLit {
		n = p.ordinary(n.ch)
	}
	if !p.more() {
		return n
	}
	c = p.peek()
	if !(c == '*' || c == '+' || c == '?' || (c == '{' && p.i+1 < len(p.s) && isDigit(p.s[p.i+1]))) {
		return n
	}
	p.i++
	if wasCaret {
		p.fail(reErrBadRpt)
		return nil
	}
	rep := &reNode{kind: reRepeat, subs: []*reNode{n}, op: c}
	switch c {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		lo := p.count()
		hi := lo
		if p.more() && p.peek() == ',' {
			p.i++
			if p.more() && isDigit(p.peek()) {
				hi = p.count()
				if p.err == "" && lo > hi {
					p.fail(reErrBadBr)
				}
			} else {
				hi = -1
			}
		}
		if p.err != "" {
			return nil
		}
		if !p.more() || p.peek() != '}' {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			if !p.more() {
				p.fail(reErrBrace)
			} else {
				p.fail(reErrBadBr)
			}
			return nil
		}
		p.i++
		rep.min, rep.max = lo, hi
	}
	if !p.more() {
		return rep
	}
	c = p.peek()
	if c == '*' || c == '+' || c == '?' || (c == '{' && p.i+1 < len(p.s) && isDigit(p.s[p.i+1])) {
		p.fail(reErrBadRpt)
		return nil
	}
	return rep
}

// ordinary returns the node matching the literal byte c: with REG_ICASE an
// ASCII letter matches both cases (LLVM's regcomp makes it a bracket).
func (p *ereParser) ordinary(c byte) *reNode {
	if !p.icase || !isAlpha(c) {
		return &reNode{kind: reLit, ch: c}
	}
	var set [256]bool
	set[c], set[otherCase(c)] = true, true
	return &reNode{kind: reClass, set: &set}
}

func otherCase(c byte) byte {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 32
	case c >= 'A' && c <= 'Z':
		return c + 32
	}
	return c
}

func (p *ereParser) count() int {
	n, digits := 0, 0
	for p.more() && isDigit(p.peek()) && n <= reDupMax {
		n = n*10 + int(p.peek()-'0')
		p.i++
		digits++
	}
	if digits == 0 || n > reDupMax {
		p.fail(reErrBadBr)
	}
	return n
}

var posixClasses = map[string]func(c byte) bool{
	"alnum":  func(c byte) bool { return isAlpha(c) || isDigit(c) },
	"alpha":  isAlpha,
	"blank":  func(c byte) bool { return c == ' ' || c == '\t' },
	"cntrl":  func(c byte) bool { return c < 32 || c == 127 },
	"digit":  isDigit,
	"graph":  func(c byte) bool { return c > 32 && c < 127 },
	"lower":  func(c byte) bool { return c >= 'a' && c <= 'z' },
	"print":  func(c byte) bool { return c >= 32 && c < 127 },
	"punct":  func(c byte) bool { return c > 32 && c < 127 && !isAlpha(c) && !isDigit(c) },
	"space":  func(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') },
	"upper":  func(c byte) bool { return c >= 'A' && c <= 'Z' },
	"xdigit": func(c byte) bool { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') },
}

func isAlpha(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

func (p *ereParser) seeTwo(a, b byte) bool {
	return p.i+1 < len(p.s) && p.s[p.i] == a && p.s[p.i+1] == b
}

func (p *ereParser) parseBracket() *reNode {
	var set [256]bool
	invert := false
	if p.more() && p.peek() == '^' {
		invert = true
		p.i++
	}
	if p.more() && (p.peek() == ']' || p.peek() == '-') {
		set[p.peek()] = true
		p.i++
	}
	for p.more() && p.peek() != ']' && !p.seeTwo('-', ']') {
		p.bracketTerm(&set)
	}
	if p.more() && p.peek() == '-' {
		set['-'] = true
		p.i++
	}
	if !p.more() || p.peek() != ']' {
		p.fail(reErrBrack)
		return nil
	}
	p.i++
	if p.icase {
		for c := 0; c < 256; c++ {
			if set[c] && isAlpha(byte(c)) {
				set[otherCase(byte(c))] = true
			}
		}
	}
	if invert {
		for i := range set {
			set[i] = !set[i]
		}
		set['\n'] = false
	}
	return &reNode{kind: reClass, set: &set}
}

func (p *ereParser) bracketTerm(set *[256]bool) {
	var c byte
	switch p.peek() {
	case '[':
		if p.i+1 < len(p.s) {
			c = p.s[p.i+1]
		}
	case '-':
		p.fail(reErrRange)
		return
	}
	switch c {
	case ':':
		p.i += 2
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if p.peek() == '-' || p.peek() == ']' {
			p.fail(reErrCtype)
			return
		}
		start := p.i
		for p.more() && isAlpha(p.peek()) {
			p.i++
		}
		fn, ok := posixClasses[p.s[start:p.i]]
		if !ok {
			p.fail(reErrCtype)
			return
		}
		for i := 0; i < 256; i++ {
			if fn(byte(i)) {
				set[i] = true
			}
		}
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if !p.seeTwo(':', ']') {
			p.fail(reErrCtype)
			return
		}
		p.i += 2
	case '=':
		p.i += 2
		if !p.more() {
			p.fail(reErrBrack)
			return
		}
		if p.peek() == '-' || p.peek() == ']' {
			p.fail(reErrCollate)
			return
		}
		ch := p.collElem('=')
		if p.err != "" {
			return
		}
		set[ch] = true
		if !p.seeTwo('=', ']') {
			p.fail(reErrCollate)
			return
		}
		p.i += 2
	default:
		start := p.symbol()
		finish := start
		if p.err != "" {
			return
		}
		if p.more() && p.peek() == '-' && p.i+1 < len(p.s) && p.s[p.i+1] != ']' {
			p.i++
			if p.more() && p.peek() == '-' {
				p.i++
				finish = '-'
			} else {
				finish = p.symbol()
			}
		}
		if p.err != "" {
			return
		}
		if start > finish {
			p.fail(reErrRange)
			return
		}
		for i := int(start); i <= int(finish); i++ {
			set[i] = true
		}
	}
}

func (p *ereParser) symbol() byte {
	if !p.more() {
		p.fail(reErrBrack)
		return 0
	}
	if !p.seeTwo('[', '.') {
		c := p.s[p.i]
		p.i++
		return c
	}
	p.i += 2
	c := p.collElem('.')
	if p.err != "" {
		return 0
	}
	if !p.seeTwo('.', ']') {
		p.fail(reErrCollate)
		return 0
	}
	p.i += 2
	return c
}

func (p *ereParser) collElem(end byte) byte {
	start := p.i
	for p.more() && !p.seeTwo(end, ']') {
		p.i++
	}
	if !p.more() {
		p.fail(reErrBrack)
		return 0
	}
	name := p.s[start:p.i]
	if c, ok := collNames[name]; ok {
		return c
	}
	if len(name) == 1 {
		return name[0]
	}
	p.fail(reErrCollate)
	return 0
}

var collNames = map[string]byte{
	"NUL": 0, "tab": '\t', "newline": '\n', "space": ' ', "hyphen": '-', "period": '.',
	"slash": '/', "backslash": '\\', "left-square-bracket": '[', "right-square-bracket": ']',
	"underscore": '_', "comma": ',', "colon": ':', "semicolon": ';', "vertical-line": '|',
}

func writeGo(b *strings.Builder, n *reNode) {
	switch n.kind {
	case reLit:
		if n.ch < 0x80 {
			b.WriteString(regexp.QuoteMeta(string(rune(n.ch))))
		} else {
			fmt.Fprintf(b, `\x{%x}`, n.ch)
		}
	case reAny:
		b.WriteString(`[^\n]`)
	case reBOL:
		b.WriteString(`^`)
	case reEOL:
		b.WriteString(`$`)
	case reBOW, reEOW:
		// Go has no one-sided word boundaries; \b accepts a superset,
		// and the exact engine decides.
		b.WriteString(`\b`)
	case reClass:
		b.WriteByte('[')
		any := false
		for i := 0; i < 0x100; i++ {
			if !n.set[i] {
				continue
			}
			j := i
			for j+1 < 0x100 && n.set[j+1] {
				j++
			}
			fmt.Fprintf(b, `\x{%x}`, i)
			if j > i {
				fmt.Fprintf(b, `-\x{%x}`, j)
			}
			any = true
			i = j
		}
		if !any {
			// An empty set cannot match; Go has no empty class syntax.
			b.WriteString(`^\x00-\x{10FFFF}`)
		}
		b.WriteByte(']')
	case reGroup:
		b.WriteByte('(')
		writeGo(b, n.subs[0])
		b.WriteByte(')')
	case reConcat:
		if len(n.subs) == 0 {
			b.WriteString(`(?:)`)
		}
		for _, s := range n.subs {
			writeGo(b, s)
		}
	case reAlt:
		b.WriteString("(?:")
		for i, s := range n.subs {
			if i > 0 {
				b.WriteByte('|')
			}
			writeGo(b, s)
		}
		b.WriteByte(')')
	case reRepeat:
		b.WriteString("(?:")
		writeGo(b, n.subs[0])
		b.WriteByte(')')
		switch {
		case n.min == 0 && n.max < 0:
			b.WriteByte('*')
		case n.min == 1 && n.max < 0:
			b.WriteByte('+')
		case n.max < 0:
			fmt.Fprintf(b, "{%d,}", n.min)
		default:
			fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
		}
	}
}

// EscapeERE quotes every character that is special in an LLVM regular
// expression, like llvm::Regex::escape.
func EscapeERE(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(`()^$|*+?.[]\{}`, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
