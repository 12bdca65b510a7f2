package bufferize

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/memopt/memopt/ir"
)

// The rewrite: copies where the analysis said "out of place" (tensor-level
// bufferization.alloc_tensor ops, as MLIR's TensorCopyInsertion), then
// every op with tensor semantics rewritten to its memref form, in
// pre-order, each op finding the buffers of its operands in a map from
// tensor values to buffers. Ops with regions (loops, branches) keep their
// regions and have their block arguments and results retyped in place;
// other ops are replaced by memref ops and erased at the end. Values of ops
// that are not bufferized (unknown ops with allow-unknown-ops, ops outside
// the dialect filter, function arguments without function boundary
// bufferization) cross the boundary through bufferization.to_buffer and
// bufferization.to_tensor.

// Typer computes the buffer types of tensor values before the values are
// rewritten (MLIR's getBufferType): loops and branches need the types of
// values defined later in their regions.
type Typer struct {
	s       *State
	cache   map[*ir.Value]ir.Type
	visit   map[*ir.Value]bool
	results map[*ir.Operation][]ir.Type // bufferized function result types
	// assume holds the assumed types of loop iteration arguments whose
	// type is being computed; assumptions counts how often one was used
	// (types computed from an assumption are not cached).
	assume      map[*ir.Value]ir.Type
	assumptions int
	assumedUses map[*ir.Value]int
	// in shares the types computed (one copy per distinct memref type).
	in *interner
}

// errCycle marks a buffer type that depends on itself (through a loop);
// loops then assume their init's type.
var errCycle = errors.New("buffer type depends on itself")

// Type returns the buffer type of tensor value v.
func (t *Typer) Type(v *ir.Value) (ir.Type, error) {
	if ir.IsMemRef(v.Type()) {
		return v.Type(), nil
	}
	if ty, ok := t.cache[v]; ok {
		return ty, nil
	}
	if t.visit[v] {
		if a, ok := t.assume[v]; ok {
			t.assumptions++
			t.assumedUses[v]++
			return a, nil
		}
		return nil, errCycle
	}
	t.visit[v] = true
	before := t.assumptions
	ty, err := t.compute(v)
	delete(t.visit, v)
	if err == nil {
		ty = t.in.memref(ty)
	}
	if err == nil && t.assumptions == before {
		t.cache[v] = ty
	}
	return ty, err
}

func (t *Typer) compute(v *ir.Value) (ir.Type, error) {
	op := Owner(v)
	m := t.s.Model(op)
	if m == nil {
		return memrefWithLayout(v.Type(), t.s.Opts.UnknownTypeConversion, nil), nil
	}
	if m.BufferType != nil {
		return m.BufferType(t, v)
	}
	return t.defaultType(v)
}

// defaultType: a block argument gets the unknown-type layout; a result
// that is equivalent to an operand has that operand's type; any other
// result is a new allocation (identity layout).
func (t *Typer) defaultType(v *ir.Value) (ir.Type, error) {
	if v.IsBlockArgument() {
		return memrefWithLayout(v.Type(), t.s.Opts.UnknownTypeConversion, nil), nil
	}
	if al := t.s.AliasingOperands(v); len(al) > 0 && al[0].Relation == Equivalent {
		return t.Type(al[0].Operand.Get())
	}
	return t.allocType(v)
}

// allocType is the type of a new allocation for tensor value v: identity
// layout, default memory space.
func (t *Typer) allocType(v *ir.Value) (ir.Type, error) {
	space, err := t.defaultSpace(v)
	if err != nil {
		return nil, err
	}
	return identityMemRef(v.Type(), space), nil
}

// defaultSpace is the memory space of new buffers for v: the tensor
// encoding with use-encoding-for-memory-space, else the default space
// (an error with must-infer-memory-space).
func (t *Typer) defaultSpace(v *ir.Value) (ir.Attribute, error) {
	if t.s.Opts.UseEncodingForMemorySpace {
		if rt, ok := v.Type().(*ir.RankedTensorType); ok {
			return rt.Encoding, nil
		}
		return nil, nil
	}
	if t.s.Opts.MustInferMemorySpace {
		return nil, Owner(v).Errorf("could not infer memory space")
	}
	return nil, nil
}

