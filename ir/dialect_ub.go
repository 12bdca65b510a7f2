package ir

// The ub dialect: undefined behaviour (ub.poison, ub.unreachable).

func init() {
	RegisterDialect(&Dialect{Name: "ub", Inliner: inlineAnyOp})
	Register(
		&OpDef{
			Name: "ub.poison", Summary: "poisoned constant operation", Traits: Pure | ConstantLike,
			Syntax:   "%p = ub.poison : i32",
			Inherent: []string{"value"},
			Args:     `value:DefaultValuedAttr<AnyAttr, "#ub.poison">`,
			Results:  "result:AnyType",
			Format:   "attr-dict (`<` $value^ `>`)? `:` type($result)",
			Verify:   verifyAll(nOperands(0), nResults(1)),
		},
		&OpDef{
			Name: "ub.unreachable", Summary: "unreachable operation", Traits: Terminator,
			Syntax:  "ub.unreachable",
			Format:  "attr-dict",
			Effects: noEffects,
			Verify:  verifyAll(nOperands(0), nResults(0)),
		},
	)
}
