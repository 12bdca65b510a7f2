package mergealloc

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// fb builds test functions with ir.Builder: registered memref/scf/arith ops
// and unregistered "test.use" ops (unknown effects, no results).
type fb struct {
	t  *testing.T
	fn *ir.Operation
	b  *ir.Builder
}

func newFB(t *testing.T, args ...ir.Type) *fb {
	st := &ir.OperationState{Name: "func.func"}
	st.Props = []ir.NamedAttr{
		{Name: "sym_name", Value: ir.StrAttr("f")},
		{Name: "function_type", Value: &ir.TypeAttr{Type: &ir.FunctionType{Inputs: args}}},
	}
	r := st.AddRegion()
	blk := ir.NewBlock(args...)
	r.AppendBlock(blk)
	fn := ir.NewOperation(st)
	b := ir.NewBuilder()
	b.SetInsertionPointToEnd(blk)
	return &fb{t: t, fn: fn, b: b}
}

func mref(shape ...int64) *ir.MemRefType { return &ir.MemRefType{Shape: shape, Elem: ir.F32} }

func (f *fb) alloc(t ir.Type, attrs ...ir.NamedAttr) *ir.Value {
	props := append([]ir.NamedAttr{{Name: ir.OperandSegmentSizesAttr, Value: ir.SegmentSizesAttr(0, 0)}}, attrs...)
	return f.b.Create(&ir.OperationState{Name: "memref.alloc", ResultTypes: []ir.Type{t}, Props: props}).Result(0)
}

func (f *fb) use(vs ...*ir.Value) *ir.Operation {
	return f.b.Create(&ir.OperationState{Name: "test.use", Operands: vs})
}

func (f *fb) op(name string, operands []*ir.Value, results ...ir.Type) *ir.Operation {
	return f.b.Create(&ir.OperationState{Name: name, Operands: operands, ResultTypes: results})
}

func (f *fb) cst(v int64) *ir.Value {
	return f.b.Create(&ir.OperationState{Name: "arith.constant", ResultTypes: []ir.Type{ir.Index},
		Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(v, ir.Index)}}}).Result(0)
}

func (f *fb) ret(vs ...*ir.Value) { f.op("func.return", vs) }

// region builds an op with one single-block region (block args argTypes)
// whose body is filled by body; the body's terminator is term (with the
// given operands).
func (f *fb) region(name string, operands []*ir.Value, results []ir.Type, argTypes []ir.Type, term string, body func(args []*ir.Value) []*ir.Value) *ir.Operation {
	st := &ir.OperationState{Name: name, Operands: operands, ResultTypes: results}
	r := st.AddRegion()
	blk := ir.NewBlock(argTypes...)
	r.AppendBlock(blk)
	op := f.b.Create(st)
	saved := *f.b
	f.b.SetInsertionPointToEnd(blk)
	yielded := body(blk.Args())
	if term != "" {
		f.op(term, yielded)
	}
	*f.b = saved
	return op
}

// forLoop builds scf.for %i = 0 to 3 step 1 iter_args(inits).
func (f *fb) forLoop(inits []*ir.Value, body func(iv *ir.Value, iters []*ir.Value) []*ir.Value) *ir.Operation {
	lb, ub, st := f.cst(0), f.cst(3), f.cst(1)
	var rt []ir.Type
	argTypes := []ir.Type{ir.Index}
	for _, v := range inits {
		rt = append(rt, v.Type())
		argTypes = append(argTypes, v.Type())
	}
	return f.region("scf.for", append([]*ir.Value{lb, ub, st}, inits...), rt, argTypes, "scf.yield",
		func(args []*ir.Value) []*ir.Value { return body(args[0], args[1:]) })
}

// ifOp builds scf.if %c -> results with then/else bodies.
func (f *fb) ifOp(results []ir.Type, then, els func() []*ir.Value) *ir.Operation {
	c := f.b.Create(&ir.OperationState{Name: "arith.constant", ResultTypes: []ir.Type{ir.I1},
		Props: []ir.NamedAttr{{Name: "value", Value: ir.IntAttr(1, ir.I1)}}}).Result(0)
	st := &ir.OperationState{Name: "scf.if", Operands: []*ir.Value{c}, ResultTypes: results}
	r1, r2 := st.AddRegion(), st.AddRegion()
	b1, b2 := ir.NewBlock(), ir.NewBlock()
	r1.AppendBlock(b1)
	r2.AppendBlock(b2)
	op := f.b.Create(st)
	saved := *f.b
	f.b.SetInsertionPointToEnd(b1)
	f.op("scf.yield", then())
	f.b.SetInsertionPointToEnd(b2)
	f.op("scf.yield", els())
	*f.b = saved
	return op
}

// lifetimes runs the collector and returns alloc value -> [scope, first,
// last] and mergeable flags.
func (f *fb) collect(opts Options) *MemoryTraceScopes {
	f.t.Helper()
	require.NoError(f.t, opts.Validate())
	s, err := CollectTickTraces(f.fn, NewViewFlow(f.fn), opts)
	require.NoError(f.t, err)
	return s
}

func lifetimeOf(t *testing.T, s *MemoryTraceScopes, v *ir.Value) *AllocLifetime {
	t.Helper()
	for _, lt := range s.Lifetimes {
		if lt.Alloc.Result(0) == v {
			return lt
		}
	}
	t.Fatalf("no lifetime for value")
	return nil
}

func requireLife(t *testing.T, s *MemoryTraceScopes, v *ir.Value, first, last int64, mergeable bool) {
	t.Helper()
	lt := lifetimeOf(t, s, v)
	require.Equal(t, [2]int64{first, last}, [2]int64{lt.First, lt.Last}, "lifetime (reason %q)", lt.Reason)
	require.Equal(t, mergeable, lt.Mergeable, "mergeable (reason %q)", lt.Reason)
}

// run runs the whole pipeline with the plan checker and returns the result.
func (f *fb) run(opts Options) *Result {
	f.t.Helper()
	opts.VerifyPlan = true
	res, err := Run(f.fn, opts)
	require.NoError(f.t, err)
	return res
}
