package ir

import (
	"strconv"
	"strings"
)

// DenseElementsAttr is `dense<...> : type` or `dense_resource<name> :
// type`. Body is the text between the angle brackets; Type is the shaped
// type. The parser stores the body as mlir-opt prints it (splats, hex for
// more than 100 elements, see dense.go); bodies built by code are
// canonicalized when printed.
type DenseElementsAttr struct {
	Body     string
	Type     Type
	Resource bool

	// canon caches the canonical body of Body (canonFor).
	canon, canonFor string
}

func (*DenseElementsAttr) isAttr() {}

// CanonicalBody returns the body as mlir-opt prints it (Body itself when
// it cannot be parsed; the verifier and parser report such bodies).
func (a *DenseElementsAttr) CanonicalBody() string {
	if a.Resource {
		return a.Body
	}
	if a.canonFor == a.Body && a.canon != "" {
		return a.canon
	}
	c, err := CanonicalDenseBody(a.Body, a.Type)
	if err != nil {
		c = a.Body
	}
	a.canon, a.canonFor = c, a.Body
	return c
}

func (a *DenseElementsAttr) String() string {
	if a.Resource {
		return "dense_resource<" + a.Body + "> : " + a.Type.String()
	}
	return "dense<" + a.CanonicalBody() + "> : " + a.Type.String()
}

// IsSplat reports whether the body is a single element (not a list or a
// hex blob).
func (a *DenseElementsAttr) IsSplat() bool {
	return !a.Resource && !strings.HasPrefix(a.Body, "[") && !strings.HasPrefix(a.Body, "\"0x")
}

// LocKind is the kind of a location attribute.
type LocKind uint8

// Location kinds (MLIR's builtin location attributes).
const (
	// LocUnknown is loc(unknown).
	LocUnknown LocKind = iota
	// LocFile is "file":line:col, or a range "file":l:c to l2:c2.
	LocFile
	// LocName is "name" or "name"(child).
	LocName
	// LocCallSite is callsite(callee at caller).
	LocCallSite
	// LocFused is fused[locs...] or fused<metadata>[locs...].
	LocFused
	// LocOpaque is any other location, kept as text.
	LocOpaque
)

// LocationAttr is a location attribute `loc(...)`, as MLIR's builtin
// location attributes: unknown, file:line:col (and ranges), name, call
// site and fused locations. Nested locations are LocationAttrs too.
type LocationAttr struct {
	Kind LocKind
	// File, Line, Col, EndLine and EndCol describe a LocFile location
	// (EndLine/EndCol equal Line/Col unless it is a range).
	File                       string
	Line, Col, EndLine, EndCol int
	// Name is a LocName's name; Child its child (nil: none).
	Name  string
	Child *LocationAttr
	// Callee and Caller are a LocCallSite's locations.
	Callee, Caller *LocationAttr
	// Locs and Metadata are a LocFused's locations and optional metadata.
	Locs     []*LocationAttr
	Metadata Attribute
	// Text is a LocOpaque location's text (inside loc(...)).
	Text string
}

func (*LocationAttr) isAttr() {}

// NewFileLoc returns the location "file":line:col.
func NewFileLoc(file string, line, col int) *LocationAttr {
	return &LocationAttr{Kind: LocFile, File: file, Line: line, Col: col, EndLine: line, EndCol: col}
}

// NewNameLoc returns "name"(child); child may be nil or unknown.
func NewNameLoc(name string, child *LocationAttr) *LocationAttr {
	if child != nil && child.Kind == LocUnknown {
		child = nil
	}
	return &LocationAttr{Kind: LocName, Name: name, Child: child}
}

// NewCallSiteLoc returns callsite(callee at caller).
func NewCallSiteLoc(callee, caller *LocationAttr) *LocationAttr {
	return &LocationAttr{Kind: LocCallSite, Callee: callee, Caller: caller}
}

// NewFusedLoc returns fused<metadata>[locs] the way MLIR's FusedLoc::get
// builds it: unknown locations (and duplicates) are dropped, and without
// metadata an empty list is unknown and a single location is itself.
func NewFusedLoc(locs []*LocationAttr, metadata Attribute) *LocationAttr {
	var kept []*LocationAttr
	seen := map[string]bool{}
	for _, l := range locs {
		if l.Kind == LocUnknown {
			continue
		}
		if k := l.String(); !seen[k] {
			seen[k] = true
			kept = append(kept, l)
		}
	}
	if metadata == nil {
		switch len(kept) {
		case 0:
			return UnknownLoc
		case 1:
			return kept[0]
		}
	}
	return &LocationAttr{Kind: LocFused, Locs: kept, Metadata: metadata}
}

func (a *LocationAttr) String() string {
	var sb strings.Builder
	sb.WriteString("loc(")
	a.writeInner(&sb, nil)
	sb.WriteByte(')')
	return sb.String()
}

// writeInner writes the location without `loc(...)`; nested, when set,
// writes nested locations instead (to print them as aliases).
func (a *LocationAttr) writeInner(sb *strings.Builder, nested func(*strings.Builder, *LocationAttr)) {
	child := func(c *LocationAttr) {
		if nested != nil {
			nested(sb, c)
		} else {
			c.writeInner(sb, nil)
		}
	}
	switch a.Kind {
	case LocUnknown:
		sb.WriteString("unknown")
	case LocFile:
		sb.WriteString(QuoteString(a.File))
		sb.WriteString(":" + strconv.Itoa(a.Line) + ":" + strconv.Itoa(a.Col))
		switch {
		case a.EndLine == a.Line && a.EndCol == a.Col:
		case a.EndLine == a.Line:
			sb.WriteString(" to :" + strconv.Itoa(a.EndCol))
		default:
			sb.WriteString(" to " + strconv.Itoa(a.EndLine) + ":" + strconv.Itoa(a.EndCol))
		}
	case LocName:
		sb.WriteString(QuoteString(a.Name))
		if a.Child != nil && a.Child.Kind != LocUnknown {
			sb.WriteByte('(')
			child(a.Child)
			sb.WriteByte(')')
		}
	case LocCallSite:
		sb.WriteString("callsite(")
		child(a.Callee)
		sb.WriteString(" at ")
		child(a.Caller)
		sb.WriteByte(')')
	case LocFused:
		sb.WriteString("fused")
		if ml, ok := a.Metadata.(*LocationAttr); ok && nested != nil {
			sb.WriteByte('<')
			nested(sb, ml)
			sb.WriteByte('>')
		} else if a.Metadata != nil {
			sb.WriteString("<" + a.Metadata.String() + ">")
		}
		sb.WriteByte('[')
		writeJoined(sb, len(a.Locs), ", ", func(i int) { child(a.Locs[i]) })
		sb.WriteByte(']')
	default:
		sb.WriteString(a.Text)
	}
}

// FileLineCol returns the first file position of the location (itself, or
// the first one nested in it), so diagnostics can point there.
func (a *LocationAttr) FileLineCol() (Pos, bool) {
	switch a.Kind {
	case LocFile:
		return Pos{File: a.File, Line: a.Line, Col: a.Col}, a.Line > 0
	case LocName:
		if a.Child != nil {
			return a.Child.FileLineCol()
		}
	case LocCallSite:
		if p, ok := a.Callee.FileLineCol(); ok {
			return p, true
		}
		return a.Caller.FileLineCol()
	case LocFused:
		for _, l := range a.Locs {
			if p, ok := l.FileLineCol(); ok {
				return p, true
			}
		}
	}
	return Pos{}, false
}

// UnknownLoc is loc(unknown).
var UnknownLoc = &LocationAttr{Kind: LocUnknown}
