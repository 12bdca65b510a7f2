package ir

import "math"

// The float folders of arith (MLIR's AddFOp, SubFOp, MulFOp, DivFOp,
// SIToFPOp, UIToFPOp and ExtFOp fold methods) for f32 and f64 scalars.
// Results that are not finite are left unfolded (memopt does not print
// computed NaN payloads as MLIR does).

// floatKind returns "f32" or "f64" for those types, "" otherwise.
func floatKind(t Type) string {
	if ft, ok := t.(*FloatType); ok && (ft.Kind == "f32" || ft.Kind == "f64") {
		return ft.Kind
	}
	return ""
}

// floatConst returns the value of a float constant attribute of type t.
func floatConst(a Attribute, t Type) (float64, bool) {
	f, ok := a.(*FloatAttr)
	if !ok || f.Type == nil || !TypesEqual(f.Type, t) {
		return 0, false
	}
	return f.Value, true
}

// roundTo rounds x to the precision of kind.
func roundTo(x float64, kind string) float64 {
	if kind == "f32" {
		return float64(float32(x))
	}
	return x
}

// isFloatConst reports whether v is a scalar float constant equal to c
// (with its sign, so that -0.0 and +0.0 differ).
func isFloatConst(v *Value, c float64) bool {
	x, ok := floatConst(ConstantOf(v), v.Type())
	return ok && x == c && math.Signbit(x) == math.Signbit(c)
}

// floatBinaryFold makes the folder of a float binary op: the identity
// (op(x, c) = x) first, then constant folding with eval.
func floatBinaryFold(identity float64, eval func(x, y float64, kind string) float64) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil, false
		}
		t := op.Result(0).Type()
		kind := floatKind(t)
		if kind == "" {
			return nil, false
		}
		if isFloatConst(op.Operand(1), identity) {
			return []Folded{FoldValue(op.Operand(0))}, true
		}
		x, okx := floatConst(operands[0], t)
		y, oky := floatConst(operands[1], t)
		if !okx || !oky {
			return nil, false
		}
		r := eval(x, y, kind)
		if math.IsNaN(r) || math.IsInf(r, 0) {
			return nil, false
		}
		return []Folded{FoldAttr(&FloatAttr{Value: r, Type: t})}, true
	}
}

var (
	foldAddF = floatBinaryFold(math.Copysign(0, -1), func(x, y float64, k string) float64 {
		if k == "f32" {
			return float64(float32(x) + float32(y))
		}
		return x + y
	})
	foldSubF = floatBinaryFold(0, func(x, y float64, k string) float64 {
		if k == "f32" {
			return float64(float32(x) - float32(y))
		}
		return x - y
	})
	foldMulF = floatBinaryFold(1, func(x, y float64, k string) float64 {
		if k == "f32" {
			return float64(float32(x) * float32(y))
		}
		return x * y
	})
	foldDivF = floatBinaryFold(1, func(x, y float64, k string) float64 {
		if k == "f32" {
			return float64(float32(x) / float32(y))
		}
		return x / y
	})
)

// foldIntToFloat folds arith.sitofp (signed) and arith.uitofp of an
// integer constant.
func foldIntToFloat(signed bool) FoldFunc {
	return func(op *Operation, operands []Attribute) ([]Folded, bool) {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return nil, false
		}
		t := op.Result(0).Type()
		kind := floatKind(t)
		w := intWidth(op.Operand(0).Type())
		if kind == "" || w == 0 {
			return nil, false
		}
		x, ok := intConst(operands[0], w)
		if !ok {
			return nil, false
		}
		var r float64
		switch {
		case signed && kind == "f32":
			r = float64(float32(signExtend(x, w)))
		case signed:
			r = float64(signExtend(x, w))
		case kind == "f32":
			r = float64(float32(x))
		default:
			r = float64(x)
		}
		return []Folded{FoldAttr(&FloatAttr{Value: r, Type: t})}, true
	}
}

// foldExtF folds arith.extf of an f32 constant to f64 (exact).
func foldExtF(op *Operation, operands []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 || floatKind(op.Operand(0).Type()) != "f32" || floatKind(op.Result(0).Type()) != "f64" {
		return nil, false
	}
	x, ok := floatConst(operands[0], op.Operand(0).Type())
	if !ok || math.IsNaN(x) {
		return nil, false
	}
	return []Folded{FoldAttr(&FloatAttr{Value: roundTo(x, "f32"), Type: op.Result(0).Type()})}, true
}

// foldBitcast folds arith.bitcast of a scalar constant between f32 and
// i32 or f64 and i64 (the same bits); NaN results are left unfolded.
func foldBitcast(op *Operation, operands []Attribute) ([]Folded, bool) {
	if op.NumOperands() != 1 || op.NumResults() != 1 || operands[0] == nil {
		return nil, false
	}
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	inKind, outKind := floatKind(in), floatKind(out)
	switch {
	case inKind != "" && intWidth(out) > 0:
		x, ok := floatConst(operands[0], in)
		if !ok || math.IsNaN(x) {
			return nil, false
		}
		if inKind == "f32" && intWidth(out) == 32 {
			return []Folded{FoldAttr(intAttrOf(uint64(math.Float32bits(float32(x))), out))}, true
		}
		if inKind == "f64" && intWidth(out) == 64 {
			if _, isIdx := out.(*IndexType); !isIdx {
				return []Folded{FoldAttr(intAttrOf(math.Float64bits(x), out))}, true
			}
		}
	case outKind != "" && intWidth(in) > 0:
		x, ok := intConst(operands[0], intWidth(in))
		if !ok {
			return nil, false
		}
		var r float64
		switch {
		case outKind == "f32" && intWidth(in) == 32:
			r = float64(math.Float32frombits(uint32(x)))
		case outKind == "f64" && intWidth(in) == 64:
			r = math.Float64frombits(x)
		default:
			return nil, false
		}
		if math.IsNaN(r) || math.IsInf(r, 0) {
			return nil, false
		}
		return []Folded{FoldAttr(&FloatAttr{Value: r, Type: out})}, true
	}
	return nil, false
}
