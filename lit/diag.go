package lit

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// srcBuf is a named text buffer that diagnostics point into, like one buffer
// of LLVM's SourceMgr.
type srcBuf struct {
	name  string
	text  string
	lines []int // offsets of line starts
}

func newSrcBuf(name, text string) *srcBuf {
	b := &srcBuf{name: name, text: text, lines: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			b.lines = append(b.lines, i+1)
		}
	}
	return b
}

// lineCol returns the 1-based line and column of offset pos.
func (b *srcBuf) lineCol(pos int) (int, int) {
	l := sort.Search(len(b.lines), func(i int) bool { return b.lines[i] > pos }) - 1
	if l < 0 {
		l = 0
	}
	return l + 1, pos - b.lines[l] + 1
}

// lineText returns the text of the line holding pos, without its newline.
func (b *srcBuf) lineText(pos int) (string, int) {
	l, _ := b.lineCol(pos)
	start := b.lines[l-1]
	end := strings.IndexAny(b.text[start:], "\n\r")
	if end < 0 {
		end = len(b.text) - start
	}
	return b.text[start : start+end], start
}

type diagKind string

const (
	dkError  diagKind = "error"
	dkNote   diagKind = "note"
	dkRemark diagKind = "remark"
)

// printDiag writes a diagnostic in the format of LLVM's SMDiagnostic::print:
// "file:line:col: kind: msg", the source line, and a caret line with '~'
// under the range [pos, end).
func printDiag(w io.Writer, b *srcBuf, pos int, kind diagKind, msg string, end int) {
	if b == nil {
		fmt.Fprintf(w, "%s: %s\n", kind, msg)
		return
	}
	if pos > len(b.text) {
		pos = len(b.text)
	}
	line, col := b.lineCol(pos)
	fmt.Fprintf(w, "%s:%d:%d: %s: %s\n", b.name, line, col, kind, msg)
	text, start := b.lineText(pos)
	caret := make([]byte, len(text)+1)
	for i := range caret {
		caret[i] = ' '
	}
	if end > pos {
		for i := pos; i < end && i-start <= len(text); i++ {
			caret[i-start] = '~'
		}
	}
	caret[pos-start] = '^'
	// Expand tabs to 8-column stops in both lines, as LLVM does.
	var src, car strings.Builder
	col0 := 0
	for i := 0; i < len(caret); i++ {
		if i < len(text) && text[i] == '\t' {
			n := 8 - col0%8
			src.WriteString(strings.Repeat(" ", n))
			c := caret[i]
			car.WriteByte(c)
			fill := byte(' ')
			if c == '~' || (c == '^' && i+1 < len(caret) && caret[i+1] == '~') {
				fill = '~'
			}
			car.WriteString(strings.Repeat(string(fill), n-1))
			col0 += n
			continue
		}
		if i < len(text) {
			src.WriteByte(text[i])
		}
		car.WriteByte(caret[i])
		col0++
	}
	fmt.Fprintf(w, "%s\n%s\n", src.String(), strings.TrimRight(car.String(), " "))
}

// writeEscaped escapes s like llvm::raw_ostream::write_escaped.
func writeEscaped(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '"':
			b.WriteString(`\"`)
		case c < 32 || c >= 127:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
