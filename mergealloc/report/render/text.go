package render

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

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
	// packedText and packedEnds their names and locations for plainRows
	// (reused from scope to scope).
	unpacked   []report.Buffer
	packedText []byte
	packedEnds []int32
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
	if p := s.Packed; p != nil {
		return plainRows(t, t.packedRows(p))
	}
	return plainRows(t, &tableRows{bs: s.Buffers})
}

// tableRows gives plainRows the cells of a table of buffers: Buffer
// records (bs) or packed ones (p, with their names made into text: name i
// is text[ends[i-1]:ends[i]], with ends[-1] read as 0; locations are
// measured and written straight from the records).
type tableRows struct {
	bs   []report.Buffer
	p    *report.Packed
	temp uint32 // the index of report.BufferTemp in p.Strings, if any
	text []byte
	ends []int32
	// file and fileClean: the last file of a location checked.
	file      uint32
	fileClean bool
}

// packedRows makes p's names into t's reused text.
func (t *textWriter) packedRows(p *report.Packed) *tableRows {
	text, ends := t.packedText[:0], t.packedEnds[:0]
	for i := range p.Buffers {
		text = p.AppendName(text, i)
		ends = append(ends, int32(len(text)))
	}
	if cap(text) <= 1<<22 {
		t.packedText, t.packedEnds = text[:0], ends[:0]
	}
	r := &tableRows{p: p, text: text, ends: ends}
	for i, s := range p.Strings {
		if s == report.BufferTemp {
			r.temp = uint32(i)
			break
		}
	}
	return r
}

func (r *tableRows) len() int {
	if r.p != nil {
		return len(r.p.Buffers)
	}
	return len(r.bs)
}

// plain reports whether row i has only plainRows's columns and no
// negative number (its strings are checked by plainRows).
func (r *tableRows) plain(i int) bool {
	if r.p != nil {
		b := &r.p.Buffers[i]
		c := &r.p.Classes[b.Class]
		return (c.Kind == 0 || c.Kind == r.temp) && !c.Pinned && b.Offset >= 0 && c.Size >= 0 && b.Start >= 0 && b.End >= 0
	}
	b := &r.bs[i]
	return (b.Kind == "" || b.Kind == report.BufferTemp) && !b.Pinned && b.Function == "" &&
		b.Offset >= 0 && b.Size >= 0 && b.Start >= 0 && b.End >= 0
}

func (r *tableRows) numbers(i int) (offset, size, start, end int64) {
	if r.p != nil {
		b := &r.p.Buffers[i]
		return b.Offset, r.p.Classes[b.Class].Size, b.Start, b.End
	}
	b := &r.bs[i]
	return b.Offset, b.Size, b.Start, b.End
}

// textAt returns piece k of r.text.
func (r *tableRows) textAt(k int) string {
	start := int32(0)
	if k > 0 {
		start = r.ends[k-1]
	}
	return unsafe.String(unsafe.SliceData(r.text[start:]), int(r.ends[k]-start))
}

func (r *tableRows) name(i int) string {
	if r.p != nil {
		return r.textAt(i)
	}
	return r.bs[i].Name
}

func (r *tableRows) typ(i int) string {
	if r.p != nil {
		return r.p.Strings[r.p.ClassOf(i).Type]
	}
	return r.bs[i].Type
}

// locLen returns the length of row i's location (0: none) and whether it
// is printable ASCII.
func (r *tableRows) locLen(i int) (int, bool) {
	if r.p == nil {
		loc := r.bs[i].Location
		return len(loc), isCleanASCII(loc)
	}
	b := &r.p.Buffers[i]
	f := r.p.Classes[b.Class].File
	switch {
	case b.Line == 0:
		return 0, true
	case b.Line < 0:
		loc := r.p.Strings[f]
		return len(loc), isCleanASCII(loc)
	}
	file := r.p.Strings[f]
	if f != r.file || f == 0 {
		r.file, r.fileClean = f, isCleanASCII(file)
	}
	return len(file) + 2 + decimal.Len(int64(b.Line)) + decimal.Len(int64(b.Col)), r.fileClean
}

