package dealloc

import (
	"strconv"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/passes"
)

// LowerDeallocationsPass is bufferization-lower-deallocations, as in
// mlir-opt 22.
var LowerDeallocationsPass = &passes.Pass{
	Name:        "bufferization-lower-deallocations",
	DisplayName: "LowerDeallocationsPass",
	Summary:     "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
	Doc: "bufferization.dealloc without memrefs becomes false ownerships; with one memref and nothing retained, " +
		"memref.dealloc under scf.if; with one memref and retained values, pointer comparisons " +
		"(memref.extract_aligned_pointer_as_index) decide the free and the updated ownerships; with several memrefs, " +
		"a call of a generated private @dealloc_helper function (one per symbol table) over lists of base pointers.",
	Serial: true,
	Run:    runLowerDeallocations,
}

func init() { passes.Register(LowerDeallocationsPass) }

func isDeallocOp(op *ir.Operation) bool { return op.Name() == "bufferization.dealloc" }

func runLowerDeallocations(c *passes.Context) error { return LowerDeallocations(c.Op) }

// LowerDeallocations lowers every bufferization.dealloc in root (a
// builtin.module or a function) as mlir-opt 22's
// bufferization-lower-deallocations does; the general case (several
// memrefs) needs a module, which gets the helper function.
func LowerDeallocations(root *ir.Operation) error {
	isModule := root.Name() == "builtin.module"
	if !isModule && !isFunction(root) {
		return root.Errorf("root operation must be a builtin.module or a function")
	}
	var deallocs []*ir.Operation
	ir.WalkPreOrder(root, func(op *ir.Operation) {
		if isDeallocOp(op) {
			deallocs = append(deallocs, op)
		}
	})
	helpers := map[*ir.Operation]string{}
	if isModule {
		for _, d := range deallocs {
			st := d.ParentWithTrait(ir.SymbolTable)
			if len(ir.OperandSegment(d, 0)) > 1 && st != nil {
				if _, ok := helpers[st]; !ok {
					helpers[st] = buildDeallocHelper(st, root.Loc)
				}
			}
		}
	}
	for _, d := range deallocs {
		if err := lowerDealloc(d, helpers); err != nil {
			return err
		}
	}
	foldAsConversion(root)
	return nil
}

// conversionLegal are the dialects whose ops mlir-opt 22's lowering
// declares legal.
var conversionLegal = map[string]bool{"arith": true, "memref": true, "scf": true, "func": true, "builtin": true}

// foldAsConversion folds the ops outside the lowering's legal dialects as
// mlir-opt's dialect conversion driver does on its way through the IR (it
// tries to fold every op it is not told is legal): the folds that update
// an op in place (a bufferization.clone bypassing a memref.cast) or
// replace its results by existing values (a fold to the op's own
// results is one in place). Folds to constants are left
// alone.
func foldAsConversion(root *ir.Operation) {
	var ops []*ir.Operation
	ir.WalkPreOrder(root, func(op *ir.Operation) {
		if d := op.Def(); d != nil && d.Fold != nil && !conversionLegal[op.Dialect()] {
			ops = append(ops, op)
		}
	})
	for _, op := range ops {
		foldAsConversionOp(op)
	}
}

// foldAsConversionOp folds op as foldAsConversion says, again after each
// fold in place (the driver legalizes a folded op anew: a clone of a cast
// of a cast bypasses both).
func foldAsConversionOp(op *ir.Operation) {
	for round := 0; round < 8; round++ {
		consts := make([]ir.Attribute, op.NumOperands())
		for i, v := range op.Operands() {
			consts[i] = ir.ConstantOf(v)
		}
		res, ok := op.Def().Fold(op, consts)
		if !ok {
			return
		}
		if len(res) == 0 {
			continue
		}
		vals := make([]*ir.Value, len(res))
		inPlace := true
		for i, r := range res {
			if r.Value == nil {
				vals = nil
				break
			}
			vals[i] = r.Value
			inPlace = inPlace && i < op.NumResults() && r.Value == op.Result(i)
		}
		if vals == nil || len(vals) != op.NumResults() {
			return
		}
		if !inPlace {
			op.ReplaceAllUsesWith(vals)
			op.Erase()
			return
		}
	}
}

