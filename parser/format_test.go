package parser

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// Ops in the signature + declarative format style (test-only names).
func init() {
	ir.Register(
		&ir.OpDef{Name: "ptest.load",
			Args:      "memref:AnyMemRef, indices:Variadic<Index>, nontemporal:DefaultValuedAttr<BoolAttr, \"false\">",
			Results:   "result:AnyType",
			TypeRules: "result = elem(memref)",
			Format:    "$memref `[` $indices `]` attr-dict `:` type($memref)"},
		&ir.OpDef{Name: "ptest.addi", Traits: ir.Pure,
			Args:      "lhs:AnyType, rhs:AnyType, overflowFlags:DefaultValuedAttr<DialectAttr<\"#arith.overflow\">, \"#arith.overflow<none>\">",
			Results:   "result:AnyType",
			TypeRules: "SameOperandsAndResultType",
			Format:    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"},
		&ir.OpDef{Name: "ptest.cmpi",
			Args:      "predicate:I64EnumAttr<eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge>, lhs:AnyType, rhs:AnyType",
			Results:   "result:AnyType",
			TypeRules: "AllTypesMatch<lhs, rhs>; result = i1like(lhs)",
			Format:    "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"},
		&ir.OpDef{Name: "ptest.return", Traits: ir.Terminator | ir.ReturnLike,
			Args:   "operands:Variadic<AnyType>",
			Format: "attr-dict ($operands^ `:` type($operands))?"},
		&ir.OpDef{Name: "ptest.alloc",
			Args:    "dynamicSizes:Variadic<Index>, symbolOperands:Variadic<Index>, alignment:OptionalAttr<ConfinedAttr<I64Attr, [IntMinValue<0>]>>",
			Results: "memref:AnyMemRef",
			Format:  "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"},
		&ir.OpDef{Name: "ptest.constant", Traits: ir.ConstantLike | ir.Pure,
			Args:    "value:TypedAttr",
			Results: "result:AnyType",
			Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
				if err := p.ParseOptionalAttrDict(st); err != nil {
					return err
				}
				a, err := p.ParseAttribute(nil)
				if err != nil {
					return err
				}
				st.Props = append(st.Props, ir.NamedAttr{Name: "value", Value: a})
				switch v := a.(type) {
				case *ir.IntegerAttr:
					st.ResultTypes = []ir.Type{v.Type}
				case *ir.FloatAttr:
					st.ResultTypes = []ir.Type{v.Type}
				default:
					return p.Errorf("unsupported constant")
				}
				return nil
			},
			Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
				p.PrintOptionalAttrDict(op, "value")
				p.WriteString(" ")
				p.PrintAttribute(op.Attr("value"))
			}},
		&ir.OpDef{Name: "ptest.loop", Traits: ir.ImplicitTerminator | ir.SingleBlock,
			ImplicitTerminatorOp: "ptest.yield",
			Args:                 "lb:Index, ub:Index",
			Regions:              "body:SizedRegion<1>",
			Format:               "$lb `to` $ub $body attr-dict"},
		&ir.OpDef{Name: "ptest.yield", Traits: ir.Terminator,
			Args:   "results:Variadic<AnyType>",
			Format: "attr-dict ($results^ `:` type($results))?"},
		&ir.OpDef{Name: "ptest.func", Traits: ir.IsolatedFromAbove | ir.Symbol,
			Args:    "sym_name:SymbolNameAttr, function_type:TypeAttrOf<FunctionType>",
			Regions: "body:AnyRegion",
			Format:  "$sym_name `:` $function_type attr-dict-with-keyword $body"},
		&ir.OpDef{Name: "ptest.cast",
			Args:    "in:AnyType",
			Results: "out:AnyType",
			Format:  "$in attr-dict `:` type($in) `to` type($out)"},
		&ir.OpDef{Name: "ptest.call",
			Args:    "callee:FlatSymbolRefAttr, operands:Variadic<AnyType>",
			Results: "results:Variadic<AnyType>",
			Format:  "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"},
		&ir.OpDef{Name: "ptest.br", Traits: ir.Terminator,
			Args:       "destOperands:Variadic<AnyType>",
			Successors: "dest:AnySuccessor",
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"},
	)
}

