package ir

// The arith dialect: integer and floating point arithmetic, comparisons,
// casts, arith.select and arith.constant.

// Signature fragments shared by the arith ops.
const (
	arithOverflowArg = `overflowFlags:DefaultValuedAttr<DialectAttr<"#arith.overflow">, "#arith.overflow<none>">`
	arithFastmathArg = `fastmath:DefaultValuedAttr<DialectAttr<"#arith.fastmath">, "#arith.fastmath<none>">`
	// arithOptFastmathArg is the fastmath of the float casts, an optional
	// attribute in MLIR (not printed in generic form when absent).
	arithOptFastmathArg = `fastmath:OptionalAttr<DialectAttr<"#arith.fastmath">>`
	arithRoundingArg    = `roundingmode:OptionalAttr<I32EnumAttr<to_nearest_even, downward, upward, toward_zero, to_nearest_away>>`
)

// arithSelectViewFlow makes a select of memrefs alias both of its
// value operands.
func arithSelectViewFlow(op *Operation, add func(from, to *Value)) {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return
	}
	add(op.Operand(1), op.Result(0))
	add(op.Operand(2), op.Result(0))
}

func verifyArithSelect(op *Operation) error {
	if op.NumOperands() != 3 || op.NumResults() != 1 {
		return op.OpErrorf("expects 3 operands and 1 result")
	}
	if !TypesEqual(op.Operand(1).Type(), op.Operand(2).Type()) || !TypesEqual(op.Operand(1).Type(), op.Result(0).Type()) {
		return op.OpErrorf("failed to verify that all of {true_value, false_value, result} have same type")
	}
	ct := op.Operand(0).Type()
	if isI1(ct) {
		return nil
	}
	// A vector or tensor condition must have the shape of the result.
	cs, ok := ct.(ShapedType)
	if !ok || !isI1(cs.ElementType()) {
		return op.OpErrorf("operand #0 must be bool-like, but got '%s'", ct)
	}
	rs, ok := op.Result(0).Type().(ShapedType)
	if !ok {
		return op.OpErrorf("expected condition to be a signless i1, but got '%s'", ct)
	}
	a, _ := cs.Dims()
	b, _ := rs.Dims()
	if ShapeString(a) != ShapeString(b) {
		return op.OpErrorf("expected condition type to have the same shape as the result type")
	}
	return nil
}

func verifyArithConstant(op *Operation) error {
	if op.NumOperands() != 0 || op.NumResults() != 1 {
		return op.OpErrorf("expects no operands and 1 result")
	}
	v := op.Attr("value")
	if v == nil {
		return op.OpErrorf("requires attribute 'value'")
	}
	rt := op.Result(0).Type()
	switch a := v.(type) {
	case *IntegerAttr:
		if a.Type != nil && !TypesEqual(a.Type, rt) {
			return op.OpErrorf("value type '%s' does not match result type '%s'", a.Type, rt)
		}
	case *FloatAttr:
		if a.Type != nil && !TypesEqual(a.Type, rt) {
			return op.OpErrorf("value type '%s' does not match result type '%s'", a.Type, rt)
		}
	case *BoolAttr:
		if !isI1(rt) {
			return op.OpErrorf("value type 'i1' does not match result type '%s'", rt)
		}
	}
	return nil
}

func verifyArithCmp(op *Operation) error {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		return op.OpErrorf("expects 2 operands and 1 result")
	}
	if !TypesEqual(op.Operand(0).Type(), op.Operand(1).Type()) {
		return op.OpErrorf("requires all operands to have the same type")
	}
	if !isI1(elemOrSelf(op.Result(0).Type())) {
		return op.OpErrorf("result #0 must be bool-like, but got '%s'", op.Result(0).Type())
	}
	if op.Attr("predicate") == nil {
		return op.OpErrorf("requires attribute 'predicate'")
	}
	return nil
}

// Flag slots of the arith and math families.
var (
	fastmath    = []string{arithFastmathArg}
	optFastmath = []string{arithOptFastmathArg}
	overflow    = []string{arithOverflowArg}
)

const (
	intOperands   = "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike"
	floatOperands = "lhs:FloatLike, rhs:FloatLike"
	intResult     = "result:SignlessIntegerLike"
	castTypes     = "type($in) `to` type($out)"
)

