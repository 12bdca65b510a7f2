package lit

// This file assigns capture groups the way LLVM's regex engine (Henry
// Spencer's) does once the overall leftmost-longest match is known: its
// "dissect" walks the compiled program, giving each element of a
// concatenation the longest text that still lets the rest match, taking
// the first alternative that matches its text exactly, and for a
// repetition keeping the groups of the last iteration (each iteration as
// long as possible). Go's engine finds the same overall match but assigns
// groups differently, so FileCheck variables could capture other text.
//
// The program mirrors regcomp's: x* is (x+)?, x? is (x|), x{m,n} is
// expanded copy by copy, and a group's contents sit inline between its
// parentheses in the enclosing concatenation.

// dItem is one element of a compiled sequence.
type dItem struct {
	kind     int
	set      *[256]bool // dSet
	group    int        // dLParen, dRParen
	branches []dSeq     // dAlt
	body     dSeq       // dPlus, dQuest
}

// dSeq is a concatenation.
type dSeq = *[]*dItem

const (
	dSet = iota
	dBOL
	dEOL
	dLParen
	dRParen
	dBOW
	dEOW
	dAlt
	dPlus
	dQuest
)

func newSeq(items []*dItem) dSeq { return &items }

var anyButNewline = func() *[256]bool {
	var s [256]bool
	for i := range s {
		s[i] = i != '\n'
	}
	return &s
}()

// compileStrip appends the items of n to out.
func compileStrip(n *reNode, out []*dItem) []*dItem {
	switch n.kind {
	case reLit:
		var s [256]bool
		s[n.ch] = true
		return append(out, &dItem{kind: dSet, set: &s})
	case reClass:
		return append(out, &dItem{kind: dSet, set: n.set})
	case reAny:
		return append(out, &dItem{kind: dSet, set: anyButNewline})
	case reBOL:
		return append(out, &dItem{kind: dBOL})
	case reEOL:
		return append(out, &dItem{kind: dEOL})
	case reBOW:
		return append(out, &dItem{kind: dBOW})
	case reEOW:
		return append(out, &dItem{kind: dEOW})
	case reGroup:
		out = append(out, &dItem{kind: dLParen, group: n.group})
		out = compileStrip(n.subs[0], out)
		return append(out, &dItem{kind: dRParen, group: n.group})
	case reConcat:
		for _, s := range n.subs {
			out = compileStrip(s, out)
		}
		return out
	case reAlt:
		alt := &dItem{kind: dAlt}
		for _, b := range n.subs {
			alt.branches = append(alt.branches, newSeq(compileStrip(b, nil)))
		}
		return append(out, alt)
	case reRepeat:
		operand := func() []*dItem { return compileStrip(n.subs[0], nil) }
		switch n.op {
		case '*':
			plus := &dItem{kind: dPlus, body: newSeq(operand())}
			return append(out, &dItem{kind: dQuest, body: newSeq([]*dItem{plus})})
		case '+':
			return append(out, &dItem{kind: dPlus, body: newSeq(operand())})
		case '?':
			return append(out, &dItem{kind: dAlt, branches: []dSeq{newSeq(operand()), newSeq(nil)}})
		}
		return repeatStrip(operand, n.min, n.max, out)
	}
	return out
}

// repeatStrip expands operand{from,to} (to < 0: unbounded) like regcomp's
// repeat().
func repeatStrip(operand func() []*dItem, from, to int, out []*dItem) []*dItem {
	class := func(n int) int {
		switch {
		case n < 0:
			return 3 // INF
		case n <= 1:
			return n
		}
		return 2 // N
	}
	switch f, t := class(from), class(to); {
	case f == 0 && t == 0:
		return out
	case f == 0:
		return append(out, &dItem{kind: dAlt, branches: []dSeq{newSeq(repeatStrip(operand, 1, to, nil)), newSeq(nil)}})
	case f == 1 && t == 1:
		return append(out, operand()...)
	case f == 1 && t == 2:
		out = append(out, &dItem{kind: dAlt, branches: []dSeq{newSeq(operand()), newSeq(nil)}})
		return repeatStrip(operand, 1, to-1, out)
	case f == 1 && t == 3:
		return append(out, &dItem{kind: dPlus, body: newSeq(operand())})
	case t == 3:
		return repeatStrip(operand, from-1, to, append(out, operand()...))
	default:
		return repeatStrip(operand, from-1, to-1, append(out, operand()...))
	}
}

// dissector computes, for one match, which input positions the parts of
// the program can reach, as bit sets over [0, stop-origin].
type dissector struct {
	text         string
	origin, stop int
	words        int
	seqEnds      map[seqAt][]uint64
	itemEnds     map[itemAt][]uint64
	caps         []int
}

type seqAt struct {
	seq dSeq
	k   int
	at  int
}

type itemAt struct {
	item *dItem
	at   int
}

// dissectMaxLen bounds the length of a match whose groups are assigned
// here (the work grows with its square); beyond it Go's own assignment of
// the groups stands, which agrees with LLVM's for the usual [[V:.*]] kind
// of pattern.
const dissectMaxLen = 2048

// dissect returns the group offsets (pairs, relative to text) of the
// match text[s:e] as LLVM's engine assigns them, or nil when the match is
// too large to dissect.
func (re *ERE) dissect(text string, s, e int) []int {
	if re.strip == nil {
		re.strip = newSeq(compileStrip(re.root, nil))
	}
	if e-s > dissectMaxLen {
		return nil
	}
	d := &dissector{text: text, origin: s, stop: e, words: (e-s)/64 + 1,
		seqEnds: map[seqAt][]uint64{}, itemEnds: map[itemAt][]uint64{}, caps: make([]int, 2*re.numGroups)}
	for i := range d.caps {
		d.caps[i] = -1
	}
	d.run(re.strip, s, e)
	return d.caps
}

