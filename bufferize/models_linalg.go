package bufferize

import (
	"strings"

	"github.com/memopt/memopt/ir"
)

// Bufferization models of linalg's structured ops, in destination-passing
// style: inputs are read if the payload uses them, inits are written (and
// read if the payload uses them), each tensor init's buffer is the buffer
// of its result.

// linalgAccess describes how a structured op indexes its operands, for
// the element-wise access rule.
type linalgAccess struct {
	// allParallel: every loop is parallel.
	allParallel func(op *ir.Operation) bool
	// identity reports whether operand i is indexed by the identity map.
	identity func(op *ir.Operation, i int) bool
}

var (
	// elementwiseAccess: all loops parallel, every operand indexed by the
	// identity (named element-wise ops, fill, copy, map).
	elementwiseAccess = &linalgAccess{
		allParallel: func(*ir.Operation) bool { return true },
		identity:    func(*ir.Operation, int) bool { return true },
	}
	// permutedAccess: all loops parallel, inputs indexed by a permutation
	// or projection (transpose, broadcast); identity only when the op
	// does not reorder or add dimensions.
	permutedAccess = &linalgAccess{
		allParallel: func(*ir.Operation) bool { return true },
		identity: func(op *ir.Operation, i int) bool {
			ins, _, _ := ir.DPSInputsOutputs(op)
			if i >= len(ins) {
				return true
			}
			if p, ok := op.Attr("permutation").(*ir.DenseArrayAttr); ok {
				for k, v := range p.Values {
					if int64(k) != v {
						return false
					}
				}
				return true
			}
			if d, ok := op.Attr("dimensions").(*ir.DenseArrayAttr); ok {
				return len(d.Values) == 0
			}
			return false
		},
	}
	// reductionAccess: some loop is a reduction (matmul, conv, reduce, ...).
	reductionAccess = &linalgAccess{
		allParallel: func(*ir.Operation) bool { return false },
		identity:    func(*ir.Operation, int) bool { return false },
	}
	// genericAccess reads linalg.generic's (or linalg.elementwise's)
	// iterator_types and indexing_maps.
	genericAccess = &linalgAccess{
		allParallel: func(op *ir.Operation) bool {
			its, ok := op.Attr("iterator_types").(*ir.ArrayAttr)
			if !ok {
				return op.Attr("iterator_types") == nil // elementwise: parallel
			}
			for _, it := range its.Elems {
				if !strings.Contains(it.String(), "parallel") {
					return false
				}
			}
			return true
		},
		identity: func(op *ir.Operation, i int) bool {
			maps, ok := op.Attr("indexing_maps").(*ir.ArrayAttr)
			if !ok {
				return op.Attr("indexing_maps") == nil
			}
			if i >= len(maps.Elems) {
				return false
			}
			m, ok := maps.Elems[i].(*ir.AffineMapAttr)
			return ok && m.Map.IsIdentity()
		},
	}
)

// linalgIsInit reports whether o is one of the op's inits (outs).
func linalgIsInit(o *ir.OpOperand) bool {
	start, end, ok := ir.DPSInitRange(o.Owner())
	return ok && o.Index() >= start && o.Index() < end
}

// linalgTiedResult returns the result tied to init operand o: the n-th
// tensor init gives the n-th result.
func linalgTiedResult(s *State, o *ir.OpOperand) *ir.Value {
	start, end, _ := ir.DPSInitRange(o.Owner())
	n := 0
	for k := start; k < o.Index() && k < end; k++ {
		if s.isTensorValue(o.Owner().Operand(k)) {
			n++
		}
	}
	if n < o.Owner().NumResults() {
		return o.Owner().Result(n)
	}
	return nil
}

// payloadUses reports whether the payload region uses the block argument
// of operand o (MLIR's payloadUsesValueFromOperand).
func payloadUses(o *ir.OpOperand) bool {
	op := o.Owner()
	if op.NumRegions() == 0 {
		return true
	}
	used, ok := op.Region(0).EntryArgHasUses(o.Index())
	return used || !ok
}

// linalgModel returns the model of a structured op with the given access
// pattern.
func linalgModel(acc *linalgAccess) *Model {
	return &Model{
		Reads:  func(_ *State, o *ir.OpOperand) bool { return payloadUses(o) },
		Writes: func(_ *State, o *ir.OpOperand) bool { return linalgIsInit(o) },
		AliasingValues: func(s *State, o *ir.OpOperand) []AliasingValue {
			if !linalgIsInit(o) {
				return nil
			}
			if r := linalgTiedResult(s, o); r != nil {
				return []AliasingValue{{Value: r, Relation: Equivalent, Definite: true}}
			}
			return nil
		},
		Elementwise: func(_ *State, op *ir.Operation, operands []*ir.OpOperand) bool {
			if !acc.allParallel(op) {
				return false
			}
			for _, o := range operands {
				switch o.Get().Type().(type) {
				case *ir.RankedTensorType, *ir.MemRefType:
				default:
					continue
				}
				if !acc.identity(op, o.Index()) {
					return false
				}
			}
			return true
		},
	}
}

// softmaxModel: linalg.softmax reads its input and writes its output
// (which it does not read).
var softmaxModel = &Model{
	Reads:          operandIs(0),
	Writes:         operandIs(1),
	AliasingValues: resultAlias(1, Equivalent),
}

// linalgElementwiseNamed are the named structured ops with only parallel
// loops and identity indexing maps.
var linalgElementwiseNamed = []string{
	"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
	"square", "tanh", "erf", "add", "sub", "mul", "div", "div_unsigned", "max", "min",
	"powf", "select", "copy", "fill", "fill_rng_2d", "map",
}

// linalgModels are the models of linalg's structured ops.
var linalgModels []*Model

func init() {
	elementwise := linalgModel(elementwiseAccess)
	generic := linalgModel(genericAccess)
	permuted := linalgModel(permutedAccess)
	reduction := linalgModel(reductionAccess)
	linalgModels = []*Model{elementwise, generic, permuted, reduction}
	done := map[string]bool{}
	for _, n := range linalgElementwiseNamed {
		Attach(elementwise, "linalg."+n)
		done["linalg."+n] = true
	}
	Attach(generic, "linalg.generic", "linalg.elementwise")
	Attach(permuted, "linalg.transpose", "linalg.broadcast")
	Attach(softmaxModel, "linalg.softmax")
	for _, n := range []string{"linalg.generic", "linalg.elementwise", "linalg.transpose", "linalg.broadcast", "linalg.softmax"} {
		done[n] = true
	}
	// Every other structured op (contractions, convolutions, pooling,
	// reduce) has a reduction loop.
	for _, d := range ir.RegisteredOps() {
		if strings.HasPrefix(d.Name, "linalg.") && !done[d.Name] && ir.IsDestinationStyle(d.Name) {
			Attach(reduction, d.Name)
		}
	}
}
