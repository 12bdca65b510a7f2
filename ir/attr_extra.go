package ir

import "strings"

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

// LocationAttr is a location attribute `loc(...)`. Text is what is inside
// the parentheses (normalized spacing); File/Line/Col are the first
// file:line:col location inside it, if any (so diagnostics can point there).
type LocationAttr struct {
	Text   string
	FLC    Pos
	HasFLC bool
}

func (*LocationAttr) isAttr() {}

func (a *LocationAttr) String() string { return "loc(" + a.Text + ")" }

// FileLineCol returns the file position of the location, if it has one.
func (a *LocationAttr) FileLineCol() (Pos, bool) { return a.FLC, a.HasFLC }

// UnknownLoc is loc(unknown).
var UnknownLoc = &LocationAttr{Text: "unknown"}
