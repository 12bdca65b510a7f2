package lit

// This file is the matching engine of LLVM's regex library (Henry
// Spencer's, from 4.4BSD), rewritten in Go over the same compiled program,
// so that FileCheck finds the very match LLVM finds. That engine is
// leftmost-longest except for one quirk: while it scans, it notes the last
// position at which no partial match was under way (the state set equals
// the initial one) and starts its match search there, so a match can be
// missed when an alternative that can match nothing comes before another
// (for "(b*|.)a" on "xaa" it finds "aa", not "xa"). Go's engine matches
// the same language (the word boundaries aside), so it screens out inputs
// without any match first.

// Operations of the program (regcomp's strip); the operand of an opening
// operation is the distance to its closing one and vice versa.
const (
	sEnd     = iota
	sChar    // OCHAR
	sBOL     // OBOL
	sEOL     // OEOL
	sAnyOf   // OANYOF (also '.', which REG_NEWLINE makes [^\n])
	sBack    // OBACK_, before a copy of the group's program
	sBackEnd // O_BACK
	sPlus    // OPLUS_
	sPlusEnd // O_PLUS
	sQuest   // OQUEST_
	sQuestE  // O_QUEST
	sLParen  // OLPAREN
	sRParen  // ORPAREN
	sCh      // OCH_: start of alternatives
	sOr1     // OOR1: end of an alternative
	sOr2     // OOR2: start of the next
	sChEnd   // O_CH
	sBOW     // OBOW
	sEOW     // OEOW
)

type sop struct {
	op   uint8
	ch   byte
	opnd int        // distance, group number
	set  *[256]bool // sAnyOf
}

// program is a compiled regular expression as regcomp lays it out.
type program struct {
	strip    []sop
	nbol     int // how many ^ and $ (the engine steps that often at a line edge)
	neol     int
	nplus    int // deepest nesting of '+' loops (for the back-reference matcher)
	backrefs bool
	nsub     int
	groups   map[int][]sop // the inside of each group, for back-references
	// lineLocal is set when no operation can match a newline: then no
	// partial match survives a line break, and a scan can start at the
	// line where Go's engine found the first match.
	lineLocal bool
}

func compileProgram(root *reNode, nsub int) *program {
	g := &program{nsub: nsub, groups: map[int][]sop{}}
	body := g.emit(root)
	g.strip = append(append([]sop{{op: sEnd}}, body...), sop{op: sEnd})
	g.nplus = plusDepth(g.strip)
	g.lineLocal = true
	for _, s := range g.strip {
		if (s.op == sChar && s.ch == '\n') || (s.op == sAnyOf && s.set['\n']) {
			g.lineLocal = false
		}
	}
	return g
}

func plusDepth(strip []sop) int {
	depth, best := 0, 0
	for _, s := range strip {
		switch s.op {
		case sPlus:
			depth++
			best = max(best, depth)
		case sPlusEnd:
			depth--
		}
	}
	return best
}

// alternation lays out branches as OCH_ b1 OOR1 OOR2 b2 ... OOR2 bn O_CH.
func alternation(branches [][]sop) []sop {
	out := []sop{{op: sCh}}
	lastOr1, prevOr2 := 0, -1
	for i, b := range branches {
		if i > 0 {
			out = append(out, sop{op: sOr1, opnd: len(out) - lastOr1})
			lastOr1 = len(out) - 1
			if prevOr2 < 0 {
				out[0].opnd = len(out)
			} else {
				out[prevOr2].opnd = len(out) - prevOr2
			}
			prevOr2 = len(out)
			out = append(out, sop{op: sOr2})
		}
		out = append(out, b...)
	}
	out[prevOr2].opnd = len(out) - prevOr2
	return append(out, sop{op: sChEnd, opnd: len(out) - lastOr1})
}

func plus(x []sop) []sop {
	n := len(x) + 1
	return append(append([]sop{{op: sPlus, opnd: n}}, x...), sop{op: sPlusEnd, opnd: n})
}

