package ir

// The memref dialect: allocation, access, views and copies of buffers.

// The offset/size/stride lists of memref.subview, memref.reinterpret_cast
// and the tensor slice ops (custom<DynamicIndexList>: `[%a, 4, %b]`).
const (
	mixedListArgs = "offsets:Variadic<Index>, sizes:Variadic<Index>, strides:Variadic<Index>, " +
		"static_offsets:DenseI64ArrayAttr, static_sizes:DenseI64ArrayAttr, static_strides:DenseI64ArrayAttr"
	mixedListsFormat = "custom<DynamicIndexList>($offsets, $static_offsets) " +
		"custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides)"
)

// viewOp marks d as a view-like op: pure, its result aliasing operand 0.
func viewOp(d *OpDef) *OpDef {
	d.Traits |= Pure
	d.ViewSource = firstOperand
	return d
}

// memrefCastLike defines a cast between memref types, `%name = op %m :
// types`.
func memrefCastLike(name, summary, resultName, types string) *OpDef {
	return viewOp(&OpDef{
		Name: name, Summary: summary, ResultNames: []string{resultName},
		Syntax:  "%" + resultName + " = " + name + " %m : " + types,
		Args:    "source:AnyRankedOrUnrankedMemRef",
		Results: "dest:AnyRankedOrUnrankedMemRef",
		Format:  "$source attr-dict `:` type($source) `to` type($dest)",
		Bounds:  sameShapeBounds,
		Verify:  verifyAll(nOperands(1), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "memref", isMemRefT)),
		Fold:    foldMemrefCastLike,
	})
}

