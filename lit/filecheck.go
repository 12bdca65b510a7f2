package lit

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"sort"
	"strings"
)

// FileCheckOptions configures a FileCheck run. The fields mirror the
// command-line options of LLVM's FileCheck.
type FileCheckOptions struct {
	// CheckPrefixes are the directive prefixes (default "CHECK").
	CheckPrefixes []string
	// CommentPrefixes are the comment prefixes (default "COM" and "RUN").
	CommentPrefixes []string
	// AllowUnusedPrefixes accepts check prefixes that never occur.
	AllowUnusedPrefixes bool
	// ImplicitCheckNot patterns are checked as CHECK-NOT between all matches.
	ImplicitCheckNot []string
	// MatchFullLines requires patterns to match whole input lines.
	MatchFullLines bool
	// StrictWhitespace disables whitespace canonicalization.
	StrictWhitespace bool
	// IgnoreCase matches patterns case-insensitively.
	IgnoreCase bool
	// Defines are "-D" definitions: "VAR=value" or "#VAR=expr".
	Defines []string
	// EnableVarScope clears local variables at each CHECK-LABEL block.
	EnableVarScope bool
	// AllowEmpty accepts an empty input.
	AllowEmpty bool
	// DumpInput is "fail" (default), "always" or "never".
	DumpInput string
	// DumpInputFilter selects the input lines the dump shows: "all",
	// "annotation-full", "annotation" or "error" (default "error" when the
	// dump is for a failure, "all" for -dump-input=always).
	DumpInputFilter string
	// DumpInputContext is the number of lines shown around the lines the
	// filter selects; nil means LLVM's default of 5.
	DumpInputContext *int
	// Verbose prints remarks for good matches (-v).
	Verbose bool
	// VerboseVerbose (-vv, implies Verbose) also reports CHECK-NOT
	// patterns that did not match, CHECK-DAG matches discarded for
	// overlapping, and the implicit EOF pattern's match.
	VerboseVerbose bool
	// AllowDeprecatedDagOverlap lets CHECK-DAG matches of a group overlap.
	AllowDeprecatedDagOverlap bool
	// Color colors the diagnostics and the input dump with ANSI escapes,
	// like FileCheck's --color on a terminal.
	Color bool
}

// Exit codes of FileCheck, as LLVM's.
const (
	FileCheckPass     = 0
	FileCheckMismatch = 1
	FileCheckBadUsage = 2
)

type checkKind int

const (
	ckPlain checkKind = iota
	ckNext
	ckSame
	ckNot
	ckDAG
	ckLabel
	ckEmpty
	ckComment
	ckEOF
	ckMisspelled
	ckBadNot
	ckBadCount
	ckNone
)

type checkType struct {
	kind    checkKind
	count   int
	literal bool
}

func (t checkType) desc(prefix string) string {
	mod := ""
	if t.literal {
		mod = "{LITERAL}"
	}
	switch t.kind {
	case ckPlain:
		if t.count > 1 {
			return prefix + "-COUNT" + mod
		}
		return prefix + mod
	case ckNext:
		return prefix + "-NEXT" + mod
	case ckSame:
		return prefix + "-SAME" + mod
	case ckNot:
		return prefix + "-NOT" + mod
	case ckDAG:
		return prefix + "-DAG" + mod
	case ckLabel:
		return prefix + "-LABEL" + mod
	case ckEmpty:
		return prefix + "-EMPTY" + mod
	case ckEOF:
		return "implicit EOF"
	}
	return "invalid"
}

func (t checkType) dumpLabel() string {
	switch t.kind {
	case ckNext:
		return "next"
	case ckSame:
		return "same"
	case ckNot:
		return "not"
	case ckDAG:
		return "dag"
	case ckLabel:
		return "label"
	case ckEmpty:
		return "empty"
	case ckEOF:
		return "eof"
	}
	if t.count > 1 {
		return "count"
	}
	return "check"
}

type subst struct {
	idx   int    // insertion offset in the regex
	from  string // the text of the variable or expression as written
	isNum bool
	name  string  // string variable name
	expr  numExpr // numeric expression
	buf   *srcBuf
	pos   int       // location of the variable name, for diagnostics
	fmt   numFormat // format of a numeric substitution
}

type numDef struct {
	v     *numVar
	paren int
}

type strDef struct {
	name  string
	paren int
}

type pattern struct {
	typ     checkType
	prefix  string
	buf     *srcBuf
	loc     int // offset of the pattern text in buf
	line    int // check-file line (for @LINE), 0 when none
	isFixed bool
	fixed   string
	regex   string
	substs  []subst
	strDefs []strDef
	numDefs []numDef
	ctx     *fcContext
	icase   bool
	nextPos int // parser cursor after a substitution block
	// implicit numbers --implicit-check-not patterns from 1.
	implicit int
	// compiled caches the regex of a pattern without substitutions.
	compiled *ERE
	// lastCaps are the variables the last match captured, with input
	// offsets, for -v.
	lastCaps []capture
}

