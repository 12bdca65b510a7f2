package report

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unsafe"

	"github.com/memopt/memopt/ir/decimal"
)

// Packed holds a scope's placed buffers in a compact form for producers
// of many buffers (merge-alloc): one 40-byte PackedBuffer per buffer, with
// no pointers, holding what differs from buffer to buffer (live range,
// offset, name, line and column), and a PackedClass per distinct set of
// what buffers share (size, alignment, kind, type, file, pinned: a scope
// of merge-alloc has a few, one per buffer type). Names, kinds, types and
// source locations are indices and numbers that become text only when the
// report is written (the renderers write them straight from here) or
// unpacked (Scope.Unpack). Filling a report then costs a few stores per
// buffer instead of formatting and storing five strings, and the records
// are memory the garbage collector never scans.
//
// A scope with Packed set has its buffers there, in order, and none in
// Scope.Buffers; Scope.NumBuffers and Scope.Buffer read either form.
// Packed buffers have no Function and no Address (merge-alloc's have
// neither); producers that need them fill Scope.Buffers.
type Packed struct {
	// Buffers are the records, in the order of the scope's buffers.
	Buffers []PackedBuffer
	// Classes holds what the records share; PackedBuffer.Class indexes it.
	Classes []PackedClass
	// Strings holds the kinds, types, file names and literal names the
	// records and classes refer to by index; Strings[0] is "" (index 0:
	// none).
	Strings []string
	// Names gives the names of the records whose Name is not negative
	// (merge-alloc: the printed names of a function's values). It is read
	// by several goroutines at once when a report is written.
	Names Namer

	// recent are classes Class returned lately (nRecent of them, the
	// oldest replaced first, at next); index finds the others.
	recent        [4]classIndex
	nRecent, next int
	index         map[PackedClass]uint32
}

// classIndex is a class and its index in Packed.Classes.
type classIndex struct {
	c PackedClass
	i uint32
}

// Namer appends the name numbered i (PackedBuffer.Name) to b; calls must
// be safe for concurrent use.
type Namer interface {
	AppendNameAt(b []byte, i int) []byte
}

// PackedBuffer is one buffer of a Packed scope: the fields of Buffer that
// differ from buffer to buffer, with the others in its class.
type PackedBuffer struct {
	// Start, End and Offset are Buffer's.
	Start, End, Offset int64
	// Name is the buffer's name: Packed.Names's name Name when Name >= 0,
	// Strings[-Name-1] otherwise.
	Name int32
	// Class indexes Packed.Classes: the buffer's size, alignment, kind,
	// type, file and whether it is pinned.
	Class uint32
	// The source location is Strings[File]:Line:Col (File from the class)
	// when Line > 0, none when Line is 0, and Strings[File] itself when
	// Line is -1.
	Line, Col int32
}

// PackedClass is what buffers of a Packed scope share: the rest of
// Buffer's fields, with its strings as indices into Packed.Strings.
type PackedClass struct {
	// Size and Alignment are Buffer's.
	Size, Alignment int64
	// Kind, Type and File index Strings (0: none); File is the file of
	// the source location (PackedBuffer.Line).
	Kind, Type, File uint32
	// Bound indexes Strings: Buffer's Bound (0: none).
	Bound uint32
	// Pinned is Buffer's.
	Pinned bool
}

// NewPacked returns an empty Packed with room for n buffers, names from
// names (nil when every name is a string).
func NewPacked(n int, names Namer) *Packed {
	return &Packed{Buffers: make([]PackedBuffer, 0, n), Strings: []string{""}, Names: names}
}

// String returns the index of s in p.Strings, adding it (0 for ""). It
// looks at the last few strings added only: callers keep their own
// tables (a map) when there are many distinct strings.
func (p *Packed) String(s string) uint32 {
	if s == "" {
		return 0
	}
	for i := len(p.Strings) - 1; i > 0 && i >= len(p.Strings)-4; i-- {
		if p.Strings[i] == s {
			return uint32(i)
		}
	}
	p.Strings = append(p.Strings, s)
	return uint32(len(p.Strings) - 1)
}

// Class returns the index of c in p.Classes, adding it. It looks at the
// few classes it returned lately first (merge-alloc's buffers come in
// runs of a class or cycle among a few), then at every class.
func (p *Packed) Class(c PackedClass) uint32 {
	for k := 0; k < p.nRecent; k++ {
		if p.recent[k].c == c {
			return p.recent[k].i
		}
	}
	i, ok := uint32(0), false
	if len(p.Classes) > p.nRecent {
		// Not all classes are among the recent ones.
		if p.index == nil {
			p.index = make(map[PackedClass]uint32, len(p.Classes))
			for j, d := range p.Classes {
				p.index[d] = uint32(j)
			}
		}
		i, ok = p.index[c]
	}
	if !ok {
		i = uint32(len(p.Classes))
		p.Classes = append(p.Classes, c)
		if p.index != nil {
			p.index[c] = i
		}
	}
	p.recent[p.next] = classIndex{c, i}
	p.next = (p.next + 1) % len(p.recent)
	p.nRecent = min(p.nRecent+1, len(p.recent))
	return i
}

// ClassOf returns the class of buffer i.
func (p *Packed) ClassOf(i int) *PackedClass { return &p.Classes[p.Buffers[i].Class] }

// SetName makes b's name the string s.
func (p *Packed) SetName(b *PackedBuffer, s string) { b.Name = -int32(p.String(s)) - 1 }

