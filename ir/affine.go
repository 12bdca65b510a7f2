package ir

import (
	"strconv"
	"strings"
)

// AffineExprKind is the kind of an affine expression node.
type AffineExprKind int

// Affine expression kinds.
const (
	AffineDim AffineExprKind = iota
	AffineSymbol
	AffineConst
	AffineAdd
	AffineMul
	AffineMod
	AffineFloorDiv
	AffineCeilDiv
)

// AffineExpr is an affine expression tree: d0, s1, 42, or a binary node.
type AffineExpr struct {
	Kind AffineExprKind
	// Pos is the dim/symbol position, or the constant value.
	Pos int64
	// LHS and RHS are the operands of binary nodes.
	LHS, RHS *AffineExpr
}

// AffineMap is `(d0, d1)[s0] -> (results)`.
type AffineMap struct {
	NumDims, NumSyms int
	Results          []*AffineExpr
}

// IntegerSet is `(d0)[s0] : (constraints)`; Eq[i] marks `== 0`, else `>= 0`.
type IntegerSet struct {
	NumDims, NumSyms int
	Constraints      []*AffineExpr
	Eq               []bool
}

// DimExpr returns d<i>.
func DimExpr(i int) *AffineExpr { return &AffineExpr{Kind: AffineDim, Pos: int64(i)} }

// SymExpr returns s<i>.
func SymExpr(i int) *AffineExpr { return &AffineExpr{Kind: AffineSymbol, Pos: int64(i)} }

// ConstExpr returns a constant expression.
func ConstExpr(v int64) *AffineExpr { return &AffineExpr{Kind: AffineConst, Pos: v} }

// IsIdentity reports whether m is (d0, ..., dn) -> (d0, ..., dn).
func (m *AffineMap) IsIdentity() bool {
	if m.NumSyms != 0 || len(m.Results) != m.NumDims {
		return false
	}
	for i, r := range m.Results {
		if r.Kind != AffineDim || r.Pos != int64(i) {
			return false
		}
	}
	return true
}

func (m *AffineMap) String() string {
	var sb strings.Builder
	writeDimsSyms(&sb, m.NumDims, m.NumSyms)
	sb.WriteString(" -> (")
	for i, r := range m.Results {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(r.String())
	}
	sb.WriteByte(')')
	return sb.String()
}

func (s *IntegerSet) String() string {
	var sb strings.Builder
	writeDimsSyms(&sb, s.NumDims, s.NumSyms)
	sb.WriteString(" : (")
	for i, c := range s.Constraints {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(c.String())
		if s.Eq[i] {
			sb.WriteString(" == 0")
		} else {
			sb.WriteString(" >= 0")
		}
	}
	sb.WriteByte(')')
	return sb.String()
}

func writeDimsSyms(sb *strings.Builder, nd, ns int) {
	sb.WriteByte('(')
	for i := 0; i < nd; i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("d" + strconv.Itoa(i))
	}
	sb.WriteByte(')')
	if ns > 0 {
		sb.WriteByte('[')
		for i := 0; i < ns; i++ {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString("s" + strconv.Itoa(i))
		}
		sb.WriteByte(']')
	}
}

// String prints the expression as MLIR does (binary ops with the
// precedence-driven parenthesization of mlir-opt's printer).
func (e *AffineExpr) String() string {
	var sb strings.Builder
	e.write(&sb, false)
	return sb.String()
}

func (e *AffineExpr) write(sb *strings.Builder, paren bool) {
	switch e.Kind {
	case AffineDim:
		sb.WriteString("d" + strconv.FormatInt(e.Pos, 10))
		return
	case AffineSymbol:
		sb.WriteString("s" + strconv.FormatInt(e.Pos, 10))
		return
	case AffineConst:
		sb.WriteString(strconv.FormatInt(e.Pos, 10))
		return
	}
	if paren {
		sb.WriteByte('(')
	}
	switch e.Kind {
	case AffineAdd:
		e.LHS.write(sb, false)
		// a + (b * -1) prints as a - b; a + -c prints as a - c.
		if e.RHS.Kind == AffineMul && e.RHS.RHS.Kind == AffineConst && e.RHS.RHS.Pos == -1 {
			sb.WriteString(" - ")
			e.RHS.LHS.write(sb, e.RHS.LHS.Kind == AffineAdd)
		} else if e.RHS.Kind == AffineConst && e.RHS.Pos < 0 {
			sb.WriteString(" - " + strconv.FormatInt(-e.RHS.Pos, 10))
		} else {
			sb.WriteString(" + ")
			e.RHS.write(sb, e.RHS.Kind == AffineAdd)
		}
	default:
		op := map[AffineExprKind]string{AffineMul: " * ", AffineMod: " mod ", AffineFloorDiv: " floordiv ", AffineCeilDiv: " ceildiv "}[e.Kind]
		e.LHS.write(sb, e.LHS.Kind == AffineAdd)
		sb.WriteString(op)
		e.RHS.write(sb, e.RHS.Kind >= AffineAdd)
	}
	if paren {
		sb.WriteByte(')')
	}
}
