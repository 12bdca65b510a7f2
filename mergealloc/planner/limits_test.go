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