// SetLocation sets the source location of a buffer b of class c (not yet
// added: the file is c's) to file:line:col (none when line is not
// positive).
func (p *Packed) SetLocation(c *PackedClass, b *PackedBuffer, file string, line, col int) {
	switch {
	case line <= 0:
		c.File, b.Line, b.Col = 0, 0, 0
	case line <= 1<<31-1 && col >= -1<<31 && col <= 1<<31-1:
		c.File, b.Line, b.Col = p.String(file), int32(line), int32(col)
	default:
		c.File, b.Line, b.Col = p.String(file+":"+strconv.Itoa(line)+":"+strconv.Itoa(col)), -1, 0
	}
}

// AppendName appends the name of buffer i to dst.
func (p *Packed) AppendName(dst []byte, i int) []byte {
	b := &p.Buffers[i]
	if b.Name < 0 {
		return append(dst, p.Strings[-b.Name-1]...)
	}
	if p.Names == nil {
		return dst
	}
	return p.Names.AppendNameAt(dst, int(b.Name))
}

// HasLocation reports whether buffer i has a source location.
func (p *Packed) HasLocation(i int) bool { return p.Buffers[i].Line != 0 }

// AppendLocation appends the source location of buffer i as
// file:line:col (nothing when it has none) to dst.
func (p *Packed) AppendLocation(dst []byte, i int) []byte {
	b := &p.Buffers[i]
	file := p.Classes[b.Class].File
	switch {
	case b.Line == 0:
		return dst
	case b.Line < 0:
		return append(dst, p.Strings[file]...)
	}
	dst = append(dst, p.Strings[file]...)
	dst = append(dst, ':')
	dst = decimal.AppendInt(dst, int64(b.Line))
	dst = append(dst, ':')
	return decimal.AppendInt(dst, int64(b.Col))
}

// Buffer returns buffer i in Buffer's form (its strings newly made).
func (p *Packed) Buffer(i int) Buffer {
	var text []byte
	text = p.AppendName(text, i)
	mid := len(text)
	text = p.AppendLocation(text, i)
	return p.buffer(i, text, mid)
}

// buffer returns buffer i with the name text[:mid] and the location
// text[mid:] (shared, not copied: text must not change afterwards).
func (p *Packed) buffer(i int, text []byte, mid int) Buffer {
	b := &p.Buffers[i]
	c := &p.Classes[b.Class]
	return Buffer{Name: bytesString(text[:mid]), Kind: p.Strings[c.Kind], Type: p.Strings[c.Type], Bound: p.Strings[c.Bound],
		Size: c.Size, Alignment: c.Alignment, Start: b.Start, End: b.End, Offset: b.Offset,
		Pinned: c.Pinned, Location: bytesString(text[mid:])}
}

// AppendBuffers appends buffers [lo, hi) in Buffer's form to dst; their
// names and locations share one new string.
func (p *Packed) AppendBuffers(dst []Buffer, lo, hi int) []Buffer {
	var text []byte
	mids := make([]int32, 0, hi-lo)
	ends := make([]int32, 0, hi-lo)
	for i := lo; i < hi; i++ {
		text = p.AppendName(text, i)
		mids = append(mids, int32(len(text)))
		text = p.AppendLocation(text, i)
		ends = append(ends, int32(len(text)))
	}
	start := int32(0)
	for k, i := 0, lo; i < hi; k, i = k+1, i+1 {
		b := p.buffer(i, text[start:ends[k]], int(mids[k]-start))
		dst = append(dst, b)
		start = ends[k]
	}
	return dst
}

// LowerBound is LowerBound of p's buffers.
func (p *Packed) LowerBound(align int64) int64 {
	sizes := make([]int64, len(p.Classes))
	for i := range p.Classes {
		sizes[i] = p.Classes[i].Size
	}
	return lowerBound(p.Buffers, sizes, align)
}

// bytesString returns b as a string without a copy; b must not be
// written to afterwards.
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// NumBuffers returns the number of s's placed buffers (in Buffers or
// Packed).
func (s *Scope) NumBuffers() int {
	if s.Packed != nil {
		return len(s.Packed.Buffers)
	}
	return len(s.Buffers)
}

// Buffer returns s's placed buffer i (from Buffers or Packed).
func (s *Scope) Buffer(i int) Buffer {
	if s.Packed != nil {
		return s.Packed.Buffer(i)
	}
	return s.Buffers[i]
}

// Unpack moves the buffers of a Packed scope into Buffers (and drops
// Packed), for readers that want Buffer records; a scope that is not
// packed is left as it is.
func (s *Scope) Unpack() {
	if s.Packed == nil {
		return
	}
	p := s.Packed
	s.Buffers = p.AppendBuffers(append(s.Buffers, make([]Buffer, 0, len(p.Buffers))...), 0, len(p.Buffers))
	s.Packed = nil
}

// Unpack unpacks every scope of r (Scope.Unpack).
func (r *Report) Unpack() {
	for _, s := range r.Scopes {
		s.Unpack()
	}
}

// MarshalJSON makes encoding/json write a Packed scope's buffers like
// Buffers (the scope itself is left packed).
func (s *Scope) MarshalJSON() ([]byte, error) {
	type plain Scope
	if s.Packed != nil {
		cp := *s
		cp.Unpack()
		s = &cp
	}
	// encoding/json escapes <, > and & (or not) when it takes this text in.
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode((*plain)(s)); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
