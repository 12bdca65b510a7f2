package ir_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/memopt/memopt/ir"
	"github.com/memopt/memopt/parser"
)

// A released table's room goes to the next tables: their values and names
// are right, and the name lists taken before the release stay valid.
func TestAsmNameTableRelease(t *testing.T) {
	m, err := parser.Parse("names.mlir", []byte(namesSrc))
	require.NoError(t, err)
	fn := m.Body().First()
	full := ir.NewAsmNames(m.Op)
	all := func(*ir.Operation) bool { return true }
	isAlloc := func(op *ir.Operation) bool { return op.Name() == "memref.alloc" }
	want := func(table *ir.AsmNameTable) []string {
		var names []string
		for _, v := range table.Values() {
			names = append(names, full.Name(v))
		}
		return names
	}
	listNames := func(l *ir.AsmNameList, n int) []string {
		var names []string
		for i := 0; i < n; i++ {
			names = append(names, string(l.AppendNameAt(nil, i)))
		}
		return names
	}
	var lists []*ir.AsmNameList
	var wants [][]string
	for round := 0; round < 6; round++ {
		// Tables of several sizes, some from builders, each released
		// before the next is made.
		var table *ir.AsmNameTable
		switch round % 3 {
		case 0:
			table = ir.AsmNamesWhere(m.Op, all)
		case 1:
			table = ir.AsmNamesWhere(fn, isAlloc)
		default:
			nb := ir.NewAsmNamesBuilder(fn, all)
			ir.WalkExplicit(fn, func(op *ir.Operation) ir.WalkResult { nb.Visit(op); return ir.WalkAdvance })
			table = nb.Finish()
		}
		w := want(table)
		require.NotEmpty(t, w)
		require.NotContains(t, w, "%<<UNKNOWN SSA VALUE>>")
		for i, v := range table.Values() {
			require.Equal(t, i, table.Index(v))
			require.Equal(t, w[i], table.Name(v))
		}
		lists, wants = append(lists, table.NameList()), append(wants, w)
		table.Release()
		require.Empty(t, table.Values())
		table.Release() // twice is harmless
	}
	for i, l := range lists {
		require.Equal(t, wants[i], listNames(l, len(wants[i])), "list %d", i)
	}
	var none *ir.AsmNameTable
	none.Release()
}