type capture struct {
	name       string
	start, end int
}

// hasVariable reports whether the pattern uses a variable or defines a
// string variable (like LLVM, a numeric definition alone does not count).
func (p *pattern) hasVariable() bool {
	return len(p.substs) > 0 || len(p.strDefs) > 0
}

type fcContext struct {
	strVars    map[string]string
	definedStr map[string]bool
	numVars    map[string]*numVar
	lineVar    *numVar
}

func (c *fcContext) clearLocalVars() {
	for k := range c.strVars {
		if !strings.HasPrefix(k, "$") {
			delete(c.strVars, k)
		}
	}
	for k, v := range c.numVars {
		if !strings.HasPrefix(k, "$") {
			v.hasValue = false
		}
	}
}

// errReported marks an error whose diagnostic has already been printed.
var errReported = errors.New("error reported")

type checkString struct {
	pat     *pattern
	prefix  string
	loc     int
	dagNots []*pattern
}

type fileCheck struct {
	opts   FileCheckOptions
	w      io.Writer
	ctx    *fcContext
	check  *srcBuf
	input  *srcBuf
	checks []*checkString
	// diags are the match results and notes the input dump annotates,
	// collected unless the dump is off (LLVM's FileCheckDiag list).
	diags []fcDiag
	// explicitPrefix records whether check prefixes were given explicitly.
	explicitPrefix bool
	// nextPrefix caches the next offset of each prefix in the check file.
	nextPrefix map[string]int
	// subj is the input as regular expressions match it.
	subj *subject
}

func isPartOfWord(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '-' || c == '_'
}

var validPrefixRE = regexp.MustCompile(`^[a-zA-Z0-9_-]*$`)

// canonicalize applies FileCheck's input canonicalization: CRLF becomes LF
// and, unless strict, runs of spaces and tabs become one space.
func canonicalize(s string, strict bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			continue
		}
		if strict || (c != ' ' && c != '\t') {
			b.WriteByte(c)
			continue
		}
		b.WriteByte(' ')
		for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
			i++
		}
	}
	return b.String()
}

// findCheckType classifies the directive starting with prefix at the start
// of buf; it returns the type and the offset just after the directive's
// colon (or where parsing stopped).
func (fc *fileCheck) findCheckType(buf, prefix string) (checkType, int) {
	if len(buf) <= len(prefix) {
		return checkType{kind: ckNone}, -1
	}
	rest := len(prefix)
	for _, cp := range fc.opts.CommentPrefixes {
		if cp == prefix {
			if buf[rest] == ':' {
				return checkType{kind: ckComment}, rest + 1
			}
			return checkType{kind: ckNone}, -1
		}
	}
	consumeMods := func(t checkType, at int) (checkType, int) {
		if at < len(buf) && buf[at] == ':' {
			return t, at + 1
		}
		if at >= len(buf) || buf[at] != '{' {
			return checkType{kind: ckNone}, -1
		}
		at++
		for {
			for at < len(buf) && isSpaceByte(buf[at]) {
				at++
			}
			if strings.HasPrefix(buf[at:], "LITERAL") {
				t.literal = true
				at += len("LITERAL")
			} else {
				return checkType{kind: ckNone}, at
			}
			for at < len(buf) && isSpaceByte(buf[at]) {
				at++
			}
			if at < len(buf) && buf[at] == ',' {
				at++
				continue
			}
			break
		}
		if !strings.HasPrefix(buf[at:], "}:") {
			return checkType{kind: ckNone}, at
		}
		return t, at + 2
	}
	if buf[rest] == ':' {
		return checkType{kind: ckPlain, count: 1}, rest + 1
	}
	if buf[rest] == '{' {
		return consumeMods(checkType{kind: ckPlain, count: 1}, rest)
	}
	misspelled := false
	switch buf[rest] {
	case '_':
		misspelled = true
	case '-':
	default:
		return checkType{kind: ckNone}, -1
	}
	rest++
	t, at := fc.findSuffix(buf, rest, consumeMods)
	if misspelled && t.kind != ckNone {
		return checkType{kind: ckMisspelled}, at
	}
	return t, at
}

