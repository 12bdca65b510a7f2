package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A suffix set answers like a set of names base, base_0, base_1, ...:
// small suffixes in its bit vector, large ones (up to 9 digits) in a map.
func TestSuffixSet(t *testing.T) {
	s := &suffixSet{base: "alloc"}
	for _, k := range []int32{-1, 0, 1, 63, 64, 200, lowSuffixes - 1, lowSuffixes, 999999999} {
		require.True(t, s.add(k), "%d free", k)
		require.False(t, s.add(k), "%d used", k)
	}
	s.remove(64)
	s.remove(-1)
	s.remove(999999999)
	require.True(t, s.add(64))
	require.True(t, s.add(-1))
	require.True(t, s.add(999999999))
	require.False(t, s.add(63))
	require.False(t, s.add(lowSuffixes))
}
