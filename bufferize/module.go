package bufferize

import (
	"github.com/memopt/memopt/ir"
)

// Function boundary bufferization: func.func signatures, func.call and
// func.return. Callees are analyzed before their callers (call-graph
// order), and what the analysis learns about a callee (which arguments it
// reads and writes, which results alias or are equivalent to which
// arguments) is what its call sites see.

// funcAnalysis is how far the analysis of a function got.
type funcAnalysis int

const (
	funcNotAnalyzed funcAnalysis = iota
	funcInProgress
	funcAnalyzed
)

// funcInfo is what the module analysis knows about one function.
type funcInfo struct {
	state funcAnalysis
	// equivalentArgs maps a result index to the argument its returned
	// buffer is equivalent to.
	equivalentArgs map[int]int
	// aliasingResults maps an argument index to the results that may alias
	// it.
	aliasingResults map[int][]int
	// resultAliases lists the pairs of results (lower index first) whose
	// buffers may alias each other: the same tensor returned twice, or
	// two views of one buffer.
	resultAliases [][2]int
	read, written map[int]bool
}

// funcState is the module-level state (MLIR's FuncAnalysisState).
type funcState struct {
	symbols map[string]*ir.Operation
	info    map[*ir.Operation]*funcInfo
}

func newFuncState(module *ir.Operation) *funcState {
	fs := &funcState{symbols: map[string]*ir.Operation{}, info: map[*ir.Operation]*funcInfo{}}
	if module.NumRegions() > 0 {
		for _, b := range module.Region(0).Blocks() {
			for op := b.First(); op != nil; op = op.Next() {
				if ModelOf(op) == funcModel {
					fs.symbols[ir.SymbolName(op)] = op
				}
			}
		}
	}
	return fs
}

func (fs *funcState) infoOf(fn *ir.Operation) *funcInfo {
	fi := fs.info[fn]
	if fi == nil {
		fi = &funcInfo{equivalentArgs: map[int]int{}, aliasingResults: map[int][]int{}, read: map[int]bool{}, written: map[int]bool{}}
		fs.info[fn] = fi
	}
	return fi
}

// callee returns the func.func a func.call calls, or nil.
func (s *State) callee(call *ir.Operation) *ir.Operation {
	if s.funcs == nil {
		return nil
	}
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) > 0 {
		return nil
	}
	return s.funcs.symbols[ref.Root]
}

// analyzedCallee returns the callee of a call and what is known about it,
// or nil when it has not been analyzed (yet).
func (s *State) analyzedCallee(call *ir.Operation) *funcInfo {
	fn := s.callee(call)
	if fn == nil {
		return nil
	}
	if fi := s.funcs.info[fn]; fi != nil && fi.state == funcAnalyzed {
		return fi
	}
	return nil
}

// funcHasTensorSignature reports whether a function takes or returns
// tensors.
func funcHasTensorSignature(fn *ir.Operation) bool {
	ft := ir.FuncType(fn)
	if ft == nil {
		return false
	}
	for _, t := range append(append([]ir.Type(nil), ft.Inputs...), ft.Results...) {
		if ir.IsTensor(t) {
			return true
		}
	}
	return false
}

// argAttr returns the argument attribute name of argument i of fn.
func argAttr(fn *ir.Operation, i int, name string) ir.Attribute {
	arr, ok := fn.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	d, ok := arr.Elems[i].(*ir.DictionaryAttr)
	if !ok {
		return nil
	}
	return d.Get(name)
}

// setArgAttr sets (nil: removes) argument attribute name of argument i.
func setArgAttr(fn *ir.Operation, i int, name string, a ir.Attribute) {
	n := 0
	if ft := ir.FuncType(fn); ft != nil {
		n = len(ft.Inputs)
	}
	arr, _ := fn.Attr("arg_attrs").(*ir.ArrayAttr)
	elems := make([]ir.Attribute, n)
	for k := range elems {
		if arr != nil && k < len(arr.Elems) {
			elems[k] = arr.Elems[k]
		} else {
			elems[k] = &ir.DictionaryAttr{}
		}
	}
	d, _ := elems[i].(*ir.DictionaryAttr)
	var entries []ir.NamedAttr
	if d != nil {
		for _, e := range d.Entries {
			if e.Name != name {
				entries = append(entries, e)
			}
		}
	}
	if a != nil {
		entries = append(entries, ir.NamedAttr{Name: name, Value: a})
		sortNamed(entries)
	}
	elems[i] = &ir.DictionaryAttr{Entries: entries}
	empty := true
	for _, e := range elems {
		if dd, ok := e.(*ir.DictionaryAttr); !ok || len(dd.Entries) > 0 {
			empty = false
		}
	}
	if empty {
		fn.SetAttr("arg_attrs", nil)
		return
	}
	fn.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: elems})
}

func sortNamed(es []ir.NamedAttr) {
	for i := 1; i < len(es); i++ {
		for j := i; j > 0 && es[j].Name < es[j-1].Name; j-- {
			es[j], es[j-1] = es[j-1], es[j]
		}
	}
}