func isSpaceByte(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

func (fc *fileCheck) findSuffix(buf string, rest int, consumeMods func(checkType, int) (checkType, int)) (checkType, int) {
	r := buf[rest:]
	if strings.HasPrefix(r, "COUNT-") {
		// Like StringRef::consumeInteger into an int64 (which may consume
		// digits even when it fails).
		at := rest + len("COUNT-")
		n, j, ok := consumeSigned64(buf[at:])
		j += at
		if !ok {
			return checkType{kind: ckBadCount}, j
		}
		if n <= 0 || n > 1<<31-1 {
			return checkType{kind: ckBadCount}, j
		}
		if j >= len(buf) || (buf[j] != ':' && buf[j] != '{') {
			return checkType{kind: ckBadCount}, j
		}
		return consumeMods(checkType{kind: ckPlain, count: int(n)}, j)
	}
	for _, bad := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if strings.HasPrefix(r, bad) {
			return checkType{kind: ckBadNot}, rest
		}
	}
	for _, s := range []struct {
		name string
		kind checkKind
	}{{"NEXT", ckNext}, {"SAME", ckSame}, {"NOT", ckNot}, {"DAG", ckDAG}, {"LABEL", ckLabel}, {"EMPTY", ckEmpty}} {
		if strings.HasPrefix(r, s.name) {
			return consumeMods(checkType{kind: s.kind, count: 1}, rest+len(s.name))
		}
	}
	return checkType{kind: ckNone}, rest
}

// findFirstMatchingPrefix finds the next directive at or after pos. It
// returns the prefix, its offset, the check type and the offset after the
// directive; prefix is "" when there is none, and the last offset is then
// where the scan stopped.
func (fc *fileCheck) findFirstMatchingPrefix(text string, pos int, prefixes []string) (string, int, checkType, int) {
	for pos < len(text) {
		best, bestAt := "", -1
		if fc.nextPrefix == nil {
			fc.nextPrefix = map[string]int{}
		}
		for _, p := range prefixes {
			if p == "" {
				continue
			}
			// The scan only moves forward, so remember where each prefix
			// occurs next (or that it does not) instead of searching the
			// rest of the file again for every directive.
			at, ok := fc.nextPrefix[p]
			if !ok || (at >= 0 && at < pos) {
				at = strings.Index(text[pos:], p)
				if at >= 0 {
					at += pos
				}
				fc.nextPrefix[p] = at
			}
			if at < 0 {
				continue
			}
			if bestAt < 0 || at < bestAt || (at == bestAt && len(p) > len(best)) {
				best, bestAt = p, at
			}
		}
		if bestAt < 0 {
			return "", -1, checkType{}, pos
		}
		// Like LLVM, a prefix right where the scan resumes, or after a
		// character that cannot be part of a word, starts a directive.
		if bestAt == pos || !isPartOfWord(text[bestAt-1]) {
			t, after := fc.findCheckType(text[bestAt:], best)
			if t.kind != ckNone {
				return best, bestAt, t, bestAt + after
			}
		}
		pos = bestAt + len(best)
		for pos < len(text) && isPartOfWord(text[pos]) {
			pos++
		}
	}
	return "", -1, checkType{}, pos
}

// errorDiag prints an error the way LLVM logs an llvm::Error holding an
// ErrorDiagnostic: like errorf, followed by an empty line.
func (fc *fileCheck) errorDiag(b *srcBuf, pos int, format string, args ...any) error {
	fc.errorf(b, pos, format, args...)
	fmt.Fprintln(fc.w)
	return errReported
}

func (fc *fileCheck) errorf(b *srcBuf, pos int, format string, args ...any) error {
	printDiag(fc.w, b, pos, dkError, fmt.Sprintf(format, args...), pos)
	return errReported
}

