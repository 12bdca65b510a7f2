package lit

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// This file matches the parsed check strings against the input and reports
// the results the way LLVM's FileCheck 22 does: diagnostics printed as they
// happen, and a list of match results (fcDiag, LLVM's FileCheckDiag) from
// which the annotated input dump is drawn.

// matchType classifies a match result or note, as FileCheckDiag::MatchType.
type matchType int

const (
	mtFoundAndExpected      matchType = iota // a good match
	mtFoundButExcluded                       // a CHECK-NOT match
	mtFoundButWrongLine                      // a -NEXT/-SAME/-EMPTY match on the wrong line
	mtFoundButDiscarded                      // a CHECK-DAG match overlapping an earlier one (-vv)
	mtNoneAndExcluded                        // a CHECK-NOT without match (-vv)
	mtNoneButExpected                        // an expected match not found
	mtNoneForInvalidPattern                  // a pattern that could not be matched (undefined variable...)
	mtFuzzy                                  // the possible intended match
)

// fcDiag is one match result or note of the input dump: the pattern it is
// about, its input range and, for notes, their text.
type fcDiag struct {
	pat        *pattern
	mt         matchType
	start, end int
	note       string
}

// dumping reports whether match results are collected for the input dump;
// like LLVM, -v then annotates the dump instead of printing remarks.
func (fc *fileCheck) dumping() bool { return fc.opts.DumpInput != "never" }

func (fc *fileCheck) addDiag(p *pattern, mt matchType, start, end int, note string) {
	if fc.dumping() {
		fc.diags = append(fc.diags, fcDiag{pat: p, mt: mt, start: start, end: end, note: note})
	}
}

// retypeLastDiags gives the trailing diags of the last diag's pattern type
// mt, like ProcessMatchResult with AdjustPrevDiags.
func (fc *fileCheck) retypeLastDiags(mt matchType) {
	if len(fc.diags) == 0 {
		return
	}
	p := fc.diags[len(fc.diags)-1].pat
	for i := len(fc.diags) - 1; i >= 0 && fc.diags[i].pat == p; i-- {
		fc.diags[i].mt = mt
	}
}

func (fc *fileCheck) checkInput() bool {
	buf := 0 // offset into fc.input.text of the unchecked rest
	text := fc.input.text
	failed := false
	i, j, e := 0, 0, len(fc.checks)
	for {
		regionStart, regionEnd := buf, len(text)
		if j != e {
			cs := fc.checks[j]
			if cs.pat.typ.kind != ckLabel {
				j++
				continue
			}
			pos, n, ok := fc.checkString(cs, buf, len(text), true)
			if !ok {
				return false
			}
			regionEnd = pos + n
			buf = pos + n
			j++
		}
		// The region before the first CHECK-LABEL keeps the variables
		// defined on the command line.
		if i != 0 && fc.opts.EnableVarScope {
			fc.ctx.clearLocalVars()
		}
		for ; i != j; i++ {
			pos, n, ok := fc.checkString(fc.checks[i], regionStart, regionEnd, false)
			if !ok {
				failed = true
				i = j
				break
			}
			regionStart = pos + n
		}
		if j == e {
			break
		}
	}
	return !failed
}

// checkString matches one check string (with its DAG/NOT group) in
// input[start:end]; it returns the absolute match position and length.
func (fc *fileCheck) checkString(cs *checkString, start, end int, labelScan bool) (int, int, bool) {
	lastPos := start
	var nots []*pattern
	if !labelScan {
		var ok bool
		lastPos, nots, ok = fc.checkDag(cs, start, end)
		if !ok {
			return 0, 0, false
		}
	}
	lastMatchEnd := lastPos
	firstMatch := 0
	for k := 1; k <= cs.pat.typ.count; k++ {
		pos, n, err := cs.pat.match(fc.subj, lastMatchEnd, end)
		if fc.reportMatchResult(true, cs.pat, k, lastMatchEnd, end, pos, n, err) {
			return 0, 0, false
		}
		if k == 1 {
			firstMatch = lastMatchEnd + pos
		}
		lastMatchEnd += pos + n
	}
	matchLen := lastMatchEnd - firstMatch
	if !labelScan {
		if fc.checkNext(cs, lastPos, firstMatch) || fc.checkSame(cs, lastPos, firstMatch) {
			if fc.opts.Verbose {
				fc.retypeLastDiags(mtFoundButWrongLine)
			} else {
				fc.addDiag(cs.pat, mtFoundButWrongLine, firstMatch, firstMatch+matchLen, "")
			}
			return 0, 0, false
		}
		if fc.checkNot(nots, lastPos, firstMatch) {
			return 0, 0, false
		}
	}
	return firstMatch, matchLen, true
}

