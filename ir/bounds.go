package ir

import "math"

// Value bounds: constant ranges of integer and index values and of the
// dynamic dimensions of shaped values (MLIR's ValueBoundsOpInterface). Each
// op kind that can say something about its results describes it with
// OpDef.Bounds; the analysis that follows values through ops, loops, block
// arguments and calls is ir/valuebounds.

// Range is a closed range of integers [Lo, Hi]; a side without its Has
// flag is unknown (unbounded).
type Range struct {
	Lo, Hi       int64
	HasLo, HasHi bool
}

// Exact returns the range holding only c.
func Exact(c int64) Range { return Range{Lo: c, Hi: c, HasLo: true, HasHi: true} }

// Unbounded is the range that says nothing.
var Unbounded = Range{}

// Const returns the value of a range holding one integer.
func (r Range) Const() (int64, bool) { return r.Lo, r.HasLo && r.HasHi && r.Lo == r.Hi }

// Join returns the smallest range holding both r and o.
func (r Range) Join(o Range) Range {
	return Range{Lo: min(r.Lo, o.Lo), Hi: max(r.Hi, o.Hi), HasLo: r.HasLo && o.HasLo, HasHi: r.HasHi && o.HasHi}
}

// Meet returns the intersection of r and o (each side the tighter known
// one).
func (r Range) Meet(o Range) Range {
	out := r
	if o.HasLo && (!r.HasLo || o.Lo > r.Lo) {
		out.Lo, out.HasLo = o.Lo, true
	}
	if o.HasHi && (!r.HasHi || o.Hi < r.Hi) {
		out.Hi, out.HasHi = o.Hi, true
	}
	return out
}

// AtLeast returns r with its lower side raised to lo (sizes are never
// negative).
func (r Range) AtLeast(lo int64) Range { return r.Meet(Range{Lo: lo, HasLo: true}) }

// addOv and mulOv add and multiply, reporting overflow of int64.
func addOv(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0)
}

func mulOv(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, false
	}
	p := a * b
	return p, p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64)
}

// RangeAdd is the range of x + y.
func RangeAdd(x, y Range) Range {
	var out Range
	if x.HasLo && y.HasLo {
		if s, ov := addOv(x.Lo, y.Lo); !ov {
			out.Lo, out.HasLo = s, true
		}
	}
	if x.HasHi && y.HasHi {
		if s, ov := addOv(x.Hi, y.Hi); !ov {
			out.Hi, out.HasHi = s, true
		}
	}
	return out
}

// RangeNeg is the range of -x.
func RangeNeg(x Range) Range {
	var out Range
	if x.HasHi && x.Hi != math.MinInt64 {
		out.Lo, out.HasLo = -x.Hi, true
	}
	if x.HasLo && x.Lo != math.MinInt64 {
		out.Hi, out.HasHi = -x.Lo, true
	}
	return out
}

// RangeSub is the range of x - y.
func RangeSub(x, y Range) Range { return RangeAdd(x, RangeNeg(y)) }

// corners applies f to the four corners of two ranges known on both
// sides; ok is false when a side is unknown or f fails at a corner.
func corners(x, y Range, f func(a, b int64) (int64, bool)) (Range, bool) {
	if !x.HasLo || !x.HasHi || !y.HasLo || !y.HasHi {
		return Unbounded, false
	}
	out := Range{Lo: math.MaxInt64, Hi: math.MinInt64, HasLo: true, HasHi: true}
	for _, a := range [2]int64{x.Lo, x.Hi} {
		for _, b := range [2]int64{y.Lo, y.Hi} {
			v, ok := f(a, b)
			if !ok {
				return Unbounded, false
			}
			out.Lo, out.Hi = min(out.Lo, v), max(out.Hi, v)
		}
	}
	return out, true
}

