package bufferize

import "github.com/memopt/memopt/ir"

// Bufferization models of arith, bufferization and vector ops.

var (
	// constantModel: a dense tensor constant becomes a read-only global.
	constantModel = &Model{
		Allocates: allocatesAll,
		Writable:  notWritable,
	}
	// selectModel: arith.select's result is one of its two tensors.
	selectModel = &Model{
		AliasingValues: func(_ *State, o *ir.OpOperand) []AliasingValue {
			if o.Index() == 0 {
				return nil
			}
			return []AliasingValue{{Value: o.Owner().Result(0), Relation: Equivalent}}
		},
	}
	// indexCastModel: arith.index_cast on tensors is a view.
	indexCastModel = &Model{
		AliasingValues: resultAlias(0, Equivalent),
		Cast:           true,
	}

	// allocTensorModel: a new buffer, a copy of its copy operand if given.
	allocTensorModel = &Model{
		Reads:     always,
		Allocates: allocatesAll,
		ResultWrites: func(_ *State, r *ir.Value) bool {
			return len(ir.OperandSegment(r.DefiningOp(), 1)) > 0
		},
	}
	// toTensorModel: the tensor view of a buffer; writable only when
	// marked so.
	toTensorModel = &Model{
		Writable: func(_ *State, v *ir.Value) bool { return v.DefiningOp().Attr("writable") != nil },
	}
	// toBufferModel: the buffer of a tensor, read and (unless read_only)
	// written by whoever uses it.
	toBufferModel = &Model{
		Reads:  always,
		Writes: func(_ *State, o *ir.OpOperand) bool { return o.Owner().Attr("read_only") == nil },
	}
	// materializeModel: bufferization.materialize_in_destination copies
	// its source into its destination, which must bufferize in place.
	materializeModel = &Model{
		Reads:          operandIs(0),
		Writes:         operandIs(1),
		AliasingValues: resultAlias(1, Equivalent),
		MustInPlace:    operandIs(1),
		Elementwise:    func(*State, *ir.Operation, []*ir.OpOperand) bool { return true },
		Subset: &SubsetModel{
			Source: func(op *ir.Operation) *ir.OpOperand { return op.OpOperand(0) },
			Dest:   func(op *ir.Operation) *ir.OpOperand { return op.OpOperand(1) },
			EquivalentSubset: func(op *ir.Operation, candidate *ir.Value, equiv func(a, b *ir.Value) bool) bool {
				return equiv(op.Operand(1), candidate)
			},
			Extraction: func(_ *ir.Builder, op *ir.Operation) *ir.Value {
				if !ir.IsTensor(op.Operand(1).Type()) {
					return nil
				}
				return op.Operand(1)
			},
			Needed: func(op *ir.Operation) []*ir.Value { return op.Operands()[1:2] },
		},
	}
	// deallocTensorModel: bufferization.dealloc_tensor frees the buffer.
	deallocTensorModel = &Model{}

	// transferReadModel: vector.transfer_read reads its source.
	transferReadModel = &Model{
		Reads: operandIs(0),
	}
	// transferWriteModel: vector.transfer_write stores into its
	// destination (operand 1).
	transferWriteModel = &Model{
		Reads:          operandIs(1),
		Writes:         operandIs(1),
		AliasingValues: resultAlias(1, Equivalent),
	}
)

func init() {
	Attach(constantModel, "arith.constant")
	Attach(selectModel, "arith.select")
	Attach(indexCastModel, "arith.index_cast")
	Attach(allocTensorModel, "bufferization.alloc_tensor")
	Attach(toTensorModel, "bufferization.to_tensor")
	Attach(toBufferModel, "bufferization.to_buffer")
	Attach(materializeModel, "bufferization.materialize_in_destination")
	Attach(deallocTensorModel, "bufferization.dealloc_tensor")
	Attach(transferReadModel, "vector.transfer_read")
	Attach(transferWriteModel, "vector.transfer_write")
}