// countNewlines counts the line breaks in s ("\n", "\r", "\r\n" and "\n\r"
// each count once) and returns where the line after the first one starts.
func countNewlines(s string) (int, int) {
	n, first := 0, -1
	for i := 0; i < len(s); i++ {
		if s[i] != '\n' && s[i] != '\r' {
			continue
		}
		if i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r') && s[i] != s[i+1] {
			i++
		}
		n++
		if n == 1 {
			first = i + 1
		}
	}
	return n, first
}

// checkNext reports a -NEXT or -EMPTY match that is not on the line after
// the previous match (which ended at from; this one starts at to).
func (fc *fileCheck) checkNext(cs *checkString, from, to int) bool {
	k := cs.pat.typ.kind
	if k != ckNext && k != ckEmpty {
		return false
	}
	name := cs.prefix + "-NEXT"
	if k == ckEmpty {
		name = cs.prefix + "-EMPTY"
	}
	nl, first := countNewlines(fc.input.text[from:to])
	if nl == 1 {
		return false
	}
	if nl == 0 {
		printDiag(fc.w, fc.check, cs.loc, dkError, name+": is on the same line as previous match", cs.loc)
	} else {
		printDiag(fc.w, fc.check, cs.loc, dkError, name+": is not on the line after the previous match", cs.loc)
	}
	printDiag(fc.w, fc.input, to, dkNote, "'next' match was here", to)
	printDiag(fc.w, fc.input, from, dkNote, "previous match ended here", from)
	if nl > 1 {
		printDiag(fc.w, fc.input, from+first, dkNote, "non-matching line after previous match is here", from+first)
	}
	return true
}

// checkSame reports a -SAME match that is not on the previous match's line.
func (fc *fileCheck) checkSame(cs *checkString, from, to int) bool {
	if cs.pat.typ.kind != ckSame {
		return false
	}
	if nl, _ := countNewlines(fc.input.text[from:to]); nl == 0 {
		return false
	}
	printDiag(fc.w, fc.check, cs.loc, dkError, cs.prefix+"-SAME: is not on the same line as the previous match", cs.loc)
	printDiag(fc.w, fc.input, to, dkNote, "'next' match was here", to)
	printDiag(fc.w, fc.input, from, dkNote, "previous match ended here", from)
	return true
}

// checkNot reports whether any NOT pattern matches in input[start:end] (or
// cannot be matched); every one of them is tried.
func (fc *fileCheck) checkNot(nots []*pattern, start, end int) bool {
	failed := false
	for _, p := range nots {
		pos, n, err := p.match(fc.subj, start, end)
		if fc.reportMatchResult(false, p, 1, start, end, pos, n, err) {
			failed = true
		}
	}
	return failed
}

type matchRange struct{ pos, end int }

