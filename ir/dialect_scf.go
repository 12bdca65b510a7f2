package ir

// The scf dialect: structured control flow (for, if, while, forall,
// parallel, execute_region, index_switch) and its terminators.

// scfForInits returns scf.for's iter_args init operands.
func scfForInits(op *Operation) []*Value {
	if op.NumOperands() < 3 {
		return nil
	}
	return op.Operands()[3:]
}

// regionArgsFrom returns the entry arguments of region r from index i on.
func regionArgsFrom(r *Region, i int) []*Value {
	args := entryArgs(r)
	if i > len(args) {
		return nil
	}
	return args[i:]
}

// loopBranch is the RegionBranch of a loop with one body region whose entry
// arguments from index skip on receive the init operands and the yielded
// values; the loop's results receive them too (zero-trip loops and exits).
func loopBranch(skip int, inits func(*Operation) []*Value) *RegionBranchInterface {
	return &RegionBranchInterface{
		Successors: func(op *Operation, from *Region) []RegionSuccessor {
			return []RegionSuccessor{
				{Region: op.Region(0), Inputs: regionArgsFrom(op.Region(0), skip)},
				parentResults(op),
			}
		},
		EntryOperands: func(op *Operation, to RegionSuccessor) []*Value { return inits(op) },
	}
}

// scfForallNumIVs returns how many induction variables an scf.forall has.
func scfForallNumIVs(op *Operation) int {
	if a, ok := op.Attr("staticUpperBound").(*DenseArrayAttr); ok {
		return len(a.Values)
	}
	outs := len(OperandSegment(op, 3))
	return len(entryArgs(op.Region(0))) - outs
}

// ScfForallOutputs returns scf.forall's shared_outs operands.
func ScfForallOutputs(op *Operation) []*Value { return OperandSegment(op, 3) }

func verifyScfFor(op *Operation) error {
	if err := verifyAll(minOperands(3), nRegions(1))(op); err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		if !TypesEqual(op.Operand(i).Type(), op.Operand(0).Type()) {
			return op.OpErrorf("failed to verify that all of {lowerBound, upperBound, step} have same type")
		}
	}
	inits := scfForInits(op)
	if len(inits) != op.NumResults() {
		return op.OpErrorf("mismatch in number of loop-carried values and defined values")
	}
	body := op.Region(0).Front()
	if body == nil {
		return op.OpErrorf("expects a non-empty body region")
	}
	if body.NumArgs() != 1+len(inits) {
		return op.OpErrorf("expected body to have %d arguments, but found %d", 1+len(inits), body.NumArgs())
	}
	if !TypesEqual(body.Arg(0).Type(), op.Operand(0).Type()) {
		return op.OpErrorf("expected induction variable to be same type as bounds and step")
	}
	for i, v := range inits {
		if !TypesEqual(v.Type(), op.Result(i).Type()) || !TypesEqual(body.Arg(i+1).Type(), v.Type()) {
			return op.OpErrorf("types mismatch between %dth iter operand and defined value", i)
		}
	}
	return nil
}

func verifyScfIf(op *Operation) error {
	if err := verifyAll(nOperands(1), nRegions(2), operandIs(0, "1-bit signless integer", isI1))(op); err != nil {
		return err
	}
	if op.NumResults() > 0 && op.Region(1).Empty() {
		return op.OpErrorf("must have an else block if defining values")
	}
	return nil
}

func verifyScfYield(op *Operation) error {
	p := op.ParentOp()
	if p == nil {
		return op.OpErrorf("expects to be nested in an op")
	}
	switch p.Name() {
	case "scf.for", "scf.if", "scf.execute_region", "scf.index_switch":
		if op.NumOperands() != p.NumResults() {
			return op.OpErrorf("number of operands (%d) does not match the number of results of the parent op (%d)", op.NumOperands(), p.NumResults())
		}
		for i, v := range op.Operands() {
			if !TypesEqual(v.Type(), p.Result(i).Type()) {
				return op.OpErrorf("type of operand #%d ('%s') does not match the type of result #%d ('%s') of the parent op", i, v.Type(), i, p.Result(i).Type())
			}
		}
	}
	return nil
}

func verifyScfWhile(op *Operation) error {
	if err := nRegions(2)(op); err != nil {
		return err
	}
	before := op.Region(0).Front()
	if before == nil || op.Region(1).Front() == nil {
		return op.OpErrorf("expects non-empty before and after regions")
	}
	if before.NumArgs() != op.NumOperands() {
		return op.OpErrorf("expects the 'before' region to have %d arguments, but found %d", op.NumOperands(), before.NumArgs())
	}
	if t := before.Last(); t == nil || t.Name() != "scf.condition" {
		return op.OpErrorf("expects the 'before' region to terminate with 'scf.condition'")
	}
	return nil
}

