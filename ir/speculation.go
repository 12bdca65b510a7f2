package ir

// Speculation: whether an op may run where its original position would not
// have run it (MLIR's ConditionallySpeculatable interface and its
// isSpeculatable helper), as loop-invariant code motion asks before it
// hoists an op out of a loop that may run zero times.

// Speculation is the speculatability of one op (MLIR's
// Speculation::Speculatability).
type Speculation int

// Speculatability values.
const (
	// NotSpeculatable ops may trap or not terminate (a division by a value
	// that may be zero, a loop with a step that may be zero).
	NotSpeculatable Speculation = iota
	// Speculatable ops can run anywhere their operands are available.
	Speculatable
	// RecursivelySpeculatable ops are speculatable when every op nested in
	// their regions is (scf.if, scf.for with step 1).
	RecursivelySpeculatable
)

// SpeculationOf returns the speculatability of op: its definition's
// Speculatability hook (MLIR's ConditionallySpeculatable), else
// Speculatable for Pure ops (MLIR's AlwaysSpeculatable part of Pure), else
// NotSpeculatable (unregistered ops and ops that do not implement the
// interface).
func SpeculationOf(op *Operation) Speculation {
	d := op.Def()
	switch {
	case d == nil:
		return NotSpeculatable
	case d.Speculatability != nil:
		return d.Speculatability(op)
	case d.Traits&Pure != 0:
		return Speculatable
	}
	return NotSpeculatable
}

// IsSpeculatable reports whether op can be executed speculatively (MLIR's
// isSpeculatable): it is Speculatable, or RecursivelySpeculatable and every
// op directly in its regions is speculatable, recursively.
func IsSpeculatable(op *Operation) bool {
	switch SpeculationOf(op) {
	case Speculatable:
		return true
	case RecursivelySpeculatable:
		for _, r := range op.regs() {
			for _, b := range r.bl() {
				for o := b.first; o != nil; o = o.next {
					if !IsSpeculatable(o) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}

// alwaysRecursivelySpeculatable is the Speculatability of ops with MLIR's
// RecursivelySpeculatable trait (scf.if, affine.if).
func alwaysRecursivelySpeculatable(*Operation) Speculation { return RecursivelySpeculatable }

// speculatableIf returns Speculatable when ok holds, NotSpeculatable
// otherwise.
func speculatableIf(ok bool) Speculation {
	if ok {
		return Speculatable
	}
	return NotSpeculatable
}

// unitStepSpeculation is the Speculatability of a loop that terminates
// for any bounds when its step is the constant 1 (MLIR's scf.for and
// affine.for): recursively speculatable then, not otherwise.
func unitStepSpeculation(step func(op *Operation) (int64, bool)) func(op *Operation) Speculation {
	return func(op *Operation) Speculation {
		if s, ok := step(op); ok && s == 1 {
			return RecursivelySpeculatable
		}
		return NotSpeculatable
	}
}

// dimSpeculation is the Speculatability of memref.dim and tensor.dim: the
// index is a constant below the rank of a ranked source (a negative
// constant passes too, as in MLIR).
func dimSpeculation(op *Operation) Speculation {
	if op.NumOperands() < 2 {
		return NotSpeculatable
	}
	idx, ok := ConstantInt(op.Operand(1))
	st, shaped := op.Operand(0).Type().(ShapedType)
	if !ok || !shaped {
		return NotSpeculatable
	}
	dims, ranked := st.Dims()
	return speculatableIf(ranked && idx < int64(len(dims)))
}

// divisionSpeculation is the Speculatability of an integer division: the
// divisor (operand 1) is a constant other than zero, and for signed
// divisions other than -1 (the overflow of the smallest value by -1),
// as MLIR's arith.divui/divsi/ceildivui/ceildivsi decide.
func divisionSpeculation(signed bool) func(op *Operation) Speculation {
	return func(op *Operation) Speculation {
		if op.NumOperands() < 2 {
			return NotSpeculatable
		}
		d := op.Operand(1)
		w := intWidth(d.Type())
		if w == 0 {
			return NotSpeculatable
		}
		x, ok := intConst(ConstantOf(d), w)
		return speculatableIf(ok && x != 0 && (!signed || x != truncBits(^uint64(0), w)))
	}
}

// tensorOperandSpeculation is the Speculatability of vector transfers:
// speculatable on a tensor (operand i), not on a memref.
func tensorOperandSpeculation(i int) func(op *Operation) Speculation {
	return func(op *Operation) Speculation {
		return speculatableIf(op.NumOperands() > i && op.Operand(i) != nil && IsTensor(op.Operand(i).Type()))
	}
}

// packSpeculation is the Speculatability of linalg.pack (pack) and
// linalg.unpack: a pack with a padding value is speculatable; otherwise
// every inner tile must be a constant and every tile dimension of the
// packed type static (MLIR's areTilesAndTiledDimsAllConstant), which the
// verifier then checks divides its dimension.
func packSpeculation(pack bool) func(op *Operation) Speculation {
	return func(op *Operation) Speculation {
		tilesSeg, packed := 2, op.Operand(0)
		if pack {
			if len(OperandSegment(op, 2)) > 0 {
				return Speculatable
			}
			tilesSeg, packed = 3, op.Operand(1)
			if op.NumResults() == 1 {
				packed = op.Result(0)
			}
		}
		static, ok := op.Attr("static_inner_tiles").(*DenseArrayAttr)
		st, shaped := packed.Type().(ShapedType)
		if !ok || !shaped {
			return NotSpeculatable
		}
		dims, ranked := st.Dims()
		tiles := mixedFold(static.Values, OperandSegment(op, tilesSeg))
		if !ranked || len(tiles) > len(dims) {
			return NotSpeculatable
		}
		dims = dims[len(dims)-len(tiles):]
		for i, t := range tiles {
			if _, ok := t.Constant(); !ok || dims[i] == Dynamic {
				return NotSpeculatable
			}
		}
		return Speculatable
	}
}