// checkDag matches the CHECK-DAG and CHECK-NOT patterns before a check
// string, like FileCheckString::CheckDag; it returns where the check string
// itself is searched from and the CHECK-NOTs still to check before it.
func (fc *fileCheck) checkDag(cs *checkString, start, end int) (int, []*pattern, bool) {
	if len(cs.dagNots) == 0 {
		return start, nil, true
	}
	vv := fc.opts.VerboseVerbose
	startPos := start
	var ranges []matchRange
	var nots []*pattern
	for idx, p := range cs.dagNots {
		if p.typ.kind == ckNot {
			nots = append(nots, p)
			continue
		}
		matchPos, matchLen := startPos, 0
		mi := 0
		for {
			pos, n, err := p.match(fc.subj, matchPos, end)
			if err != nil || vv {
				if fc.reportMatchResult(true, p, 1, matchPos, end, pos, n, err) {
					return 0, nil, false
				}
			}
			matchLen = n
			matchPos += pos
			m := matchRange{matchPos, matchPos + n}
			if fc.opts.AllowDeprecatedDagOverlap {
				// One range spans the group's matches; overlaps are fine.
				if len(ranges) == 0 {
					ranges = append(ranges, m)
				} else {
					ranges[0].pos, ranges[0].end = min(ranges[0].pos, m.pos), max(ranges[0].end, m.end)
				}
				break
			}
			overlap := false
			for ; mi < len(ranges); mi++ {
				if m.pos < ranges[mi].end {
					overlap = ranges[mi].pos < m.end
					break
				}
			}
			if !overlap {
				ranges = append(ranges, matchRange{})
				copy(ranges[mi+1:], ranges[mi:])
				ranges[mi] = m
				break
			}
			if vv {
				if !fc.dumping() {
					old := ranges[mi]
					printDiag(fc.w, fc.input, old.pos, dkNote, "match discarded, overlaps earlier DAG match here", old.end)
				} else {
					fc.retypeLastDiags(mtFoundButDiscarded)
				}
			}
			matchPos = ranges[mi].end
			mi++
		}
		if !vv {
			fc.printMatch(true, p, 1, matchPos, matchLen)
		}
		if idx+1 == len(cs.dagNots) || cs.dagNots[idx+1].typ.kind == ckNot {
			if len(nots) > 0 {
				if fc.checkNot(nots, startPos, ranges[0].pos) {
					return 0, nil, false
				}
				nots = nil
			}
			startPos = ranges[len(ranges)-1].end
			ranges = nil
		}
	}
	return startPos, nots, true
}

// reportMatchResult reports the result of matching p in input[from:to]
// (a match at from+pos of length n, or err); it returns whether that is an
// error: an expected match not found, an excluded one found, or a pattern
// that could not be matched.
func (fc *fileCheck) reportMatchResult(expected bool, p *pattern, k, from, to, pos, n int, err error) bool {
	if err == nil {
		return fc.printMatch(expected, p, k, from+pos, n)
	}
	return fc.printNoMatch(expected, p, k, from, to, err)
}

// patLoc is where diagnostics about p point: its pattern text, or the end
// of the check file for the implicit EOF pattern.
func patLoc(p *pattern) int { return p.loc }

func (fc *fileCheck) countSuffix(p *pattern, k int) string {
	if p.typ.count > 1 {
		return fmt.Sprintf(" (%d out of %d)", k, p.typ.count)
	}
	return ""
}

// printMatch reports a match of p at input[pos:pos+n]: an error for an
// excluded pattern, otherwise (with -v) a remark or dump annotations.
func (fc *fileCheck) printMatch(expected bool, p *pattern, k, pos, n int) bool {
	hasError := !expected
	print := true
	if !hasError {
		if !fc.opts.Verbose || (!fc.opts.VerboseVerbose && p.typ.kind == ckEOF) {
			return false
		}
		print = !fc.dumping()
	}
	mt := mtFoundAndExpected
	if !expected {
		mt = mtFoundButExcluded
	}
	fc.addDiag(p, mt, pos, pos+n, "")
	if fc.dumping() {
		fc.printSubstitutions(p, pos, mt, true)
		fc.printVariableDefs(p, mt, true)
	}
	if !print {
		return hasError
	}
	what, kind := "expected", dkRemark
	if !expected {
		what, kind = "excluded", dkError
	}
	printDiag(fc.w, p.buf, patLoc(p), kind, fmt.Sprintf("%s: %s string found in input%s", p.typ.desc(p.prefix), what, fc.countSuffix(p, k)), patLoc(p))
	printDiag(fc.w, fc.input, pos, dkNote, "found here", pos+n)
	fc.printSubstitutions(p, pos, mt, false)
	fc.printVariableDefs(p, mt, false)
	return hasError
}