// RangeMul is the range of x * y. A product is monotone in each factor
// of fixed sign, so the corners give it; with a side unknown, factors
// known to be non-negative still give the lower side.
func RangeMul(x, y Range) Range {
	if _, ok := x.Const(); ok {
		x, y = y, x
	}
	if c, ok := y.Const(); ok {
		// A constant factor scales each known side on its own.
		if c < 0 {
			x, c = RangeNeg(x), -c
		}
		var out Range
		if x.HasLo {
			if p, ov := mulOv(x.Lo, c); !ov {
				out.Lo, out.HasLo = p, true
			}
		}
		if x.HasHi {
			if p, ov := mulOv(x.Hi, c); !ov {
				out.Hi, out.HasHi = p, true
			}
		}
		return out
	}
	if r, ok := corners(x, y, func(a, b int64) (int64, bool) {
		p, ov := mulOv(a, b)
		return p, !ov
	}); ok {
		return r
	}
	if x.HasLo && y.HasLo && x.Lo >= 0 && y.Lo >= 0 {
		if p, ov := mulOv(x.Lo, y.Lo); !ov {
			return Range{Lo: p, HasLo: true}
		}
	}
	return Unbounded
}

// RangeDiv is the range of x / y for the integer division div (truncating,
// floor or ceiling) when y is known and positive: each such division is
// monotone in x and, for x of fixed sign, in y, so the corners give it.
// A non-negative x with an unknown upper side keeps its lower side.
func RangeDiv(x, y Range, div func(a, b int64) int64) Range {
	if !y.HasLo || y.Lo <= 0 {
		return Unbounded
	}
	if r, ok := corners(x, y, func(a, b int64) (int64, bool) { return div(a, b), true }); ok {
		return r
	}
	if x.HasLo && x.Lo >= 0 && y.HasHi {
		return Range{Lo: div(x.Lo, y.Hi), HasLo: true}
	}
	return Unbounded
}

// TruncDiv, FloorDiv and CeilDiv are the integer divisions RangeDiv takes
// (b > 0).
func TruncDiv(a, b int64) int64 { return a / b }

// FloorDiv rounds the quotient down.
func FloorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// CeilDiv rounds the quotient up.
func CeilDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a > 0 {
		q++
	}
	return q
}

// RangeRem is the range of x mod y for y known and positive, x
// non-negative: [0, min(x.Hi, y.Hi-1)].
func RangeRem(x, y Range) Range {
	if !y.HasLo || y.Lo <= 0 || !x.HasLo || x.Lo < 0 {
		return Unbounded
	}
	out := Range{Lo: 0, HasLo: true}
	if y.HasHi {
		out.Hi, out.HasHi = y.Hi-1, true
	}
	if x.HasHi {
		out = out.Meet(Range{Hi: x.Hi, HasHi: true})
		if x.Hi < y.Lo {
			return x // smaller than every divisor: unchanged
		}
	}
	return out
}

// RangeMin is the range of min(x, y); RangeMax of max(x, y).
func RangeMin(x, y Range) Range {
	out := Range{Lo: min(x.Lo, y.Lo), HasLo: x.HasLo && y.HasLo}
	switch {
	case x.HasHi && y.HasHi:
		out.Hi, out.HasHi = min(x.Hi, y.Hi), true
	case x.HasHi:
		out.Hi, out.HasHi = x.Hi, true
	case y.HasHi:
		out.Hi, out.HasHi = y.Hi, true
	}
	return out
}

// RangeMax is the range of max(x, y).
func RangeMax(x, y Range) Range { return RangeNeg(RangeMin(RangeNeg(x), RangeNeg(y))) }

// BoundsQuery gives a bounds hook the ranges of the values its op uses.
type BoundsQuery interface {
	// Value returns the range of an integer or index value.
	Value(v *Value) Range
	// Dim returns the range of dimension d of a ranked shaped value.
	Dim(v *Value, d int) Range
}

// BoundsInterface describes what an op says about the values it defines
// (MLIR's ValueBoundsOpInterface: populateBoundsForIndexValue and
// populateBoundsForShapedValueDim). Either function may be nil.
type BoundsInterface struct {
	// Value returns the range of the op's integer or index result i.
	Value func(op *Operation, result int, q BoundsQuery) Range
	// Dim returns the range of dynamic dimension d of the op's shaped
	// result i (static dimensions are known without asking).
	Dim func(op *Operation, result, d int, q BoundsQuery) Range
}

// IntBits returns the width of an integer type (64 for index), or 0.
func IntBits(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *IndexType:
		return 64
	}
	return 0
}