// arithFamilies are the arith ops of regular syntax. Divisions may trap:
// they have no memory effects and are speculatable only for some divisors
// (NoTraits and Speculatability); MLIR 22 makes remsi, remui and
// floordivsi Pure.
var arithFamilies = []family{
	{Names: "addi muli", Summary: "integer binary operation", Operands: intOperands, Result: intResult, Flags: overflow, Traits: Pure | Commutative, Bounds: arithBounds},
	{Names: "subi shli", Summary: "integer binary operation", Operands: intOperands, Result: intResult, Flags: overflow, Bounds: arithBounds},
	{Names: "divsi ceildivsi", Summary: "integer division", Operands: intOperands, Result: intResult, NoTraits: true, Bounds: arithBounds,
		Speculatability: divisionSpeculation(true)},
	{Names: "divui ceildivui", Summary: "integer division", Operands: intOperands, Result: intResult, NoTraits: true, Bounds: arithBounds,
		Speculatability: divisionSpeculation(false)},
	{Names: "remsi remui floordivsi", Summary: "integer division", Operands: intOperands, Result: intResult, Bounds: arithBounds},
	{Names: "andi ori xori maxsi maxui minsi minui", Summary: "integer binary operation", Operands: intOperands, Result: intResult, Traits: Pure | Commutative, Bounds: arithBounds},
	{Names: "shrsi shrui", Summary: "integer shift", Operands: intOperands, Result: intResult},
	{Names: "addf subf mulf divf remf maximumf minimumf maxnumf minnumf", Summary: "floating point binary operation",
		Operands: floatOperands, Result: "result:FloatLike", Flags: fastmath},
	{Names: "negf", Summary: "floating point negation", Operands: "operand:FloatLike", Result: "result:FloatLike", Flags: fastmath},
	{Names: "extsi extui sitofp uitofp fptosi fptoui index_cast index_castui bitcast", Summary: "conversion operation",
		Operands: "in:AnyType", Result: "out:AnyType", Types: castTypes, Bounds: arithBounds},
	{Names: "extf", Summary: "conversion operation", Operands: "in:AnyType", Result: "out:AnyType", Flags: optFastmath, Types: castTypes},
	{Names: "trunci", Summary: "conversion operation", Operands: "in:AnyType", Result: "out:AnyType", Flags: overflow, Types: castTypes, Bounds: arithBounds},
	{Names: "truncf", Summary: "conversion operation", Operands: "in:AnyType", Result: "out:AnyType",
		Flags: []string{arithRoundingArg, arithOptFastmathArg}, Types: castTypes},
	{Names: "cmpi", Summary: "integer comparison", Operands: "predicate:I64EnumAttr<eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge>, " + intOperands,
		Result: "result:BoolLike", Types: "type($lhs)", Rules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)", Verify: verifyArithCmp},
	{Names: "cmpf", Summary: "floating point comparison",
		Operands: "predicate:I64EnumAttr<false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true>, " + floatOperands,
		Result:   "result:BoolLike", Flags: fastmath, Types: "type($lhs)", Rules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)", Verify: verifyArithCmp},
	{Names: "addui_extended", Summary: "extended unsigned integer addition", Operands: intOperands, Result: "sum:SignlessIntegerLike, overflow:BoolLike",
		Types: "type($sum) `,` type($overflow)", Rules: "AllTypesMatch<lhs, rhs, sum>", Traits: Pure | Commutative, ResultNames: []string{"sum", "overflow"}},
	{Names: "mulsi_extended mului_extended", Summary: "extended integer multiplication", Operands: intOperands, Result: "low:SignlessIntegerLike, high:SignlessIntegerLike",
		Types: "type($lhs)", Rules: "AllTypesMatch<lhs, rhs, low, high>", Traits: Pure | Commutative, ResultNames: []string{"low", "high"}},
	{Names: "scaling_extf", Summary: "upcast input floats using the provided scales values following OCP MXFP spec",
		Operands: "in:AnyType, scale:AnyType", Result: "out:AnyType", Flags: optFastmath, Types: "type($in) `,` type($scale) `to` type($out)"},
	{Names: "scaling_truncf", Summary: "downcast input floating point values using provided scales values following OCP MXFP spec",
		Operands: "in:AnyType, scale:AnyType", Result: "out:AnyType", Flags: []string{arithRoundingArg, arithOptFastmathArg}, Types: "type($in) `,` type($scale) `to` type($out)"},
}

func init() {
	RegisterDialect(&Dialect{Name: "arith", MaterializeConstant: materializeArithConstant, Inliner: inlineAnyOp})
	Register(withFolds(append(families("arith", arithFamilies...),
		&OpDef{
			Name:     "arith.select",
			Summary:  "select operation",
			Syntax:   "%r = arith.select %cond, %a, %b : t  (or `: i1, t` / `: vector<4xi1>, vector<4xf32>`)",
			Traits:   Pure,
			ViewFlow: arithSelectViewFlow,
			Bounds:   arithSelectBounds,
			Parse:    parseArithSelect,
			Print:    printArithSelect,
			Verify:   verifyArithSelect,
		},
		&OpDef{
			Name:     "arith.constant",
			Summary:  "integer or floating point constant",
			Syntax:   "%c42_i32 = arith.constant 42 : i32",
			Traits:   Pure | ConstantLike,
			Inherent: []string{"value"},
			Bounds:   constantBounds,
			// %c42_i32, %c0 (index), %true/%false (i1), %cst otherwise.
			AsmResultNames: arithConstantNames,
			Parse:          parseArithConstant,
			Print:          printArithConstant,
			Verify:         verifyArithConstant,
		}), arithFolds, arithPatterns)...)
}

// arithConstantNames is arith.constant's result name: %true/%false for i1,
// %c<value> for index and %c<value>_<type> for other integers (%c0,
// %c-1_i32), %cst for everything else.
func arithConstantNames(op *Operation, set func(int, string)) {
	a, ok := op.Attr("value").(*IntegerAttr)
	if !ok {
		if _, isBool := op.Attr("value").(*BoolAttr); isBool {
			set(0, op.Attr("value").String())
		} else {
			set(0, "cst")
		}
		return
	}
	if isI1(a.Type) {
		set(0, a.String())
		return
	}
	name := "c" + a.valueString()
	if it, ok := a.Type.(*IntegerType); ok {
		name += "_" + it.String()
	}
	set(0, name)
}
