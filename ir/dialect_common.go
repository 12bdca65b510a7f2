package ir

import (
	"fmt"
	"sync"
)

// This file holds the helpers the dialect_*.go files share: operand
// segments, memory-effect builders and small composable verifiers.

// OperandSegmentSizesAttr is the name of the property that splits the
// operands of an op with several variadic operand groups
// (MLIR's AttrSizedOperandSegments).
const OperandSegmentSizesAttr = "operandSegmentSizes"

// segSizes returns the values of op's operandSegmentSizes property (not a
// copy: do not modify), or nil without one.
func segSizes(op *Operation) []int64 {
	a, ok := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr)
	if !ok {
		return nil
	}
	if a.Values == nil {
		return []int64{}
	}
	return a.Values
}

// OperandSegmentSizes returns the sizes of op's operand groups from its
// operandSegmentSizes property, or nil when the op has none.
func OperandSegmentSizes(op *Operation) []int {
	a, ok := op.Attr(OperandSegmentSizesAttr).(*DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int, len(a.Values))
	for i, v := range a.Values {
		out[i] = int(v)
	}
	return out
}

// OperandSegment returns operand group i of an op with an
// operandSegmentSizes property. Without the property (or with a malformed
// one) it returns nil.
func OperandSegment(op *Operation, i int) []*Value {
	sizes := segSizes(op)
	if i < 0 || i >= len(sizes) {
		return nil
	}
	start := 0
	for j := 0; j < i; j++ {
		start += int(sizes[j])
	}
	end := start + int(sizes[i])
	if start < 0 || end > op.NumOperands() || end < start {
		return nil
	}
	if start < 0 || end < start || end > len(op.operands) {
		return nil
	}
	out := make([]*Value, end-start)
	for i := range out {
		out[i] = op.operands[start+i].value
	}
	return out
}

// OperandSegmentStart returns the index of the first operand of group i.
func OperandSegmentStart(op *Operation, i int) int {
	sizes := segSizes(op)
	start := 0
	for j := 0; j < i && j < len(sizes); j++ {
		start += int(sizes[j])
	}
	return start
}

// SegmentSizesAttr builds an operandSegmentSizes property value. Small
// ones (up to 6 segments of up to 127 values) are shared: every op with the
// same segment sizes gets the same attribute (attributes are immutable).
func SegmentSizesAttr(sizes ...int) *DenseArrayAttr {
	var key segKey
	small := len(sizes) <= len(key.v)
	for i, s := range sizes {
		if s < 0 || s > 127 {
			small = false
			break
		}
		if small {
			key.v[i] = int8(s)
		}
	}
	key.n = int8(len(sizes))
	if small {
		if a, ok := segAttrs.Load(key); ok {
			return a.(*DenseArrayAttr)
		}
	}
	vs := make([]int64, len(sizes))
	for i, s := range sizes {
		vs[i] = int64(s)
	}
	a := &DenseArrayAttr{Elem: I32, Values: vs}
	if small {
		if b, loaded := segAttrs.LoadOrStore(key, a); loaded {
			return b.(*DenseArrayAttr)
		}
	}
	return a
}

// segKey identifies small segment sizes; segAttrs holds their attributes.
type segKey struct {
	n int8
	v [6]int8
}

var segAttrs sync.Map // segKey -> *DenseArrayAttr

// IsMemRef reports whether t is a ranked or unranked memref type.
func IsMemRef(t Type) bool {
	switch t.(type) {
	case *MemRefType, *UnrankedMemRefType:
		return true
	}
	return false
}

// IsTensor reports whether t is a ranked or unranked tensor type.
func IsTensor(t Type) bool {
	switch t.(type) {
	case *RankedTensorType, *UnrankedTensorType:
		return true
	}
	return false
}

// effectsOn returns one effect of kind k per value in vs that has a memref
// type (other values, like scalars, carry no memory effect).
func effectsOn(k EffectKind, vs ...*Value) []MemoryEffect {
	var out []MemoryEffect
	for _, v := range vs {
		if v != nil && IsMemRef(v.Type()) {
			out = append(out, MemoryEffect{Kind: k, Value: v})
		}
	}
	return out
}

// copyEffects is the Effects hook of copies from operand 0 into operand 1
// (the memref ones among them).
func copyEffects(op *Operation) []MemoryEffect {
	if op.NumOperands() != 2 {
		return nil
	}
	return append(effectsOn(EffectRead, op.Operand(0)), effectsOn(EffectWrite, op.Operand(1))...)
}

// flowToResult is a ViewFlow hook: result 0 may be operand 0's buffer.
func flowToResult(op *Operation, add func(from, to *Value)) {
	if op.NumOperands() == 1 && op.NumResults() == 1 {
		add(op.Operand(0), op.Result(0))
	}
}

// operandEffects returns an Effects hook giving effect k on operand i.
func operandEffect(k EffectKind, i int) func(*Operation) []MemoryEffect {
	return func(op *Operation) []MemoryEffect {
		if i >= op.NumOperands() {
			return nil
		}
		return []MemoryEffect{{Kind: k, Value: op.Operand(i)}}
	}
}