const formatSrc = `ptest.func @f : (memref<4x?xf32>, index) -> () {
^bb0(%arg0: memref<4x?xf32>, %arg1: index):
  %0 = ptest.constant 0 : index
  %1 = ptest.load %arg0[%0, %arg1] : memref<4x?xf32>
  %2 = ptest.load %arg0[%0, %arg1] {nontemporal = true} : memref<4x?xf32>
  %3 = ptest.addi %0, %arg1 : index
  %4 = ptest.addi %0, %arg1 overflow<nsw, nuw> : index
  %5 = ptest.cmpi slt, %0, %arg1 : index
  %6 = ptest.alloc(%arg1) : memref<?xf32>
  %7 = ptest.alloc(%arg1)[%0] {alignment = 64 : i64} : memref<?xf32, #map>
  %8 = ptest.cast %1 : f32 to i32
  %9:2 = ptest.call @g(%1, %8) : (f32, i32) -> (i1, i32)
  ptest.call @h() : () -> ()
  ptest.loop %0 to %arg1 {
    %11 = ptest.addi %3, %3 : index
  }
  ptest.br ^bb1(%3 : index)
^bb1(%10: index):  // pred: ^bb0
  ptest.return %10, %10 : index, index
}
`

func TestFormatRoundTrip(t *testing.T) {
	m := parseString(t, "#map = affine_map<(d0)[s0] -> (d0 + s0)>\n"+formatSrc)
	require.NoError(t, ir.Verify(m.Op))
	fn := m.Body().First()
	ops := fn.Region(0).Front().Ops()
	// result type inferred from elem(memref)
	require.Equal(t, "f32", ops[1].Result(0).Type().String())
	require.Equal(t, ir.Unit.String(), "unit")
	require.Equal(t, "true", ops[2].Prop("nontemporal").String())
	require.Nil(t, ops[3].Prop("overflowFlags"))
	require.Equal(t, "#arith.overflow<nsw, nuw>", ops[4].Prop("overflowFlags").String())
	require.Equal(t, int64(2), ops[5].Prop("predicate").(*ir.IntegerAttr).Value)
	require.Equal(t, "i1", ops[5].Result(0).Type().String())
	require.Equal(t, "array<i32: 1, 0>", ops[6].Prop(ir.OperandSegmentSizesAttr).String())
	require.Equal(t, "array<i32: 1, 1>", ops[7].Prop(ir.OperandSegmentSizesAttr).String())
	require.Equal(t, int64(64), ops[7].Prop("alignment").(*ir.IntegerAttr).Value)
	require.Equal(t, 2, ops[9].NumResults())
	loop := ops[11]
	require.Equal(t, "ptest.yield", loop.Region(0).Front().Last().Name(), "implicit terminator added")

	out := printString(t, m, ir.PrintOptions{})
	want := "#map = affine_map<(d0)[s0] -> (d0 + s0)>\nmodule {\n" + indent(formatSrc) + "}\n"
	require.Equal(t, want, out)
	// generic form parses back to the same custom output
	gen := printString(t, m, ir.PrintOptions{Generic: true})
	require.Contains(t, gen, `"ptest.load"(%arg0, %0, %arg1) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32`)
	require.Equal(t, out, printString(t, parseString(t, gen), ir.PrintOptions{}))
}

func indent(s string) string {
	out := ""
	line := ""
	for _, c := range s {
		if c == '\n' {
			if line != "" {
				out += "  " + line
			}
			out += "\n"
			line = ""
			continue
		}
		line += string(c)
	}
	return out
}