// readCheckFile parses the check file into check strings.
func (fc *fileCheck) readCheckFile() error {
	text := fc.check.text
	var implicit []*pattern
	for _, s := range fc.opts.ImplicitCheckNot {
		cl := newSrcBuf("command line", "-implicit-check-not='"+s+"'")
		p := fc.newPattern(checkType{kind: ckNot, count: 1}, "IMPLICIT-CHECK", cl, 0)
		p.implicit = len(implicit) + 1
		// LLVM reports a parse error of an implicit pattern and goes on.
		if err := fc.parsePattern(p, len("-implicit-check-not='"), len(cl.text)-1); err == errExitOne {
			return err
		}
		implicit = append(implicit, p)
	}
	prefixes := append(append([]string{}, fc.opts.CheckPrefixes...), fc.opts.CommentPrefixes...)
	notFound := map[string]bool{}
	for _, p := range fc.opts.CheckPrefixes {
		notFound[p] = true
	}
	dagNots := append([]*pattern{}, implicit...)
	pos := 0
	for {
		prefix, at, typ, after := fc.findFirstMatchingPrefix(text, pos, prefixes)
		if prefix == "" {
			// Like LLVM, the implicit EOF pattern is located where the
			// scan for directives stopped.
			pos = after
			break
		}
		if typ.kind != ckComment {
			delete(notFound, prefix)
		}
		line, _ := fc.check.lineCol(at)
		pos = after
		if after < 0 {
			pos = at + len(prefix)
		}
		switch typ.kind {
		case ckMisspelled:
			return fc.errorf(fc.check, at, "misspelled directive '%s'", text[at:after])
		case ckBadNot:
			return fc.errorf(fc.check, pos, "unsupported -NOT combo on prefix '%s'", prefix)
		case ckBadCount:
			return fc.errorf(fc.check, pos, "invalid count in -COUNT specification on prefix '%s'", prefix)
		}
		if !(fc.opts.StrictWhitespace && fc.opts.MatchFullLines) {
			for pos < len(text) && (text[pos] == ' ' || text[pos] == '\t') {
				pos++
			}
		}
		eol := strings.IndexAny(text[pos:], "\n\r")
		if eol < 0 {
			eol = len(text)
		} else {
			eol += pos
		}
		patStart := pos
		pos = eol
		if typ.kind == ckComment {
			continue
		}
		p := fc.newPattern(typ, prefix, fc.check, line)
		if err := fc.parsePattern(p, patStart, eol); err != nil {
			return err
		}
		if typ.kind == ckLabel && p.hasVariable() {
			return fc.errorf(fc.check, at, "found '%s-LABEL:' with variable definition or use", prefix)
		}
		if (typ.kind == ckNext || typ.kind == ckSame || typ.kind == ckEmpty) && len(fc.checks) == 0 {
			name := map[checkKind]string{ckNext: "NEXT", ckSame: "SAME", ckEmpty: "EMPTY"}[typ.kind]
			return fc.errorf(fc.check, at, "found '%s-%s' without previous '%s: line", prefix, name, prefix)
		}
		if typ.kind == ckDAG || typ.kind == ckNot {
			dagNots = append(dagNots, p)
			continue
		}
		fc.checks = append(fc.checks, &checkString{pat: p, prefix: prefix, loc: patStart, dagNots: dagNots})
		dagNots = append([]*pattern{}, implicit...)
	}
	if len(dagNots) > 0 {
		p := fc.newPattern(checkType{kind: ckEOF, count: 1}, fc.opts.CheckPrefixes[0], fc.check, 0)
		p.loc = pos
		fc.checks = append(fc.checks, &checkString{pat: p, prefix: fc.opts.CheckPrefixes[0], loc: pos, dagNots: dagNots})
	}
	noneFound := len(notFound) == len(fc.opts.CheckPrefixes)
	if len(notFound) > 0 && (!fc.opts.AllowUnusedPrefixes || noneFound) &&
		(len(implicit) == 0 || !fc.defaultPrefix()) {
		var missing []string
		for p := range notFound {
			missing = append(missing, "'"+p+":'")
		}
		sort.Strings(missing)
		plural := " "
		if len(missing) > 1 {
			plural = "es "
		}
		fmt.Fprintf(fc.w, "error: no check strings found with prefix%s%s\n", plural, strings.Join(missing, ", "))
		return errReported
	}
	return nil
}

func (fc *fileCheck) defaultPrefix() bool {
	return len(fc.opts.CheckPrefixes) == 1 && fc.opts.CheckPrefixes[0] == "CHECK" && !fc.explicitPrefix
}

func (fc *fileCheck) newPattern(t checkType, prefix string, b *srcBuf, line int) *pattern {
	return &pattern{typ: t, prefix: prefix, buf: b, line: line, ctx: fc.ctx, icase: fc.opts.IgnoreCase}
}

// parsePattern parses the pattern text b.text[start:end] into p.
func (fc *fileCheck) parsePattern(p *pattern, start, end int) (err error) {
	b := p.buf
	src := b.text
	var re strings.Builder
	defer func() {
		if err != nil {
			// Like LLVM, a pattern that failed to parse keeps the regex
			// built so far: FileCheck goes on with an --implicit-check-not
			// pattern after reporting its error, and an empty or invalid
			// regex matches nothing.
			p.isFixed, p.fixed, p.regex = false, "", re.String()
		}
	}()
	fullLines := fc.opts.MatchFullLines && p.typ.kind != ckNot
	p.loc = start
	if !(fc.opts.StrictWhitespace && fc.opts.MatchFullLines) {
		for end > start && (src[end-1] == ' ' || src[end-1] == '\t') {
			end--
		}
	}
	pat := src[start:end]
	if pat == "" && p.typ.kind != ckEmpty {
		return fc.errorf(b, start, "found empty check string with prefix '%s:'", p.prefix)
	}
	if pat != "" && p.typ.kind == ckEmpty {
		return fc.errorf(b, start, "found non-empty check string for empty check with prefix '%s:'", p.prefix)
	}
	if p.typ.kind == ckEmpty {
		p.regex = "(\n$)"
		return nil
	}
	if p.typ.literal {
		p.isFixed, p.fixed = true, pat
		return nil
	}
	if !fullLines && (len(pat) < 2 || (!strings.Contains(pat, "{{") && !strings.Contains(pat, "[["))) {
		p.isFixed, p.fixed = true, pat
		return nil
	}
	if fullLines {
		re.WriteByte('^')
		if !fc.opts.StrictWhitespace {
			re.WriteString(" *")
		}
	}
	curParen := 1
	strDefParen := map[string]int{}
	addRegex := func(rs string, at int) error {
		e, err := ParseERE(rs, false)
		if err != nil {
			return fc.errorf(b, at, "invalid regex: %s", err.Error())
		}
		re.WriteString(rs)
		curParen += e.NumGroups()
		return nil
	}
	i := start
	for i < end {
		rest := src[i:end]
		if strings.HasPrefix(rest, "{{") {
			e := strings.Index(rest, "}}")
			if e < 0 {
				return fc.errorf(b, i, "found start of regex string with no end '}}'")
			}
			// Like LLVM, wrap the regex in a group when there is an
			// alternation, so "abc{{x|z}}def" does not become "abcx|zdef".
			// LLVM looks for '|' in the whole rest of the pattern, not only
			// in this block, which shifts the numbers of later groups.
			alt := strings.Contains(rest, "|")
			if alt {
				re.WriteByte('(')
				curParen++
			}
			if err := addRegex(rest[2:e], i+2); err != nil {
				return err
			}
			if alt {
				re.WriteByte(')')
			}
			i += e + 2
			continue
		}
		if strings.HasPrefix(rest, "[[") && !strings.HasPrefix(rest, "[[[") {
			if err := fc.parseSubstBlock(p, &re, &curParen, strDefParen, addRegex, i, end); err != nil {
				return err
			}
			i = p.nextPos
			continue
		}
		j := len(rest)
		if k := strings.Index(rest[1:], "{{"); k >= 0 && k+1 < j {
			j = k + 1
		}
		if k := strings.Index(rest[1:], "[["); k >= 0 && k+1 < j {
			j = k + 1
		}
		re.WriteString(EscapeERE(rest[:j]))
		i += j
	}
	if fullLines {
		if !fc.opts.StrictWhitespace {
			re.WriteString(" *")
		}
		re.WriteByte('$')
	}
	p.regex = re.String()
	return nil
}

