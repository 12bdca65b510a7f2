package render

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/memopt/memopt/ir/decimal"
	"github.com/memopt/memopt/mergealloc/report"
)

const textRule = "===-------------------------------------------------------------------------==="

// WriteText writes r as text in the layout of mlir-opt's --mlir-timing
// report: a title block with the totals (one per pass run when several
// passes planned: a later pass plans memory an earlier one made, so their
// plans do not add up), then per scope or pool a block of
// figures (arena, lower bound and ratio, planner and its time, alignment,
// capacity and base address of pools, location, counts) followed by a
// table of the placed buffers (offset, size, live range in ticks, name,
// type, location; kind and address when the scope has them), a table of the
// buffers left alone with the reason, and the notes.
func WriteText(w io.Writer, r *report.Report) error { return writeText(w, r, 0) }

func writeText(w io.Writer, r *report.Report, threads int) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	tw := &textWriter{}
	tw.report(r)
	if _, err := bw.Write(tw.b); err != nil {
		return err
	}
	// The scopes, made in parallel (writePieces), each by a textWriter of
	// its own.
	err := writePieces(bw, threads, len(r.Scopes), func(b []byte, i int) []byte {
		t, _ := textWriters.Get().(*textWriter)
		if t == nil {
			t = &textWriter{}
		}
		t.b = append(b, '\n')
		t.scope(r.Scopes[i])
		b, t.b = t.b, nil
		textWriters.Put(t)
		return b
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}

// textWriters keeps textWriters (their column slabs) for the next scope.
var textWriters sync.Pool

// textWriter appends a report's text to b.
type textWriter struct {
	b []byte
	// slabs and ends hold the cells of a table's columns (reused from
	// table to table).
	slabs [][]byte
	ends  [][]int
	// unpacked holds a packed scope's buffers as Buffer records, and
	// packedText and packedEnds their names for plainRows (reused from
	// scope to scope).
	unpacked   []report.Buffer
	packedText []byte
	packedEnds []int32
	// plainRows's scratch: the widths of a Packed's strings by index,
	// blanks for the start of a row, the Packed it makes of Buffer
	// records (packBuffers), the rows' digits, the classes' cells and
	// their texts from the type to the file.
	widths  []int32
	spaces  []byte
	scratch report.Packed
	rows    []rowDigits
	classes []classCells
	segs    []byte
}

func (t *textWriter) str(s string) { t.b = append(t.b, s...) }

func (t *textWriter) title(s string) {
	t.str(textRule + "\n")
	pad := max((len(textRule)-len(s))/2, 2)
	t.str(strings.Repeat(" ", pad) + s + "\n")
	t.str(textRule + "\n")
}

// field writes "  Label:  value" with the labels aligned.
func (t *textWriter) field(label, value string) {
	t.str("  ")
	t.str(label)
	t.str(":")
	t.str(strings.Repeat(" ", max(14-len(label), 1)))
	t.str(value)
	t.str("\n")
}

func bytesText(n int64) string {
	if n == 1 {
		return "1 byte"
	}
	return strconv.FormatInt(n, 10) + " bytes"
}

func ratioText(arena, lb int64) string {
	if lb == 0 {
		if arena == 0 {
			return "1.000"
		}
		return "-"
	}
	return strconv.FormatFloat(float64(arena)/float64(lb), 'f', 3, 64)
}

func msText(ns int64) string { return strconv.FormatFloat(float64(ns)/1e6, 'f', 4, 64) + " ms" }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// report appends the title block of r (WriteText adds the scopes).
func (t *textWriter) report(r *report.Report) {
	t.title("... Memory plan report ...")
	var merged, skipped int
	var ns int64
	within := 0
	for _, s := range r.Scopes {
		merged += s.NumBuffers()
		skipped += len(s.Skipped)
		ns += s.PlanTimeNS
		if s.Within != "" { // arenas inside another one are not memory of their own
			within++
		}
	}
	input := r.Input
	if input == "" {
		input = "-"
	}
	t.field("Input", input+" ("+r.Tool+")")
	if len(r.Scopes) == 0 {
		t.field("Plans", "none (no memory planning pass ran)")
		return
	}
	var nScopes, nPools int
	for _, s := range r.Scopes {
		if s.Kind == report.KindPool {
			nPools++
		} else {
			nScopes++
		}
	}
	t.field("Plans", fmt.Sprintf("%s, %s placed, %s left alone",
		kindsText(nScopes, nPools), plural(merged, "buffer", "buffers"), plural(skipped, "buffer", "buffers")))
	notCounted := ""
	if within > 0 {
		notCounted = " (" + plural(within, "plan", "plans") + " within another not counted)"
	}
	runs := passRuns(r.Scopes)
	if len(runs) == 1 {
		t.field("Total arena", bytesText(runs[0].arena)+notCounted)
		t.field("Lower bound", bytesText(runs[0].lb)+" (ratio "+ratioText(runs[0].arena, runs[0].lb)+")")
	} else {
		// A later pass plans memory an earlier one made (static-memory-plan
		// packs merge-alloc's arenas into pools): the sum would count it
		// twice, so each pass run has its own total.
		t.field("Total arena", "per pass, not added up (a later pass plans the memory an earlier one made)"+notCounted)
		width := 0
		for _, pr := range runs {
			width = max(width, len(pr.label))
		}
		for _, pr := range runs {
			t.str("    " + pr.label + ":" + strings.Repeat(" ", width-len(pr.label)+2))
			t.str(bytesText(pr.arena) + ", lower bound " + bytesText(pr.lb) + " (ratio " + ratioText(pr.arena, pr.lb) + "), " + kindsText(pr.scopes, pr.pools) + "\n")
		}
	}
	t.field("Planner time", msText(ns))
}

// kindsText returns "2 scopes and 1 pool".
func kindsText(nScopes, nPools int) string {
	var kinds []string
	if nScopes > 0 {
		kinds = append(kinds, plural(nScopes, "scope", "scopes"))
	}
	if nPools > 0 {
		kinds = append(kinds, plural(nPools, "pool", "pools"))
	}
	return strings.Join(kinds, " and ")
}

// passRun is what the plans of one run of a planning pass add up to
// (arenas within another one not counted).
type passRun struct {
	label         string
	arena, lb     int64
	scopes, pools int
}

// passRuns splits the plans of a report by the pass run that made them,
// in report order: a plan belongs to the n-th run of its pass when its
// pass, name and memory space occurred n-1 times before (a pass run twice
// plans the same scopes twice); runs after the first of a pass are
// labelled "pass (run N)". A report of one pass run has one entry.
func passRuns(scopes []*report.Scope) []*passRun {
	type runKey struct {
		pass string
		n    int
	}
	seen := map[[3]string]int{}
	byKey := map[runKey]*passRun{}
	var runs []*passRun
	for _, s := range scopes {
		k := [3]string{s.Pass, s.Name, s.MemorySpace}
		rk := runKey{s.Pass, seen[k]}
		seen[k]++
		pr := byKey[rk]
		if pr == nil {
			pr = &passRun{label: s.Pass}
			if pr.label == "" {
				pr.label = "-"
			}
			if rk.n > 0 {
				pr.label += " (run " + strconv.Itoa(rk.n+1) + ")"
			}
			byKey[rk] = pr
			runs = append(runs, pr)
		}
		if s.Kind == report.KindPool {
			pr.pools++
		} else {
			pr.scopes++
		}
		if s.Within == "" {
			pr.arena += s.ArenaSize
			pr.lb += s.LowerBound
		}
	}
	return runs
}

func (t *textWriter) scope(s *report.Scope) {
	kind := s.Kind
	if kind == "" {
		kind = report.KindScope
	}
	head := s.Name
	if s.MemorySpace != "" {
		head += " [" + s.MemorySpace + "]"
	}
	head += " (" + kind
	if s.Pass != "" {
		head += ", " + s.Pass
	}
	t.title(cleanCell(head + ")"))
	if s.Location != "" {
		t.field("Location", s.Location)
	}
	if s.MemorySpace != "" {
		t.field("Memory space", s.MemorySpace)
	}
	if s.Within != "" {
		t.field("Within", cleanCell(s.Within)+" (an arena inside that one's)")
	}
	t.field("Arena", bytesText(s.ArenaSize))
	t.field("Lower bound", bytesText(s.LowerBound)+" (ratio "+ratioText(s.ArenaSize, s.LowerBound)+")")
	if s.Capacity > 0 {
		t.field("Capacity", fmt.Sprintf("%s (%.1f%% used)", bytesText(s.Capacity), 100*float64(s.ArenaSize)/float64(s.Capacity)))
	}
	if s.HasAddress {
		t.field("Base address", fmt.Sprintf("0x%x", s.BaseAddress))
	}
	planner := s.Planner
	if planner == "" {
		planner = "-"
	}
	t.field("Planner", planner+", "+msText(s.PlanTimeNS))
	if s.ForallHoisting != "" {
		t.field("Hoisting", "forall-hoisting="+s.ForallHoisting)
	}
	if s.Alignment > 0 {
		t.field("Alignment", bytesText(s.Alignment))
	}
	t.field("Placed", plural(s.NumBuffers(), "buffer", "buffers"))
	left := strconv.Itoa(len(s.Skipped))
	if len(s.Skipped) > 0 {
		left += " (" + reasonCounts(s.Skipped) + ")"
	}
	t.field("Left alone", left)
	if s.NumBuffers() > 0 {
		t.str("\n")
		t.buffers(s)
	}
	if len(s.Skipped) > 0 {
		t.str("\n")
		t.skipped(s.Skipped)
	}
	if len(s.Notes) > 0 {
		t.str("\n")
		for _, n := range s.Notes {
			t.str("  Note: " + cleanCell(n) + "\n")
		}
	}
}

// reasonCounts returns "escaping 2, dynamic shape 1", most frequent first.
func reasonCounts(sk []report.Skipped) string {
	counts := map[string]int{}
	var order []string
	for _, s := range sk {
		if counts[s.Reason] == 0 {
			order = append(order, s.Reason)
		}
		counts[s.Reason]++
	}
	sort.SliceStable(order, func(i, j int) bool { return counts[order[i]] > counts[order[j]] })
	parts := make([]string, len(order))
	for i, r := range order {
		parts[i] = r + " " + strconv.Itoa(counts[r])
	}
	return strings.Join(parts, ", ")
}

// column is one column of a table: cell appends the text of row i to b.
type column struct {
	head  string
	right bool
	cell  func(b []byte, i int) []byte
	width int
	// ascii is set when every cell is printable ASCII (one column of
	// text per byte); numbers are, and are not checked.
	ascii, numbers bool
}

// str is a column cell of the string of row i.
func str(of func(i int) string) func(b []byte, i int) []byte {
	return func(b []byte, i int) []byte { return append(b, of(i)...) }
}

// num is a column cell of the integer of row i.
func num(of func(i int) int64) func(b []byte, i int) []byte {
	return func(b []byte, i int) []byte { return decimal.AppendInt(b, of(i)) }
}

// table writes n rows of cols, mlir-timing style: "  ----Head----" headers
// as wide as the widest cell, numbers right-aligned, no trailing blanks.
// The cells of a column are appended to one slab (no string per cell).
func (t *textWriter) table(n int, cols []*column) {
	for len(t.slabs) < len(cols) {
		t.slabs, t.ends = append(t.slabs, nil), append(t.ends, nil)
	}
	slabs, ends := t.slabs, t.ends
	for c, col := range cols {
		col.width, col.ascii = len(col.head)+4, true
		slab := slabs[c][:0]
		e := slices.Grow(ends[c][:0], n)[:n]
		for i := 0; i < n; i++ {
			start := len(slab)
			slab = col.cell(slab, i)
			w := len(slab) - start
			if !col.numbers && !isCleanASCII(slab[start:]) {
				s := cleanCell(string(slab[start:]))
				slab = append(slab[:start], s...)
				w = utf8.RuneCountInString(s)
				col.ascii = false
			}
			e[i] = len(slab)
			col.width = max(col.width, w)
		}
		slabs[c], ends[c] = slab, e
	}
	t.header(cols)
	line := t.b
	for i := 0; i < n; i++ {
		line = append(line, "  "...)
		for c, col := range cols {
			if c > 0 {
				line = append(line, "  "...)
			}
			start := 0
			if i > 0 {
				start = ends[c][i-1]
			}
			s := slabs[c][start:ends[c][i]]
			w := len(s)
			if !col.ascii {
				w = utf8.RuneCount(s)
			}
			if col.right {
				line = appendRepeat(line, ' ', col.width-w)
				line = append(line, s...)
			} else {
				line = append(line, s...)
				if c < len(cols)-1 {
					line = appendRepeat(line, ' ', col.width-w)
				}
			}
		}
		line = append(line, '\n')
	}
	t.b = line
}

// header writes the header line of a table of cols (their widths set).
func (t *textWriter) header(cols []*column) {
	t.b = append(t.b, "  "...)
	for c, col := range cols {
		if c > 0 {
			t.b = append(t.b, "  "...)
		}
		d := col.width - len(col.head)
		t.b = appendRepeat(t.b, '-', d/2)
		t.b = append(t.b, col.head...)
		t.b = appendRepeat(t.b, '-', d-d/2)
	}
	t.b = append(t.b, '\n')
}

// plainTables lets buffers write plain tables with plainBuffers (tests
// turn it off to compare with table).
var plainTables = true

// plainBuffers writes the table of s's buffers as buffers does with
// table, but measuring the rows first and then writing each row straight
// into the text (no cell is made twice), when the table has only the
// columns of merge-alloc's scopes (Offset, Size, Live, Name, and Type and
// Location when a buffer has them: no address, kind, pin or function), no
// number is negative and every name, type and location is printable
// ASCII. It reports false, writing nothing, otherwise. This is the bulk
// of a large text report.
func (t *textWriter) plainBuffers(s *report.Scope) bool {
	if s.HasAddress {
		return false
	}
	p := s.Packed
	if p == nil {
		var ok bool
		if p, ok = t.packBuffers(s.Buffers); !ok {
			return false
		}
		defer func() {
			clear(t.scratch.Strings) // drop the strings
			t.scratch.Strings = t.scratch.Strings[:0]
		}()
	}
	return t.plainRows(p)
}

// packBuffers makes bs into t's scratch Packed for plainRows (names and
// locations as strings), or reports false when a buffer has what plain
// tables leave to table (a kind other than temp, a pin, a function).
func (t *textWriter) packBuffers(bs []report.Buffer) (*report.Packed, bool) {
	p := &t.scratch
	p.Buffers, p.Classes = p.Buffers[:0], p.Classes[:0]
	p.Strings = append(p.Strings[:0], "", report.BufferTemp)
	var lastType uint32
	for i := range bs {
		b := &bs[i]
		if b.Pinned || b.Function != "" || b.Bound != "" || b.Kind != "" && b.Kind != report.BufferTemp {
			return nil, false
		}
		// A class per buffer: plainRows reads what it needs of each.
		x := report.PackedBuffer{Start: b.Start, End: b.End, Offset: b.Offset,
			Name: -int32(len(p.Strings)) - 1, Class: uint32(i)}
		c := report.PackedClass{Size: b.Size, Alignment: b.Alignment}
		if b.Kind != "" {
			c.Kind = 1
		}
		p.Strings = append(p.Strings, b.Name)
		if b.Type != "" {
			// Types come in runs of one string: one index per run.
			if b.Type != p.Strings[lastType] {
				lastType = uint32(len(p.Strings))
				p.Strings = append(p.Strings, b.Type)
			}
			c.Type = lastType
		}
		if b.Location != "" {
			c.File, x.Line = uint32(len(p.Strings)), -1
			p.Strings = append(p.Strings, b.Location)
		}
		p.Buffers, p.Classes = append(p.Buffers, x), append(p.Classes, c)
	}
	return p, true
}

// stringWidth returns the length of p.Strings[i], or -1 when it is not
// printable ASCII, from t.widths (-2: not known yet).
func (t *textWriter) stringWidth(p *report.Packed, i uint32) int {
	w := t.widths[i]
	if w == -2 {
		w = int32(len(p.Strings[i]))
		if !isCleanASCII(p.Strings[i]) {
			w = -1
		}
		t.widths[i] = w
	}
	return int(w)
}

// rowDigits holds the numbers of a plain row as decimal.Digits makes
// them (n 0: not below 10^8, or negative, written from the number); those
// of the right-aligned columns (offset, start, end) made into right words.
type rowDigits struct {
	offset, start, end, line, col      uint64
	nOffset, nStart, nEnd, nLine, nCol uint8
}

// classCells is what plainRows needs of a report.PackedClass.
type classCells struct {
	// plain: kind temp or none, not pinned, size not negative.
	plain bool
	// The size as digits, a right word (rowDigits).
	nSize uint8
	size  uint64
	// sizeWidth is the size's; typ and file are the widths of the type
	// and the file (-1: not printable ASCII; typ -2: none).
	sizeWidth, typ, file int32
	// segs[segAt:segEnd] is the text of a row from the type to the
	// file's colon, blanks between (segEnd 0: not made yet).
	segAt, segEnd int32
}

// digits returns decimal.Digits of v, and Len's count for the numbers it
// leaves (n is 0 for them in the word's count).
func digits(v int64) (word uint64, n uint8, width int) {
	word, w := decimal.Digits(uint64(v))
	if w == 0 {
		return 0, 0, decimal.Len(v)
	}
	return word, uint8(w), w
}

// digitMemo keeps the digits of the last two numbers of a column that
// repeats numbers (offsets, columns of locations): a number met again is
// not made into digits again.
type digitMemo struct {
	v    [2]int64
	word [2]uint64
	n    [2]uint8 // 0: empty
}

// digits returns digits(v), from m when it has v.
func (m *digitMemo) digits(v int64) (word uint64, n uint8, width int) {
	if v == m.v[0] && m.n[0] != 0 {
		return m.word[0], m.n[0], int(m.n[0])
	}
	if v == m.v[1] && m.n[1] != 0 {
		return m.word[1], m.n[1], int(m.n[1])
	}
	return m.add(v)
}

// add returns digits(v) and keeps it in m (below 10^8), in place of the
// older number.
func (m *digitMemo) add(v int64) (word uint64, n uint8, width int) {
	word, n, width = digits(v)
	if n != 0 {
		m.v[1], m.word[1], m.n[1] = m.v[0], m.word[0], m.n[0]
		m.v[0], m.word[0], m.n[0] = v, word, n
	}
	return word, n, width
}

// rightWord returns the digits of word (n of them, n > 0) at the top of a
// word, blanks below them: the eight bytes that end a right-aligned cell.
func rightWord(word uint64, n uint8) uint64 {
	return word<<(8*(8-n)) | 0x2020202020202020>>(8*n)
}

// putRight writes the number of a right word (n digits; n 0: v itself)
// ending at b[end-1], as decimal.PutRight does, and returns where it
// starts.
func putRight(b []byte, end int, right uint64, n uint8, v uint64) int {
	if n != 0 {
		binary.LittleEndian.PutUint64(b[end-8:], right)
		return end - int(n)
	}
	return decimal.PutRight(b, end, v)
}

// putLeft writes the number of word (n digits; n 0: v itself) at b[k:],
// as decimal.Put does, and returns the index after it.
func putLeft(b []byte, k int, word uint64, n uint8, v int64) int {
	if n == 0 {
		return decimal.Put(b, k, v)
	}
	binary.LittleEndian.PutUint64(b[k:], word)
	return k + int(n)
}

// plainRows writes the table of p's buffers as plainBuffers says, or
// reports false, writing nothing. It measures the rows (the names made
// into t's reused text, the widths of strings kept by index, the numbers
// made into digits once), sizes the text for the widest rows, and writes
// each row at its place: blanks up to the last column, the numbers'
// digits stored from the right, the strings copied; no cell is made twice
// and no append grows the text.
func (t *textWriter) plainRows(p *report.Packed) bool {
	n := len(p.Buffers)
	temp := uint32(0)
	for i, s := range p.Strings {
		if s == report.BufferTemp {
			temp = uint32(i)
			break
		}
	}
	t.widths = slices.Grow(t.widths[:0], len(p.Strings))[:len(p.Strings)]
	for i := range t.widths {
		t.widths[i] = -2
	}
	classes := slices.Grow(t.classes[:0], len(p.Classes))[:len(p.Classes)]
	for i := range p.Classes {
		c, cc := &p.Classes[i], &classes[i]
		cc.plain = (c.Kind == 0 || c.Kind == temp) && !c.Pinned && c.Bound == 0 && c.Size >= 0
		var w int
		cc.size, cc.nSize, w = digits(c.Size)
		cc.size = rightWord(cc.size, cc.nSize)
		cc.sizeWidth, cc.typ, cc.file = int32(w), -2, int32(t.stringWidth(p, c.File))
		cc.segAt, cc.segEnd = 0, 0
		if c.Type != 0 {
			cc.typ = int32(t.stringWidth(p, c.Type))
		}
	}
	t.classes = classes
	off, size, live := &column{head: "Offset"}, &column{head: "Size"}, &column{head: "Live"}
	name, typ, loc := &column{head: "Name"}, &column{head: "Type"}, &column{head: "Location"}
	cols := []*column{off, size, live, name, typ, loc}
	for _, c := range cols {
		c.width = len(c.head) + 4
	}
	var hasType, hasLoc bool
	text, ends := t.packedText[:0], slices.Grow(t.packedEnds[:0], n)[:n]
	rows := slices.Grow(t.rows[:0], n)[:n]
	var offsets, columns digitMemo
	for i := range p.Buffers {
		b, d, cc := &p.Buffers[i], &rows[i], &classes[p.Buffers[i].Class]
		if !cc.plain || b.Offset|b.Start|b.End < 0 || cc.typ == -1 {
			return false
		}
		start := len(text)
		text = p.AppendName(text, i)
		ends[i] = int32(len(text))
		name.width = max(name.width, len(text)-start)
		var w, ws int
		d.offset, d.nOffset, w = offsets.digits(b.Offset)
		d.offset = rightWord(d.offset, d.nOffset)
		off.width = max(off.width, w)
		size.width = max(size.width, int(cc.sizeWidth))
		if a, na, e, ne := decimal.Digits2(uint64(b.Start), uint64(b.End)); na != 0 {
			d.start, d.nStart, ws, d.end, d.nEnd, w = a, uint8(na), na, e, uint8(ne), ne
		} else {
			d.start, d.nStart, ws = digits(b.Start)
			d.end, d.nEnd, w = digits(b.End)
		}
		d.start, d.end = rightWord(d.start, d.nStart), rightWord(d.end, d.nEnd)
		if b.End >= b.Start {
			live.width = max(live.width, 4+ws+w)
		}
		if cc.typ >= 0 {
			hasType = true
			typ.width = max(typ.width, int(cc.typ))
		}
		if b.Line != 0 {
			w := int(cc.file)
			if w < 0 {
				return false
			}
			if b.Line > 0 {
				var wl, wc int
				d.line, d.nLine, wl = digits(int64(b.Line))
				d.col, d.nCol, wc = columns.digits(int64(b.Col))
				w += 2 + wl + wc
			}
			hasLoc = true
			loc.width = max(loc.width, w)
		}
	}
	if cap(text) <= 1<<22 {
		t.packedText, t.packedEnds, t.rows = text[:0], ends[:0], rows[:0]
	}
	if !isCleanASCII(text) {
		return false
	}
	switch {
	case !hasType && !hasLoc:
		cols = cols[:4]
	case !hasType:
		cols = append(cols[:4], loc)
	case !hasLoc:
		cols = cols[:5]
	}
	t.header(cols)
	// Where each column starts in a row, and the widest row.
	offEnd := 2 + off.width
	sizeEnd := offEnd + 2 + size.width
	liveEnd := sizeEnd + 2 + live.width
	nameAt := liveEnd + 2
	typAt := nameAt + name.width + 2
	locAt := typAt
	if hasType {
		locAt += typ.width + 2
	}
	lastAt, last := locAt, loc
	switch cols[len(cols)-1] {
	case name:
		lastAt, last = nameAt, name
	case typ:
		lastAt, last = typAt, typ
	}
	rowMax := lastAt + last.width + 1
	if len(t.spaces) < lastAt {
		t.spaces = []byte(strings.Repeat(" ", lastAt))
	}
	spaces := t.spaces[:lastAt]
	k := len(t.b)
	line := slices.Grow(t.b, n*rowMax+decimal.PutRoom)
	line = line[:cap(line)]
	segs := t.segs[:0]
	start := int32(0)
	for i := range p.Buffers {
		b, d, cl := &p.Buffers[i], &rows[i], &p.Classes[p.Buffers[i].Class]
		copy(line[k:k+lastAt], spaces)
		// The numbers from the right (a store may blank what is left of
		// its digits: that is written next).
		e := k + liveEnd
		if b.End < b.Start {
			copy(line[e-len("never"):e], "never")
		} else {
			line[e-1] = ']'
			j := putRight(line, e-1, d.end, d.nEnd, uint64(b.End))
			line[j-2], line[j-1] = ',', ' '
			j = putRight(line, j-2, d.start, d.nStart, uint64(b.Start))
			line[j-1] = '['
		}
		cc := &classes[b.Class]
		putRight(line, k+sizeEnd, cc.size, cc.nSize, uint64(cl.Size))
		putRight(line, k+offEnd, d.offset, d.nOffset, uint64(b.Offset))
		// The strings: "-" for none; the last one ends the row.
		nm := text[start:ends[i]]
		start = ends[i]
		if len(nm) == 0 {
			nm = dash
		}
		e = k + nameAt + copy(line[k+nameAt:], nm)
		if hasType && hasLoc && b.Line > 0 {
			// The type, its blanks and the file: one text per class.
			if cc.segEnd == 0 {
				segs = append(segs, orDash(p.Strings[cl.Type])...)
				segs = appendRepeat(segs, ' ', locAt-typAt-len(orDash(p.Strings[cl.Type])))
				segs = append(append(segs, p.Strings[cl.File]...), ':')
				cc.segAt, cc.segEnd = int32(len(segs)-(locAt-typAt+len(p.Strings[cl.File])+1)), int32(len(segs))
			}
			e = k + typAt + copy(line[k+typAt:], segs[cc.segAt:cc.segEnd])
			e = putLeft(line, e, d.line, d.nLine, int64(b.Line))
			line[e] = ':'
			e = putLeft(line, e+1, d.col, d.nCol, int64(b.Col))
		} else {
			if hasType {
				e = k + typAt + copy(line[k+typAt:], orDash(p.Strings[cl.Type]))
			}
			if hasLoc {
				e = k + locAt
				switch {
				case b.Line == 0:
					line[e] = '-'
					e++
				case b.Line < 0:
					e += copy(line[e:], p.Strings[cl.File])
				default:
					e += copy(line[e:], p.Strings[cl.File])
					line[e] = ':'
					e = putLeft(line, e+1, d.line, d.nLine, int64(b.Line))
					line[e] = ':'
					e = putLeft(line, e+1, d.col, d.nCol, int64(b.Col))
				}
			}
		}
		line[e] = '\n'
		k = e + 1
	}
	t.b = line[:k]
	if cap(segs) <= 1<<16 {
		t.segs = segs
	}
	return true
}

// dash is a cell with nothing in it.
var dash = []byte("-")

// isCleanASCII reports whether b is printable ASCII (cleanCell keeps it),
// eight bytes at a time (as plainWord, with 0x7f for the quote).
func isCleanASCII[T string | []byte](b T) bool {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		x := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		del := x ^ 0x7f*ones
		if (x|(x-0x20*ones)&^x|(del-ones)&^del)&highs != 0 {
			return false
		}
	}
	if n := len(b); i < n && n >= 8 {
		// The word that ends b (its first bytes are checked already).
		x := uint64(b[n-8]) | uint64(b[n-7])<<8 | uint64(b[n-6])<<16 | uint64(b[n-5])<<24 |
			uint64(b[n-4])<<32 | uint64(b[n-3])<<40 | uint64(b[n-2])<<48 | uint64(b[n-1])<<56
		del := x ^ 0x7f*ones
		return (x|(x-0x20*ones)&^x|(del-ones)&^del)&highs == 0
	}
	for ; i < len(b); i++ {
		if c := b[i]; c < 0x20 || c >= 0x7f {
			return false
		}
	}
	return true
}

