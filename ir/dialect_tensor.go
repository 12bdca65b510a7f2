package ir

// The tensor dialect: value-semantics tensor creation, slicing, reshaping
// and padding. Every op is free of memory effects (pure, or without effects
// on buffers for tensor.parallel_insert_slice).

// tensorOps are the tensor ops, each with its declarative format. All
// but tensor.parallel_insert_slice (which has Effects) are Pure.
var tensorOps = []*OpDef{
	{Name: "tensor.empty", Summary: "empty tensor operation",
		Args: "dynamicSizes:Variadic<Index>", Results: "result:AnyRankedTensor", Bounds: dynamicSizeBounds(0, -1),
		Format: "`(`$dynamicSizes`)` attr-dict `:` type($result)"},
	{Name: "tensor.extract", Summary: "element extraction operation", ResultNames: []string{"extracted"},
		Args: "tensor:AnyRankedTensor, indices:Variadic<Index>", Results: "result:AnyType", TypeRules: "result = elem(tensor)",
		Format: "$tensor `[` $indices `]` attr-dict `:` type($tensor)"},
	{Name: "tensor.insert", Summary: "element insertion operation", ResultNames: []string{"inserted"},
		Args: "scalar:AnyType, dest:AnyRankedTensor, indices:Variadic<Index>", Results: "result:AnyRankedTensor", TypeRules: "scalar = elem(dest); result = dest",
		Format: "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"},
	{Name: "tensor.extract_slice", Summary: "extract slice operation", ResultNames: []string{"extracted_slice"},
		Args: "source:AnyRankedTensor, " + mixedListArgs, Results: "result:AnyRankedTensor",
		Format: "$source `` " + mixedListsFormat + " attr-dict `:` type($source) `to` type($result)",
		Verify: verifyTensorSliceBounds(0), Bounds: sliceBounds(2)},
	{Name: "tensor.insert_slice", Summary: "insert_slice operation", ResultNames: []string{"inserted_slice"},
		Args: "source:AnyRankedTensor, dest:AnyRankedTensor, " + mixedListArgs, Results: "result:AnyRankedTensor", TypeRules: "result = dest",
		Format: "$source `into` $dest `` " + mixedListsFormat + " attr-dict `:` type($source) `into` type($dest)",
		Verify: verifyTensorSliceBounds(1)},
	{Name: "tensor.parallel_insert_slice", Summary: "specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
		// Part of scf.forall.in_parallel; it has no results and no
		// memory effects on buffers.
		Effects: noEffects,
		Args:    "source:AnyRankedTensor, dest:AnyRankedTensor, " + mixedListArgs,
		Format:  "$source `into` $dest `` " + mixedListsFormat + " attr-dict `:` type($source) `into` type($dest)",
		Verify:  verifyTensorSliceBounds(1)},
	{Name: "tensor.pad", Summary: "tensor pad operation", ResultNames: []string{"padded"},
		Traits: Pure | SingleBlock,
		Args:   "source:AnyRankedTensor, low:Variadic<Index>, high:Variadic<Index>, static_low:DenseI64ArrayAttr, static_high:DenseI64ArrayAttr, nofold:UnitAttr", Results: "result:AnyRankedTensor", Regions: "region:SizedRegion<1>",
		Format: "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)"},
	{Name: "tensor.yield", Summary: "yield a value from a region",
		Traits: Pure | Terminator | ReturnLike, RegionTerminatorOperands: allOperandsForwarded,
		Args:   "value:AnyType",
		Format: "$value attr-dict `:` type($value)"},
	{Name: "tensor.expand_shape", Summary: "operation to produce a tensor with a higher rank", ResultNames: []string{"expanded"},
		Args: "src:AnyTensor, reassociation:IndexListArrayAttr, output_shape:Variadic<Index>, static_output_shape:DenseI64ArrayAttr", Results: "result:AnyTensor",
		Format: "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)"},
	{Name: "tensor.collapse_shape", Summary: "operation to produce a tensor with a smaller rank", ResultNames: []string{"collapsed"},
		Args: "src:AnyTensor, reassociation:IndexListArrayAttr", Results: "result:AnyTensor",
		Format: "$src $reassociation attr-dict `:` type($src) `into` type($result)"},
	{Name: "tensor.cast", Summary: "tensor cast operation", ResultNames: []string{"cast"},
		Args: "source:AnyTensor", Results: "dest:AnyTensor", Bounds: sameShapeBounds,
		Format: "$source attr-dict `:` type($source) `to` type($dest)"},
	{Name: "tensor.dim", Summary: "dimension index operation", ResultNames: []string{"dim"},
		Args: "source:AnyNonZeroRankedOrUnrankedTensor, index:Index", Results: "result:Index", Bounds: dimBounds, Fold: foldDim,
		Speculatability: dimSpeculation,
		Format:          "attr-dict $source `,` $index `:` type($source)"},
	{Name: "tensor.rank", Summary: "rank operation", ResultNames: []string{"rank"},
		Args: "tensor:AnyTensor", Results: "result:Index", Fold: foldRank,
		Format: "$tensor attr-dict `:` type($tensor)"},
	{Name: "tensor.reshape", Summary: "tensor reshape operation", ResultNames: []string{"reshape"},
		Args: "source:AnyTensor, shape:AnyTensor", Results: "result:AnyTensor",
		Format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"},
	{Name: "tensor.generate", Summary: "creates a dynamically sized tensor from elements", ResultNames: []string{"generated"},
		Traits: Pure | SingleBlock,
		Args:   "dynamicExtents:Variadic<Index>", Results: "result:AnyRankedTensor", Regions: "body:SizedRegion<1>",
		Format: "$dynamicExtents $body attr-dict `:` type($result)"},
	{Name: "tensor.from_elements", Summary: "tensor from elements operation", ResultNames: []string{"from_elements"},
		Args: "elements:Variadic<AnyType>", Results: "result:AnyStaticShapeTensor", TypeRules: "elements = elem(result)",
		Format: "$elements attr-dict `:` type($result)"},
	{Name: "tensor.splat", Summary: "tensor splat or broadcast operation", ResultNames: []string{"splat"},
		Args: "input:AnyType, dynamicSizes:Variadic<Index>", Results: "aggregate:AnyRankedTensor", TypeRules: "input = elem(aggregate)",
		Format: "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"},
	{Name: "tensor.bitcast", Summary: "tensor bitcast operation",
		Args: "source:AnyTensor", Results: "dest:AnyTensor",
		Format: "$source attr-dict `:` type($source) `to` type($dest)"},
	{Name: "tensor.concat", Summary: "tensor concatenation operation", ResultNames: []string{"concat"},
		Args: "dim:I64Attr, inputs:Variadic<AnyRankedTensor>", Results: "result:AnyRankedTensor",
		Format: "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"},
	{Name: "tensor.gather", Summary: "gather a subset of a tensor at specified indices", ResultNames: []string{"gather"},
		Args: "source:AnyRankedTensor, indices:AnyRankedTensor, gather_dims:DenseI64ArrayAttr, unique:UnitAttr", Results: "result:AnyRankedTensor",
		Format: "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)"},
	{Name: "tensor.scatter", Summary: "scatter a tensor into a destination tensor at specified indices", ResultNames: []string{"scatter"},
		Args: "source:AnyRankedTensor, dest:AnyRankedTensor, indices:AnyRankedTensor, scatter_dims:DenseI64ArrayAttr, unique:UnitAttr", Results: "result:AnyRankedTensor",
		Format: "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)"},
}

func init() {
	for _, d := range tensorOps {
		if d.Effects == nil {
			d.Traits |= Pure
		}
	}
	Register(tensorOps...)
}