// findRegexVarEnd finds the "]]" closing a substitution block in s, skipping
// brackets and escapes of the regex; -1 when there is none, -2 after an error.
func (fc *fileCheck) findRegexVarEnd(b *srcBuf, base int, s string) int {
	depth := 0
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], "]]") && depth == 0 {
			return i
		}
		if s[i] == '\\' {
			i += 2
			continue
		}
		switch s[i] {
		case '[':
			depth++
		case ']':
			if depth == 0 {
				fc.errorf(b, base+i, "missing closing \"]\" for regex variable")
				return -2
			}
			depth--
		}
		i++
	}
	return -1
}

// errExitOne marks a parse error for which LLVM's FileCheck exits with 1.
var errExitOne = errors.New("exit 1")

type varProps struct {
	name   string
	pseudo bool
}

// parseVariable parses a variable name at the start of s; it returns the
// properties and the number of bytes consumed, or an error message and the
// offset in s it points to.
func parseVariable(s string) (varProps, int, string, int) {
	if s == "" {
		return varProps{}, 0, "empty variable name", 0
	}
	i := 0
	pseudo := s[0] == '@'
	if s[0] == '$' || pseudo {
		i++
	}
	if i == len(s) {
		kind := "global "
		if pseudo {
			kind = "pseudo "
		}
		return varProps{}, 0, "empty " + kind + "variable name", i
	}
	if !(isAlpha(s[i]) || s[i] == '_') {
		return varProps{}, 0, "invalid variable name", 0
	}
	i++
	for i < len(s) && (s[i] == '_' || isAlpha(s[i]) || isDigit(s[i])) {
		i++
	}
	return varProps{name: s[:i], pseudo: pseudo}, i, "", 0
}

