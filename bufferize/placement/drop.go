package placement

import (
	"github.com/memopt/memopt/ir"
)

// castDef is memref.cast's definition: drop-equivalent-buffer-results looks
// through these casts (and only these, as MLIR does) and builds them where
// a dropped result's type differs from the argument's.
var castDef = ir.Lookup("memref.cast")

// DropEquivalentBufferResults drops every result of the private functions
// of module that every return of the function gives as the same function
// argument (or a chain of memref.cast of it); each call gets the argument it
// passed instead (cast to the result type when they differ). Every call of
// such a function is rebuilt, with only its callee.
func DropEquivalentBufferResults(module *ir.Operation) error {
	syms := ir.NewSymbols(module)
	callers := map[*ir.Operation][]*ir.Operation{}
	for _, c := range calls(module) {
		if fn := calleeOf(c, syms); fn != nil {
			callers[fn] = append(callers[fn], c)
		}
	}
	for _, fn := range topLevelFunctions(module) {
		if isExternal(fn) || isPublic(fn) {
			continue
		}
		rets := returnOps(fn)
		if len(rets) == 0 {
			continue
		}
		nres := len(ir.FuncType(fn).Results)
		for _, r := range rets {
			if r.NumOperands() != nres {
				return r.OpErrorf("has %d operands, but enclosing function returns %d", r.NumOperands(), nres)
			}
		}
		args := fn.Region(0).Front().Args()
		erase := make([]bool, nres)
		resultToArg := map[int]int{}
		kept := make([][]*ir.Value, len(rets))
		for i := 0; i < nres; i++ {
			for j, a := range args {
				if returnsArg(rets, i, a) {
					erase[i] = true
					resultToArg[i] = j
					break
				}
			}
			if !erase[i] {
				for k, r := range rets {
					kept[k] = append(kept[k], r.Operand(i))
				}
			}
		}
		eraseResults(fn, erase)
		for k, r := range rets {
			r.SetOperands(kept[k])
		}
		newResults := ir.FuncType(fn).Results
		for _, call := range callers[fn] {
			nc := buildCall(call, call.Attr("callee"), call.Operands(), newResults)
			repl := make([]*ir.Value, call.NumResults())
			next := 0
			b := ir.NewBuilder()
			b.SetInsertionPointBefore(call)
			for i := range repl {
				j, dropped := resultToArg[i]
				if !dropped {
					repl[i] = nc.Result(next)
					next++
					continue
				}
				v := call.Operand(j)
				if want := call.Result(i).Type(); !ir.TypesEqual(v.Type(), want) {
					v = b.Create(&ir.OperationState{Name: castDef.Name, Loc: call.Loc, Operands: []*ir.Value{v},
						ResultTypes: []ir.Type{want}}).Result(0)
				}
				repl[i] = v
			}
			call.ReplaceAllUsesWith(repl)
			call.Erase()
		}
	}
	return nil
}

// returnsArg reports whether every return gives arg (or casts of it) as
// operand i.
func returnsArg(rets []*ir.Operation, i int, arg *ir.Value) bool {
	for _, r := range rets {
		v := r.Operand(i)
		for v.DefiningOp() != nil && v.DefiningOp().Def() == castDef {
			v = v.DefiningOp().Operand(0)
		}
		if v != arg {
			return false
		}
	}
	return true
}