// lowerDealloc replaces one bufferization.dealloc.
func lowerDealloc(op *ir.Operation, helpers map[*ir.Operation]string) error {
	memrefs, conds, retained := ir.OperandSegment(op, 0), ir.OperandSegment(op, 1), ir.OperandSegment(op, 2)
	loc := op.Loc
	b := before(op)
	var repl []*ir.Value
	switch {
	case len(memrefs) == 0:
		f := ir.BoolConstant(b, loc, false)
		for range retained {
			repl = append(repl, f)
		}
	case len(memrefs) == 1 && len(retained) == 0:
		buildGuardedDealloc(b, loc, conds[0], memrefs[0])
	case len(memrefs) == 1:
		m := alignedPointer(b, loc, memrefs[0])
		var noAlias []*ir.Value
		for _, r := range retained {
			noAlias = append(noAlias, buildCmpI(b, loc, 1, m, alignedPointer(b, loc, r)))
		}
		prev := noAlias[0]
		for _, v := range noAlias[1:] {
			prev = buildBinary(b, loc, "arith.andi", prev, v)
		}
		should := buildBinary(b, loc, "arith.andi", prev, conds[0])
		buildGuardedDealloc(b, loc, should, memrefs[0])
		t := ir.BoolConstant(b, loc, true)
		for _, v := range noAlias {
			aliases := buildBinary(b, loc, "arith.xori", v, t)
			repl = append(repl, buildBinary(b, loc, "arith.andi", aliases, conds[0]))
		}
	default:
		helper, ok := helpers[op.ParentWithTrait(ir.SymbolTable)]
		if !ok {
			return op.Errorf("library function required for generic lowering, but cannot be automatically inserted when operating on functions")
		}
		repl = lowerGeneral(b, loc, memrefs, conds, retained, helper)
	}
	for i, r := range op.Results() {
		r.ReplaceAllUsesWith(repl[i])
	}
	op.Erase()
	return nil
}

// lowerGeneral stores the base pointers and conditions into buffers, calls
// the helper and frees each memref the helper says to.
func lowerGeneral(b *ir.Builder, loc ir.Location, memrefs, conds, retained []*ir.Value, helper string) []*ir.Value {
	vec := func(n int, elem ir.Type) ir.Type { return &ir.MemRefType{Shape: []int64{int64(n)}, Elem: elem} }
	dyn := func(elem ir.Type) ir.Type { return &ir.MemRefType{Shape: []int64{ir.Dynamic}, Elem: elem} }
	alloc := func(t ir.Type) *ir.Value {
		return b.Create(&ir.OperationState{Name: "memref.alloc", ResultTypes: []ir.Type{t}, Loc: loc,
			Props: []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 0)}}}).Result(0)
	}
	store := func(v, m *ir.Value, i int) {
		c := constIndex(b, loc, int64(i))
		b.Create(&ir.OperationState{Name: "memref.store", Operands: []*ir.Value{v, m, c}, Loc: loc})
	}
	cast := func(v *ir.Value, t ir.Type) *ir.Value {
		return b.Create(&ir.OperationState{Name: "memref.cast", Operands: []*ir.Value{v}, ResultTypes: []ir.Type{t}, Loc: loc}).Result(0)
	}
	load := func(m *ir.Value, i int) *ir.Value {
		c := constIndex(b, loc, int64(i))
		return b.Create(&ir.OperationState{Name: "memref.load", Operands: []*ir.Value{m, c}, ResultTypes: []ir.Type{ir.I1}, Loc: loc}).Result(0)
	}
	toDealloc := alloc(vec(len(memrefs), ir.Index))
	condList := alloc(vec(len(conds), ir.I1))
	toRetain := alloc(vec(len(retained), ir.Index))
	for i, m := range memrefs {
		store(alignedPointer(b, loc, m), toDealloc, i)
	}
	for i, c := range conds {
		store(c, condList, i)
	}
	for i, r := range retained {
		store(alignedPointer(b, loc, r), toRetain, i)
	}
	castDealloc := cast(toDealloc, dyn(ir.Index))
	castConds := cast(condList, dyn(ir.I1))
	castRetain := cast(toRetain, dyn(ir.Index))
	deallocConds := alloc(vec(len(memrefs), ir.I1))
	retainConds := alloc(vec(len(retained), ir.I1))
	castDeallocConds := cast(deallocConds, dyn(ir.I1))
	castRetainConds := cast(retainConds, dyn(ir.I1))
	b.Create(&ir.OperationState{Name: "func.call", Loc: loc,
		Operands: []*ir.Value{castDealloc, castRetain, castConds, castDeallocConds, castRetainConds},
		Props:    []ir.NamedAttr{{Name: "callee", Value: &ir.SymbolRefAttr{Root: helper}}}})
	for i, m := range memrefs {
		buildGuardedDealloc(b, loc, load(deallocConds, i), m)
	}
	var repl []*ir.Value
	for i := range retained {
		repl = append(repl, load(retainConds, i))
	}
	for _, m := range []*ir.Value{toDealloc, toRetain, condList, deallocConds, retainConds} {
		b.Create(&ir.OperationState{Name: "memref.dealloc", Operands: []*ir.Value{m}, Loc: loc})
	}
	return repl
}