// fitsSigned reports whether r fits a signed integer of bits bits.
func fitsSigned(r Range, bits int) bool {
	if bits >= 64 {
		return true
	}
	lim := int64(1) << (bits - 1)
	return r.HasLo && r.HasHi && r.Lo >= -lim && r.Hi < lim
}

// Bounds models of the ops whose definitions take them.

// binaryBounds is the model of an integer binary op computing f over the
// ranges of its two operands; results that may wrap are unbounded.
func binaryBounds(f func(x, y Range) Range) *BoundsInterface {
	return &BoundsInterface{Value: func(op *Operation, result int, q BoundsQuery) Range {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return Unbounded
		}
		r := f(q.Value(op.Operand(0)), q.Value(op.Operand(1)))
		if bits := IntBits(op.Result(0).Type()); bits == 0 || !fitsSigned(r, bits) {
			return Unbounded
		}
		return r
	}}
}

// nonNegBinary wraps an unsigned op's range function: it only applies
// when both operands are known to be non-negative (then unsigned and
// signed agree).
func nonNegBinary(f func(x, y Range) Range) func(x, y Range) Range {
	return func(x, y Range) Range {
		if !x.HasLo || x.Lo < 0 || !y.HasLo || y.Lo < 0 {
			return Unbounded
		}
		return f(x, y)
	}
}

// divBounds is RangeDiv with a fixed division.
func divBounds(div func(a, b int64) int64) func(x, y Range) Range {
	return func(x, y Range) Range { return RangeDiv(x, y, div) }
}

// castBounds is the model of an integer cast: the value is kept when it
// fits the result type (nonNeg: only non-negative values are kept, for
// zero extension and unsigned casts).
func castBounds(nonNeg bool) *BoundsInterface {
	return &BoundsInterface{Value: func(op *Operation, result int, q BoundsQuery) Range {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return Unbounded
		}
		r := q.Value(op.Operand(0))
		if nonNeg && (!r.HasLo || r.Lo < 0) {
			return Unbounded
		}
		bits := min(IntBits(op.Operand(0).Type()), IntBits(op.Result(0).Type()))
		if bits == 0 || !fitsSigned(r, bits) {
			return Unbounded
		}
		return r
	}}
}

// constantBounds is the model of integer constants.
var constantBounds = &BoundsInterface{Value: func(op *Operation, result int, q BoundsQuery) Range {
	if c, ok := ConstantInt(op.Result(result)); ok {
		return Exact(c)
	}
	return Unbounded
}}

// arithSelectBounds: a select is one of its two values.
var arithSelectBounds = &BoundsInterface{
	Value: func(op *Operation, result int, q BoundsQuery) Range {
		if op.NumOperands() != 3 {
			return Unbounded
		}
		return q.Value(op.Operand(1)).Join(q.Value(op.Operand(2)))
	},
	Dim: func(op *Operation, result, d int, q BoundsQuery) Range {
		if op.NumOperands() != 3 {
			return Unbounded
		}
		return q.Dim(op.Operand(1), d).Join(q.Dim(op.Operand(2), d))
	},
}

// arithBounds are the bounds models of the arith family ops.
var arithBounds = map[string]*BoundsInterface{
	"addi":       binaryBounds(RangeAdd),
	"subi":       binaryBounds(RangeSub),
	"muli":       binaryBounds(RangeMul),
	"divsi":      binaryBounds(divBounds(TruncDiv)),
	"divui":      binaryBounds(nonNegBinary(divBounds(TruncDiv))),
	"ceildivsi":  binaryBounds(divBounds(CeilDiv)),
	"ceildivui":  binaryBounds(nonNegBinary(divBounds(CeilDiv))),
	"floordivsi": binaryBounds(divBounds(FloorDiv)),
	"remsi":      binaryBounds(RangeRem),
	"remui":      binaryBounds(nonNegBinary(RangeRem)),
	"minsi":      binaryBounds(RangeMin),
	"maxsi":      binaryBounds(RangeMax),
	"minui":      binaryBounds(nonNegBinary(RangeMin)),
	"maxui":      binaryBounds(nonNegBinary(RangeMax)),
	"index_cast": castBounds(false),
	"extsi":      castBounds(false),
	"trunci":     castBounds(false),
	// index_castui and extui read the operand as unsigned.
	"index_castui": castBounds(true),
	"extui":        castBounds(true),
}

