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

// lineCol returns the 1-based line and column of offset pos. Like LLVM's
// SourceMgr, lines are counted by '\n' and the column from the last '\n'
// or '\r'.
func (b *srcBuf) lineCol(pos int) (int, int) {
	l := sort.Search(len(b.lines), func(i int) bool { return b.lines[i] > pos }) - 1
	if l < 0 {
		l = 0
	}
	col := pos - b.lines[l] + 1
	if k := strings.LastIndexByte(b.text[b.lines[l]:min(pos, len(b.text))], '\r'); k >= 0 {
		col = pos - (b.lines[l] + k)
	}
	return l + 1, col
}

// lineText returns the text of the line holding pos, without its line
// terminator, and where it starts: like LLVM, a line runs between '\n' or
// '\r' characters.
func (b *srcBuf) lineText(pos int) (string, int) {
	pos = min(pos, len(b.text))
	start := strings.LastIndexAny(b.text[:pos], "\n\r") + 1
	end := strings.IndexAny(b.text[pos:], "\n\r")
	if end < 0 {
		end = len(b.text) - pos
	}
	return b.text[start : pos+end], start
}

// rawLine returns line l (1-based) up to its '\n', as the input dump shows
// it.
func (b *srcBuf) rawLine(l int) string {
	start := b.lines[l-1]
	end := strings.IndexByte(b.text[start:], '\n')
	if end < 0 {
		return b.text[start:]
	}
	return b.text[start : start+end]
}

type diagKind string

const (
	dkError  diagKind = "error"
	dkNote   diagKind = "note"
	dkRemark diagKind = "remark"
)

// colorWriter is an output that takes ANSI colors, as FileCheck's --color
// forces: diagnostics and the input dump color their parts like LLVM's
// WithColor does on a terminal.
type colorWriter struct{ io.Writer }

// ANSI escapes of LLVM's raw_ostream colors (always bold, as FileCheck asks).
const (
	ansiBold    = "\x1b[1m" // SAVEDCOLOR
	ansiReset   = "\x1b[0m"
	ansiBlack   = "\x1b[0;1;30m"
	ansiRed     = "\x1b[0;1;31m"
	ansiGreen   = "\x1b[0;1;32m"
	ansiBlue    = "\x1b[0;1;34m"
	ansiMagenta = "\x1b[0;1;35m"
	ansiCyan    = "\x1b[0;1;36m"
	ansiCyanBG  = "\x1b[0;1;46m"
)

var kindColors = map[diagKind]string{dkError: ansiRed, dkNote: ansiBlack, dkRemark: ansiBlue}

// paint returns s between the escape on and a reset when color is on.
func paint(color bool, on, s string) string {
	if !color {
		return s
	}
	return on + s + ansiReset
}

// printDiag writes a diagnostic in the format of LLVM's SMDiagnostic::print:
// "file:line:col: kind: msg", the source line, and a caret line with '~'
// under the range [pos, end). Like LLVM, tabs expand to 8-column stops in
// both lines (a caret or tilde on a tab repeats), and a line holding a
// non-ASCII byte is shown without the caret line.
func printDiag(w io.Writer, b *srcBuf, pos int, kind diagKind, msg string, end int) {
	if b == nil {
		fmt.Fprintf(w, "%s: %s\n", kind, msg)
		return
	}
	if pos > len(b.text) {
		pos = len(b.text)
	}
	name := b.name
	if name == "-" {
		name = "<stdin>"
	}
	line, col := b.lineCol(pos)
	_, color := w.(colorWriter)
	fmt.Fprintf(w, "%s%s%s", paint(color, ansiBold, fmt.Sprintf("%s:%d:%d: ", name, line, col)),
		paint(color, kindColors[kind], string(kind)+": "), paint(color, ansiBold, msg+"\n"))
	text, start := b.lineText(pos)
	if strings.IndexFunc(text, func(r rune) bool { return r >= 0x80 }) >= 0 {
		fmt.Fprintf(w, "%s\n", expandTabs(text))
		return
	}
	caret := []byte(strings.Repeat(" ", len(text)+1))
	if end > pos {
		for i := pos - start; i < min(end-start, len(text)); i++ {
			caret[i] = '~'
		}
	}
	caret[min(col-1, len(text))] = '^'
	caret = []byte(strings.TrimRight(string(caret), " "))
	var car strings.Builder
	outCol := 0
	for i, c := range caret {
		if i >= len(text) || text[i] != '\t' {
			car.WriteByte(c)
			outCol++
			continue
		}
		for {
			car.WriteByte(c)
			outCol++
			if outCol%8 == 0 {
				break
			}
		}
	}
	fmt.Fprintf(w, "%s\n%s", expandTabs(text), paint(color, ansiGreen, car.String()+"\n"))
}

// expandTabs expands tabs to 8-column stops, as LLVM prints source lines.
func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\t' {
			b.WriteByte(s[i])
			col++
			continue
		}
		for {
			b.WriteByte(' ')
			col++
			if col%8 == 0 {
				break
			}
		}
	}
	return b.String()
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