// printNoMatch reports that p matched nowhere in input[from:to] (err is
// errNotFound or the errors of its substitutions).
func (fc *fileCheck) printNoMatch(expected bool, p *pattern, k, from, to int, err error) bool {
	hasError, patternError := expected, false
	mt := mtNoneButExpected
	if !expected {
		mt = mtNoneAndExcluded
	}
	var errs exprErrors
	if errors.As(err, &errs) {
		hasError, patternError = true, true
		mt = mtNoneForInvalidPattern
		for _, e := range errs {
			switch x := e.(type) {
			case *undefVarError:
				printDiag(fc.w, x.buf, x.pos, dkError, x.Error(), x.pos)
			case *substOverflow:
				printDiag(fc.w, x.s.buf, x.s.pos, dkError, x.Error(), x.s.pos)
			default:
				printDiag(fc.w, p.buf, patLoc(p), dkError, e.Error(), patLoc(p))
			}
		}
	}
	print := true
	if !hasError {
		if !fc.opts.VerboseVerbose {
			return false
		}
		print = !fc.dumping()
	}
	fc.addDiag(p, mt, from, to, "")
	if fc.dumping() {
		for _, e := range errs {
			fc.addDiag(p, mt, from, from, e.Error())
		}
		fc.printSubstitutions(p, from, mt, true)
	}
	if !print {
		return hasError
	}
	if !patternError {
		what, kind := "expected", dkError
		if !expected {
			what, kind = "excluded", dkRemark
		}
		printDiag(fc.w, p.buf, patLoc(p), kind, fmt.Sprintf("%s: %s string not found in input%s", p.typ.desc(p.prefix), what, fc.countSuffix(p, k)), patLoc(p))
		printDiag(fc.w, fc.input, from, dkNote, "scanning from here", from)
	}
	fc.printSubstitutions(p, from, mt, false)
	if expected {
		fc.printFuzzy(p, from, to)
	}
	return hasError
}

// diagValue is how a substitution's value is shown in a note: quoted, and
// for a string variable holding unprintable bytes or a double quote,
// escaped and marked as such.
func (s *subst) diagValue(ctx *fcContext) (string, bool) {
	if _, errs := s.value(ctx); errs != nil {
		return "", false
	}
	if s.isNum {
		v, _ := s.value(ctx)
		return `"` + v + `"`, true
	}
	v := ctx.strVars[s.name]
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 0x20 || c > 0x7e || c == '"' {
			return `"` + writeEscaped(v) + `" (escaped value)`, true
		}
	}
	return `"` + v + `"`, true
}

// printSubstitutions notes the value of each substitution of p at input
// offset at, as dump annotations (toDiags) or printed notes.
func (fc *fileCheck) printSubstitutions(p *pattern, at int, mt matchType, toDiags bool) {
	for i := range p.substs {
		s := &p.substs[i]
		v, ok := s.diagValue(p.ctx)
		if !ok {
			continue
		}
		msg := fmt.Sprintf(`with "%s" equal to %s`, writeEscaped(s.from), v)
		if toDiags {
			fc.addDiag(p, mt, at, at, msg)
		} else {
			printDiag(fc.w, fc.input, at, dkNote, msg, at)
		}
	}
}

// printVariableDefs notes what each variable p defines captured, in input
// order.
func (fc *fileCheck) printVariableDefs(p *pattern, mt matchType, toDiags bool) {
	for _, c := range p.lastCaps {
		msg := fmt.Sprintf("captured var \"%s\"", c.name)
		switch {
		case c.start < 0 && !toDiags:
			// No location: LLVM prints the note without one (and
			// crashes when it would annotate the dump with it).
			_, color := fc.w.(colorWriter)
			fmt.Fprintf(fc.w, "%s%s%s", paint(color, ansiBold, "<unknown>:0: "), paint(color, kindColors[dkNote], "note: "), paint(color, ansiBold, msg+"\n"))
		case c.start < 0:
		case toDiags:
			fc.addDiag(p, mt, c.start, c.end, msg)
		default:
			printDiag(fc.w, fc.input, c.start, dkNote, msg, c.end)
		}
	}
}

// printFuzzy notes the most similar place to p in input[from:to], like
// Pattern::printFuzzyMatch: the edit distance of the line's start to the
// pattern, plus a hundredth per line skipped, within the first 4096 bytes.
func (fc *fileCheck) printFuzzy(p *pattern, from, to int) {
	buf := fc.input.text[from:to]
	ex := p.exampleString()
	if 4096*2048 < min(4096, len(buf))*max(len(p.fixed), len(p.regex)) {
		return
	}
	lines := 0
	best := -1
	bestQ := 0.0
	for i := 0; i < len(buf) && i < 4096; i++ {
		if buf[i] == '\n' {
			lines++
		}
		if buf[i] == ' ' || buf[i] == '\t' {
			continue
		}
		pre := buf[i:min(len(buf), i+len(ex))]
		if k := strings.IndexByte(pre, '\n'); k >= 0 {
			pre = pre[:k]
		}
		q := float64(editDistance(pre, ex)) + float64(lines)/100
		if best < 0 || q < bestQ {
			best, bestQ = i, q
		}
	}
	if best > 0 && bestQ < 50 {
		fc.addDiag(p, mtFuzzy, from+best, from+best, "")
		printDiag(fc.w, fc.input, from+best, dkNote, "possible intended match here", from+best)
	}
}

