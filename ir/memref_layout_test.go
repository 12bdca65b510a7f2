package ir_test

import (
	"testing"

	"github.com/memopt/memopt/ir"
	"github.com/stretchr/testify/require"
)

// strided is a memref type with a strided<strides, offset> layout.
func strided(shape []int64, strides []int64, offset int64) *ir.MemRefType {
	return &ir.MemRefType{Shape: shape, Elem: ir.F32, Layout: &ir.StridedLayoutAttr{Strides: strides, Offset: offset}}
}

// Regression (docs/TESTING.md bug 19): the subview of a source with a
// dynamic outer stride and offset 0 at a static offset 0 in that dimension
// has a static offset (0 * ? is 0 in MLIR's saturated arithmetic);
// one-shot-bufferize computed `offset: ?` with its own copy of the
// inference, and memopt's verifier refused the output.
func TestSubviewInferredType(t *testing.T) {
	d := ir.Dynamic
	src := strided([]int64{d, d}, []int64{d, 1}, 0)
	got, err := ir.SubviewInferredType(src, []int64{0, 2}, []int64{1, 2}, []int64{3, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<1x2xf32, strided<[?, 1], offset: 2>>", got.String())

	// The identity stays a strided layout, as MLIR's inferResultType
	// builds it (SubviewType drops it).
	id := &ir.MemRefType{Shape: []int64{8}, Elem: ir.F32}
	got, err = ir.SubviewInferredType(id, []int64{0}, []int64{8}, []int64{1})
	require.NoError(t, err)
	require.Equal(t, "memref<8xf32, strided<[1]>>", got.String())
	plain, err := ir.SubviewType(id, []int64{0}, []int64{8}, []int64{1})
	require.NoError(t, err)
	require.Equal(t, "memref<8xf32>", plain.String())

	// A dynamic offset or stride makes the result's dynamic.
	got, err = ir.SubviewInferredType(src, []int64{1, d}, []int64{1, 2}, []int64{d, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<1x2xf32, strided<[?, 1], offset: ?>>", got.String())

	_, err = ir.SubviewInferredType(src, []int64{0}, []int64{1}, []int64{1})
	require.Error(t, err, "one offset, size and stride per source dimension")
}

func TestSubviewRankReducedType(t *testing.T) {
	d := ir.Dynamic
	src := strided([]int64{d, d}, []int64{d, 1}, 0)
	got, err := ir.SubviewRankReducedType([]int64{2}, src, []int64{0, 1}, []int64{2, 1}, []int64{1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<2xf32, strided<[?], offset: 1>>", got.String())
	got, err = ir.SubviewRankReducedType([]int64{}, src, []int64{0, 1}, []int64{1, 1}, []int64{1, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<f32, strided<[], offset: 1>>", got.String())
	// Not rank-reduced: the inferred type itself.
	got, err = ir.SubviewRankReducedType([]int64{1, 2}, src, []int64{0, 2}, []int64{1, 2}, []int64{3, 1})
	require.NoError(t, err)
	require.Equal(t, "memref<1x2xf32, strided<[?, 1], offset: 2>>", got.String())
	_, err = ir.SubviewRankReducedType([]int64{3}, src, []int64{0, 1}, []int64{2, 1}, []int64{1, 1})
	require.Error(t, err, "3 is not a rank reduction of 2x1")
}

func TestLayoutIsIdentity(t *testing.T) {
	require.True(t, (&ir.MemRefType{Shape: []int64{3, 4}, Elem: ir.F32}).LayoutIsIdentity())
	require.True(t, strided([]int64{5}, []int64{1}, 0).LayoutIsIdentity(), "strided<[1]> is MLIR's (d0) -> (d0)")
	require.False(t, strided([]int64{3, 4}, []int64{4, 1}, 0).LayoutIsIdentity(), "contiguous, but (d0, d1) -> (d0 * 4 + d1)")
	require.True(t, strided([]int64{3, 4}, []int64{4, 1}, 0).HasIdentityLayout())
	require.False(t, strided([]int64{}, []int64{}, 0).LayoutIsIdentity(), "() -> (0)")
	require.False(t, strided([]int64{5}, []int64{1}, 2).LayoutIsIdentity())
}

// Regression (docs/TESTING.md bug 20): the expansion of a source with
// MLIR's identity layout has none.
func TestExpandedType(t *testing.T) {
	d := ir.Dynamic
	got, err := ir.ExpandedType(strided([]int64{1}, []int64{1}, 0), []int64{1, 1}, [][]int{{0, 1}})
	require.NoError(t, err)
	require.Equal(t, "memref<1x1xf32>", got.String())
	got, err = ir.ExpandedType(strided([]int64{4, 6}, []int64{12, 1}, 7), []int64{4, 2, 3}, [][]int{{0}, {1, 2}})
	require.NoError(t, err)
	require.Equal(t, "memref<4x2x3xf32, strided<[12, 3, 1], offset: 7>>", got.String())
	got, err = ir.ExpandedType(strided([]int64{0}, []int64{d}, 0), []int64{2, 0}, [][]int{{0, 1}})
	require.NoError(t, err)
	require.Equal(t, "memref<2x0xf32, strided<[0, ?]>>", got.String(), "0 * ? = 0")
	got, err = ir.ExpandedType(strided([]int64{}, []int64{}, 0), []int64{1, 1}, [][]int{})
	require.NoError(t, err)
	require.Equal(t, "memref<1x1xf32, strided<[1, 1]>>", got.String())
	_, err = ir.ExpandedType(strided([]int64{4, 6}, []int64{12, 1}, 7), []int64{4, 6}, [][]int{{0, 1}})
	require.Error(t, err)
}

func TestCollapsedType(t *testing.T) {
	d := ir.Dynamic
	got, err := ir.CollapsedType(strided([]int64{2, 3}, []int64{3, 1}, 0), []int64{6}, [][]int{{0, 1}})
	require.NoError(t, err)
	require.Equal(t, "memref<6xf32, strided<[1]>>", got.String(), "not the identity: MLIR keeps the strided layout")
	got, err = ir.CollapsedType(strided([]int64{3, 1}, []int64{5, 7}, 0), []int64{3}, [][]int{{0, 1}})
	require.NoError(t, err)
	require.Equal(t, "memref<3xf32, strided<[5]>>", got.String(), "a trailing unit dimension's stride does not count")
	got, err = ir.CollapsedType(&ir.MemRefType{Shape: []int64{2, 3}, Elem: ir.F32}, []int64{6}, [][]int{{0, 1}})
	require.NoError(t, err)
	require.Equal(t, "memref<6xf32>", got.String())
	_, err = ir.CollapsedType(strided([]int64{2, 3}, []int64{4, 1}, 0), []int64{6}, [][]int{{0, 1}})
	require.Error(t, err, "rows of 3 in a stride of 4")
	dyn := strided([]int64{d, 4}, []int64{d, 1}, d)
	got, err = ir.CollapsedType(dyn, []int64{d}, [][]int{{0, 1}})
	require.NoError(t, err, "unknown strides are assumed contiguous")
	require.Equal(t, "memref<?xf32, strided<[1], offset: ?>>", got.String())
	require.False(t, ir.IsGuaranteedCollapsible(dyn, [][]int{{0, 1}}), "but not guaranteed")
	require.True(t, ir.IsGuaranteedCollapsible(dyn, [][]int{{0}, {1}}))
}