func verifyScfCondition(op *Operation) error {
	if err := verifyAll(minOperands(1), operandIs(0, "1-bit signless integer", isI1))(op); err != nil {
		return err
	}
	if p := op.ParentOp(); p == nil || p.Name() != "scf.while" {
		return op.OpErrorf("expects parent op 'scf.while'")
	} else if op.NumOperands()-1 != p.NumResults() {
		return op.OpErrorf("expects %d forwarded operands to match the 'scf.while' results, but found %d", p.NumResults(), op.NumOperands()-1)
	}
	return nil
}

func init() {
	RegisterDialect(&Dialect{Name: "scf", Inliner: inlineAnyOp})
	Register(
		&OpDef{
			Name:                     "scf.yield",
			Summary:                  "loop yield and termination operation",
			Syntax:                   "scf.yield %a, %b : t1, t2",
			Traits:                   Terminator | Pure | ReturnLike,
			Args:                     "results:Variadic<AnyType>",
			Format:                   "attr-dict ($results^ `:` type($results))?",
			RegionTerminatorOperands: allOperandsForwarded,
			Verify:                   verifyScfYield,
		},
		&OpDef{
			Name:    "scf.for",
			Parse:   parseScfFor,
			Print:   printScfFor,
			Summary: "for operation",
			Syntax:  "%r = scf.for %iv = %lb to %ub step %s iter_args(%a = %init) -> (t) { ... }",
			// MLIR gives scf.for the AutomaticAllocationScope trait;
			// merge-alloc never uses it as a scope.
			Traits:       AutomaticAllocationScope | LoopLike | RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			Inherent:     []string{"unsignedCmp"},
			RegionBranch: loopBranch(1, scfForInits),
			Loop:         scfForLoop,
			Speculatability: unitStepSpeculation(func(op *Operation) (int64, bool) {
				if op.NumOperands() < 3 {
					return 0, false
				}
				return ConstantInt(op.Operand(2))
			}),
			Verify:       verifyScfFor,
			Canonicalize: scfForPatterns,
		},
		&OpDef{
			Name:            "scf.if",
			Parse:           parseScfIf,
			Print:           printScfIf,
			Summary:         "if-then-else operation",
			Syntax:          "%r = scf.if %c -> (t) { ... } else { ... }",
			Traits:          RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			RegionBranch:    ifBranch,
			Speculatability: alwaysRecursivelySpeculatable,
			Verify:          verifyScfIf,
			Fold:            scfIfFold,
			Canonicalize:    scfIfPatterns,
		},
		&OpDef{
			Name:    "scf.while",
			Parse:   parseScfWhile,
			Print:   printScfWhile,
			Summary: "a generic 'while' loop",
			Syntax:  "%r = scf.while (%a = %init) : (t) -> t { ... scf.condition(%c) %a : t } do { ^bb0(%b: t): ... scf.yield %b : t }",
			Traits:  LoopLike | RecursiveMemoryEffects | SingleBlock,
			RegionBranch: &RegionBranchInterface{
				Successors: func(op *Operation, from *Region) []RegionSuccessor {
					before := RegionSuccessor{Region: op.Region(0), Inputs: entryArgs(op.Region(0))}
					switch {
					case from == nil:
						return []RegionSuccessor{before}
					case from == op.Region(0):
						return []RegionSuccessor{{Region: op.Region(1), Inputs: entryArgs(op.Region(1))}, parentResults(op)}
					default:
						return []RegionSuccessor{before}
					}
				},
				EntryOperands: func(op *Operation, _ RegionSuccessor) []*Value { return op.Operands() },
			},
			Verify:       verifyScfWhile,
			Canonicalize: scfWhilePatterns,
		},
		&OpDef{
			Name:    "scf.condition",
			Summary: "loop continuation condition",
			Syntax:  "scf.condition(%c) %a, %b : t1, t2",
			Traits:  Terminator | Pure | ReturnLike,
			Args:    "condition:I1, args:Variadic<AnyType>",
			Format:  "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
			RegionTerminatorOperands: func(term *Operation, _ RegionSuccessor) []*Value {
				if term.NumOperands() == 0 {
					return nil
				}
				return term.Operands()[1:]
			},
			Verify: verifyScfCondition,
		},
		&OpDef{
			Name:     "scf.forall",
			Parse:    parseScfForall,
			Print:    printScfForall,
			Summary:  "evaluate a block multiple times in parallel",
			Syntax:   "%r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<..>) { ... scf.forall.in_parallel { ... } }",
			Traits:   AutomaticAllocationScope | LoopLike | RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			Inherent: []string{"operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep", "mapping"},
			RegionBranch: &RegionBranchInterface{
				Successors: func(op *Operation, from *Region) []RegionSuccessor {
					return []RegionSuccessor{
						{Region: op.Region(0), Inputs: regionArgsFrom(op.Region(0), scfForallNumIVs(op))},
						parentResults(op),
					}
				},
				EntryOperands: func(op *Operation, _ RegionSuccessor) []*Value { return ScfForallOutputs(op) },
			},
			Loop: scfForallLoop,
			Verify: verifyAll(nSegments(4), nRegions(1), func(op *Operation) error {
				if len(ScfForallOutputs(op)) != op.NumResults() {
					return op.OpErrorf("must have as many shared_outs as results")
				}
				return nil
			}),
		},
		&OpDef{
			Name:    "scf.forall.in_parallel",
			Parse:   parseScfInParallel,
			Print:   printScfInParallel,
			Summary: "terminates a `forall` block",
			Syntax:  "scf.forall.in_parallel { tensor.parallel_insert_slice ... }",
			Traits:  Terminator | Pure | NoTerminator | SingleBlock,
			RegionTerminatorOperands: func(*Operation, RegionSuccessor) []*Value {
				return nil
			},
			Verify: verifyAll(nOperands(0), nResults(0), nRegions(1)),
		},
		&OpDef{
			Name:     "scf.parallel",
			Parse:    parseScfParallel,
			Print:    printScfParallel,
			Summary:  "parallel for operation",
			Syntax:   "%r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> f32 { ... scf.reduce(...) }",
			Traits:   AutomaticAllocationScope | LoopLike | RecursiveMemoryEffects | SingleBlock,
			Inherent: []string{"operandSegmentSizes"},
			RegionBranch: &RegionBranchInterface{
				Successors: func(op *Operation, from *Region) []RegionSuccessor {
					return []RegionSuccessor{{Region: op.Region(0)}, parentResults(op)}
				},
				EntryOperands: func(*Operation, RegionSuccessor) []*Value { return nil },
			},
			Loop: scfParallelLoop,
			Verify: verifyAll(nSegments(4), nRegions(1), func(op *Operation) error {
				if len(OperandSegment(op, 3)) != op.NumResults() {
					return op.OpErrorf("expects number of results: %d to be the same as number of initial values: %d", op.NumResults(), len(OperandSegment(op, 3)))
				}
				if r := op.Region(0); !r.Empty() {
					if t := r.Front().Last(); t == nil || t.Name() != "scf.reduce" {
						d := op.OpErrorf("expects body to terminate with 'scf.reduce'")
						if t != nil {
							d.AddNote(t.Loc.Position(), "terminator here")
						}
						return d
					}
				}
				return nil
			}),
		},
		&OpDef{
			Name:    "scf.reduce",
			Parse:   parseScfReduce,
			Print:   printScfReduce,
			Summary: "reduce operation for scf.parallel",
			Syntax:  "scf.reduce(%x : f32) { ^bb0(%l: f32, %r: f32): ... scf.reduce.return %v : f32 }",
			Traits:  Terminator | RecursiveMemoryEffects,
			RegionTerminatorOperands: func(*Operation, RegionSuccessor) []*Value {
				return nil
			},
			Verify: func(op *Operation) error {
				if op.NumRegions() != op.NumOperands() {
					return op.OpErrorf("expects number of reduction regions: %d to be the same as number of reduction operands: %d", op.NumRegions(), op.NumOperands())
				}
				return nil
			},
		},
		&OpDef{
			Name:    "scf.reduce.return",
			Summary: "terminator for reduce operation",
			Syntax:  "scf.reduce.return %v : f32",
			Traits:  Terminator | Pure,
			Args:    "result:AnyType",
			Format:  "$result attr-dict `:` type($result)",
			Verify:  verifyAll(nOperands(1), nResults(0)),
		},
		&OpDef{
			Name:         "scf.execute_region",
			Parse:        parseScfExecuteRegion,
			Print:        printScfExecuteRegion,
			Summary:      "operation that executes its region exactly once",
			Syntax:       "%r = scf.execute_region -> t { ... scf.yield %v : t }",
			Traits:       RecursiveMemoryEffects,
			Inherent:     []string{"no_inline"},
			RegionBranch: singleRegionThenResults,
			Verify:       verifyAll(nOperands(0), nRegions(1)),
		},
		&OpDef{
			Name:     "scf.index_switch",
			Parse:    parseScfIndexSwitch,
			Print:    printScfIndexSwitch,
			Summary:  "switch-case operation on an index argument",
			Syntax:   "%r = scf.index_switch %i -> t case 2 { ... } default { ... }",
			Traits:   RecursiveMemoryEffects | SingleBlock,
			Inherent: []string{"cases"},
			RegionBranch: &RegionBranchInterface{
				Successors: func(op *Operation, from *Region) []RegionSuccessor {
					if from != nil {
						return []RegionSuccessor{parentResults(op)}
					}
					out := make([]RegionSuccessor, 0, op.NumRegions())
					for _, r := range op.Regions() {
						out = append(out, RegionSuccessor{Region: r})
					}
					return out
				},
				EntryOperands: func(*Operation, RegionSuccessor) []*Value { return nil },
			},
			Verify: verifyAll(nOperands(1), operandIs(0, "index", isIndex), hasAttr("cases"), func(op *Operation) error {
				cases, _ := op.Attr("cases").(*DenseArrayAttr)
				if cases == nil {
					return op.OpErrorf("attribute 'cases' must be a dense i64 array")
				}
				if len(cases.Values)+1 != op.NumRegions() {
					return op.OpErrorf("has %d case regions but %d case values", op.NumRegions()-1, len(cases.Values))
				}
				return nil
			}),
		},
	)
}