// joinTypes is the buffer type of a value that may be either of two
// buffers (branches, loops): their type if it is the same, else the fully
// dynamic layout of the same shape; different memory spaces are an error.
func joinTypes(a, b ir.Type, tensor ir.Type, at *ir.Operation, what string) (ir.Type, error) {
	if ir.TypesEqual(a, b) {
		return a, nil
	}
	if !ir.AttrsEqual(memorySpaceOf(a), memorySpaceOf(b)) {
		return nil, at.OpErrorf("%s bufferize to inconsistent memory spaces", what)
	}
	return fullyDynamicMemRef(tensor, memorySpaceOf(a)), nil
}

// CopyInserter inserts the tensor copies (bufferization.alloc_tensor) that
// out-of-place decisions need, before the rewrite.
type CopyInserter struct {
	s *State
	b *ir.Builder
}

// State returns the analysis state.
func (c *CopyInserter) State() *State { return c.s }

// copyBeforeWrite reports whether op is bufferized without analysis
// information (copy-before-write, or a function in
// no-analysis-func-filter): every buffer is copied before it is written.
func (s *State) copyBeforeWrite(op *ir.Operation) bool {
	return s.Opts.CopyBeforeWrite || s.noAnalysis
}

// decidedInPlace reports the decision for o; without analysis every
// operand that is written is out of place.
func (s *State) decidedInPlace(o *ir.OpOperand) bool {
	if s.copyBeforeWrite(o.Owner()) {
		return ModelOf(o.Owner()) == toBufferModel || !s.Writes(o)
	}
	return s.inPlac[o]
}

// canOmitCopy reports whether an out-of-place operand needs no copy of
// its contents: they are undefined, entirely overwritten, or never read.
func (s *State) canOmitCopy(o *ir.OpOperand) bool {
	if s.undefined[o] && !s.copyBeforeWrite(o.Owner()) {
		return true
	}
	if s.Writes(o) && !s.Reads(o) {
		return true
	}
	if !s.Reads(o) {
		for _, a := range s.AliasingValues(o) {
			if s.IsValueRead(a.Value) {
				return false
			}
		}
		return true
	}
	return false
}

// allocTensor creates `bufferization.alloc_tensor` for the shape of v, a
// copy of v when copy is set, right at the builder's insertion point.
func (c *CopyInserter) allocTensor(v *ir.Value, copy bool, loc ir.Location) (*ir.Value, error) {
	rt, ok := v.Type().(*ir.RankedTensorType)
	if !ok {
		return nil, Owner(v).Errorf("copying of unranked tensors is not implemented")
	}
	st := &ir.OperationState{Name: "bufferization.alloc_tensor", ResultTypes: []ir.Type{rt}, Loc: loc}
	var dyn []*ir.Value
	if copy {
		st.Operands = []*ir.Value{v}
		st.Props = []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 1, 0)}}
	} else {
		for i, d := range rt.Shape {
			if d == ir.Dynamic {
				idx := c.b.Create(constIndexState(int64(i), loc)).Result(0)
				dim := c.b.Create(&ir.OperationState{Name: "tensor.dim", Operands: []*ir.Value{v, idx}, ResultTypes: []ir.Type{ir.Index}, Loc: loc})
				dyn = append(dyn, dim.Result(0))
			}
		}
		st.Operands = dyn
		st.Props = []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(len(dyn), 0, 0)}}
	}
	return c.b.Create(st).Result(0), nil
}

// constIndexState is `arith.constant i : index`.
func constIndexState(i int64, loc ir.Location) *ir.OperationState {
	return &ir.OperationState{Name: "arith.constant", ResultTypes: []ir.Type{ir.Index},
		Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(i, ir.Index)}}, Loc: loc}
}

