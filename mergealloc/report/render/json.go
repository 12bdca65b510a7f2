package render

import (
	"bufio"
	"encoding/binary"
	"io"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/memopt/memopt/ir/decimal"
	"github.com/memopt/memopt/mergealloc/report"
)

// WriteJSON writes r as JSON: the report model's fields under their JSON
// names (report.Report's struct tags, the same fields omitted when empty),
// plus each scope's derived "ratio" (arena_size / lower_bound, 4 decimals).
// docs/memory-report.schema.json describes it and report.Decode reads it.
// Objects are indented, each buffer and skipped buffer on one line.
// Strings are escaped as encoding/json escapes them (control characters,
// quotes, backslashes, U+2028 and U+2029; invalid UTF-8 becomes U+FFFD).
// Large reports are made on several threads (writePieces).
func WriteJSON(w io.Writer, r *report.Report) error { return writeJSONFile(w, r, 0) }

func writeJSONFile(w io.Writer, r *report.Report, threads int) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	if err := writeJSON(bw, r, false, threads); err != nil {
		return err
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// jsonPieceBuffers is the number of buffers in one piece of the JSON text
// (about 200 bytes each); tests change it.
var jsonPieceBuffers = 2048

// writeJSON writes r's JSON to w in pieces of at most jsonPieceBuffers
// buffers each, made in parallel (writePieces). htmlSafe also escapes <, >
// and & (as encoding/json does), so that the text may sit inside an HTML
// script element. threads is writePieces's.
func writeJSON(w io.Writer, r *report.Report, htmlSafe bool, threads int) error {
	j := &jsonWriter{html: htmlSafe}
	if _, err := w.Write(j.head(nil, r)); err != nil {
		return err
	}
	// A piece is buffers [lo, hi) of scope s, with the scope's members
	// before its buffers when lo is 0 and those after when hi is the end.
	type piece struct{ s, lo, hi int }
	var pieces []piece
	for si, s := range r.Scopes {
		for lo := 0; ; lo += jsonPieceBuffers {
			hi := min(lo+jsonPieceBuffers, s.NumBuffers())
			pieces = append(pieces, piece{si, lo, hi})
			if hi == s.NumBuffers() {
				break
			}
		}
	}
	err := writePieces(w, threads, len(pieces), func(b []byte, i int) []byte {
		p := pieces[i]
		s := r.Scopes[p.s]
		if p.lo == 0 {
			if p.s > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n    {"...)
			b = j.scopeHead(b, s)
		}
		var c bufferStrings
		for k := p.lo; k < p.hi; k++ {
			// Each buffer on its line, after a comma but the first.
			const sep = ",\n        {\"name\": \""
			line := sep[1:]
			if k > 0 {
				line = sep
			}
			if s.Packed != nil {
				b = j.packedBuffer(append(b, line...), s.Packed, k, &c)
			} else {
				b = j.buffer(append(b, line[:len(line)-len(`{"name": "`)]...), &s.Buffers[k], &c)
			}
		}
		if p.hi == s.NumBuffers() {
			b = j.scopeTail(b, s)
			b = append(b, "\n    }"...)
		}
		return b
	})
	if err != nil {
		return err
	}
	var tail []byte
	if len(r.Scopes) > 0 {
		tail = append(tail, "\n  "...)
	}
	_, err = w.Write(append(tail, "]\n}"...))
	return err
}

// jsonWriter appends a report's JSON.
type jsonWriter struct {
	html bool // escape <, > and &
}

// head appends the report's members before its scopes, up to the "[" of
// the scopes.
func (j *jsonWriter) head(b []byte, r *report.Report) []byte {
	b = append(b, "{\n  \"version\": "...)
	b = strconv.AppendInt(b, int64(r.Version), 10)
	b = append(b, ",\n  \"tool\": "...)
	b = j.str(b, r.Tool)
	if r.Input != "" {
		b = append(b, ",\n  \"input\": "...)
		b = j.str(b, r.Input)
	}
	return append(b, ",\n  \"scopes\": ["...)
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

// scopeHead appends the members of scope s up to the "[" of its buffers.
func (j *jsonWriter) scopeHead(b []byte, s *report.Scope) []byte {
	o := &jsonObj{j: j, b: b, indent: "\n      "}
	o.str("name", s.Name)
	o.str("kind", s.Kind)
	o.str("pass", s.Pass)
	o.optStr("forall_hoisting", s.ForallHoisting)
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
	return append(o.b, '[')
}

// scopeTail appends the members of scope s after its buffers, from the
// "]" of the buffers on.
func (j *jsonWriter) scopeTail(b []byte, s *report.Scope) []byte {
	if s.NumBuffers() > 0 {
		b = append(b, "\n      "...)
	}
	// The buffers' "]" ends the members before, so the next member gets
	// its comma.
	o := &jsonObj{j: j, b: append(b, ']'), indent: "\n      ", n: 1}
	o.list("skipped", len(s.Skipped), func(b []byte, i int) []byte {
		k := &s.Skipped[i]
		ko := &jsonObj{j: j, b: append(b, '{')}
		ko.str("name", k.Name)
		ko.optStr("type", k.Type)
		ko.optStr("location", k.Location)
		ko.str("reason", k.Reason)
		ko.optStr("detail", k.Detail)
		return append(ko.b, '}')
	})
	o.list("notes", len(s.Notes), func(b []byte, i int) []byte { return j.str(b, s.Notes[i]) })
	return o.b
}

// bufferStrings keeps the JSON text of the kind and the type of the last
// buffer written: buffers come in runs of one kind and few types, which
// are then copied, not escaped again. For packed buffers it keeps the
// text between their numbers that repeats from buffer to buffer: from
// the name's closing quote to "start" per class (report.PackedClass: the
// kind, type, size and alignment), and the start of the location per
// file. Each piece of the text has its own.
type bufferStrings struct {
	kind, typ quotedString
	// heads holds the texts of a few classes, class i's in heads[i&15].
	heads [16]packedHead
	// file is the text of the last file, fileIndex its index.
	file      []byte
	fileIndex uint32
	// The digits of the last offsets and columns of locations.
	offsets, columns digitMemo
}

// packedHead is the text of packed buffers of one class from the quote
// that ends their name to the "start" key.
type packedHead struct {
	class uint32
	text  []byte
}

// makeHead returns the text of packed buffers of class cl from the quote
// that ends their name to the "start" key: `", "kind": "temp", "type":
// ..., "size": S, "alignment": A, "start": `, and keeps it in heads.
func (c *bufferStrings) makeHead(j *jsonWriter, p *report.Packed, cl uint32) []byte {
	h := &c.heads[cl&15]
	x := &p.Classes[cl]
	text := append(h.text[:0], '"')
	if x.Kind != 0 {
		text = append(text, `, "kind": `...)
		text = j.str(text, p.Strings[x.Kind])
	}
	if x.Type != 0 {
		text = append(text, `, "type": `...)
		text = j.str(text, p.Strings[x.Type])
	}
	if x.Bound != 0 {
		text = append(text, `, "bound": `...)
		text = j.str(text, p.Strings[x.Bound])
	}
	text = append(text, `, "size": `...)
	text = decimal.AppendInt(text, x.Size)
	text = append(text, `, "alignment": `...)
	text = decimal.AppendInt(text, x.Alignment)
	text = append(text, `, "start": `...)
	*h = packedHead{cl, text}
	return text
}

// fileText returns `, "location": "F:` for the file p.Strings[f] (its
// JSON text without the closing quote).
func (c *bufferStrings) fileText(j *jsonWriter, p *report.Packed, f uint32) []byte {
	if c.file == nil || c.fileIndex != f {
		t := j.str(append(c.file[:0], `, "location": `...), p.Strings[f])
		c.file, c.fileIndex = append(t[:len(t)-1], ':'), f
	}
	return c.file
}

// quotedString is a string and its JSON text.
type quotedString struct {
	s    string
	json []byte
}

// str appends the JSON text of s, from q when s is q's string.
func (q *quotedString) str(j *jsonWriter, b []byte, s string) []byte {
	if s != q.s || q.json == nil {
		q.s, q.json = s, j.str(q.json[:0], s)
	}
	return append(b, q.json...)
}

// buffer appends x as one line: the members of jsonObj with their keys
// written out (this is the bulk of a large report).
func (j *jsonWriter) buffer(b []byte, x *report.Buffer, c *bufferStrings) []byte {
	b = append(b, `{"name": `...)
	b = j.str(b, x.Name)
	if x.Function != "" {
		b = append(b, `, "function": `...)
		b = j.str(b, x.Function)
	}
	if x.Kind != "" {
		b = append(b, `, "kind": `...)
		b = c.kind.str(j, b, x.Kind)
	}
	if x.Type != "" {
		b = append(b, `, "type": `...)
		b = c.typ.str(j, b, x.Type)
	}
	if x.Bound != "" {
		b = append(b, `, "bound": `...)
		b = j.str(b, x.Bound)
	}
	b = appendPlacement(b, x.Size, x.Alignment, x.Start, x.End, x.Offset)
	if x.Address != 0 {
		b = append(b, `, "address": `...)
		b = decimal.AppendInt(b, x.Address)
	}
	if x.Pinned {
		b = append(b, `, "pinned": true`...)
	}
	if x.Location != "" {
		b = append(b, `, "location": `...)
		b = j.str(b, x.Location)
	}
	return append(b, '}')
}

// appendPlacement appends a buffer's members from "size" to "offset".
func appendPlacement(b []byte, size, align, start, end, offset int64) []byte {
	b = append(b, `, "size": `...)
	b = decimal.AppendInt(b, size)
	b = append(b, `, "alignment": `...)
	b = decimal.AppendInt(b, align)
	b = append(b, `, "start": `...)
	b = decimal.AppendInt(b, start)
	b = append(b, `, "end": `...)
	b = decimal.AppendInt(b, end)
	b = append(b, `, "offset": `...)
	return decimal.AppendInt(b, offset)
}

// endKey, offsetKey and offsetKey2 are `, "end":` and `, "offset": `
// as little-endian words.
var endKey, offsetKey, offsetKey2 = binary.LittleEndian.Uint64([]byte(`, "end":`)),
	binary.LittleEndian.Uint64([]byte(`, "offse`)), binary.LittleEndian.Uint32([]byte(`t": `))

// packedRoom bounds what packedBuffer writes at its place after the name
// and the texts of bufferStrings: five numbers (decimal.PutRoom each) and
// the keys between them.
const packedRoom = 5*decimal.PutRoom + 64

// packedBuffer appends buffer k of p as buffer appends its Buffer form,
// from the record, after `{"name": "` (b ends with it): the name straight
// from p's names (escaped again only when it is not plain), then the rest
// written at its place in b, grown once: the texts between the numbers
// from c, the numbers with decimal.Put.
func (j *jsonWriter) packedBuffer(b []byte, p *report.Packed, k int, c *bufferStrings) []byte {
	x := &p.Buffers[k]
	start := len(b)
	b = p.AppendName(b, k)
	if !j.plainEnd(b, start) {
		name := string(b[start:])
		b = j.str(b[:start-1], name)
		b = b[:len(b)-1] // the head has the closing quote
	}
	cl, head := &p.Classes[x.Class], c.heads[x.Class&15].text
	if c.heads[x.Class&15].class != x.Class || head == nil {
		head = c.makeHead(j, p, x.Class)
	}
	var file []byte
	if x.Line > 0 {
		file = c.fileText(j, p, cl.File)
	}
	b = slices.Grow(b, len(head)+len(file)+packedRoom)
	w, buf := len(b), b[:cap(b)]
	w += copy(buf[w:], head)
	// The start, `, "end": ` (a word and a byte) and the end; each
	// store may write zeros after what it writes, the next one covers
	// them.
	if a, na, e, ne := decimal.Digits2(uint64(x.Start), uint64(x.End)); na != 0 {
		binary.LittleEndian.PutUint64(buf[w:], a)
		w += na
		binary.LittleEndian.PutUint64(buf[w:], endKey)
		buf[w+8] = ' '
		binary.LittleEndian.PutUint64(buf[w+9:], e)
		w += 9 + ne
	} else {
		w = decimal.Put(buf, w, x.Start)
		binary.LittleEndian.PutUint64(buf[w:], endKey)
		buf[w+8] = ' '
		w = decimal.Put(buf, w+9, x.End)
	}
	// `, "offset": `: a word and a half-word.
	binary.LittleEndian.PutUint64(buf[w:], offsetKey)
	binary.LittleEndian.PutUint32(buf[w+8:], offsetKey2)
	word, n, _ := c.offsets.digits(x.Offset)
	w = putLeft(buf, w+12, word, n, x.Offset)
	if cl.Pinned {
		w += copy(buf[w:], `, "pinned": true`)
	}
	if x.Line > 0 {
		// file:line:col: the digits, colons and minus sign are plain.
		w += copy(buf[w:], file)
		w = decimal.Put(buf, w, int64(x.Line))
		buf[w] = ':'
		word, n, _ := c.columns.digits(int64(x.Col))
		w = putLeft(buf, w+1, word, n, int64(x.Col))
		buf[w] = '"'
		w++
	}
	b = buf[:w]
	if x.Line < 0 {
		b = append(b, `, "location": `...)
		b = j.str(b, p.Strings[cl.File])
	}
	return append(b, '}')
}

// plain reports whether JSON holds the bytes of b as they are (jsonPlain
// or, in HTML, jsonPlainHTML), eight at a time.
func (j *jsonWriter) plain(b []byte) bool {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		if !plainWord(x) || j.html && !htmlWord(x) {
			return false
		}
	}
	plain := &jsonPlain
	if j.html {
		plain = &jsonPlainHTML
	}
	for ; i < len(b); i++ {
		if !plain[b[i]] {
			return false
		}
	}
	return true
}

// plainEnd reports whether b[start:] is plain, as plain does, a word at
// a time: the words from start, then the word that ends b (its bytes
// before start, when b[start:] is shorter than a word, taken as plain).
func (j *jsonWriter) plainEnd(b []byte, start int) bool {
	end := len(b)
	if end < 8 {
		return j.plain(b[start:])
	}
	i := start
	for ; i+8 <= end; i += 8 {
		if x := binary.LittleEndian.Uint64(b[i:]); !plainWord(x) || j.html && !htmlWord(x) {
			return false
		}
	}
	if i == end {
		return true
	}
	x := binary.LittleEndian.Uint64(b[end-8:])
	if n := end - start; n < 8 {
		// The low 8-n bytes are before start: make them 'a's.
		before := uint64(1)<<(8*(8-n)) - 1
		x = x&^before | 'a'*ones&before
	}
	return plainWord(x) && (!j.html || htmlWord(x))
}

const hexDigits = "0123456789abcdef"

// jsonPlain marks the bytes a JSON string holds as they are: printable
// ASCII but the quote and the backslash; jsonPlainHTML also not <, > and &.
var jsonPlain, jsonPlainHTML = func() (plain, html [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		plain[c] = c != '"' && c != '\\'
		html[c] = plain[c] && c != '<' && c != '>' && c != '&'
	}
	return
}()

// plainWord reports whether the eight bytes of x are all plain (jsonPlain):
// below 0x80, not below 0x20, none a quote or a backslash. A byte below
// 0x20 or equal to c sets its high bit in (x-0x20*ones)&^x or in
// (v-ones)&^v with v = x^c*ones (the classic bit tricks, exact for words
// of bytes below 0x80).
func plainWord(x uint64) bool {
	q, bs := x^'"'*ones, x^'\\'*ones
	return (x|(x-0x20*ones)&^x|(q-ones)&^q|(bs-ones)&^bs)&highs == 0
}

// htmlWord reports whether no byte of x is <, > or & (x plainWord).
func htmlWord(x uint64) bool {
	lt, gt, amp := x^'<'*ones, x^'>'*ones, x^'&'*ones
	return ((lt-ones)&^lt|(gt-ones)&^gt|(amp-ones)&^amp)&highs == 0
}

// Every byte of a word: 1, and its high bit.
const ones, highs = 0x0101010101010101, 0x8080808080808080

// appendJSONString appends s as a JSON string, escaped as encoding/json
// escapes it: quotes, backslashes and control characters (\b, \f, \n, \r,
// \t or \u00XX), U+2028 and U+2029; invalid UTF-8 becomes U+FFFD; with
// htmlSafe also <, > and & (\u003c, \u003e, \u0026).
func appendJSONString(b []byte, s string, htmlSafe bool) []byte {
	plain := &jsonPlain
	if htmlSafe {
		plain = &jsonPlainHTML
	}
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		// Eight plain bytes at a time, then one.
		if i+8 <= len(s) {
			x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
				uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
			if plainWord(x) && (!htmlSafe || htmlWord(x)) {
				i += 8
				continue
			}
		} else if n := len(s); n >= 8 {
			// The last few bytes: the word that ends the string (its
			// first bytes are behind i, already handled).
			x := uint64(s[n-8]) | uint64(s[n-7])<<8 | uint64(s[n-6])<<16 | uint64(s[n-5])<<24 |
				uint64(s[n-4])<<32 | uint64(s[n-3])<<40 | uint64(s[n-2])<<48 | uint64(s[n-1])<<56
			if plainWord(x) && (!htmlSafe || htmlWord(x)) {
				break
			}
		}
		c := s[i]
		if plain[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
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
