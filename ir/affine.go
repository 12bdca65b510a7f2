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
	writeJoined(&sb, len(m.Results), ", ", func(i int) { sb.WriteString(m.Results[i].String()) })
	sb.WriteByte(')')
	return sb.String()
}

func (s *IntegerSet) String() string {
	var sb strings.Builder
	writeDimsSyms(&sb, s.NumDims, s.NumSyms)
	sb.WriteString(" : (")
	writeJoined(&sb, len(s.Constraints), ", ", func(i int) {
		sb.WriteString(s.Constraints[i].String())
		if s.Eq[i] {
			sb.WriteString(" == 0")
		} else {
			sb.WriteString(" >= 0")
		}
	})
	sb.WriteByte(')')
	return sb.String()
}

func writeDimsSyms(sb *strings.Builder, nd, ns int) {
	sb.WriteByte('(')
	writeJoined(sb, nd, ", ", func(i int) { sb.WriteString("d" + strconv.Itoa(i)) })
	sb.WriteByte(')')
	if ns > 0 {
		sb.WriteByte('[')
		writeJoined(sb, ns, ", ", func(i int) { sb.WriteString("s" + strconv.Itoa(i)) })
		sb.WriteByte(']')
	}
}

// String prints the expression as mlir-opt does.
func (e *AffineExpr) String() string {
	var sb strings.Builder
	affineWriter{ws: sb.WriteString}.expr(e, false)
	return sb.String()
}

// affineWriter prints affine expressions the way MLIR's
// printAffineExprInternal does; leaf, when set, prints dims and symbols
// (e.g. as SSA operands), else they print as d0, s0.
type affineWriter struct {
	ws   func(string) (int, error)
	leaf func(e *AffineExpr)
}

func (w affineWriter) expr(e *AffineExpr, strong bool) {
	switch e.Kind {
	case AffineDim, AffineSymbol:
		if w.leaf != nil {
			w.leaf(e)
			return
		}
		if e.Kind == AffineDim {
			w.ws("d" + strconv.FormatInt(e.Pos, 10))
		} else {
			w.ws("s" + strconv.FormatInt(e.Pos, 10))
		}
		return
	case AffineConst:
		w.ws(strconv.FormatInt(e.Pos, 10))
		return
	}
	if strong {
		w.ws("(")
		defer w.ws(")")
	}
	lhs, rhs := e.LHS, e.RHS
	if e.Kind != AffineAdd {
		// x * -1 prints as -x.
		if e.Kind == AffineMul && rhs.Kind == AffineConst && rhs.Pos == -1 {
			w.ws("-")
			w.expr(lhs, true)
			return
		}
		w.expr(lhs, true)
		w.ws(map[AffineExprKind]string{AffineMul: " * ", AffineMod: " mod ", AffineFloorDiv: " floordiv ", AffineCeilDiv: " ceildiv "}[e.Kind])
		w.expr(rhs, true)
		return
	}
	// a + b * -1 prints as a - b, a + b * -c as a - b * c, a + -c as a - c.
	if rhs.Kind == AffineMul && rhs.RHS.Kind == AffineConst {
		if c := rhs.RHS.Pos; c == -1 {
			w.expr(lhs, false)
			w.ws(" - ")
			w.expr(rhs.LHS, rhs.LHS.Kind == AffineAdd)
			return
		} else if c < -1 {
			w.expr(lhs, false)
			w.ws(" - ")
			w.expr(rhs.LHS, true)
			w.ws(" * " + strconv.FormatInt(-c, 10))
			return
		}
	}
	if rhs.Kind == AffineConst && rhs.Pos < 0 {
		w.expr(lhs, false)
		w.ws(" - " + strconv.FormatInt(-rhs.Pos, 10))
		return
	}
	w.expr(lhs, false)
	w.ws(" + ")
	w.expr(rhs, false)
}

// Equal reports whether e and o are the same expression (MLIR uniques
// affine expressions, so structural equality is its pointer equality).
func (e *AffineExpr) Equal(o *AffineExpr) bool {
	if e == o {
		return true
	}
	if e == nil || o == nil || e.Kind != o.Kind || e.Pos != o.Pos {
		return false
	}
	if e.Kind < AffineAdd {
		return true
	}
	return e.LHS.Equal(o.LHS) && e.RHS.Equal(o.RHS)
}

// writeKey writes a structural key of e: its tree in prefix form, so that
// two expressions have the same key exactly when they are Equal (unlike
// their printed text: `d0 + (d1 + 5)` and `(d0 + d1) + 5` both print
// `d0 + d1 + 5`).
func (e *AffineExpr) writeKey(sb *strings.Builder) {
	sb.WriteByte(byte('a' + e.Kind))
	if e.Kind < AffineAdd {
		sb.WriteString(strconv.FormatInt(e.Pos, 10))
		sb.WriteByte(' ')
		return
	}
	e.LHS.writeKey(sb)
	e.RHS.writeKey(sb)
}

