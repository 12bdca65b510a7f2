package ir

import (
	"fmt"
	"strings"
)

// The linalg dialect: structured ops on tensors and buffers in
// destination-passing style (named ops such as linalg.matmul with an
// implicit payload region, linalg.generic/map/reduce/transpose/broadcast
// with explicit ones), and linalg.yield/linalg.index.

// linalgNamedOps are linalg's named structured ops with `ins(...) outs(...)`
// syntax and an operandSegmentSizes property. Their payload region is
// implied by the op name.
var linalgNamedOps = []string{
	// Elementwise unary and binary ops.
	"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
	"square", "tanh", "erf",
	"add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf", "select",
	"elementwise",
	// Data movement.
	"copy", "fill", "fill_rng_2d",
	// Contractions.
	"matmul", "quantized_matmul", "batch_matmul", "batch_reduce_matmul", "quantized_batch_matmul",
	"matvec", "vecmat", "batch_matvec", "batch_vecmat", "dot", "mmt4d", "batch_mmt4d", "contract",
	// Convolutions.
	"conv_1d", "conv_2d", "conv_3d", "conv_1d_nwc_wcf", "conv_1d_ncw_fcw",
	"conv_2d_nhwc_hwcf", "conv_2d_nhwc_fhwc", "conv_2d_nchw_fchw", "conv_2d_ngchw_fgchw",
	"conv_2d_ngchw_gfchw", "conv_2d_nhwgc_gfhwc", "conv_2d_nhwc_hwcf_q", "conv_2d_nhwc_fhwc_q",
	"conv_2d_nchw_fchw_q", "conv_2d_ngchw_gfchw_q", "conv_2d_nhwgc_gfhwc_q",
	"conv_3d_ndhwc_dhwcf", "conv_3d_ndhwc_dhwcf_q", "conv_3d_ncdhw_fcdhw",
	"depthwise_conv_1d_nwc_wc", "depthwise_conv_1d_ncw_cw", "depthwise_conv_1d_nwc_wcm",
	"depthwise_conv_2d_nhwc_hwc", "depthwise_conv_2d_nchw_chw", "depthwise_conv_2d_nhwc_hwc_q",
	"depthwise_conv_2d_nhwc_hwcm", "depthwise_conv_2d_nhwc_hwcm_q",
	"depthwise_conv_3d_ndhwc_dhwc", "depthwise_conv_3d_ncdhw_cdhw", "depthwise_conv_3d_ndhwc_dhwcm",
	// Pooling.
	"pooling_nhwc_sum", "pooling_nchw_sum", "pooling_nhwc_max", "pooling_nhwc_max_unsigned",
	"pooling_nchw_max", "pooling_nhwc_min", "pooling_nhwc_min_unsigned",
	"pooling_nwc_sum", "pooling_ncw_sum", "pooling_nwc_max", "pooling_nwc_max_unsigned",
	"pooling_ncw_max", "pooling_nwc_min", "pooling_nwc_min_unsigned",
	"pooling_ndhwc_sum", "pooling_ndhwc_max", "pooling_ndhwc_min",
}

// linalgSplit returns where the ins and the outs of a linalg op end in its
// operand list; each op kind registers how its operands split.
var linalgSplit = map[string]func(op *Operation) (insEnd, outsEnd int){}

// splitBySegments splits by the operandSegmentSizes property (ins, outs).
func splitBySegments(op *Operation) (insEnd, outsEnd int) {
	a, ok := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr)
	if !ok || len(a.Values) < 2 {
		return 0, 0
	}
	ins, outs := int(a.Values[0]), int(a.Values[1])
	if ins < 0 || outs < 0 || ins+outs > op.NumOperands() {
		return 0, 0
	}
	return ins, ins + outs
}

// splitLastIsInit treats the last operand as the only init (linalg.map,
// linalg.transpose, linalg.broadcast).
func splitLastIsInit(op *Operation) (insEnd, outsEnd int) {
	n := op.NumOperands()
	if n == 0 {
		return 0, 0
	}
	return n - 1, n
}

// splitHalves splits the operands into two equal halves (linalg.reduce).
func splitHalves(op *Operation) (insEnd, outsEnd int) {
	n := op.NumOperands()
	return n / 2, n
}

// DPSInputsOutputs returns the inputs (`ins`) and inits (`outs`) of a
// destination-passing-style op (linalg structured ops); ok is false for
// other ops.
func DPSInputsOutputs(op *Operation) (ins, outs []*Value, ok bool) {
	f := linalgSplit[op.Name()]
	if f == nil {
		return nil, nil, false
	}
	a, b := f(op)
	ops := op.Operands()
	return ops[:a], ops[a:b], true
}

