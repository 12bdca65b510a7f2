package staticplan

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/mergealloc"
	"github.com/memopt/memopt/mergealloc/planner/program"
)

// baseKey names one region of one pool in one function.
type baseKey struct {
	pool   int
	region program.Region
}

// rewriter rewrites the module according to the plan.
type rewriter struct {
	st *state
	// args holds each relative function's region arguments and each entry's
	// pool arguments (argument mode).
	args map[*funcData]map[baseKey]*ir.Value
	// globals caches the memref.get_global of a pool per function.
	globals map[*funcData]map[int]*ir.Value
	// argOrder lists, per relative function, the regions it receives in
	// argument order.
	argOrder map[*funcData][]baseKey
}

// i8Buffer is memref<size x i8[, space]>.
func i8Buffer(size int64, space ir.Attribute) *ir.MemRefType {
	return &ir.MemRefType{Shape: []int64{size}, Elem: ir.I8, MemorySpace: space}
}

// poolType is the type of pool k's global or argument.
func (st *state) poolType(k int) *ir.MemRefType {
	return i8Buffer(st.plan.Pools[k].Size, st.poolSpace[k])
}

// resolvePoolSpaces picks each pool's memory space attribute: the first
// space it serves, taken from a buffer or constant of that space when there
// is one (so it prints the same), else built from the spelling.
func (st *state) resolvePoolSpaces() {
	found := map[string]ir.Attribute{"0": nil}
	see := func(mt *ir.MemRefType) {
		if mt != nil {
			if _, ok := found[spaceKey(mt.MemorySpace)]; !ok {
				found[spaceKey(mt.MemorySpace)] = mt.MemorySpace
			}
		}
	}
	for _, fd := range st.planned {
		for _, b := range fd.bufs {
			see(b.mt)
		}
	}
	for _, d := range st.data {
		see(d.mt)
	}
	st.poolSpace = make([]ir.Attribute, len(st.specs))
	for k, spec := range st.specs {
		key := spec.typeSpace()
		if a, ok := found[key]; ok {
			st.poolSpace[k] = a
		} else if n, err := strconv.ParseInt(key, 10, 64); err == nil {
			st.poolSpace[k] = ir.IntAttr(n, ir.I64)
		} else {
			st.poolSpace[k] = &ir.OpaqueAttr{Text: key}
		}
	}
}

// rewrite applies the plan: pool globals or entry arguments, region
// arguments of relative functions, views for planned buffers, slices at
// calls, and (constants=pack) the constant pool.
func (st *state) rewrite() error {
	rw := &rewriter{st: st, args: map[*funcData]map[baseKey]*ir.Value{}, globals: map[*funcData]map[int]*ir.Value{},
		argOrder: map[*funcData][]baseKey{}}
	st.symbols = make([]string, len(st.specs))
	// Symbols for the pool globals.
	used := map[string]bool{}
	ir.WalkPreOrder(st.m.op, func(op *ir.Operation) {
		if s := ir.SymbolName(op); s != "" {
			used[s] = true
		}
	})
	symbol := func(name string) string {
		s := poolSymbolPrefix + sanitize(name, false)
		for used[s] {
			s += "_"
		}
		used[s] = true
		return s
	}
	for k, spec := range st.specs {
		size := st.plan.Pools[k].Size
		switch {
		case size == 0:
		case spec.Kind == program.KindWorkspace && st.cfg.Workspace == WorkspaceGlobal:
			st.symbols[k] = symbol(spec.Name)
		case spec.Kind == program.KindConstants && st.cfg.Constants == ConstantsPack:
			st.symbols[k] = symbol(spec.Name)
		}
	}
	for _, fd := range st.planned {
		rw.addArguments(fd)
	}
	for _, fd := range st.planned {
		if err := rw.rewriteFunction(fd); err != nil {
			return err
		}
	}
	rw.addPoolGlobals()
	if st.cfg.Constants == ConstantsPack {
		return rw.packConstants()
	}
	return nil
}

