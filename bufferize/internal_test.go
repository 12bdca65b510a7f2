package bufferize

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

func TestUnionFindKeepsLeaderListFirst(t *testing.T) {
	var u unionFind
	for i := 0; i < 5; i++ {
		u.add()
	}
	u.union(3, 1)
	u.union(0, 3)
	u.union(4, 2)
	u.union(0, 4)
	var members []int32
	for m := u.find(2); m >= 0; m = u.next[m] {
		members = append(members, m)
	}
	// 0's list, then 3's (3, 1), then 4's (4, 2): LLVM EquivalenceClasses'
	// order, which dump-alias-sets prints.
	require.Equal(t, []int32{0, 3, 1, 4, 2}, members)
	require.Equal(t, u.find(1), u.find(2))
}

func TestMT19937(t *testing.T) {
	// The first outputs of std::mt19937 with its default seed 5489.
	g := newMT19937(5489)
	require.Equal(t, uint32(3499211612), g.next())
	require.Equal(t, uint32(581869302), g.next())
	require.Equal(t, uint32(3890346734), g.next())
	for i := 3; i < 9999; i++ {
		g.next()
	}
	// The 10000th output, as the C++ standard requires.
	require.Equal(t, uint32(4123659995), g.next())
}

func fl(vals ...int64) []foldResult {
	out := make([]foldResult, len(vals))
	for i, v := range vals {
		out[i] = foldResult{static: v}
	}
	return out
}

func TestSubviewType(t *testing.T) {
	f32 := ir.F32
	src := &ir.MemRefType{Shape: []int64{1, 10, 10, 3}, Elem: f32}
	p := sliceParams{offsets: fl(0, 1, 1, 0), sizes: fl(1, 8, 8, 3), strides: fl(1, 1, 1, 1)}
	require.Equal(t, "memref<1x8x8x3xf32, strided<[300, 30, 3, 1], offset: 33>>", subviewType(src, p, []int64{1, 8, 8, 3}).String())
	// Rank-reducing, dynamic offset.
	dyn := sliceParams{offsets: []foldResult{{value: &ir.Value{}}, {static: 0}}, sizes: fl(1, 16), strides: fl(1, 1)}
	src2 := &ir.MemRefType{Shape: []int64{8, 16}, Elem: f32}
	require.Equal(t, "memref<16xf32, strided<[1], offset: ?>>", subviewType(src2, dyn, []int64{16}).String())
	// A fully dynamic source stays dynamic.
	src3 := &ir.MemRefType{Shape: []int64{64}, Elem: f32, Layout: fullyDynamicLayout(1)}
	require.Equal(t, "memref<16xf32, strided<[?], offset: ?>>", subviewType(src3, sliceParams{offsets: fl(4), sizes: fl(16), strides: fl(1)}, []int64{16}).String())
	// Regression (docs/TESTING.md bug 19): a static offset 0 on a dynamic
	// stride adds nothing (MLIR's saturated arithmetic, the one memref.subview's
	// verifier uses); this was offset: ?.
	src4 := &ir.MemRefType{Shape: []int64{ir.Dynamic, ir.Dynamic}, Elem: ir.I8}
	require.Equal(t, "memref<1x2xi8, strided<[?, 1], offset: 2>>", subviewType(src4, sliceParams{offsets: fl(0, 2), sizes: fl(1, 2), strides: fl(3, 1)}, []int64{1, 2}).String())
	require.Equal(t, "memref<2xi8, strided<[?], offset: 1>>", subviewType(src4, sliceParams{offsets: fl(0, 1), sizes: fl(2, 1), strides: fl(1, 1)}, []int64{2}).String())
}