// resolveOperandConflicts is MLIR's default resolveConflicts: each
// out-of-place tensor operand gets a copy; when the op itself only creates
// one alias of the operand (extract_slice), the (smaller) result is copied
// instead.
func (c *CopyInserter) resolveOperandConflicts(op *ir.Operation) error {
	s := c.s
	type valCopy struct {
		v    *ir.Value
		copy bool
	}
	var operandCopies []*ir.OpOperand
	copyOperand := map[*ir.OpOperand]bool{}
	var resultCopies []valCopy
	for i := 0; i < op.NumOperands(); i++ {
		o := op.OpOperand(i)
		if !ir.IsTensor(o.Get().Type()) || s.decidedInPlace(o) {
			continue
		}
		if _, unranked := o.Get().Type().(*ir.UnrankedTensorType); unranked {
			return op.Errorf("copying of unranked tensors is not implemented")
		}
		av := s.AliasingValues(o)
		if len(av) == 1 && !av[0].Value.IsBlockArgument() && !s.Writes(o) && len(s.AliasingOperands(av[0].Value)) == 1 {
			if _, unranked := av[0].Value.Type().(*ir.UnrankedTensorType); !unranked {
				resultCopies = append(resultCopies, valCopy{av[0].Value, !s.canOmitCopy(o)})
				continue
			}
		}
		operandCopies = append(operandCopies, o)
		copyOperand[o] = !s.canOmitCopy(o)
	}
	c.b.SetInsertionPointBefore(op)
	for _, o := range operandCopies {
		nv, err := c.allocTensor(o.Get(), copyOperand[o], op.Loc)
		if err != nil {
			return err
		}
		o.Set(nv)
	}
	for _, rc := range resultCopies {
		c.b.SetInsertionPointAfter(op)
		nv, err := c.allocTensor(rc.v, rc.copy, op.Loc)
		if err != nil {
			return err
		}
		alloc := nv.DefiningOp()
		rc.v.ReplaceUsesIf(nv, func(u *ir.OpOperand) bool {
			return u.Owner() != alloc && !(u.Owner().Name() == "tensor.dim" && u.Owner().Block() == alloc.Block() && u.Owner().IsBeforeInBlock(alloc))
		})
	}
	return nil
}

// insertCopies resolves the conflicts of every bufferizable op in root.
func (s *State) insertCopies(root *ir.Operation) error {
	c := &CopyInserter{s: s, b: ir.NewBuilder()}
	var err error
	ir.WalkPostExplicit(root, func(op *ir.Operation) {
		if err != nil {
			return
		}
		m := s.Model(op)
		if m == nil {
			return
		}
		if m.ResolveConflicts != nil {
			err = m.ResolveConflicts(c, op)
		} else {
			err = c.resolveOperandConflicts(op)
		}
	})
	return err
}

// Rewriter rewrites tensor ops to memref ops (see the package doc).
type Rewriter struct {
	s *State
	// T computes buffer types.
	T *Typer
	// B is a builder the models create ops with.
	B       *ir.Builder
	module  *ir.Operation
	buf     map[*ir.Value]*ir.Value
	orig    map[*ir.Value]ir.Type
	dead    []*ir.Operation
	isDead  map[*ir.Operation]bool
	globals map[string]*ir.Operation
	// deadArgs are block arguments to erase at the end (scf.forall's
	// shared outputs).
	deadArgs []*ir.Value
}

// State returns the analysis state.
func (r *Rewriter) State() *State { return r.s }

// Options returns the options.
func (r *Rewriter) Options() *Options { return r.s.Opts }

// Buffer returns the buffer of tensor value v, inserting
// bufferization.to_buffer for values no bufferized op defines.
func (r *Rewriter) Buffer(v *ir.Value) (*ir.Value, error) {
	if b, ok := r.buf[v]; ok {
		return b, nil
	}
	if ir.IsMemRef(v.Type()) {
		return v, nil
	}
	t, err := r.T.Type(v)
	if err != nil {
		return nil, err
	}
	b := ir.NewBuilder()
	if op := v.DefiningOp(); op != nil {
		b.SetInsertionPointAfter(op)
		b.Loc = op.Loc
	} else {
		b.SetInsertionPointToStart(v.OwnerBlock())
		b.Loc = v.OwnerBlock().ParentOp().Loc
	}
	tb := b.Create(&ir.OperationState{Name: "bufferization.to_buffer", Operands: []*ir.Value{v}, ResultTypes: []ir.Type{t}})
	r.buf[v] = tb.Result(0)
	return tb.Result(0), nil
}

// BufferAs returns v's buffer cast to type t (memref.cast before the
// builder's insertion point when the types differ).
func (r *Rewriter) BufferAs(v *ir.Value, t ir.Type) (*ir.Value, error) {
	b, err := r.Buffer(v)
	if err != nil {
		return nil, err
	}
	return r.Cast(b, t), nil
}

