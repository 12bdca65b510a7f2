package difftest

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/viewflow"
	"github.com/memopt/memopt/parser"
)

// returnsArgument reports whether a function of the program may return a
// view of one of its own memref arguments, and names the first such
// function. MLIR's ownership-based deallocation hands every returned
// buffer to the caller as owned (its function-boundary ABI): a result it
// does not own, an argument among them, is returned as a
// bufferization.clone. A caller that writes through such a result and
// reads through the argument then sees the copy's separation, in mlir-opt
// 22 as in memopt. Such programs are outside the contract of the
// deallocation pipeline: the outputs of the Freed configurations still run
// with their allocations counted, but a different printed result is not a
// failure (Outcome.OutsideABI counts them).
func returnsArgument(text []byte) (string, bool) {
	m, err := parser.Parse("input.mlir", text)
	if err != nil {
		return "", false
	}
	name, found := "", false
	ir.WalkPreOrder(m.Op, func(fn *ir.Operation) {
		if found || fn.Name() != "func.func" || fn.NumRegions() != 1 || fn.Region(0).Front() == nil {
			return
		}
		args := map[*ir.Value]bool{}
		for _, a := range fn.Region(0).Front().Args() {
			if ir.IsMemRef(a.Type()) {
				args[a] = true
			}
		}
		if len(args) == 0 {
			return
		}
		vf := viewflow.New(fn)
		for _, b := range fn.Region(0).Blocks() {
			term := b.Terminator()
			if term == nil || term.ParentOp() != fn || !ir.IsRegionTerminator(term) {
				continue
			}
			for _, v := range ir.RegionTerminatorForwarded(term) {
				for _, base := range vf.Bases(v) {
					if args[base] {
						name, found = ir.SymbolName(fn), true
						return
					}
				}
			}
		}
	})
	return name, found
}