// alignedPointer creates memref.extract_aligned_pointer_as_index of m.
func alignedPointer(b *ir.Builder, loc ir.Location, m *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "memref.extract_aligned_pointer_as_index", Operands: []*ir.Value{m},
		ResultTypes: []ir.Type{ir.Index}, Loc: loc}).Result(0)
}

// buildCmpI creates `arith.cmpi` with predicate pred (0 eq, 1 ne, ...).
func buildCmpI(b *ir.Builder, loc ir.Location, pred int64, lhs, rhs *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.cmpi", Operands: []*ir.Value{lhs, rhs}, ResultTypes: []ir.Type{ir.I1},
		Props: []ir.NamedAttr{{Name: "predicate", Value: ir.IntAttr(pred, &ir.IntegerType{Width: 64})}}, Loc: loc}).Result(0)
}

// buildGuardedDealloc creates `scf.if %c { memref.dealloc %m }`.
func buildGuardedDealloc(b *ir.Builder, loc ir.Location, c, m *ir.Value) {
	st := &ir.OperationState{Name: "scf.if", Operands: []*ir.Value{c}, Loc: loc}
	blk := ir.NewBlock()
	st.AddRegion().AppendBlock(blk)
	st.AddRegion()
	ib := ir.NewBuilder()
	ib.SetInsertionPointToEnd(blk)
	ib.Create(&ir.OperationState{Name: "memref.dealloc", Operands: []*ir.Value{m}, Loc: loc})
	ib.Create(&ir.OperationState{Name: "scf.yield", Loc: loc})
	b.Create(st)
}