func (g *program) emit(n *reNode) []sop {
	switch n.kind {
	case reLit:
		return []sop{{op: sChar, ch: n.ch}}
	case reClass:
		// Like regcomp, a set of one character is that character.
		only, count := byte(0), 0
		for c := 0; c < 256; c++ {
			if n.set[c] {
				only = byte(c)
				count++
			}
		}
		if count == 1 {
			return []sop{{op: sChar, ch: only}}
		}
		return []sop{{op: sAnyOf, set: n.set}}
	case reAny:
		return []sop{{op: sAnyOf, set: anyButNewline}}
	case reBOL:
		g.nbol++
		return []sop{{op: sBOL}}
	case reEOL:
		g.neol++
		return []sop{{op: sEOL}}
	case reBOW:
		return []sop{{op: sBOW}}
	case reEOW:
		return []sop{{op: sEOW}}
	case reGroup:
		inner := g.emit(n.subs[0])
		g.groups[n.group] = inner
		return append(append([]sop{{op: sLParen, opnd: n.group}}, inner...), sop{op: sRParen, opnd: n.group})
	case reConcat:
		var out []sop
		for _, s := range n.subs {
			out = append(out, g.emit(s)...)
		}
		return out
	case reAlt:
		var branches [][]sop
		for _, b := range n.subs {
			branches = append(branches, g.emit(b))
		}
		return alternation(branches)
	case reBackref:
		g.backrefs = true
		out := append([]sop{{op: sBack, opnd: n.group}}, g.groups[n.group]...)
		return append(out, sop{op: sBackEnd, opnd: n.group})
	case reRepeat:
		x := g.emit(n.subs[0])
		switch n.op {
		case '*': // as (x+)?
			p := plus(x)
			q := len(p) + 1
			return append(append([]sop{{op: sQuest, opnd: q}}, p...), sop{op: sQuestE, opnd: q})
		case '+':
			return plus(x)
		case '?': // as (x|)
			return alternation([][]sop{x, nil})
		}
		return repeatProgram(x, n.min, n.max)
	}
	return nil
}

// repeatProgram expands x{from,to} (to < 0: unbounded) like regcomp's
// repeat().
func repeatProgram(x []sop, from, to int) []sop {
	class := func(n int) int {
		switch {
		case n < 0:
			return 3
		case n <= 1:
			return n
		}
		return 2
	}
	switch f, t := class(from), class(to); {
	case f == 0 && t == 0:
		return nil
	case f == 0:
		return alternation([][]sop{repeatProgram(x, 1, to), nil})
	case f == 1 && t == 1:
		return x
	case f == 1 && t == 2:
		return append(alternation([][]sop{x, nil}), repeatProgram(x, 1, to-1)...)
	case f == 1 && t == 3:
		return plus(x)
	case t == 3:
		return append(append([]sop{}, x...), repeatProgram(x, from-1, to)...)
	default:
		return append(append([]sop{}, x...), repeatProgram(x, from-1, to-1)...)
	}
}

// Special "characters" of the engine's steps.
const (
	chOut     = 256 + iota // beyond either end of the text
	chBOL                  // at a line start
	chEOL                  // at a line end
	chBOLEOL               // both
	chNothing              // no character: just follow empty transitions
	chBOW                  // at a word start
	chEOW                  // at a word end
)

func isWordChar(c int) bool { return c < 256 && (isAlpha(byte(c)) || isDigit(byte(c)) || c == '_') }

type stateSet []uint64

func (s stateSet) has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }
func (s stateSet) set(i int)      { s[i>>6] |= 1 << (i & 63) }

