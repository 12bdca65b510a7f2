package ir

// The affine dialect: loops, conditionals and memory accesses whose
// subscripts and bounds are affine maps of SSA values.

// affineForInits returns affine.for's iter_args init operands (the third
// operand segment).
func affineForInits(op *Operation) []*Value { return OperandSegment(op, 2) }

func verifyAffineFor(op *Operation) error {
	if err := verifyAll(nSegments(3), nRegions(1), hasAttr("lowerBoundMap"), hasAttr("upperBoundMap"), hasAttr("step"))(op); err != nil {
		return err
	}
	inits := affineForInits(op)
	if len(inits) != op.NumResults() {
		return op.OpErrorf("mismatch between the number of loop-carried values and results")
	}
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() != 1+len(inits) {
		return op.OpErrorf("expected body to have %d arguments", 1+len(inits))
	}
	if !isIndex(body.Arg(0).Type()) {
		return op.OpErrorf("expected body first argument to be an index argument for the induction variable")
	}
	return nil
}

// affineMapOperands verifies that an op's map attribute name uses as many
// dims+symbols as the operands from index first on, but for the last
// (optional, default 0) trailing operands.
func affineMapOperands(name string, first int, trailing ...int) verifier {
	return func(op *Operation) error {
		m, ok := op.Attr(name).(*AffineMapAttr)
		if !ok {
			return op.OpErrorf("requires attribute '%s'", name)
		}
		got := op.NumOperands() - first
		for _, n := range trailing {
			got -= n
		}
		if want := m.Map.NumDims + m.Map.NumSyms; got != want {
			return op.OpErrorf("expects as many subscripts as affine map inputs (%d), but got %d", want, got)
		}
		return nil
	}
}

// basisList is the `(4, %n)` basis of the (de)linearize ops.
const basisList = `custom<DynamicIndexList>($dynamic_basis, $static_basis, "{}", "::mlir::AsmParser::Delimiter::Paren")`

// affineMinMax defines affine.min or affine.max.
func affineMinMax(kind string) *OpDef {
	return &OpDef{
		Name: "affine." + kind, Summary: kind + " operation", Traits: Pure,
		Syntax:   "%r = affine." + kind + " affine_map<(d0) -> (d0, 4)>(%i)",
		Parse:    parseAffineApplyLike,
		Print:    printAffineApplyLike,
		Inherent: []string{"map"},
		Verify:   verifyAll(nResults(1), affineMapOperands("map", 0)),
		Bounds:   affineBounds(map[string]func(x, y Range) Range{"min": RangeMin, "max": RangeMax}[kind]),
	}
}

// affineAccessOp defines affine.load/store and their vector forms: stores
// take the value first; vector forms add the vector type.
func affineAccessOp(name, summary, syntax string, store, vector bool) *OpDef {
	mem, effect, results := 0, EffectRead, 1
	if store {
		mem, effect, results = 1, EffectWrite, 0
	}
	return &OpDef{
		Name: name, Summary: summary, Syntax: syntax,
		Parse:    affineAccessParse(store, vector),
		Print:    affineAccessPrint(store, vector),
		Inherent: []string{"map"},
		Effects:  operandEffect(effect, mem),
		Verify:   verifyAll(minOperands(mem+1), nResults(results), operandIs(mem, "memref", isRankedMemRef), affineMapOperands("map", mem+1)),
	}
}

