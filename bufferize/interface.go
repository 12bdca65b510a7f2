package bufferize

import (
	"fmt"

	"github.com/memopt/memopt/ir"
)

// Relation says how the buffer of an op result relates to the buffer of an
// operand it may alias (MLIR's BufferRelation).
type Relation int

const (
	// Unknown: the result may be a part of the operand's buffer (a slice),
	// or a view with another shape; nothing more is known.
	Unknown Relation = iota
	// Equivalent: if the operand bufferizes in place, the result is exactly
	// the operand's buffer.
	Equivalent
)

// AliasingValue is a value (op result or block argument) that may alias an
// operand's buffer when the operand bufferizes in place. Definite means it
// certainly does (as opposed to "maybe", e.g. one branch of arith.select).
type AliasingValue struct {
	Value    *ir.Value
	Relation Relation
	Definite bool
}

// AliasingOperand is the reverse of AliasingValue: an operand whose buffer a
// value may alias.
type AliasingOperand struct {
	Operand  *ir.OpOperand
	Relation Relation
	Definite bool
}

// Model is the bufferization model of one op kind: MLIR's
// BufferizableOpInterface as a table of function values. Nil functions take
// the default behaviour documented on each field. Models are attached to op
// definitions with Attach (as MLIR attaches external models); the analysis
// and the rewrite only ever ask the model, never the op's name.
type Model struct {
	// Reads reports whether the operand's buffer is read
	// (bufferizesToMemoryRead). Nil: false.
	Reads func(s *State, o *ir.OpOperand) bool
	// Writes reports whether the operand's buffer is written
	// (bufferizesToMemoryWrite). Nil: false.
	Writes func(s *State, o *ir.OpOperand) bool
	// AliasingValues lists the values that alias the operand's buffer when
	// it bufferizes in place. Nil: none.
	AliasingValues func(s *State, o *ir.OpOperand) []AliasingValue
	// AliasingOperands lists the operands whose buffers a value (result or
	// block argument of the op) may alias. Nil: derived from AliasingValues.
	AliasingOperands func(s *State, v *ir.Value) []AliasingOperand
	// ResultWrites reports whether a result is a definition of its buffer's
	// contents (resultBufferizesToMemoryWrite). Nil: MLIR's default (no
	// aliasing operand, an aliasing operand that is written, or a write
	// nested in the op reached through the use-def chain).
	ResultWrites func(s *State, r *ir.Value) bool
	// TerminatorAliases lists the values of the op that the operand of one
	// of its region terminators aliases (scf.if: its results). Nil: none.
	TerminatorAliases func(s *State, o *ir.OpOperand) []AliasingValue
	// Writable reports whether the buffer of a value of the op may be
	// written in place. Nil: true.
	Writable func(s *State, v *ir.Value) bool
	// MustInPlace reports operands that must bufferize in place
	// (mustBufferizeInPlace). Nil: none.
	MustInPlace func(s *State, o *ir.OpOperand) bool
	// Allocates reports results that bufferize to a new allocation
	// (bufferizesToAllocation). Nil: none.
	Allocates func(r *ir.Value) bool
	// Elementwise reports whether the op accesses the given operands
	// element by element, all reads of an element before its write
	// (bufferizesToElementwiseAccess). Nil: false.
	Elementwise func(s *State, op *ir.Operation, operands []*ir.OpOperand) bool
	// NotConflicting lets the op rule out a read-after-write conflict
	// between a read and a write of its operands (isNotConflicting).
	NotConflicting func(s *State, read, write *ir.OpOperand) bool
	// Repetitive reports whether region i may execute more than once per
	// execution of the op. Nil: derived from the op's RegionBranch
	// interface (the region can reach itself).
	Repetitive func(op *ir.Operation, i int) bool
	// Parallel reports whether region i executes in parallel with itself
	// (scf.forall). Nil: false.
	Parallel func(op *ir.Operation, i int) bool
	// Cast is true for ops implementing MLIR's CastOpInterface (the
	// analysis looks through them when it follows same-typed values).
	Cast bool
	// Unstructured is true when the op supports regions with several
	// blocks (supportsUnstructuredControlFlow).
	Unstructured bool
	// TensorSemantics reports whether the op takes part in bufferization.
	// Nil: it has a tensor operand, result or block argument.
	TensorSemantics func(op *ir.Operation) bool
	// Subset describes subset insertion ops (tensor.insert_slice).
	Subset *SubsetModel
	// VerifyAnalysis checks the analysis result for the op (e.g. loops
	// yielding buffers not equivalent to their iteration arguments).
	VerifyAnalysis func(s *State, op *ir.Operation) error

	// BufferType computes the buffer type of a tensor value of the op
	// (result or block argument). Nil: see State.defaultBufferType.
	BufferType func(t *Typer, v *ir.Value) (ir.Type, error)
	// ResolveConflicts inserts the copies the analysis asked for in the
	// op's tensor IR. Nil: copy the out-of-place operands.
	ResolveConflicts func(c *CopyInserter, op *ir.Operation) error
	// Bufferize rewrites the op to its memref form.
	Bufferize func(r *Rewriter, op *ir.Operation) error
}

// SubsetModel is MLIR's SubsetInsertionOpInterface: the op writes Source
// into a subset of Dest and yields the result.
type SubsetModel struct {
	// Source and Dest return the source and destination operands.
	Source func(op *ir.Operation) *ir.OpOperand
	Dest   func(op *ir.Operation) *ir.OpOperand
	// EquivalentSubset reports whether candidate (an op result) is the
	// subset of an equivalent tensor that op inserts into (e.g. a matching
	// tensor.extract_slice), equiv deciding buffer equivalence.
	EquivalentSubset func(op *ir.Operation, candidate *ir.Value, equiv func(a, b *ir.Value) bool) bool
	// Extraction builds the subset op inserts into as a tensor
	// (tensor.extract_slice of the destination), for
	// eliminate-empty-tensors; Needed lists the values it uses.
	Extraction func(b *ir.Builder, op *ir.Operation) *ir.Value
	Needed     func(op *ir.Operation) []*ir.Value
}

var modelKey = ir.NewInterfaceKey("BufferizableOpInterface")

// Attach attaches m as the bufferization model of the op kinds named.
// Models are attached from init functions; it panics when an op is not
// registered or already has a model (a programming error).
func Attach(m *Model, names ...string) {
	for _, n := range names {
		if err := ir.AttachInterface(n, modelKey, m); err != nil {
			panic(fmt.Sprintf("bufferize: %v", err))
		}
	}
}

// ModelOf returns the model attached to op's kind, or nil.
func ModelOf(op *ir.Operation) *Model {
	if m, ok := op.Def().Interface(modelKey).(*Model); ok {
		return m
	}
	return nil
}
