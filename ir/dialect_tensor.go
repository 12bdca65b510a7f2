package ir

// The tensor dialect: value-semantics tensor creation, slicing, reshaping
// and padding. Every op is free of memory effects.

// tensorOps are the tensor ops with their inherent attributes and, for ops
// with a regular syntax, their declarative format.
var tensorOps = []struct {
	name, summary string
	inherent      []string
	format        string
	verify        func(*Operation) error
	args, results string
	rules         string
	asmName       string // the result's name hint
}{
	{"tensor.empty", "empty tensor operation", nil,
		"`(`$dynamicSizes`)` attr-dict `:` type($result)",
		verifyAll(nResults(1), operandsFrom(0, "index", isIndex), resultIs(0, "ranked tensor", isTensorT)), "dynamicSizes:Variadic<Index>", "result:AnyRankedTensor", "", ""},
	{"tensor.extract", "element extraction operation", nil,
		"$tensor `[` $indices `]` attr-dict `:` type($tensor)",
		verifyAll(minOperands(1), nResults(1), operandIs(0, "tensor", isTensorT), operandsFrom(1, "index", isIndex)), "tensor:AnyRankedTensor, indices:Variadic<Index>", "result:AnyType", "result = elem(tensor)", "extracted"},
	{"tensor.insert", "element insertion operation", nil,
		"$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
		verifyAll(minOperands(2), nResults(1), operandIs(1, "tensor", isTensorT), operandsFrom(2, "index", isIndex)), "scalar:AnyType, dest:AnyRankedTensor, indices:Variadic<Index>", "result:AnyRankedTensor", "scalar = elem(dest); result = dest", "inserted"},
	{"tensor.extract_slice", "extract slice operation",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(4), nResults(1), operandIs(0, "ranked tensor", isTensorT)), "", "", "", "extracted_slice"},
	{"tensor.insert_slice", "insert_slice operation",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(5), nResults(1), operandIs(1, "ranked tensor", isTensorT)), "", "", "", "inserted_slice"},
	{"tensor.parallel_insert_slice", "specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(5), nResults(0)), "", "", "", ""},
	{"tensor.pad", "tensor pad operation",
		[]string{"operandSegmentSizes", "static_low", "static_high", "nofold"}, "",
		verifyAll(nSegments(3), nResults(1), nRegions(1)), "", "", "", "padded"},
	{"tensor.yield", "yield a value from a region", nil,
		"$value attr-dict `:` type($value)", verifyAll(nOperands(1), nResults(0)), "value:AnyType", "", "", ""},
	{"tensor.expand_shape", "operation to produce a tensor with a higher rank",
		[]string{"reassociation", "static_output_shape"},
		"$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
		verifyAll(minOperands(1), nResults(1), hasAttr("reassociation")), "src:AnyTensor, reassociation:IndexListArrayAttr, output_shape:Variadic<Index>, static_output_shape:DenseI64ArrayAttr", "result:AnyTensor", "", "expanded"},
	{"tensor.collapse_shape", "operation to produce a tensor with a smaller rank",
		[]string{"reassociation"},
		"$src $reassociation attr-dict `:` type($src) `into` type($result)",
		verifyAll(nOperands(1), nResults(1), hasAttr("reassociation")), "src:AnyTensor, reassociation:IndexListArrayAttr", "result:AnyTensor", "", "collapsed"},
	{"tensor.cast", "tensor cast operation", nil,
		"$source attr-dict `:` type($source) `to` type($dest)",
		verifyAll(nOperands(1), nResults(1), operandIs(0, "tensor", isTensorT), resultIs(0, "tensor", isTensorT)), "source:AnyTensor", "dest:AnyTensor", "", "cast"},
	{"tensor.dim", "dimension index operation", nil,
		"attr-dict $source `,` $index `:` type($source)",
		verifyAll(nOperands(2), nResults(1), operandIs(1, "index", isIndex)), "source:AnyNonZeroRankedOrUnrankedTensor, index:Index", "result:Index", "", "dim"},
	{"tensor.rank", "rank operation", nil,
		"$tensor attr-dict `:` type($tensor)", verifyAll(nOperands(1), nResults(1)), "tensor:AnyTensor", "result:Index", "", "rank"},
	{"tensor.reshape", "tensor reshape operation", nil,
		"$source `(` $shape `)` attr-dict `:` functional-type(operands, results)", verifyAll(nOperands(2), nResults(1)), "source:AnyTensor, shape:AnyTensor", "result:AnyTensor", "", "reshape"},
	{"tensor.generate", "creates a dynamically sized tensor from elements", nil,
		"$dynamicExtents $body attr-dict `:` type($result)", verifyAll(nResults(1), nRegions(1)), "dynamicExtents:Variadic<Index>", "result:AnyRankedTensor", "", "generated"},
	{"tensor.from_elements", "tensor from elements operation", nil,
		"$elements attr-dict `:` type($result)", verifyAll(nResults(1)), "elements:Variadic<AnyType>", "result:AnyStaticShapeTensor", "elements = elem(result)", "from_elements"},
	{"tensor.splat", "tensor splat or broadcast operation", nil,
		"$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)", verifyAll(minOperands(1), nResults(1)), "input:AnyType, dynamicSizes:Variadic<Index>", "aggregate:AnyRankedTensor", "input = elem(aggregate)", "splat"},
	{"tensor.bitcast", "tensor bitcast operation", nil,
		"$source attr-dict `:` type($source) `to` type($dest)", verifyAll(nOperands(1), nResults(1)), "source:AnyTensor", "dest:AnyTensor", "", ""},
	{"tensor.concat", "tensor concatenation operation", []string{"dim"},
		"`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)", verifyAll(minOperands(1), nResults(1)), "dim:I64Attr, inputs:Variadic<AnyRankedTensor>", "result:AnyRankedTensor", "", "concat"},
	{"tensor.gather", "gather a subset of a tensor at specified indices", []string{"gather_dims", "unique"},
		"$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
		verifyAll(nOperands(2), nResults(1)), "source:AnyRankedTensor, indices:AnyRankedTensor, gather_dims:DenseI64ArrayAttr, unique:UnitAttr", "result:AnyRankedTensor", "", "gather"},
	{"tensor.scatter", "scatter a tensor into a destination tensor at specified indices", []string{"scatter_dims", "unique"},
		"$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
		verifyAll(nOperands(3), nResults(1)), "source:AnyRankedTensor, dest:AnyRankedTensor, indices:AnyRankedTensor, scatter_dims:DenseI64ArrayAttr, unique:UnitAttr", "result:AnyRankedTensor", "", "scatter"},
}