// addArguments appends the region arguments of a relative function, or the
// pool arguments of an entry in argument mode.
func (rw *rewriter) addArguments(fd *funcData) {
	st := rw.st
	fp := st.plan.Funcs[fd.index]
	var keys []baseKey
	var types []ir.Type
	var attrs []ir.Attribute
	for k, spec := range st.specs {
		if spec.Kind != program.KindWorkspace {
			continue
		}
		pf := fp.Pools[k]
		switch {
		case fd.info.entry && st.cfg.Workspace == WorkspaceArgument:
			if st.plan.Pools[k].Size > 0 {
				keys = append(keys, baseKey{k, program.RegionFrame})
				types = append(types, st.poolType(k))
				attrs = append(attrs, dictAttr(poolAttrName, spec.Name))
			}
		case fp.Relative:
			if pf.Transient.Size > 0 {
				keys = append(keys, baseKey{k, program.RegionTransient})
				types = append(types, i8Buffer(pf.Transient.Size, st.poolSpace[k]))
				attrs = append(attrs, dictAttr(workspaceAttrName, spec.Name))
			}
			if pf.Persistent.Size > 0 {
				keys = append(keys, baseKey{k, program.RegionPersistent})
				types = append(types, i8Buffer(pf.Persistent.Size, st.poolSpace[k]))
				attrs = append(attrs, dictAttr(workspaceAttrName, spec.Name+":persistent"))
			}
		}
	}
	if len(keys) == 0 {
		return
	}
	op := fd.info.op
	ft := ir.FuncType(op)
	entry := op.Region(0).Front()
	old := len(ft.Inputs)
	m := map[baseKey]*ir.Value{}
	for i, key := range keys {
		m[key] = entry.AddArgument(types[i], op.Loc)
	}
	nft := &ir.FunctionType{Inputs: append(append([]ir.Type(nil), ft.Inputs...), types...), Results: ft.Results}
	op.SetAttr("function_type", &ir.TypeAttr{Type: nft})
	var dicts []ir.Attribute
	if aa, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok {
		dicts = append(dicts, aa.Elems...)
	}
	for len(dicts) < old {
		dicts = append(dicts, &ir.DictionaryAttr{})
	}
	op.SetAttr("arg_attrs", &ir.ArrayAttr{Elems: append(dicts[:old:old], attrs...)})
	rw.args[fd] = m
	rw.argOrder[fd] = keys
	fd.argKeys, fd.firstArg = keys, old
}

func dictAttr(name, value string) *ir.DictionaryAttr {
	return &ir.DictionaryAttr{Entries: []ir.NamedAttr{{Name: name, Value: ir.StrAttr(value)}}}
}

// base returns the value holding region r of pool k in fd and the offset
// of the region in it.
func (rw *rewriter) base(fd *funcData, k int, r program.Region) (*ir.Value, int64) {
	st := rw.st
	fp := st.plan.Funcs[fd.index]
	pf := fp.Pools[k]
	if fd.info.entry {
		r = program.RegionFrame
	}
	if v := rw.args[fd][baseKey{k, r}]; v != nil {
		return v, 0
	}
	off := pf.AbsTransient
	if r == program.RegionPersistent {
		off = pf.AbsPersistent
	}
	if v := rw.args[fd][baseKey{k, program.RegionFrame}]; v != nil {
		return v, off // an entry's pool argument
	}
	if rw.globals[fd] == nil {
		rw.globals[fd] = map[int]*ir.Value{}
	}
	if v := rw.globals[fd][k]; v != nil {
		return v, off
	}
	b := ir.NewBuilder()
	b.SetInsertionPointToStart(fd.info.op.Region(0).Front())
	g := b.Create(&ir.OperationState{
		Name:        getGlobalOpName,
		ResultTypes: []ir.Type{st.poolType(k)},
		Props:       []ir.NamedAttr{{Name: "name", Value: &ir.SymbolRefAttr{Root: st.symbols[k]}}},
		Loc:         fd.info.op.Loc,
	})
	rw.globals[fd][k] = g.Result(0)
	return g.Result(0), off
}