// resultEffect returns an Effects hook giving effect k on result 0.
func resultEffect(k EffectKind) func(*Operation) []MemoryEffect {
	return func(op *Operation) []MemoryEffect {
		if op.NumResults() == 0 {
			return nil
		}
		return []MemoryEffect{{Kind: k, Value: op.Result(0)}}
	}
}

// noEffects is an Effects hook for ops known to have no memory effects
// although they are not Pure (e.g. ops that may have undefined behaviour).
func noEffects(*Operation) []MemoryEffect { return nil }

// firstOperand is a ViewSource hook returning operand 0.
func firstOperand(op *Operation) *Value {
	if op.NumOperands() == 0 {
		return nil
	}
	return op.Operand(0)
}

// verifier checks one invariant of an op.
type verifier func(op *Operation) error

// verifyAll runs verifiers in order and returns the first error.
func verifyAll(vs ...verifier) func(*Operation) error {
	return func(op *Operation) error {
		for _, v := range vs {
			if err := v(op); err != nil {
				return err
			}
		}
		return nil
	}
}

// nOperands requires exactly n operands.
func nOperands(n int) verifier {
	return func(op *Operation) error {
		if op.NumOperands() != n {
			return op.OpErrorf("expected %d operands, but found %d", n, op.NumOperands())
		}
		return nil
	}
}

// minOperands requires at least n operands.
func minOperands(n int) verifier {
	return func(op *Operation) error {
		if op.NumOperands() < n {
			return op.OpErrorf("expected %d or more operands, but found %d", n, op.NumOperands())
		}
		return nil
	}
}

// nResults requires exactly n results.
func nResults(n int) verifier {
	return func(op *Operation) error {
		if op.NumResults() != n {
			return op.OpErrorf("requires %s", plural(n, "result"))
		}
		return nil
	}
}

// nRegions requires exactly n regions.
func nRegions(n int) verifier {
	return func(op *Operation) error {
		if op.NumRegions() != n {
			return op.OpErrorf("requires %s", plural(n, "region"))
		}
		return nil
	}
}

// nSegments requires an operandSegmentSizes property with n groups whose
// sizes add up to the operand count.
func nSegments(n int) verifier {
	return func(op *Operation) error {
		sizes := segSizes(op)
		if sizes == nil {
			return op.OpErrorf("requires attribute '%s'", OperandSegmentSizesAttr)
		}
		if len(sizes) != n {
			return op.OpErrorf("'%s' attribute for specifying operand segments must have %d elements, but got %d", OperandSegmentSizesAttr, n, len(sizes))
		}
		sum := 0
		for _, s := range sizes {
			if s < 0 {
				return op.OpErrorf("'%s' attribute cannot have negative elements", OperandSegmentSizesAttr)
			}
			sum += int(s)
		}
		if sum != op.NumOperands() {
			return op.OpErrorf("operand count (%d) does not match with the total size (%d) specified in attribute '%s'", op.NumOperands(), sum, OperandSegmentSizesAttr)
		}
		return nil
	}
}

// alignmentAttr checks the optional alignment attribute name as MLIR's
// ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]> does: when present it
// is a signless i64 integer that is a positive power of two.
func alignmentAttr(name string) verifier {
	return func(op *Operation) error {
		a := op.Attr(name)
		if a == nil {
			return nil
		}
		ia, ok := a.(*IntegerAttr)
		var it *IntegerType
		if ok {
			it, _ = ia.Type.(*IntegerType)
		}
		if !ok || it == nil || it.Width != 64 || it.Signedness != Signless || ia.Big != nil || ia.Value <= 0 || ia.Value&(ia.Value-1) != 0 {
			return op.OpErrorf("attribute '%s' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0", name)
		}
		return nil
	}
}

// hasAttr requires the (inherent or discardable) attribute name.
func hasAttr(name string) verifier {
	return func(op *Operation) error {
		if op.Attr(name) == nil {
			return op.OpErrorf("requires attribute '%s'", name)
		}
		return nil
	}
}

// operandIs requires operand i to satisfy pred (described by what).
func operandIs(i int, what string, pred func(Type) bool) verifier {
	return func(op *Operation) error {
		if i >= op.NumOperands() {
			return op.OpErrorf("expected operand #%d", i)
		}
		if t := op.Operand(i).Type(); !pred(t) {
			return op.OpErrorf("operand #%d must be %s, but got '%s'", i, what, t)
		}
		return nil
	}
}

// resultIs requires result i to satisfy pred (described by what).
func resultIs(i int, what string, pred func(Type) bool) verifier {
	return func(op *Operation) error {
		if i >= op.NumResults() {
			return op.OpErrorf("expected result #%d", i)
		}
		if t := op.Result(i).Type(); !pred(t) {
			return op.OpErrorf("result #%d must be %s, but got '%s'", i, what, t)
		}
		return nil
	}
}