// marker is how the dump draws a match result: its lead character, the
// note after the line, whether -dump-input-filter=error shows it, and its
// --color.
type marker struct {
	lead    byte
	note    string
	isError bool
	color   string
}

// markers is the dump marker of each match type (LLVM's GetMarker).
var markers = [...]marker{
	mtFoundAndExpected:      {'^', "", false, ansiGreen},
	mtFoundButExcluded:      {'!', "error: no match expected", true, ansiRed},
	mtFoundButWrongLine:     {'!', "error: match on wrong line", true, ansiRed},
	mtFoundButDiscarded:     {'!', "discard: overlaps earlier match", false, ansiCyan},
	mtNoneAndExcluded:       {'X', "", false, ansiGreen},
	mtNoneButExpected:       {'X', "error: no match found", true, ansiRed},
	mtNoneForInvalidPattern: {'X', "error: match failed for invalid pattern", true, ansiRed},
	mtFuzzy:                 {'?', "possible intended match", true, ansiMagenta},
}

// inputAnnotation is one line of the dump under an input line.
type inputAnnotation struct {
	index            int // the diag it comes from
	label            string
	first            bool // the first line of the diag's annotation
	line             int
	startCol, endCol int // endCol < 0: to the end of the line
	mark             marker
	good             bool // a good match (or its note): not highlighted with --color -v
}

// dumpLabel names the pattern of an annotation: its kind and check-file
// line, or "imp" and the number of an --implicit-check-not pattern.
func (fc *fileCheck) dumpLabel(p *pattern) string {
	if p.implicit > 0 {
		return fmt.Sprintf("%s:imp%d", p.typ.dumpLabel(), p.implicit)
	}
	l, _ := fc.check.lineCol(p.loc)
	return fmt.Sprintf("%s:%d", p.typ.dumpLabel(), l)
}

func (fc *fileCheck) buildAnnotations() ([]inputAnnotation, int) {
	count := map[*pattern]int{}
	for _, d := range fc.diags {
		count[d.pat]++
	}
	seen := map[*pattern]int{}
	var out []inputAnnotation
	labelW := 0
	for i, d := range fc.diags {
		a := inputAnnotation{index: i, label: fc.dumpLabel(d.pat), first: true, mark: markers[d.mt], good: d.mt == mtFoundAndExpected}
		if count[d.pat] > 1 {
			a.label += "'" + strconv.Itoa(seen[d.pat])
			seen[d.pat]++
		}
		labelW = max(labelW, len(a.label))
		sl, sc := fc.input.lineCol(d.start)
		el, ec := fc.input.lineCol(d.end)
		if d.note != "" {
			a.mark.note = d.note
			if sl == el && sc == ec {
				a.mark.lead = ' '
			}
		}
		a.line, a.startCol = sl, sc
		if sl == el {
			a.endCol = max(sc+1, ec)
			out = append(out, a)
			continue
		}
		a.endCol = -1
		out = append(out, a)
		for l := sl + 1; l <= el; l++ {
			if ec == 1 && l == el {
				break
			}
			b := inputAnnotation{index: i, label: a.label, line: l, startCol: 1, endCol: -1, mark: a.mark, good: a.good}
			b.mark.lead, b.mark.note = '~', ""
			if l == el {
				b.endCol = ec
			}
			out = append(out, b)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].line != out[j].line {
			return out[i].line < out[j].line
		}
		return out[i].index < out[j].index
	})
	return out, labelW
}

