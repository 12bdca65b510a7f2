package ir

import "strings"

// DenseElementsAttr is `dense<...> : type` or `dense_resource<name> :
// type`. Body is the text between the angle brackets with whitespace
// normalized (the printer writes it back as is); Type is the shaped type.
type DenseElementsAttr struct {
	Body     string
	Type     Type
	Resource bool
}

func (*DenseElementsAttr) isAttr() {}

func (a *DenseElementsAttr) String() string {
	kw := "dense<"
	if a.Resource {
		kw = "dense_resource<"
	}
	return kw + a.Body + "> : " + a.Type.String()
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
