package ir

import (
	"strconv"
	"strings"
)

// The indexing maps of the named linalg ops whose maps MLIR builds from
// their definition (convolutions, pooling, matvec, dot, mmt4d, ...): MLIR
// computes them when first asked (the verifier asks) and caches them in
// the discardable attribute linalg.memoized_indexing_maps, which
// mlir-opt's generic form therefore shows. memopt builds them the same
// way (linalgWindowMaps) for its verifier's shape checks and sets the
// attribute when it verifies the op.
//
// Each entry is "DIMS: MAP; MAP; ...", one map per operand (inputs, then
// the output; an empty map is a scalar operand's), each map its results
// separated by spaces; a result is dK, or a sum of dK*Sn (times the
// op's n-th stride) and dK*Dn (times its n-th dilation) terms. The maps
// are those mlir-opt 22 prints (checked by TestLinalgWindowMapsMatchMlirOpt).
var linalgWindowMapSpecs = map[string]string{
	"quantized_matmul":              "3: d0 d2; d2 d1; ; ; d0 d1",
	"quantized_batch_matmul":        "4: d0 d1 d3; d0 d3 d2; ; ; d0 d1 d2",
	"matvec":                        "2: d0 d1; d1; d0",
	"vecmat":                        "2: d1; d1 d0; d0",
	"batch_matvec":                  "3: d0 d1 d2; d0 d2; d0 d1",
	"batch_vecmat":                  "3: d0 d2; d0 d2 d1; d0 d1",
	"mmt4d":                         "6: d0 d2 d3 d5; d1 d2 d4 d5; d0 d1 d3 d4",
	"batch_mmt4d":                   "7: d0 d1 d3 d4 d6; d0 d2 d3 d5 d6; d0 d1 d2 d4 d5",
	"conv_1d":                       "2: d0+d1; d1; d0",
	"conv_2d":                       "4: d0+d2 d1+d3; d2 d3; d0 d1",
	"conv_3d":                       "6: d0+d3 d1+d4 d2+d5; d3 d4 d5; d0 d1 d2",
	"conv_1d_nwc_wcf":               "5: d0 d1*S0+d3*D0 d4; d3 d4 d2; d0 d1 d2",
	"conv_1d_ncw_fcw":               "5: d0 d3 d2*S0+d4*D0; d1 d3 d4; d0 d1 d2",
	"conv_2d_nhwc_hwcf":             "7: d0 d1*S0+d4*D0 d2*S1+d5*D1 d6; d4 d5 d6 d3; d0 d1 d2 d3",
	"conv_2d_nhwc_fhwc":             "7: d0 d1*S0+d4*D0 d2*S1+d5*D1 d6; d3 d4 d5 d6; d0 d1 d2 d3",
	"conv_2d_nchw_fchw":             "7: d0 d4 d2*S0+d5*D0 d3*S1+d6*D1; d1 d4 d5 d6; d0 d1 d2 d3",
	"conv_2d_ngchw_fgchw":           "8: d0 d1 d5 d3*S0+d6*D0 d4*S1+d7*D1; d2 d1 d5 d6 d7; d0 d1 d2 d3 d4",
	"conv_2d_ngchw_gfchw":           "8: d0 d1 d5 d3*S0+d6*D0 d4*S1+d7*D1; d1 d2 d5 d6 d7; d0 d1 d2 d3 d4",
	"conv_2d_nhwgc_gfhwc":           "8: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3 d7; d3 d4 d5 d6 d7; d0 d1 d2 d3 d4",
	"conv_2d_nhwc_hwcf_q":           "7: d0 d1*S0+d4*D0 d2*S1+d5*D1 d6; d4 d5 d6 d3; ; ; d0 d1 d2 d3",
	"conv_2d_nhwc_fhwc_q":           "7: d0 d1*S0+d4*D0 d2*S1+d5*D1 d6; d3 d4 d5 d6; ; ; d0 d1 d2 d3",
	"conv_2d_nchw_fchw_q":           "7: d0 d4 d2*S0+d5*D0 d3*S1+d6*D1; d1 d4 d5 d6; ; ; d0 d1 d2 d3",
	"conv_2d_ngchw_gfchw_q":         "8: d0 d1 d5 d3*S0+d6*D0 d4*S1+d7*D1; d1 d2 d5 d6 d7; ; ; d0 d1 d2 d3 d4",
	"conv_2d_nhwgc_gfhwc_q":         "8: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3 d7; d3 d4 d5 d6 d7; ; ; d0 d1 d2 d3 d4",
	"conv_3d_ndhwc_dhwcf":           "9: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d8; d5 d6 d7 d8 d4; d0 d1 d2 d3 d4",
	"conv_3d_ndhwc_dhwcf_q":         "9: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d8; d5 d6 d7 d8 d4; ; ; d0 d1 d2 d3 d4",
	"conv_3d_ncdhw_fcdhw":           "9: d0 d5 d2*S0+d6*D0 d3*S1+d7*D1 d4*S2+d8*D2; d1 d5 d6 d7 d8; d0 d1 d2 d3 d4",
	"depthwise_conv_1d_nwc_wc":      "4: d0 d1*S0+d3*D0 d2; d3 d2; d0 d1 d2",
	"depthwise_conv_1d_ncw_cw":      "4: d0 d2 d1*S0+d3*D0; d2 d3; d0 d2 d1",
	"depthwise_conv_1d_nwc_wcm":     "5: d0 d1*S0+d4*D0 d2; d4 d2 d3; d0 d1 d2 d3",
	"depthwise_conv_2d_nhwc_hwc":    "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5 d3; d0 d1 d2 d3",
	"depthwise_conv_2d_nchw_chw":    "6: d0 d3 d1*S0+d4*D0 d2*S1+d5*D1; d3 d4 d5; d0 d3 d1 d2",
	"depthwise_conv_2d_nhwc_hwc_q":  "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5 d3; ; ; d0 d1 d2 d3",
	"depthwise_conv_2d_nhwc_hwcm":   "7: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3; d5 d6 d3 d4; d0 d1 d2 d3 d4",
	"depthwise_conv_2d_nhwc_hwcm_q": "7: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3; d5 d6 d3 d4; ; ; d0 d1 d2 d3 d4",
	"depthwise_conv_3d_ndhwc_dhwc":  "8: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3*S2+d6*D2 d7; d4 d5 d6 d7; d0 d1 d2 d3 d7",
	"depthwise_conv_3d_ncdhw_cdhw":  "8: d0 d7 d1*S0+d4*D0 d2*S1+d5*D1 d3*S2+d6*D2; d7 d4 d5 d6; d0 d7 d1 d2 d3",
	"depthwise_conv_3d_ndhwc_dhwcm": "9: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d8; d5 d6 d7 d8 d4; d0 d1 d2 d3 d8 d4",
	"pooling_nhwc_sum":              "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5; d0 d1 d2 d3",
	"pooling_nchw_sum":              "6: d0 d1 d2*S0+d4*D0 d3*S1+d5*D1; d4 d5; d0 d1 d2 d3",
	"pooling_nhwc_max":              "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5; d0 d1 d2 d3",
	"pooling_nhwc_max_unsigned":     "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5; d0 d1 d2 d3",
	"pooling_nchw_max":              "6: d0 d1 d2*S0+d4*D0 d3*S1+d5*D1; d4 d5; d0 d1 d2 d3",
	"pooling_nhwc_min":              "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5; d0 d1 d2 d3",
	"pooling_nhwc_min_unsigned":     "6: d0 d1*S0+d4*D0 d2*S1+d5*D1 d3; d4 d5; d0 d1 d2 d3",
	"pooling_nwc_sum":               "4: d0 d1*S0+d3*D0 d2; d3; d0 d1 d2",
	"pooling_ncw_sum":               "4: d0 d1 d2*S0+d3*D0; d3; d0 d1 d2",
	"pooling_nwc_max":               "4: d0 d1*S0+d3*D0 d2; d3; d0 d1 d2",
	"pooling_nwc_max_unsigned":      "4: d0 d1*S0+d3*D0 d2; d3; d0 d1 d2",
	"pooling_ncw_max":               "4: d0 d1 d2*S0+d3*D0; d3; d0 d1 d2",
	"pooling_nwc_min":               "4: d0 d1*S0+d3*D0 d2; d3; d0 d1 d2",
	"pooling_nwc_min_unsigned":      "4: d0 d1*S0+d3*D0 d2; d3; d0 d1 d2",
	"pooling_ndhwc_sum":             "8: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d4; d5 d6 d7; d0 d1 d2 d3 d4",
	"pooling_ndhwc_max":             "8: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d4; d5 d6 d7; d0 d1 d2 d3 d4",
	"pooling_ndhwc_min":             "8: d0 d1*S0+d5*D0 d2*S1+d6*D1 d3*S2+d7*D2 d4; d5 d6 d7; d0 d1 d2 d3 d4",
	"dot":                           "1: d0; d0; ",
}