// Cast returns v as type t, inserting memref.cast when they differ.
func (r *Rewriter) Cast(v *ir.Value, t ir.Type) *ir.Value {
	if t == nil || ir.TypesEqual(v.Type(), t) {
		return v
	}
	return r.B.Create(&ir.OperationState{Name: "memref.cast", Operands: []*ir.Value{v}, ResultTypes: []ir.Type{t}}).Result(0)
}

// Replace records vals as the buffers (or, for non-tensor results, the
// replacements) of op's results and schedules op for erasure.
func (r *Rewriter) Replace(op *ir.Operation, vals ...*ir.Value) {
	for i := 0; i < op.NumResults(); i++ {
		res := op.Result(i)
		if ir.IsTensor(res.Type()) {
			r.buf[res] = vals[i]
		} else if vals[i] != nil {
			res.ReplaceAllUsesWith(vals[i])
		}
	}
	r.Erase(op)
}

// Erase schedules op for erasure at the end of the rewrite.
func (r *Rewriter) Erase(op *ir.Operation) {
	if !r.isDead[op] {
		r.isDead[op] = true
		r.dead = append(r.dead, op)
	}
}

// Retype changes the type of tensor value v (a block argument or a result
// of an op kept in place) to its buffer type t.
func (r *Rewriter) Retype(v *ir.Value, t ir.Type) {
	r.orig[v] = v.Type()
	v.SetType(t)
	r.buf[v] = v
}

// TensorType returns the tensor type v had before the rewrite (values
// retyped in place have a memref type now).
func (r *Rewriter) TensorType(v *ir.Value) ir.Type {
	if t, ok := r.orig[v]; ok {
		return t
	}
	return v.Type()
}

// viewOf returns the buffer type of op's result and the buffer of its
// operand 0 (the source of view-like ops: casts, slices, reshapes).
func (r *Rewriter) viewOf(op *ir.Operation) (ir.Type, *ir.Value, error) {
	t, err := r.T.Type(op.Result(0))
	if err != nil {
		return nil, nil, err
	}
	src, err := r.Buffer(op.Operand(0))
	return t, src, err
}

// newTensorTypes returns the buffer type and the tensor type of op's
// result 0 (ops that create a new tensor).
func (r *Rewriter) newTensorTypes(op *ir.Operation) (ir.Type, *ir.RankedTensorType, error) {
	t, err := r.T.Type(op.Result(0))
	if err != nil {
		return nil, nil, err
	}
	rt, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return nil, nil, op.Errorf("cannot bufferize an unranked result")
	}
	return t, rt, nil
}

// liveResultType returns the buffer type of op's result 0, or erases op
// (live false) when the result is unused.
func (r *Rewriter) liveResultType(op *ir.Operation) (t ir.Type, live bool, err error) {
	if !op.Result(0).HasUses() {
		r.Erase(op)
		return nil, false, nil
	}
	t, err = r.T.Type(op.Result(0))
	return t, err == nil, err
}

// isTensor reports whether v is (or was, before being retyped) a tensor.
func (r *Rewriter) isTensor(v *ir.Value) bool { return ir.IsTensor(r.TensorType(v)) }

// Create inserts an op at the builder's insertion point.
func (r *Rewriter) Create(name string, operands []*ir.Value, results []ir.Type, props ...ir.NamedAttr) *ir.Operation {
	return r.B.Create(&ir.OperationState{Name: name, Operands: operands, ResultTypes: results, Props: props})
}

// ConstIndex creates `arith.constant i : index`.
func (r *Rewriter) ConstIndex(i int64) *ir.Value {
	return r.B.Create(constIndexState(i, r.B.Loc)).Result(0)
}

// Alloc creates memref.alloc of type t with the given dynamic sizes and the
// buffer-alignment option.
func (r *Rewriter) Alloc(t ir.Type, dyn []*ir.Value) *ir.Value {
	st := &ir.OperationState{Name: "memref.alloc", Operands: dyn, ResultTypes: []ir.Type{t},
		Props: []ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(len(dyn), 0)}}}
	if a := r.s.Opts.BufferAlignment; a > 0 {
		st.Props = append(st.Props, ir.NamedAttr{Name: "alignment", Value: r.T.in.i64(a)})
	}
	return r.B.Create(st).Result(0)
}

