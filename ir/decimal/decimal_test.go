package decimal

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAppendInt(t *testing.T) {
	vals := []int64{0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 12345, 99999999, 1e8, 1e8 - 1, 1e8 + 1, -1, -10, math.MaxInt64, math.MinInt64}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 10000; i++ {
		vals = append(vals, rng.Int64N(int64(1)<<rng.IntN(63)), -rng.Int64N(1000))
	}
	for _, v := range vals {
		require.Equal(t, strconv.FormatInt(v, 10), string(AppendInt([]byte{}, v)), "%d", v)
		require.Equal(t, "x"+strconv.FormatInt(v, 10), string(AppendInt([]byte("x"), v)), "%d", v)
		require.Equal(t, len(strconv.FormatInt(v, 10)), Len(v), "%d", v)
	}
	for p := int64(1); p > 0 && p <= math.MaxInt64/10; p *= 10 {
		for _, v := range []int64{p - 1, p, p + 1, -p, 1 - p, -p - 1} {
			require.Equal(t, len(strconv.FormatInt(v, 10)), Len(v), "%d", v)
		}
	}
}

// TestPutUint: PutUint writes strconv's digits ending where asked and
// touches nothing before them.
func TestPutUint(t *testing.T) {
	vals := []uint64{0, 1, 9, 10, 99, 100, 101, 999, 1000, 12345, 1e8 - 1, 1e8, math.MaxInt64, math.MaxUint64}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 10000; i++ {
		vals = append(vals, rng.Uint64()>>rng.IntN(64))
	}
	for _, u := range vals {
		want := strconv.FormatUint(u, 10)
		b := []byte("xxxxxxxxxxxxxxxxxxxxxxxxy")
		start := PutUint(b, 24, u)
		require.Equal(t, 24-len(want), start, "%d", u)
		require.Equal(t, want, string(b[start:24]), "%d", u)
		require.Equal(t, strings.Repeat("x", start)+want+"y", string(b), "%d", u)
	}
}

func BenchmarkAppendInt(b *testing.B) {
	buf := make([]byte, 0, 64)
	for _, v := range []int64{7, 1234, 123456} {
		b.Run(strconv.FormatInt(v, 10), func(b *testing.B) {
			b.Run("decimal", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					buf = AppendInt(buf[:0], v)
				}
			})
			b.Run("strconv", func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					buf = strconv.AppendInt(buf[:0], v, 10)
				}
			})
		})
	}
}
