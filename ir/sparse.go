package ir

import (
	"fmt"
	"strings"
)

// SparseElementsAttr is `sparse<indices, values> : type`. Body is the
// text between the angle brackets as mlir-opt prints it (see
// CanonicalSparseBody); Type is the shaped type.
type SparseElementsAttr struct {
	Body string
	Type Type
}

func (*SparseElementsAttr) isAttr() {}

// AttrType returns the shaped type.
func (a *SparseElementsAttr) AttrType() Type { return a.Type }

func (a *SparseElementsAttr) String() string {
	return "sparse<" + a.Body + "> : " + a.Type.String()
}

// CanonicalSparseBody returns the body of `sparse<indices, values> : t`
// (the text between the angle brackets) as mlir-opt prints it: the
// indices as i64 elements of shape [count, rank] (one index written
// without brackets is [1, rank]), the values as elements of t's element
// type (one value written alone is a splat of count values), each printed
// as dense elements are. No indices print as the empty body.
func CanonicalSparseBody(body string, t Type) (string, error) {
	st, ok := t.(ShapedType)
	if !ok {
		return "", fmt.Errorf("elements literal must be a shaped type")
	}
	dims, ranked := st.Dims()
	if !ranked {
		return "", fmt.Errorf("elements literal type must have static shape")
	}
	body = strings.TrimSpace(body)
	if body == "" {
		return "", nil
	}
	comma := topLevelComma(body)
	if comma < 0 {
		return "", fmt.Errorf("expected ','")
	}
	idx, vals := strings.TrimSpace(body[:comma]), strings.TrimSpace(body[comma+1:])
	ishape, err := literalShape(idx, I64)
	if err != nil {
		return "", err
	}
	if ishape == nil {
		ishape = []int64{1, int64(len(dims))}
	}
	icanon, err := CanonicalDenseBody(idx, &RankedTensorType{Shape: ishape, Elem: I64})
	if err != nil {
		return "", err
	}
	vshape, err := literalShape(vals, st.ElementType())
	if err != nil {
		return "", err
	}
	if vshape == nil {
		vshape = []int64{ishape[0]}
	}
	if len(ishape) == 2 && ishape[1] != int64(len(dims)) || len(ishape) != 2 && (len(ishape) != 1 || len(dims) != 1) ||
		len(vshape) != 1 || vshape[0] != ishape[0] {
		return "", fmt.Errorf("expected shape (%s); inferred shape of indices literal (%s); inferred shape of values literal (%s)",
			shapeList(dims), shapeList(ishape), shapeList(vshape))
	}
	if err := checkSparseIndices(idx, ishape, dims, t); err != nil {
		return "", err
	}
	vcanon, err := CanonicalDenseBody(vals, &RankedTensorType{Shape: vshape, Elem: st.ElementType()})
	if err != nil {
		return "", err
	}
	for _, d := range ishape {
		if d == 0 {
			return "", nil
		}
	}
	return icanon + ", " + vcanon, nil
}

// topLevelComma returns the index of the first comma of s outside
// brackets, parentheses and strings, or -1.
func topLevelComma(s string) int {
	depth, quoted := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quoted:
			if c == '\\' {
				i++
			} else if c == '"' {
				quoted = false
			}
		case c == '"':
			quoted = true
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			depth--
		case c == ',' && depth == 0:
			return i
		}
	}
	return -1
}

// literalShape is the shape of an elements literal written as nested
// lists, nil for a single element (or a hex string).
func literalShape(body string, elem Type) ([]int64, error) {
	if !strings.HasPrefix(body, "[") {
		return nil, nil
	}
	k, ok := denseKindOf(elem)
	if !ok {
		// Elements memopt does not model (strings of a dialect's type):
		// only the nesting of the lists counts.
		if shape, i, ok := listShape(body, 0); ok && strings.TrimSpace(body[i:]) == "" {
			return shape, nil
		}
		return nil, fmt.Errorf("invalid element type for elements literal: %s", elem)
	}
	dp := &denseParser{s: body, k: k}
	var vals []uint64
	return dp.list(&vals, 0)
}

// listShape returns the shape of the nested list that starts at s[i]
// ('['), whose elements are string literals or other text up to the next
// ',' or ']', and the index after it; ok is false when the list is not
// well formed or its sublists differ in shape.
func listShape(s string, i int) (shape []int64, end int, ok bool) {
	skip := func() {
		for i < len(s) && (s[i] == ' ' || s[i] == '\n' || s[i] == '\t') {
			i++
		}
	}
	i++ // '['
	skip()
	var n int64
	var inner []int64
	first := true
	for i < len(s) && s[i] != ']' {
		var sub []int64
		if s[i] == '[' {
			var ok bool
			if sub, i, ok = listShape(s, i); !ok {
				return nil, 0, false
			}
		} else {
			for i < len(s) && s[i] != ',' && s[i] != ']' {
				if s[i] == '"' {
					for i++; i < len(s) && s[i] != '"'; i++ {
						if s[i] == '\\' {
							i++
						}
					}
				} else if s[i] == '[' {
					return nil, 0, false
				}
				i++
			}
		}
		if !first && !sameShape(sub, inner) {
			return nil, 0, false
		}
		inner, first = sub, false
		n++
		skip()
		if i < len(s) && s[i] == ',' {
			i++
			skip()
		}
	}
	if i >= len(s) {
		return nil, 0, false
	}
	return append([]int64{n}, inner...), i + 1, true
}

// checkSparseIndices reports an index outside the shape dims (MLIR's
// SparseElementsAttr::verify).
func checkSparseIndices(idx string, ishape, dims []int64, t Type) error {
	k, _ := denseKindOf(I64)
	n := int64(1)
	for _, d := range ishape {
		n *= d
	}
	vals, splat, err := parseDenseBody(idx, k, ishape, n, t)
	if err != nil {
		return err
	}
	rank := int64(len(dims))
	for i := int64(0); i < ishape[0]; i++ {
		index := make([]int64, rank)
		inside := true
		for j := int64(0); j < rank; j++ {
			v := int64(vals[0])
			if !splat {
				v = int64(vals[i*rank+j])
			}
			index[j] = v
			if v < 0 || dims[j] >= 0 && v >= dims[j] {
				inside = false
			}
		}
		if !inside {
			return fmt.Errorf("sparse index #%d is not contained within the value shape, with index=%s, and type='%s'", i, shapeList(index), t)
		}
	}
	return nil
}
