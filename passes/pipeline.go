package passes

import (
	"fmt"
	"io"
	"strings"
)

// Pipeline is a list of passes and nested pipelines anchored on an op name
// (MLIR's OpPassManager). A nested pipeline runs on every op named its
// Anchor directly inside the op its parent runs on.
type Pipeline struct {
	// Anchor is the op name the pipeline runs on ("builtin.module",
	// "func.func") or AnyOp.
	Anchor string
	// Elems are run in order.
	Elems []*Elem
}

// Elem is one entry of a Pipeline: either a pass with its option values,
// or a nested pipeline.
type Elem struct {
	Pass    *Pass
	Options *Values
	Nested  *Pipeline
}

// NewPipeline returns an empty pipeline anchored on anchor.
func NewPipeline(anchor string) *Pipeline { return &Pipeline{Anchor: anchor} }

// Nest appends a new nested pipeline anchored on anchor and returns it.
func (pl *Pipeline) Nest(anchor string) *Pipeline {
	n := NewPipeline(anchor)
	pl.Elems = append(pl.Elems, &Elem{Nested: n})
	return n
}

// Add is AddPass for passes named by users: a named pipeline that cannot
// expand where it is added (a pass in it restricted to another op than the
// pipeline's) is an error instead of a panic.
func (pl *Pipeline) Add(p *Pass, opts *Values) error {
	if opts == nil {
		opts = NewValues(p)
	}
	if p.Expand != nil {
		anchor := pl.Anchor
		if a := p.AnchorName(); a != AnyOp {
			anchor = a
		}
		if _, err := expandPipeline(p, opts, anchor); err != nil {
			return fmt.Errorf("pass pipeline '%s' on a pipeline anchored on '%s': %v", p.Name, anchor, err)
		}
	}
	pl.AddPass(p, opts)
	return nil
}

// AddPass appends pass p with option values opts (nil means defaults). A
// pass anchored on another op than the pipeline is nested implicitly, as
// mlir-opt does: it joins the last element if that is a pipeline with the
// pass's anchor, or goes into a new nested pipeline.
//
// A named pipeline (Pass.Expand) adds the passes it stands for instead.
func (pl *Pipeline) AddPass(p *Pass, opts *Values) {
	if opts == nil {
		opts = NewValues(p)
	}
	if a := p.AnchorName(); p.Expand != nil && a != AnyOp && a != pl.Anchor {
		if n := len(pl.Elems); n > 0 && pl.Elems[n-1].Nested != nil && pl.Elems[n-1].Nested.Anchor == a {
			pl.Elems[n-1].Nested.AddPass(p, opts)
		} else {
			pl.Nest(a).AddPass(p, opts)
		}
		return
	}
	if p.Expand != nil {
		inner, err := expandPipeline(p, opts, pl.Anchor)
		if err != nil {
			// ValidatePass parses every registered expansion.
			panic(fmt.Sprintf("passes: %v", err))
		}
		for _, e := range inner.Elems {
			if e.Nested != nil {
				pl.Elems = append(pl.Elems, e)
			} else {
				pl.AddPass(e.Pass, e.Options)
			}
		}
		return
	}
	a := p.AnchorName()
	if a == AnyOp || a == pl.Anchor {
		pl.Elems = append(pl.Elems, &Elem{Pass: p, Options: opts})
		return
	}
	if n := len(pl.Elems); n > 0 && pl.Elems[n-1].Nested != nil && pl.Elems[n-1].Nested.Anchor == a {
		pl.Elems[n-1].Nested.AddPass(p, opts)
		return
	}
	pl.Nest(a).AddPass(p, opts)
}

// Empty reports whether the pipeline (and every nested one) has no pass.
func (pl *Pipeline) Empty() bool {
	for _, e := range pl.Elems {
		if e.Pass != nil || !e.Nested.Empty() {
			return false
		}
	}
	return true
}

// String prints the pipeline in MLIR's textual syntax, with the options
// that were given explicitly: `builtin.module(func.func(merge-alloc{alignment=128}))`.
func (pl *Pipeline) String() string {
	var sb strings.Builder
	pl.write(&sb)
	return sb.String()
}

func (pl *Pipeline) write(sb *strings.Builder) {
	sb.WriteString(pl.Anchor)
	sb.WriteByte('(')
	for i, e := range pl.Elems {
		if i > 0 {
			sb.WriteByte(',')
		}
		if e.Nested != nil {
			e.Nested.write(sb)
			continue
		}
		sb.WriteString(e.Pass.Name)
		sb.WriteString(e.Options.text())
	}
	sb.WriteByte(')')
}

