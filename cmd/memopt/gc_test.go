package main

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Small heaps may triple (GOGC=200); large ones grow by max(128 MiB, half
// of what is live), so the percentage falls continuously to 50.
func TestGCPercentFor(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, 200}, {1 * mib, 200}, {64 * mib, 200}, {128 * mib, 100},
		{200 * mib, 64}, {256 * mib, 50}, {2048 * mib, 50},
	} {
		require.Equal(t, c.want, gcPercentFor(c.live), "live %d MiB", c.live/mib)
	}
	prev := 200
	for live := uint64(mib); live < 4096*mib; live += 7 * mib {
		p := gcPercentFor(live)
		require.LessOrEqual(t, p, prev, "falls as the heap grows")
		require.GreaterOrEqual(t, p, 50)
		prev = p
	}
}