func TestReshapeTypes(t *testing.T) {
	f32 := ir.F32
	id := &ir.MemRefType{Shape: []int64{2, 3, 4}, Elem: f32}
	groups := [][]int{{0, 1}, {2}}
	ct, ok := collapsedType(id, []int64{6, 4}, groups)
	require.True(t, ok)
	require.Equal(t, "memref<6x4xf32>", ct.String())
	strided := &ir.MemRefType{Shape: []int64{2, 3, 4}, Elem: f32, Layout: &ir.StridedLayoutAttr{Strides: []int64{24, 8, 1}, Offset: 5}}
	_, ok = collapsedType(strided, []int64{24}, [][]int{{0, 1, 2}})
	require.False(t, ok, "rows of 4 in a stride of 8 are not contiguous")
	ct, ok = collapsedType(strided, []int64{2, 3, 4}, [][]int{{0}, {1}, {2}})
	require.True(t, ok)
	require.Equal(t, "memref<2x3x4xf32, strided<[24, 8, 1], offset: 5>>", ct.String())
	dynamic := &ir.MemRefType{Shape: []int64{2, 3, 4}, Elem: f32, Layout: fullyDynamicLayout(3)}
	_, ok = collapsedType(dynamic, []int64{6, 4}, groups)
	require.False(t, ok, "unknown strides may not be contiguous")
	require.Equal(t, "memref<4x2x3xf32>", expandedType(&ir.MemRefType{Shape: []int64{4, 6}, Elem: f32}, []int64{4, 2, 3}, [][]int{{0}, {1, 2}}).String())
	require.Equal(t, "memref<4x2x3xf32, strided<[12, 3, 1], offset: 7>>",
		expandedType(&ir.MemRefType{Shape: []int64{4, 6}, Elem: f32, Layout: &ir.StridedLayoutAttr{Strides: []int64{12, 1}, Offset: 7}}, []int64{4, 2, 3}, [][]int{{0}, {1, 2}}).String())
	// Regression (docs/TESTING.md bug 20): the unit slice of a vector,
	// memref<1xf32, strided<[1]>>, has MLIR's identity layout, and so has
	// its expansion; this was strided<[1, 1]>, which mlir-opt refuses.
	unit := &ir.MemRefType{Shape: []int64{1}, Elem: f32, Layout: &ir.StridedLayoutAttr{Strides: []int64{1}}}
	require.Equal(t, "memref<1x1xf32>", expandedType(unit, []int64{1, 1}, [][]int{{0, 1}}).String())
}

func TestCastCompatible(t *testing.T) {
	f32 := ir.F32
	id := &ir.MemRefType{Shape: []int64{8}, Elem: f32}
	dyn := &ir.MemRefType{Shape: []int64{8}, Elem: f32, Layout: fullyDynamicLayout(1)}
	off := &ir.MemRefType{Shape: []int64{8}, Elem: f32, Layout: &ir.StridedLayoutAttr{Strides: []int64{1}, Offset: 4}}
	require.True(t, castCompatible(id, dyn))
	require.True(t, castCompatible(dyn, id))
	require.False(t, castCompatible(off, id), "static offsets 4 and 0 differ")
	require.False(t, castCompatible(id, &ir.MemRefType{Shape: []int64{4}, Elem: f32}))
	require.True(t, castCompatible(id, &ir.UnrankedMemRefType{Elem: f32}))
	require.True(t, castGuaranteed(id, dyn), "static to dynamic always holds")
	require.False(t, castGuaranteed(dyn, id), "a dynamic offset need not be 0")
	require.True(t, castGuaranteed(off, &ir.MemRefType{Shape: []int64{8}, Elem: f32, Layout: &ir.StridedLayoutAttr{Strides: []int64{ir.Dynamic}, Offset: 4}}))
}

func TestOptionsValidate(t *testing.T) {
	o := DefaultOptions()
	require.NoError(t, o.Validate())
	o.PrintConflicts = true
	require.ErrorContains(t, o.Validate(), "'print-conflicts' requires 'test-analysis-only'")
	o = DefaultOptions()
	o.CopyBeforeWrite, o.TestAnalysisOnly = true, true
	require.ErrorContains(t, o.Validate(), "'copy-before-write' cannot be used with 'test-analysis-only'")
	o = DefaultOptions()
	o.MustInferMemorySpace, o.UseEncodingForMemorySpace = true, true
	err := o.Validate()
	require.ErrorContains(t, err, "only one of")
	require.True(t, err.(*OptionError).AtModule)
	o.PrintConflicts = true
	require.ErrorContains(t, o.Validate(), "only one of", "the memory space options are checked first")
	o = DefaultOptions()
	o.DumpAliasSets = true
	require.ErrorContains(t, o.Validate(), "'dump-alias-sets' requires 'test-analysis-only'")
	o = DefaultOptions()
	o.NoAnalysisFuncFilter = []string{"f"}
	require.ErrorContains(t, o.Validate(), "'no-analysis-func-filter' requires 'bufferize-function-boundaries'")
	o.BufferizeFunctionBoundaries = true
	require.NoError(t, o.Validate())
	o = DefaultOptions()
	o.UnknownTypeConversion = InferLayoutMap
	require.ErrorContains(t, o.Validate(), "'infer-layout-map' is not a valid value for 'unknown-type-conversion'")
	l, err := ParseLayoutMap("identity-layout-map")
	require.NoError(t, err)
	require.Equal(t, IdentityLayoutMap, l)
	_, err = ParseLayoutMap("strided")
	require.Error(t, err)
}

func TestAttachRejectsUnknownOps(t *testing.T) {
	require.Panics(t, func() { Attach(&Model{}, "no_such.op") })
	require.Panics(t, func() { Attach(&Model{}, "tensor.extract") }, "a second model for the same op")
	require.NotNil(t, ModelOf(ir.NewOperation(&ir.OperationState{Name: "tensor.extract"})))
	require.Nil(t, ModelOf(ir.NewOperation(&ir.OperationState{Name: "test.unknown"})))
}
