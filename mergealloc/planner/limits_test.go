package planner

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Sizes, alignments and fixed offsets beyond MaxBytes are refused before
// planning (offset + size would overflow int64 and slip past the checker),
// and a plan that would place a buffer beyond MaxBytes fails verification
// with ErrTooLarge instead of wrapping around.
func TestMaxBytes(t *testing.T) {
	for _, tc := range []struct {
		b    Buffer
		want string
	}{
		{Buffer{ID: "a", Upper: 1, Size: MaxBytes + 1}, "is larger than"},
		{Buffer{ID: "a", Upper: 1, Size: 1 << 62, Alignment: 1<<63 - 1}, "alignment"},
		{Buffer{ID: "a", Upper: 1, Size: 64, Fixed: true, Offset: 1<<63 - 64}, "offset 9223372036854775744 is not in"},
		{Buffer{ID: "a", Upper: 1, Size: 64, Fixed: true, Offset: MaxBytes - 63}, "is not in"},
	} {
		for _, name := range Names() {
			_, err := Solve(&Problem{Buffers: []Buffer{tc.b}}, name, Options{})
			require.ErrorContains(t, err, tc.want, name)
		}
	}
	// A fixed buffer right at the limit is fine.
	pl, err := Solve(&Problem{Buffers: []Buffer{{ID: "a", Upper: 1, Size: 64, Fixed: true, Offset: MaxBytes - 64}}}, "greedy-by-size", Options{})
	require.NoError(t, err)
	require.Equal(t, MaxBytes, pl.Peak())

	// Three buffers live together whose sizes sum beyond MaxBytes: no
	// algorithm may return a plan that wrapped around.
	big := MaxBytes/3 + 1
	p := &Problem{Buffers: []Buffer{{ID: "a", Upper: 1, Size: big}, {ID: "b", Upper: 1, Size: big}, {ID: "c", Upper: 1, Size: big}}}
	for _, name := range Names() {
		pl, err := Solve(p, name, Options{})
		if err == nil {
			err = Verify(p, pl)
		}
		require.Error(t, err, name)
		if !strings.Contains(err.Error(), "beyond") {
			continue // refused by the algorithm itself
		}
		require.True(t, errors.Is(err, ErrTooLarge), "%s: %v", name, err)
	}
	require.ErrorIs(t, Verify(p, &Plan{Offsets: []int64{0, big, 2 * big}, PoolOf: []int{0, 0, 0}, PoolSizes: []int64{3 * big}}), ErrTooLarge)
}

func TestReadCSVByteOrderMark(t *testing.T) {
	p, err := ReadCSV(strings.NewReader("\ufeffid,lower,upper,size\n0,0,10,64\n"), "bom.csv")
	require.NoError(t, err)
	require.Len(t, p.Buffers, 1)
	require.Equal(t, int64(64), p.Buffers[0].Size)
}

// Large sizes that fit are planned by every algorithm with a valid plan.
// exact and auto packed a candidate's floor and rank as floor<<20 | rank:
// beside a buffer of 2^43 bytes or more (a memref<2147483648x1073741824xi4>
// in static-memory-plan) they placed buffers at a negative offset or on top
// of each other.
func TestLargeFloors(t *testing.T) {
	for _, shift := range []int{40, 43, 44, 50, 61, 62} {
		p := &Problem{Buffers: []Buffer{
			{ID: "a", Lower: 0, Upper: 4, Size: 36, Alignment: 64},
			{ID: "b", Lower: 1, Upper: 4, Size: 56, Alignment: 64},
			{ID: "c", Lower: 2, Upper: 4, Size: int64(1) << shift, Alignment: 64},
		}}
		for _, name := range Names() {
			pl, err := Solve(p, name, Options{})
			if shift == 62 {
				// 2^62 + 100 bytes are needed: too large, never wrapped.
				if err == nil {
					err = Verify(p, pl)
				}
				require.Error(t, err, "%s 2^%d", name, shift)
				continue
			}
			require.NoError(t, err, "%s 2^%d", name, shift)
			require.NoError(t, Verify(p, pl), "%s 2^%d", name, shift)
			opt := int64(1)<<shift + 100 // c, then b at 2^shift, a 64 above
			require.GreaterOrEqual(t, pl.Peak(), opt, "%s 2^%d", name, shift)
			if name == "exact" || name == "auto" {
				require.Equal(t, opt, pl.Peak(), "%s 2^%d", name, shift)
			}
		}
	}
}