// Dump writes the pipeline the way mlir-opt's --dump-pass-pipeline does:
// a header, then one element per line, nested pipelines indented, every
// pass with all its option values (defaults included).
func (pl *Pipeline) Dump(w io.Writer) {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Pass Manager with %d passes:\n", len(pl.Elems))
	pl.dump(&sb, 0)
	sb.WriteString("\n\n")
	io.WriteString(w, sb.String())
}

func (pl *Pipeline) dump(sb *strings.Builder, indent int) {
	pad := strings.Repeat("  ", indent)
	sb.WriteString(pad + pl.Anchor + "(")
	for i, e := range pl.Elems {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteByte('\n')
		if e.Nested != nil {
			e.Nested.dump(sb, indent+1)
			continue
		}
		sb.WriteString(pad + "  " + e.Pass.Name + e.Options.allText())
	}
	if len(pl.Elems) == 0 {
		sb.WriteByte('\n') // mlir-opt prints an empty pipeline as `(`, an empty line, `)`
	}
	sb.WriteString("\n" + pad + ")")
}

// SyntaxError is an error in a textual pass pipeline or option string,
// located at byte Offset of Text. Error renders it the way mlir-opt does,
// with the text and a caret under the offending spot.
type SyntaxError struct {
	// Source names the text: "<pass-pipeline>" or "<--merge-alloc>".
	Source string
	Text   string
	Offset int
	Msg    string
}

// Error renders `source:1:col: error: msg`, the text and a caret line.
func (e *SyntaxError) Error() string {
	src := e.Source
	if src == "" {
		src = "<pass-pipeline>"
	}
	return fmt.Sprintf("%s:1:%d: error: %s\n%s\n%s^", src, e.Offset+1, e.Msg, e.Text, strings.Repeat(" ", e.Offset))
}

// ParsePipeline parses MLIR's textual pipeline syntax,
// `anchor(elem, ...)`, where each elem is `pass-name`, `pass-name{options}`
// or a nested `anchor(...)`. Passes anchored on another op than their
// pipeline are nested implicitly (see AddPass).
func ParsePipeline(text string) (*Pipeline, error) {
	p := &pipeParser{text: text}
	p.skipSpace()
	if p.pos >= len(p.text) {
		return nil, p.errAt(0, "empty pass pipeline; expected e.g. 'builtin.module(merge-alloc)'")
	}
	start := p.pos
	name := p.name()
	p.skipSpace()
	if name == "" || !p.peek('(') {
		return nil, p.errAt(start, "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	pl := NewPipeline(name)
	if err := p.body(pl, true); err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.text) {
		return nil, p.errAt(p.pos, "unexpected '%c' after the pass pipeline", p.text[p.pos])
	}
	return pl, nil
}

type pipeParser struct {
	text string
	pos  int
}

func (p *pipeParser) errAt(off int, format string, args ...any) *SyntaxError {
	return &SyntaxError{Text: p.text, Offset: off, Msg: fmt.Sprintf(format, args...)}
}

func (p *pipeParser) skipSpace() {
	for p.pos < len(p.text) && strings.IndexByte(" \t\r\n", p.text[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *pipeParser) peek(c byte) bool { return p.pos < len(p.text) && p.text[p.pos] == c }

func isNameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-' || c == '$'
}

func (p *pipeParser) name() string {
	start := p.pos
	for p.pos < len(p.text) && isNameChar(p.text[p.pos]) {
		p.pos++
	}
	return p.text[start:p.pos]
}

// body parses `( elem, ... )` into pl; p is at '('. Only the outermost
// pipeline may be empty (`builtin.module()`); mlir-opt rejects an empty
// nested one (`func.func()`) as a missing pass name.
func (p *pipeParser) body(pl *Pipeline, outer bool) error {
	open := p.pos
	p.pos++ // '('
	p.skipSpace()
	if outer && p.peek(')') {
		p.pos++
		return nil
	}
	for {
		p.skipSpace()
		start := p.pos
		name := p.name()
		if name == "" {
			if p.pos >= len(p.text) {
				return p.errAt(open, "encountered unbalanced parentheses while parsing pipeline")
			}
			return p.errAt(p.pos, "expected a pass name or a nested pipeline, found '%c'", p.text[p.pos])
		}
		p.skipSpace()
		switch {
		case p.peek('('):
			if err := p.body(pl.Nest(name), false); err != nil {
				return err
			}
		default:
			pass := Lookup(name)
			if pass == nil {
				return p.errAt(start, "'%s' does not refer to a registered pass", name)
			}
			vals := NewValues(pass)
			if p.peek('{') {
				optStart := p.pos + 1
				end, err := p.matchBrace()
				if err != nil {
					return err
				}
				if err := ParseOptions(vals, p.text[optStart:end]); err != nil {
					if oe, ok := err.(*SyntaxError); ok {
						return p.errAt(optStart+oe.Offset, "%s", oe.Msg)
					}
					return p.errAt(start, "%v", err)
				}
				p.pos = end + 1
			}
			// Implicit nesting cannot put a module pass inside a function.
			if a := pass.AnchorName(); a == "builtin.module" && pl.Anchor != a && pl.Anchor != AnyOp {
				return p.errAt(start, "can't add pass '%s' restricted to '%s' on a pass pipeline anchored on '%s'", name, a, pl.Anchor)
			}
			if err := pl.Add(pass, vals); err != nil {
				return p.errAt(start, "%v", err)
			}
		}
		p.skipSpace()
		if p.peek(',') {
			p.pos++
			continue
		}
		if p.peek(')') {
			p.pos++
			return nil
		}
		if p.pos >= len(p.text) {
			return p.errAt(open, "encountered unbalanced parentheses while parsing pipeline")
		}
		return p.errAt(p.pos, "expected ',' or ')' after '%s', found '%c'", name, p.text[p.pos])
	}
}

// matchBrace returns the offset of the '}' that closes the '{' at p.pos,
// skipping quoted strings and nested braces.
func (p *pipeParser) matchBrace() (int, error) {
	end, ok := closingBrace(p.text, p.pos)
	if !ok {
		return 0, p.errAt(p.pos, "missing '}' closing the pass options")
	}
	return end, nil
}

func closingBrace(s string, open int) (int, bool) {
	depth := 0
	for i := open; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\'':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return 0, false
			}
			i += j + 1
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i, true
			}
		}
	}
	return 0, false
}

