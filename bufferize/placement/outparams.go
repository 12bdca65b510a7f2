package placement

import (
	"github.com/memopt/memopt/bufferize"
	"github.com/memopt/memopt/ir"
)

// OutParamsOptions are buffer-results-to-out-params' options.
type OutParamsOptions struct {
	// AddResultAttr marks each new argument with the unit attribute
	// bufferize.result.
	AddResultAttr bool
	// HoistStaticAllocs: a returned buffer of static shape that an
	// allocation op made is not copied into the out-param: the allocation
	// is dropped and the out-param used instead.
	HoistStaticAllocs bool
	// HoistDynamicAllocs does the same for dynamic shapes whose sizes are
	// all function arguments; the callers allocate with the sizes they
	// pass.
	HoistDynamicAllocs bool
	// ModifyPublicFunctions changes public functions too (by default only
	// private and nested ones, and the calls of those).
	ModifyPublicFunctions bool
}

// allocDef and copyDef are the ops buffer-results-to-out-params builds
// (MLIR's default allocation and copy functions).
var (
	allocDef = ir.Lookup("memref.alloc")
	copyDef  = ir.Lookup("memref.copy")
)

// fullyDynamicLayout reports whether t has a strided layout with every
// stride and the offset dynamic.
func fullyDynamicLayout(t *ir.MemRefType) bool {
	strides, offset, ok := ir.StridesAndOffset(t)
	if !ok || offset != ir.Dynamic {
		return false
	}
	for _, s := range strides {
		if s != ir.Dynamic {
			return false
		}
	}
	return true
}

// identityLayout reports whether t has no layout (or the identity map).
func identityLayout(t *ir.MemRefType) bool {
	if t.Layout == nil {
		return true
	}
	m, ok := t.Layout.(*ir.AffineMapAttr)
	return ok && m.Map.IsIdentity()
}

// BufferResultsToOutParams turns the ranked memref results of the
// functions of module into out-params: arguments appended to the
// function, which its returns copy into (or, when hoisting, its allocation
// is replaced by), and which every call allocates.
func BufferResultsToOutParams(module *ir.Operation, opts OutParamsOptions) error {
	dynSizes := map[*ir.Operation][][]*ir.Value{}
	for _, fn := range topLevelFunctions(module) {
		if isPublic(fn) && !opts.ModifyPublicFunctions || isExternal(fn) {
			continue
		}
		added, err := outParamsFunc(fn, opts)
		if err != nil {
			return err
		}
		outParamsReturns(fn, added, opts, dynSizes)
	}
	return outParamsCalls(module, opts, dynSizes)
}

// outParamsFunc moves fn's memref results to new arguments and returns
// those arguments.
func outParamsFunc(fn *ir.Operation, opts OutParamsOptions) ([]*ir.Value, error) {
	ft := ir.FuncType(fn)
	erase := make([]bool, len(ft.Results))
	var moved []ir.Type
	var movedIdx []int
	for i, t := range ft.Results {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			continue
		}
		if !identityLayout(mt) && !fullyDynamicLayout(mt) {
			return nil, fn.Errorf("cannot create out param for result with unsupported layout")
		}
		erase[i] = true
		moved = append(moved, mt)
		movedIdx = append(movedIdx, i)
	}
	nIn := len(ft.Inputs)
	argDicts := attrDicts(fn, "arg_attrs", nIn)
	resDicts := attrDicts(fn, "res_attrs", len(ft.Results))
	for _, i := range movedIdx {
		d := resDicts[i]
		if opts.AddResultAttr {
			d = withEntry(d, "bufferize.result", &ir.UnitAttr{})
		}
		argDicts = append(argDicts, d)
	}
	setFuncType(fn, &ir.FunctionType{Inputs: append(append([]ir.Type(nil), ft.Inputs...), moved...), Results: ft.Results})
	setAttrDicts(fn, "arg_attrs", argDicts)
	eraseResults(fn, erase)
	entry := fn.Region(0).Front()
	var added []*ir.Value
	for _, t := range moved {
		added = append(added, entry.AddArgument(t, fn.Loc))
	}
	return added, nil
}

