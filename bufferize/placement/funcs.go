package placement

import (
	"github.com/memopt/memopt/ir"
)

// Function signature helpers for func.func ops (MLIR's
// FunctionOpInterface): the function type, and the per-argument and
// per-result attribute dictionaries (arg_attrs, res_attrs), which are
// dropped when all are empty, as MLIR does.

// isFunction reports whether op is a function of the builtin function type
// (a symbol with a function_type).
func isFunction(op *ir.Operation) bool {
	return op.HasTrait(ir.Symbol) && ir.FuncType(op) != nil
}

// isExternal reports whether fn is a declaration (no body).
func isExternal(fn *ir.Operation) bool {
	return fn.NumRegions() == 0 || fn.Region(0).Empty()
}

// isPublic reports whether fn's visibility is public (the default).
func isPublic(fn *ir.Operation) bool {
	v, ok := fn.Attr("sym_visibility").(*ir.StringAttr)
	return !ok || v.Value == "public"
}

// attrDicts returns the n dictionaries of fn's attribute array name
// (arg_attrs or res_attrs), empty ones where it has none.
func attrDicts(fn *ir.Operation, name string, n int) []*ir.DictionaryAttr {
	arr, _ := fn.Attr(name).(*ir.ArrayAttr)
	out := make([]*ir.DictionaryAttr, n)
	for i := range out {
		if arr != nil && i < len(arr.Elems) {
			if d, ok := arr.Elems[i].(*ir.DictionaryAttr); ok {
				out[i] = d
				continue
			}
		}
		out[i] = &ir.DictionaryAttr{}
	}
	return out
}

// setAttrDicts sets fn's attribute array name, or removes it when every
// dictionary is empty.
func setAttrDicts(fn *ir.Operation, name string, ds []*ir.DictionaryAttr) {
	empty := true
	elems := make([]ir.Attribute, len(ds))
	for i, d := range ds {
		elems[i] = d
		if len(d.Entries) > 0 {
			empty = false
		}
	}
	if empty {
		fn.SetAttr(name, nil)
		return
	}
	fn.SetAttr(name, &ir.ArrayAttr{Elems: elems})
}

// withEntry returns d with entry name set to a (kept sorted by name).
func withEntry(d *ir.DictionaryAttr, name string, a ir.Attribute) *ir.DictionaryAttr {
	var es []ir.NamedAttr
	for _, e := range d.Entries {
		if e.Name != name {
			es = append(es, e)
		}
	}
	i := 0
	for i < len(es) && es[i].Name < name {
		i++
	}
	es = append(es, ir.NamedAttr{})
	copy(es[i+1:], es[i:])
	es[i] = ir.NamedAttr{Name: name, Value: a}
	return &ir.DictionaryAttr{Entries: es}
}

// setFuncType replaces fn's function type.
func setFuncType(fn *ir.Operation, ft *ir.FunctionType) {
	fn.SetAttr("function_type", &ir.TypeAttr{Type: ft})
}

// eraseResults drops the results of fn marked in erase from its type and
// its result attributes (MLIR's FunctionOpInterface::eraseResults).
func eraseResults(fn *ir.Operation, erase []bool) {
	ft := ir.FuncType(fn)
	res := attrDicts(fn, "res_attrs", len(ft.Results))
	var types []ir.Type
	var dicts []*ir.DictionaryAttr
	for i, t := range ft.Results {
		if !erase[i] {
			types = append(types, t)
			dicts = append(dicts, res[i])
		}
	}
	setFuncType(fn, &ir.FunctionType{Inputs: ft.Inputs, Results: types})
	setAttrDicts(fn, "res_attrs", dicts)
}

// returnOps returns the ReturnLike terminators of fn's blocks.
func returnOps(fn *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	if isExternal(fn) {
		return nil
	}
	for _, b := range fn.Region(0).Blocks() {
		if t := b.Last(); t != nil && t.HasTrait(ir.Terminator) && t.HasTrait(ir.ReturnLike) {
			out = append(out, t)
		}
	}
	return out
}

// topLevelFunctions returns the functions directly in module's body.
func topLevelFunctions(module *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range module.Regions() {
		for _, b := range r.Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				if isFunction(op) {
					out = append(out, op)
				}
			}
		}
	}
	return out
}

// calleeOf returns the function a call-like op calls through its callee
// symbol, looked up in syms, or nil.
func calleeOf(call *ir.Operation, syms *ir.Symbols) *ir.Operation {
	fn := syms.Lookup(call.Attr("callee"))
	if fn == nil || !isFunction(fn) {
		return nil
	}
	return fn
}

// calls returns the call-like ops nested in module, in post-order (MLIR's
// walk order).
func calls(module *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	ir.WalkPostExplicit(module, func(op *ir.Operation) {
		if op.HasTrait(ir.CallLike) && op.Attr("callee") != nil {
			out = append(out, op)
		}
	})
	return out
}

// buildCall creates before `at` a call of the function named by callee with
// operands and result types: a new op of at's kind with only the callee
// symbol (as MLIR's func::CallOp::create with a function does).
func buildCall(at *ir.Operation, callee ir.Attribute, operands []*ir.Value, results []ir.Type) *ir.Operation {
	b := ir.NewBuilder()
	b.SetInsertionPointBefore(at)
	return b.Create(&ir.OperationState{Name: at.Name(), Loc: at.Loc, Operands: operands, ResultTypes: results,
		Props: []ir.NamedAttr{{Name: "callee", Value: callee}}})
}