// dumpInput writes the annotated input dump of -dump-input, like LLVM's
// DumpAnnotatedInput: each input line (its newline shown as a space) and
// under it its annotations; lines outside the -dump-input-context of the
// lines -dump-input-filter selects are elided ("..." when that is shorter).
// With --color, -v highlights (cyan) what no good match covers.
func (fc *fileCheck) dumpInput(checkName string) {
	w := fc.w
	_, color := w.(colorWriter)
	fmt.Fprintf(w, "\nInput file: %s\nCheck file: %s\n\n-dump-input=help explains the following input dump.\n\nInput was:\n<<<<<<\n", fc.input.name, checkName)
	if color {
		fmt.Fprint(w, ansiBold+ansiReset) // LLVM probes the stream's colors
	}
	annots, labelW := fc.buildAnnotations()
	text := fc.input.text
	lineCount := strings.Count(text, "\n")
	if text == "" || text[len(text)-1] != '\n' {
		lineCount++
	}
	labelW = max(labelW, len(strconv.Itoa(lineCount))) + 3
	filter := fc.opts.DumpInputFilter
	if filter == "" {
		filter = "error"
		if fc.opts.DumpInput == "always" {
			filter = "all"
		}
	}
	context := 5
	if fc.opts.DumpInputContext != nil {
		context = *fc.opts.DumpInputContext
	}
	const none = int(^uint(0) >> 1)
	nextInFilter := func(line, from int) int {
		if filter == "all" {
			return line
		}
		for _, a := range annots[from:] {
			switch {
			case filter == "annotation-full",
				filter == "annotation" && a.first,
				filter == "error" && a.first && a.mark.isError:
				return a.line
			}
		}
		return none
	}
	var elided strings.Builder
	flushElided := func() {
		if elided.Len() == 0 {
			return
		}
		if strings.Count(elided.String(), "\n") > 3 {
			for k := 0; k < 3; k++ {
				fmt.Fprintf(w, "%s\n", paint(color, ansiBlack, fmt.Sprintf("%*s", labelW, ".")))
			}
		} else {
			fmt.Fprint(w, elided.String())
		}
		elided.Reset()
	}
	pos, ai := 0, 0
	prevIn, nextIn := 0, 0
	for line := 1; pos < len(text) || ai < len(annots); line++ {
		if nextIn < line {
			nextIn = nextInFilter(line, ai)
		}
		if nextIn == line {
			prevIn = line
		}
		var out strings.Builder
		elide := (prevIn == 0 || prevIn+context < line) && (nextIn == none || line+context < nextIn)
		out.WriteString(paint(color, ansiBlack, fmt.Sprintf("%*d: ", labelW, line)))
		var good []inputAnnotation
		highlight := color && fc.opts.Verbose
		if highlight {
			for _, a := range annots[ai:] {
				if a.line != line {
					break
				}
				if a.good {
					good = append(good, a)
				}
			}
		}
		if color {
			out.WriteString(ansiBold)
		}
		if highlight {
			out.WriteString(ansiCyanBG)
		}
		lineStart := pos
		inMatch := false
		for col := 1; pos < len(text); col++ {
			was := inMatch
			inMatch = false
			for _, a := range good {
				if a.startCol <= col && (a.endCol < 0 || col < a.endCol) {
					inMatch = true
					break
				}
			}
			switch {
			case !was && inMatch:
				out.WriteString(ansiReset)
			case was && !inMatch:
				out.WriteString(ansiCyanBG)
			}
			c := text[pos]
			pos++
			if c == '\n' {
				out.WriteByte(' ')
				break
			}
			out.WriteByte(c)
		}
		if color {
			out.WriteString(ansiReset)
		}
		out.WriteByte('\n')
		width := pos - lineStart
		for ; ai < len(annots) && annots[ai].line == line; ai++ {
			a := annots[ai]
			if color {
				out.WriteString(a.mark.color)
			}
			fmt.Fprintf(&out, "%-*s  ", labelW, a.label)
			col := 1
			for ; col < a.startCol; col++ {
				out.WriteByte(' ')
			}
			out.WriteByte(a.mark.lead)
			for col++; (a.endCol < 0 || col < a.endCol) && col <= width; col++ {
				out.WriteByte('~')
			}
			if a.mark.note != "" {
				for ; col <= width; col++ {
					out.WriteByte(' ')
				}
				out.WriteString(" " + a.mark.note)
			}
			out.WriteByte('\n')
			if color {
				out.WriteString(ansiReset)
			}
		}
		if elide {
			elided.WriteString(out.String())
		} else {
			flushElided()
			fmt.Fprint(w, out.String())
		}
	}
	flushElided()
	fmt.Fprintf(w, ">>>>>>\n")
}