// outParamsReturns rewrites fn's returns: each memref operand is copied
// into its out-param, or its allocation is replaced by the out-param when
// hoisting; the dynamic sizes of hoisted allocations of the first return
// are recorded in dynSizes for the callers.
func outParamsReturns(fn *ir.Operation, added []*ir.Value, opts OutParamsOptions, dynSizes map[*ir.Operation][][]*ir.Value) {
	var rets []*ir.Operation
	ir.WalkPostExplicit(fn, func(op *ir.Operation) {
		if op.HasTrait(ir.ReturnLike) && op.HasTrait(ir.Terminator) && op.ParentOp() == fn {
			rets = append(rets, op)
		}
	})
	for _, ret := range rets {
		var outs, keep []*ir.Value
		for _, v := range ret.Operands() {
			if _, ok := v.Type().(*ir.MemRefType); ok {
				outs = append(outs, v)
			} else {
				keep = append(keep, v)
			}
		}
		b := ir.NewBuilder()
		b.SetInsertionPointBefore(ret)
		var sizes [][]*ir.Value
		for i := 0; i < len(outs) && i < len(added); i++ {
			orig, arg := outs[i], added[i]
			static := orig.Type().(*ir.MemRefType).HasStaticShape()
			hoist := opts.HoistStaticAllocs && static || opts.HoistDynamicAllocs && !static
			if def := orig.DefiningOp(); hoist && def != nil && bufferize.AllocationOf(def) != nil {
				orig.ReplaceAllUsesWith(arg)
				if !static {
					sizes = append(sizes, sizesFromArgs(def, fn))
				}
				def.Erase()
				continue
			}
			b.Create(&ir.OperationState{Name: copyDef.Name, Loc: ret.Loc, Operands: []*ir.Value{orig, arg}})
		}
		b.Create(&ir.OperationState{Name: ret.Name(), Loc: ret.Loc, Operands: keep})
		ret.Erase()
		if _, ok := dynSizes[fn]; !ok {
			dynSizes[fn] = sizes
		}
	}
}

// sizesFromArgs returns the index operands of alloc when each is an
// argument of fn's entry block, else nil.
func sizesFromArgs(alloc, fn *ir.Operation) []*ir.Value {
	var out []*ir.Value
	entry := fn.Region(0).Front()
	for _, v := range alloc.Operands() {
		if _, ok := v.Type().(*ir.IndexType); !ok {
			continue
		}
		if !v.IsBlockArgument() || v.OwnerBlock() != entry {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// outParamsCalls rewrites the calls of the changed functions: each memref
// result becomes a buffer the caller allocates before the call and passes
// as an extra operand.
func outParamsCalls(module *ir.Operation, opts OutParamsOptions, dynSizes map[*ir.Operation][][]*ir.Value) error {
	syms := ir.NewSymbols(module)
	var errs ir.DiagnosticList
	for _, call := range calls(module) {
		// Calls of symbols that are not functions of the builtin function
		// type (llvm.call of an llvm.func) are not this pass's business;
		// the verifier has checked that the others resolve.
		callee := calleeOf(call, syms)
		if callee == nil {
			continue
		}
		if isPublic(callee) && !opts.ModifyPublicFunctions || isExternal(callee) {
			continue
		}
		sizes := dynSizes[callee]
		next := 0
		b := ir.NewBuilder()
		b.SetInsertionPointBefore(call)
		var outParams []*ir.Value
		var keptTypes []ir.Type
		var kept []*ir.Value
		failed := false
		for _, r := range call.Results() {
			mt, ok := r.Type().(*ir.MemRefType)
			if !ok {
				kept = append(kept, r)
				keptTypes = append(keptTypes, r.Type())
				continue
			}
			var size []*ir.Value
			if next < len(sizes) {
				size = sizes[next]
			}
			static := mt.HasStaticShape()
			if !static && len(size) == 0 {
				// Like MLIR, the allocations made for the earlier
				// results stay; the pass fails anyway.
				errs = append(errs, call.Errorf("cannot create out param for dynamically shaped result"))
				failed = true
				break
			}
			if static {
				size = nil
			} else {
				next++
				size = mapToCaller(call, callee, size)
			}
			allocType := &ir.MemRefType{Shape: mt.Shape, Elem: mt.Elem, MemorySpace: mt.MemorySpace}
			out := b.Create(&ir.OperationState{Name: allocDef.Name, Loc: call.Loc, Operands: size,
				ResultTypes: []ir.Type{allocType},
				Props:       []ir.NamedAttr{{Name: "operandSegmentSizes", Value: segments(len(size), 0)}}}).Result(0)
			if !identityLayout(mt) {
				out = b.Create(&ir.OperationState{Name: castDef.Name, Loc: call.Loc, Operands: []*ir.Value{out},
					ResultTypes: []ir.Type{mt}}).Result(0)
			}
			r.ReplaceAllUsesWith(out)
			outParams = append(outParams, out)
		}
		if failed {
			continue
		}
		nc := buildCall(call, call.Attr("callee"), append(call.Operands(), outParams...), keptTypes)
		for i, r := range kept {
			r.ReplaceAllUsesWith(nc.Result(i))
		}
		call.Erase()
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// mapToCaller maps sizes, arguments of callee, to the operands call passes
// for them.
func mapToCaller(call, callee *ir.Operation, sizes []*ir.Value) []*ir.Value {
	var out []*ir.Value
	args := callee.Region(0).Front().Args()
	for _, s := range sizes {
		for i, a := range args {
			if i < call.NumOperands() && a == s {
				out = append(out, call.Operand(i))
			}
		}
	}
	return out
}

// segments returns an operandSegmentSizes attribute.
func segments(sizes ...int) ir.Attribute {
	vals := make([]int64, len(sizes))
	for i, s := range sizes {
		vals[i] = int64(s)
	}
	return &ir.DenseArrayAttr{Elem: ir.I32, Values: vals}
}