// appendLoc appends row i's location to b.
func (r *tableRows) appendLoc(b []byte, i int) []byte {
	if r.p != nil {
		return r.p.AppendLocation(b, i)
	}
	return append(b, r.bs[i].Location...)
}

// plainRows writes the table of buffers bs as buffers does with table
// (see plainBuffers), or reports false, writing nothing.
func plainRows(t *textWriter, bs *tableRows) bool {
	off, size, live := &column{head: "Offset"}, &column{head: "Size"}, &column{head: "Live"}
	name, typ, loc := &column{head: "Name"}, &column{head: "Type"}, &column{head: "Location"}
	cols := []*column{off, size, live, name, typ, loc}
	for _, c := range cols {
		c.width = len(c.head) + 4
	}
	var hasType, hasLoc bool
	var lastType string
	// The numbers are not negative (plain): the widest is the largest.
	var maxOffset, maxSize int64
	n := bs.len()
	for i := 0; i < n; i++ {
		if !bs.plain(i) {
			return false
		}
		bOffset, bSize, bStart, bEnd := bs.numbers(i)
		maxOffset, maxSize = max(maxOffset, bOffset), max(maxSize, bSize)
		if bEnd >= bStart {
			live.width = max(live.width, 4+decimal.Len(bStart)+decimal.Len(bEnd))
		}
		bName := bs.name(i)
		if !isCleanASCII(bName) {
			return false
		}
		name.width = max(name.width, len(bName))
		if bType := bs.typ(i); bType != "" {
			// Types come in runs of one string: check each run once.
			if len(bType) != len(lastType) || unsafe.StringData(bType) != unsafe.StringData(lastType) {
				if !isCleanASCII(bType) {
					return false
				}
				lastType = bType
			}
			hasType = true
			typ.width = max(typ.width, len(bType))
		}
		if n, clean := bs.locLen(i); !clean {
			return false
		} else if n > 0 {
			hasLoc = true
			loc.width = max(loc.width, n)
		}
	}
	off.width = max(off.width, decimal.Len(maxOffset))
	size.width = max(size.width, decimal.Len(maxSize))
	switch {
	case !hasType && !hasLoc:
		cols = cols[:4]
	case !hasType:
		cols = append(cols[:4], loc)
	case !hasLoc:
		cols = cols[:5]
	}
	t.header(cols)
	line := t.b
	// cell appends a string cell and, unless it ends the row, the blanks
	// to its column's width.
	cell := func(line []byte, s string, width int, last bool) []byte {
		if s == "" {
			s = "-"
		}
		line = append(append(line, "  "...), s...)
		if !last {
			line = appendRepeat(line, ' ', width-len(s))
		}
		return line
	}
	for i := 0; i < n; i++ {
		bOffset, bSize, bStart, bEnd := bs.numbers(i)
		// The number columns: each field made at its width, its number
		// written from the right (no digits counted), blanks before it.
		k := len(line)
		line = slices.Grow(line, 6+off.width+size.width+live.width)[:k+6+off.width+size.width+live.width]
		end := k + 2 + off.width
		blanks(line[k:decimal.PutUint(line, end, uint64(bOffset))])
		end += 2 + size.width
		blanks(line[end-size.width-2 : decimal.PutUint(line, end, uint64(bSize))])
		end += 2 + live.width
		if bEnd < bStart {
			blanks(line[end-live.width-2 : end-len("never")])
			copy(line[end-len("never"):], "never")
		} else {
			line[end-1] = ']'
			j := decimal.PutUint(line, end-1, uint64(bEnd))
			line[j-2], line[j-1] = ',', ' '
			j = decimal.PutUint(line, j-2, uint64(bStart))
			line[j-1] = '['
			blanks(line[end-live.width-2 : j-1])
		}
		line = cell(line, bs.name(i), name.width, !hasType && !hasLoc)
		if hasType {
			line = cell(line, bs.typ(i), typ.width, !hasLoc)
		}
		if hasLoc {
			// The last column: no blanks after it.
			line = append(line, "  "...)
			n := len(line)
			if line = bs.appendLoc(line, i); len(line) == n {
				line = append(line, '-')
			}
		}
		line = append(line, '\n')
	}
	t.b = line
	return true
}

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
