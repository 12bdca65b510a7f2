package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestArithSelectViewFlow(t *testing.T) {
	mt := memrefT(F32, 4)
	_, _, b := testFunc(t, I1, mt, mt)
	args := b.InsertionBlock().Args()
	sel := b.CreateOp("arith.select", args, []Type{mt})
	require.NoError(t, VerifyOp(sel))
	require.True(t, HasNoEffect(sel))
	var edges [][2]*Value
	sel.Def().ViewFlow(sel, func(from, to *Value) { edges = append(edges, [2]*Value{from, to}) })
	require.Equal(t, [][2]*Value{{args[1], sel.Result(0)}, {args[2], sel.Result(0)}}, edges)

	bad := b.CreateOp("arith.select", args, []Type{memrefT(F32, 8)})
	require.Error(t, VerifyOp(bad))
}

func TestArithOpsRegistered(t *testing.T) {
	_, _, b := testFunc(t, I32, I32, F32)
	args := b.InsertionBlock().Args()
	add := b.CreateOp("arith.addi", args[:2], []Type{I32})
	require.True(t, add.HasTrait(Pure))
	require.True(t, add.HasTrait(Commutative))
	require.NoError(t, VerifyOp(add))
	mixed := b.CreateOp("arith.addi", []*Value{args[0], args[2]}, []Type{I32})
	require.Error(t, VerifyOp(mixed))
	div := b.CreateOp("arith.divsi", args[:2], []Type{I32})
	require.False(t, div.HasTrait(Pure), "division may trap")
	require.True(t, HasNoEffect(div))
	c := b.CreateOp("arith.constant", nil, []Type{I32}, NamedAttr{"value", IntAttr(3, I32)})
	require.True(t, c.HasTrait(ConstantLike))
	require.NoError(t, VerifyOp(c))
	badc := b.CreateOp("arith.constant", nil, []Type{I64}, NamedAttr{"value", IntAttr(3, I32)})
	require.Error(t, VerifyOp(badc))
	for _, n := range []string{"arith.cmpi", "arith.cmpf", "arith.mulf", "arith.maxnumf", "arith.index_cast", "arith.trunci",
		"arith.extf", "arith.uitofp", "arith.bitcast", "arith.mulsi_extended", "arith.negf", "arith.floordivsi"} {
		require.NotNil(t, Lookup(n), n)
	}
}

func TestFuncOps(t *testing.T) {
	mt := memrefT(F32, 4)
	fn, _, b := testFunc(t, mt)
	fn.SetProp("function_type", &TypeAttr{&FunctionType{Inputs: []Type{mt}, Results: []Type{mt}}})
	arg := b.InsertionBlock().Arg(0)
	call := b.CreateOp("func.call", []*Value{arg}, []Type{mt}, NamedAttr{"callee", &SymbolRefAttr{Root: "g"}})
	_, known := Effects(call)
	require.False(t, known, "a call's effects are unknown")
	require.True(t, call.HasTrait(CallLike))
	ret := b.CreateOp("func.return", []*Value{call.Result(0)}, nil)
	require.True(t, ret.HasTrait(Terminator|ReturnLike))
	require.NoError(t, VerifyOp(ret))
	require.NoError(t, VerifyOp(fn))
	require.True(t, fn.HasTrait(IsolatedFromAbove))
	require.True(t, fn.HasTrait(AutomaticAllocationScope))

	fn.SetProp("function_type", &TypeAttr{&FunctionType{Inputs: []Type{mt}}})
	require.ErrorContains(t, VerifyOp(ret), "returns 0")
	fn.SetProp("function_type", &TypeAttr{&FunctionType{Inputs: []Type{F32}}})
	require.ErrorContains(t, VerifyOp(fn), "entry block argument")

	mod := Lookup("builtin.module")
	require.NotNil(t, mod)
	require.NotZero(t, mod.Traits&NoTerminator)
	require.NotZero(t, mod.Traits&SymbolTable)
}
