package ir

// The arith dialect: integer and floating point arithmetic, comparisons,
// casts, arith.select and arith.constant.

// arithIntBinary are the integer binary ops; the bool marks the ones with
// overflow flags (`overflow<nsw, nuw>`).
var arithIntBinary = []struct {
	name     string
	overflow bool
	div      bool // may trap: no memory effects but not speculatable
	comm     bool
}{
	{"addi", true, false, true}, {"subi", true, false, false}, {"muli", true, false, true},
	{"shli", true, false, false},
	{"divsi", false, true, false}, {"divui", false, true, false},
	{"remsi", false, true, false}, {"remui", false, true, false},
	{"ceildivsi", false, true, false}, {"ceildivui", false, true, false}, {"floordivsi", false, true, false},
	{"andi", false, false, true}, {"ori", false, false, true}, {"xori", false, false, true},
	{"shrsi", false, false, false}, {"shrui", false, false, false},
	{"maxsi", false, false, true}, {"maxui", false, false, true},
	{"minsi", false, false, true}, {"minui", false, false, true},
}

// arithFloatBinary are the float binary ops (with fastmath flags).
var arithFloatBinary = []string{
	"addf", "subf", "mulf", "divf", "remf",
	"maximumf", "minimumf", "maxnumf", "minnumf",
}

// arithCasts are the single-operand conversion ops `%r = arith.op %a : t to u`.
// The value lists the op's optional flag property ("" if none).
var arithCasts = map[string]string{
	"extsi": "", "extui": "", "extf": "fastmath", "trunci": "overflowFlags", "truncf": "roundingmode",
	"sitofp": "", "uitofp": "", "fptosi": "", "fptoui": "",
	"index_cast": "", "index_castui": "", "bitcast": "",
}

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

