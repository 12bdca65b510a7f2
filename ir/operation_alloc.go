package ir

// Bulk-friendly construction for parsers: NewOperationAdopt takes ownership
// of the state's slices and allocates the op together with small operand and
// result arrays, so that creating an op costs one or two allocations.

type opRO[R any, O any] struct {
	op  Operation
	res R
	opd O
}

// NewOperationAdopt is NewOperation for callers that hand over st: its
// Props, Attrs, Regions and Successors slices are used as they are (not
// copied), so st must not be reused afterwards. def, when not nil, is the
// op's definition (saving a registry lookup).
func NewOperationAdopt(st *OperationState, def *OpDef) *Operation {
	op := newOp(st, def)
	op.props, op.attrs = st.Props, st.Attrs
	op.setExt(st.Regions, st.Successors)
	return op
}

// newOp allocates an op with st's name, location, operands (linked into
// their use lists) and results; the caller sets the rest.
func newOp(st *OperationState, def *OpDef) *Operation {
	nr, no := len(st.ResultTypes), len(st.Operands)
	var op *Operation
	var res []Value
	var opd []OpOperand
	switch {
	case nr == 0 && no == 0:
		op = &Operation{}
	case nr == 0 && no == 1:
		b := &opRO[[0]Value, [1]OpOperand]{}
		op, opd = &b.op, b.opd[:]
	case nr == 0 && no == 2:
		b := &opRO[[0]Value, [2]OpOperand]{}
		op, opd = &b.op, b.opd[:]
	case nr == 0 && no == 3:
		b := &opRO[[0]Value, [3]OpOperand]{}
		op, opd = &b.op, b.opd[:]
	case nr == 1 && no == 0:
		b := &opRO[[1]Value, [0]OpOperand]{}
		op, res = &b.op, b.res[:]
	case nr == 1 && no == 1:
		b := &opRO[[1]Value, [1]OpOperand]{}
		op, res, opd = &b.op, b.res[:], b.opd[:]
	case nr == 1 && no == 2:
		b := &opRO[[1]Value, [2]OpOperand]{}
		op, res, opd = &b.op, b.res[:], b.opd[:]
	case nr == 1 && no == 3:
		b := &opRO[[1]Value, [3]OpOperand]{}
		op, res, opd = &b.op, b.res[:], b.opd[:]
	default:
		op = &Operation{}
		if nr > 0 {
			res = make([]Value, nr)
		}
		if no > 0 {
			opd = make([]OpOperand, no)
		}
	}
	op.info, op.Loc = infoOf(st.Name, def), st.Loc
	op.operands = opd
	for i, v := range st.Operands {
		o := &opd[i]
		o.owner, o.value = op, v
		o.link()
	}
	op.results = res
	for i, t := range st.ResultTypes {
		r := &res[i]
		r.typ, r.owner, r.index = t, op, i
		if i < len(st.ResultNames) {
			r.NameHint = st.ResultNames[i]
		}
	}
	return op
}
