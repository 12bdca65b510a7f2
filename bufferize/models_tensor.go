package bufferize

import "github.com/memopt/memopt/ir"

// Bufferization models of the tensor dialect.

var (
	// castModel: tensor.cast is a view of its source (memref.cast).
	// (tensor.bitcast has no model in mlir-opt 22: it is an unknown op.)
	castModel = &Model{
		AliasingValues: resultAlias(0, Equivalent),
		Cast:           true,
	}
	// expandShapeModel: tensor.expand_shape is a view of its source.
	expandShapeModel = &Model{
		AliasingValues: resultAlias(0, Equivalent),
	}
	// collapseShapeModel: tensor.collapse_shape is a view of its source,
	// unless the source layout cannot be collapsed and it copies: it
	// counts as a read.
	collapseShapeModel = &Model{
		Reads:          always,
		AliasingValues: resultAlias(0, Equivalent),
	}
	// dimModel and rankModel: tensor.dim and tensor.rank read only the
	// shape.
	dimModel  = &Model{}
	rankModel = &Model{}
	// emptyModel: tensor.empty is a new buffer with undefined contents.
	emptyModel = &Model{
		Allocates:    allocatesAll,
		ResultWrites: resultNeverWrites,
	}
	// extractSliceModel: a subview of the source.
	extractSliceModel = &Model{
		AliasingValues: resultAlias(0, Unknown),
	}
	// extractModel: tensor.extract loads an element.
	extractModel = &Model{
		Reads: always,
	}
	// fromElementsModel, generateModel, splatModel: new tensors built from
	// scalars.
	fromElementsModel = &Model{Allocates: allocatesAll}
	generateModel     = &Model{Allocates: allocatesAll}
	splatModel        = &Model{Allocates: allocatesAll}
	// insertModel: tensor.insert stores into its destination (operand 1).
	insertModel = &Model{
		Reads:          operandIs(1),
		Writes:         operandIs(1),
		AliasingValues: resultAlias(1, Equivalent),
	}
	// insertSliceModel: copies the source into a subview of the
	// destination; the destination is not read when it is overwritten
	// entirely.
	insertSliceModel = &Model{
		Reads: func(_ *State, o *ir.OpOperand) bool {
			if o.Index() == 0 {
				return true
			}
			dest, ok := o.Get().Type().(*ir.RankedTensorType)
			return !ok || !sliceOf(o.Owner(), 2).coversWhole(dest.Shape)
		},
		Writes:         operandIs(1),
		AliasingValues: resultAlias(1, Equivalent),
		Subset:         insertSliceSubset,
	}
	// parallelInsertSliceModel: the slice one thread of an scf.forall
	// writes into a shared output. It writes its destination in place by
	// definition: the destination is the forall's shared output, whose copy
	// (when the analysis or copy-before-write asks for one) the forall's
	// operand gets before the loop, so the op itself never gets a copy (as
	// in MLIR; a copy of the shared output inside the terminator region
	// would not even dominate the rewritten subview).
	parallelInsertSliceModel = &Model{
		Reads:            operandIs(0),
		Writes:           operandIs(1),
		Subset:           insertSliceSubset,
		ResolveConflicts: func(*CopyInserter, *ir.Operation) error { return nil },
	}
	// padModel: a new buffer filled with the padding value, the source
	// copied into its interior.
	padModel = &Model{
		Reads:     always,
		Allocates: allocatesAll,
	}
	// tensorReshapeModel: tensor.reshape is a view of its source; the
	// shape operand is read.
	tensorReshapeModel = &Model{
		Reads:          operandIs(1),
		AliasingValues: resultAlias(0, Equivalent),
	}
	// concatModel: a new buffer with each input copied into it.
	concatModel = &Model{
		Reads:     always,
		Allocates: allocatesAll,
	}
)

// insertSliceSubset describes tensor.insert_slice and
// tensor.parallel_insert_slice: source operand 0 goes into a slice of
// destination operand 1.
var insertSliceSubset = &SubsetModel{
	Source:           func(op *ir.Operation) *ir.OpOperand { return op.OpOperand(0) },
	Dest:             func(op *ir.Operation) *ir.OpOperand { return op.OpOperand(1) },
	EquivalentSubset: insertSliceEquivalentSubset,
	Extraction: func(b *ir.Builder, op *ir.Operation) *ir.Value {
		st := &ir.OperationState{Name: "tensor.extract_slice", ResultTypes: []ir.Type{op.Operand(0).Type()}}
		st.Operands = append([]*ir.Value{op.Operand(1)}, op.Operands()[2:]...)
		sizes := ir.OperandSegmentSizes(op)
		segs := append([]int{1}, sizes[2:]...)
		st.Props = []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(segs...)}}
		for _, n := range []string{"static_offsets", "static_sizes", "static_strides"} {
			st.Props = append(st.Props, ir.NamedAttr{Name: n, Value: op.Attr(n)})
		}
		return b.Create(st).Result(0)
	},
	Needed: func(op *ir.Operation) []*ir.Value { return op.Operands()[1:] },
}

// insertSliceEquivalentSubset: candidate is a tensor.extract_slice of a
// tensor equivalent to op's destination, with the same offsets, sizes and
// strides.
func insertSliceEquivalentSubset(op *ir.Operation, candidate *ir.Value, equiv func(a, b *ir.Value) bool) bool {
	ext := candidate.DefiningOp()
	if ext == nil || ModelOf(ext) != extractSliceModel || ext.NumOperands() == 0 {
		return false
	}
	if !equiv(ext.Operand(0), op.Operand(1)) {
		return false
	}
	return sliceOf(ext, 1).same(sliceOf(op, 2))
}

func init() {
	Attach(castModel, "tensor.cast")
	Attach(collapseShapeModel, "tensor.collapse_shape")
	Attach(expandShapeModel, "tensor.expand_shape")
	Attach(dimModel, "tensor.dim")
	Attach(rankModel, "tensor.rank")
	Attach(emptyModel, "tensor.empty")
	Attach(extractSliceModel, "tensor.extract_slice")
	Attach(extractModel, "tensor.extract")
	Attach(fromElementsModel, "tensor.from_elements")
	Attach(generateModel, "tensor.generate")
	Attach(splatModel, "tensor.splat")
	Attach(insertModel, "tensor.insert")
	Attach(insertSliceModel, "tensor.insert_slice")
	Attach(parallelInsertSliceModel, "tensor.parallel_insert_slice")
	Attach(padModel, "tensor.pad")
	Attach(tensorReshapeModel, "tensor.reshape")
	Attach(concatModel, "tensor.concat")
}