var (
	// funcModel: function arguments are writable unless marked
	// bufferization.writable = false.
	funcModel = &Model{
		Writable: func(_ *State, v *ir.Value) bool {
			fn := Owner(v)
			if !v.IsBlockArgument() || v.OwnerBlock() != fn.Region(0).Front() {
				return true
			}
			if b, ok := argAttr(fn, v.Index(), "bufferization.writable").(*ir.BoolAttr); ok {
				return b.Value
			}
			return true
		},
		TensorSemantics: funcHasTensorSignature,
		Unstructured:    true,
	}
	// returnModel: func.return reads what it returns.
	returnModel = &Model{
		Reads: always,
	}
	// callModel: what the callee's analysis says; before it is known,
	// every argument is read and written and may alias every result.
	callModel = &Model{
		Reads: func(s *State, o *ir.OpOperand) bool {
			fi := s.analyzedCallee(o.Owner())
			return fi == nil || fi.read[o.Index()]
		},
		Writes: func(s *State, o *ir.OpOperand) bool {
			fi := s.analyzedCallee(o.Owner())
			return fi == nil || fi.written[o.Index()]
		},
		AliasingValues: func(s *State, o *ir.OpOperand) []AliasingValue {
			fi := s.analyzedCallee(o.Owner())
			if fi == nil {
				return unknownAliasingValues(o.Owner())
			}
			results := fi.aliasingResults[o.Index()]
			equivalent := false
			if len(results) == 1 {
				if a, ok := fi.equivalentArgs[results[0]]; ok && a == o.Index() {
					equivalent = true
				}
			}
			out := make([]AliasingValue, 0, len(results))
			for _, r := range results {
				av := AliasingValue{Value: o.Owner().Result(r), Relation: Unknown}
				if equivalent {
					av.Relation, av.Definite = Equivalent, true
				}
				out = append(out, av)
			}
			return out
		},
	}
)

func init() {
	Attach(funcModel, "func.func")
	Attach(returnModel, "func.return")
	Attach(callModel, "func.call")
}

// returnOps returns the func.return ops of fn.
func returnOps(fn *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, b := range fn.Region(0).Blocks() {
		if t := b.Terminator(); t != nil && ModelOf(t) == returnModel {
			out = append(out, t)
		}
	}
	return out
}

// funcsInCallOrder returns the module's functions, callees before callers,
// and separately those that call each other in a cycle.
func (s *State) funcsInCallOrder(module *ir.Operation) (ordered, cyclic []*ir.Operation) {
	var funcs []*ir.Operation
	calledBy := map[*ir.Operation]map[*ir.Operation]bool{}
	count := map[*ir.Operation]int{}
	for _, b := range module.Region(0).Blocks() {
		for fn := b.First(); fn != nil; fn = fn.Next() {
			if ModelOf(fn) != funcModel {
				continue
			}
			funcs = append(funcs, fn)
			count[fn] += 0
			walkPre(fn, func(op *ir.Operation) {
				if ModelOf(op) != callModel {
					return
				}
				callee := s.callee(op)
				if callee == nil || !funcHasTensorSignature(callee) {
					return
				}
				if calledBy[callee] == nil {
					calledBy[callee] = map[*ir.Operation]bool{}
				}
				if !calledBy[callee][fn] {
					calledBy[callee][fn] = true
					count[fn]++
				}
			})
		}
	}
	var work []*ir.Operation
	for _, fn := range funcs {
		if count[fn] == 0 {
			work = append(work, fn)
		}
	}
	done := map[*ir.Operation]bool{}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		ordered = append(ordered, fn)
		done[fn] = true
		// Callers in module order, for a deterministic order.
		for _, caller := range funcs {
			if calledBy[fn][caller] {
				count[caller]--
				if count[caller] == 0 {
					work = append(work, caller)
				}
			}
		}
	}
	for _, fn := range funcs {
		if !done[fn] {
			cyclic = append(cyclic, fn)
		}
	}
	return ordered, cyclic
}

