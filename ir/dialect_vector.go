package ir

// The vector dialect ops that lowering linalg produces: transfers, loads and
// stores, broadcasts, element access, reductions and contractions, masks
// (vector.mask and its vector.yield), scans, (de)interleaving, scalable
// sub-vectors, fma and vector.print.

// vectorOps are the vector ops with a regular syntax (Format != "") or a
// custom hook (Format == "").
var vectorOps = []struct {
	name, summary string
	inherent      []string
	format        string
	effects       func(*Operation) []MemoryEffect
	verify        func(*Operation) error
	args, results string
	rules         string
}{
	{"vector.transfer_read", "reads a supervector from memory into an SSA vector value",
		[]string{"permutation_map", "in_bounds", "operandSegmentSizes"}, "",
		func(op *Operation) []MemoryEffect { return effectsOn(EffectRead, firstOperand(op)) },
		verifyAll(nSegments(4), nResults(1), operandIs(0, "shaped", isShaped)), "", "", ""},
	{"vector.transfer_write", "the vector.transfer_write op writes a supervector to memory",
		[]string{"permutation_map", "in_bounds", "operandSegmentSizes"}, "",
		func(op *Operation) []MemoryEffect {
			if op.NumOperands() < 2 {
				return nil
			}
			return effectsOn(EffectWrite, op.Operand(1))
		},
		verifyAll(nSegments(4), operandIs(1, "shaped", isShaped)), "", "", ""},
	{"vector.load", "reads an n-D slice of memory into an n-D vector", []string{"nontemporal", "alignment"},
		"$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
		operandEffect(EffectRead, 0), verifyAll(minOperands(1), nResults(1), operandIs(0, "memref", isRankedMemRef)), "base:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">, alignment:OptionalAttr<I64Attr>", "result:AnyVectorOfAnyRank", ""},
	{"vector.store", "writes an n-D vector to an n-D slice of memory", []string{"nontemporal", "alignment"},
		"$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
		operandEffect(EffectWrite, 1), verifyAll(minOperands(2), nResults(0), operandIs(1, "memref", isRankedMemRef)), "valueToStore:AnyVectorOfAnyRank, base:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedOptionalAttr<BoolAttr, \"false\">, alignment:OptionalAttr<I64Attr>", "", ""},
	{"vector.maskedload", "loads elements from memory into a vector as defined by a mask vector", []string{"alignment"},
		"$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
		operandEffect(EffectRead, 0), verifyAll(minOperands(3), nResults(1)), "base:AnyMemRef, indices:Variadic<Index>, mask:AnyVector, pass_thru:AnyVector, alignment:OptionalAttr<I64Attr>", "result:AnyVector", ""},
	{"vector.maskedstore", "stores elements from a vector into memory as defined by a mask vector", []string{"alignment"},
		"$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
		operandEffect(EffectWrite, 0), verifyAll(minOperands(3), nResults(0)), "base:AnyMemRef, indices:Variadic<Index>, mask:AnyVector, valueToStore:AnyVector, alignment:OptionalAttr<I64Attr>", "", ""},
	{"vector.expandload", "reads elements from memory and spreads them into a vector as defined by a mask", []string{"alignment"},
		"$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
		operandEffect(EffectRead, 0), verifyAll(minOperands(3), nResults(1)), "base:AnyShaped, indices:Variadic<Index>, mask:AnyVector, pass_thru:AnyVector, alignment:OptionalAttr<I64Attr>", "result:AnyVector", ""},
	{"vector.compressstore", "writes elements selectively from a vector as defined by a mask", []string{"alignment"},
		"$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
		operandEffect(EffectWrite, 0), verifyAll(minOperands(3), nResults(0)), "base:AnyShaped, indices:Variadic<Index>, mask:AnyVector, valueToStore:AnyVector, alignment:OptionalAttr<I64Attr>", "", ""},
	{"vector.broadcast", "broadcast operation", nil,
		"$source attr-dict `:` type($source) `to` type($vector)", nil, verifyAll(nOperands(1), nResults(1)), "source:AnyType", "vector:AnyVectorOfAnyRank", ""},
	{"vector.extract", "extract operation", []string{"static_position"},
		"$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($source)", nil,
		verifyAll(minOperands(1), nResults(1), notZeroDVector(true)), "source:AnyVectorOfAnyRank, dynamic_position:Variadic<Index>, static_position:DenseI64ArrayAttr", "result:AnyType", ""},
	{"vector.insert", "insert operation", []string{"static_position"},
		"$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)", nil,
		verifyAll(minOperands(2), nResults(1), notZeroDVector(false)), "valueToStore:AnyType, dest:AnyVectorOfAnyRank, dynamic_position:Variadic<Index>, static_position:DenseI64ArrayAttr", "result:AnyVectorOfAnyRank", "result = dest"},
	{"vector.fma", "vector fused multiply-add", []string{"fastmath"},
		"$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)", nil, verifyAll(nOperands(3), nResults(1), sameOperandsAndResultType), "lhs:AnyVectorOfAnyRank, rhs:AnyVectorOfAnyRank, acc:AnyVectorOfAnyRank", "result:AnyVectorOfAnyRank", "SameOperandsAndResultType"},
	{"vector.reduction", "reduction operation", []string{"kind", "fastmath"},
		"$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
		nil, verifyAll(nResults(1), hasAttr("kind")), "kind:DialectAttr<\"#vector.kind\">, vector:AnyVectorOfAnyRank, acc:Optional<AnyType>, fastmath:DefaultValuedAttr<DialectAttr<\"#arith.fastmath\">, \"#arith.fastmath<none>\">", "dest:AnyType", "acc = dest"},
	{"vector.multi_reduction", "multi-dimensional reduction operation", []string{"kind", "reduction_dims"},
		"$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)", nil, verifyAll(nOperands(2), nResults(1)),
		"kind:DialectAttr<\"#vector.kind\">, source:AnyVectorOfAnyRank, acc:AnyType, reduction_dims:DenseI64ArrayAttr", "dest:AnyType", "AllTypesMatch<dest, acc>"},
	{"vector.contract", "vector contraction operation", []string{"indexing_maps", "iterator_types", "kind"}, "",
		nil, verifyAll(minOperands(3), nResults(1), hasAttr("indexing_maps"), hasAttr("iterator_types")), "", "", ""},
	{"vector.print", "print operation (for testing and debugging)", []string{"punctuation", "stringLiteral"}, "",
		func(*Operation) []MemoryEffect { return []MemoryEffect{{Kind: EffectWrite}} }, verifyAll(nResults(0)), "", "", ""},
	{"vector.constant_mask", "creates a constant vector mask", []string{"mask_dim_sizes"},
		"$mask_dim_sizes attr-dict `:` type(results)", nil, verifyAll(nOperands(0), nResults(1), hasAttr("mask_dim_sizes")), "mask_dim_sizes:DenseI64ArrayAttr", "result:VectorOfAnyRankOf<[I1]>", ""},
	{"vector.create_mask", "creates a vector mask", nil,
		"$operands attr-dict `:` type(results)", nil, verifyAll(nResults(1), operandsFrom(0, "index", isIndex), oneOperandPerMaskDim), "operands:Variadic<Index>", "result:VectorOfAnyRankOf<[I1]>", ""},
	{"vector.from_elements", "operation that defines a vector from scalar elements", nil,
		"$elements attr-dict `:` type($dest)", nil, verifyAll(nResults(1)), "elements:Variadic<AnyType>", "dest:AnyVectorOfAnyRank", "elements = elem(dest)"},
	{"vector.to_elements", "operation that decomposes a vector into all its scalar elements", nil,
		"$source attr-dict `:` type($source)", nil, verifyAll(nOperands(1)), "source:AnyVectorOfAnyRank", "elements:Variadic<AnyType>", "elements = elem(source)"},
	{"vector.shape_cast", "shape_cast casts between vector shapes", nil,
		"$source attr-dict `:` type($source) `to` type($result)", nil, verifyAll(nOperands(1), nResults(1)), "source:AnyVectorOfAnyRank", "result:AnyVectorOfAnyRank", ""},
	{"vector.transpose", "vector transpose operation", []string{"permutation"},
		"$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)", nil, verifyAll(nOperands(1), nResults(1)), "vector:AnyVectorOfAnyRank, permutation:DenseI64ArrayAttr", "result:AnyVectorOfAnyRank", ""},
	{"vector.bitcast", "bitcast casts between vectors", nil,
		"$source attr-dict `:` type($source) `to` type($result)", nil, verifyAll(nOperands(1), nResults(1)), "source:AnyVectorOfAnyRank", "result:AnyVectorOfAnyRank", ""},
	{"vector.extract_strided_slice", "extract_strided_slice operation", []string{"offsets", "sizes", "strides"},
		"$source attr-dict `:` type($source) `to` type(results)", nil, verifyAll(nOperands(1), nResults(1)), "source:AnyVector, offsets:I64ArrayAttr, sizes:I64ArrayAttr, strides:I64ArrayAttr", "result:AnyVector", ""},
	{"vector.insert_strided_slice", "strided_slice operation", []string{"offsets", "strides"},
		"$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)", nil, verifyAll(nOperands(2), nResults(1)), "valueToStore:AnyVector, dest:AnyVector, offsets:I64ArrayAttr, strides:I64ArrayAttr", "result:AnyVector", "result = dest"},
	{"vector.outerproduct", "vector outerproduct with optional fused add", []string{"kind"}, "",
		nil, verifyAll(minOperands(2), nResults(1)), "", "", ""},
	{"vector.step", "a linear sequence of values from 0 to N", nil,
		"attr-dict `:` type($result)", nil, verifyAll(nOperands(0), nResults(1)), "", "result:AnyVector", ""},
	{"vector.shuffle", "shuffle operation", []string{"mask"},
		"$v1 `,` $v2 $mask attr-dict `:` type($v1) `,` type($v2)", nil, verifyAll(nOperands(2), nResults(1)), "v1:AnyFixedVectorOfAnyRank, v2:AnyFixedVectorOfAnyRank, mask:DenseI64ArrayAttr", "vector:AnyVector", "AllTypesMatch<v1, v2>"},
	{"vector.interleave", "constructs a vector by interleaving two input vectors", nil,
		"$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)", nil, verifyAll(nOperands(2), nResults(1)), "lhs:AnyVectorOfAnyRank, rhs:AnyVectorOfAnyRank", "result:AnyVector", "AllTypesMatch<lhs, rhs>"},
	{"vector.deinterleave", "constructs two vectors by deinterleaving an input vector", nil,
		"$source attr-dict `:` type($source) `->` type($res1)", nil, verifyAll(nOperands(1), nResults(2)), "source:AnyVectorOfAnyRank", "res1:AnyVector, res2:AnyVector", "AllTypesMatch<res1, res2>"},
	{"vector.scalable.insert", "insert subvector into scalable vector operation", []string{"pos"},
		"$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)", nil, verifyAll(nOperands(2), nResults(1)),
		"valueToStore:AnyVector, dest:AnyVector, pos:I64Attr", "res:AnyVector", "AllTypesMatch<dest, res>"},
	{"vector.scalable.extract", "extract subvector from scalable vector operation", []string{"pos"},
		"$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)", nil, verifyAll(nOperands(1), nResults(1)),
		"source:AnyVector, pos:I64Attr", "res:AnyVector", ""},
	{"vector.vscale", "load vector scale size", nil,
		"attr-dict", nil, verifyAll(nOperands(0), nResults(1)), "", "res:Index", ""},
	{"vector.scan", "scan operation", []string{"kind", "reduction_dim", "inclusive"},
		"$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)", nil, verifyAll(nOperands(2), nResults(2)),
		"kind:DialectAttr<\"#vector.kind\">, source:AnyVectorOfAnyRank, initial_value:AnyVectorOfAnyRank, reduction_dim:I64Attr, inclusive:BoolAttr",
		"dest:AnyVectorOfAnyRank, accumulated_value:AnyVectorOfAnyRank", "AllTypesMatch<source, dest>; AllTypesMatch<initial_value, accumulated_value>"},
	{"vector.mask", "predicates a maskable vector operation", nil, "",
		nil, verifyAll(nRegions(1), verifyVectorMaskBody), "", "", ""},
	{"vector.type_cast", "type_cast op converts a scalar memref to a vector memref", nil,
		"$memref attr-dict `:` type($memref) `to` type($result)", nil, verifyAll(nOperands(1), nResults(1)), "memref:AnyStaticShapeMemRef", "result:AnyMemRef", ""},
	{"vector.gather", "gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector", []string{"alignment"},
		"$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices)  `,` type($mask) `,` type($pass_thru) `into` type($result)",
		func(op *Operation) []MemoryEffect { return effectsOn(EffectRead, firstOperand(op)) }, verifyAll(minOperands(4), nResults(1)), "base:AnyShaped, offsets:Variadic<Index>, indices:AnyVector, mask:AnyVector, pass_thru:AnyVector, alignment:OptionalAttr<I64Attr>", "result:AnyVector", ""},
	{"vector.scatter", "scatters elements from a vector into memory as defined by an index vector and a mask vector", []string{"alignment"},
		"$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($indices)  `,` type($mask) `,` type($valueToStore)",
		func(op *Operation) []MemoryEffect { return effectsOn(EffectWrite, firstOperand(op)) }, verifyAll(minOperands(4)), "base:AnyShaped, offsets:Variadic<Index>, indices:AnyVector, mask:AnyVector, valueToStore:AnyVector, alignment:OptionalAttr<I64Attr>", "", ""},
}

// verifyVectorMaskBody checks that vector.mask masks one op: its block
// holds at most that op and the terminator.
func verifyVectorMaskBody(op *Operation) error {
	b := op.Region(0).Front()
	if b == nil {
		return nil
	}
	n := b.Len()
	if t := b.Last(); t != nil && t.HasTrait(Terminator) {
		n--
	}
	if n > 1 {
		return op.OpErrorf("expects only one operation to mask")
	}
	return nil
}

// notZeroDVector checks that vector.extract's result (extract) or
// vector.insert's source is not a 0-D vector, which MLIR 22 rejects in
// favour of the scalar.
func notZeroDVector(extract bool) func(*Operation) error {
	return func(op *Operation) error {
		t, what := op.Operand(0).Type(), "source operand"
		if extract {
			t, what = op.Result(0).Type(), "result type"
		}
		if v, ok := t.(*VectorType); ok && len(v.Shape) == 0 {
			return op.Errorf("expected a scalar instead of a 0-d vector as the %s", what)
		}
		return nil
	}
}

// oneOperandPerMaskDim checks vector.create_mask's operands as MLIR 22
// does: one index per dimension of the result, and exactly one for a 0-D
// mask.
func oneOperandPerMaskDim(op *Operation) error {
	v, ok := op.Result(0).Type().(*VectorType)
	if !ok {
		return nil
	}
	if len(v.Shape) == 0 {
		if op.NumOperands() != 1 {
			return op.OpErrorf("must specify exactly one operand for 0-D create_mask")
		}
		return nil
	}
	if op.NumOperands() != len(v.Shape) {
		return op.OpErrorf("must specify an operand for each result vector dimension")
	}
	return nil
}

func init() {
	RegisterDialect(&Dialect{Name: "vector", Inliner: inlineAnyOp})
	var defs []*OpDef
	for _, o := range vectorOps {
		d := &OpDef{Name: o.name, Summary: o.summary, Inherent: o.inherent, Format: o.format, Effects: o.effects, Verify: o.verify,
			Args: o.args, Results: o.results, TypeRules: o.rules}
		if o.effects == nil {
			d.Traits = Pure
		}
		switch o.name {
		case "vector.transfer_read":
			d.Parse, d.Print = parseVectorTransferRead, printVectorTransferRead
			d.Speculatability = tensorOperandSpeculation(0)
		case "vector.transfer_write":
			d.Parse, d.Print = parseVectorTransferWrite, printVectorTransferWrite
			d.Speculatability = tensorOperandSpeculation(1)
		case "vector.contract":
			d.Parse, d.Print = parseVectorContract, printVectorContract
		case "vector.print":
			d.Parse, d.Print = parseVectorPrint, printVectorPrint
		case "vector.outerproduct":
			d.Parse, d.Print = parseVectorOuterProduct, printVectorOuterProduct
		case "vector.shuffle":
			d.Format, d.Args, d.Results, d.TypeRules = "", "", "", ""
			d.Parse, d.Print = parseVectorShuffle, printVectorShuffle
		case "vector.to_elements":
			d.Format, d.Args, d.Results, d.TypeRules = "", "", "", ""
			d.Parse, d.Print = parseVectorToElements, printVectorToElements
		case "vector.type_cast":
			d.ViewSource = firstOperand
		case "vector.deinterleave":
			d.ResultNames = []string{"res1", "res2"}
		case "vector.vscale":
			d.ResultNames = []string{"vscale"}
		case "vector.scan":
			d.ResultNames = []string{"dest", "accumulated_value"}
		case "vector.mask":
			d.Parse, d.Print = parseVectorMask, printVectorMask
			d.Traits = RecursiveMemoryEffects | SingleBlock
			d.Syntax = "%r = vector.mask %m[, %passthru] { maskable op } : mask type -> result types"
		}
		defs = append(defs, d)
	}
	Register(defs...)
	Register(&OpDef{
		Name:                     "vector.yield",
		Summary:                  "terminates and yields values from vector regions",
		Syntax:                   "vector.yield %a, %b : t1, t2",
		Traits:                   Terminator | Pure | ReturnLike,
		Args:                     "operands:Variadic<AnyType>",
		Format:                   "attr-dict ($operands^ `:` type($operands))?",
		RegionTerminatorOperands: allOperandsForwarded,
	})
}