// memrefViewOps are the view-like memref ops.
var memrefViewOps = []*OpDef{
	viewOp(&OpDef{
		Name: "memref.view", Summary: "memref view operation", ResultNames: []string{"view"},
		Syntax:  "%view = memref.view %buf[%offset][%d] : memref<1024xi8> to memref<?x4xf32>",
		Args:    "source:MemRefRankOf<[I8], [1]>, byte_shift:Index, sizes:Variadic<Index>",
		Results: "result:AnyMemRef",
		Format:  "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
		Bounds:  dynamicSizeBounds(2, -1),
		Verify: verifyAll(minOperands(2), nResults(1),
			operandIs(0, "1D memref of 8-bit signless integer values", func(t Type) bool {
				mt, ok := t.(*MemRefType)
				if !ok || len(mt.Shape) != 1 {
					return false
				}
				it, ok := mt.Elem.(*IntegerType)
				return ok && it.Width == 8 && it.Signedness == Signless
			}),
			operandsFrom(1, "index", isIndex),
			resultIs(0, "memref", isRankedMemRef)),
	}),
	viewOp(&OpDef{
		Name: "memref.subview", Summary: "memref subview operation", ResultNames: []string{"subview"},
		Syntax:       "%subview = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>",
		Args:         "source:AnyMemRef, " + mixedListArgs,
		Results:      "result:AnyMemRef",
		Format:       "$source `` " + mixedListsFormat + " attr-dict `:` type($source) `to` type($result)",
		Bounds:       sliceBounds(2),
		Verify:       verifyAll(nSegments(4), nResults(1), operandIs(0, "memref", isRankedMemRef), operandsFrom(1, "index", isIndex), verifySubview),
		Canonicalize: []*Pattern{subviewCastFolder},
	}),
	memrefCastLike("memref.cast", "memref cast operation", "cast", "memref<4xf32> to memref<?xf32>"),
	viewOp(&OpDef{
		Name: "memref.reinterpret_cast", Summary: "memref reinterpret cast operation", ResultNames: []string{"reinterpret_cast"},
		Syntax:  "%reinterpret_cast = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>",
		Args:    "source:AnyRankedOrUnrankedMemRef, " + mixedListArgs,
		Results: "result:AnyMemRef",
		Format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` " +
			"`sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` " +
			"`strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
		Verify: verifyAll(nSegments(4), nResults(1), operandIs(0, "memref", isMemRefT), operandsFrom(1, "index", isIndex)),
	}),
	viewOp(&OpDef{
		Name: "memref.collapse_shape", Summary: "operation to produce a memref with a smaller rank", ResultNames: []string{"collapse_shape"},
		Syntax:  "%collapse_shape = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>",
		Args:    "src:AnyStridedMemRef, reassociation:IndexListArrayAttr",
		Results: "result:AnyStridedMemRef",
		Format:  "$src $reassociation attr-dict `:` type($src) `into` type($result)",
		Verify:  verifyAll(nOperands(1), nResults(1), hasAttr("reassociation"), operandIs(0, "memref", isRankedMemRef), verifyCollapseShape),
	}),
	viewOp(&OpDef{
		Name: "memref.expand_shape", Summary: "operation to produce a memref with a higher rank", ResultNames: []string{"expand_shape"},
		Syntax:  "%expand_shape = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>",
		Args:    "src:AnyStridedMemRef, reassociation:IndexListArrayAttr, output_shape:Variadic<Index>, static_output_shape:DenseI64ArrayAttr",
		Results: "result:AnyStridedMemRef",
		Format:  "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
		Verify:  verifyAll(minOperands(1), nResults(1), hasAttr("reassociation"), operandIs(0, "memref", isRankedMemRef), verifyExpandShape),
	}),
	viewOp(&OpDef{
		Name: "memref.transpose", Summary: "transpose operation", ResultNames: []string{"transpose"},
		Syntax:   "%transpose = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>",
		Inherent: []string{"permutation"},
		Parse:    parseMemrefTranspose,
		Print:    printMemrefTranspose,
		Verify:   verifyAll(nOperands(1), nResults(1), hasAttr("permutation"), operandIs(0, "memref", isRankedMemRef)),
	}),
	memrefCastLike("memref.memory_space_cast", "memref memory space cast operation", "memspacecast", "memref<4xf32, 1> to memref<4xf32>"),
	viewOp(&OpDef{
		Name: "memref.assume_alignment", Summary: "assumption that gives alignment information to the input memref", ResultNames: []string{"assume_align"},
		Syntax:    "%assume_align = memref.assume_alignment %m, 16 : memref<4xf32>",
		Args:      "memref:AnyMemRef, alignment:ConfinedAttr<I32Attr, [IntPositive]>",
		Results:   "result:AnyMemRef",
		TypeRules: "result = memref",
		Format:    "$memref `,` $alignment attr-dict `:` type($memref)",
		Verify: verifyAll(nOperands(1), nResults(1), hasAttr("alignment"), func(op *Operation) error {
			if !TypesEqual(op.Operand(0).Type(), op.Result(0).Type()) {
				return op.OpErrorf("requires the same type for all operands and results")
			}
			if a, ok := op.Attr("alignment").(*IntegerAttr); !ok || a.Big != nil || a.Value <= 0 || a.Value&(a.Value-1) != 0 {
				return op.OpErrorf("alignment must be power of 2")
			}
			return nil
		}),
	}),
	viewOp(&OpDef{
		Name: "memref.reshape", Summary: "memref reshape operation", ResultNames: []string{"reshape"},
		Syntax:  "%reshape = memref.reshape %m(%shape) : (memref<16xf32>, memref<2xindex>) -> memref<?x?xf32>",
		Args:    "source:AnyRankedOrUnrankedMemRef, shape:AnyMemRef",
		Results: "result:AnyRankedOrUnrankedMemRef",
		Format:  "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
		Verify:  verifyAll(nOperands(2), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "memref", isMemRefT)),
	}),
	viewOp(&OpDef{
		Name: "memref.extract_strided_metadata", Summary: "extracts a buffer base with offset and strides",
		Syntax:         "%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index",
		Traits:         ExposesPointer,
		AsmResultNames: stridedMetadataNames,
		Args:           "source:AnyStridedMemRef",
		Results:        "base_buffer:AnyStridedMemRefOfRank<0>, offset:Index, sizes_and_strides:Variadic<Index>",
		Format:         "$source `:` type($source) `->` type(results) attr-dict",
		Verify: verifyAll(nOperands(1), operandIs(0, "memref", isRankedMemRef), func(op *Operation) error {
			mt := op.Operand(0).Type().(*MemRefType)
			if want := 2 + 2*len(mt.Shape); op.NumResults() != want {
				return op.OpErrorf("expected %d results, but found %d", want, op.NumResults())
			}
			return nil
		}),
	}),
}

