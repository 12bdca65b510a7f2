package ir

// The math dialect: elementwise mathematical functions on scalars, vectors
// and tensors. Every op is Pure.

// mathFamilies are the math ops of regular syntax: `%r = math.op %a
// [fastmath<..>] : t` and friends.
var mathFamilies = []family{
	{Names: "absf acos acosh asin asinh atan atanh cbrt ceil cos cosh erf erfc exp exp2 expm1 floor log log10 log1p log2 round roundeven rsqrt sin sinh sqrt tan tanh trunc",
		Summary: "floating point unary function", Operands: "operand:FloatLike", Result: "result:FloatLike", Flags: fastmath},
	{Names: "atan2 copysign powf", Summary: "floating point binary function",
		Operands: "lhs:FloatLike, rhs:FloatLike", Result: "result:FloatLike", Flags: fastmath},
	{Names: "absi ctlz cttz ctpop", Summary: "integer unary function", Operands: "operand:SignlessIntegerLike", Result: "result:SignlessIntegerLike"},
	{Names: "isfinite isinf isnan isnormal", Summary: "floating point classification", Operands: "operand:FloatLike",
		Result: "result:BoolLike", Flags: fastmath, Rules: "result = i1like(operand)", Types: "type($operand)"},
	{Names: "fma", Summary: "floating point fused multiply-add", Operands: "a:FloatLike, b:FloatLike, c:FloatLike", Result: "result:FloatLike", Flags: fastmath},
	{Names: "fpowi", Summary: "floating point raised to a signed integer power", Operands: "lhs:FloatLike, rhs:SignlessIntegerLike",
		Result: "result:FloatLike", Flags: fastmath, Rules: "result = lhs", Types: "type($lhs) `,` type($rhs)"},
	{Names: "ipowi", Summary: "signed integer raised to the power of operation", Operands: "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike", Result: "result:SignlessIntegerLike"},
	{Names: "sincos", Summary: "sine and cosine of the specified value", Operands: "operand:FloatLike", Result: "sin:FloatLike, cos:FloatLike",
		Flags: fastmath, Rules: "AllTypesMatch<operand, sin, cos>", Types: "type($operand)", ResultNames: []string{"sin", "cos"}},
}

func init() {
	RegisterDialect(&Dialect{Name: "math", Inliner: inlineAnyOp})
	Register(append(families("math", mathFamilies...), &OpDef{
		Name: "math.clampf", Summary: "floating point clamping operation", Traits: Pure,
		Args:      "value:FloatLike, min:FloatLike, max:FloatLike, " + arithFastmathArg,
		Results:   "result:FloatLike",
		TypeRules: "SameOperandsAndResultType",
		Format:    "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	})...)
}
