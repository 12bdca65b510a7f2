package ir

import (
	"bufio"
	"bytes"
	"strconv"
)

// Printing distinct[N]<...> attributes as mlir-opt 22 prints them: N is
// renumbered in print order (MLIR's AsmState distinct state). With
// aliases, a distinct attribute whose referenced attribute is not unit
// prints as an alias #distinct, #distinct1, ... defined at the top of the
// output; the definitions are printed first, so they take the first
// numbers and the inline ones (`distinct[3]<>`) follow. The body is
// printed before the alias count is known: inline numbers go out as
// placeholders that printTop rewrites (fixDistinctIDs).

// distinctState numbers the distinct attributes of one printing.
type distinctState struct {
	aliased map[*DistinctAttr]*aliasEntry
	inline  map[*DistinctAttr]int
}

// distinctMarker brackets the placeholder of an inline number.
const distinctMarker = "\x00distinct:"

func (pr *printer) printDistinct(d *DistinctAttr) {
	if pr.distincts == nil {
		pr.distincts = &distinctState{aliased: map[*DistinctAttr]*aliasEntry{}, inline: map[*DistinctAttr]int{}}
	}
	ds := pr.distincts
	_, unit := d.Ref.(*UnitAttr)
	unit = unit || d.Ref == nil
	if pr.aliases != nil && !unit {
		e, ok := ds.aliased[d]
		if !ok {
			id := len(ds.aliased)
			def := "distinct[" + strconv.Itoa(id) + "]<" + pr.attrText(d.Ref) + ">"
			e = &aliasEntry{base: "distinct", index: id, def: def}
			pr.aliases.add(e)
			ds.aliased[d] = e
		}
		pr.w.WriteString(e.ref())
		return
	}
	n, ok := ds.inline[d]
	if !ok {
		n = len(ds.inline)
		ds.inline[d] = n
	}
	pr.w.WriteString("distinct[")
	if pr.aliases != nil {
		pr.w.WriteString(distinctMarker + strconv.Itoa(n) + "\x00")
	} else {
		pr.w.WriteString(strconv.Itoa(n))
	}
	pr.w.WriteString("]<")
	if !unit {
		pr.PrintAttribute(d.Ref)
	}
	pr.w.WriteString(">")
}

// attrText prints a in local scope (no aliases) and returns the text.
func (pr *printer) attrText(a Attribute) string {
	var buf bytes.Buffer
	bw := bufio.NewWriter(&buf)
	sub := newPrinter(bw, pr.opts, false)
	sub.distincts = pr.distincts
	sub.PrintAttribute(a)
	bw.Flush()
	return buf.String()
}

// fixDistinctIDs replaces the placeholders of inline distinct numbers in
// body: they follow the aliased ones.
func (pr *printer) fixDistinctIDs(body []byte) []byte {
	if pr.distincts == nil || len(pr.distincts.inline) == 0 || pr.aliases == nil {
		return body
	}
	base := len(pr.distincts.aliased)
	var out []byte
	for {
		i := bytes.Index(body, []byte(distinctMarker))
		if i < 0 {
			return append(out, body...)
		}
		out = append(out, body[:i]...)
		rest := body[i+len(distinctMarker):]
		j := bytes.IndexByte(rest, 0)
		n, _ := strconv.Atoi(string(rest[:j]))
		out = strconv.AppendInt(out, int64(base+n), 10)
		body = rest[j+1:]
	}
}