func (s stateSet) equal(t stateSet) bool {
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

func (s stateSet) clear() {
	for i := range s {
		s[i] = 0
	}
}

func (s stateSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// step maps the states reachable before ch (bef) to those after it,
// adding them to aft (which may be bef itself), like the engine's step().
func (g *program) step(start, stop int, bef, aft stateSet, ch int) {
	strip := g.strip
	for pc := start; pc != stop; pc++ {
		s := &strip[pc]
		switch s.op {
		case sChar:
			if ch == int(s.ch) && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sAnyOf:
			if ch < 256 && s.set[ch] && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sBOL:
			if (ch == chBOL || ch == chBOLEOL) && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sEOL:
			if (ch == chEOL || ch == chBOLEOL) && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sBOW:
			if ch == chBOW && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sEOW:
			if ch == chEOW && bef.has(pc) {
				aft.set(pc + 1)
			}
		case sBack, sBackEnd, sPlus, sQuestE, sLParen, sRParen, sChEnd:
			if aft.has(pc) {
				aft.set(pc + 1)
			}
		case sPlusEnd:
			if aft.has(pc) {
				aft.set(pc + 1)
				if !aft.has(pc - s.opnd) {
					aft.set(pc - s.opnd)
					pc -= s.opnd + 1 // reconsider the loop body
				}
			}
		case sQuest, sCh:
			if aft.has(pc) {
				aft.set(pc + 1)
				aft.set(pc + s.opnd)
			}
		case sOr1:
			if aft.has(pc) {
				look := 1
				for strip[pc+look].op != sChEnd {
					look += strip[pc+look].opnd
				}
				aft.set(pc + look)
			}
		case sOr2:
			if aft.has(pc) {
				aft.set(pc + 1)
				if strip[pc+s.opnd].op != sChEnd {
					aft.set(pc + s.opnd)
				}
			}
		}
	}
}

// engine is one run of the matcher over text.
type engine struct {
	g          *program
	text       string
	st, fresh  stateSet
	tmp, empty stateSet
	snap       stateSet
	coldp      int
	pmatch     []int // 2*(nsub+1) offsets, -1 when unset
	lastpos    []int
}

func (g *program) newEngine(text string) *engine {
	words := (len(g.strip) + 63) / 64
	mk := func() stateSet { return make(stateSet, words) }
	return &engine{g: g, text: text, st: mk(), fresh: mk(), tmp: mk(), empty: mk(), snap: mk()}
}

func (e *engine) charAt(p int) int {
	if p < 0 || p >= len(e.text) {
		return chOut
	}
	return int(e.text[p])
}

// stepInPlace steps st on a line or word edge. Like LLVM, whose engine
// passes the state set of a program of at most 64 operations by value and
// a larger one by pointer, a small program's step sees the states from
// before it (so two assertions in a row need two steps), a large one's
// sees the states it adds.
func (e *engine) stepInPlace(st stateSet, startst, stopst, flag int) {
	bef := st
	if len(e.g.strip) <= 64 {
		bef = e.snap
		copy(bef, st)
	}
	e.g.step(startst, stopst, bef, st, flag)
}

// edges applies the line and word edges between lastc and c to st.
func (e *engine) edges(st stateSet, startst, stopst, lastc, c int) {
	flag, n := 0, 0
	if lastc == '\n' || lastc == chOut {
		flag, n = chBOL, e.g.nbol
	}
	if c == '\n' || c == chOut {
		if flag == chBOL {
			flag = chBOLEOL
		} else {
			flag = chEOL
		}
		n += e.g.neol
	}
	for ; n > 0; n-- {
		e.stepInPlace(st, startst, stopst, flag)
	}
	if (flag == chBOL || (lastc != chOut && !isWordChar(lastc))) && c != chOut && isWordChar(c) {
		flag = chBOW
	}
	if lastc != chOut && isWordChar(lastc) && (flag == chEOL || (c != chOut && !isWordChar(c))) {
		flag = chEOW
	}
	if flag == chBOW || flag == chEOW {
		e.stepInPlace(st, startst, stopst, flag)
	}
}

// begin sets st to the states of the program part [startst, stopst) before
// anything is read at start and returns the character before start.
func (e *engine) begin(start, startst, stopst int) int {
	e.st.clear()
	e.st.set(startst)
	e.g.step(startst, stopst, e.st, e.st, chNothing)
	return e.charAt(start - 1)
}

// fast is the engine's fast(): where a match ends, scanning from start, or
// -1; it also sets coldp.
func (e *engine) fast(start, stop, startst, stopst int) int {
	st, fresh, tmp := e.st, e.fresh, e.tmp
	p := start
	c := e.begin(start, startst, stopst)
	copy(fresh, st)
	coldp := -1
	for {
		lastc := c
		c = e.charAt(p)
		if st.equal(fresh) {
			coldp = p
		}
		e.edges(st, startst, stopst, lastc, c)
		if st.has(stopst) || p == stop {
			break
		}
		copy(tmp, st)
		copy(st, fresh)
		e.g.step(startst, stopst, tmp, st, c)
		p++
	}
	e.coldp = coldp
	if st.has(stopst) {
		return p + 1
	}
	return -1
}

// slow is the engine's slow(): the end of the longest match of the program
// part [startst, stopst) that starts at start and ends by stop, or -1.
func (e *engine) slow(start, stop, startst, stopst int) int {
	st, tmp, empty := e.st, e.tmp, e.empty
	p := start
	c := e.begin(start, startst, stopst)
	matchp := -1
	for {
		lastc := c
		c = e.charAt(p)
		e.edges(st, startst, stopst, lastc, c)
		if st.has(stopst) {
			matchp = p
		}
		if st.equal(empty) || p == stop {
			break
		}
		copy(tmp, st)
		st.clear()
		e.g.step(startst, stopst, tmp, st, c)
		p++
	}
	return matchp
}

// match runs the engine's matcher() over the whole text: it returns the
// match and its groups as index pairs, or nil. dissect assigns the groups
// of a program without back-references. from is where the scan may start:
// a line start at or before the leftmost match, or 0.
func (e *engine) match(from int, dissect func(s, end int) []int) []int {
	g := e.g
	gf, gl := 1, len(g.strip)-1
	start, stop := from, len(e.text)
	var endp, dp int
	for {
		endp = e.fast(start, stop, gf, gl)
		if endp < 0 {
			return nil
		}
		for {
			endp = e.slow(e.coldp, stop, gf, gl)
			if endp >= 0 {
				break
			}
			e.coldp++
		}
		if g.nsub == 0 && !g.backrefs {
			return []int{e.coldp, endp}
		}
		e.pmatch = make([]int, 2*(g.nsub+1))
		for i := range e.pmatch {
			e.pmatch[i] = -1
		}
		if !g.backrefs {
			caps := dissect(e.coldp, endp)
			copy(e.pmatch[2:], caps)
			break
		}
		e.lastpos = make([]int, g.nplus+1)
		dp = e.backref(e.coldp, endp, gf, gl, 0, 0)
		if dp >= 0 {
			break
		}
		// No way to give the back-references their text: try shorter.
		for dp < 0 && endp > e.coldp {
			endp = e.slow(e.coldp, endp-1, gf, gl)
			if endp < 0 {
				break
			}
			dp = e.backref(e.coldp, endp, gf, gl, 0, 0)
		}
		if dp >= 0 {
			break
		}
		if e.coldp == stop {
			// LLVM's engine then reports the match it could not
			// dissect, with no group set.
			if endp < 0 {
				return nil
			}
			for i := range e.pmatch {
				e.pmatch[i] = -1
			}
			break
		}
		start = e.coldp + 1
	}
	e.pmatch[0], e.pmatch[1] = e.coldp, endp
	return e.pmatch
}

// backref is the engine's backref(): it matches the program part
// [startst, stopst) against text[start:stop] exactly, trying choices in the
// engine's order and setting groups; it returns stop or -1.
func (e *engine) backref(start, stop, startst, stopst, lev, rec int) int {
	g := e.g
	sp := start
	ss := startst
	hard := false
	for ; !hard && ss < stopst; ss++ {
		s := g.strip[ss]
		switch s.op {
		case sChar:
			if sp == stop || e.text[sp] != s.ch {
				return -1
			}
			sp++
		case sAnyOf:
			if sp == stop || !s.set[e.text[sp]] {
				return -1
			}
			sp++
		case sBOL:
			if !(sp == 0 || (sp < len(e.text) && e.text[sp-1] == '\n')) {
				return -1
			}
		case sEOL:
			if !(sp == len(e.text) || e.text[sp] == '\n') {
				return -1
			}
		case sBOW:
			if !((sp == 0 || (sp < len(e.text) && e.text[sp-1] == '\n') || (sp > 0 && !isWordChar(int(e.text[sp-1])))) &&
				sp < len(e.text) && isWordChar(int(e.text[sp]))) {
				return -1
			}
		case sEOW:
			if !((sp == len(e.text) || e.text[sp] == '\n' || !isWordChar(int(e.text[sp]))) &&
				sp > 0 && isWordChar(int(e.text[sp-1]))) {
				return -1
			}
		case sQuestE, sChEnd:
		case sOr1: // matched a branch: skip to the O_CH
			ss++
			for {
				ss += g.strip[ss].opnd
				if g.strip[ss].op == sChEnd {
					break
				}
			}
		default:
			hard = true
		}
	}
	if !hard {
		if sp != stop {
			return -1
		}
		return sp
	}
	ss--
	s := g.strip[ss]
	switch s.op {
	case sBack:
		i := s.opnd
		if e.pmatch[2*i+1] == -1 {
			return -1
		}
		n := e.pmatch[2*i+1] - e.pmatch[2*i]
		if n == 0 {
			if rec > 100 {
				return -1
			}
			rec++
		}
		if sp > stop-n {
			return -1
		}
		if e.text[sp:sp+n] != e.text[e.pmatch[2*i]:e.pmatch[2*i]+n] {
			return -1
		}
		for !(g.strip[ss].op == sBackEnd && g.strip[ss].opnd == i) {
			ss++
		}
		return e.backref(sp+n, stop, ss+1, stopst, lev, rec)
	case sQuest:
		if dp := e.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		return e.backref(sp, stop, ss+s.opnd+1, stopst, lev, rec)
	case sPlus:
		e.lastpos[lev+1] = sp
		return e.backref(sp, stop, ss+1, stopst, lev+1, rec)
	case sPlusEnd:
		if sp == e.lastpos[lev] { // the last pass matched nothing
			return e.backref(sp, stop, ss+1, stopst, lev-1, rec)
		}
		e.lastpos[lev] = sp
		if dp := e.backref(sp, stop, ss-s.opnd+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		return e.backref(sp, stop, ss+1, stopst, lev-1, rec)
	case sCh:
		ssub, esub := ss+1, ss+s.opnd-1
		for {
			if dp := e.backref(sp, stop, ssub, stopst, lev, rec); dp >= 0 {
				return dp
			}
			if g.strip[esub].op == sChEnd {
				return -1
			}
			esub++
			ssub = esub + 1
			esub += g.strip[esub].opnd
			if g.strip[esub].op == sOr2 {
				esub--
			}
		}
	case sLParen:
		i := s.opnd
		save := e.pmatch[2*i]
		e.pmatch[2*i] = sp
		if dp := e.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		e.pmatch[2*i] = save
		return -1
	case sRParen:
		i := s.opnd
		save := e.pmatch[2*i+1]
		e.pmatch[2*i+1] = sp
		if dp := e.backref(sp, stop, ss+1, stopst, lev, rec); dp >= 0 {
			return dp
		}
		e.pmatch[2*i+1] = save
		return -1
	}
	return -1
}