// aliasingFuncArgs records which results of fn alias, or are equivalent
// to, which arguments.
func (s *State) aliasingFuncArgs(fn *ir.Operation, fi *funcInfo) error {
	ft := ir.FuncType(fn)
	if fn.Region(0).Empty() {
		for i, in := range ft.Inputs {
			if !ir.IsTensor(in) {
				continue
			}
			for r, out := range ft.Results {
				if ir.IsTensor(out) {
					fi.aliasingResults[i] = append(fi.aliasingResults[i], r)
				}
			}
		}
		fi.resultAliases = tensorResultPairs(ft.Results, func(int, int) bool { return true })
		return nil
	}
	rets := returnOps(fn)
	if len(rets) == 0 {
		return fn.Errorf("cannot bufferize func.func without func.return")
	}
	fi.resultAliases = tensorResultPairs(ft.Results, func(k, l int) bool {
		for _, ret := range rets {
			if s.Aliasing(ret.Operand(k), ret.Operand(l)) {
				return true
			}
		}
		return false
	})
	args := fn.Region(0).Front().Args()
	for _, a := range args {
		if _, ok := a.Type().(*ir.RankedTensorType); !ok {
			continue
		}
		seen := map[int]bool{}
		for _, ret := range rets {
			for k := 0; k < ret.NumOperands(); k++ {
				if _, ok := ret.Operand(k).Type().(*ir.RankedTensorType); ok && !seen[k] && s.Aliasing(ret.Operand(k), a) {
					seen[k] = true
					fi.aliasingResults[a.Index()] = append(fi.aliasingResults[a.Index()], k)
				}
			}
		}
	}
	equivArg := func(o *ir.OpOperand) (int, bool) {
		if !ir.IsTensor(o.Get().Type()) {
			return 0, false
		}
		for _, a := range args {
			if _, ok := a.Type().(*ir.RankedTensorType); ok && s.Equivalent(o.Get(), a) {
				if s.Opts.TestAnalysisOnly {
					annotateEquivalentReturn(o, a.Index())
				}
				return a.Index(), true
			}
		}
		return 0, false
	}
	for i := 0; i < rets[0].NumOperands(); i++ {
		idx, ok := equivArg(rets[0].OpOperand(i))
		if !ok {
			continue
		}
		all := true
		for _, ret := range rets[1:] {
			if j, ok := equivArg(ret.OpOperand(i)); !ok || j != idx {
				all = false
				break
			}
		}
		if all {
			fi.equivalentArgs[i] = idx
		}
	}
	return nil
}

// tensorResultPairs returns the pairs k < l of tensor results for which
// alias(k, l) holds.
func tensorResultPairs(results []ir.Type, alias func(k, l int) bool) [][2]int {
	var pairs [][2]int
	for k := range results {
		if !ir.IsTensor(results[k]) {
			continue
		}
		for l := k + 1; l < len(results); l++ {
			if ir.IsTensor(results[l]) && alias(k, l) {
				pairs = append(pairs, [2]int{k, l})
			}
		}
	}
	return pairs
}

// unionAliasingCallResults puts the results of each call under root that
// may alias each other into one alias set, so that writing into one of
// them in place conflicts with reads of the others (docs/TESTING.md B5:
// a function returning the same tensor twice). mlir-opt 22's analysis
// misses this (its call results alias only operands) and writes such a
// result in place while the other is still read. A callee without
// analysis (a call cycle, no-analysis-func-filter) has every tensor
// operand alias every result, so its results alias each other through
// any operand that bufferizes in place.
func (s *State) unionAliasingCallResults(root *ir.Operation) {
	if s.funcs == nil {
		return
	}
	walkPre(root, func(op *ir.Operation) {
		if ModelOf(op) != callModel || op.NumResults() < 2 {
			return
		}
		fi := s.analyzedCallee(op)
		if fi == nil {
			return
		}
		for _, p := range fi.resultAliases {
			s.unionAliases(op.Result(p[0]), op.Result(p[1]))
		}
	})
}

// annotateEquivalentReturn records on a func.return that its operand is
// equivalent to a function argument (__equivalent_func_args__).
func annotateEquivalentReturn(o *ir.OpOperand, arg int) {
	ret := o.Owner()
	vals := make([]int64, ret.NumOperands())
	for i := range vals {
		vals[i] = -1
	}
	if a, ok := ret.Attr("__equivalent_func_args__").(*ir.ArrayAttr); ok {
		for i, e := range a.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok && i < len(vals) {
				vals[i] = ia.Value
			}
		}
	}
	vals[o.Index()] = int64(arg)
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = ir.IntAttr(v, ir.I64)
	}
	ret.SetAttr("__equivalent_func_args__", &ir.ArrayAttr{Elems: elems})
}

// funcArgAccess records which tensor arguments fn reads and writes
// (bufferization.access overrides the analysis).
func (s *State) funcArgAccess(fn *ir.Operation, fi *funcInfo) {
	ft := ir.FuncType(fn)
	for i, in := range ft.Inputs {
		if !ir.IsTensor(in) {
			continue
		}
		var read, written bool
		if a, ok := argAttr(fn, i, "bufferization.access").(*ir.StringAttr); ok {
			read = a.Value == "read" || a.Value == "read-write"
			written = a.Value == "write" || a.Value == "read-write"
		} else if fn.Region(0).Empty() {
			read, written = true, true
		} else {
			arg := fn.Region(0).Front().Arg(i)
			read = s.IsValueRead(arg)
			written = s.IsValueWritten(arg)
		}
		if s.Opts.TestAnalysisOnly {
			access := "none"
			switch {
			case read && written:
				access = "read-write"
			case read:
				access = "read"
			case written:
				access = "write"
			}
			setArgAttr(fn, i, "bufferization.access", ir.StrAttr(access))
		}
		fi.read[i] = read
		fi.written[i] = written
	}
}
