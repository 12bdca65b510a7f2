package ir

// The index dialect: arithmetic on the index type. Every op is Pure except
// the divisions, which may trap.

// indexBinary are `%r = index.op %a, %b`.
var indexBinary = []struct {
	name string
	div  bool
}{
	{"add", false}, {"sub", false}, {"mul", false},
	{"divs", true}, {"divu", true}, {"ceildivs", true}, {"ceildivu", true}, {"floordivs", true},
	{"rems", true}, {"remu", true},
	{"maxs", false}, {"maxu", false}, {"mins", false}, {"minu", false},
	{"shl", false}, {"shrs", false}, {"shru", false}, {"and", false}, {"or", false}, {"xor", false},
}

func init() {
	var defs []*OpDef
	for _, b := range indexBinary {
		d := &OpDef{
			Name: "index." + b.name, Summary: "index binary operation", Traits: Pure,
			Syntax:  "%r = index." + b.name + " %a, %b",
			Args:    "lhs:Index, rhs:Index",
			Results: "result:Index",
			Format:  "$lhs `,` $rhs attr-dict",
			Verify:  verifyAll(nOperands(2), nResults(1), operandIs(0, "index", isIndex), operandIs(1, "index", isIndex), resultIs(0, "index", isIndex)),
		}
		if b.div {
			d.Traits = 0
			d.Effects = noEffects
		}
		defs = append(defs, d)
	}
	for _, n := range []string{"casts", "castu"} {
		defs = append(defs, &OpDef{
			Name: "index." + n, Summary: "index cast", Traits: Pure,
			Syntax:  "%r = index." + n + " %a : index to i64",
			Args:    "input:AnyType",
			Results: "output:AnyType",
			Format:  "$input attr-dict `:` type($input) `to` type($output)",
			Verify:  verifyAll(nOperands(1), nResults(1)),
		})
	}
	defs = append(defs,
		&OpDef{
			Name: "index.cmp", Summary: "index compare", Traits: Pure,
			Syntax:   "%r = index.cmp slt(%a, %b)",
			Inherent: []string{"pred"},
			Args:     "pred:DialectAttr<\"#index<cmp_predicate\">, lhs:Index, rhs:Index",
			Results:  "result:I1",
			Format:   "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
			Verify:   verifyAll(nOperands(2), nResults(1), hasAttr("pred")),
		},
		&OpDef{
			Name: "index.constant", Summary: "index constant", Traits: Pure | ConstantLike,
			Syntax: "%idx42 = index.constant 42",
			AsmResultNames: func(op *Operation, set func(int, string)) {
				if a, ok := op.Attr("value").(*IntegerAttr); ok {
					set(0, "idx"+a.valueString())
				}
			},
			Inherent: []string{"value"},
			Args:     "value:IndexAttr",
			Results:  "result:Index",
			Format:   "attr-dict $value",
			Verify:   verifyAll(nOperands(0), nResults(1), hasAttr("value")),
		},
		&OpDef{
			Name: "index.bool.constant", Summary: "boolean constant", Traits: Pure | ConstantLike,
			Syntax: "%true = index.bool.constant true",
			AsmResultNames: func(op *Operation, set func(int, string)) {
				if a := op.Attr("value"); a != nil {
					set(0, a.String())
				}
			},
			Inherent: []string{"value"},
			Args:     "value:BoolAttr",
			Results:  "result:I1",
			Format:   "attr-dict $value",
			Verify:   verifyAll(nOperands(0), nResults(1), hasAttr("value")),
		},
		&OpDef{
			Name: "index.sizeof", Summary: "size in bits of the index type", Traits: Pure,
			Syntax:  "%s = index.sizeof",
			Results: "result:Index",
			Format:  "attr-dict",
			Verify:  verifyAll(nOperands(0), nResults(1)),
		},
	)
	Register(defs...)
}