func init() {
	var defs []*OpDef
	for _, b := range arithIntBinary {
		d := &OpDef{
			Name:      "arith." + b.name,
			Summary:   "integer binary operation",
			Syntax:    "%r = arith." + b.name + " %a, %b : t",
			Traits:    Pure,
			Args:      "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike",
			Results:   "result:SignlessIntegerLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(2), nResults(1), sameOperandsAndResultType),
		}
		if b.overflow {
			d.Inherent = []string{"overflowFlags"}
			d.Args += ", " + arithOverflowArg
			d.Format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
		}
		if b.div {
			d.Traits = 0
			d.Effects = noEffects
		}
		if b.comm {
			d.Traits |= Commutative
		}
		defs = append(defs, d)
	}
	for _, n := range arithFloatBinary {
		defs = append(defs, &OpDef{
			Name:      "arith." + n,
			Summary:   "floating point binary operation",
			Syntax:    "%r = arith." + n + " %a, %b [fastmath<flags>] : t",
			Traits:    Pure,
			Inherent:  []string{"fastmath"},
			Args:      "lhs:FloatLike, rhs:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(2), nResults(1), sameOperandsAndResultType),
		})
	}
	for name, flag := range arithCasts {
		d := &OpDef{
			Name:    "arith." + name,
			Summary: "conversion operation",
			Syntax:  "%r = arith." + name + " %a : t to u",
			Traits:  Pure,
			Args:    "in:AnyType",
			Results: "out:AnyType",
			Format:  "$in attr-dict `:` type($in) `to` type($out)",
			Verify:  verifyAll(nOperands(1), nResults(1)),
		}
		switch flag {
		case "overflowFlags":
			d.Inherent = []string{"overflowFlags"}
			d.Args += ", " + arithOverflowArg
			d.Format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
		case "roundingmode":
			d.Inherent = []string{"roundingmode", "fastmath"}
			d.Args += ", " + arithRoundingArg + ", " + arithOptFastmathArg
			d.Format = "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
		case "fastmath":
			d.Inherent = []string{"fastmath"}
			d.Args += ", " + arithOptFastmathArg
			d.Format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
		}
		defs = append(defs, d)
	}
	defs = append(defs,
		&OpDef{
			Name:      "arith.negf",
			Summary:   "floating point negation",
			Syntax:    "%r = arith.negf %a : t",
			Traits:    Pure,
			Inherent:  []string{"fastmath"},
			Args:      "operand:FloatLike, " + arithFastmathArg,
			Results:   "result:FloatLike",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
			Verify:    verifyAll(nOperands(1), nResults(1), sameOperandsAndResultType),
		},
		&OpDef{
			Name:      "arith.cmpi",
			Summary:   "integer comparison",
			Syntax:    "%r = arith.cmpi slt, %a, %b : t",
			Traits:    Pure,
			Inherent:  []string{"predicate"},
			Args:      "predicate:I64EnumAttr<eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge>, lhs:SignlessIntegerLike, rhs:SignlessIntegerLike",
			Results:   "result:BoolLike",
			TypeRules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)",
			Format:    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
			Verify:    verifyArithCmp,
		},
		&OpDef{
			Name:      "arith.cmpf",
			Summary:   "floating point comparison",
			Syntax:    "%r = arith.cmpf olt, %a, %b : t",
			Traits:    Pure,
			Inherent:  []string{"predicate", "fastmath"},
			Args:      "predicate:I64EnumAttr<false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true>, lhs:FloatLike, rhs:FloatLike, " + arithFastmathArg,
			Results:   "result:BoolLike",
			TypeRules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)",
			Format:    "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
			Verify:    verifyArithCmp,
		},
		&OpDef{
			Name:     "arith.select",
			Summary:  "select operation",
			Syntax:   "%r = arith.select %cond, %a, %b : t  (or `: i1, t` / `: vector<4xi1>, vector<4xf32>`)",
			Traits:   Pure,
			ViewFlow: arithSelectViewFlow,
			Parse:    parseArithSelect,
			Print:    printArithSelect,
			Verify:   verifyArithSelect,
		},
		&OpDef{
			Name:     "arith.constant",
			Summary:  "integer or floating point constant",
			Syntax:   "%c = arith.constant 42 : i32",
			Traits:   Pure | ConstantLike,
			Inherent: []string{"value"},
			// %c42_i32, %c0 (index), %true/%false (i1), %cst otherwise.
			AsmResultNames: arithConstantNames,
			Parse:          parseArithConstant,
			Print:          printArithConstant,
			Verify:         verifyArithConstant,
		},
		&OpDef{
			Name:        "arith.addui_extended",
			Summary:     "extended unsigned integer addition",
			Syntax:      "%sum, %overflow = arith.addui_extended %a, %b : i32, i1",
			ResultNames: []string{"sum", "overflow"},
			Traits:      Pure | Commutative,
			Args:        "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike",
			Results:     "sum:SignlessIntegerLike, overflow:BoolLike",
			TypeRules:   "AllTypesMatch<lhs, rhs, sum>",
			Format:      "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
			Verify:      verifyAll(nOperands(2), nResults(2)),
		},
		&OpDef{
			Name:     "arith.scaling_extf",
			Summary:  "upcast input floats using the provided scales values following OCP MXFP spec",
			Syntax:   "%r = arith.scaling_extf %in, %scale : t, s to u",
			Traits:   Pure,
			Inherent: []string{"fastmath"},
			Args:     "in:AnyType, scale:AnyType, " + arithOptFastmathArg,
			Results:  "out:AnyType",
			Format:   "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
			Verify:   verifyAll(nOperands(2), nResults(1)),
		},
		&OpDef{
			Name:     "arith.scaling_truncf",
			Summary:  "downcast input floating point values using provided scales values following OCP MXFP spec",
			Syntax:   "%r = arith.scaling_truncf %in, %scale : t, s to u",
			Traits:   Pure,
			Inherent: []string{"roundingmode", "fastmath"},
			Args:     "in:AnyType, scale:AnyType, " + arithRoundingArg + ", " + arithOptFastmathArg,
			Results:  "out:AnyType",
			Format:   "$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
			Verify:   verifyAll(nOperands(2), nResults(1)),
		},
	)
	for _, sign := range []string{"si", "ui"} {
		defs = append(defs, &OpDef{
			Name:        "arith.mul" + sign + "_extended",
			Summary:     "extended integer multiplication",
			Syntax:      "%low, %high = arith.mul" + sign + "_extended %a, %b : i32",
			ResultNames: []string{"low", "high"},
			Traits:      Pure | Commutative,
			Args:        "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike",
			Results:     "low:SignlessIntegerLike, high:SignlessIntegerLike",
			TypeRules:   "AllTypesMatch<lhs, rhs, low, high>",
			Format:      "$lhs `,` $rhs attr-dict `:` type($lhs)",
			Verify:      verifyAll(nOperands(2), nResults(2)),
		})
	}
	Register(defs...)
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
