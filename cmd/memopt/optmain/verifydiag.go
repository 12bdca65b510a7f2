package optmain

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/memopt/memopt/ir"
)

// expectedRE matches an expected-* comment the way mlir-opt's
// --verify-diagnostics reads them:
//
//	// expected-error {{message}}            on this line
//	// expected-warning @+1 {{message}}      N lines below (or @-N above)
//	// expected-remark @above {{message}}    the last line that is not an expected-* line
//	// expected-note @below {{message}}      the next line that is not an expected-* line
//	// expected-error @unknown {{message}}   a diagnostic without location
//	// expected-error-re {{op {{[0-9]+}}}}   the message matched as text with {{regex}} parts
var expectedRE = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

// expectedDiag is one expected-* comment.
type expectedDiag struct {
	sev       ir.Severity
	line      int  // the line the diagnostic must be reported on
	unknown   bool // @unknown: a diagnostic without a location
	substring string
	re        *regexp.Regexp // for -re
	pos       ir.Pos         // where "expected-" is written
	matched   bool
}

func (e *expectedDiag) matches(msg string) bool {
	if e.re != nil {
		return e.re.MatchString(msg)
	}
	return strings.Contains(msg, e.substring)
}

var severityNames = map[string]ir.Severity{
	"error": ir.SeverityError, "warning": ir.SeverityWarning, "remark": ir.SeverityRemark, "note": ir.SeverityNote,
}

// compileExpectedRegex turns an expected-*-re message into a regexp: text
// outside {{...}} matches literally, text inside is a regular expression.
func compileExpectedRegex(s string) (*regexp.Regexp, error) {
	var sb strings.Builder
	for s != "" {
		i := strings.Index(s, "{{")
		if i < 0 {
			sb.WriteString(regexp.QuoteMeta(s))
			break
		}
		sb.WriteString(regexp.QuoteMeta(s[:i]))
		j := strings.Index(s[i+2:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("found start of regex with no end '}}'")
		}
		sb.WriteString("(?:" + s[i+2:i+2+j] + ")")
		s = s[i+2+j+2:]
	}
	return regexp.Compile(sb.String())
}

// parseExpected reads the expected-* comments of one chunk. Line numbers
// are those of the whole file. Bad regexes are returned as diagnostics.
func parseExpected(file string, c chunk) ([]*expectedDiag, []*ir.Diagnostic) {
	var out []*expectedDiag
	var errs []*ir.Diagnostic
	lines := strings.Split(string(c.text), "\n")
	var pendingBelow []*expectedDiag
	lastNonDesignator := 0
	for i, l := range lines {
		lineNo := c.lineOffset + i + 1
		l = strings.TrimRight(l, " \t\r")
		m := expectedRE.FindStringSubmatchIndex(l)
		if m == nil {
			for _, e := range pendingBelow {
				e.line = lineNo
			}
			pendingBelow = nil
			lastNonDesignator = lineNo
			continue
		}
		e := &expectedDiag{
			sev:       severityNames[l[m[2]:m[3]]],
			line:      lineNo,
			substring: l[m[10]:m[11]],
			pos:       ir.Pos{File: file, Line: lineNo, Col: m[0] + 1},
		}
		if m[4] >= 0 {
			re, err := compileExpectedRegex(e.substring)
			if err != nil {
				errs = append(errs, ir.Errorf(e.pos, "invalid regex: %v", err))
				continue
			}
			e.re = re
		}
		if m[8] >= 0 {
			switch d := l[m[8]:m[9]]; {
			case d == "above":
				e.line = lastNonDesignator
			case d == "below":
				pendingBelow = append(pendingBelow, e)
				e.line = c.lineOffset + len(lines) // dangling: the last line
			case d == "unknown":
				e.unknown, e.line = true, 0
			default:
				var n int
				fmt.Sscanf(d[1:], "%d", &n)
				if d[0] == '+' {
					e.line += n
				} else {
					e.line -= n
				}
			}
		}
		out = append(out, e)
	}
	return out, errs
}

// diagVerifier checks the diagnostics of one chunk against its expected-*
// comments (--verify-diagnostics) and renders mlir-opt's complaints.
type diagVerifier struct {
	src          *source
	expected     []*expectedDiag
	onlyExpected bool
	report       strings.Builder
	failed       bool
}

func newDiagVerifier(src *source, c chunk, onlyExpected bool) *diagVerifier {
	exp, errs := parseExpected(src.name, c)
	v := &diagVerifier{src: src, expected: exp, onlyExpected: onlyExpected}
	for _, d := range errs {
		v.report.WriteString(src.render(d))
		v.failed = true
	}
	return v
}

// handle processes a diagnostic and, separately, each of its notes.
func (v *diagVerifier) handle(d *ir.Diagnostic) {
	v.process(d)
	for _, n := range d.Notes {
		v.handle(n)
	}
}

func (v *diagVerifier) process(d *ir.Diagnostic) {
	var nearMiss *expectedDiag
	known := d.Pos.IsValid() && d.Pos.File == v.src.name
	for _, e := range v.expected {
		if !e.matches(d.Message) {
			continue
		}
		if known && !e.unknown && e.line == d.Pos.Line || !d.Pos.IsValid() && e.unknown {
			if e.sev == d.Severity {
				e.matched = true
				return
			}
			nearMiss = e
		}
	}
	if nearMiss != nil {
		v.failed = true
		v.src.renderOne(&v.report, nearMiss.pos, ir.SeverityError,
			fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", d.Severity, nearMiss.sev), 1)
		return
	}
	if v.onlyExpected {
		return
	}
	v.failed = true
	v.src.renderOne(&v.report, d.Pos, ir.SeverityError, fmt.Sprintf("unexpected %s: %s", d.Severity, d.Message), 1)
}

// finish reports the expected diagnostics that were not produced and
// returns the whole report and whether verification succeeded.
func (v *diagVerifier) finish() (string, bool) {
	for _, e := range v.expected {
		if e.matched {
			continue
		}
		v.failed = true
		v.src.renderOne(&v.report, e.pos, ir.SeverityError,
			fmt.Sprintf("expected %s \"%s\" was not produced", e.sev, e.substring), len(e.substring))
	}
	return v.report.String(), !v.failed
}
