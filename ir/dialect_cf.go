package ir

// The cf dialect: unstructured control flow between blocks (br, cond_br,
// switch) and cf.assert.

// cfSwitchCaseOperands returns the operands cf.switch passes to case i
// (0-based, not counting the default destination).
func cfSwitchCaseOperands(op *Operation, i int) []*Value {
	cases := OperandSegment(op, 2)
	seg, _ := op.Attr("case_operand_segments").(*DenseArrayAttr)
	if seg == nil {
		return nil
	}
	start := 0
	for j := 0; j < i && j < len(seg.Values); j++ {
		start += int(seg.Values[j])
	}
	if i >= len(seg.Values) || start+int(seg.Values[i]) > len(cases) {
		return nil
	}
	return cases[start : start+int(seg.Values[i])]
}

// verifyBranchArgs checks that the operands passed to each successor match
// its block arguments.
func verifyBranchArgs(op *Operation) error {
	d := op.Def()
	for i, s := range op.Successors() {
		if s == nil {
			continue
		}
		args := d.BranchOperands(op, i)
		if len(args) != s.NumArgs() {
			return op.OpErrorf("branch has %d operands for successor #%d, but target block has %d", len(args), i, s.NumArgs())
		}
		for j, a := range args {
			if !TypesEqual(a.Type(), s.Arg(j).Type()) {
				return op.OpErrorf("type mismatch for bb argument #%d of successor #%d", j, i)
			}
		}
	}
	return nil
}

func init() {
	RegisterDialect(&Dialect{Name: "cf", Inliner: inlineAnyOp})
	Register(
		&OpDef{
			Name: "cf.br", Summary: "branch operation", Traits: Terminator | Pure,
			Syntax:     "cf.br ^bb1(%a : i32)",
			Args:       "destOperands:Variadic<AnyType>",
			Successors: "dest:AnySuccessor",
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
			BranchOperands: func(op *Operation, i int) []*Value {
				if i != 0 {
					return nil
				}
				return op.Operands()
			},
			SetBranchOperands: func(op *Operation, i int, vals []*Value) {
				if i == 0 {
					op.SetOperands(vals)
				}
			},
			Verify: func(op *Operation) error {
				if len(op.Successors()) != 1 {
					return op.OpErrorf("requires 1 successor")
				}
				return verifyBranchArgs(op)
			},
		},
		&OpDef{
			Name: "cf.cond_br", Summary: "conditional branch operation", Traits: Terminator | Pure,
			Syntax:     "cf.cond_br %c, ^bb1(%a : i32), ^bb2",
			Inherent:   []string{"operandSegmentSizes", "branch_weights"},
			Args:       "condition:I1, trueDestOperands:Variadic<AnyType>, falseDestOperands:Variadic<AnyType>, branch_weights:OptionalAttr<DenseI32ArrayAttr>",
			Successors: "trueDest:AnySuccessor, falseDest:AnySuccessor",
			Format:     "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
			BranchOperands: func(op *Operation, i int) []*Value {
				return OperandSegment(op, 1+i)
			},
			SetBranchOperands: func(op *Operation, i int, vals []*Value) { setSegment(op, 1+i, vals) },
			Verify: func(op *Operation) error {
				if err := verifyAll(nSegments(3), operandIs(0, "1-bit signless integer", isI1))(op); err != nil {
					return err
				}
				if len(op.Successors()) != 2 {
					return op.OpErrorf("requires 2 successors")
				}
				return verifyBranchArgs(op)
			},
		},
		&OpDef{
			Name:  "cf.switch",
			Parse: parseCfSwitch,
			Print: printCfSwitch, Summary: "switch operation", Traits: Terminator | Pure,
			Syntax:   "cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2 ]",
			Inherent: []string{"operandSegmentSizes", "case_values", "case_operand_segments"},
			BranchOperands: func(op *Operation, i int) []*Value {
				if i == 0 {
					return OperandSegment(op, 1)
				}
				return cfSwitchCaseOperands(op, i-1)
			},
			Verify: func(op *Operation) error {
				if err := verifyAll(nSegments(3))(op); err != nil {
					return err
				}
				if len(op.Successors()) == 0 {
					return op.OpErrorf("requires a default destination")
				}
				return verifyBranchArgs(op)
			},
		},
		&OpDef{
			Name: "cf.assert", Summary: "assert operation with message attribute",
			Syntax:   "cf.assert %c, \"message\"",
			Inherent: []string{"msg"},
			Args:     "arg:I1, msg:StrAttr",
			Format:   "$arg `,` $msg attr-dict",
			// Asserting may abort the program: a write to an unknown resource.
			Effects: func(*Operation) []MemoryEffect { return []MemoryEffect{{Kind: EffectWrite}} },
			Verify:  verifyAll(nOperands(1), operandIs(0, "1-bit signless integer", isI1), hasAttr("msg")),
		},
	)
}
