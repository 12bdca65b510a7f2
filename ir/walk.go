package ir

// WalkResult steers a walk: continue, skip the current op's regions, or
// stop the whole walk.
type WalkResult int

// Walk results.
const (
	WalkAdvance WalkResult = iota
	WalkSkip
	WalkInterrupt
)

// Walk visits op and every nested op in pre-order (an op before the ops in
// its regions, blocks and ops in order). The callback may erase the op it is
// given only if it returns WalkSkip. Walk reports whether it was interrupted.
func Walk(op *Operation, f func(*Operation) WalkResult) bool {
	switch f(op) {
	case WalkInterrupt:
		return true
	case WalkSkip:
		return false
	}
	for _, r := range op.regs() {
		for _, b := range r.bl() {
			for o := b.first; o != nil; {
				next := o.next
				if Walk(o, f) {
					return true
				}
				o = next
			}
		}
	}
	return false
}

// WalkPost visits every op nested in op, then op itself (post-order). The
// callback may erase the op it is given.
func WalkPost(op *Operation, f func(*Operation)) {
	for _, r := range op.regs() {
		for _, b := range r.bl() {
			for o := b.first; o != nil; {
				next := o.next
				WalkPost(o, f)
				o = next
			}
		}
	}
	f(op)
}

// WalkPreOrder visits op and every nested op in pre-order.
func WalkPreOrder(op *Operation, f func(*Operation)) {
	Walk(op, func(o *Operation) WalkResult { f(o); return WalkAdvance })
}

// WalkExplicit is Walk without building implied bodies (see Region): the
// ops of an implied region that is not built yet are not visited. Callers
// that number ops count them with Region.ImpliedOps.
func WalkExplicit(op *Operation, f func(*Operation) WalkResult) bool {
	switch f(op) {
	case WalkInterrupt:
		return true
	case WalkSkip:
		return false
	}
	for _, r := range op.regs() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; {
				next := o.next
				if WalkExplicit(o, f) {
					return true
				}
				o = next
			}
		}
	}
	return false
}

// WalkPostExplicit is WalkPost without building implied bodies (see
// Region): the ops of an implied region that is not built yet are not
// visited.
func WalkPostExplicit(op *Operation, f func(*Operation)) {
	for _, r := range op.regs() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; {
				next := o.next
				WalkPostExplicit(o, f)
				o = next
			}
		}
	}
	f(op)
}