func (fc *fileCheck) parseSubstBlock(p *pattern, re *strings.Builder, curParen *int, strDefParen map[string]int, addRegex func(string, int) error, i, end int) error {
	b := p.buf
	src := b.text
	inner := i + 2
	e := fc.findRegexVarEnd(b, inner, src[inner:end])
	if e == -2 {
		return errExitOne
	}
	if e < 0 {
		return fc.errorf(b, i, "Invalid substitution block, no ]] found")
	}
	ms, me := inner, inner+e
	p.nextPos = me + 2
	isNum := false
	if ms < me && src[ms] == '#' {
		isNum = true
		ms++
	}
	match := src[ms:me]
	isDef, substNeeded, legacyLine := false, false, false
	var defName, substStr, matchRegexp string
	substPos := ms
	substInsert := re.Len()
	if !isNum {
		colon := strings.IndexByte(match, ':')
		namePart := match
		if colon >= 0 {
			namePart = match[:colon]
		}
		if sp := strings.IndexAny(namePart, " \t"); sp >= 0 {
			return fc.errorf(b, ms+sp, "unexpected whitespace")
		}
		vp, n, msg, at := parseVariable(match)
		if msg != "" {
			return fc.errorDiag(b, ms+at, "%s", msg)
		}
		isDef = colon >= 0
		substNeeded = !isDef
		after := match[n:]
		if isDef {
			if vp.pseudo || !strings.HasPrefix(after, ":") {
				return fc.errorf(b, ms, "invalid name in string variable definition")
			}
			if _, ok := fc.ctx.numVars[vp.name]; ok {
				return fc.errorf(b, ms, "numeric variable with name '%s' already exists", vp.name)
			}
			defName = vp.name
			matchRegexp = after[1:]
		} else if vp.pseudo {
			legacyLine, isNum = true, true
		} else {
			if after != "" {
				return fc.errorf(b, ms, "invalid name in string variable use")
			}
			substStr = vp.name
		}
	}
	var expr numExpr
	var defVar *numVar
	var exprFmt numFormat
	if isNum {
		var err error
		np := &numParser{fc: fc, b: b, line: p.line}
		expr, exprFmt, defVar, err = np.parseBlock(ref{src, ms, me}, legacyLine)
		if err != nil {
			return err
		}
		substNeeded = expr != nil
		if defVar != nil {
			isDef = true
			defName = defVar.name
		}
		if substNeeded {
			substStr = src[ms:me]
		} else {
			matchRegexp = exprFmt.wildcard()
		}
	}
	if isDef {
		re.WriteByte('(')
		substInsert++
		if isNum {
			p.numDefs = append(p.numDefs, numDef{v: defVar, paren: *curParen})
		} else {
			strDefParen[defName] = *curParen
			p.strDefs = append(p.strDefs, strDef{name: defName, paren: *curParen})
			fc.ctx.definedStr[defName] = true
		}
		*curParen++
	}
	if matchRegexp != "" {
		at := ms + strings.IndexByte(match, ':') + 1
		if isNum {
			at = ms
		}
		if err := addRegex(matchRegexp, at); err != nil {
			return err
		}
	}
	if isDef {
		re.WriteByte(')')
	}
	if substNeeded {
		if g, ok := strDefParen[substStr]; ok && !isNum {
			if g < 1 || g > 9 {
				return fc.errorf(b, ms, "Can't back-reference more than 9 variables")
			}
			fmt.Fprintf(re, "\\%d", g)
		} else {
			p.substs = append(p.substs, subst{idx: substInsert, from: substStr, isNum: isNum, name: substStr, expr: expr, buf: b, pos: substPos, fmt: exprFmt})
		}
	}
	return nil
}

// errNotFound reports that a pattern does not match.
var errNotFound = errors.New("not found")

// substValue returns the text a substitution inserts into the regex.
func (s *subst) value(ctx *fcContext) (string, exprErrors) {
	if !s.isNum {
		v, ok := ctx.strVars[s.name]
		if !ok {
			return "", exprErrors{&undefVarError{name: s.name, buf: s.buf, pos: s.pos}}
		}
		return EscapeERE(v), nil
	}
	v, errs := s.expr.eval()
	if errs != nil {
		return "", errs
	}
	str, err := s.fmt.format(v)
	if err != nil {
		return "", exprErrors{err}
	}
	return str, nil
}

// match finds the pattern in subj's text[start:end]; it returns the match
// position (relative to start) and length, errNotFound, or exprErrors
// describing substitution failures.
func (p *pattern) match(subj *subject, start, end int) (int, int, error) {
	buf := subj.text[start:end]
	switch {
	case p.typ.kind == ckEOF:
		return len(buf), 0, nil
	case p.isFixed:
		var pos int
		if p.icase {
			pos = indexFold(buf, p.fixed)
		} else {
			pos = strings.Index(buf, p.fixed)
		}
		if pos < 0 {
			return 0, 0, errNotFound
		}
		return pos, len(p.fixed), nil
	}
	rs := p.regex
	if len(p.substs) > 0 {
		if p.line > 0 {
			p.ctx.lineVar.value, p.ctx.lineVar.hasValue = big.NewInt(int64(p.line)), true
		}
		var b strings.Builder
		last := 0
		var errs exprErrors
		for i := range p.substs {
			s := &p.substs[i]
			v, e := s.value(p.ctx)
			if e != nil {
				for _, x := range e {
					if x == errOverflow || x == errDivZero {
						x = &substOverflow{s: s}
					}
					errs = append(errs, x)
				}
				continue
			}
			b.WriteString(rs[last:s.idx])
			b.WriteString(v)
			last = s.idx
		}
		if errs != nil {
			return 0, 0, errs
		}
		b.WriteString(rs[last:])
		rs = b.String()
	}
	var re *ERE
	if len(p.substs) == 0 && p.compiled != nil {
		re = p.compiled
	} else {
		var err error
		re, err = ParseERE(rs, p.icase)
		if err != nil {
			return 0, 0, errNotFound
		}
		if len(p.substs) == 0 {
			p.compiled = re // the regex never changes; compile it once
		}
	}
	m := re.find(subj, start, end)
	if m == nil {
		return 0, 0, errNotFound
	}
	p.lastCaps = p.lastCaps[:0]
	for _, d := range p.strDefs {
		if 2*d.paren+1 < len(m) && m[2*d.paren] >= 0 {
			p.ctx.strVars[d.name] = buf[m[2*d.paren]:m[2*d.paren+1]]
			p.lastCaps = append(p.lastCaps, capture{d.name, start + m[2*d.paren], start + m[2*d.paren+1]})
		} else {
			// A group the match left unset (LLVM's engine can report a
			// match so): an empty value with no location.
			p.ctx.strVars[d.name] = ""
			p.lastCaps = append(p.lastCaps, capture{d.name, -1, -1})
		}
	}
	skip := 0
	if p.typ.kind == ckEmpty {
		skip = 1
	}
	for _, d := range p.numDefs {
		if 2*d.paren+1 < len(m) && m[2*d.paren] >= 0 {
			if v, err := d.v.format.parseValue(buf[m[2*d.paren]:m[2*d.paren+1]]); err == nil {
				d.v.value, d.v.hasValue = v, true
			}
			p.lastCaps = append(p.lastCaps, capture{d.v.name, start + m[2*d.paren], start + m[2*d.paren+1]})
		}
	}
	sort.SliceStable(p.lastCaps, func(i, j int) bool { return p.lastCaps[i].start < p.lastCaps[j].start })
	return m[0] + skip, m[1] - m[0] - skip, nil
}

