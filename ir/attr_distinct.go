package ir

import "strconv"

// DistinctAttr is `distinct[N]<attr>`: a unique attribute that wraps a
// referenced attribute (MLIR's DistinctAttr, used for identities such as
// debug-info compile units). Two distinct attributes are the same only if
// they are the same value; ID is the number the printer shows (the parser
// numbers them in the order a file first uses them). A unit referenced
// attribute prints as `distinct[N]<>`.
type DistinctAttr struct {
	ID  int
	Ref Attribute
}

func (*DistinctAttr) isAttr() {}

func (a *DistinctAttr) String() string {
	s := "distinct[" + strconv.Itoa(a.ID) + "]<"
	if _, unit := a.Ref.(*UnitAttr); !unit && a.Ref != nil {
		s += a.Ref.String()
	}
	return s + ">"
}
