package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// SizeInBytes never overflows: a static memref larger than MaxBufferBytes
// has no size (merge-alloc once merged memref<4611686018427387904x8xf32>
// as a 0-byte buffer, overlapping its neighbours).
func TestSizeInBytesOverflow(t *testing.T) {
	for _, tc := range []struct {
		shape []int64
		elem  Type
		size  int64
		ok    bool
	}{
		{[]int64{4, 8}, F32, 128, true},
		{[]int64{0, 1 << 62}, F32, 0, true},
		{[]int64{1 << 60}, F32, MaxBufferBytes, true},
		{[]int64{1<<60 + 1}, F32, 0, false},
		{[]int64{1 << 62, 8}, F32, 0, false},
		{[]int64{1 << 31, 1 << 31, 1 << 31}, I8, 0, false},
		{[]int64{9223372036854775807}, I1, 0, false},
	} {
		mt := &MemRefType{Shape: tc.shape, Elem: tc.elem}
		size, ok := mt.SizeInBytes()
		require.Equal(t, tc.ok, ok, "%s", mt)
		require.Equal(t, tc.size, size, "%s", mt)
		require.Equal(t, !tc.ok, mt.TooLarge(), "%s", mt)
	}
	require.False(t, (&MemRefType{Shape: []int64{Dynamic}, Elem: F32}).TooLarge())
}