func verifyMemrefAlloc(op *Operation) error {
	if err := verifyAll(nSegments(2), nResults(1), operandsFrom(0, "index", isIndex), alignmentAttr("alignment"))(op); err != nil {
		return err
	}
	mt, ok := op.Result(0).Type().(*MemRefType)
	if !ok {
		return op.OpErrorf("result #0 must be memref of any type values, but got '%s'", op.Result(0).Type())
	}
	dyn := 0
	for _, d := range mt.Shape {
		if d == Dynamic {
			dyn++
		}
	}
	if sizes := segSizes(op); int(sizes[0]) != dyn {
		return op.OpErrorf("dimension operand count does not equal memref dynamic dimension count")
	}
	return nil
}

func verifyMemrefLoad(op *Operation) error {
	if err := memrefIndices(0, 1)(op); err != nil {
		return err
	}
	if op.NumResults() != 1 {
		return op.OpErrorf("requires 1 result")
	}
	mt := op.Operand(0).Type().(*MemRefType)
	if !TypesEqual(mt.Elem, op.Result(0).Type()) {
		return op.OpErrorf("result type must match element type of memref")
	}
	return nil
}

func verifyMemrefStore(op *Operation) error {
	if op.NumOperands() < 2 {
		return op.OpErrorf("expected 2 or more operands, but found %d", op.NumOperands())
	}
	if err := memrefIndices(1, 2)(op); err != nil {
		return err
	}
	mt := op.Operand(1).Type().(*MemRefType)
	if !TypesEqual(mt.Elem, op.Operand(0).Type()) {
		return op.OpErrorf("failed to verify that type of 'value' matches element type of 'memref'")
	}
	return nil
}

// readWrite gives Read and Write on operand i.
func readWrite(i int) func(*Operation) []MemoryEffect {
	return func(op *Operation) []MemoryEffect {
		if i >= op.NumOperands() {
			return nil
		}
		v := op.Operand(i)
		return []MemoryEffect{{Kind: EffectRead, Value: v}, {Kind: EffectWrite, Value: v}}
	}
}

// memrefAllocDef defines memref.alloc or memref.alloca, whose results
// print as %alloc / %alloca; res is the resource the allocation takes
// (the stack of the enclosing allocation scope for memref.alloca).
func memrefAllocDef(name, summary, resultName string, res EffectResource) *OpDef {
	return &OpDef{
		Name:        name,
		Summary:     summary,
		ResultNames: []string{resultName},
		Syntax:      "%" + resultName + " = " + name + "(%d)[%s] {alignment = 64 : i64} : memref<?xf32>",
		Inherent:    []string{"alignment", "operandSegmentSizes"},
		Args:        "dynamicSizes:Variadic<Index>, symbolOperands:Variadic<Index>, alignment:OptionalAttr<I64Attr>",
		Results:     "memref:AnyMemRef",
		Format:      "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
		Effects: func(op *Operation) []MemoryEffect {
			if op.NumResults() == 0 {
				return nil
			}
			return []MemoryEffect{{Kind: EffectAllocate, Value: op.Result(0), Resource: res}}
		},
		Verify:       verifyMemrefAlloc,
		Bounds:       dynamicSizeBounds(0, 0),
		Canonicalize: []*Pattern{simplifyAllocConst(name), simplifyDeadAlloc(name)},
	}
}