// ParseOptions parses a pass option string, `alignment=128 analysis-only
// planner-options="size-first"`, into vals. Entries are separated by
// spaces; a bool option given bare means true; values may be quoted with
// double or single quotes or wrapped in braces. Errors are *SyntaxError with offsets
// into text.
func ParseOptions(vals *Values, text string) error {
	i := 0
	errAt := func(off int, format string, args ...any) error {
		return &SyntaxError{Text: text, Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
	for {
		for i < len(text) && strings.IndexByte(" \t\r\n", text[i]) >= 0 {
			i++
		}
		if i >= len(text) {
			return nil
		}
		start := i
		for i < len(text) && strings.IndexByte(" \t\r\n={}\"'", text[i]) < 0 {
			i++
		}
		key := text[start:i]
		if key == "" {
			return errAt(start, "expected an option name, found '%c'", text[i])
		}
		opt := vals.pass.Option(key)
		if opt == nil {
			return errAt(start, "%v", noSuchOption(vals.pass, key))
		}
		var value string
		valStart := i
		if i < len(text) && text[i] == '=' {
			i++
			valStart = i
			switch {
			case i < len(text) && (text[i] == '"' || text[i] == '\''):
				j := strings.IndexByte(text[i+1:], text[i])
				if j < 0 {
					return errAt(i, "unterminated quoted value for option '%s'", key)
				}
				value = text[i+1 : i+1+j]
				i += j + 2
			case i < len(text) && text[i] == '{':
				j, ok := closingBrace(text, i)
				if !ok {
					return errAt(i, "missing '}' in value of option '%s'", key)
				}
				value = text[i+1 : j]
				i = j + 1
			default:
				for i < len(text) && strings.IndexByte(" \t\r\n", text[i]) < 0 {
					i++
				}
				value = text[valStart:i]
			}
		} else {
			if opt.Kind != Bool {
				return errAt(start, "option '%s' of pass '%s' needs a value: %s=<%s>", key, vals.pass.Name, key, opt.Kind)
			}
			value = "true"
		}
		if err := vals.Set(key, value); err != nil {
			return errAt(valStart, "%v", err)
		}
	}
}

// expandPipeline parses what the named pipeline p stands for with opts, as
// a pipeline anchored on anchor.
func expandPipeline(p *Pass, opts *Values, anchor string) (*Pipeline, error) {
	text := p.Expand(opts)
	pp := &pipeParser{text: "(" + text + ")"}
	pl := NewPipeline(anchor)
	if err := pp.body(pl, true); err != nil {
		return nil, fmt.Errorf("its expansion %q: %v", text, err)
	}
	if pp.pos != len(pp.text) {
		return nil, fmt.Errorf("its expansion %q: unexpected text after the passes", text)
	}
	return pl, nil
}
