package parser

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

func init() {
	// custom<PTestList>($dyn, $static): `[%a, 4, %b]` with ? for dynamic.
	ir.RegisterCustomDirective("PTestList", &ir.CustomDirective{
		Parse: func(p ir.OpAsmParser, args []*ir.CustomArg) error {
			if err := p.ParsePunct("["); err != nil {
				return err
			}
			arr := &ir.DenseArrayAttr{Elem: ir.I64, Values: []int64{}}
			for !p.ParseOptionalPunct("]") {
				if len(arr.Values) > 0 {
					if err := p.ParsePunct(","); err != nil {
						return err
					}
				}
				if o, ok, err := p.ParseOptionalOperand(); err != nil {
					return err
				} else if ok {
					args[0].Operands = append(args[0].Operands, o)
					arr.Values = append(arr.Values, ir.Dynamic)
					continue
				}
				v, err := p.ParseInteger()
				if err != nil {
					return err
				}
				arr.Values = append(arr.Values, v)
			}
			args[1].Attr = arr
			return nil
		},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation, args []*ir.CustomArg) {
			p.WriteString("[")
			arr := args[1].Attr.(*ir.DenseArrayAttr)
			k := 0
			for i, v := range arr.Values {
				if i > 0 {
					p.WriteString(", ")
				}
				if v == ir.Dynamic {
					p.PrintOperand(args[0].Values[k])
					k++
				} else {
					p.WriteString(itoa(v))
				}
			}
			p.WriteString("]")
		},
	})
	ir.Register(
		&ir.OpDef{Name: "ptest.view",
			Args:    "source:AnyMemRef, offsets:Variadic<Index>, static_offsets:DenseI64ArrayAttr",
			Results: "result:AnyMemRef",
			Format:  "$source custom<PTestList>($offsets, $static_offsets) attr-dict `:` type($source) `to` type($result)"},
		&ir.OpDef{Name: "ptest.maybe",
			Args:    "flag:UnitAttr, value:OptionalAttr<I64Attr>",
			Results: "result:Index",
			Format:  "(`value` $value^) : (`none`)? (`flag` $flag^)? attr-dict"},
		&ir.OpDef{Name: "ptest.fn",
			Args:    "args:Variadic<AnyType>",
			Results: "res:Variadic<AnyType>",
			Format:  "`(` $args `)` attr-dict `:` functional-type($args, $res)"},
	)
}

func itoa(v int64) string { return (&ir.IntegerAttr{Value: v}).String() }

func TestFormatCustomDirectivesAndGroups(t *testing.T) {
	src := `%0 = "t.def"() : () -> memref<8x8xf32>
%1 = "t.def"() : () -> index
%2 = ptest.view %0 [%1, 4, %1] : memref<8x8xf32> to memref<?xf32>
%3 = ptest.maybe value 7
%4 = ptest.maybe none flag
%5:2 = ptest.fn(%1, %3) : (index, index) -> (i1, f32)
ptest.fn() : () -> ()
`
	m := parseString(t, src)
	require.NoError(t, ir.Verify(m.Op))
	ops := m.Body().Ops()
	require.Equal(t, 3, ops[2].NumOperands())
	require.Equal(t, "array<i64: -9223372036854775808, 4, -9223372036854775808>", ops[2].Prop("static_offsets").String())
	require.Equal(t, int64(7), ops[3].Prop("value").(*ir.IntegerAttr).Value)
	require.Nil(t, ops[4].Prop("value"))
	require.NotNil(t, ops[4].Prop("flag"))
	require.Nil(t, ops[3].Prop("flag"))
	require.Equal(t, 2, ops[5].NumResults())

	out := printString(t, m, ir.PrintOptions{})
	require.Contains(t, out, "%2 = ptest.view %0 [%1, 4, %1] : memref<8x8xf32> to memref<?xf32>\n")
	require.Contains(t, out, "%3 = ptest.maybe value 7\n")
	require.Contains(t, out, "%4 = ptest.maybe none flag\n")
	require.Contains(t, out, "%5:2 = ptest.fn(%1, %3) : (index, index) -> (i1, f32)\n")
	require.Contains(t, out, "ptest.fn() : () -> ()\n")
	require.Equal(t, out, printString(t, parseString(t, out), ir.PrintOptions{}))
}