// DPSInitRange returns the operand indices [start, end) of the inits of a
// destination-passing-style op, without building operand slices; ok is
// false for other ops.
func DPSInitRange(op *Operation) (start, end int, ok bool) {
	if op.info.def == nil || op.info.def.dpsSplit == nil {
		return 0, 0, false
	}
	start, end = op.info.def.dpsSplit(op)
	return start, end, true
}

// linalgBlockArgNames names the payload arguments of the inputs `in` and
// of the inits `out` (each de-duplicated by the printer: %in, %in_0).
func linalgBlockArgNames(in, out string) func(op *Operation, r *Region, set func(int, string)) {
	return func(op *Operation, r *Region, set func(int, string)) {
		ins, outs, _ := DPSInputsOutputs(op)
		for i := range ins {
			set(i, in)
		}
		for i := range outs {
			set(len(ins)+i, out)
		}
	}
}

// IsDestinationStyle reports whether the op kind called name is a linalg
// structured op in destination-passing style (DPSInputsOutputs splits its
// operands).
func IsDestinationStyle(name string) bool {
	_, ok := linalgSplit[name]
	return ok
}

// linalgSpeculation is the Speculatability of structured linalg ops:
// recursively speculatable with pure tensor semantics (no memref operand),
// not speculatable otherwise.
func linalgSpeculation(op *Operation) Speculation {
	for _, v := range op.Operands() {
		if v != nil && IsMemRef(v.Type()) {
			return NotSpeculatable
		}
	}
	return RecursivelySpeculatable
}

// linalgEffects reads every memref input and reads and writes every memref
// init. Tensor operands carry no memory effects.
func linalgEffects(op *Operation) []MemoryEffect {
	f := linalgSplit[op.Name()]
	if f == nil {
		return nil
	}
	a, b := f(op)
	var out []MemoryEffect
	for i := 0; i < b; i++ {
		v := op.Operand(i)
		if v == nil || !IsMemRef(v.Type()) {
			continue
		}
		if out == nil {
			out = make([]MemoryEffect, 0, 2*b-a)
		}
		out = append(out, MemoryEffect{Kind: EffectRead, Value: v})
		if i >= a {
			out = append(out, MemoryEffect{Kind: EffectWrite, Value: v})
		}
	}
	return out
}

// linalgInitNotRead lists the linalg ops whose payload never reads the
// init operands' old values: each element of every init is written from
// the inputs alone.
var linalgInitNotRead = map[string]bool{}

func init() {
	for _, n := range []string{
		"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
		"square", "tanh", "erf", "add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf",
		"select", "elementwise", "copy", "fill", "fill_rng_2d", "map", "transpose", "broadcast", "softmax",
	} {
		linalgInitNotRead["linalg."+n] = true
	}
}

// linalgOverwrites is the Overwrites hook of linalg structured ops: the
// memref inits of ops that never read them (linalgInitNotRead), and for
// linalg.generic the memref inits whose payload block argument is unused
// and whose indexing map is a permutation of the loops or a projection of
// them (so the iteration space covers every element).
func linalgOverwrites(op *Operation) []*Value {
	ins, outs, ok := DPSInputsOutputs(op)
	if !ok {
		return nil
	}
	var res []*Value
	if linalgInitNotRead[op.Name()] {
		for _, v := range outs {
			if IsMemRef(v.Type()) {
				res = append(res, v)
			}
		}
		return res
	}
	maps, _ := op.Attr("indexing_maps").(*ArrayAttr)
	if maps == nil || len(maps.Elems) != len(ins)+len(outs) || op.NumRegions() == 0 || op.Region(0).Front() == nil {
		return nil
	}
	body := op.Region(0).Front()
	if body.NumArgs() != len(ins)+len(outs) {
		return nil
	}
	for i, v := range outs {
		m, ok := maps.Elems[len(ins)+i].(*AffineMapAttr)
		if !IsMemRef(v.Type()) || body.Arg(len(ins)+i).HasUses() || !ok || !isProjectedPermutation(m.Map) {
			continue
		}
		res = append(res, v)
	}
	return res
}

// isProjectedPermutation reports whether every result of m is a distinct
// dimension and m has no symbols.
func isProjectedPermutation(m *AffineMap) bool {
	if m.NumSyms != 0 {
		return false
	}
	seen := map[int64]bool{}
	for _, r := range m.Results {
		if r.Kind != AffineDim || seen[r.Pos] {
			return false
		}
		seen[r.Pos] = true
	}
	return true
}

