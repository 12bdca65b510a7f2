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
}{
	{"tensor.empty", "empty tensor operation", nil,
		"`(`$dynamicSizes`)` attr-dict `:` type($result)",
		verifyAll(nResults(1), operandsFrom(0, "index", isIndex), resultIs(0, "ranked tensor", isTensorT))},
	{"tensor.extract", "element extraction operation", nil,
		"$tensor `[` $indices `]` attr-dict `:` type($tensor)",
		verifyAll(minOperands(1), nResults(1), operandIs(0, "tensor", isTensorT), operandsFrom(1, "index", isIndex))},
	{"tensor.insert", "element insertion operation", nil,
		"$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
		verifyAll(minOperands(2), nResults(1), operandIs(1, "tensor", isTensorT), operandsFrom(2, "index", isIndex))},
	{"tensor.extract_slice", "extract slice operation",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(4), nResults(1), operandIs(0, "ranked tensor", isTensorT))},
	{"tensor.insert_slice", "insert_slice operation",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(5), nResults(1), operandIs(1, "ranked tensor", isTensorT))},
	{"tensor.parallel_insert_slice", "specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op",
		[]string{"operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"}, "",
		verifyAll(nSegments(5), nResults(0))},
	{"tensor.pad", "tensor pad operation",
		[]string{"operandSegmentSizes", "static_low", "static_high", "nofold"}, "",
		verifyAll(nSegments(3), nResults(1), nRegions(1))},
	{"tensor.yield", "yield a value from a region", nil,
		"$value attr-dict `:` type($value)", verifyAll(nOperands(1), nResults(0))},
	{"tensor.expand_shape", "operation to produce a tensor with a higher rank",
		[]string{"reassociation", "static_output_shape"},
		"$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
		verifyAll(minOperands(1), nResults(1), hasAttr("reassociation"))},
	{"tensor.collapse_shape", "operation to produce a tensor with a smaller rank",
		[]string{"reassociation"},
		"$src $reassociation attr-dict `:` type($src) `into` type($result)",
		verifyAll(nOperands(1), nResults(1), hasAttr("reassociation"))},
	{"tensor.cast", "tensor cast operation", nil,
		"$source attr-dict `:` type($source) `to` type($dest)",
		verifyAll(nOperands(1), nResults(1), operandIs(0, "tensor", isTensorT), resultIs(0, "tensor", isTensorT))},
	{"tensor.dim", "dimension index operation", nil,
		"attr-dict $source `,` $index `:` type($source)",
		verifyAll(nOperands(2), nResults(1), operandIs(1, "index", isIndex))},
	{"tensor.rank", "rank operation", nil,
		"$tensor attr-dict `:` type($tensor)", verifyAll(nOperands(1), nResults(1))},
	{"tensor.reshape", "tensor reshape operation", nil,
		"$source `(` $shape `)` attr-dict `:` functional-type(operands, results)", verifyAll(nOperands(2), nResults(1))},
	{"tensor.generate", "creates a dynamically sized tensor from elements", nil,
		"$dynamicExtents $body attr-dict `:` type($result)", verifyAll(nResults(1), nRegions(1))},
	{"tensor.from_elements", "tensor from elements operation", nil,
		"$elements attr-dict `:` type($result)", verifyAll(nResults(1))},
	{"tensor.splat", "tensor splat or broadcast operation", nil,
		"$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)", verifyAll(minOperands(1), nResults(1))},
	{"tensor.bitcast", "tensor bitcast operation", nil,
		"$source attr-dict `:` type($source) `to` type($dest)", verifyAll(nOperands(1), nResults(1))},
	{"tensor.concat", "tensor concatenation operation", []string{"dim"},
		"`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)", verifyAll(minOperands(1), nResults(1))},
	{"tensor.gather", "gather a subset of a tensor at specified indices", []string{"gather_dims", "unique"},
		"$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
		verifyAll(nOperands(2), nResults(1))},
	{"tensor.scatter", "scatter a tensor into a destination tensor at specified indices", []string{"scatter_dims", "unique"},
		"$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)",
		verifyAll(nOperands(3), nResults(1))},
}

func init() {
	var defs []*OpDef
	for _, o := range tensorOps {
		d := &OpDef{Name: o.name, Summary: o.summary, Traits: Pure, Inherent: o.inherent, Format: o.format, Verify: o.verify}
		switch o.name {
		case "tensor.yield":
			d.Traits |= Terminator | ReturnLike
			d.RegionTerminatorOperands = allOperandsForwarded
		case "tensor.pad", "tensor.generate":
			d.Traits |= SingleBlock
		case "tensor.parallel_insert_slice":
			// Part of scf.forall.in_parallel; it has no results and no
			// memory effects on buffers.
			d.Traits &^= Pure
			d.Effects = noEffects
		}
		defs = append(defs, d)
	}
	Register(defs...)
}
