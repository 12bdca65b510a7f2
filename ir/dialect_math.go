package ir

// The math dialect: elementwise mathematical functions on scalars, vectors
// and tensors. Every op is Pure.

// mathFloatUnary are `%r = math.op %a [fastmath<..>] : t`.
var mathFloatUnary = []string{
	"absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh",
	"erf", "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2",
	"round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
}

// mathFloatBinary are `%r = math.op %a, %b [fastmath<..>] : t`.
var mathFloatBinary = []string{"atan2", "copysign", "powf"}

// mathIntUnary are `%r = math.op %a : t` on integers.
var mathIntUnary = []string{"absi", "ctlz", "cttz", "ctpop"}

// mathClassify are `%r = math.op %a [fastmath<..>] : t` returning i1-like.
var mathClassify = []string{"isfinite", "isinf", "isnan", "isnormal"}

func init() {
	var defs []*OpDef
	for _, n := range mathFloatUnary {
		defs = append(defs, &OpDef{
			Name: "math." + n, Summary: "floating point unary function", Traits: Pure,
			Syntax:    "%r = math." + n + " %a : f32",
			Inherent:  []string{"fastmath"},
			Args:      "operand:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(1), nResults(1), sameOperandsAndResultType),
		})
	}
	for _, n := range mathFloatBinary {
		defs = append(defs, &OpDef{
			Name: "math." + n, Summary: "floating point binary function", Traits: Pure,
			Syntax:    "%r = math." + n + " %a, %b : f32",
			Inherent:  []string{"fastmath"},
			Args:      "lhs:FloatLike, rhs:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(2), nResults(1), sameOperandsAndResultType),
		})
	}
	for _, n := range mathIntUnary {
		defs = append(defs, &OpDef{
			Name: "math." + n, Summary: "integer unary function", Traits: Pure,
			Syntax:    "%r = math." + n + " %a : i32",
			Args:      "operand:SignlessIntegerLike",
			Results:   "result:SignlessIntegerLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$operand attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(1), nResults(1), sameOperandsAndResultType),
		})
	}
	for _, n := range mathClassify {
		defs = append(defs, &OpDef{
			Name: "math." + n, Summary: "floating point classification", Traits: Pure,
			Syntax:    "%r = math." + n + " %a : f32",
			Inherent:  []string{"fastmath"},
			Args:      "operand:FloatLike, " + arithFastmathArg,
			Results:   "result:BoolLike",
			TypeRules: "result = i1like(operand)",
			Format:    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
			Verify:    verifyAll(nOperands(1), nResults(1)),
		})
	}
	defs = append(defs,
		&OpDef{
			Name: "math.fma", Summary: "floating point fused multiply-add", Traits: Pure,
			Syntax:    "%r = math.fma %a, %b, %c : f32",
			Inherent:  []string{"fastmath"},
			Args:      "a:FloatLike, b:FloatLike, c:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(3), nResults(1), sameOperandsAndResultType),
		},
		&OpDef{
			Name: "math.fpowi", Summary: "floating point raised to a signed integer power", Traits: Pure,
			Syntax:    "%r = math.fpowi %a, %b : f32, i32",
			Inherent:  []string{"fastmath"},
			Args:      "lhs:FloatLike, rhs:SignlessIntegerLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "result = lhs",
			Format:    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
			Verify:    verifyAll(nOperands(2), nResults(1)),
		},
		&OpDef{
			Name: "math.ipowi", Summary: "signed integer raised to the power of operation", Traits: Pure,
			Syntax:    "%r = math.ipowi %a, %b : i32",
			Args:      "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike",
			Results:   "result:SignlessIntegerLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(2), nResults(1), sameOperandsAndResultType),
		},
		&OpDef{
			Name: "math.sincos", Summary: "sine and cosine of the specified value", Traits: Pure,
			Syntax:      "%sin, %cos = math.sincos %a : f32",
			ResultNames: []string{"sin", "cos"},
			Inherent:    []string{"fastmath"},
			Args:        "operand:FloatLike, " + arithFastmathArg,
			Results:     "sin:FloatLike, cos:FloatLike",
			TypeRules:   "AllTypesMatch<operand, sin, cos>",
			Format:      "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
			Verify:      verifyAll(nOperands(1), nResults(2)),
		},
		&OpDef{
			Name: "math.clampf", Summary: "floating point clamping operation", Traits: Pure,
			Syntax:    "%r = math.clampf %v to [%lo, %hi] : f32",
			Inherent:  []string{"fastmath"},
			Args:      "value:FloatLike, min:FloatLike, max:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(3), nResults(1), sameOperandsAndResultType),
		},
	)
	Register(defs...)
}