// indexBounds are the bounds models of the index family ops.
var indexBounds = map[string]*BoundsInterface{
	"add":       binaryBounds(RangeAdd),
	"sub":       binaryBounds(RangeSub),
	"mul":       binaryBounds(RangeMul),
	"maxs":      binaryBounds(RangeMax),
	"mins":      binaryBounds(RangeMin),
	"maxu":      binaryBounds(nonNegBinary(RangeMax)),
	"minu":      binaryBounds(nonNegBinary(RangeMin)),
	"divs":      binaryBounds(divBounds(TruncDiv)),
	"divu":      binaryBounds(nonNegBinary(divBounds(TruncDiv))),
	"ceildivs":  binaryBounds(divBounds(CeilDiv)),
	"ceildivu":  binaryBounds(nonNegBinary(divBounds(CeilDiv))),
	"floordivs": binaryBounds(divBounds(FloorDiv)),
	"rems":      binaryBounds(RangeRem),
	"remu":      binaryBounds(nonNegBinary(RangeRem)),
	"casts":     castBounds(false),
	"castu":     castBounds(true),
}

// AffineExprRange evaluates an affine expression over the ranges of its
// dims and symbols (monotone pieces: sums, products, divisions and
// remainders by positive constants).
func AffineExprRange(e *AffineExpr, dims, syms []Range) Range {
	switch e.Kind {
	case AffineConst:
		return Exact(e.Pos)
	case AffineDim:
		if int(e.Pos) < len(dims) {
			return dims[e.Pos]
		}
	case AffineSymbol:
		if int(e.Pos) < len(syms) {
			return syms[e.Pos]
		}
	case AffineAdd:
		return RangeAdd(AffineExprRange(e.LHS, dims, syms), AffineExprRange(e.RHS, dims, syms))
	case AffineMul:
		return RangeMul(AffineExprRange(e.LHS, dims, syms), AffineExprRange(e.RHS, dims, syms))
	case AffineFloorDiv:
		return RangeDiv(AffineExprRange(e.LHS, dims, syms), AffineExprRange(e.RHS, dims, syms), FloorDiv)
	case AffineCeilDiv:
		return RangeDiv(AffineExprRange(e.LHS, dims, syms), AffineExprRange(e.RHS, dims, syms), CeilDiv)
	case AffineMod:
		// Affine mod is never negative for a positive divisor.
		x, y := AffineExprRange(e.LHS, dims, syms), AffineExprRange(e.RHS, dims, syms)
		if r := RangeRem(x, y); r.HasLo {
			return r
		}
		if y.HasLo && y.Lo > 0 && y.HasHi {
			return Range{Lo: 0, Hi: y.Hi - 1, HasLo: true, HasHi: true}
		}
	}
	return Unbounded
}

// affineOperandRanges returns the ranges of an affine op's map inputs.
func affineOperandRanges(op *Operation, q BoundsQuery) (*AffineMap, []Range, []Range) {
	ma, ok := op.Attr("map").(*AffineMapAttr)
	if !ok || ma.Map == nil || op.NumOperands() != ma.Map.NumDims+ma.Map.NumSyms {
		return nil, nil, nil
	}
	m := ma.Map
	dims := make([]Range, m.NumDims)
	syms := make([]Range, m.NumSyms)
	for i := range dims {
		dims[i] = q.Value(op.Operand(i))
	}
	for i := range syms {
		syms[i] = q.Value(op.Operand(m.NumDims + i))
	}
	return m, dims, syms
}

// affineBounds is the model of affine.apply (one result expression),
// affine.min (the smallest of its expressions) and affine.max (the
// largest); combine is nil for affine.apply.
func affineBounds(combine func(x, y Range) Range) *BoundsInterface {
	return &BoundsInterface{Value: func(op *Operation, result int, q BoundsQuery) Range {
		m, dims, syms := affineOperandRanges(op, q)
		if m == nil || len(m.Results) == 0 || (combine == nil && len(m.Results) != 1) {
			return Unbounded
		}
		r := AffineExprRange(m.Results[0], dims, syms)
		for _, e := range m.Results[1:] {
			r = combine(r, AffineExprRange(e, dims, syms))
		}
		return r
	}}
}