func (d *dissector) newSet() []uint64 { return make([]uint64, d.words) }

func (d *dissector) has(set []uint64, pos int) bool {
	o := pos - d.origin
	return o >= 0 && o <= d.stop-d.origin && set[o/64]&(1<<(o%64)) != 0
}

func (d *dissector) add(set []uint64, pos int) { o := pos - d.origin; set[o/64] |= 1 << (o % 64) }

func union(dst, src []uint64) {
	for i := range dst {
		dst[i] |= src[i]
	}
}

// each calls f for every position in set.
func (d *dissector) each(set []uint64, f func(int)) {
	for w, bits := range set {
		for bits != 0 {
			b := 0
			for bits&(1<<b) == 0 {
				b++
			}
			bits &^= 1 << b
			f(d.origin + w*64 + b)
		}
	}
}

func (d *dissector) atBOL(i int) bool { return i == 0 || d.text[i-1] == '\n' }

func (d *dissector) atEOL(i int) bool { return i == len(d.text) || d.text[i] == '\n' }

// ends is the set of positions up to stop at which seq[k:] can end when it
// starts at i.
func (d *dissector) ends(seq dSeq, k, i int) []uint64 {
	key := seqAt{seq, k, i}
	if r, ok := d.seqEnds[key]; ok {
		return r
	}
	r := d.newSet()
	if k == len(*seq) {
		d.add(r, i)
	} else {
		d.each(d.itemEndSet((*seq)[k], i), func(j int) { union(r, d.ends(seq, k+1, j)) })
	}
	d.seqEnds[key] = r
	return r
}

func (d *dissector) itemEndSet(it *dItem, i int) []uint64 {
	key := itemAt{it, i}
	if r, ok := d.itemEnds[key]; ok {
		return r
	}
	r := d.newSet()
	switch it.kind {
	case dSet:
		if i < d.stop && it.set[d.text[i]] {
			d.add(r, i+1)
		}
	case dBOL:
		if d.atBOL(i) {
			d.add(r, i)
		}
	case dEOL:
		if d.atEOL(i) {
			d.add(r, i)
		}
	case dBOW:
		if (i == 0 || !isWordChar(int(d.text[i-1]))) && i < len(d.text) && isWordChar(int(d.text[i])) {
			d.add(r, i)
		}
	case dEOW:
		if i > 0 && isWordChar(int(d.text[i-1])) && (i == len(d.text) || !isWordChar(int(d.text[i]))) {
			d.add(r, i)
		}
	case dLParen, dRParen:
		d.add(r, i)
	case dAlt:
		for _, b := range it.branches {
			union(r, d.ends(b, 0, i))
		}
	case dQuest:
		d.add(r, i)
		union(r, d.ends(it.body, 0, i))
	case dPlus:
		frontier := []int{i}
		seen := map[int]bool{}
		for len(frontier) > 0 {
			j := frontier[len(frontier)-1]
			frontier = frontier[:len(frontier)-1]
			d.each(d.ends(it.body, 0, j), func(x int) {
				d.add(r, x)
				if !seen[x] {
					seen[x] = true
					frontier = append(frontier, x)
				}
			})
		}
	}
	d.itemEnds[key] = r
	return r
}

// longest is LLVM's slow(): the last position at most lim where set holds,
// or -1.
func (d *dissector) longest(set []uint64, lim int) int {
	for j := lim; j >= d.origin; j-- {
		if d.has(set, j) {
			return j
		}
	}
	return -1
}

// split finds where item k of seq ends when the sequence spans [sp, stop):
// the longest end that lets the rest of the sequence reach stop.
func (d *dissector) split(seq dSeq, k, sp, stop int) int {
	set := d.itemEndSet((*seq)[k], sp)
	for stp := stop; stp >= sp; {
		rest := d.longest(set, stp)
		if rest < 0 {
			return -1
		}
		if d.has(d.ends(seq, k+1, rest), stop) {
			return rest
		}
		stp = rest - 1
	}
	return -1
}

// run assigns the groups of seq, which matches text[start:stop].
func (d *dissector) run(seq dSeq, start, stop int) {
	sp := start
	for k, it := range *seq {
		switch it.kind {
		case dSet:
			sp++
		case dLParen:
			d.caps[2*(it.group-1)] = sp
		case dRParen:
			d.caps[2*(it.group-1)+1] = sp
		case dQuest, dPlus, dAlt:
			rest := d.split(seq, k, sp, stop)
			if rest < 0 {
				return
			}
			d.runHard(it, sp, rest)
			sp = rest
		}
	}
}

// runHard assigns the groups of a repetition or alternation that matches
// text[sp:rest].
func (d *dissector) runHard(it *dItem, sp, rest int) {
	switch it.kind {
	case dQuest:
		if d.longest(d.ends(it.body, 0, sp), rest) >= 0 {
			d.run(it.body, sp, rest)
		}
	case dPlus:
		// Each iteration as long as it can be; the groups keep the last
		// one's text.
		ssp, oldssp, sep := sp, sp, -1
		for {
			sep = d.longest(d.ends(it.body, 0, ssp), rest)
			if sep < 0 || sep == ssp {
				break
			}
			oldssp, ssp = ssp, sep
		}
		if sep < 0 {
			sep, ssp = ssp, oldssp
		}
		d.run(it.body, ssp, sep)
	case dAlt:
		for _, b := range it.branches {
			if d.longest(d.ends(b, 0, sp), rest) == rest {
				d.run(b, sp, rest)
				return
			}
		}
	}
}
