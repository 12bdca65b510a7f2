package render

import (
	"bufio"
	"io"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/memopt/memopt/mergealloc/report"
)

// WriteJSON writes r as JSON: the report model's fields under their JSON
// names (report.Report's struct tags, the same fields omitted when empty),
// plus each scope's derived "ratio" (arena_size / lower_bound, 4 decimals).
// docs/memory-report.schema.json describes it and report.Decode reads it.
// Objects are indented, each buffer and skipped buffer on one line.
// Strings are escaped as JSON requires (control characters, quotes,
// backslashes; invalid UTF-8 becomes U+FFFD).
func WriteJSON(w io.Writer, r *report.Report) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	streamJSON(bw, r, false)
	bw.WriteByte('\n')
	return bw.Flush()
}

// streamJSON writes r's JSON to bw in pieces of about 32 KiB. htmlSafe
// also escapes <, > and & (as encoding/json does), so that the text may sit
// inside an HTML script element.
func streamJSON(bw *bufio.Writer, r *report.Report, htmlSafe bool) {
	j := &jsonWriter{html: htmlSafe}
	b := j.report(make([]byte, 0, 1<<15), r, func(b []byte) []byte {
		if len(b) >= 1<<15 {
			bw.Write(b)
			return b[:0]
		}
		return b
	})
	bw.Write(b)
}

// jsonWriter appends a report's JSON.
type jsonWriter struct {
	html bool // escape <, > and &
}

// report appends r's JSON to b, calling spill between buffers so that the
// caller may write b out and reset it.
func (j *jsonWriter) report(b []byte, r *report.Report, spill func([]byte) []byte) []byte {
	b = append(b, "{\n  \"version\": "...)
	b = strconv.AppendInt(b, int64(r.Version), 10)
	b = append(b, ",\n  \"tool\": "...)
	b = j.str(b, r.Tool)
	if r.Input != "" {
		b = append(b, ",\n  \"input\": "...)
		b = j.str(b, r.Input)
	}
	b = append(b, ",\n  \"scopes\": ["...)
	for i, s := range r.Scopes {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n    {"...)
		b = j.scope(b, s, spill)
		b = append(b, "\n    }"...)
	}
	if len(r.Scopes) > 0 {
		b = append(b, "\n  "...)
	}
	b = append(b, "]\n}"...)
	return b
}

func (j *jsonWriter) str(b []byte, s string) []byte { return appendJSONString(b, s, j.html) }

// jsonObj appends the members of one JSON object: each on its own line
// after indent, or all on one line when indent is "".
type jsonObj struct {
	j      *jsonWriter
	b      []byte
	indent string
	n      int
}

func (o *jsonObj) key(k string) {
	if o.n > 0 {
		o.b = append(o.b, ',')
		if o.indent == "" {
			o.b = append(o.b, ' ')
		}
	}
	o.n++
	o.b = append(o.b, o.indent...)
	o.b = append(o.b, '"')
	o.b = append(o.b, k...)
	o.b = append(o.b, "\": "...)
}

func (o *jsonObj) str(k, v string) {
	o.key(k)
	o.b = o.j.str(o.b, v)
}

func (o *jsonObj) optStr(k, v string) {
	if v != "" {
		o.str(k, v)
	}
}

func (o *jsonObj) int(k string, v int64) {
	o.key(k)
	o.b = strconv.AppendInt(o.b, v, 10)
}

func (o *jsonObj) optInt(k string, v int64) {
	if v != 0 {
		o.int(k, v)
	}
}

func (o *jsonObj) optTrue(k string, v bool) {
	if v {
		o.key(k)
		o.b = append(o.b, "true"...)
	}
}

// list appends member k, a list of n elements each on its own line, when n
// is not 0.
func (o *jsonObj) list(k string, n int, elem func(b []byte, i int) []byte) {
	if n == 0 {
		return
	}
	o.key(k)
	o.b = append(o.b, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			o.b = append(o.b, ',')
		}
		o.b = append(o.b, "\n        "...)
		o.b = elem(o.b, i)
	}
	o.b = append(o.b, "\n      ]"...)
}

func (j *jsonWriter) scope(b []byte, s *report.Scope, spill func([]byte) []byte) []byte {
	o := &jsonObj{j: j, b: b, indent: "\n      "}
	o.str("name", s.Name)
	o.str("kind", s.Kind)
	o.str("pass", s.Pass)
	o.optStr("function", s.Function)
	o.optStr("location", s.Location)
	o.optStr("memory_space", s.MemorySpace)
	o.str("planner", s.Planner)
	o.int("plan_time_ns", s.PlanTimeNS)
	o.optInt("alignment", s.Alignment)
	o.int("arena_size", s.ArenaSize)
	o.int("lower_bound", s.LowerBound)
	o.key("ratio")
	ratio := s.Ratio()
	if math.IsInf(ratio, 0) || math.IsNaN(ratio) {
		ratio = 0
	}
	o.b = strconv.AppendFloat(o.b, math.Round(ratio*1e4)/1e4, 'f', -1, 64)
	o.optInt("capacity", s.Capacity)
	o.optInt("base_address", s.BaseAddress)
	o.optTrue("has_address", s.HasAddress)
	o.optStr("within", s.Within)
	o.key("buffers")
	o.b = append(o.b, '[')
	for i := range s.Buffers {
		if i > 0 {
			o.b = append(o.b, ',')
		}
		o.b = append(o.b, "\n        "...)
		o.b = j.buffer(o.b, &s.Buffers[i])
		o.b = spill(o.b)
	}
	if len(s.Buffers) > 0 {
		o.b = append(o.b, "\n      "...)
	}
	o.b = append(o.b, ']')
	o.list("skipped", len(s.Skipped), func(b []byte, i int) []byte {
		k := &s.Skipped[i]
		ko := &jsonObj{j: j, b: append(b, '{')}
		ko.str("name", k.Name)
		ko.optStr("type", k.Type)
		ko.optStr("location", k.Location)
		ko.str("reason", k.Reason)
		ko.optStr("detail", k.Detail)
		return spill(append(ko.b, '}'))
	})
	o.list("notes", len(s.Notes), func(b []byte, i int) []byte { return j.str(b, s.Notes[i]) })
	return o.b
}

func (j *jsonWriter) buffer(b []byte, x *report.Buffer) []byte {
	o := &jsonObj{j: j, b: append(b, '{')}
	o.str("name", x.Name)
	o.optStr("function", x.Function)
	o.optStr("kind", x.Kind)
	o.optStr("type", x.Type)
	o.int("size", x.Size)
	o.int("alignment", x.Alignment)
	o.int("start", x.Start)
	o.int("end", x.End)
	o.int("offset", x.Offset)
	o.optInt("address", x.Address)
	o.optTrue("pinned", x.Pinned)
	o.optStr("location", x.Location)
	return append(o.b, '}')
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string: quotes, backslashes and
// control characters escaped, invalid UTF-8 replaced by U+FFFD, U+2028 and
// U+2029 escaped; with htmlSafe also <, > and & (as encoding/json does).
func appendJSONString(b []byte, s string, htmlSafe bool) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && (!htmlSafe || (c != '<' && c != '>' && c != '&')) {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