// view creates `memref.view base[off][sizes]` of type t before op (sizes:
// the dynamic sizes of a buffer planned at its bound), with a
// memory_space_cast when t's space differs from the pool's.
func view(b *ir.Builder, base *ir.Value, off int64, t ir.Type, sizes []*ir.Value, name string, loc ir.Location) *ir.Value {
	if off == 0 && len(sizes) == 0 && ir.TypesEqual(base.Type(), t) {
		return base // the whole buffer
	}
	c := b.Create(&ir.OperationState{
		Name:        constantOpName,
		ResultTypes: []ir.Type{ir.Index},
		Props:       []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(off, ir.Index)}},
		Loc:         loc,
	})
	vt := t
	bt := base.Type().(*ir.MemRefType)
	mt, isMemRef := t.(*ir.MemRefType)
	cast := isMemRef && spaceKey(mt.MemorySpace) != spaceKey(bt.MemorySpace)
	if cast {
		vt = &ir.MemRefType{Shape: mt.Shape, Elem: mt.Elem, Layout: mt.Layout, MemorySpace: bt.MemorySpace}
	}
	v := b.Create(&ir.OperationState{
		Name:        viewOpName,
		Operands:    append([]*ir.Value{base, c.Result(0)}, sizes...),
		ResultTypes: []ir.Type{vt},
		ResultNames: []string{name},
		Loc:         loc,
	})
	if !cast {
		return v.Result(0)
	}
	return b.Create(&ir.OperationState{
		Name:        castSpaceOpName,
		Operands:    []*ir.Value{v.Result(0)},
		ResultTypes: []ir.Type{t},
		ResultNames: []string{name},
		Loc:         loc,
	}).Result(0)
}

// foldViews handles a planned byte buffer (such as merge-alloc's merged
// buffer) that is only used as the source of memref.view ops with constant
// offsets, in the pool's memory space: each view is moved onto base with its
// offset shifted by off, so no view of a view is made. It reports whether it
// did so.
func foldViews(b *ir.Builder, res, base *ir.Value, off int64) bool {
	mt, ok := res.Type().(*ir.MemRefType)
	bt := base.Type().(*ir.MemRefType)
	if !ok || len(mt.Shape) != 1 || mt.Layout != nil || mt.Elem.String() != "i8" || spaceKey(mt.MemorySpace) != spaceKey(bt.MemorySpace) {
		return false
	}
	uses := res.Uses()
	shifts := make([]int64, len(uses))
	for i, u := range uses {
		op := u.Owner()
		if op.Name() != viewOpName || u.Index() != 0 || op.NumOperands() < 2 {
			return false
		}
		c := op.Operand(1).DefiningOp()
		if c == nil || c.Name() != constantOpName {
			return false
		}
		a, ok := c.Attr("value").(*ir.IntegerAttr)
		if !ok || a.Big != nil {
			return false
		}
		shifts[i] = a.Value
	}
	for i, u := range uses {
		op := u.Owner()
		old := op.Operand(1).DefiningOp()
		b.SetInsertionPointBefore(op)
		c := b.Create(&ir.OperationState{
			Name:        constantOpName,
			ResultTypes: []ir.Type{ir.Index},
			Props:       []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(off+shifts[i], ir.Index)}},
			Loc:         old.Loc,
		})
		op.SetOperand(0, base)
		op.SetOperand(1, c.Result(0))
		if !old.Result(0).HasUses() {
			old.Erase()
		}
	}
	return true
}