// verifyLinalgStructured checks the operand split, result count (one per
// tensor init, none for buffers) and the payload region's shape.
func verifyLinalgStructured(op *Operation) error {
	if _, ok := linalgSplit[op.Name()]; !ok {
		return nil
	}
	if segSizes(op) != nil {
		if err := nSegments(2)(op); err != nil {
			return err
		}
	}
	_, outs, _ := DPSInputsOutputs(op)
	tensors := 0
	for _, v := range outs {
		if IsTensor(v.Type()) {
			if tensors < op.NumResults() && !TypesEqual(v.Type(), op.Result(tensors).Type()) {
				return op.OpErrorf("expected type of operand #%d (%s) to match type of corresponding result (%s)", v.Index(), v.Type(), op.Result(tensors).Type())
			}
			tensors++
		}
	}
	if tensors != op.NumResults() {
		return op.OpErrorf("expected the number of tensor results (%d) to be equal to the number of output tensors (%d)", op.NumResults(), tensors)
	}
	if op.NumRegions() != 1 {
		return op.OpErrorf("expected 1 region, but found %d", op.NumRegions())
	}
	if r := op.Region(0); !r.IsImplied() && len(r.Blocks()) != 1 {
		return op.OpErrorf("expects to have 1 region with 1 block")
	}
	if err := verifyWindowAttrs(op); err != nil {
		return err
	}
	memoizeLinalgMaps(op)
	return verifyStructuredMaps(op)
}

// verifyWindowAttrs checks the strides and dilations of a convolution or
// pooling op: when present, 64-bit signless integer elements of shape
// [number of spatial dimensions], as MLIR's RankedI64ElementsAttr.
func verifyWindowAttrs(op *Operation) error {
	if msg := windowAttrsError(op.Name(), op.Attr); msg != "" {
		return op.OpErrorf("%s", msg)
	}
	return nil
}

// windowAttrsError describes the first of an op's strides and dilations
// (looked up with attr) that breaks its constraint, or returns "".
func windowAttrsError(opName string, attr func(string) Attribute) string {
	n := windowRank(opName)
	if n == 0 {
		return ""
	}
	for _, name := range []string{"strides", "dilations"} {
		a := attr(name)
		if a == nil {
			continue
		}
		if d, ok := a.(*DenseElementsAttr); ok && !d.Resource {
			if sh, ok := d.Type.(ShapedType); ok {
				dims, ranked := sh.Dims()
				it, isInt := sh.ElementType().(*IntegerType)
				if ranked && len(dims) == 1 && dims[0] == int64(n) && isInt && it.Width == 64 && it.Signedness == Signless {
					continue
				}
			}
		}
		return fmt.Sprintf("attribute '%s' failed to satisfy constraint: 64-bit signless int elements attribute of shape [%d]", name, n)
	}
	return ""
}

// windowRank is the number of spatial dimensions of a convolution or
// pooling op (strides and dilations have one entry per dimension), 0 for
// the other ops.
func windowRank(name string) int {
	n := strings.TrimPrefix(name, "linalg.")
	switch {
	case strings.HasPrefix(n, "pooling_"):
		layout := strings.SplitN(strings.TrimPrefix(n, "pooling_"), "_", 2)[0]
		return len(layout) - 2
	case n == "conv_1d" || n == "conv_2d" || n == "conv_3d":
		return 0 // no strides or dilations
	case strings.HasPrefix(n, "conv_") || strings.HasPrefix(n, "depthwise_conv_"):
		for r, tag := range []string{"_1d", "_2d", "_3d"} {
			if strings.Contains(n, tag) {
				return r + 1
			}
		}
	}
	return 0
}

// noMemRefCastFold lists the structured ops whose folders in MLIR 22 do
// not bypass memref.cast operands (their folds handle tensors only). A
// cast to a more static type feeding them must stay: their verifiers
// compare the operands' static sizes, which the cast's source lacks.
var noMemRefCastFold = map[string]bool{
	"linalg.map": true, "linalg.reduce": true, "linalg.transpose": true, "linalg.broadcast": true,
}

