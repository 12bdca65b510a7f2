package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Annotations of test-analysis-only and dump-alias-sets, as mlir-opt 22
// writes them.

// InPlaceAttr is the attribute test-analysis-only puts on every op with
// tensor operands: one string per operand, "true"/"false" for tensors (in
// place or not), "none" for other operands.
const InPlaceAttr = "__inplace_operands_attr__"

// annotateInPlace sets InPlaceAttr on every op in root with a tensor
// operand.
func (s *State) annotateInPlace(root *ir.Operation) {
	walkPre(root, func(op *ir.Operation) {
		var elems []ir.Attribute
		for i := 0; i < op.NumOperands(); i++ {
			if !ir.IsTensor(op.Operand(i).Type()) {
				continue
			}
			if elems == nil {
				elems = make([]ir.Attribute, op.NumOperands())
				for k := range elems {
					elems[k] = strNone
				}
			}
			if s.inPlac[op.OpOperand(i)] {
				elems[i] = strTrue
			} else {
				elems[i] = strFalse
			}
		}
		if elems != nil {
			op.SetAttr(InPlaceAttr, &ir.ArrayAttr{Elems: elems})
		}
	})
}

var (
	strNone  = ir.StrAttr("none")
	strTrue  = ir.StrAttr("true")
	strFalse = ir.StrAttr("false")
)

// annotateAliasSets sets __opresult_alias_set_attr__ (one list of names per
// tensor result) and __bbarg_alias_set_attr__ (per region, per block, per
// tensor argument) with the printed names of each value's aliases.
func (s *State) annotateAliasSets(root *ir.Operation, name func(*ir.Value) string) {
	set := func(v *ir.Value) ir.Attribute {
		var names []ir.Attribute
		s.forAliases(v, func(a *ir.Value) bool {
			names = append(names, ir.StrAttr(name(a)))
			return true
		})
		return &ir.ArrayAttr{Elems: names}
	}
	type pending struct {
		op   *ir.Operation
		name string
		attr ir.Attribute
	}
	// Compute every set before attaching any, so that names are those of
	// the unannotated IR.
	var todo []pending
	walkPre(root, func(op *ir.Operation) {
		var results []ir.Attribute
		for i := 0; i < op.NumResults(); i++ {
			if ir.IsTensor(op.Result(i).Type()) {
				results = append(results, set(op.Result(i)))
			}
		}
		if results != nil {
			todo = append(todo, pending{op, "__opresult_alias_set_attr__", &ir.ArrayAttr{Elems: results}})
		}
		var regions []ir.Attribute
		any := false
		for _, r := range op.Regions() {
			var blocks []ir.Attribute
			for _, b := range explicitBlocks(r) {
				var args []ir.Attribute
				for _, a := range b.Args() {
					if ir.IsTensor(a.Type()) {
						args = append(args, set(a))
						any = true
					}
				}
				blocks = append(blocks, &ir.ArrayAttr{Elems: args})
			}
			regions = append(regions, &ir.ArrayAttr{Elems: blocks})
		}
		if any {
			todo = append(todo, pending{op, "__bbarg_alias_set_attr__", &ir.ArrayAttr{Elems: regions}})
		}
	})
	for _, p := range todo {
		p.op.SetAttr(p.name, p.attr)
	}
}
