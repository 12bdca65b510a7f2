package ir

// The canonicalization patterns of the memref dialect (MLIR's MemRefOps.cpp).

// simplifyDeadAlloc erases a memref.alloc or memref.alloca whose only
// users store into it or deallocate it, together with those users (MLIR's
// SimplifyDeadAlloc).
func simplifyDeadAlloc(name string) *Pattern {
	return &Pattern{Name: "SimplifyDeadAlloc", Root: name, Benefit: 1,
		MatchAndRewrite: func(op *Operation, r *Rewriter) bool {
			if op.NumResults() != 1 {
				return false
			}
			m := op.Result(0)
			users := m.Users()
			for _, u := range users {
				switch u.Name() {
				case "memref.store":
					if u.Operand(0) == m {
						return false
					}
				case "memref.dealloc":
				default:
					return false
				}
			}
			for _, u := range users {
				r.EraseOp(u)
			}
			r.EraseOp(op)
			return true
		}}
}