func init() {
	RegisterDialect(&Dialect{Name: "linalg", Inliner: inlineAnyOp})
	var defs []*OpDef
	structured := func(name, summary string, inherent []string, split func(*Operation) (int, int)) *OpDef {
		linalgSplit[name] = split
		return &OpDef{
			dpsSplit:   split,
			Name:       name,
			Parse:      parseLinalgNamed,
			Print:      printLinalgNamed,
			Summary:    summary,
			Syntax:     name + " ins(%a, %b : t1, t2) outs(%c : t3) [-> tensor results]",
			Traits:     SingleBlock,
			Inherent:   inherent,
			Effects:    linalgEffects,
			Overwrites: linalgOverwrites,
			// Structured ops on tensors only are recursively speculatable.
			Speculatability: linalgSpeculation,
			Verify:          verifyLinalgStructured,
		}
	}
	for _, n := range linalgNamedOps {
		inh := []string{"operandSegmentSizes"}
		switch {
		case n == "matmul" || n == "batch_matmul" || n == "batch_reduce_matmul" || n == "contract":
			inh = append(inh, "indexing_maps", "cast")
		case n == "elementwise":
			inh = append(inh, "kind", "indexing_maps")
		case len(n) > 4 && (n[:4] == "conv" || n[:4] == "dept" || n[:4] == "pool"):
			inh = append(inh, "strides", "dilations")
		case n == "exp" || n == "log" || n == "abs" || n == "ceil" || n == "floor" || n == "negf" ||
			n == "reciprocal" || n == "round" || n == "sqrt" || n == "rsqrt" || n == "square" ||
			n == "tanh" || n == "erf" || n == "add" || n == "sub" || n == "mul" || n == "div" ||
			n == "div_unsigned" || n == "max" || n == "min" || n == "powf" || n == "copy":
			inh = append(inh, "cast")
		}
		defs = append(defs, structured("linalg."+n, "linalg named structured op", inh, splitBySegments))
	}
	// withHooks sets the syntax hooks and the names mlir-opt prints: the
	// result's name and the payload's block arguments for inputs and inits
	// (e.g. %in, %out).
	withHooks := func(d *OpDef, parse ParseHook, print PrintHook, result, in, out string) *OpDef {
		d.Parse, d.Print = parse, print
		if result != "" {
			d.ResultNames = []string{result}
		}
		if in != "" {
			d.AsmBlockArgNames = linalgBlockArgNames(in, out)
		}
		return d
	}
	defs = append(defs,
		withHooks(structured("linalg.generic", "generic linalg op form",
			[]string{"operandSegmentSizes", "indexing_maps", "iterator_types", "doc", "library_call"}, splitBySegments),
			parseLinalgGeneric, printLinalgGeneric, "", "in", "out"),
		withHooks(structured("linalg.map", "elementwise operations", nil, splitLastIsInit), parseLinalgMap, printLinalgMap,
			"mapped", "in", "init"),
		withHooks(structured("linalg.reduce", "reduce operator", []string{"dimensions"}, splitHalves), parseLinalgReduce, printLinalgReduce,
			"reduced", "in", "init"),
		withVerify(withHooks(structured("linalg.transpose", "transpose operator", []string{"permutation"}, splitLastIsInit),
			linalgPermLikeParse("permutation"), linalgPermLikePrint("permutation"), "transposed", "", ""), verifyLinalgTranspose),
		withVerify(withHooks(structured("linalg.broadcast", "static broadcast operator", []string{"dimensions"}, splitLastIsInit),
			linalgPermLikeParse("dimensions"), linalgPermLikePrint("dimensions"), "broadcasted", "", ""), verifyLinalgBroadcast),
		&OpDef{
			Name:    "linalg.yield",
			Summary: "linalg yield operation",
			Syntax:  "linalg.yield %v : f32",
			Traits:  Terminator | Pure | ReturnLike,
			Args:    "values:Variadic<AnyType>",
			Format:  "attr-dict ($values^ `:` type($values))?",
		},
		&OpDef{
			Name:     "linalg.index",
			Summary:  "linalg index operation",
			Syntax:   "%i = linalg.index 0 : index",
			Traits:   Pure,
			Inherent: []string{"dim"},
			Args:     "dim:I64Attr",
			Results:  "result:Index",
			Format:   "$dim attr-dict `:` type($result)",
			Verify:   verifyAll(nOperands(0), nResults(1), hasAttr("dim"), resultIs(0, "index", isIndex)),
		},
		&OpDef{
			Name:    "linalg.softmax",
			Summary: "softmax operator",
			Syntax:  "%r = linalg.softmax dimension(1) ins(%a : t) outs(%b : t) -> t",
			Args:    "input:AnyShaped, output:AnyShaped, dimension:I64Attr",
			Results: "result:Variadic<AnyRankedTensor>",
			Format: "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` " +
				"`outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
			Effects:    linalgEffects,
			Overwrites: linalgOverwrites,
			Verify:     verifyAll(nOperands(2), hasAttr("dimension")),
		},
	)
	linalgSplit["linalg.softmax"] = splitLastIsInit
	for _, d := range defs {
		if d.Name == "linalg.softmax" {
			d.dpsSplit = splitLastIsInit
		}
		if d.dpsSplit != nil && d.Fold == nil && !noMemRefCastFold[d.Name] {
			d.Fold = foldThroughMemRefCast // memref::foldMemRefCast, as MLIR's structured ops fold
		}
	}
	Register(defs...)
}
