package render

import (
	"bytes"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/memopt/memopt/mergealloc/report"
	"github.com/stretchr/testify/require"
)

// chainLikeReport returns a random report whose scopes look like
// merge-alloc's (temporaries with printable names, a few shared types,
// locations), with now and then what plainBuffers leaves to table: a
// kind, a pin, a function, an address, a negative number, a name that is
// not printable ASCII.
func chainLikeReport(rng *rand.Rand) *report.Report {
	types := []string{"memref<16x64xf32>", "memref<64x64xf32>", "memref<8xi8, 1>", ""}
	num := func() int64 {
		switch rng.IntN(6) {
		case 0:
			return 0
		case 1:
			return rng.Int64N(10)
		case 2:
			return rng.Int64()
		}
		return rng.Int64N(int64(1) << rng.IntN(40))
	}
	r := &report.Report{Version: report.SchemaVersion, Tool: "memopt", Scopes: []*report.Scope{}}
	for n := 1 + rng.IntN(4); n > 0; n-- {
		s := &report.Scope{Name: "@f", Kind: report.KindScope, Pass: "merge-alloc", Buffers: []report.Buffer{}}
		withType, withLoc := rng.IntN(4) > 0, rng.IntN(4) > 0
		for i := rng.IntN(300); i > 0; i-- {
			b := report.Buffer{Name: "%alloc_" + strconv.Itoa(rng.IntN(5000)), Kind: report.BufferTemp,
				Size: num(), Alignment: 64, Start: num(), End: num(), Offset: num()}
			switch rng.IntN(20) {
			case 0:
				b.Name = ""
			case 1:
				b.Kind = ""
			}
			if rng.IntN(4) == 0 {
				b.Start = max(b.Start, 1)
				b.End = b.Start - 1 - rng.Int64N(b.Start) // never live
			}
			if withType {
				b.Type = types[rng.IntN(len(types))]
			}
			if withLoc && rng.IntN(10) > 0 {
				b.Location = "in.mlir:" + strconv.Itoa(rng.IntN(100000)) + ":" + strconv.Itoa(1+rng.IntN(80))
			}
			s.Buffers = append(s.Buffers, b)
		}
		// One scope in three has something plainBuffers leaves to table.
		if len(s.Buffers) > 0 && rng.IntN(3) == 0 {
			b := &s.Buffers[rng.IntN(len(s.Buffers))]
			switch rng.IntN(9) {
			case 0:
				b.Name = "%é"
			case 1:
				b.Name = "%a\tb"
			case 2:
				b.Type = "memref<\x7f>"
			case 3:
				b.Location = "in\xff.mlir:1:1"
			case 4:
				b.Kind = report.BufferWorkspace
			case 5:
				b.Pinned = true
			case 6:
				b.Function = "@g"
			case 7:
				b.Offset = -1
			case 8:
				s.HasAddress = true
			}
		}
		r.Scopes = append(r.Scopes, s)
	}
	return r
}

// TestPlainBuffersMatchTable checks that the buffers tables plainBuffers
// writes are byte for byte those of table, and that it leaves to table
// the tables it does not handle.
func TestPlainBuffersMatchTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	plain, other := 0, 0
	for k := 0; k < 300; k++ {
		r := chainLikeReport(rng)
		if k == 0 {
			r.Scopes[0].Buffers = append(r.Scopes[0].Buffers, report.Buffer{Name: "%big", Size: math.MaxInt64,
				Offset: math.MaxInt64, Start: math.MaxInt64 - 1, End: math.MaxInt64})
		}
		for _, s := range r.Scopes {
			if (&textWriter{}).plainBuffers(s) {
				plain++
			} else {
				other++
			}
		}
		var fast, slow bytes.Buffer
		require.NoError(t, Write(&fast, r, Text))
		plainTables = false
		err := Write(&slow, r, Text)
		plainTables = true
		require.NoError(t, err)
		sameText(t, slow.Bytes(), fast.Bytes(), "report %d", k)
	}
	require.Greater(t, plain, 100)
	require.Greater(t, other, 20)
}