type substOverflow struct{ s *subst }

// Error implements error.
func (e *substOverflow) Error() string {
	return "unable to substitute variable or numeric expression: overflow error"
}

// indexFold finds sub in s ignoring the case of ASCII letters, like
// StringRef::find_insensitive.
func indexFold(s, sub string) int {
	if sub == "" {
		return 0
	}
	last := len(s) - len(sub) + 1 // candidate starts are below last
	// next finds the next candidate start at or after i whose first byte
	// is c, remembering the answer in *at (-1: none left).
	next := func(c byte, i int, at *int) {
		if *at >= i || *at == -1 {
			return
		}
		*at = -1
		if i < last {
			if k := strings.IndexByte(s[i:last], c); k >= 0 {
				*at = i + k
			}
		}
	}
	lo, up := asciiLower(sub[0]), otherCase(asciiLower(sub[0]))
	atLo, atUp := -2, -2
	if lo == up {
		atUp = -1
	}
	for i := 0; i < last; i++ {
		next(lo, i, &atLo)
		if lo != up {
			next(up, i, &atUp)
		}
		switch {
		case atLo < 0 && atUp < 0:
			return -1
		case atUp < 0 || (atLo >= 0 && atLo < atUp):
			i = atLo
		default:
			i = atUp
		}
		j := 1
		for j < len(sub) && asciiLower(s[i+j]) == asciiLower(sub[j]) {
			j++
		}
		if j == len(sub) {
			return i
		}
	}
	return -1
}