// linalgWindowMaps returns the indexing maps of a named op of
// linalgWindowMapSpecs, built with its strides and dilations (1 when
// absent), or nil for other ops and for strides or dilations memopt cannot
// read.
func linalgWindowMaps(op *Operation) []*AffineMap {
	spec, ok := linalgWindowMapSpecs[strings.TrimPrefix(op.Name(), "linalg.")]
	if !ok {
		return nil
	}
	n := windowRank(op.Name())
	factors := map[byte][]int64{'S': nil, 'D': nil}
	for k, name := range map[byte]string{'S': "strides", 'D': "dilations"} {
		vals := make([]int64, n)
		for i := range vals {
			vals[i] = 1
		}
		if a := op.Attr(name); a != nil {
			vals = denseInts(a, n)
			if len(vals) != n {
				return nil
			}
		}
		factors[k] = vals
	}
	head, body, _ := strings.Cut(spec, ": ")
	dims, _ := strconv.Atoi(head)
	var maps []*AffineMap
	for _, m := range strings.Split(body, ";") {
		am := &AffineMap{NumDims: dims}
		for _, res := range strings.Fields(m) {
			var sum *AffineExpr
			for _, term := range strings.Split(res, "+") {
				dim, factor, scaled := strings.Cut(term, "*")
				pos, _ := strconv.Atoi(dim[1:])
				e := DimExpr(pos)
				if scaled {
					i, _ := strconv.Atoi(factor[1:])
					e = AffineMulExpr(e, ConstExpr(factors[factor[0]][i]))
				}
				if sum == nil {
					sum = e
				} else {
					sum = AffineAddExpr(sum, e)
				}
			}
			am.Results = append(am.Results, sum)
		}
		maps = append(maps, am)
	}
	return maps
}

// memoizeLinalgMaps sets linalg.memoized_indexing_maps on a named op of
// linalgWindowMapSpecs that lacks it, as MLIR does when its verifier asks
// for the op's maps.
func memoizeLinalgMaps(op *Operation) {
	if op.Attr(linalgMemoizedMaps) != nil {
		return
	}
	maps := linalgWindowMaps(op)
	if maps == nil {
		return
	}
	arr := &ArrayAttr{Elems: make([]Attribute, len(maps))}
	for i, m := range maps {
		arr.Elems[i] = &AffineMapAttr{Map: m}
	}
	op.SetAttr(linalgMemoizedMaps, arr)
}