// buildDeallocHelper appends to symbol table st the private function
// @dealloc_helper (renamed @dealloc_helper_N when the name is taken) that
// decides, for lists of base pointers to free and to retain, which to
// free and the ownership of each retained one; it returns its name.
func buildDeallocHelper(st *ir.Operation, loc ir.Location) string {
	body := st.Region(0).Front()
	taken := map[string]bool{}
	for o := body.First(); o != nil; o = o.Next() {
		if n := ir.SymbolName(o); n != "" {
			taken[n] = true
		}
	}
	name := "dealloc_helper"
	for i := 0; taken[name]; i++ {
		name = "dealloc_helper_" + strconv.Itoa(i)
	}
	idxList := &ir.MemRefType{Shape: []int64{ir.Dynamic}, Elem: ir.Index}
	boolList := &ir.MemRefType{Shape: []int64{ir.Dynamic}, Elem: ir.I1}
	argTypes := []ir.Type{idxList, idxList, boolList, boolList, boolList}
	entry := ir.NewBlock()
	for _, t := range argTypes {
		entry.AddArgument(t, loc)
	}
	fst := &ir.OperationState{Name: "func.func", Loc: loc, Props: []ir.NamedAttr{
		{Name: "sym_name", Value: &ir.StringAttr{Value: name}},
		{Name: "function_type", Value: &ir.TypeAttr{Type: &ir.FunctionType{Inputs: argTypes}}},
		{Name: "sym_visibility", Value: &ir.StringAttr{Value: "private"}},
	}}
	fst.AddRegion().AppendBlock(entry)
	fb := ir.NewBuilder()
	fb.SetInsertionPointToEnd(body)
	if t := body.Last(); t != nil && t.HasTrait(ir.Terminator) {
		fb.SetInsertionPointBefore(t)
	}
	fb.Create(fst)

	a := entry.Args()
	toDealloc, toRetain, condList, deallocConds, retainConds := a[0], a[1], a[2], a[3], a[4]
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(entry)
	c0 := constIndex(b, loc, 0)
	c1 := constIndex(b, loc, 1)
	tv := ir.BoolConstant(b, loc, true)
	fv := ir.BoolConstant(b, loc, false)
	dim := func(b *ir.Builder, m *ir.Value) *ir.Value {
		return b.Create(&ir.OperationState{Name: "memref.dim", Operands: []*ir.Value{m, c0}, ResultTypes: []ir.Type{ir.Index}, Loc: loc}).Result(0)
	}
	load := func(b *ir.Builder, m, i *ir.Value) *ir.Value {
		return b.Create(&ir.OperationState{Name: "memref.load", Operands: []*ir.Value{m, i},
			ResultTypes: []ir.Type{m.Type().(*ir.MemRefType).Elem}, Loc: loc}).Result(0)
	}
	store := func(b *ir.Builder, v, m, i *ir.Value) {
		b.Create(&ir.OperationState{Name: "memref.store", Operands: []*ir.Value{v, m, i}, Loc: loc})
	}
	// forLoop builds scf.for lb to ub step c1 with one optional i1 iter arg;
	// body returns the value to yield (nil without iter arg).
	forLoop := func(b *ir.Builder, lb, ub, init *ir.Value, body func(b *ir.Builder, iv, acc *ir.Value) *ir.Value) *ir.Value {
		ops := []*ir.Value{lb, ub, c1}
		var results []ir.Type
		blk := ir.NewBlock(ir.Index)
		if init != nil {
			ops = append(ops, init)
			results = append(results, ir.I1)
			blk.AddArgument(ir.I1, loc)
		}
		st := &ir.OperationState{Name: "scf.for", Operands: ops, ResultTypes: results, Loc: loc}
		st.AddRegion().AppendBlock(blk)
		bb := ir.NewBuilder()
		bb.SetInsertionPointToEnd(blk)
		var acc *ir.Value
		if init != nil {
			acc = blk.Arg(1)
		}
		y := body(bb, blk.Arg(0), acc)
		var yops []*ir.Value
		if y != nil {
			yops = append(yops, y)
		}
		bb.Create(&ir.OperationState{Name: "scf.yield", Operands: yops, Loc: loc})
		op := b.Create(st)
		if init != nil {
			return op.Result(0)
		}
		return nil
	}
	deallocSize := dim(b, toDealloc)
	retainSize := dim(b, toRetain)
	forLoop(b, c0, retainSize, nil, func(b *ir.Builder, i, _ *ir.Value) *ir.Value {
		store(b, fv, retainConds, i)
		return nil
	})
	forLoop(b, c0, deallocSize, nil, func(b *ir.Builder, outer, _ *ir.Value) *ir.Value {
		td := load(b, toDealloc, outer)
		cond := load(b, condList, outer)
		noRetainAlias := forLoop(b, c0, retainSize, tv, func(b *ir.Builder, i, acc *ir.Value) *ir.Value {
			rv := load(b, toRetain, i)
			does := buildCmpI(b, loc, 0, rv, td)
			ist := &ir.OperationState{Name: "scf.if", Operands: []*ir.Value{does}, Loc: loc}
			blk := ir.NewBlock()
			ist.AddRegion().AppendBlock(blk)
			ist.AddRegion()
			ib := ir.NewBuilder()
			ib.SetInsertionPointToEnd(blk)
			rc := load(ib, retainConds, i)
			agg := buildBinary(ib, loc, "arith.ori", rc, cond)
			store(ib, agg, retainConds, i)
			ib.Create(&ir.OperationState{Name: "scf.yield", Loc: loc})
			b.Create(ist)
			doesnt := buildCmpI(b, loc, 1, rv, td)
			return buildBinary(b, loc, "arith.andi", acc, doesnt)
		})
		noAlias := forLoop(b, c0, outer, noRetainAlias, func(b *ir.Builder, i, acc *ir.Value) *ir.Value {
			pv := load(b, toDealloc, i)
			doesnt := buildCmpI(b, loc, 1, pv, td)
			return buildBinary(b, loc, "arith.andi", acc, doesnt)
		})
		should := buildBinary(b, loc, "arith.andi", noAlias, cond)
		store(b, should, deallocConds, outer)
		return nil
	})
	b.Create(&ir.OperationState{Name: "func.return", Loc: loc})
	return name
}