func asciiLower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// exampleString is what printFuzzyMatch compares input lines against.
func (p *pattern) exampleString() string {
	if p.isFixed && p.fixed != "" {
		return p.fixed
	}
	return p.regex
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// RunFileCheck checks input against the directives in check and writes
// diagnostics to w in LLVM's format. It returns FileCheck's exit code.
// inputName "-" stands for standard input (diagnostics name it <stdin>).
func RunFileCheck(opts FileCheckOptions, checkName, check, inputName, input string, w io.Writer) int {
	fc := newFileCheck(opts, w)
	if code, ok := fc.validatePrefixes(); !ok {
		return code
	}
	if code, ok := fc.readCheck(checkName, check); !ok {
		return code
	}
	if inputName == "-" {
		inputName = "<stdin>"
	}
	if input == "" && !opts.AllowEmpty {
		fmt.Fprintf(w, "FileCheck error: '%s' is empty.\n", inputName)
		return FileCheckBadUsage
	}
	return fc.run(checkName, inputName, input)
}

// newFileCheck returns a checker with LLVM's defaults filled in.
func newFileCheck(opts FileCheckOptions, w io.Writer) *fileCheck {
	fc := &fileCheck{opts: opts, w: w, explicitPrefix: len(opts.CheckPrefixes) > 0}
	if opts.Color {
		fc.w = colorWriter{w}
	}
	if fc.opts.VerboseVerbose {
		fc.opts.Verbose = true
	}
	if len(fc.opts.CheckPrefixes) == 0 {
		fc.opts.CheckPrefixes = []string{"CHECK"}
	}
	if fc.opts.CommentPrefixes == nil {
		fc.opts.CommentPrefixes = []string{"COM", "RUN"}
	}
	if fc.opts.DumpInput == "" {
		fc.opts.DumpInput = "fail"
	}
	return fc
}

// readCheck applies the -D definitions and parses the check file (named
// checkName in diagnostics); it returns false with the exit code on error.
func (fc *fileCheck) readCheck(checkName, check string) (int, bool) {
	fc.ctx = &fcContext{strVars: map[string]string{}, definedStr: map[string]bool{}, numVars: map[string]*numVar{},
		lineVar: &numVar{name: "@LINE", format: numFormat{kind: 'u'}}}
	if err := fc.defineCmdline(); err != nil {
		return FileCheckBadUsage, false
	}
	// Like LLVM, @LINE joins the variables after the -D definitions (which
	// cannot use it).
	fc.ctx.numVars["@LINE"] = fc.ctx.lineVar
	fc.check = newSrcBuf(checkName, canonicalize(check, fc.opts.StrictWhitespace))
	if err := fc.readCheckFile(); err != nil {
		if err == errExitOne {
			return FileCheckMismatch, false
		}
		return FileCheckBadUsage, false
	}
	return 0, true
}

// run checks the input (named inputName) against the parsed check file and
// prints the input dump; checkName is the check file as the dump names it.
func (fc *fileCheck) run(checkName, inputName, input string) int {
	fc.input = newSrcBuf(inputName, canonicalize(input, fc.opts.StrictWhitespace))
	fc.subj = newSubject(fc.input.text)
	ok := fc.checkInput()
	if fc.opts.DumpInput == "always" || (!ok && fc.opts.DumpInput == "fail") {
		fc.dumpInput(checkName)
	}
	if !ok {
		return FileCheckMismatch
	}
	return FileCheckPass
}

func (fc *fileCheck) validatePrefixes() (int, bool) {
	seen := map[string]bool{}
	validate := func(kind string, list []string) bool {
		for _, p := range list {
			switch {
			case p == "":
				fmt.Fprintf(fc.w, "error: supplied %s prefix must not be the empty string\n", kind)
			case !validPrefixRE.MatchString(p):
				fmt.Fprintf(fc.w, "error: supplied %s prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '%s'\n", kind, p)
			case seen[p]:
				fmt.Fprintf(fc.w, "error: supplied %s prefix must be unique among check and comment prefixes: '%s'\n", kind, p)
			default:
				seen[p] = true
				continue
			}
			return false
		}
		return true
	}
	if !validate("check", fc.opts.CheckPrefixes) || !validate("comment", fc.opts.CommentPrefixes) {
		return FileCheckBadUsage, false
	}
	return 0, true
}

// defineCmdline applies -D definitions. Like LLVM, it reports errors
// against a "Global defines" buffer with one line per definition, goes on
// after an error to report the others, and fails if there was any.
func (fc *fileCheck) defineCmdline() error {
	var text strings.Builder
	type span struct{ start, end int }
	var spans []span
	for i, d := range fc.opts.Defines {
		prefix := fmt.Sprintf("Global define #%d: ", i+1)
		eq := strings.IndexByte(d, '=')
		switch {
		case eq < 0:
			spans = append(spans, span{text.Len(), text.Len()})
		case strings.HasPrefix(d, "#"):
			fmt.Fprintf(&text, "%s%s (parsed as: [[", prefix, d)
			st := text.Len()
			fmt.Fprintf(&text, "%s:%s", d[:eq], d[eq+1:])
			spans = append(spans, span{st, text.Len()})
			text.WriteString("]])\n")
		default:
			text.WriteString(prefix)
			st := text.Len()
			text.WriteString(d)
			spans = append(spans, span{st, text.Len()})
			text.WriteString("\n")
		}
	}
	buf := newSrcBuf("Global defines", text.String())
	failed := false
	for _, sp := range spans {
		src := buf.text[sp.start:sp.end]
		if src == "" {
			fc.errorDiag(buf, sp.start, "missing equal sign in global definition")
			failed = true
			continue
		}
		if src[0] == '#' {
			np := &numParser{fc: fc, b: buf}
			expr, _, def, err := np.parseBlock(ref{buf.text, sp.start + 1, sp.end}, false)
			if err != nil {
				failed = true
				continue
			}
			if expr == nil {
				// LLVM 22 crashes here; report it instead.
				fc.errorDiag(buf, sp.start, "missing numeric expression in global definition")
				failed = true
				continue
			}
			v, errs := expr.eval()
			if errs != nil {
				for _, e := range errs {
					fmt.Fprintln(fc.w, e.Error())
				}
				failed = true
				continue
			}
			def.value, def.hasValue = v, true
			continue
		}
		eq := strings.IndexByte(src, '=')
		name := src[:eq]
		vp, n, msg, at := parseVariable(name)
		if msg != "" {
			fc.errorDiag(buf, sp.start+at, "%s", msg)
			failed = true
			continue
		}
		if n != len(name) || vp.pseudo {
			fc.errorDiag(buf, sp.start, "invalid name in string variable definition '%s'", name)
			failed = true
			continue
		}
		if _, ok := fc.ctx.numVars[name]; ok {
			fc.errorDiag(buf, sp.start, "numeric variable with name '%s' already exists", name)
			failed = true
			continue
		}
		fc.ctx.strVars[name] = src[eq+1:]
		fc.ctx.definedStr[name] = true
	}
	if failed {
		return errReported
	}
	return nil
}
