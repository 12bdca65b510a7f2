package optmain

import (
	"errors"
	"fmt"
	"strings"

	"github.com/memopt/memopt/ir"
)

// source is the input file: its name and text, to show the line a
// diagnostic points at with a caret under the column, as mlir-opt does.
// The line index is built on the first diagnostic that needs it (most runs
// have none, and the input may be large).
type source struct {
	name string
	text []byte
	// starts holds the offset of each line's first byte, once built.
	starts []int
}

func newSource(name string, text []byte) *source {
	return &source{name: name, text: text}
}

// line returns source line n (1-based) and whether it exists.
func (s *source) line(n int) (string, bool) {
	if s.starts == nil {
		s.starts = []int{0}
		for i, c := range s.text {
			if c == '\n' {
				s.starts = append(s.starts, i+1)
			}
		}
	}
	if n < 1 || n > len(s.starts) {
		return "", false
	}
	end := len(s.text)
	if n < len(s.starts) {
		end = s.starts[n] - 1
	}
	return strings.TrimSuffix(string(s.text[s.starts[n-1]:end]), "\r"), true
}

// render formats a diagnostic and its notes: `file:line:col: error: msg`,
// the source line and a caret line (with width-1 '~' after the caret when
// width > 1). Diagnostics without a position print as `<unknown>:0:`.
func (s *source) render(d *ir.Diagnostic) string {
	var sb strings.Builder
	s.renderNotes(&sb, d, true)
	return sb.String()
}

// renderNotes renders d and its notes. As mlir-opt does, a note shows the
// source line only when its location differs from the one rendered just
// before it.
func (s *source) renderNotes(sb *strings.Builder, d *ir.Diagnostic, showLine bool) {
	s.renderLine(sb, d.Pos, d.Severity, d.Message, 1, showLine)
	prev := d.Pos
	for _, n := range d.Notes {
		s.renderNotes(sb, n, n.Pos != prev)
		prev = n.Pos
	}
}

func (s *source) renderOne(sb *strings.Builder, pos ir.Pos, sev ir.Severity, msg string, width int) {
	s.renderLine(sb, pos, sev, msg, width, true)
}

func (s *source) renderLine(sb *strings.Builder, pos ir.Pos, sev ir.Severity, msg string, width int, showLine bool) {
	switch {
	case pos.IsValid():
		sb.WriteString(pos.String())
	case pos.File != "":
		sb.WriteString(pos.File + ":0:0")
	default:
		sb.WriteString("<unknown>:0")
	}
	fmt.Fprintf(sb, ": %s: %s\n", sev, msg)
	if !showLine || !pos.IsValid() || pos.File != s.name {
		return
	}
	text, ok := s.line(pos.Line)
	if !ok {
		return
	}
	sb.WriteString(text)
	sb.WriteByte('\n')
	for i := 0; i < pos.Col-1 && i < len(text); i++ {
		if text[i] == '\t' {
			sb.WriteByte('\t')
		} else {
			sb.WriteByte(' ')
		}
	}
	sb.WriteByte('^')
	if width > 1 {
		sb.WriteString(strings.Repeat("~", width-1))
	}
	sb.WriteByte('\n')
}

// diagnostics flattens an error into diagnostics: *ir.Diagnostic and
// ir.DiagnosticList as they are, any other error as a location-less error.
func diagnostics(err error) []*ir.Diagnostic {
	var d *ir.Diagnostic
	var dl ir.DiagnosticList
	switch {
	case errors.As(err, &dl):
		return dl
	case errors.As(err, &d):
		return []*ir.Diagnostic{d}
	}
	return []*ir.Diagnostic{{Severity: ir.SeverityError, Message: err.Error()}}
}

// chunk is one case of the input: the whole file, or one of the parts
// --split-input-file cuts at the marker lines.
type chunk struct {
	text []byte
	// lineOffset is the number of lines before the chunk in the file.
	lineOffset int
	// startCol is the 0-based column the chunk starts at on line
	// lineOffset+1 (right after a marker); 0 for the first chunk.
	startCol int
}

// start is where the chunk begins, as mlir-opt locates the start of a
// case's buffer: right after the marker before it, or file:0:0 (no
// position) for the whole input and the first case.
func (ch chunk) start(file string) ir.Pos {
	if ch.startCol == 0 {
		return ir.Pos{File: file}
	}
	return ir.Pos{File: file, Line: ch.lineOffset + 1, Col: ch.startCol + 1}
}

// splitInput cuts src at every occurrence of marker, as mlir-opt does. The
// text of each chunk starts right after the marker (on the marker's line).
func splitInput(src []byte, marker string) []chunk {
	var out []chunk
	s := string(src)
	start := 0
	for {
		i := strings.Index(s[start:], marker)
		if i < 0 {
			break
		}
		end := start + i
		out = append(out, chunkAt(src, start, end))
		start = end + len(marker)
	}
	return append(out, chunkAt(src, start, len(src)))
}

// chunkAt is the chunk of src from byte start to end.
func chunkAt(src []byte, start, end int) chunk {
	s := string(src[:start])
	return chunk{text: src[start:end], lineOffset: strings.Count(s, "\n"), startCol: start - (strings.LastIndexByte(s, '\n') + 1)}
}

// joinOutputs joins the outputs of the chunks as mlir-opt does: each output
// (empty for a failed chunk) followed by the marker line before the next.
func joinOutputs(outs []string, marker string) string {
	return strings.Join(outs, marker+"\n")
}