// Copy creates memref.copy from src to dst.
func (r *Rewriter) Copy(src, dst *ir.Value) {
	r.Create("memref.copy", []*ir.Value{src, dst}, nil)
}

// Dim creates memref.dim of buffer v.
func (r *Rewriter) Dim(v *ir.Value, i int) *ir.Value {
	return r.Create("memref.dim", []*ir.Value{v, r.ConstIndex(int64(i))}, []ir.Type{ir.Index}).Result(0)
}

// DynamicSizes returns the dynamic sizes of buffer v (memref.dim).
func (r *Rewriter) DynamicSizes(v *ir.Value) []*ir.Value {
	mt, ok := v.Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	var out []*ir.Value
	for i, d := range mt.Shape {
		if d == ir.Dynamic {
			out = append(out, r.Dim(v, i))
		}
	}
	return out
}

// Subview creates memref.subview of src with slice p and result type t.
func (r *Rewriter) Subview(src *ir.Value, p sliceParams, t ir.Type) *ir.Value {
	t = r.T.in.memref(t)
	var dyn []*ir.Value
	var segs [3]int
	statics := make([]ir.Attribute, 3)
	for k, list := range [][]foldResult{p.offsets, p.sizes, p.strides} {
		vals := make([]int64, len(list))
		for i, f := range list {
			if f.value != nil {
				vals[i] = ir.Dynamic
				dyn = append(dyn, f.value)
				segs[k]++
			} else {
				vals[i] = f.static
			}
		}
		statics[k] = r.T.in.i64Array(vals)
	}
	return r.Create("memref.subview", append([]*ir.Value{src}, dyn...), []ir.Type{t},
		ir.NamedAttr{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(1, segs[0], segs[1], segs[2])},
		ir.NamedAttr{Name: "static_offsets", Value: statics[0]},
		ir.NamedAttr{Name: "static_sizes", Value: statics[1]},
		ir.NamedAttr{Name: "static_strides", Value: statics[2]},
	).Result(0)
}

// worklist returns the ops with tensor semantics nested in root, in
// pre-order.
func (r *Rewriter) worklist(root *ir.Operation) []*ir.Operation {
	var work []*ir.Operation
	walkPre(root, func(op *ir.Operation) {
		if op != root && r.s.hasTensorSemantics(op) {
			work = append(work, op)
		}
	})
	return work
}

// bufferizeOps rewrites the ops of a worklist.
func (r *Rewriter) bufferizeOps(work []*ir.Operation) error {
	for _, op := range work {
		if r.isDead[op] {
			continue
		}
		if err := r.bufferizeOp(op); err != nil {
			return err
		}
	}
	return nil
}

// bufferizeOp rewrites one op (or, for ops without a model, connects it
// to the buffers around it).
func (r *Rewriter) bufferizeOp(op *ir.Operation) error {
	m := r.s.Model(op)
	if m == nil || m.Bufferize == nil {
		return r.unknownOp(op)
	}
	if !m.Unstructured {
		for _, rg := range op.Regions() {
			if len(explicitBlocks(rg)) > 1 {
				return op.OpErrorf("op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks")
			}
		}
	}
	r.B.SetInsertionPointBefore(op)
	r.B.Loc = op.Loc
	if err := m.Bufferize(r, op); err != nil {
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			return d
		}
		return op.Errorf("failed to bufferize op: %v", err)
	}
	return nil
}

// unknownOp keeps an op that is not bufferized: its tensor operands get
// bufferization.to_tensor of their buffers; its tensor results get
// bufferization.to_buffer when a bufferized op uses them. Without
// allow-unknown-ops an op the filter allows but no model covers is an
// error.
func (r *Rewriter) unknownOp(op *ir.Operation) error {
	if r.s.Opts.opAllowed(op) && !r.s.Opts.AllowUnknownOps {
		if op.NumResults() == 0 || !ir.HasNoEffect(op) {
			return op.Errorf("op was not bufferized")
		}
		for _, res := range op.Results() {
			if res.HasUses() {
				return op.Errorf("op was not bufferized")
			}
		}
	}
	r.B.SetInsertionPointBefore(op)
	r.B.Loc = op.Loc
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		t, retyped := r.orig[v]
		b, bufferized := r.buf[v]
		if !bufferized && !retyped {
			continue
		}
		if !retyped {
			t = v.Type()
		}
		if !ir.IsTensor(t) {
			continue
		}
		if b == nil {
			b = v
		}
		tt := r.Create("bufferization.to_tensor", []*ir.Value{b}, []ir.Type{t})
		op.SetOperand(i, tt.Result(0))
	}
	return nil
}