func init() {
	RegisterDialect(&Dialect{Name: "affine", Inliner: affineInliner})
	Register(
		&OpDef{
			Name:  "affine.apply",
			Parse: parseAffineApplyLike,
			Print: printAffineApplyLike, Summary: "affine apply operation", Traits: Pure,
			Syntax:   "%r = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]",
			Inherent: []string{"map"},
			Bounds:   affineBounds(nil),
			Verify: verifyAll(nResults(1), affineMapOperands("map", 0), func(op *Operation) error {
				if m := op.Attr("map").(*AffineMapAttr); len(m.Map.Results) != 1 {
					return op.OpErrorf("mapping must produce one value")
				}
				return nil
			}),
		},
		affineMinMax("min"),
		affineMinMax("max"),
		&OpDef{
			Name:    "affine.for",
			Parse:   parseAffineFor,
			Print:   printAffineFor,
			Summary: "for operation",
			Syntax:  "%r = affine.for %i = 0 to %n step 2 iter_args(%a = %init) -> (t) { ... }",
			// MLIR gives affine.for the AutomaticAllocationScope trait.
			Traits:       AutomaticAllocationScope | LoopLike | RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			Inherent:     []string{"lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"},
			RegionBranch: loopBranch(1, affineForInits),
			Speculatability: unitStepSpeculation(func(op *Operation) (int64, bool) {
				a, ok := op.Attr("step").(*IntegerAttr)
				if !ok || a.Big != nil {
					return 0, false
				}
				return a.Value, true
			}),
			Verify: verifyAffineFor,
		},
		&OpDef{
			Name:  "affine.if",
			Parse: parseAffineIf,
			Print: printAffineIf, Summary: "if-then-else operation",
			Syntax:          "%r = affine.if #set(%i)[%n] -> t { ... } else { ... }",
			Traits:          RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			Inherent:        []string{"condition"},
			RegionBranch:    ifBranch,
			Speculatability: alwaysRecursivelySpeculatable,
			Verify: verifyAll(nRegions(2), hasAttr("condition"), func(op *Operation) error {
				s, ok := op.Attr("condition").(*IntegerSetAttr)
				if !ok {
					return op.OpErrorf("requires an integer set attribute named 'condition'")
				}
				if s.Set.NumDims+s.Set.NumSyms != op.NumOperands() {
					return op.OpErrorf("operand count and condition integer set dimension and symbol count must match")
				}
				return nil
			}),
		},
		&OpDef{
			Name:  "affine.parallel",
			Parse: parseAffineParallel,
			Print: printAffineParallel, Summary: "multi-index parallel band operation",
			Syntax: "%r = affine.parallel (%i, %j) = (0, 0) to (8, 8) reduce (\"addf\") -> (f32) { ... }",
			Traits: AutomaticAllocationScope | LoopLike | RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			Inherent: []string{"reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
				"upperBoundsGroups", "steps"},
			RegionBranch: &RegionBranchInterface{
				Successors: func(op *Operation, from *Region) []RegionSuccessor {
					return []RegionSuccessor{{Region: op.Region(0)}, parentResults(op)}
				},
				EntryOperands: func(*Operation, RegionSuccessor) []*Value { return nil },
			},
			Verify: verifyAll(nRegions(1), hasAttr("lowerBoundsMap"), hasAttr("upperBoundsMap"), hasAttr("steps")),
		},
		&OpDef{
			Name: "affine.yield", Summary: "yield values to parent operation",
			Syntax:                   "affine.yield %a : t",
			Traits:                   Terminator | Pure | ReturnLike,
			Args:                     "operands:Variadic<AnyType>",
			Format:                   "attr-dict ($operands^ `:` type($operands))?",
			RegionTerminatorOperands: allOperandsForwarded,
		},
		affineAccessOp("affine.load", "affine load operation", "%v = affine.load %m[%i + 1, %j] : memref<8x8xf32>", false, false),
		affineAccessOp("affine.store", "affine store operation", "affine.store %v, %m[%i, %j] : memref<8x8xf32>", true, false),
		affineAccessOp("affine.vector_load", "affine vector load operation", "%v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>", false, true),
		affineAccessOp("affine.vector_store", "affine vector store operation", "affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xf32>", true, true),
		&OpDef{
			Name:  "affine.prefetch",
			Parse: parseAffinePrefetch,
			Print: printAffinePrefetch, Summary: "affine prefetch operation",
			Syntax:   "affine.prefetch %m[%i], read, locality<3>, data : memref<8xf32>",
			Inherent: []string{"map", "isWrite", "localityHint", "isDataCache"},
			Effects:  operandEffect(EffectRead, 0),
			Verify:   verifyAll(minOperands(1), nResults(0), operandIs(0, "memref", isRankedMemRef)),
		},
		&OpDef{
			Name:  "affine.dma_wait",
			Parse: parseAffineDmaWait,
			Print: printAffineDmaWait, Summary: "blocks until the DMA operation tagged by an element of a memref completes",
			Syntax:  "affine.dma_wait %tag[%i + 1], %n : memref<2xi32, 2>",
			Effects: affineDmaWaitEffects,
			Verify:  verifyAll(minOperands(2), nResults(0), operandIs(0, "memref", IsMemRef), affineMapOperands("tag_map", 1, 1)),
		},
		&OpDef{
			Name: "affine.delinearize_index", Summary: "delinearize an index", Traits: Pure,
			Syntax:  "%r:2 = affine.delinearize_index %i into (4, 8) : index, index",
			Args:    "linear_index:Index, dynamic_basis:Variadic<Index>, static_basis:DenseI64ArrayAttr",
			Results: "multi_index:Variadic<Index>",
			Format:  "$linear_index `into` " + basisList + " attr-dict `:` type($multi_index)",
		},
		&OpDef{
			Name: "affine.linearize_index", Summary: "linearize an index", Traits: Pure,
			Syntax:  "%r = affine.linearize_index [%i, %j] by (4, 8) : index",
			Args:    "multi_index:Variadic<Index>, dynamic_basis:Variadic<Index>, static_basis:DenseI64ArrayAttr, disjoint:UnitProp",
			Results: "linear_index:Index",
			Format:  "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` " + basisList + " attr-dict `:` type($linear_index)",
		},
	)
}
