package ir

// Builder creates operations at an insertion point: before a given op, or
// at the end of a block.
type Builder struct {
	block  *Block
	before *Operation
	// Loc is the location given to created ops whose state has none.
	Loc Location
	// Listener, when set, is told of every op the builder inserts (MLIR's
	// OpBuilder::Listener); a Rewriter sets it to its own listener.
	Listener BuilderListener
}

// BuilderListener is told of the ops and blocks a Builder inserts.
type BuilderListener interface {
	// OperationInserted is called after op was inserted into a block (a
	// new op, or one moved from elsewhere).
	OperationInserted(op *Operation)
	// BlockInserted is called after b was inserted into a region.
	BlockInserted(b *Block)
}

// NewBuilder returns a builder with no insertion point; created ops stay
// detached until one is set.
func NewBuilder() *Builder { return &Builder{} }

// SetInsertionPointBefore makes new ops go right before op.
func (b *Builder) SetInsertionPointBefore(op *Operation) { b.block, b.before = op.block, op }

// SetInsertionPointAfter makes new ops go right after op.
func (b *Builder) SetInsertionPointAfter(op *Operation) {
	b.block, b.before = op.block, op.next
}

// SetInsertionPointToStart makes new ops go at the start of blk.
func (b *Builder) SetInsertionPointToStart(blk *Block) { b.block, b.before = blk, blk.first }

// SetInsertionPointToEnd makes new ops go at the end of blk.
func (b *Builder) SetInsertionPointToEnd(blk *Block) { b.block, b.before = blk, nil }

// InsertionBlock returns the current insertion block (nil if unset).
func (b *Builder) InsertionBlock() *Block { return b.block }

// InsertionPoint returns the insertion block and the op new ops go before
// (nil: the end of the block).
func (b *Builder) InsertionPoint() (blk *Block, before *Operation) { return b.block, b.before }

// RestoreInsertionPoint sets an insertion point saved with InsertionPoint.
func (b *Builder) RestoreInsertionPoint(blk *Block, before *Operation) {
	b.block, b.before = blk, before
}

// Insert places a detached op at the insertion point and tells the
// listener, if any.
func (b *Builder) Insert(op *Operation) *Operation {
	if b.block == nil {
		return op
	}
	if b.before != nil {
		b.block.insertBefore(op, b.before)
	} else {
		b.block.Append(op)
	}
	if b.Listener != nil {
		b.Listener.OperationInserted(op)
	}
	return op
}

// Create builds an op from st and inserts it at the insertion point.
func (b *Builder) Create(st *OperationState) *Operation {
	if st.Loc.IsUnknown() {
		st.Loc = b.Loc
	}
	return b.Insert(NewOperation(st))
}

// CreateOp is a shorthand for Create with operands, result types and
// properties.
func (b *Builder) CreateOp(name string, operands []*Value, results []Type, props ...NamedAttr) *Operation {
	return b.Create(&OperationState{Name: name, Operands: operands, ResultTypes: results, Props: props})
}