// finish erases the replaced ops (last first) and the dead block
// arguments.
func (r *Rewriter) finish() error {
	for i := len(r.dead) - 1; i >= 0; i-- {
		op := r.dead[i]
		for _, res := range op.Results() {
			if res.HasUses() {
				u := res.Uses()[0].Owner()
				return u.Errorf("op was not bufferized: it uses %s, whose producer was bufferized", op.Name())
			}
		}
		op.Erase()
	}
	for _, a := range r.deadArgs {
		if a.HasUses() {
			return fmt.Errorf("bufferize: block argument still used")
		}
		a.OwnerBlock().EraseArgument(a.Index())
	}
	return nil
}

// newRewriter returns a rewriter for the ops of module.
func newRewriter(s *State, module *ir.Operation) *Rewriter {
	r := &Rewriter{
		s:       s,
		T:       &Typer{s: s, results: map[*ir.Operation][]ir.Type{}, in: newInterner()},
		B:       ir.NewBuilder(),
		module:  module,
		globals: map[string]*ir.Operation{},
	}
	r.reset()
	return r
}

// reset forgets the buffers and types of the values rewritten so far.
func (r *Rewriter) reset() {
	r.T.cache = map[*ir.Value]ir.Type{}
	r.T.visit = map[*ir.Value]bool{}
	r.T.assume = map[*ir.Value]ir.Type{}
	r.T.assumedUses = map[*ir.Value]int{}
	r.buf = map[*ir.Value]*ir.Value{}
	r.orig = map[*ir.Value]ir.Type{}
	r.s.retyped = r.orig
	r.isDead = map[*ir.Operation]bool{}
	r.dead = nil
	r.deadArgs = nil
}

// rewriteRoot inserts the copies root needs and rewrites the ops in it.
func (r *Rewriter) rewriteRoot(root *ir.Operation) error {
	if err := r.s.insertCopies(root); err != nil {
		return err
	}
	return r.rewriteOps(r.worklist(root))
}

// rewriteOps rewrites the ops of a work list (copies already inserted)
// and finishes the rewrite.
func (r *Rewriter) rewriteOps(work []*ir.Operation) error {
	if err := r.bufferizeOps(work); err != nil {
		return err
	}
	err := r.finish()
	r.reset()
	return err
}

// rewriteFunc inserts the copies a function needs and rewrites it.
func (r *Rewriter) rewriteFunc(fn *ir.Operation) error {
	if err := r.s.insertCopies(fn); err != nil {
		return err
	}
	if err := r.bufferizeFunc(fn); err != nil {
		return err
	}
	err := r.finish()
	r.reset()
	return err
}

// removeBufferizationArgAttrs drops the bufferization.* argument
// attributes of every function (they only steer the bufferization).
func removeBufferizationArgAttrs(module *ir.Operation) {
	for _, b := range module.Region(0).Blocks() {
		for fn := b.First(); fn != nil; fn = fn.Next() {
			if ModelOf(fn) != funcModel {
				continue
			}
			ft := ir.FuncType(fn)
			if ft == nil {
				continue
			}
			for i := range ft.Inputs {
				for _, n := range []string{"bufferization.writable", "bufferization.access", "bufferization.buffer_layout"} {
					if argAttr(fn, i, n) != nil {
						setArgAttr(fn, i, n, nil)
					}
				}
			}
		}
	}
}

// uniqueSymbol returns name, or name_N for the first N that is free in
// the module.
func uniqueSymbol(module *ir.Operation, name string) string {
	used := map[string]bool{}
	for _, b := range module.Region(0).Blocks() {
		for op := b.First(); op != nil; op = op.Next() {
			if n := ir.SymbolName(op); n != "" {
				used[n] = true
			}
		}
	}
	if !used[name] {
		return name
	}
	for i := 0; ; i++ {
		if n := name + "_" + strconv.Itoa(i); !used[n] {
			return n
		}
	}
}
