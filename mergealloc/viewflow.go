package mergealloc

import (
	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/ir/viewflow"
)

// ViewFlow is the view-flow alias analysis (ir/viewflow), which merge-alloc
// shares with the buffer placement passes.
type ViewFlow = viewflow.ViewFlow

// NewViewFlow analyses every op nested in root (root included).
func NewViewFlow(root *ir.Operation) *ViewFlow { return viewflow.New(root) }

// newViewFlow is NewViewFlow, its walk also feeding names (when not nil).
func newViewFlow(root *ir.Operation, names *ir.AsmNamesBuilder) *ViewFlow {
	return viewflow.NewNamed(root, names)
}

// isMemRefValue reports whether v holds a memref.
func isMemRefValue(v *ir.Value) bool { return v != nil && ir.IsMemRef(v.Type()) }
