package ir

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Example op definitions in the signature + format style the dialect files
// follow (test-only names, so they never clash with real dialects).
var formatTestDefs = []*OpDef{
	{
		Name:      "fmttest.load",
		Args:      "memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedAttr<BoolAttr, \"false\">",
		Results:   "result:AnyType",
		TypeRules: "result = elem(memref)",
		Format:    "$memref `[` $indices `]` attr-dict `:` type($memref)",
	},
	{
		Name:      "fmttest.addi",
		Traits:    Pure,
		Args:      "lhs:SignlessIntegerLike, rhs:SignlessIntegerLike, overflowFlags:DefaultValuedAttr<DialectAttr<\"#arith.overflow\">, \"#arith.overflow<none>\">",
		Results:   "result:SignlessIntegerLike",
		TypeRules: "SameOperandsAndResultType",
		Format:    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
	},
	{
		Name:      "fmttest.cmpi",
		Args:      "predicate:I64EnumAttr<eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge>, lhs:AnyType, rhs:AnyType",
		Results:   "result:AnyType",
		TypeRules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)",
		Format:    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
	},
	{
		Name:   "fmttest.return",
		Traits: Terminator | ReturnLike,
		Args:   "operands:Variadic<AnyType>",
		Format: "attr-dict ($operands^ `:` type($operands))?",
	},
	{
		Name:    "fmttest.alloc",
		Args:    "dynamicSizes:Variadic<Index>, symbolOperands:Variadic<Index>, alignment:OptionalAttr<I64Attr>",
		Results: "memref:AnyMemRef",
		Format:  "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
	},
}

func init() { Register(formatTestDefs...) }

func TestCompileSignature(t *testing.T) {
	d := Lookup("fmttest.load")
	sig, err := d.Signature()
	require.NoError(t, err)
	require.Len(t, sig.Operands, 2)
	require.Equal(t, VariadicArity, sig.Operands[1].Arity)
	require.Equal(t, Index, sig.Operands[1].Buildable)
	require.Len(t, sig.Attrs, 1)
	require.True(t, sig.Attrs[0].OptionalAttr)
	require.Equal(t, "false", sig.Attrs[0].Default)
	require.True(t, d.IsInherent("nontemporal"))
	require.False(t, d.IsInherent("foo"))

	sig, err = Lookup("fmttest.alloc").Signature()
	require.NoError(t, err)
	require.True(t, sig.NeedsOperandSegments())
	require.True(t, Lookup("fmttest.alloc").IsInherent(OperandSegmentSizesAttr))

	_, err = CompileSignature("a:Variadic<", "", "", "", "")
	require.Error(t, err)
	_, err = CompileSignature("a:AnyType", "", "", "", "AllTypesMatch<a, b>")
	require.ErrorContains(t, err, "unknown slot \"b\"")
	_, err = CompileSignature("a:AnyType", "r:AnyType", "", "", "r = nosuchfn(a)")
	require.ErrorContains(t, err, "unknown type function")
}

func TestCompileFormat(t *testing.T) {
	for _, d := range formatTestDefs {
		f, err := d.CompiledFormat()
		require.NoError(t, err, d.Name)
		require.NotNil(t, f)
	}
	f, _ := Lookup("fmttest.addi").CompiledFormat()
	require.Equal(t, "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)", f.String())
	require.True(t, f.Used["overflowFlags"])

	f, _ = Lookup("fmttest.alloc").CompiledFormat()
	require.Equal(t, FmtGroup, f.Elems[3].Kind)
	require.Equal(t, "symbolOperands", f.Elems[3].AnchorElem.Slot.Name)

	sig, _ := CompileSignature("a:AnyType", "", "", "", "")
	for _, bad := range []string{"$nope", "(`x` $a)?", "custom<NoSuchDirective>($a)", "bogus-directive", "type($a"} {
		_, err := CompileFormat(bad, sig, nil)
		require.Error(t, err, bad)
	}
}

func TestSignatureGroups(t *testing.T) {
	d := Lookup("fmttest.alloc")
	sig, _ := d.Signature()
	a := NewOperation(&OperationState{Name: "test.def", ResultTypes: []Type{Index, Index, Index}})
	op := NewOperation(&OperationState{Name: "fmttest.alloc", Operands: a.Results(),
		ResultTypes: []Type{&MemRefType{Shape: []int64{Dynamic}, Elem: F32}},
		Props:       []NamedAttr{{OperandSegmentSizesAttr, SegmentSizesAttr(2, 1)}}})
	g, ok := sig.Groups(op, false)
	require.True(t, ok)
	require.Len(t, g[0], 2)
	require.Len(t, g[1], 1)
	op.SetProp(OperandSegmentSizesAttr, SegmentSizesAttr(2, 2))
	_, ok = sig.Groups(op, false)
	require.False(t, ok)
}

// Every registered op's signature and declarative format compile (the
// format-string grammar is a participle grammar; compiling all of them is
// a one-time cost, measured here).
func TestAllRegisteredFormatsCompile(t *testing.T) {
	start := time.Now()
	n := 0
	for _, d := range RegisteredOps() {
		_, err := d.Signature()
		require.NoError(t, err, d.Name)
		if d.Format != "" {
			f, err := CompileFormat(d.Format, mustSig(t, d), d)
			require.NoError(t, err, d.Name)
			require.NotNil(t, f)
			n++
		}
	}
	t.Logf("compiled %d formats in %v", n, time.Since(start))
}

func mustSig(t *testing.T, d *OpDef) *Signature {
	sig, err := d.Signature()
	require.NoError(t, err)
	return sig
}
