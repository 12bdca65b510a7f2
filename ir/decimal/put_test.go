package decimal

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// putValues are the edge cases of Put and PutRight and random values of
// every length.
func putValues() []int64 {
	vals := []int64{0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 9999, 10000, 10001, 99999999, 1e8, 1e8 + 1,
		123456789, math.MaxInt32, math.MaxInt64, -1, -9, -10, -99999999, -1e8, math.MinInt32, math.MinInt64}
	// The lanes of digits8 are independent: n and n*10^4 for every
	// n < 10^4 are every value of both four-digit lanes.
	for n := int64(0); n < 10000; n++ {
		vals = append(vals, n, n*10000, n*10000+9999-n)
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 10000; i++ {
		vals = append(vals, rng.Int64N(int64(1)<<rng.IntN(63)), -rng.Int64N(int64(1)<<rng.IntN(63)))
	}
	return vals
}

// TestPut: Put writes strconv's digits at k, touches nothing before k and
// nothing after k+8 or the digits, whichever ends last.
func TestPut(t *testing.T) {
	for _, v := range putValues() {
		want := strconv.FormatInt(v, 10)
		b := []byte(strings.Repeat("x", 3+PutRoom+5))
		end := Put(b, 3, v)
		require.Equal(t, 3+len(want), end, "%d", v)
		require.Equal(t, "xxx"+want, string(b[:end]), "%d", v)
		require.Equal(t, strings.Repeat("x", len(b)-max(end, 3+8)), string(b[max(end, 3+8):]), "%d", v)
	}
	require.Panics(t, func() { Put(make([]byte, PutRoom-1), 0, 5) })
}

// TestPutRight: PutRight writes strconv's digits ending at end, blanks
// before them down to end-8 (below 10^8), and touches nothing else.
func TestPutRight(t *testing.T) {
	for _, v := range putValues() {
		u := uint64(v)
		if v < 0 {
			u = math.MaxUint64 - uint64(-v)
		}
		want := strconv.FormatUint(u, 10)
		b := []byte(strings.Repeat("x", 30))
		start := PutRight(b, 28, u)
		require.Equal(t, 28-len(want), start, "%d", u)
		require.Equal(t, want+"xx", string(b[start:]), "%d", u)
		blank := start
		if u < 1e8 {
			blank = 20
		}
		require.Equal(t, strings.Repeat("x", blank)+strings.Repeat(" ", start-blank), string(b[:start]), "%d", u)
	}
}

func BenchmarkPut(b *testing.B) {
	buf := make([]byte, 64)
	for _, v := range []int64{7, 1234, 123456} {
		b.Run(strconv.FormatInt(v, 10), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Put(buf, 0, v)
			}
		})
	}
}

// TestDigits: Digits's word holds strconv's digits followed by zero bytes
// below 10^8, and nothing (0, 0) from 10^8 on.
func TestDigits(t *testing.T) {
	for _, v := range putValues() {
		w, n := Digits(uint64(v))
		if v < 0 || v >= 1e8 {
			require.Equal(t, 0, n, "%d", v)
			require.Zero(t, w, "%d", v)
			continue
		}
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], w)
		want := strconv.FormatInt(v, 10)
		require.Equal(t, len(want), n, "%d", v)
		require.Equal(t, want+strings.Repeat("\x00", 8-n), string(b[:]), "%d", v)
	}
}

// TestDigits2: Digits2 is Digits of both numbers below 10^4, nothing
// from 10^4 on, every value of each lane at 0, 9, 10, 99, 100, 9999 and
// 10^4 of the other.
func TestDigits2(t *testing.T) {
	others := []uint64{0, 9, 10, 99, 100, 9999, 10000, 1 << 40}
	for v := uint64(0); v < 10001; v++ {
		for _, o := range others {
			for _, pair := range [][2]uint64{{v, o}, {o, v}} {
				wa, na, wb, nb := Digits2(pair[0], pair[1])
				if pair[0] >= 1e4 || pair[1] >= 1e4 {
					require.Equal(t, [4]uint64{}, [4]uint64{wa, uint64(na), wb, uint64(nb)}, "%d %d", pair[0], pair[1])
					continue
				}
				ea, ena := Digits(pair[0])
				eb, enb := Digits(pair[1])
				require.Equal(t, [4]uint64{ea, uint64(ena), eb, uint64(enb)}, [4]uint64{wa, uint64(na), wb, uint64(nb)}, "%d %d", pair[0], pair[1])
			}
		}
	}
}
