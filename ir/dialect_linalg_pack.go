package ir

// linalg.pack / linalg.unpack (data layout changes between a tensor or
// memref and its tiled form) and the Winograd convolution transforms
// (linalg.winograd_filter_transform, _input_transform, _output_transform),
// as declarative entries:
//
//	%pack = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0]
//	    inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %dest
//	    : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
//	%unpack = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32]
//	    into %dest : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
//	%0 = linalg.winograd_filter_transform fmr(F_4_3)
//	    ins(%filter : tensor<2x3x3x5xf32>) outs(%init : tensor<6x6x5x2xf32>)
//	    -> tensor<6x6x5x2xf32>
//
// pack and unpack take ranked tensors (mlir-opt 22 rejects memrefs) and
// return the destination's type.

func init() {
	const tiles = "`inner_dims_pos` `=` $inner_dims_pos `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) " +
		"`into` $dest attr-dict `:` type($source) `->` type($dest)"
	Register(
		&OpDef{
			Name: "linalg.pack", Summary: "tile and pack a tensor",
			Syntax: "%pack = linalg.pack %src padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] " +
				"inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<8x16x8x32xf32>",
			Args: "source:AnyRankedTensor, dest:AnyRankedTensor, padding_value:Optional<AnyType>, inner_tiles:Variadic<Index>, " +
				"outer_dims_perm:OptionalAttr<DenseI64ArrayAttr>, inner_dims_pos:DenseI64ArrayAttr, static_inner_tiles:DenseI64ArrayAttr",
			Results:   "result:AnyRankedTensor",
			TypeRules: "AllTypesMatch<dest, result>",
			Format: "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? " +
				"(`outer_dims_perm` `=` $outer_dims_perm^)? " + tiles,
			ResultNames:     []string{"pack"},
			Traits:          Pure,
			Speculatability: packSpeculation(true),
		},
		&OpDef{
			Name: "linalg.unpack", Summary: "unpack a tiled tensor",
			Syntax: "%unpack = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest " +
				": tensor<16x8x8x32xf32> -> tensor<128x256xf32>",
			Args: "source:AnyRankedTensor, dest:AnyRankedTensor, inner_tiles:Variadic<Index>, " +
				"outer_dims_perm:OptionalAttr<DenseI64ArrayAttr>, inner_dims_pos:DenseI64ArrayAttr, static_inner_tiles:DenseI64ArrayAttr",
			Results:         "result:AnyRankedTensor",
			TypeRules:       "AllTypesMatch<dest, result>",
			Format:          "$source (`outer_dims_perm` `=` $outer_dims_perm^)? " + tiles,
			ResultNames:     []string{"unpack"},
			Traits:          Pure,
			Speculatability: packSpeculation(false),
		},
	)
	for _, w := range []struct{ name, in string }{
		{"winograd_filter_transform", "filter"}, {"winograd_input_transform", "input"}, {"winograd_output_transform", "value"},
	} {
		Register(&OpDef{
			Name: "linalg." + w.name, Summary: "Winograd convolution " + w.in + " transform", Traits: Pure,
			Syntax:  "%0 = linalg." + w.name + " fmr(F_4_3) ins(%" + w.in + " : tensor<...>) outs(%init : tensor<...>) -> tensor<...>",
			Args:    w.in + ":AnyType, output:AnyType, fmr:I32EnumAttr<F_2_3, F_4_3, F_2_5>",
			Results: "result:AnyType", TypeRules: "AllTypesMatch<output, result>",
			Format: "attr-dict `fmr` `(` $fmr `)` `ins` `(` $" + w.in + " `:` type($" + w.in + ") `)` " +
				"`outs` `(` $output `:` type($output) `)` `->` type($result)",
		})
	}
}
