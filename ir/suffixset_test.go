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

// The namer makes hints unique as MLIR does: a used hint gets the first
// free `_K` from one conflict counter, a hint that ends in `_digits` is
// probed as a whole (`x_0_1`), hints are sanitized first, and the names
// of an earlier use of a reused namer are forgotten.
func TestNamerConflicts(t *testing.T) {
	hints := []string{"x", "x", "x_0", "x_1", "x", "x_3", "x", "a b", "9x", "a b", "x_01", "x_01", "arg0", "x_0_1"}
	want := []string{"%x", "%x_0", "%x_0_1", "%x_1", "%x_2", "%x_3", "%x_4", "%a_b", "%_9x", "%a_b_5", "%x_01", "%x_01_6", "%arg0", "%x_0_1_7"}
	for round := 0; round < 2; round++ {
		n := reusedNamer()
		vals := make([]Value, len(hints))
		for i, h := range hints {
			n.setName(&vals[i], h)
		}
		for i := range vals {
			require.Equal(t, want[i], string(n.appendValueName(nil, &vals[i])), "round %d, hint %q", round, hints[i])
		}
		n.reuse()
	}
}
