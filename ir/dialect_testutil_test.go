package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// testFunc builds a func.func @f with the given argument types and returns
// it, its entry block and a builder at the end of the entry block.
func testFunc(t *testing.T, args ...Type) (*Operation, *Block, *Builder) {
	t.Helper()
	st := &OperationState{Name: "func.func",
		Props: []NamedAttr{{"sym_name", StrAttr("f")}, {"function_type", &TypeAttr{&FunctionType{Inputs: args}}}}}
	body := NewBlock(args...)
	st.AddRegion().AppendBlock(body)
	fn := NewOperation(st)
	b := NewBuilder()
	b.SetInsertionPointToEnd(body)
	require.NotNil(t, fn.Def(), "func.func must be registered")
	return fn, body, b
}

// memrefT returns a static memref type with an identity layout.
func memrefT(elem Type, shape ...int64) *MemRefType { return &MemRefType{Shape: shape, Elem: elem} }

// effectKinds returns the kinds of op's effects on v, in order.
func effectKinds(t *testing.T, op *Operation, v *Value) []EffectKind {
	t.Helper()
	effs, known := Effects(op)
	require.True(t, known, "%s: effects must be known", op.Name())
	var out []EffectKind
	for _, e := range effs {
		if e.Value == v {
			out = append(out, e.Kind)
		}
	}
	return out
}

// constIndex creates `arith.constant v : index`.
func constIndex(b *Builder, v int64) *Value {
	return b.CreateOp("arith.constant", nil, []Type{Index}, NamedAttr{"value", IntAttr(v, Index)}).Result(0)
}