// Key returns a structural key of m: two maps have the same key exactly
// when they are the same map in MLIR's uniquing (same dimension and
// symbol counts, same expression trees), which the printed text does not
// tell apart.
func (m *AffineMap) Key() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(m.NumDims) + "," + strconv.Itoa(m.NumSyms) + ":")
	for _, r := range m.Results {
		r.writeKey(&sb)
		sb.WriteByte(';')
	}
	return sb.String()
}

// Key returns a structural key of s, as AffineMap.Key does for maps.
func (s *IntegerSet) Key() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(s.NumDims) + "," + strconv.Itoa(s.NumSyms) + ":")
	for i, c := range s.Constraints {
		c.writeKey(&sb)
		if s.Eq[i] {
			sb.WriteByte('=')
		}
		sb.WriteByte(';')
	}
	return sb.String()
}

// IsSymbolicOrConstant reports whether e has no dims.
func (e *AffineExpr) IsSymbolicOrConstant() bool {
	switch e.Kind {
	case AffineDim:
		return false
	case AffineSymbol, AffineConst:
		return true
	}
	return e.LHS.IsSymbolicOrConstant() && e.RHS.IsSymbolicOrConstant()
}

// LargestKnownDivisor is MLIR's AffineExpr::getLargestKnownDivisor.
func (e *AffineExpr) LargestKnownDivisor() int64 {
	switch e.Kind {
	case AffineDim, AffineSymbol:
		return 1
	case AffineConst:
		if e.Pos < 0 {
			return -e.Pos
		}
		return e.Pos
	case AffineCeilDiv, AffineFloorDiv:
		if e.RHS.Kind == AffineConst && e.RHS.Pos != 0 {
			if d := e.LHS.LargestKnownDivisor(); d%e.RHS.Pos == 0 {
				q := d / e.RHS.Pos
				if q < 0 {
					q = -q
				}
				return q
			}
		}
		return 1
	case AffineMul:
		return e.LHS.LargestKnownDivisor() * e.RHS.LargestKnownDivisor()
	}
	return int64(gcd(uint64(e.LHS.LargestKnownDivisor()), uint64(e.RHS.LargestKnownDivisor())))
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

func modPos(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// AffineBin returns the binary expression a <k> b simplified the way
// MLIR's AffineExpr operators simplify (constant folding, constants and
// symbolic terms on the right, merging of like terms, ...), so that
// expressions print as mlir-opt prints them.
func AffineBin(k AffineExprKind, a, b *AffineExpr) *AffineExpr {
	var r *AffineExpr
	switch k {
	case AffineAdd:
		r = simplifyAdd(a, b)
	case AffineMul:
		r = simplifyMul(a, b)
	case AffineFloorDiv, AffineCeilDiv:
		r = simplifyDiv(a, b, k == AffineCeilDiv)
	case AffineMod:
		r = simplifyMod(a, b)
	}
	if r != nil {
		return r
	}
	return &AffineExpr{Kind: k, LHS: a, RHS: b}
}

// AffineAddExpr, AffineMulExpr and AffineNeg are AffineBin shorthands.
func AffineAddExpr(a, b *AffineExpr) *AffineExpr { return AffineBin(AffineAdd, a, b) }

// AffineMulExpr returns a * b (simplified).
func AffineMulExpr(a, b *AffineExpr) *AffineExpr { return AffineBin(AffineMul, a, b) }

// AffineNeg returns -e, that is e * -1 (simplified).
func AffineNeg(e *AffineExpr) *AffineExpr { return AffineMulExpr(e, ConstExpr(-1)) }

// outOfOrder reports whether lhs and rhs are two dimensions or two
// symbols with lhs the higher position: MLIR 22 orders the operands of a
// sum or product of two such leaves by position (`d2 + d1` is built as
// `d1 + d2`, `s1 * s0` as `s0 * s1`).
func outOfOrder(lhs, rhs *AffineExpr) bool {
	return lhs.Kind == rhs.Kind && (lhs.Kind == AffineDim || lhs.Kind == AffineSymbol) && lhs.Pos > rhs.Pos
}

func simplifyAdd(lhs, rhs *AffineExpr) *AffineExpr {
	lc, rc := lhs.Kind == AffineConst, rhs.Kind == AffineConst
	if lc && rc {
		return ConstExpr(lhs.Pos + rhs.Pos)
	}
	if lc || (lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant()) {
		return AffineAddExpr(rhs, lhs)
	}
	if outOfOrder(lhs, rhs) {
		return AffineAddExpr(rhs, lhs)
	}
	if rc && rhs.Pos == 0 {
		return lhs
	}
	lBin := lhs.Kind >= AffineAdd
	if lBin && rc && lhs.Kind == AffineAdd && lhs.RHS.Kind == AffineConst {
		return AffineAddExpr(lhs.LHS, ConstExpr(lhs.RHS.Pos+rhs.Pos))
	}
	// c1 * x + c2 * x -> (c1 + c2) * x.
	c1, first := int64(1), lhs
	if lhs.Kind == AffineMul && lhs.RHS.Kind == AffineConst {
		c1, first = lhs.RHS.Pos, lhs.LHS
	}
	c2, second := int64(1), rhs
	if rhs.Kind == AffineMul && rhs.RHS.Kind == AffineConst {
		c2, second = rhs.RHS.Pos, rhs.LHS
	}
	if first.Equal(second) {
		return AffineMulExpr(first, ConstExpr(c1+c2))
	}
	// (x + c) + y -> (x + y) + c.
	if lBin && lhs.Kind == AffineAdd && lhs.RHS.Kind == AffineConst {
		return AffineAddExpr(AffineAddExpr(lhs.LHS, rhs), lhs.RHS)
	}
	// x - (x floordiv q) * q -> x mod q.
	if rhs.Kind < AffineAdd {
		return nil
	}
	lrhs, rrhs := rhs.LHS, rhs.RHS
	if rrhs.Kind == AffineConst && rrhs.Pos == -1 && lrhs.Kind == AffineMul {
		llrhs, rlrhs := lrhs.LHS, lrhs.RHS
		if llrhs.Kind != AffineFloorDiv {
			return nil
		}
		if llrhs.RHS.Equal(rlrhs) && lhs.Equal(llrhs.LHS) {
			return AffineBin(AffineMod, lhs, rlrhs)
		}
	}
	if lrhs.Kind != AffineFloorDiv || rhs.Kind != AffineMul {
		return nil
	}
	if lhs.Equal(lrhs.LHS) && lrhs.RHS.Equal(AffineNeg(rrhs)) {
		return AffineBin(AffineMod, lhs, lrhs.RHS)
	}
	// (x + y) + (e floordiv q) * c: MLIR 22 adds the term to y first
	// when that simplifies (y symbolic: x + ((e floordiv q) * c + y)).
	if lBin && lhs.Kind == AffineAdd {
		if s := simplifyAdd(lhs.RHS, rhs); s != nil {
			return AffineAddExpr(lhs.LHS, s)
		}
	}
	return nil
}

func simplifyMul(lhs, rhs *AffineExpr) *AffineExpr {
	if lhs.Kind == AffineConst && rhs.Kind == AffineConst {
		return ConstExpr(lhs.Pos * rhs.Pos)
	}
	if !rhs.IsSymbolicOrConstant() || lhs.Kind == AffineConst {
		if !lhs.IsSymbolicOrConstant() {
			return nil // not affine; kept as written
		}
		return AffineMulExpr(rhs, lhs)
	}
	if outOfOrder(lhs, rhs) {
		return AffineMulExpr(rhs, lhs)
	}
	if rhs.Kind == AffineConst {
		if rhs.Pos == 1 {
			return lhs
		}
		if rhs.Pos == 0 {
			return rhs
		}
	}
	if lhs.Kind == AffineMul && lhs.RHS.Kind == AffineConst {
		if rhs.Kind == AffineConst {
			return AffineMulExpr(lhs.LHS, ConstExpr(lhs.RHS.Pos*rhs.Pos))
		}
		return AffineMulExpr(AffineMulExpr(lhs.LHS, rhs), lhs.RHS)
	}
	return nil
}

// simplifyDiv simplifies lhs floordiv rhs (ceil false) or lhs ceildiv rhs.
func simplifyDiv(lhs, rhs *AffineExpr, ceil bool) *AffineExpr {
	if rhs.Kind != AffineConst || rhs.Pos < 1 {
		return nil
	}
	c := rhs.Pos
	if lhs.Kind == AffineConst {
		if ceil {
			return ConstExpr(ceilDiv(lhs.Pos, c))
		}
		return ConstExpr(floorDiv(lhs.Pos, c))
	}
	if c == 1 {
		return lhs
	}
	if lhs.Kind == AffineMul && lhs.RHS.Kind == AffineConst && lhs.RHS.Pos%c == 0 {
		return AffineMulExpr(lhs.LHS, ConstExpr(lhs.RHS.Pos/c))
	}
	if !ceil && lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%c == 0 || lhs.RHS.LargestKnownDivisor()%c == 0 {
			return AffineAddExpr(AffineBin(AffineFloorDiv, lhs.LHS, rhs), AffineBin(AffineFloorDiv, lhs.RHS, rhs))
		}
	}
	return nil
}

func simplifyMod(lhs, rhs *AffineExpr) *AffineExpr {
	if rhs.Kind != AffineConst || rhs.Pos < 1 {
		return nil
	}
	c := rhs.Pos
	if lhs.Kind == AffineConst {
		return ConstExpr(modPos(lhs.Pos, c))
	}
	if lhs.LargestKnownDivisor()%c == 0 {
		return ConstExpr(0)
	}
	if lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%c == 0 {
			return AffineBin(AffineMod, lhs.RHS, rhs)
		}
		if lhs.RHS.LargestKnownDivisor()%c == 0 {
			return AffineBin(AffineMod, lhs.LHS, rhs)
		}
	}
	if lhs.Kind == AffineMod && lhs.RHS.Kind == AffineConst && lhs.RHS.Pos >= 1 && modPos(lhs.RHS.Pos, c) == 0 {
		return AffineBin(AffineMod, lhs.LHS, rhs)
	}
	return nil
}