func init() {
	var defs []*OpDef
	for _, o := range tensorOps {
		d := &OpDef{Name: o.name, Summary: o.summary, Traits: Pure, Inherent: o.inherent, Format: o.format, Verify: o.verify,
			Args: o.args, Results: o.results, TypeRules: o.rules}
		if o.asmName != "" {
			d.ResultNames = []string{o.asmName}
		}
		switch o.name {
		case "tensor.extract_slice":
			d.Parse, d.Print = parseSubviewLike, printSubviewLike
		case "tensor.insert_slice":
			d.Parse, d.Print = parseInsertSliceLike, printInsertSliceLike
		case "tensor.yield":
			d.Traits |= Terminator | ReturnLike
			d.RegionTerminatorOperands = allOperandsForwarded
		case "tensor.pad":
			d.Traits |= SingleBlock
			d.Parse, d.Print = parseTensorPad, printTensorPad
		case "tensor.generate":
			d.Traits |= SingleBlock
			d.Regions = "body:SizedRegion<1>"
		case "tensor.parallel_insert_slice":
			d.Parse, d.Print = parseInsertSliceLike, printInsertSliceLike
			// Part of scf.forall.in_parallel; it has no results and no
			// memory effects on buffers.
			d.Traits &^= Pure
			d.Effects = noEffects
		}
		defs = append(defs, d)
	}
	Register(defs...)
}