// cleanCell makes s printable on one line of a table: invalid UTF-8
// becomes U+FFFD and control characters (and U+2028, U+2029) a space.
func cleanCell(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f || c >= utf8.RuneSelf {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
}

// appendRepeat appends n (<= 0: none) copies of c to b.
// blanks sets every byte of b to a blank.
func blanks(b []byte) {
	const run = "                                "
	for len(b) > len(run) {
		b = b[copy(b, run):]
	}
	copy(b, run)
}

func appendRepeat(b []byte, c byte, n int) []byte {
	const run = "                                "
	if c == ' ' {
		for ; n > len(run); n -= len(run) {
			b = append(b, run...)
		}
		return append(b, run[:max(n, 0)]...)
	}
	for ; n > 0; n-- {
		b = append(b, c)
	}
	return b
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func (t *textWriter) buffers(s *report.Scope) {
	if plainTables && t.plainBuffers(s) {
		return
	}
	bs := s.Buffers
	if p := s.Packed; p != nil {
		// The buffers in Buffer's form, in this writer's scratch records.
		bs = p.AppendBuffers(t.unpacked[:0], 0, len(p.Buffers))
		defer func() {
			clear(bs) // drop the strings
			if cap(bs) <= 1<<16 {
				t.unpacked = bs[:0]
			}
		}()
	}
	cols := []*column{
		{head: "Offset", right: true, numbers: true, cell: num(func(i int) int64 { return bs[i].Offset })},
		{head: "Size", right: true, numbers: true, cell: num(func(i int) int64 { return bs[i].Size })},
	}
	if s.HasAddress {
		cols = append(cols, &column{head: "Address", right: true, numbers: true, cell: func(b []byte, i int) []byte {
			return strconv.AppendInt(append(b, "0x"...), bs[i].Address, 16)
		}})
	}
	cols = append(cols, &column{head: "Live", right: true, numbers: true, cell: func(b []byte, i int) []byte {
		if bs[i].End < bs[i].Start {
			return append(b, "never"...)
		}
		b = decimal.AppendInt(append(b, '['), bs[i].Start)
		b = decimal.AppendInt(append(b, ", "...), bs[i].End)
		return append(b, ']')
	}})
	showKind := false
	for i := range bs {
		if b := &bs[i]; (b.Kind != "" && b.Kind != report.BufferTemp) || b.Pinned {
			showKind = true
			break
		}
	}
	if showKind {
		cols = append(cols, &column{head: "Kind", cell: str(func(i int) string {
			k := bs[i].Kind
			if bs[i].Pinned {
				if k != "" {
					k += ", "
				}
				k += "pinned"
			}
			return orDash(k)
		})})
	}
	for i := range bs {
		if bs[i].Function != "" {
			cols = append(cols, &column{head: "Function", cell: str(func(i int) string { return orDash(bs[i].Function) })})
			break
		}
	}
	cols = append(cols, &column{head: "Name", cell: str(func(i int) string { return orDash(bs[i].Name) })})
	cols = appendTypeLocation(cols, len(bs), func(i int) (string, string) { return bs[i].Type, bs[i].Location })
	for i := range bs {
		if bs[i].Bound != "" {
			// Buffers of dynamic shape planned at their bound: the
			// type they are planned as, before the location.
			bound := &column{head: "Bound", cell: str(func(i int) string { return orDash(bs[i].Bound) })}
			at := len(cols)
			if cols[at-1].head == "Location" {
				at--
			}
			cols = slices.Insert(cols, at, bound)
			break
		}
	}
	t.table(len(bs), cols)
}

// appendTypeLocation adds the Type and Location columns of n rows, each
// only when some row has one.
func appendTypeLocation(cols []*column, n int, of func(i int) (typ, loc string)) []*column {
	var hasType, hasLoc bool
	for i := 0; i < n; i++ {
		typ, loc := of(i)
		hasType = hasType || typ != ""
		hasLoc = hasLoc || loc != ""
	}
	if hasType {
		cols = append(cols, &column{head: "Type", cell: str(func(i int) string { typ, _ := of(i); return orDash(typ) })})
	}
	if hasLoc {
		cols = append(cols, &column{head: "Location", cell: str(func(i int) string { _, loc := of(i); return orDash(loc) })})
	}
	return cols
}

func (t *textWriter) skipped(sk []report.Skipped) {
	cols := []*column{
		{head: "Left alone", cell: str(func(i int) string { return orDash(sk[i].Name) })},
		{head: "Reason", cell: func(b []byte, i int) []byte {
			b = append(b, orDash(sk[i].Reason)...)
			if sk[i].Detail != "" {
				b = append(append(append(b, " ("...), sk[i].Detail...), ')')
			}
			return b
		}},
	}
	cols = appendTypeLocation(cols, len(sk), func(i int) (string, string) { return sk[i].Type, sk[i].Location })
	t.table(len(sk), cols)
}