// rewriteFunction turns fd's planned allocations into views and passes
// region slices to the relative functions it calls.
func (rw *rewriter) rewriteFunction(fd *funcData) error {
	st := rw.st
	fp := st.plan.Funcs[fd.index]
	b := ir.NewBuilder()
	for _, buf := range fd.bufs {
		if buf.runtime != "" {
			continue
		}
		pc := fp.Buffers[buf.index]
		base, off := rw.base(fd, pc.Pool, pc.Region)
		res := buf.alloc.Result(0)
		for _, u := range res.Uses() {
			if owner := u.Owner(); mergealloc.DeallocOf(owner) == res {
				owner.Erase()
			}
		}
		if foldViews(b, res, base, off+pc.Offset) {
			buf.alloc.Erase()
			continue
		}
		b.SetInsertionPointBefore(buf.alloc)
		v := view(b, base, off+pc.Offset, res.Type(), buf.alloc.Operands(), res.NameHint, buf.alloc.Loc)
		res.ReplaceAllUsesWith(v)
		buf.alloc.Erase()
		buf.view = v
	}
	for c, call := range fd.calls {
		g := st.byInfo[call.callee]
		keys := rw.argOrder[g]
		if len(keys) == 0 {
			continue
		}
		gp := st.plan.Funcs[g.index]
		b.SetInsertionPointBefore(call.op)
		operands := call.op.Operands()
		for _, key := range keys {
			slot := fp.Calls[c][key.pool]
			region, off, size := program.RegionTransient, slot.Transient, gp.Pools[key.pool].Transient.Size
			if key.region == program.RegionPersistent {
				region, off, size = program.RegionPersistent, slot.Persistent, gp.Pools[key.pool].Persistent.Size
			}
			base, boff := rw.base(fd, key.pool, region)
			operands = append(operands, view(b, base, boff+off, i8Buffer(size, st.poolSpace[key.pool]), nil, "", call.op.Loc))
		}
		call.op.SetOperands(operands)
	}
	return nil
}

// addPoolGlobals creates the workspace pools' globals (workspace=global) at
// the start of the module.
func (rw *rewriter) addPoolGlobals() {
	st := rw.st
	body := st.m.op.Region(0).Front()
	b := ir.NewBuilder()
	b.SetInsertionPointToStart(body)
	for k, spec := range st.specs {
		if st.symbols[k] == "" || spec.Kind != program.KindWorkspace {
			continue
		}
		b.Create(&ir.OperationState{
			Name: globalOpName,
			Props: []ir.NamedAttr{
				{Name: "sym_name", Value: ir.StrAttr(st.symbols[k])},
				{Name: "sym_visibility", Value: ir.StrAttr("private")},
				{Name: "type", Value: &ir.TypeAttr{Type: st.poolType(k)}},
				{Name: "initial_value", Value: ir.Unit},
				{Name: "alignment", Value: ir.IntAttr(st.plan.Pools[k].Alignment, ir.I64)},
			},
			Loc: st.m.op.Loc,
		})
	}
}

