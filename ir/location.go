package ir

import (
	"fmt"
	"strings"
)

// Pos is a position in a source file: 1-based line and column (in bytes).
type Pos struct {
	File string
	Line int
	Col  int
}

// String formats the position as file:line:col.
func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// IsValid reports whether the position has a line number.
func (p Pos) IsValid() bool { return p.Line > 0 }

// Location is where an operation or value comes from. Pos is the position
// in the text memopt parsed it from; Attr, when not nil, is an explicit
// location attribute (loc(...)) written in the source or made by a pass,
// which takes precedence when printing debug info.
type Location struct {
	Pos  Pos
	Attr Attribute
}

// IsUnknown reports whether the location carries no information.
func (l Location) IsUnknown() bool { return !l.Pos.IsValid() && l.Attr == nil }

// FileLineColer is implemented by location attributes that resolve to a
// file position (MLIR's FileLineColLoc, or a name/callsite loc wrapping one).
type FileLineColer interface {
	FileLineCol() (Pos, bool)
}

// Position returns the file position diagnostics should point at: the
// explicit location attribute's position when it has one, else Pos.
func (l Location) Position() Pos {
	if fl, ok := l.Attr.(FileLineColer); ok {
		if p, ok := fl.FileLineCol(); ok {
			return p
		}
	}
	return l.Pos
}

// Severity is a diagnostic's severity.
type Severity int

// Diagnostic severities, in MLIR's spelling.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityRemark
	SeverityNote
)

func (s Severity) String() string {
	switch s {
	case SeverityWarning:
		return "warning"
	case SeverityRemark:
		return "remark"
	case SeverityNote:
		return "note"
	}
	return "error"
}

// Diagnostic is a message attached to a source position. It implements
// error; Error() renders it like mlir-opt: "file:line:col: error: msg",
// followed by its notes on their own lines.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Message  string
	Notes    []*Diagnostic
}

// Error renders the diagnostic and its notes.
func (d *Diagnostic) Error() string {
	var sb strings.Builder
	d.write(&sb)
	return strings.TrimSuffix(sb.String(), "\n")
}

func (d *Diagnostic) write(sb *strings.Builder) {
	if d.Pos.IsValid() {
		sb.WriteString(d.Pos.String())
		sb.WriteString(": ")
	} else if d.Pos.File != "" {
		sb.WriteString(d.Pos.File)
		sb.WriteString(": ")
	}
	sb.WriteString(d.Severity.String())
	sb.WriteString(": ")
	sb.WriteString(d.Message)
	sb.WriteByte('\n')
	for _, n := range d.Notes {
		n.write(sb)
	}
}

// AddNote attaches a note at pos and returns d.
func (d *Diagnostic) AddNote(pos Pos, format string, args ...any) *Diagnostic {
	d.Notes = append(d.Notes, &Diagnostic{Pos: pos, Severity: SeverityNote, Message: fmt.Sprintf(format, args...)})
	return d
}

// Errorf returns an error diagnostic at pos.
func Errorf(pos Pos, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Severity: SeverityError, Message: fmt.Sprintf(format, args...)}
}

// Errorf returns an error diagnostic located at op. Like MLIR, messages
// about an op usually start with "'dialect.op' op ...".
func (op *Operation) Errorf(format string, args ...any) *Diagnostic {
	return Errorf(op.Loc.Position(), format, args...)
}

// OpErrorf returns an error diagnostic at op whose message is prefixed with
// "'name' op ", as MLIR's emitOpError does.
func (op *Operation) OpErrorf(format string, args ...any) *Diagnostic {
	return Errorf(op.Loc.Position(), "'%s' op %s", op.info.name, fmt.Sprintf(format, args...))
}

// DiagnosticList is several diagnostics reported together; it implements
// error by rendering them one after the other.
type DiagnosticList []*Diagnostic

// Error renders every diagnostic.
func (l DiagnosticList) Error() string {
	var sb strings.Builder
	for i, d := range l {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(d.Error())
	}
	return sb.String()
}
