package ir

// Verify checks op and everything nested in it: structural rules (SSA
// dominance, terminators, successors, signature counts and types) and each
// registered op's own verifier. It returns nil, a *Diagnostic or a
// DiagnosticList.
func Verify(op *Operation) error {
	v := &irVerifier{}
	v.verifyOp(op)
	switch len(v.diags) {
	case 0:
		return nil
	case 1:
		return v.diags[0]
	}
	return v.diags
}

type irVerifier struct {
	diags DiagnosticList
}

func (v *irVerifier) verifyOp(op *Operation) {
	if op.def != nil && op.def.Verify != nil {
		if err := op.def.Verify(op); err != nil {
			v.add(op, err)
		}
	}
	for _, r := range op.regions {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				v.verifyOp(o)
			}
		}
	}
}

func (v *irVerifier) add(op *Operation, err error) {
	switch e := err.(type) {
	case *Diagnostic:
		v.diags = append(v.diags, e)
	case DiagnosticList:
		v.diags = append(v.diags, e...)
	default:
		v.diags = append(v.diags, op.OpErrorf("%v", err))
	}
}
