package ir

import (
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestFloatFromWideBits(t *testing.T) {
	f80, f128 := &FloatType{Kind: "f80"}, &FloatType{Kind: "f128"}
	hex := func(s string) *big.Int {
		b, ok := new(big.Int).SetString(s, 16)
		require.True(t, ok, s)
		return b
	}
	cases := []struct {
		name, bits string
		t          Type
		want       float64
		exact, ok  bool
	}{
		{"f80 one", "3FFF8000000000000000", f80, 1, true, true},
		{"f80 three", "4000C000000000000000", f80, 3, true, true},
		{"f80 minus two", "C0008000000000000000", f80, -2, true, true},
		{"f80 +inf", "7FFF8000000000000000", f80, math.Inf(1), true, true},
		{"f80 -inf", "FFFF8000000000000000", f80, math.Inf(-1), true, true},
		{"f80 nan", "7FFFE000000000000001", f80, math.NaN(), true, true},
		{"f80 pseudo-inf is a nan", "7FFF0000000000000000", f80, math.NaN(), true, true},
		{"f80 one plus an ulp", "3FFF8000000000000001", f80, 0, false, true},
		{"f80 unnormal", "3FFF0000000000000001", f80, 0, false, true},
		{"f80 smallest subnormal", "00000000000000000001", f80, 0, false, true},
		{"f80 too wide", "17FFF8000000000000000", f80, 0, false, false},
		{"f128 one", "3FFF0000000000000000000000000000", f128, 1, true, true},
		{"f128 one and a half", "3FFF8000000000000000000000000000", f128, 1.5, true, true},
		{"f128 -inf", "FFFF0000000000000000000000000000", f128, math.Inf(-1), true, true},
		{"f128 nan", "7FFF8000000000000000000000000001", f128, math.NaN(), true, true},
		{"f128 tiny", "7FFF0000000000000000", f128, 0, false, true},
		{"f64 is not wide", "3FF0000000000000", F64, 0, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, exact, ok := FloatFromWideBits(hex(c.bits), c.t)
			require.Equal(t, c.ok, ok)
			require.Equal(t, c.exact, exact)
			if !exact {
				return
			}
			if math.IsNaN(c.want) {
				require.True(t, math.IsNaN(f))
				return
			}
			require.Equal(t, c.want, f)
		})
	}
}
