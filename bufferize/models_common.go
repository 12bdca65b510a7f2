package bufferize

import "github.com/memopt/memopt/ir"

// Small building blocks of op models.

// always and never are Reads/Writes/MustInPlace functions.
func always(*State, *ir.OpOperand) bool { return true }
func never(*State, *ir.OpOperand) bool  { return false }

// operandIs returns a predicate true for operand number i only.
func operandIs(i int) func(*State, *ir.OpOperand) bool {
	return func(_ *State, o *ir.OpOperand) bool { return o.Index() == i }
}

// resultAlias makes operand number i (or every tensor operand when i < 0)
// alias result 0, if the op has one, with relation rel, definitely.
func resultAlias(i int, rel Relation) func(*State, *ir.OpOperand) []AliasingValue {
	return func(_ *State, o *ir.OpOperand) []AliasingValue {
		if i >= 0 && o.Index() != i || o.Owner().NumResults() == 0 {
			return nil
		}
		return []AliasingValue{{Value: o.Owner().Result(0), Relation: rel, Definite: true}}
	}
}

// allocatesAll is an Allocates function: every tensor result is a new
// buffer.
func allocatesAll(r *ir.Value) bool { return ir.IsTensor(r.Type()) }

// notWritable is a Writable function for values whose buffers must not be
// written (constants).
func notWritable(*State, *ir.Value) bool { return false }

// resultNeverWrites is a ResultWrites function for results whose contents
// are undefined (tensor.empty).
func resultNeverWrites(*State, *ir.Value) bool { return false }

// constIndex returns the integer value of v if a constant op defines it.
func constIndex(v *ir.Value) (int64, bool) {
	op := v.DefiningOp()
	if op == nil || !op.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	if a, ok := op.Attr("value").(*ir.IntegerAttr); ok && a.Big == nil {
		return a.Value, true
	}
	return 0, false
}

// foldResult is one entry of a mixed static/dynamic list (MLIR's
// OpFoldResult): a static value, or an SSA value.
type foldResult struct {
	static int64
	value  *ir.Value
}

// constant returns the entry's constant value, if it has one.
func (f foldResult) constant() (int64, bool) {
	if f.value == nil {
		return f.static, true
	}
	return constIndex(f.value)
}

// sameFold is isEqualConstantIntOrValue: both the same constant or the
// same SSA value.
func sameFold(a, b foldResult) bool {
	ca, oka := a.constant()
	cb, okb := b.constant()
	if oka && okb {
		return ca == cb
	}
	return a.value != nil && a.value == b.value
}

// mixedList merges a static list attribute (ir.Dynamic marking dynamic
// entries) with the dynamic operands that fill those entries.
func mixedList(op *ir.Operation, attr string, dyn []*ir.Value) []foldResult {
	a, _ := op.Attr(attr).(*ir.DenseArrayAttr)
	if a == nil {
		return nil
	}
	out := make([]foldResult, len(a.Values))
	k := 0
	for i, v := range a.Values {
		if v == ir.Dynamic && k < len(dyn) {
			out[i] = foldResult{value: dyn[k]}
			k++
		} else {
			out[i] = foldResult{static: v}
		}
	}
	return out
}

// sliceParams are the offsets, sizes and strides of a slice-like op.
type sliceParams struct {
	offsets, sizes, strides []foldResult
}

// sliceOf returns the slice parameters of an op whose operand segments
// first..first+2 hold the dynamic offsets, sizes and strides
// (tensor.extract_slice: 1, tensor.insert_slice: 2).
func sliceOf(op *ir.Operation, first int) sliceParams {
	return sliceParams{
		offsets: mixedList(op, "static_offsets", ir.OperandSegment(op, first)),
		sizes:   mixedList(op, "static_sizes", ir.OperandSegment(op, first+1)),
		strides: mixedList(op, "static_strides", ir.OperandSegment(op, first+2)),
	}
}

func sameFolds(a, b []foldResult) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameFold(a[i], b[i]) {
			return false
		}
	}
	return true
}

func (p sliceParams) same(q sliceParams) bool {
	return sameFolds(p.offsets, q.offsets) && sameFolds(p.sizes, q.sizes) && sameFolds(p.strides, q.strides)
}

// coversWhole reports whether the slice is all of a tensor of the given
// shape: zero offsets, unit strides, sizes equal to the static shape.
func (p sliceParams) coversWhole(shape []int64) bool {
	if len(p.sizes) != len(shape) {
		return false
	}
	for i := range p.offsets {
		if c, ok := p.offsets[i].constant(); !ok || c != 0 {
			return false
		}
	}
	for i := range p.strides {
		if c, ok := p.strides[i].constant(); !ok || c != 1 {
			return false
		}
	}
	for i := range p.sizes {
		if c, ok := p.sizes[i].constant(); !ok || c != shape[i] || shape[i] == ir.Dynamic {
			return false
		}
	}
	return true
}
