package ir

// The bufferization dialect: the bridge ops between tensors and buffers
// (to_tensor, to_buffer, alloc_tensor, materialize_in_destination, clone,
// dealloc, dealloc_tensor).

// bufferizationDeallocMemrefs returns bufferization.dealloc's memref
// operands (the first operand segment).
func bufferizationDeallocMemrefs(op *Operation) []*Value { return OperandSegment(op, 0) }

// verifyDeallocTypes checks bufferization.dealloc's operand and result
// types in operand order, with mlir-opt 22's messages: memrefs to free and
// retain, i1 conditions and updated conditions.
func verifyDeallocTypes(op *Operation) error {
	const memrefs = "variadic of ranked or unranked memref of any type values"
	const bools = "variadic of 1-bit signless integer"
	sizes := OperandSegmentSizes(op)
	i := 0
	for seg, n := range sizes {
		for k := 0; k < n && i < op.NumOperands(); k, i = k+1, i+1 {
			t := op.Operand(i).Type()
			if seg == 1 && !isI1(t) {
				return op.OpErrorf("operand #%d must be %s, but got '%s'", i, bools, t)
			}
			if seg != 1 && !isMemRefT(t) {
				return op.OpErrorf("operand #%d must be %s, but got '%s'", i, memrefs, t)
			}
		}
	}
	for j, r := range op.Results() {
		if !isI1(r.Type()) {
			return op.OpErrorf("result #%d must be %s, but got '%s'", j, bools, r.Type())
		}
	}
	return nil
}

func init() {
	RegisterDialect(&Dialect{Name: "bufferization", Inliner: inlineAnyOp})
	Register(
		&OpDef{
			Name:     "bufferization.to_tensor",
			Summary:  "create a tensor from a buffer",
			Syntax:   "%t = bufferization.to_tensor %m [restrict] [writable] : memref<..> to tensor<..>",
			Inherent: []string{"restrict", "writable"},
			Args:     "buffer:AnyRankedOrUnrankedMemRef, restrict:UnitAttr, writable:UnitAttr",
			Results:  "result:AnyTensor",
			Format:   "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
			// The tensor reads the buffer's contents; the tensor value may
			// later be turned back into that buffer, hence the view flow.
			Effects:  operandEffect(EffectRead, 0),
			ViewFlow: flowToResult,
			Bounds:   sameShapeBounds,
			Verify:   verifyAll(nOperands(1), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "tensor", isTensorT)),
		},
		&OpDef{
			Name:     "bufferization.to_buffer",
			Summary:  "cast a tensor to a buffer",
			Syntax:   "%m = bufferization.to_buffer %t [read_only] : tensor<..> to memref<..>",
			Traits:   Pure,
			Inherent: []string{"read_only"},
			Args:     "tensor:AnyTensor, read_only:UnitAttr",
			Results:  "buffer:AnyRankedOrUnrankedMemRef",
			Format:   "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)",
			ViewFlow: flowToResult,
			Bounds:   sameShapeBounds,
			Verify:   verifyAll(nOperands(1), nResults(1), operandIs(0, "tensor", isTensorT), resultIs(0, "memref", isMemRefT)),
		},
		&OpDef{
			Name:    "bufferization.alloc_tensor",
			Summary: "allocate buffer for a tensor",
			Syntax:  "%t = bufferization.alloc_tensor(%d) copy(%c) size_hint=%h : tensor<?xf32>",
			Args:    "dynamic_sizes:Variadic<Index>, copy:Optional<AnyTensor>, size_hint:Optional<Index>, memory_space:OptionalAttr<AnyAttr>",
			Results: "result:AnyTensor", TypeRules: "AllTypesMatch<copy, result>",
			// MLIR parses it by hand; the same syntax as a format:
			Format:  "`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)? attr-dict `:` type($result)",
			Effects: resultEffect(EffectAllocate),
			Bounds:  dynamicSizeBounds(0, 0),
		},
		&OpDef{
			Name:     "bufferization.materialize_in_destination",
			Summary:  "copy a tensor",
			Syntax:   "bufferization.materialize_in_destination %t in [restrict] [writable] %dest : (tensor<..>, memref<..>) -> ()",
			Inherent: []string{"restrict", "writable"},
			Args:     "source:AnyTensor, dest:AnyType, restrict:UnitAttr, writable:UnitAttr",
			Results:  "result:Optional<AnyTensor>",
			Format:   "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)",
			Effects:  copyEffects,
			Verify:   verifyAll(nOperands(2)),
		},
		&OpDef{
			Name:    "bufferization.clone",
			Summary: "clone a buffer",
			Syntax:  "%c = bufferization.clone %m : memref<..> to memref<..>",
			Args:    "input:AnyRankedOrUnrankedMemRef",
			Results: "output:AnyRankedOrUnrankedMemRef",
			Format:  "$input attr-dict `:` type($input) `to` type($output)",
			Effects: func(op *Operation) []MemoryEffect {
				if op.NumOperands() != 1 || op.NumResults() != 1 {
					return nil
				}
				return []MemoryEffect{
					{Kind: EffectRead, Value: op.Operand(0)},
					{Kind: EffectAllocate, Value: op.Result(0)},
					{Kind: EffectWrite, Value: op.Result(0)},
				}
			},
			Verify: verifyAll(nOperands(1), nResults(1), operandIs(0, "memref", isMemRefT), resultIs(0, "memref", isMemRefT)),
			// CloneOp::fold: a memref.cast operand is bypassed.
			Fold: foldThroughMemRefCast,
		},
		&OpDef{
			Name:     "bufferization.dealloc",
			Parse:    parseBufferizationDealloc,
			Print:    printBufferizationDealloc,
			Summary:  "deallocates the given memrefs if no alias is retained",
			Syntax:   "%r = bufferization.dealloc (%m : memref<..>) if (%c) retain (%x : memref<..>)",
			Inherent: []string{"operandSegmentSizes"},
			Effects: func(op *Operation) []MemoryEffect {
				return effectsOn(EffectFree, bufferizationDeallocMemrefs(op)...)
			},
			Canonicalize: DeallocCanonicalizationPatterns(),
			Verify: verifyAll(nSegments(3), verifyDeallocTypes, func(op *Operation) error {
				if len(OperandSegment(op, 0)) != len(OperandSegment(op, 1)) {
					return op.OpErrorf("must have the same number of conditions as memrefs to deallocate")
				}
				if op.NumResults() != len(OperandSegment(op, 2)) {
					return op.OpErrorf("must have the same number of updated conditions (results) as retained operands")
				}
				return nil
			}),
		},
		&OpDef{
			Name:    "bufferization.dealloc_tensor",
			Summary: "release underlying storage format of given tensor",
			Syntax:  "bufferization.dealloc_tensor %t : tensor<..>",
			Args:    "tensor:AnyTensor",
			Format:  "$tensor attr-dict `:` type($tensor)",
			Effects: noEffects,
			Verify:  verifyAll(nOperands(1), nResults(0)),
		},
	)
}