// operandsFrom requires every operand from index i on to satisfy pred.
func operandsFrom(i int, what string, pred func(Type) bool) verifier {
	return func(op *Operation) error {
		for j := i; j < op.NumOperands(); j++ {
			if t := op.Operand(j).Type(); !pred(t) {
				return op.OpErrorf("operand #%d must be %s, but got '%s'", j, what, t)
			}
		}
		return nil
	}
}

// sameOperandsAndResultType requires all operands and results to share
// one type.
func sameOperandsAndResultType(op *Operation) error {
	var first Type
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		if first == nil {
			first = t
			continue
		}
		if !TypesEqual(first, t) {
			return op.OpErrorf("requires the same type for all operands and results")
		}
	}
	return nil
}

// sameOperandsType requires all operands to share one type.
func sameOperandsType(op *Operation) error {
	ts := op.OperandTypes()
	for _, t := range ts[min(1, len(ts)):] {
		if !TypesEqual(ts[0], t) {
			return op.OpErrorf("requires all operands to have the same type")
		}
	}
	return nil
}

// memrefRankIndices requires operand mi to be a memref whose rank equals
// the number of index operands that follow it starting at index first
// (first..end or up to count operands).
func memrefIndices(mi, first int) verifier {
	return func(op *Operation) error {
		if mi >= op.NumOperands() {
			return op.OpErrorf("expected a memref operand")
		}
		mt, ok := op.Operand(mi).Type().(*MemRefType)
		if !ok {
			return op.OpErrorf("operand #%d must be memref of any type values, but got '%s'", mi, op.Operand(mi).Type())
		}
		n := op.NumOperands() - first
		if n != len(mt.Shape) {
			return op.OpErrorf("incorrect number of indices for load, expected %d but got %d", len(mt.Shape), n)
		}
		for j := first; j < op.NumOperands(); j++ {
			if _, ok := op.Operand(j).Type().(*IndexType); !ok {
				return op.OpErrorf("operand #%d must be variadic of index, but got '%s'", j, op.Operand(j).Type())
			}
		}
		return nil
	}
}

// isIndex reports whether t is index.
func isIndex(t Type) bool { _, ok := t.(*IndexType); return ok }

// isI1 reports whether t is i1.
func isI1(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Width == 1 && it.Signedness == Signless
}

// isMemRefT reports whether t is a memref (ranked or not).
func isMemRefT(t Type) bool { return IsMemRef(t) }

// isRankedMemRef reports whether t is a ranked memref.
func isRankedMemRef(t Type) bool { _, ok := t.(*MemRefType); return ok }

// isTensorT reports whether t is a tensor (ranked or not).
func isTensorT(t Type) bool { return IsTensor(t) }

// isShaped reports whether t is a tensor, memref or vector.
func isShaped(t Type) bool { _, ok := t.(ShapedType); return ok }

// elemOrSelf returns the element type of shaped types and t otherwise.
func elemOrSelf(t Type) Type {
	if s, ok := t.(ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// isIntLike reports whether t is a signless integer or index, or a vector
// or tensor of them.
func isIntLike(t Type) bool {
	switch e := elemOrSelf(t).(type) {
	case *IntegerType:
		return true
	case *IndexType:
		return true
	default:
		_ = e
	}
	return false
}

// isFloatLike reports whether t is a float or a vector/tensor of floats.
func isFloatLike(t Type) bool { _, ok := elemOrSelf(t).(*FloatType); return ok }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// entryArgs returns the arguments of region r's entry block (nil if empty).
func entryArgs(r *Region) []*Value {
	if b := r.Front(); b != nil {
		return b.Args()
	}
	return nil
}

// parentResults is the RegionSuccessor for leaving op back to its results.
func parentResults(op *Operation) RegionSuccessor {
	return RegionSuccessor{Region: nil, Inputs: op.Results()}
}

// allOperandsForwarded is a RegionTerminatorOperands hook forwarding every
// operand of the terminator (scf.yield, affine.yield, ...).
func allOperandsForwarded(term *Operation, _ RegionSuccessor) []*Value { return term.Operands() }

// singleRegionThenResults is a RegionBranch for ops that run their only
// region once and then return to their results (scf.execute_region,
// memref.alloca_scope).
var singleRegionThenResults = &RegionBranchInterface{
	Successors: func(op *Operation, from *Region) []RegionSuccessor {
		if from == nil {
			return []RegionSuccessor{{Region: op.Region(0)}}
		}
		return []RegionSuccessor{parentResults(op)}
	},
	EntryOperands: func(*Operation, RegionSuccessor) []*Value { return nil },
}

// ifBranch is the RegionBranchInterface of scf.if and affine.if: the then
// region, and the else region or the results when it is empty.
var ifBranch = &RegionBranchInterface{
	Successors: func(op *Operation, from *Region) []RegionSuccessor {
		if from != nil {
			return []RegionSuccessor{parentResults(op)}
		}
		out := []RegionSuccessor{{Region: op.Region(0)}}
		if op.NumRegions() > 1 && !op.Region(1).Empty() {
			return append(out, RegionSuccessor{Region: op.Region(1)})
		}
		return append(out, parentResults(op))
	},
	EntryOperands: func(*Operation, RegionSuccessor) []*Value { return nil },
}