func init() {
	defs := append([]*OpDef(nil), memrefViewOps...)
	defs = append(defs,
		memrefAllocDef("memref.alloc", "memory allocation operation", "alloc", DefaultResource),
		memrefAllocDef("memref.alloca", "stack memory allocation operation", "alloca", AutomaticAllocationScopeResource),
		&OpDef{
			Name:    "memref.dealloc",
			Summary: "memory deallocation operation",
			Syntax:  "memref.dealloc %m : memref<8xf32>",
			Args:    "memref:AnyRankedOrUnrankedMemRef",
			Format:  "$memref attr-dict `:` type($memref)",
			Fold:    foldThroughMemRefCast,
			Effects: operandEffect(EffectFree, 0),
			Verify:  verifyAll(nOperands(1), nResults(0), operandIs(0, "memref", isMemRefT)),
		},
		&OpDef{
			Name:     "memref.realloc",
			Summary:  "memory reallocation operation",
			Syntax:   "%n = memref.realloc %m(%size) : memref<?xf32> to memref<?xf32>",
			Inherent: []string{"alignment"},
			Args:     "source:AnyMemRef, dynamicResultSize:Optional<Index>, alignment:OptionalAttr<I64Attr>",
			Results:  "result:AnyMemRef",
			Format:   "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
			Effects: func(op *Operation) []MemoryEffect {
				var out []MemoryEffect
				if op.NumOperands() > 0 {
					out = append(out, MemoryEffect{Kind: EffectRead, Value: op.Operand(0)}, MemoryEffect{Kind: EffectFree, Value: op.Operand(0)})
				}
				if op.NumResults() > 0 {
					out = append(out, MemoryEffect{Kind: EffectAllocate, Value: op.Result(0)}, MemoryEffect{Kind: EffectWrite, Value: op.Result(0)})
				}
				return out
			},
			Verify: verifyAll(minOperands(1), nResults(1), operandIs(0, "1D memref", isRankedMemRef), resultIs(0, "memref", isRankedMemRef)),
		},
		&OpDef{
			Name:      "memref.load",
			Summary:   "load operation",
			Syntax:    "%v = memref.load %m[%i, %j] : memref<8x8xf32>",
			Inherent:  []string{"nontemporal", "alignment"},
			Args:      "memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">, alignment:OptionalAttr<I64Attr>",
			Results:   "result:AnyType",
			TypeRules: "result = elem(memref)",
			Format:    "$memref `[` $indices `]` attr-dict `:` type($memref)",
			Fold:      foldThroughMemRefCast,
			Effects:   operandEffect(EffectRead, 0),
			Verify:    verifyMemrefLoad,
		},
		&OpDef{
			Name:      "memref.store",
			Summary:   "store operation",
			Syntax:    "memref.store %v, %m[%i, %j] : memref<8x8xf32>",
			Inherent:  []string{"nontemporal", "alignment"},
			Args:      "value:AnyType, memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">, alignment:OptionalAttr<I64Attr>",
			TypeRules: "value = elem(memref)",
			Format:    "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
			Fold:      foldMemrefStore,
			Effects:   operandEffect(EffectWrite, 1),
			Verify:    verifyMemrefStore,
		},
		&OpDef{
			Name:         "memref.copy",
			Summary:      "copies the data from the source to the destination memref",
			Syntax:       "memref.copy %a, %b : memref<8xf32> to memref<8xf32>",
			Args:         "source:AnyRankedOrUnrankedMemRef, target:AnyRankedOrUnrankedMemRef",
			Format:       "$source `,` $target attr-dict `:` type($source) `to` type($target)",
			Fold:         foldMemrefCopy,
			Canonicalize: []*Pattern{foldSelfCopy},
			Effects:      copyEffects,
			Overwrites: func(op *Operation) []*Value {
				if op.NumOperands() != 2 {
					return nil
				}
				return op.Operands()[1:]
			},
			Verify: verifyAll(nOperands(2), nResults(0), operandIs(0, "memref", isMemRefT), operandIs(1, "memref", isMemRefT)),
		},
		&OpDef{
			Name:        "memref.dim",
			Summary:     "dimension index operation",
			ResultNames: []string{"dim"},
			Syntax:      "%d = memref.dim %m, %c0 : memref<?xf32>",
			Traits:      Pure,
			Args:        "source:AnyRankedOrUnrankedMemRef, index:Index",
			Results:     "result:Index",
			Format:      "attr-dict $source `,` $index `:` type($source)",
			Bounds:      dimBounds,
			Fold:        foldDim,
			// Pure, but speculatable only with a constant index in range.
			Speculatability: dimSpeculation,
			Verify:          verifyAll(nOperands(2), nResults(1), operandIs(0, "memref", isMemRefT), operandIs(1, "index", isIndex), resultIs(0, "index", isIndex)),
		},
		&OpDef{
			Name:    "memref.rank",
			Summary: "rank operation",
			Syntax:  "%r = memref.rank %m : memref<*xf32>",
			Traits:  Pure,
			Args:    "memref:AnyRankedOrUnrankedMemRef",
			Results: "result:Index",
			Format:  "$memref attr-dict `:` type($memref)",
			Fold:    foldRank,
			Verify:  verifyAll(nOperands(1), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "index", isIndex)),
		},
		&OpDef{
			Name:     "memref.get_global",
			Summary:  "get the memref pointing to a global variable",
			Syntax:   "%g = memref.get_global @name : memref<4xf32>",
			Traits:   Pure,
			Inherent: []string{"name"},
			Args:     "name:FlatSymbolRefAttr",
			Results:  "result:AnyStaticShapeMemRef",
			Format:   "$name `:` type($result) attr-dict",
			Verify:   verifyAll(nOperands(0), nResults(1), hasAttr("name"), resultIs(0, "statically shaped memref", isRankedMemRef)),
			VerifySymbolUses: func(op *Operation, st *Symbols) error {
				g := st.Lookup(op.Attr("name"))
				var ta *TypeAttr
				if g != nil && g.Name() == "memref.global" {
					ta, _ = g.Attr("type").(*TypeAttr)
				}
				if ta == nil {
					return op.OpErrorf("'%s' does not reference a valid global memref", symbolRefName(op.Attr("name")))
				}
				if !TypesEqual(ta.Type, op.Result(0).Type()) {
					return op.OpErrorf("result type '%s' does not match type '%s' of the global memref @%s", op.Result(0).Type(), ta.Type, SymbolName(g))
				}
				return nil
			},
		},
		&OpDef{
			Name:     "memref.global",
			Summary:  "declare or define a global memref variable",
			Syntax:   "memref.global \"private\" constant @name : memref<4xf32> = dense<0.0>",
			Traits:   Symbol,
			Inherent: []string{"sym_name", "sym_visibility", "type", "initial_value", "constant", "alignment"},
			Args:     "sym_name:SymbolNameAttr, sym_visibility:OptionalAttr<StrAttr>, type:TypeAttrOf<MemRefType>, initial_value:OptionalAttr<AnyAttr>, constant:UnitAttr, alignment:OptionalAttr<I64Attr>",
			Format:   "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
			Effects:  noEffects,
			Verify:   verifyAll(nOperands(0), nResults(0), hasAttr("sym_name"), hasAttr("type"), alignmentAttr("alignment")),
		},
		&OpDef{
			Name:        "memref.extract_aligned_pointer_as_index",
			Summary:     "extracts a memref's underlying aligned pointer as an index",
			ResultNames: []string{"intptr"},
			Syntax:      "%p = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index",
			Traits:      Pure | ExposesPointer,
			Args:        "source:AnyRankedOrUnrankedMemRef",
			Results:     "aligned_pointer:Index",
			Format:      "$source `:` type($source) `->` type(results) attr-dict",
			Verify:      verifyAll(nOperands(1), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "index", isIndex)),
		},
		&OpDef{
			Name:      "memref.atomic_rmw",
			Summary:   "atomic read-modify-write operation",
			Syntax:    "%r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<8xf32>) -> f32",
			Inherent:  []string{"kind"},
			Args:      "kind:I64EnumAttr<addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori>, value:AnyType, memref:AnyMemRef, indices:Variadic<Index>",
			Results:   "result:AnyType",
			TypeRules: "result = value",
			Format:    "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)",
			Effects:   readWrite(1),
			Verify:    verifyAll(minOperands(2), nResults(1), hasAttr("kind"), memrefIndices(1, 2)),
		},
		&OpDef{
			Name:    "memref.generic_atomic_rmw",
			Parse:   parseMemrefGenericAtomicRMW,
			Print:   printMemrefGenericAtomicRMW,
			Summary: "atomic read-modify-write operation with a region",
			Syntax:  "%r = memref.generic_atomic_rmw %m[%i] : memref<8xf32> { ^bb0(%cur: f32): ... memref.atomic_yield %n : f32 }",
			Traits:  SingleBlock,
			Effects: readWrite(0),
			Verify:  verifyAll(minOperands(1), nResults(1), nRegions(1), memrefIndices(0, 1)),
		},
		&OpDef{
			Name:    "memref.atomic_yield",
			Summary: "yield operation for GenericAtomicRMWOp",
			Syntax:  "memref.atomic_yield %v : f32",
			Traits:  Terminator | Pure | ReturnLike,
			Args:    "result:AnyType",
			Format:  "$result attr-dict `:` type($result)",
			Verify:  verifyAll(nOperands(1), nResults(0)),
		},
		&OpDef{
			Name:         "memref.alloca_scope",
			Parse:        parseMemrefAllocaScope,
			Print:        printMemrefAllocaScope,
			Summary:      "explicitly delimited scope for stack allocation",
			Syntax:       "%r = memref.alloca_scope -> (f32) { ... memref.alloca_scope.return %v : f32 }",
			Traits:       AutomaticAllocationScope | RecursiveMemoryEffects | SingleBlock | ImplicitTerminator,
			RegionBranch: singleRegionThenResults,
			Verify:       verifyAll(nOperands(0), nRegions(1)),
		},
		&OpDef{
			Name:                     "memref.alloca_scope.return",
			Summary:                  "terminator for alloca_scope operation",
			Syntax:                   "memref.alloca_scope.return %v : f32",
			Traits:                   Terminator | Pure | ReturnLike,
			Args:                     "results:Variadic<AnyType>",
			Format:                   "attr-dict ($results^ `:` type($results))?",
			RegionTerminatorOperands: allOperandsForwarded,
		},
		&OpDef{
			Name:    "memref.dma_start",
			Parse:   parseMemrefDmaStart,
			Print:   printMemrefDmaStart,
			Summary: "non-blocking DMA operation that starts a transfer",
			Syntax:  "memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] : memref<..>, memref<..>, memref<..>",
			Effects: func(op *Operation) []MemoryEffect {
				// Operands: src, src indices, dst, dst indices, num elements,
				// tag, tag indices [, stride, elements per stride].
				if op.NumOperands() == 0 {
					return nil
				}
				var out []MemoryEffect
				out = append(out, MemoryEffect{Kind: EffectRead, Value: op.Operand(0)})
				mems := 0
				for _, v := range op.Operands()[1:] {
					if IsMemRef(v.Type()) {
						mems++
						out = append(out, MemoryEffect{Kind: EffectWrite, Value: v})
					}
				}
				return out
			},
			Verify: verifyAll(nResults(0), verifyMemrefDmaStart),
		},
		&OpDef{
			Name:    "memref.dma_wait",
			Summary: "blocking DMA operation that waits for transfer completion",
			Syntax:  "memref.dma_wait %tag[%i], %n : memref<1xi32>",
			Args:    "tagMemRef:AnyMemRef, tagIndices:Variadic<Index>, numElements:Index",
			Format:  "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
			Effects: readWrite(0),
			Verify:  verifyAll(minOperands(2), nResults(0), operandIs(0, "memref", isMemRefT)),
		},
		&OpDef{
			Name:     "memref.prefetch",
			Parse:    parseMemrefPrefetch,
			Print:    printMemrefPrefetch,
			Summary:  "prefetch operation",
			Syntax:   "memref.prefetch %m[%i], read, locality<3>, data : memref<8xf32>",
			Inherent: []string{"isWrite", "localityHint", "isDataCache"},
			Effects:  operandEffect(EffectRead, 0),
			Verify:   verifyAll(minOperands(1), nResults(0), operandIs(0, "memref", isRankedMemRef)),
		},
	)
	Register(defs...)
}

// stridedMetadataNames names memref.extract_strided_metadata's results
// %base_buffer, %offset, %sizes:N, %strides:N.
func stridedMetadataNames(op *Operation, set func(int, string)) {
	set(0, "base_buffer")
	set(1, "offset")
	if n := op.NumResults(); n > 2 {
		set(2, "sizes")
		set(2+(n-2)/2, "strides")
	}
}
