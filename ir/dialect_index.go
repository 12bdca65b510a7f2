package ir

// The index dialect: arithmetic on the index type. Every op is Pure except
// the divisions, which may trap.

// indexFamilies are the index ops of regular syntax. Divisions may trap:
// they have no memory effects but are not speculatable (NoTraits).
var indexFamilies = []family{
	{Names: "add mul maxs maxu mins minu and or xor", Summary: "index binary operation",
		Operands: "lhs:Index, rhs:Index", Result: "result:Index", Untyped: true, Bounds: indexBounds, Traits: Pure | Commutative},
	{Names: "sub shl shrs shru", Summary: "index binary operation",
		Operands: "lhs:Index, rhs:Index", Result: "result:Index", Untyped: true, Bounds: indexBounds},
	{Names: "divs divu ceildivs ceildivu floordivs rems remu", Summary: "index division",
		Operands: "lhs:Index, rhs:Index", Result: "result:Index", Untyped: true, NoTraits: true, Bounds: indexBounds},
	{Names: "casts castu", Summary: "index cast", Operands: "input:AnyType", Result: "output:AnyType", Types: "type($input) `to` type($output)", Bounds: indexBounds},
}

// boolNames names a boolean constant's result %true or %false.
func boolNames(op *Operation, set func(int, string)) {
	if a := op.Attr("value"); a != nil {
		set(0, a.String())
	}
}

func init() {
	RegisterDialect(&Dialect{Name: "index", MaterializeConstant: materializeIndexConstant, Inliner: inlineAnyOp})
	Register(withFolds(append(families("index", indexFamilies...),
		&OpDef{Name: "index.cmp", Summary: "index compare", Traits: Pure,
			Args:    `pred:DialectAttr<"#index<cmp_predicate">, lhs:Index, rhs:Index`,
			Results: "result:I1",
			Format:  "`` $pred `(` $lhs `,` $rhs `)` attr-dict"},
		&OpDef{Name: "index.constant", Summary: "index constant", Traits: Pure | ConstantLike, Bounds: constantBounds,
			// %idx42, %idx-1
			AsmResultNames: func(op *Operation, set func(int, string)) {
				if a, ok := op.Attr("value").(*IntegerAttr); ok {
					set(0, "idx"+a.valueString())
				}
			},
			Args: "value:IndexAttr", Results: "result:Index", Format: "attr-dict $value"},
		&OpDef{Name: "index.bool.constant", Summary: "boolean constant", Traits: Pure | ConstantLike,
			AsmResultNames: boolNames, Args: "value:BoolAttr", Results: "result:I1", Format: "attr-dict $value"},
		&OpDef{Name: "index.sizeof", Summary: "size in bits of the index type", Traits: Pure,
			Results: "result:Index", Format: "attr-dict"},
	), indexFolds, nil)...)
}