// dynamicSizeBounds is the model of ops whose operands are the sizes of
// their result's dynamic dimensions, in order (memref.alloc's
// dynamicSizes, tensor.empty, memref.view's sizes after the source and
// the shift); first is the index of the first size operand, seg the
// operand segment that holds them (-1: first to the end).
func dynamicSizeBounds(first, seg int) *BoundsInterface {
	return &BoundsInterface{Dim: func(op *Operation, result, d int, q BoundsQuery) Range {
		shaped, ok := op.Result(result).Type().(ShapedType)
		if !ok {
			return Unbounded
		}
		shape, ok := shaped.Dims()
		if !ok || d >= len(shape) {
			return Unbounded
		}
		var sizes []*Value
		if seg >= 0 {
			sizes = OperandSegment(op, seg)
			if sizes == nil && OperandSegmentSizes(op) == nil {
				sizes = op.Operands()[first:]
			}
		} else if first <= op.NumOperands() {
			sizes = op.Operands()[first:]
		}
		k := 0
		for i := 0; i < d; i++ {
			if shape[i] == Dynamic {
				k++
			}
		}
		if k >= len(sizes) {
			return Unbounded
		}
		return q.Value(sizes[k]).AtLeast(0)
	}}
}

// sliceBounds is the model of slices (memref.subview,
// tensor.extract_slice): a result dimension is the size the op takes
// there. Rank-reduced results map their dimensions to the sizes that are
// not a static 1 when that count matches; otherwise they say nothing.
// sizeSeg is the operand segment of the dynamic sizes.
func sliceBounds(sizeSeg int) *BoundsInterface {
	return &BoundsInterface{Dim: func(op *Operation, result, d int, q BoundsQuery) Range {
		static, ok := op.Attr("static_sizes").(*DenseArrayAttr)
		if !ok {
			return Unbounded
		}
		sizes := mixedFold(static.Values, OperandSegment(op, sizeSeg))
		shaped, ok := op.Result(result).Type().(ShapedType)
		if !ok {
			return Unbounded
		}
		shape, ok := shaped.Dims()
		if !ok || d >= len(shape) {
			return Unbounded
		}
		if len(sizes) != len(shape) {
			var kept []FoldResult
			for _, s := range sizes {
				if s.Value != nil || s.Const != 1 {
					kept = append(kept, s)
				}
			}
			if len(kept) != len(shape) {
				return Unbounded
			}
			sizes = kept
		}
		s := sizes[d]
		if s.Value == nil {
			return Exact(s.Const)
		}
		return q.Value(s.Value).AtLeast(0)
	}}
}

// sameShapeBounds is the model of ops whose result has the dimensions of
// their first operand (casts between shaped types of one rank, the
// bufferization conversions).
var sameShapeBounds = &BoundsInterface{Dim: func(op *Operation, result, d int, q BoundsQuery) Range {
	if op.NumOperands() == 0 {
		return Unbounded
	}
	src, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return Unbounded
	}
	dst, _ := op.Result(result).Type().(ShapedType)
	s, ok1 := src.Dims()
	t, ok2 := dst.Dims()
	if !ok1 || !ok2 || len(s) != len(t) {
		return Unbounded
	}
	return q.Dim(op.Operand(0), d)
}}

// dimBounds is the model of memref.dim and tensor.dim: the range of the
// dimension of the source that a constant index names.
var dimBounds = &BoundsInterface{Value: func(op *Operation, result int, q BoundsQuery) Range {
	if op.NumOperands() != 2 {
		return Unbounded
	}
	st, ok := op.Operand(0).Type().(ShapedType)
	if !ok {
		return Unbounded
	}
	shape, ok := st.Dims()
	if !ok || len(shape) == 0 {
		return Unbounded
	}
	i, ok := ConstantInt(op.Operand(1))
	if !ok {
		// Some dimension: any of them.
		r := q.Dim(op.Operand(0), 0)
		for d := 1; d < len(shape); d++ {
			r = r.Join(q.Dim(op.Operand(0), d))
		}
		return r
	}
	if i < 0 || i >= int64(len(shape)) {
		return Unbounded
	}
	return q.Dim(op.Operand(0), int(i))
}}