// packConstants builds each constants pool's global from the packed bytes
// and turns every memref.get_global of a packed constant into a view of it.
func (rw *rewriter) packConstants() error {
	st := rw.st
	body := st.m.op.Region(0).Front()
	poolGlobal := map[int]bool{}
	var insertAfter *ir.Operation
	for op := body.First(); op != nil && op.Name() == globalOpName; op = op.Next() {
		insertAfter = op
	}
	b := ir.NewBuilder()
	for k, spec := range st.specs {
		if spec.Kind != program.KindConstants || st.symbols[k] == "" {
			continue
		}
		data := make([]byte, st.plan.Pools[k].Size)
		for i, d := range st.data {
			if dp := st.plan.Data[i]; d.kind == program.DataConstant && dp.Pool == k {
				copy(data[dp.Offset:], d.bytes)
			}
		}
		if insertAfter != nil {
			b.SetInsertionPointAfter(insertAfter)
		} else {
			b.SetInsertionPointToStart(body)
		}
		mt := st.poolType(k)
		insertAfter = b.Create(&ir.OperationState{
			Name: globalOpName,
			Props: []ir.NamedAttr{
				{Name: "sym_name", Value: ir.StrAttr(st.symbols[k])},
				{Name: "sym_visibility", Value: ir.StrAttr("private")},
				{Name: "type", Value: &ir.TypeAttr{Type: mt}},
				{Name: "initial_value", Value: &ir.DenseElementsAttr{
					Body: "\"0x" + strings.ToUpper(hex.EncodeToString(data)) + "\"",
					Type: &ir.RankedTensorType{Shape: mt.Shape, Elem: ir.I8}}},
				{Name: "constant", Value: ir.Unit},
				{Name: "alignment", Value: ir.IntAttr(st.plan.Pools[k].Alignment, ir.I64)},
			},
			Loc: st.m.op.Loc,
		})
		poolGlobal[k] = true
	}
	packed := map[string]int{}
	for i, d := range st.data {
		if d.kind == program.DataConstant && poolGlobal[st.plan.Data[i].Pool] {
			packed[ir.SymbolName(d.global)] = i
		}
	}
	var gets []*ir.Operation
	ir.WalkPreOrder(st.m.op, func(op *ir.Operation) {
		if op.Name() != getGlobalOpName {
			return
		}
		if ref, ok := op.Attr("name").(*ir.SymbolRefAttr); ok && len(ref.Nested) == 0 {
			if _, ok := packed[ref.Root]; ok {
				gets = append(gets, op)
			}
		}
	})
	for _, op := range gets {
		i := packed[op.Attr("name").(*ir.SymbolRefAttr).Root]
		dp := st.plan.Data[i]
		b.SetInsertionPointBefore(op)
		g := b.Create(&ir.OperationState{
			Name:        getGlobalOpName,
			ResultTypes: []ir.Type{st.poolType(dp.Pool)},
			Props:       []ir.NamedAttr{{Name: "name", Value: &ir.SymbolRefAttr{Root: st.symbols[dp.Pool]}}},
			Loc:         op.Loc,
		})
		res := op.Result(0)
		v := view(b, g.Result(0), dp.Offset, res.Type(), nil, res.NameHint, op.Loc)
		res.ReplaceAllUsesWith(v)
		op.Erase()
	}
	for _, i := range packed {
		st.data[i].global.Erase()
	}
	return nil
}

// poolAlready is the keep reason of a constant pool an earlier run made.
const poolAlready = "it is a constant pool already"

// checkPackable decides which constants constants=pack packs: private
// globals referenced only by memref.get_global with an initializer the
// encoder understands. The others keep their global (d.keep says why).
func (st *state) checkPackable() {
	refs := map[string]bool{}
	ir.WalkPreOrder(st.m.op, func(op *ir.Operation) {
		forEachSymbolRef(op, func(attrName string, ref *ir.SymbolRefAttr) {
			if !(op.Name() == getGlobalOpName && attrName == "name" && len(ref.Nested) == 0) {
				refs[ref.Root] = true
			}
		})
	})
	for _, d := range st.data {
		if d.kind != program.DataConstant {
			continue
		}
		name := ir.SymbolName(d.global)
		vis, _ := d.global.Attr("sym_visibility").(*ir.StringAttr)
		switch {
		case strings.HasPrefix(name, poolSymbolPrefix):
			d.keep = poolAlready // packed by an earlier run: a fixed point
		case vis == nil || vis.Value != "private":
			d.keep = "it is public: other modules may refer to it"
		case refs[name]:
			d.keep = "it is referred to by something other than memref.get_global"
		default:
			dense, ok := d.global.Attr("initial_value").(*ir.DenseElementsAttr)
			if !ok {
				d.keep = fmt.Sprintf("its initializer %s is not a dense<...> literal", d.global.Attr("initial_value"))
				break
			}
			bytes, err := EncodeDense(dense, d.mt)
			if err != nil {
				d.keep = err.Error()
				break
			}
			d.bytes = bytes
		}
	}
}
